/**
 * A product's specifications are one text string, shown as a two-column table.
 * This turns the string into rows; the table view only renders them.
 */

export interface SpecRow {
  label: string;
  value: string;
}

/** The keywords an over-long part without ':' is split on, in this order. */
const SPEC_KEYWORDS = [
  "Print Method",
  "Resolution",
  "Print Speed",
  "Speed",
  "Print Width",
  "Width",
  "Print Length",
  "Length",
  "Processor",
  "Memory",
  "Interfaces",
  "Ribbon",
  "Control Panel",
  "Control",
  "Battery",
] as const;

/** A part longer than this, with no ':', is a run of "Keyword value" pairs to split. */
export const LONG_PART = 60;

// Longest keywords first so "Print Speed" wins over "Speed" and "Control Panel" over "Control";
// case-sensitive, because the run is written as "Resolution 203 dpi Print Speed 5 ips", and a
// lowercase "ribbon" inside a value must not start a new row.
const keywordPattern = new RegExp(
  `\\b(${[...SPEC_KEYWORDS]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/ /g, "\\s+"))
    .join("|")})\\b`,
  "g",
);

/**
 * Label guessing for a part without ':'. The most specific rule comes first: "Direct thermal
 * paper material" is a Material, "Printing without ribbon" is Printing, not Ribbon Required.
 */
const GUESSES: [RegExp, string][] = [
  [/\bmaterials?\b/i, "Material"],
  [/\bdimensions?\b|\b\d+(\.\d+)?\s*[x×]\s*\d+(\.\d+)?\s*mm\b/i, "Dimensions"],
  [/\bdurab(le|ility)\b/i, "Durability"],
  [/\bcolou?rs?\b/i, "Color Options"],
  [/\bribbons?\s+required\b/i, "Ribbon Required"],
  [/\bprint(ing)?\s+method\b|\bdirect\s+thermal\b|\bthermal\s+transfer\b/i, "Printing Method"],
  [/\bprint(ing|s|ed)?\b/i, "Printing"],
];

export function guessSpecLabel(text: string): string {
  return GUESSES.find(([re]) => re.test(text))?.[1] ?? "Feature";
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * Splits a value on commas into row values, except a comma inside parentheses or between digits
 * (a thousands separator such as "10,000"): those belong to one value.
 */
export function splitSpecValue(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    const thousands = /\d/.test(value[i - 1] ?? "") && /\d/.test(value[i + 1] ?? "");
    if (c === "," && depth === 0 && !thousands) {
      out.push(current);
      current = "";
    } else {
      current += c;
    }
  }
  out.push(current);
  return out.map(clean).filter(Boolean);
}

/** "Keyword value Keyword value ..." to rows; text before the first keyword gets a guessed label. */
function splitOnKeywords(part: string): SpecRow[] | null {
  const hits = [...part.matchAll(keywordPattern)];
  if (hits.length === 0) return null;
  const rows: SpecRow[] = [];
  const lead = clean(part.slice(0, hits[0].index));
  if (lead) rows.push({ label: guessSpecLabel(lead), value: lead });
  hits.forEach((hit, i) => {
    const start = hit.index + hit[0].length;
    const end = i + 1 < hits.length ? hits[i + 1].index : part.length;
    const value = clean(part.slice(start, end));
    if (value) rows.push({ label: clean(hit[0]), value });
  });
  return rows;
}

/** The index of the colon that separates key and value, ignoring the one in "https://". */
function keyColon(part: string): number {
  for (let i = part.indexOf(":"); i !== -1; i = part.indexOf(":", i + 1)) {
    if (part.slice(i + 1, i + 3) !== "//") return i;
  }
  return -1;
}

/**
 * Parts are split on ';' (and on line breaks, since staff type one spec per line in the
 * admin textarea); "Key: value" is a row, with a comma-holding value split into several rows of the
 * same key; an over-long part without ':' is split on the keyword list; any other part is a row
 * whose label is guessed from its words.
 */
export function parseSpecifications(text: string | null | undefined): SpecRow[] {
  if (!text) return [];
  const rows: SpecRow[] = [];
  for (const raw of text.split(/[;\r\n]+/)) {
    const part = clean(raw);
    if (!part) continue;
    const colon = keyColon(part);
    if (colon !== -1) {
      const key = clean(part.slice(0, colon));
      const values = splitSpecValue(part.slice(colon + 1));
      if (!key) {
        for (const value of values) rows.push({ label: guessSpecLabel(value), value });
      } else if (values.length === 0) {
        // "Key:" with nothing after it still says something; show it as a feature line.
        rows.push({ label: "Feature", value: key });
      } else {
        for (const value of values) rows.push({ label: key, value });
      }
      continue;
    }
    const split = part.length > LONG_PART ? splitOnKeywords(part) : null;
    if (split && split.length > 0) rows.push(...split);
    else rows.push({ label: guessSpecLabel(part), value: part });
  }
  return rows;
}

/** The SPECIFICATION / DETAILS header is omitted for the Labels category. */
export function showSpecHeader(category: string | null | undefined): boolean {
  return (category ?? "").trim().toLowerCase() !== "labels";
}

/** Consecutive rows with one label, for a table cell that spans them (comma-split values). */
export function groupSpecRows(rows: SpecRow[]): { label: string; values: string[] }[] {
  const groups: { label: string; values: string[] }[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.label === row.label) last.values.push(row.value);
    else groups.push({ label: row.label, values: [row.value] });
  }
  return groups;
}
