import { useEffect, useRef, useState } from "react";
import { fitKindOfCategory, splitFitTerms } from "~/lib/fits";
import { fitFormFields } from "~/lib/product-form";
import { DescribedFields, FormSection, TextAreaField, type DescribedInput } from "./form-field";
import { useHydrated } from "./use-hydrated";

export interface FitLabel {
  slug: string;
  name: string;
  model: string | null;
}

type ListField = "fits_printers" | "fits_supplies";

const optionText = (o: FitLabel) => (o.model ? `${o.name} (${o.model})` : o.name);

/**
 * With JavaScript: a search box that suggests, as staff type a name or model, the products of the
 * wanted side (through the site's search); a click adds one to the ticked list.
 */
function FitSearch({
  want,
  label,
  onPick,
}: {
  want: "printer" | "supply";
  label: string;
  onPick: (o: FitLabel) => void;
}) {
  const [value, setValue] = useState("");
  const [options, setOptions] = useState<FitLabel[]>([]);
  const [searched, setSearched] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const id = `fits-search-${want}`;
  const suggest = (text: string) => {
    setValue(text);
    clearTimeout(timer.current);
    if (text.trim().length < 2) return setOptions([]);
    timer.current = setTimeout(() => {
      const n = ++asked.current;
      fetch(`/admin/products/fit-options?want=${want}&q=${encodeURIComponent(text.trim())}`)
        .then((r) => (r.ok ? r.json() : { options: [] }))
        .then((d: { options: FitLabel[] }) => {
          // An older answer arriving late does not replace a newer one.
          if (n !== asked.current) return;
          setOptions(d.options);
          setSearched(text.trim());
        })
        .catch(() => {});
    }, 150);
  };
  const pick = (o: FitLabel) => {
    onPick(o);
    setValue("");
    setOptions([]);
    setSearched("");
  };
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        maxLength={60}
        placeholder="Type a name or model, e.g. ZD421"
        aria-controls={`${id}-options`}
        onChange={(e) => suggest(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          // Enter adds the first suggestion instead of saving the form.
          e.preventDefault();
          if (options[0]) pick(options[0]);
        }}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <ul
        id={`${id}-options`}
        aria-label="Suggestions"
        aria-live="polite"
        className="mt-1 space-y-1"
      >
        {options.map((o) => (
          <li key={o.slug}>
            <button
              type="button"
              onClick={() => pick(o)}
              className="w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:bg-slate-50"
            >
              <span className="font-medium">Add</span> {optionText(o)}
            </button>
          </li>
        ))}
        {searched && options.length === 0 && value.trim() === searched ? (
          <li className="text-sm text-secondary">Nothing of that kind matches “{searched}”.</li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * One side's list: the pairs kept, each a ticked box with its name and model (untick to unlink),
 * and the ones to add: typed names or models (one a line, matched when the form is saved) without
 * JavaScript, a search box with it.
 */
function FitList({
  field,
  title,
  want,
  picks: initial,
  added,
  error,
}: {
  field: ListField;
  title: string;
  want: "printer" | "supply";
  picks: FitLabel[];
  added: string;
  error?: string;
}) {
  const hydrated = useHydrated();
  const names = fitFormFields(field);
  const [picks, setPicks] = useState(initial);
  const word = want === "printer" ? "printers" : "supplies and parts";
  return (
    <div className="space-y-3 md:col-span-2" data-testid={field}>
      <input type="hidden" name={names.drawn} value="1" />
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {picks.length > 0 ? (
        <ul aria-label={title} className="flex flex-wrap gap-2">
          {picks.map((p, i) => (
            <li key={p.slug} className="min-w-0 max-w-full">
              <label className="flex min-w-0 items-center gap-2 rounded-full border border-slate-300 bg-slate-50 px-3 py-1.5 text-sm">
                <input
                  type="checkbox"
                  name={names.pick(i + 1)}
                  value={p.slug}
                  defaultChecked
                  className="h-4 w-4 shrink-0"
                />
                <span className="min-w-0 break-words">{optionText(p)}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-secondary">None yet.</p>
      )}
      {hydrated ? (
        <FitSearch
          want={want}
          label={`Find ${word}`}
          onPick={(o) =>
            setPicks((list) => (list.some((p) => p.slug === o.slug) ? list : [...list, o]))
          }
        />
      ) : null}
      {/* Also with JavaScript: a list can be pasted. */}
      <TextAreaField
        label={`Add ${word}, one a line`}
        name={names.add}
        rows={2}
        defaultValue={added}
        error={error}
        hint="By model or name as the catalogue has it, e.g. ZD421; each line is matched when you save. Untick one above to unlink it."
      />
    </div>
  );
}

/**
 * The product form's "Supplies that fit" section: a supply picks the printers it fits, a printer its
 * supplies and parts, each found by name or model; and a supply's fit facts. Which list shows
 * follows the category (with JavaScript, as it changes).
 */
export function FitsFieldset({
  id,
  title,
  inputs,
  values,
  errors,
  labels,
}: {
  id: string;
  title: string;
  /** The fit facts' inputs, from the field registry. */
  inputs: DescribedInput[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Names and models of the products the lists hold, by slug. */
  labels: Record<string, FitLabel>;
}) {
  const [category, setCategory] = useState(values.category ?? "");
  useEffect(() => {
    const select = document.getElementById("field-category") as HTMLSelectElement | null;
    if (!select) return;
    const follow = () => setCategory(select.value);
    select.addEventListener("change", follow);
    return () => select.removeEventListener("change", follow);
  }, []);
  const kind = fitKindOfCategory(category);
  // A refused post shows what it sent; otherwise the stored pairs.
  const picksOf = (field: ListField): FitLabel[] => {
    const names = fitFormFields(field);
    const slugs =
      names.drawn in values
        ? Object.entries(values)
            .filter(([k]) => k.startsWith(`${field}_pick_`))
            .map(([, v]) => v)
        : splitFitTerms(values[field] ?? "");
    return slugs.map((slug) => labels[slug] ?? { slug, name: slug, model: null });
  };
  const printers = picksOf("fits_printers");
  const supplies = picksOf("fits_supplies");
  // Unknown yet (a new product): both lists, each saying when it applies.
  const showPrinters = kind === null ? !category : kind !== "printer";
  const showSupplies = kind === null ? !category : kind === "printer";
  return (
    <FormSection
      id={id}
      title={title}
      description="Which printers a ribbon, label, head, mechanism or accessory fits, or which supplies fit a printer. Both products' pages show the pair."
    >
      {showPrinters || errors.fits_printers || printers.length > 0 ? (
        <FitList
          field="fits_printers"
          title="Printers this fits"
          want="printer"
          picks={printers}
          added={values[fitFormFields("fits_printers").add] ?? ""}
          error={errors.fits_printers}
        />
      ) : null}
      {showSupplies || errors.fits_supplies || supplies.length > 0 ? (
        <FitList
          field="fits_supplies"
          title="Supplies and parts that fit this printer"
          want="supply"
          picks={supplies}
          added={values[fitFormFields("fits_supplies").add] ?? ""}
          error={errors.fits_supplies}
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
