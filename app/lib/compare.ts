// Comparing products side by side: which products a compare address asks for, and their
// specifications lined up row by row with the rows that differ marked.

import { isSlug } from "./slug";
import { canonicalSpecName, specRowKey } from "./spec-aliases";
import { guessSpecLabel, parseSpecifications } from "./spec-table";

/** Fewer than two is not a comparison; more than four no longer fits a phone or a mind. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** A slug longer than this is not one of ours, whatever it holds. */
const COMPARE_SLUG_MAX = 200;
/** An asked-for slug is echoed back in a message at most this long. */
const ECHO_MAX = 60;

/** What the address asks for, before the catalogue is consulted. */
export type CompareAsk =
  | { kind: "slugs"; slugs: string[]; malformed: string[] }
  | { kind: "too-many"; count: number; first: string[] };

/** A value that may be shown back to the buyer in a message: cut, never trusted. */
export function echoSlug(value: string): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > ECHO_MAX ? `${flat.slice(0, ECHO_MAX - 1)}…` : flat;
}

/**
 * The `p` values of a compare address: repeats and blanks dropped, order kept. Values that cannot
 * be slugs are set aside as malformed (the catalogue is never asked about them). More than
 * COMPARE_MAX distinct values is refused as a whole, with the first well-formed ones to offer.
 */
export function readCompareAsk(params: URLSearchParams): CompareAsk {
  const distinct: string[] = [];
  const seen = new Set<string>();
  for (const raw of params.getAll("p")) {
    const value = raw.trim();
    if (!value || seen.has(value)) continue;
    seen.add(value);
    distinct.push(value);
  }
  const wellFormed = distinct.filter((v) => v.length <= COMPARE_SLUG_MAX && isSlug(v));
  if (distinct.length > COMPARE_MAX) {
    return { kind: "too-many", count: distinct.length, first: wellFormed.slice(0, COMPARE_MAX) };
  }
  return {
    kind: "slugs",
    slugs: wellFormed,
    malformed: distinct.filter((v) => !wellFormed.includes(v)),
  };
}

/** The shareable address of a comparison (and of its "only differences" view). */
export function compareHref(slugs: readonly string[], onlyDifferences = false): string {
  const params = new URLSearchParams();
  for (const slug of slugs) params.append("p", slug);
  if (onlyDifferences) params.set("diff", "1");
  const query = params.toString();
  return query ? `/compare?${query}` : "/compare";
}

/** One specification row across the compared products. */
export interface CompareRow {
  /** Stable across renders: the row's alias key. */
  key: string;
  /** The name shown: the alias table's name, or the first product's own words. */
  label: string;
  /** One value per product, in product order; null where the product does not say. */
  values: (string | null)[];
  /** True when the products do not all say the same (a missing value differs from any value). */
  differs: boolean;
}

/**
 * A value reduced to what a buyer would call "the same": case and spacing do not count, and a list
 * ("Thermal Transfer / Direct Thermal", "USB, Ethernet") is the same in any order. A comma is a
 * separator only before a space, so "1,000" stays one number.
 */
function sameKey(value: string | null): string | null {
  if (value === null) return null;
  return value
    .toLowerCase()
    .split(/\s*(?:[/;|&]|,\s|\band\b)\s*/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .sort()
    .join("|");
}

/**
 * Lines up the specifications of several products: each product's text is parsed by the shared
 * specification parser, names that mean the same share a row (the alias table), the values one
 * product gives a name are joined in its order ("USB, RS-232, Ethernet"). Rows come in the order
 * they first appear, product by product.
 */
export function alignSpecifications(specifications: readonly (string | null | undefined)[]) {
  const rows = new Map<string, { label: string; values: string[][] }>();
  specifications.forEach((text, column) => {
    for (const { label, value } of parseSpecifications(text)) {
      const key = specRowKey(label);
      let row = rows.get(key);
      if (!row) {
        row = { label: canonicalSpecName(label), values: specifications.map(() => []) };
        rows.set(key, row);
      }
      row.values[column].push(value);
    }
  });
  return [...rows].map(([key, row]): CompareRow => {
    const values = row.values.map((v) => (v.length > 0 ? v.join(", ") : null));
    const first = sameKey(values[0]);
    return { key, label: row.label, values, differs: values.some((v) => sameKey(v) !== first) };
  });
}

/** Named specification rows a product needs before comparing it says anything. */
const COMPARE_MIN_NAMED_ROWS = 2;

/**
 * Whether a product's specifications can stand in a compare table: at least two rows under names
 * staff wrote ("Resolution: 203 dpi") or the keyword list split out ("Print Speed 6 ips"). Sentences
 * whose label was only guessed from their own words ("Wax formulation for paper labels", as the
 * ribbons are written) line up with nothing, so such a product offers no "Add to compare".
 */
export function hasComparableSpecifications(text: string | null | undefined): boolean {
  const named = new Set<string>();
  for (const row of parseSpecifications(text)) {
    if (row.label !== guessSpecLabel(row.value)) named.add(specRowKey(row.label));
  }
  return named.size >= COMPARE_MIN_NAMED_ROWS;
}

/** A product a buyer has ticked to compare, as the browser remembers it between pages. */
export interface CompareChoice {
  slug: string;
  name: string;
}

/** Longest name kept for the compare bar: enough to recognise a product. */
const CHOICE_NAME_MAX = 120;

/**
 * The remembered choice read back from storage: anything that is not a list of {slug, name} with
 * a real slug is dropped, repeats too, and at most COMPARE_MAX are kept. Storage is the user's to
 * edit, so it is read as untrusted text.
 */
export function readCompareChoices(raw: string | null | undefined): CompareChoice[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: CompareChoice[] = [];
  for (const item of parsed) {
    if (out.length === COMPARE_MAX) break;
    if (typeof item !== "object" || item === null) continue;
    const { slug, name } = item as Record<string, unknown>;
    if (typeof slug !== "string" || slug.length > COMPARE_SLUG_MAX || !isSlug(slug)) continue;
    if (typeof name !== "string" || out.some((c) => c.slug === slug)) continue;
    out.push({ slug, name: name.slice(0, CHOICE_NAME_MAX) });
  }
  return out;
}
