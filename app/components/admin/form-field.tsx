/**
 * The admin form layout: every add/edit form is built from these pieces, so labels, errors and kept
 * values look and behave the same on every tab.
 *
 *   <Form method="post" encType="multipart/form-data" noValidate>
 *     <FormError message={actionData?.formError} />
 *     <FormSection title="Basic Information">
 *       <TextField label="Name" name="name" required defaultValue={values.name} error={errors.name} />
 *       <TextAreaField label="Description" name="description" rows={6} ... />
 *       <SelectField label="Category" name="category" options={[{ value, label }]} placeholder="Select..." />
 *       <CheckboxField label="Featured" name="featured" defaultChecked={...} />   // sends "false" when unchecked
 *       <FileField label="Image" name="image" accept={ACCEPT.image} current={row?.image} hint="..." />
 *     </FormSection>
 *     <FormActions submitLabel="Save" pendingLabel="Saving..." cancelTo="/admin/brands" />
 *   </Form>
 *
 * `values` are the strings last submitted (from the action's data on a validation error) or the row's
 * values: pass them as defaultValue so nothing typed is lost. `errors` are the field messages from
 * `fieldErrors()` in app/server/validation/fields.server.ts. Each control gets id `field-<name>`, and
 * its error is tied to it with aria-describedby and aria-invalid.
 */
import { createContext, useContext, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { assetUrl } from "~/lib/asset-url";
import { FieldNotes, RequiredStar } from "~/components/field-notes";
import type { FormKind } from "~/server/entities/entity.server";

const inputClass =
  "mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30";
const okBorder = "border-slate-300";
const badBorder = "border-red-500";

interface BaseProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {label}
      <RequiredStar required={required} />
    </label>
  );
}

function Help({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return <FieldNotes id={id} hint={hint} error={error} errorClassName="text-red-600" markError />;
}

/** Set while a form renders: whether a field with an error has already taken the focus. */
const FirstError = createContext<{ claimed: boolean } | null>(null);

/** True for the first field with an error rendered inside <FocusFirstError> (in page order). */
export function useFirstError(error: string | undefined): true | undefined {
  const first = useContext(FirstError);
  if (!first || !error || first.claimed) return undefined;
  first.claimed = true;
  return true;
}

/**
 * After a refused save the first invalid field has the focus and is in view: without JavaScript the
 * page comes back with `autofocus` on it; with JavaScript (no page load) an effect focuses it and
 * scrolls it to the middle of the window, clear of a sticky bar. `refusal` changes with each refusal.
 */
export function FocusFirstError({
  refusal,
  children,
}: {
  refusal: unknown;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!refusal || !box.current) return;
    const first = box.current.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-field-error]',
    );
    if (!first) return;
    const target = first.matches("[data-field-error]")
      ? (first.parentElement?.querySelector<HTMLElement>(
          "input:not([type=hidden]), select, textarea",
        ) ?? first)
      : first;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  }, [refusal]);
  return (
    <FirstError.Provider value={{ claimed: false }}>
      <div ref={box}>{children}</div>
    </FirstError.Provider>
  );
}

/**
 * What every control of the kit carries: its id, its name, the focus when it holds the form's first
 * error, and its error and hint tied to it for screen readers.
 */
