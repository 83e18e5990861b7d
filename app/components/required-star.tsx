/** The red star after a required field's label; hidden from screen readers, which hear "required". */
export function RequiredStar({ required }: { required?: boolean }) {
  return required ? (
    <span className="text-red-600" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}
