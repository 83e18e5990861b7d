// Highlighting the searched text in a product name or model, as plain segments: the view renders the
// matched ones in <mark>, so no HTML is ever built from visitor input.

export interface Segment {
  text: string;
  match: boolean;
}

const SEPARATORS = "[\\s\\-./_]*";
const MAX_TERMS = 8;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Letter and digit runs, split where letters meet digits: 'G-500i' → ['g', '500', 'i']. */
function partsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).flatMap(
    (t) => t.match(/\p{N}+|[^\p{N}]+/gu) ?? [],
  );
}

/**
 * A pattern per searched word, and one for the whole query, in which the parts may be written with or
 * without separators, the way the search engine finds them: 'g500', 'G-500' and 'g 500' all mark
 * "G500" and "G-500". A match starts where a word or a letter/digit run starts ('zeb' marks the start
 * of "Zebra", '500' the digits of "G500", but 'ebra' marks nothing). One-character words are only
 * marked as part of the whole query, or "g 500" would mark every g.
 */
function patternsOf(query: string): string[] {
  const words = query
    .split(/\s+/)
    .map(partsOf)
    .filter((p) => p.length > 0);
  const candidates = [words.flat(), ...words.slice(0, MAX_TERMS)].filter(
    (parts) => parts.join("").length >= 2,
  );
  const unique = [...new Set(candidates.map((parts) => parts.join(" ")))].map((s) => s.split(" "));
  return unique
    .sort((a, b) => b.join("").length - a.join("").length)
    .map((parts) => {
      const start = /^\p{N}/u.test(parts[0]) ? "(?<!\\p{N})" : "(?<!\\p{L})";
      return start + parts.map(escape).join(SEPARATORS);
    });
}

/** A results page highlights a dozen names and models for one query: its pattern is made once. */
let lastPattern: { query: string; re: RegExp | null } | undefined;

function patternFor(query: string): RegExp | null {
  if (lastPattern?.query !== query) {
    const patterns = patternsOf(query);
    lastPattern = { query, re: patterns.length ? new RegExp(patterns.join("|"), "giu") : null };
  }
  return lastPattern.re;
}

/** Splits `text` into segments, marking every place the query matches (case-insensitive). */
export function highlight(text: string, query: string): Segment[] {
  if (!text) return [];
  const re = patternFor(query.slice(0, 200));
  if (!re) return [{ text, match: false }];
  const segments: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    const at = m.index ?? 0;
    if (at > last) segments.push({ text: text.slice(last, at), match: false });
    const prev = segments[segments.length - 1];
    if (prev?.match && at === last) prev.text += m[0];
    else segments.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
