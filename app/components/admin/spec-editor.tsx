/**
 * The product form's specifications. Without JavaScript: the textarea of "Name: value" parts
 * separated by ";". With it: one row per specification (name and value), text pasted in that form
 * turned into rows, and beside them the table buyers will see, drawn by the public page's own parser
 * and table as you type. Either way the form sends one `specifications` text.
 */
import { useEffect, useId, useRef, useState } from "react";
import { SpecTable } from "~/components/spec-table";
import { specRowsOf, specTextOf } from "~/lib/spec-rows";
import { parseSpecifications } from "~/lib/spec-table";
import type { FormConstraint } from "~/server/entities/entity.server";
import { TextAreaField } from "./form-field";
import { useHydrated } from "./use-hydrated";

interface Spec {
  key: number;
  name: string;
  value: string;
}

const HINT =
  "Parts separated by ';', each 'Key: value', e.g. Resolution: 203 dpi; Print Speed: 6 ips";

/** What the server holds the editor's inputs to, read from its rules (formConstraintsOf). */
interface SpecRules {
  /** The whole text: the field's own rule. */
  text: { required?: boolean; maxLength?: number };
  /** One row's name and value. */
  row: { name: FormConstraint; value: FormConstraint };
}

interface EditorProps {
  defaultValue: string;
  error?: string;
  rules: SpecRules;
}

export function SpecEditor(props: EditorProps) {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <TextAreaField
        label="Specifications"
        name="specifications"
        rows={4}
        required={props.rules.text.required || undefined}
        maxLength={props.rules.text.maxLength}
        defaultValue={props.defaultValue}
        error={props.error}
        hint={HINT}
      />
    );
  return <SpecRowsEditor {...props} />;
}

/** The rows, pasting and the preview (JavaScript); exported for the test of its constraints. */
export function SpecRowsEditor({ defaultValue, error, rules }: EditorProps) {
  const nextKey = useRef(0);
  const withKeys = (rows: { name: string; value: string }[]): Spec[] =>
    rows.map((r) => ({ ...r, key: nextKey.current++ }));
  const [rows, setRows] = useState<Spec[]>(() => {
    const parsed = specRowsOf(defaultValue);
    return withKeys(parsed.length ? parsed : [{ name: "", value: "" }]);
  });
  // Until a row is edited the stored text is sent as it was, so an untouched form changes nothing.
  const [touched, setTouched] = useState(false);
  const [pasted, setPasted] = useState("");
  const id = useId();
  const text = touched ? specTextOf(rows) : defaultValue;
  const preview = parseSpecifications(text);

  const update = (next: Spec[]) => {
    setTouched(true);
    setRows(next);
  };
  const edit = (key: number, change: Partial<Spec>) =>
    update(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="grid gap-4 md:col-span-2 lg:grid-cols-2"
      data-testid="spec-editor"
    >
      <input type="hidden" name="specifications" value={text} />
      <div className="min-w-0">
        <p id={`${id}-title`} className="block text-sm font-medium text-slate-700">
          Specifications
        </p>
        {error ? (
          <p id="field-specifications-error" className="mt-1 text-sm text-red-600" data-field-error>
            {error}
          </p>
        ) : null}
        <ol className="mt-2 space-y-2">
          {rows.map((r, i) => (
            <li key={r.key} className="flex min-w-0 items-center gap-2">
              <input
                aria-label={`Specification ${i + 1} name`}
                value={r.name}
                {...rules.row.name}
                placeholder="Name, e.g. Resolution"
                onChange={(e) => edit(r.key, { name: e.target.value })}
                className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              />
              <input
                aria-label={`Specification ${i + 1} value`}
                value={r.value}
                {...rules.row.value}
                placeholder="Value, e.g. 203 dpi"
                onChange={(e) => edit(r.key, { value: e.target.value })}
                className="min-w-0 flex-[1.4] rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              />
              <button
                type="button"
                aria-label={`Remove specification ${i + 1}`}
                onClick={() => update(rows.filter((x) => x.key !== r.key))}
                className="shrink-0 rounded-md border border-slate-300 px-2 py-1.5 text-xs text-slate-600 hover:border-red-400 hover:text-red-700"
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => update([...rows, ...withKeys([{ name: "", value: "" }])])}
          className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
        >
          Add specification
        </button>
        <div className="mt-4">
          <label htmlFor={`${id}-paste`} className="block text-sm font-medium text-slate-700">
            Paste specifications as text
          </label>
          <textarea
            id={`${id}-paste`}
            rows={2}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            placeholder="Resolution: 203 dpi; Print Speed: 6 ips"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <button
            type="button"
            disabled={!pasted.trim()}
            onClick={() => {
              const added = specRowsOf(pasted);
              const kept = rows.filter((r) => r.name.trim() || r.value.trim());
              update([...kept, ...withKeys(added)]);
              setPasted("");
            }}
            className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary disabled:opacity-50"
          >
            Add these as rows
          </button>
        </div>
      </div>
      <div className="min-w-0" aria-live="polite">
        <p className="mb-2 text-sm font-medium text-slate-700">Preview on the product page</p>
        <div data-testid="spec-preview">
          <SpecTable rows={preview} showHeader />
        </div>
      </div>
    </div>
  );
}

/** A live "n / recommended" count under a text field (JavaScript only; the server's limit stays). */
export function LengthCounter({
  forId,
  recommended,
  max,
  initial,
}: {
  forId: string;
  recommended: number;
  max: number;
  initial: string;
}) {
  const hydrated = useHydrated();
  const [length, setLength] = useState(initial.length);
  useEffect(() => {
    const input = document.getElementById(forId) as HTMLInputElement | null;
    if (!input) return;
    const count = () => setLength(input.value.length);
    count();
    input.addEventListener("input", count);
    return () => input.removeEventListener("input", count);
  }, [forId]);
  if (!hydrated) return null;
  return (
    <p
      data-testid={`${forId}-count`}
      aria-live="polite"
      className={`-mt-3 text-xs md:col-span-2 ${length > recommended ? "text-amber-700" : "text-secondary"}`}
    >
      {length} / {recommended} characters
      {length > recommended
        ? ` — longer than search results show (up to ${max} allowed)`
        : ` recommended (up to ${max} allowed)`}
    </p>
  );
}
