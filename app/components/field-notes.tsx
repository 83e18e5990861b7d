/**
 * What sits around every form control, on the buyer's forms and in the admin: the red star after a
 * required field's label, and the hint and error under the control (their ids are what the control's
 * aria-describedby names).
 */
/** The red star after a required field's label; hidden from screen readers, which hear "required". */
export function RequiredStar({ required }: { required?: boolean }) {
  return required ? (
    <span className="text-red-600" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

/** The hint, then the error, under a control whose id is `id`. */
export function FieldNotes({
  id,
  hint,
  error,
  errorClassName,
  markError = false,
}: {
  id: string;
  hint?: string;
  error?: string;
  /** The error's colour: the buyer's forms and the admin differ. */
  errorClassName: string;
  /** Marks the error for the admin's focus-first-error effect. */
  markError?: boolean;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-secondary">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className={`mt-1 text-sm ${errorClassName}`}
          data-field-error={markError || undefined}
        >
          {error}
        </p>
      ) : null}
    </>
  );
}
