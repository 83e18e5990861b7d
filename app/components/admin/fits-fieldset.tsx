import { useEffect, useRef, useState } from "react";
import { fitKindOfCategory, splitFitTerms } from "~/lib/fits";
import { DescribedFields, FormSection, TextAreaField, type DescribedInput } from "./form-field";

/** A stored list ("a,b" from the row, or what was typed) as one entry a line. */
const asLines = (value: string | undefined) => splitFitTerms(value ?? "").join("\n");

/**
 * With JavaScript: a model field that suggests printers as one types and adds the chosen one to the
 * list. Without it the list itself is typed.
 */
function AddPrinter() {
  const [options, setOptions] = useState<{ name: string; slug: string; model: string | null }[]>(
    [],
  );
  const [value, setValue] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const suggest = (text: string) => {
    setValue(text);
    clearTimeout(timer.current);
    if (text.trim().length < 2) return;
    timer.current = setTimeout(() => {
      fetch(`/supplies/printers?q=${encodeURIComponent(text)}`)
        .then((r) => (r.ok ? r.json() : { printers: [] }))
        .then((d: { printers: typeof options }) => setOptions(d.printers))
        .catch(() => {});
    }, 150);
  };
  const add = () => {
    const area = document.getElementById("field-fits_printers") as HTMLTextAreaElement | null;
    const text = value.trim();
    if (!area || !text) return;
    // A suggestion chosen by its model or name is added by its slug: unambiguous on save.
    const chosen = options.find((o) => o.model === text || o.name === text);
    const entry = chosen?.slug ?? text;
    const lines = splitFitTerms(area.value);
    if (!lines.includes(entry)) area.value = [...lines, entry].join("\n");
    setValue("");
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="fits-add-printer" className="block text-sm font-medium text-slate-700">
          Add a printer
        </label>
        <input
          id="fits-add-printer"
          list="fits-printer-options"
          value={value}
          autoComplete="off"
          maxLength={60}
          placeholder="Type a model, e.g. ZD421"
          onChange={(e) => suggest(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <datalist id="fits-printer-options">
          {options.map((o) => (
            <option key={o.slug} value={o.model ?? o.name}>
              {o.name}
            </option>
          ))}
        </datalist>
      </div>
      <button
        type="button"
        onClick={add}
        className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        Add
      </button>
    </div>
  );
}

/**
 * The product form's "Compatibility" section: a supply picks the printers it fits, a printer its
 * supplies and parts (one slug or model a line; the current ones are listed, delete a line to unlink),
 * and a supply's fit facts. Which list shows follows the category (with JavaScript, as it changes).
 */
export function FitsFieldset({
  inputs,
  values,
  errors,
}: {
  /** The fit facts' inputs, from the field registry. */
  inputs: DescribedInput[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const [category, setCategory] = useState(values.category ?? "");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const select = document.getElementById("field-category") as HTMLSelectElement | null;
    if (!select) return;
    const follow = () => setCategory(select.value);
    select.addEventListener("change", follow);
    return () => select.removeEventListener("change", follow);
  }, []);
  const kind = fitKindOfCategory(category);
  // Unknown yet (a new product): both lists, each saying when it applies.
  const showPrinters = kind === null ? !category : kind !== "printer";
  const showSupplies = kind === null ? !category : kind === "printer";
  const hasPrinters = splitFitTerms(values.fits_printers ?? "").length > 0;
  const hasSupplies = splitFitTerms(values.fits_supplies ?? "").length > 0;
  return (
    <FormSection
      title="Compatibility"
      description="Which printers a ribbon, label, head, mechanism or accessory fits, or which supplies fit a printer. Both sides show the pair."
    >
      {showPrinters || errors.fits_printers || hasPrinters ? (
        <div className="space-y-3 md:col-span-2" data-testid="fits-printers">
          <TextAreaField
            label="Printers this fits"
            name="fits_printers"
            rows={4}
            defaultValue={asLines(values.fits_printers)}
            error={errors.fits_printers}
            hint="For a supply or part: one printer a line, by slug or model (e.g. ZD421t or zebra-zd421-desktop-barcode-printer). Delete a line to unlink it."
          />
          {hydrated ? <AddPrinter /> : null}
        </div>
      ) : null}
      {showSupplies || errors.fits_supplies || hasSupplies ? (
        <TextAreaField
          label="Supplies and parts that fit this printer"
          name="fits_supplies"
          rows={4}
          defaultValue={asLines(values.fits_supplies)}
          error={errors.fits_supplies}
          hint="For a printer: one ribbon, label, head or part a line, by slug or model. Delete a line to unlink it."
        />
      ) : null}
      {kind === null && category ? (
        <p className="text-sm text-secondary md:col-span-2">
          Products of this category are neither printers nor their supplies.
        </p>
      ) : null}
      {kind !== "printer" ? (
        <DescribedFields inputs={inputs} values={values} errors={errors} />
      ) : null}
    </FormSection>
  );
}
