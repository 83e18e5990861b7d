import type { ChangeEvent, ReactNode } from "react";
import { FieldNotes, RequiredStar } from "~/components/field-notes";
import { INDIAN_STATE_NAMES } from "~/lib/gstin";
import type { FormConstraint } from "~/server/entities/entity.server";

/**
 * One labelled text box or text area on the buyer's forms (contact, quote request): the label with its
 * star when required, the hint and the error tied to the control, and the red border on an error.
 * The ids are `<form>-<name>` so two forms on one page never share one.
 */
export const buyerInput = "mt-1 w-full rounded-lg border bg-white px-3 py-2.5";

export function buyerBorder(error: string | undefined) {
  return error ? "border-red-500" : "border-slate-300";
}

export function BuyerField({
  form,
  name,
  label,
  type = "text",
  constraint,
  required = constraint?.required ?? false,
  multiline = false,
  rows = 4,
  maxLength = constraint?.maxLength,
  autoComplete,
  hint,
  className = "",
  error,
  value,
  onChange,
}: {
  /** The form's name, the first part of each id. */
  form: string;
  name: string;
  label: string;
  type?: string;
  /** The field's rule as the server's zod schema states it (formConstraintsOf): required, maxLength. */
  constraint?: FormConstraint;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  hint?: string;
  className?: string;
  error?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = `${form}-${name}`;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name,
    required,
    maxLength,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: `${buyerInput} ${buyerBorder(error)}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        <RequiredStar required={required} />
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={onChange} />
      )}
      <FieldNotes id={id} hint={hint} error={error} errorClassName="text-red-700" />
    </div>
  );
}

/**
 * The state or union territory a buyer picks (delivery, place of supply), from the one list GST
 * knows, required; the id is `<form>-state`.
 */
export function StateSelect({
  form,
  label,
  placeholder = "Choose a state or union territory",
  error,
  value,
  onChange,
  required = true,
}: {
  form: string;
  label: string;
  /** False where something else can give the state (the quote's GSTIN). */
  required?: boolean;
  placeholder?: string;
  error?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = `${form}-state`;
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        <RequiredStar required={required} />
      </label>
      <select
        id={id}
        name="state"
        required={required}
        defaultValue={value ?? ""}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${buyerInput} ${buyerBorder(error)}`}
      >
        <option value="">{placeholder}</option>
        {INDIAN_STATE_NAMES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} errorClassName="text-red-700" />
    </>
  );
}

/** What went wrong with the whole form, read out at once (the fields' own errors sit beside them). */
export function FormProblem({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      className={`${className} rounded-lg border border-red-200 bg-red-50 p-4 text-red-800`}
    >
      {children}
    </p>
  );
}
