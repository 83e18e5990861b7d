import { absoluteUrl } from "./seo";

// Which supplies and parts fit which printer: the kinds of product on each side, how a model is
// typed and matched, and how the facts that decide a fit read. Shared by the server (saves, the
// finder) and the browser (the finder's filters, the pages' lists).

/** What a product is on the compatibility relation, from its category. */
export type FitKind = "printer" | SupplyKind;
export type SupplyKind = "ribbon" | "label" | "head" | "mechanism" | "accessory";

export const SUPPLY_KINDS: readonly SupplyKind[] = [
  "ribbon",
  "label",
  "head",
  "mechanism",
  "accessory",
];

/** Headings of the groups on a printer's page and in the finder. */
export const SUPPLY_KIND_LABELS: Record<SupplyKind, string> = {
  ribbon: "Ribbons",
  label: "Labels",
  head: "Print heads",
  mechanism: "Print mechanisms",
  accessory: "Accessories",
};

// A category's last word says what its products are ('godex-printer-head' holds heads,
// 'thermal-label-printers' printers). Categories that fit nothing (scanners, the tube-marking
// system with its own cassettes) are on neither side.
const KIND_BY_LAST_WORD: [RegExp, FitKind][] = [
  [/(^|-)printers?$/, "printer"],
  [/(^|-)ribbons?$/, "ribbon"],
  [/(^|-)labels?$/, "label"],
  [/(^|-)(print-?)?heads?$/, "head"],
  [/(^|-)mechanisms?$/, "mechanism"],
  [/(^|-)accessor(y|ies)$/, "accessory"],
];

/** The kind of the products of a category (by its name), or null when it takes no part in fits. */
export function fitKindOfCategory(category: string | null | undefined): FitKind | null {
  // A name ("godex-printer-head") or a display name ("Godex Printer Head") alike.
  const name = (category ?? "").trim().toLowerCase().replace(/\s+/g, "-");
  for (const [pattern, kind] of KIND_BY_LAST_WORD) if (pattern.test(name)) return kind;
  return null;
}

export const isSupplyKind = (kind: FitKind | null): kind is SupplyKind =>
  kind !== null && kind !== "printer";

/**
 * The schema.org property that ties a supply to the printers it serves: ribbons and labels are used
 * up, heads, mechanisms and accessories are parts.
 */
function jsonLdFitProperty(kind: SupplyKind): "isConsumableFor" | "isAccessoryOrSparePartFor" {
  return kind === "ribbon" || kind === "label" ? "isConsumableFor" : "isAccessoryOrSparePartFor";
}

/**
 * A model as people type it, reduced to letters and digits: "ZD 421", "zd-421" and "ZD421" are one
 * key. Case, spaces, hyphens, dots and slashes never matter.
 */
export function modelKey(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * Whether a typed key names a model: the same key, or the model with a short letter suffix a maker
 * adds for a variant ("zd421" names the ZD421t and the ZD421d; "ttp244" the TTP-244 Pro). Digits
 * never stretch: "zd42" is not the ZD421.
 */
export function keyNamesModel(typed: string, model: string): boolean {
  if (!typed || !model) return false;
  if (typed === model) return true;
  return (
    model.startsWith(typed) && /\d$/.test(typed) && /^[a-z]{1,4}$/.test(model.slice(typed.length))
  );
}

/** The most terms one list may hold (a form field, an /api array, a CSV cell). */
export const MAX_FIT_TERMS = 200;

/** A typed list of printers or supplies: separated by '|', ',', ';' or line breaks. */
export function splitFitTerms(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[|,;\r\n]+/)) {
    const term = raw.trim().replace(/\s+/g, " ");
    if (!term || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    out.push(term);
  }
  return out;
}

/** A list field's value (text, or an /api array) as terms; null is an empty list, absent undefined. */
export function fitTermsOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  if (Array.isArray(value)) return splitFitTerms(value.map(String).join("\n"));
  return splitFitTerms(String(value));
}

// ---------------------------------------------------------------------------------------------
// The facts that decide a fit

export const INK_SIDES = ["in", "out"] as const;
export const RIBBON_TYPES = ["wax", "wax-resin", "resin"] as const;
export const PRINT_METHODS = ["direct-thermal", "thermal-transfer"] as const;

export const RIBBON_TYPE_LABELS: Record<(typeof RIBBON_TYPES)[number], string> = {
  wax: "Wax",
  "wax-resin": "Wax-resin",
  resin: "Resin",
};
export const PRINT_METHOD_LABELS: Record<(typeof PRINT_METHODS)[number], string> = {
  "direct-thermal": "Direct thermal",
  "thermal-transfer": "Thermal transfer",
};
export const INK_SIDE_LABELS: Record<(typeof INK_SIDES)[number], string> = {
  in: "Ink in",
  out: "Ink out",
};

/** The fit facts of a product as stored (millimetres, metres). */
export interface FitFacts {
  width_mm?: number | null;
  height_mm?: number | null;
  length_m?: number | null;
  core_mm?: number | null;
  outer_diameter_mm?: number | null;
  ink_side?: string | null;
  ribbon_type?: string | null;
  label_material?: string | null;
  print_method?: string | null;
  dpi?: number | null;
}

