/**
 * The confirm pattern for deletes, with and without JavaScript.
 *
 * In a list: <DeleteButton to="/admin/brands/7/delete" message="Are you sure you want to delete this brand?" />
 *   - with JS: confirm(message), then a POST to `to`;
 *   - without JS: a GET to `to`, your confirmation step page, which renders
 *       <ConfirmStep title="Delete brand" message="Are you sure you want to delete this brand?"
 *                    detail={brand.display_name} cancelTo="/admin/brands" />
 *     (a POST form back to the same URL with a 'Delete' button).
 * So one route module serves both: its loader (requireAdmin + find the row, 404 if missing) shows
 * ConfirmStep, its action (requireAdmin + delete + removeUpload + redirectWithFlash) deletes.
 *
 * Any other POST form that needs a question first: <ConfirmForm message="..." method="post">...</ConfirmForm>.
 */
import { Form, useSubmit } from "react-router";
import { CancelLink } from "~/components/admin/form-field";

export function DeleteButton({
  to,
  message,
  label = "Delete",
  ariaLabel,
}: {
  to: string;
  message: string;
  label?: string;
  ariaLabel?: string;
}) {
  const submit = useSubmit();
  return (
    <form
      method="get"
      action={to}
      onSubmit={(e) => {
        e.preventDefault();
        if (window.confirm(message)) submit(null, { method: "post", action: to });
      }}
    >
      <button
        type="submit"
        aria-label={ariaLabel}
        className="rounded-md border border-red-200 px-3 py-1.5 text-xs font-medium text-red-700 hover:bg-red-50"
      >
        {label}
      </button>
    </form>
  );
}

/** A POST form whose submission asks `message` first (with JS); without JS it submits directly. */
export function ConfirmForm({
  message,
  children,
  ...rest
}: { message: string | (() => string | false) } & React.ComponentProps<typeof Form>) {
  return (
    <Form
      {...rest}
      onSubmit={(e) => {
        const text = typeof message === "function" ? message() : message;
        if (text === false || !window.confirm(text)) e.preventDefault();
      }}
    >
      {children}
    </Form>
  );
}

/** The confirmation step page (no JavaScript): the question, what is deleted, Delete and Cancel. */
export function ConfirmStep({
  title,
  message,
  detail,
  cancelTo,
  confirmLabel = "Delete",
}: {
  title: string;
  message: string;
  detail?: React.ReactNode;
  cancelTo: string;
  confirmLabel?: string;
}) {
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-4 text-slate-700">{message}</p>
      {detail ? <p className="mt-2 font-medium text-slate-900">{detail}</p> : null}
      <Form method="post" className="mt-8 flex justify-end gap-3">
        <ConfirmActions cancelTo={cancelTo} label={confirmLabel} />
      </Form>
    </div>
  );
}

/** Cancel (back where the staff member came from) and the red button that does the deletion. */
export function ConfirmActions({ cancelTo, label }: { cancelTo: string; label: string }) {
  return (
    <>
      <CancelLink to={cancelTo} />
      <button
        type="submit"
        className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
      >
        {label}
      </button>
    </>
  );
}