function useControl(name: string, error?: string, hint?: string) {
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  const focus = useFirstError(error);
  return {
    id,
    control: {
      id,
      name,
      autoFocus: focus,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

/** A titled group of fields (Basic Information, SEO Information...). */
export function FormSection({
  title,
  description,
  id,
  children,
}: {
  title: string;
  description?: string;
  /** An anchor a section list links to (it clears a sticky bar above it). */
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className="scroll-mt-32 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:scroll-mt-20"
    >
      <legend className="px-2 text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="mb-4 text-sm text-secondary">{description}</p> : null}
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type InputProps = BaseProps &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "className"> & {
    wide?: boolean;
    /** React 19 passes ref as a prop (the product form fills the slug through it). */
    ref?: React.Ref<HTMLInputElement>;
  };

/** Input types that take a length and a pattern (HTML allows them on no other). */
const TEXT_LIKE = new Set(["text", "email", "password", "search", "tel", "url"]);

export function TextField({
  label,
  name,
  error,
  hint,
  required,
  className = "",
  wide,
  ...rest
}: InputProps) {
  const { id, control } = useControl(name, error, hint);
  // A schema's constraints spread onto a date or number box carry the text's length and pattern
  // along; the browser ignores them there and HTML forbids them, so they are left off.
  const { maxLength, minLength, pattern, ...other } = rest;
  const textLike = TEXT_LIKE.has(rest.type ?? "text");
  return (
    <div className={`${wide ? "md:col-span-2" : ""} ${className}`}>
      <Label id={id} label={label} required={required} />
      <input
        {...control}
        required={required}
        className={`${inputClass} ${error ? badBorder : okBorder}`}
        {...(textLike ? { maxLength, minLength, pattern } : {})}
        {...other}
      />
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  required,
  className = "",
  rows = 4,
  ...rest
}: BaseProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className">) {
  const { id, control } = useControl(name, error, hint);
  return (
    <div className={`md:col-span-2 ${className}`}>
      <Label id={id} label={label} required={required} />
      <textarea
        {...control}
        rows={rows}
        required={required}
        className={`${inputClass} ${error ? badBorder : okBorder}`}
        {...rest}
      />
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  name,
  error,
  hint,
  required,
  className = "",
  options,
  placeholder,
  ...rest
}: BaseProps & { options: Option[]; placeholder?: string } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
    "name" | "className"
  >) {
  const { id, control } = useControl(name, error, hint);
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <select
        {...control}
        // Without a blank first choice a value is always chosen, and HTML forbids `required` there.
        required={placeholder !== undefined ? required : undefined}
        className={`${inputClass} bg-white ${error ? badBorder : okBorder}`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A switch-like checkbox. A hidden input "false" comes first, so an unchecked box still sends an
 * explicit value (the server reads the last value of the name: "true" when checked).
 */
function CheckboxField({
  label,
  name,
  error,
  hint,
  className = "",
  defaultChecked,
}: Omit<BaseProps, "required"> & { defaultChecked?: boolean }) {
  const { id, control } = useControl(name, error, hint);
  return (
    <div className={className}>
      <input type="hidden" name={name} value="false" />
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3">
        <input
          {...control}
          type="checkbox"
          value="true"
          defaultChecked={defaultChecked}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 rounded-full bg-slate-300 transition after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:bg-primary peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-primary/50"
        />
        <span className="text-sm font-medium text-slate-700">{label}</span>
      </label>
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

/** A file input, with the current file shown (an image preview or a link) when editing. */
export function FileField({
  label,
  name,
  error,
  hint,
  required,
  className = "",
  accept,
  current,
  preview = "link",
}: BaseProps & { accept?: string; current?: string | null; preview?: "image" | "link" }) {
  const { id, control } = useControl(name, error, hint);
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      {current ? (
        <p className="mt-1 flex items-center gap-3 text-sm text-secondary">
          {preview === "image" ? (
            <img
              src={assetUrl(current)}
              alt=""
              className="h-12 w-12 rounded border border-slate-200 object-contain"
            />
          ) : null}
          {/* A stored name is one long word: it wraps anywhere rather than widen a phone's page. */}
          <span className="min-w-0">
            Current:{" "}
            <a
              href={assetUrl(current)}
              className="text-primary break-all underline"
              target="_blank"
              rel="noreferrer"
            >
              {current.split("/").pop()}
            </a>{" "}
            (choose a file to replace it)
          </span>
        </p>
      ) : null}
      <input
        {...control}
        type="file"
        accept={accept}
        required={required}
        className={`mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium hover:file:bg-slate-200 ${
          error ? "rounded-md ring-1 ring-red-500" : ""
        }`}
      />
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * An input a field registry describes (plain data from the loader: words, kind and the browser
 * constraints read from the field's zod rule), drawn with the pieces above.
 */
export interface DescribedInput {
  name: string;
  label: string;
  hint?: string;
  kind: FormKind;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: string;
  placeholder?: string;
  rows?: number;
  options?: Option[];
  wide?: true;
  inputMode?: "decimal";
}

/** The props every input takes from its description: words and constraints. */
export function describedProps(input: DescribedInput, errors: Record<string, string>) {
  return {
    label: input.label,
    name: input.name,
    hint: input.hint,
    error: errors[input.name],
    required: input.required || undefined,
  };
}

/** The inputs a registry lists, with the kept values and the field errors. */
export function DescribedFields({
  inputs,
  values,
  errors,
}: {
  inputs: DescribedInput[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return inputs.map((input) => (
    <DescribedField key={input.name} input={input} value={values[input.name]} errors={errors} />
  ));
}

/** One input a registry describes. */
export function DescribedField({
  input,
  value = "",
  errors,
}: {
  input: DescribedInput;
  value?: string;
  errors: Record<string, string>;
}) {
  const common = describedProps(input, errors);
  switch (input.kind) {
    case "text":
    case "tel":
    case "email":
      return (
        <TextField
          {...common}
          type={input.kind}
          inputMode={input.inputMode}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          wide={input.wide}
          defaultValue={value}
        />
      );
    case "url":
      return (
        <TextField
          {...common}
          type="url"
          inputMode="url"
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          wide={input.wide}
          defaultValue={value}
        />
      );
    case "date":
      return <TextField {...common} type="date" defaultValue={value} />;
    case "textarea":
      return (
        <TextAreaField
          {...common}
          rows={input.rows}
          maxLength={input.maxLength}
          defaultValue={value}
        />
      );
    case "number":
      return (
        <TextField
          {...common}
          type="number"
          inputMode={input.step === "1" ? "numeric" : "decimal"}
          min={input.min}
          max={input.max}
          step={input.step ?? "any"}
          defaultValue={value}
        />
      );
    case "select":
      return (
        <SelectField
          {...common}
          options={input.options ?? []}
          placeholder={input.placeholder}
          defaultValue={value}
        />
      );
    case "checkbox":
      return (
        <CheckboxField
          label={common.label}
          name={common.name}
          hint={common.hint}
          error={common.error}
          defaultChecked={value === "true" || value === "on"}
        />
      );
  }
}

/** A message for the whole form (e.g. "Please correct the highlighted fields"). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      ✗ {message}
    </div>
  );
}

/** Back where the staff member came from, nothing saved. */
export function CancelLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
    >
      Cancel
    </Link>
  );
}

/** Save and Cancel; the save button shows `pendingLabel` while the form submits (with JS). */
export function FormActions({
  submitLabel,
  pendingLabel,
  cancelTo,
  viewTo,
  sticky = false,
}: {
  submitLabel: string;
  pendingLabel?: string;
  cancelTo: string;
  /** The item's public page, offered as "View on site" (opens in a new tab). */
  viewTo?: string | null;
  /** Keep the bar at the bottom of the window while the form scrolls under it (long forms). */
  sticky?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div
      data-testid="form-actions"
      className={`flex flex-wrap items-center justify-end gap-3 ${
        sticky
          ? "sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:mx-0 md:rounded-t-xl"
          : ""
      }`}
    >
      {viewTo ? (
        <a
          href={viewTo}
          target="_blank"
          rel="noopener"
          className="mr-auto text-sm font-medium text-primary hover:underline"
        >
          View on site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      <CancelLink to={cancelTo} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {busy && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