const num = (n: number) => String(Math.round(n * 10) / 10);

/** 25.4 → '1" (25.4 mm)', 40 → '40 mm': cores are sold by the inch. */
export function coreText(mm: number): string {
  const inches = mm / 25.4;
  const whole = Math.round(inches * 2) / 2;
  return Math.abs(inches - whole) < 0.02 ? `${num(whole)}" (${num(mm)} mm)` : `${num(mm)} mm`;
}

/**
 * The few facts a buyer checks before ordering a supply, as short phrases: "110 mm × 300 m",
 * '1" (25.4 mm) core', "Ink out", "Wax-resin"; for labels "100 × 50 mm", "127 mm roll",
 * "Paper", "Direct thermal"; for heads "203 dpi".
 */
export function fitFactLines(f: FitFacts): string[] {
  const out: string[] = [];
  if (f.width_mm && f.height_mm) out.push(`${num(f.width_mm)} × ${num(f.height_mm)} mm`);
  else if (f.width_mm && f.length_m) out.push(`${num(f.width_mm)} mm × ${num(f.length_m)} m`);
  else if (f.width_mm) out.push(`${num(f.width_mm)} mm wide`);
  else if (f.length_m) out.push(`${num(f.length_m)} m`);
  if (f.width_mm && f.height_mm && f.length_m) out.push(`${num(f.length_m)} m roll`);
  if (f.core_mm) out.push(`${coreText(f.core_mm)} core`);
  if (f.outer_diameter_mm) out.push(`${num(f.outer_diameter_mm)} mm roll OD`);
  if (f.ink_side === "in" || f.ink_side === "out") out.push(INK_SIDE_LABELS[f.ink_side]);
  if (f.ribbon_type && f.ribbon_type in RIBBON_TYPE_LABELS)
    out.push(RIBBON_TYPE_LABELS[f.ribbon_type as keyof typeof RIBBON_TYPE_LABELS]);
  if (f.label_material) out.push(f.label_material);
  if (f.print_method && f.print_method in PRINT_METHOD_LABELS)
    out.push(PRINT_METHOD_LABELS[f.print_method as keyof typeof PRINT_METHOD_LABELS]);
  if (f.dpi) out.push(`${f.dpi} dpi`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sizes as people write them

const TO_MM: Record<string, number> = {
  mm: 1,
  cm: 10,
  m: 1000,
  in: 25.4,
  inch: 25.4,
  inches: 25.4,
  '"': 25.4,
  "″": 25.4,
};
const TO_M: Record<string, number> = {
  m: 1,
  mtr: 1,
  mtrs: 1,
  metre: 1,
  metres: 1,
  meter: 1,
  meters: 1,
  ft: 0.3048,
  feet: 0.3048,
  "'": 0.3048,
  yd: 0.9144,
  yards: 0.9144,
  mm: 0.001,
  cm: 0.01,
};

/**
 * A size typed with or without its unit, in the unit the field keeps: "110", "110 mm", "11 cm",
 * '1"' or "1 in" for millimetres; "300", "300 m", "984 ft" for metres. A bare number is already in
 * the kept unit. Undefined when the text is not a size.
 */
export function parseSize(text: string, unit: "mm" | "m"): number | undefined {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([a-z]+|["″'])?\s*$/i.exec(text);
  if (!match) return undefined;
  const value = Number(match[1].replace(",", "."));
  const suffix = match[2]?.toLowerCase();
  const factor = suffix === undefined ? 1 : (unit === "mm" ? TO_MM : TO_M)[suffix];
  if (factor === undefined || !Number.isFinite(value)) return undefined;
  // Kept to a tenth: 1" is 25.4 mm, and nobody sells a ribbon by the micron.
  return Math.round(value * factor * 10) / 10;
}

/**
 * The schema.org link from a supply to the printers it serves, for its product JSON-LD:
 * isConsumableFor (ribbons, labels) or isAccessoryOrSparePartFor (heads, mechanisms, accessories).
 */
export function fitJsonLd(
  fits: { kind: string; printers: { name: string; slug: string }[] } | null | undefined,
  siteUrl: string,
): Record<string, unknown> {
  if (!fits || !SUPPLY_KINDS.includes(fits.kind as SupplyKind) || fits.printers.length === 0)
    return {};
  return {
    [jsonLdFitProperty(fits.kind as SupplyKind)]: fits.printers.map((p) => ({
      "@type": "Product",
      name: p.name,
      url: absoluteUrl(siteUrl, `/products/${p.slug}`),
    })),
  };
}

/**
 * The printers among search results that the query names by model ("zd421", "zd 421 ribbon"), so
 * the search page can offer their supplies. At most two, in the results' order.
 */
export function printersNamedBy<
  T extends { model?: string | null; category_display_name?: string | null },
>(query: string, items: T[]): T[] {
  const words = query
    .split(/\s+/)
    .map(modelKey)
    .filter((w) => w.length >= 2);
  const keys = [modelKey(query), ...words].filter((k) => /\d/.test(k));
  return items
    .filter((item) => {
      if (!item.model || fitKindOfCategory(item.category_display_name) !== "printer") return false;
      const model = modelKey(item.model);
      return keys.some((k) => keyNamesModel(k, model));
    })
    .slice(0, 2);
}
