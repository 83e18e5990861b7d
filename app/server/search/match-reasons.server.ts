// Why a result matched, in words a buyer reads on the card ("Model: ZD421t", "Name", "Brand: Zebra",
// "Category: Desktop Printers", "Specification: Resolution 203 dpi", "Description"). Plain functions:
// the engine hands over the query's words (with the typo corrections it searched with) and the page's
// rows. A field counts when one of the words matches in it the way the index matched it: its tokens
// as a phrase, its letter/digit parts, its tokens joined, a plural, the last word as a prefix.
import { foldAccents, type QueryWord, splitCodeParts, tokensOf } from "./fts-query.server";

export interface ReasonSource {
  name: string;
  model: string | null;
  brand: string | null;
  category_display_name: string;
  specifications: string | null;
  short_description: string;
  description: string;
  features: string | null;
}

/** At most this many reasons a result (the card has room for a line or two). */
export const MAX_REASONS = 3;
/** A specification quoted longer than this is cut. */
const SPEC_CHARS = 60;

interface Form {
  tokens: string[];
  prefix: boolean;
}

function formsOf(word: QueryWord, replaced: readonly string[] | undefined): Form[] {
  const fold = (ts: string[]) => ts.map((t) => foldAccents(t));
  if (replaced) return replaced.map((t) => ({ tokens: [t], prefix: word.prefix }));
  const forms: string[][] = [fold(word.tokens), fold(word.parts)];
  if (word.tokens.length > 1) forms.push([fold(word.tokens).join("")]);
  if (word.tokens.length === 1) {
    const t = foldAccents(word.tokens[0]);
    if (t.length >= 4 && t.endsWith("s") && !t.endsWith("ss")) forms.push([t.slice(0, -1)]);
    else forms.push([`${t}s`]);
  }
  return forms.map((tokens) => ({ tokens, prefix: word.prefix }));
}

function containsForm(haystack: string[], form: Form): boolean {
  const n = form.tokens.length;
  for (let i = 0; i + n <= haystack.length; i++) {
    let ok = true;
    for (let j = 0; j < n && ok; j++) {
      const want = form.tokens[j];
      const got = haystack[i + j];
      ok = form.prefix && j === n - 1 ? got.startsWith(want) : got === want;
    }
    if (ok) return true;
  }
  return false;
}

function fieldMatches(text: string | null, forms: Form[][]): boolean {
  if (!text) return false;
  const tokens = tokensOf(foldAccents(text));
  const parts = tokens.flatMap(splitCodeParts);
  return forms.some((word) => word.some((f) => containsForm(tokens, f) || containsForm(parts, f)));
}

/** A long specification run is quoted around the first word found in it, cut at word ends. */
function quoteAround(text: string, words: readonly QueryWord[]): string {
  if (text.length <= SPEC_CHARS) return text;
  const lower = foldAccents(text.toLowerCase());
  const at = Math.max(
    0,
    Math.min(
      ...words.map((w) => {
        const i = lower.indexOf(foldAccents(w.tokens[0]));
        return i < 0 ? Infinity : i;
      }),
    ),
  );
  let start = Number.isFinite(at) ? Math.max(0, at - 15) : 0;
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SPEC_CHARS);
  if (end < text.length)
    end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/** The reasons one row matched the words, most telling first, at most MAX_REASONS. */
export function matchReasons(
  words: readonly QueryWord[],
  alternatives: ReadonlyMap<number, string[]>,
  row: ReasonSource,
): string[] {
  const forms = words.map((w, i) => formsOf(w, alternatives.get(i)));
  const reasons: string[] = [];
  if (row.model && fieldMatches(row.model, forms)) reasons.push(`Model: ${row.model}`);
  if (fieldMatches(row.name, forms)) reasons.push("Name");
  if (row.brand && fieldMatches(row.brand, forms)) reasons.push(`Brand: ${row.brand}`);
  if (fieldMatches(row.category_display_name, forms)) {
    reasons.push(`Category: ${row.category_display_name}`);
  }
  const spec = (row.specifications ?? "")
    .split(/[;\n]/)
    .map((s) => s.trim())
    .find((s) => s && fieldMatches(s, forms));
  if (spec) reasons.push(`Specification: ${quoteAround(spec.replace(/:\s*/, " "), words)}`);
  // The descriptions are named only when nothing more telling matched (most mention the brand).
  if (reasons.length === 0) reasons.push("Description");
  return reasons.slice(0, MAX_REASONS);
}
