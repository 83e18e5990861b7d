// A search's hits from the common terms' lists kept in memory (./term-list.server.ts), instead of
// reading them out of the index.
//
// A common word's hits are the dearest read of a search in a large catalogue: "printer" at 100,000
// products is 45,000 rows handed from SQLite to JavaScript one by one (10 to 17 ms). The term list's
// worker keeps, per content version, the sorted product ids of the terms in POSTING_MIN_DOCS
// documents or more; an expression made of such terms, rare terms (their few hits read from the
// index one term at a time) and terms the index does not hold (which match nothing) is worked out
// here with merges of sorted arrays. Anything else (a phrase of several tokens, a prefix with more
// than 16 complete terms, a common term the lists' budget left out, an operator the engine never
// writes) returns null and the whole expression is read from the index, as before.
//
// The expressions are the engine's own (./fts-query.server.ts): quoted phrases, a `*` after a quote
// for a prefix, AND, OR and parentheses. FTS5 gives AND precedence over OR, as parseOr does here.
import { POSTING_MIN_DOCS, termsFrom, type TermList } from "./term-list.server";

/** The hits of an expression: product ids in index (id) order and each one's rowid bits. */
export interface ListHits {
  ids: Int32Array;
  bits: Int32Array;
}

type Token = { kind: "(" | ")" | "AND" | "OR" } | { kind: "phrase"; text: string; prefix: boolean };

const EMPTY = new Int32Array(0);

/** The expression's tokens, or null for anything the engine does not write. */
function tokenize(match: string): Token[] | null {
  const tokens: Token[] = [];
  const re = /\s*(?:(\()|(\))|(AND)\b|(OR)\b|"([^"]*)"(\*)?)/y;
  let at = 0;
  while (at < match.length) {
    if (/^\s*$/.test(match.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(match);
    if (!m) return null;
    at = re.lastIndex;
    if (m[1]) tokens.push({ kind: "(" });
    else if (m[2]) tokens.push({ kind: ")" });
    else if (m[3]) tokens.push({ kind: "AND" });
    else if (m[4]) tokens.push({ kind: "OR" });
    else tokens.push({ kind: "phrase", text: m[5], prefix: m[6] === "*" });
  }
  return tokens;
}

/** Union of sorted id lists. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x < y) out[n++] = a[i++];
    else if (y < x) out[n++] = b[j++];
    else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++];
  while (j < b.length) out[n++] = b[j++];
  return out.subarray(0, n);
}

/** Intersection of sorted id lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0 || b.length === 0) return EMPTY;
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x < y) i++;
    else if (y < x) j++;
    else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

/** Reads one rare term's hits from the index: product ids in order and their rowid bits. */
export type ReadTerm = (term: string) => ListHits;

/** The lists and what rare terms were read beside them, for one expression. */
interface Context {
  list: TermList;
  readTerm: ReadTerm;
  /** The rowid bits of the products found through read terms (the kept column has the others). */
  readBits: Map<number, number>;
}

/**
 * One term: its kept list; nothing when the index does not hold it; its hits read from the index when
 * it is rare (under POSTING_MIN_DOCS documents: a short read); null for a common term left out of the
 * kept lists by their budget (the whole expression is then read from the index).
 */
function termIds(ctx: Context, term: string): Int32Array | null {
  const kept = ctx.list.postings.get(term);
  if (kept) return kept;
  const found = termsFrom(ctx.list, term, false, 1)[0];
  if (!found || found.term !== term) return EMPTY;
  if (found.doc >= POSTING_MIN_DOCS) return null;
  const read = ctx.readTerm(term);
  for (let i = 0; i < read.ids.length; i++) ctx.readBits.set(read.ids[i], read.bits[i]);
  return read.ids;
}

/** A quoted phrase (a prefix when `*` follows): its ids, or null when the lists cannot answer. */
function phraseIds(ctx: Context, text: string, prefix: boolean): Int32Array | null {
  // One token of a-z and digits is the term itself; anything else is left to the index.
  if (!/^[a-z0-9]+$/.test(text)) return null;
  if (!prefix) return termIds(ctx, text);
  // A prefix the engine did not write as its complete terms has many of them, or none.
  const terms = termsFrom(ctx.list, text, true, 17);
  if (terms.length > 16) return null;
  let ids: Int32Array = EMPTY;
  for (const { term } of terms) {
    const more = termIds(ctx, term);
    if (more === null) return null;
    ids = union(ids, more);
  }
  return ids;
}

/**
 * The hits of `match` from the kept lists, or null when they cannot answer it (the index must be
 * read). The same ids, in the same order, as the index gives.
 */
export function hitsFromLists(list: TermList, match: string, readTerm: ReadTerm): ListHits | null {
  if (list.postings.size === 0) return null;
  const ctx: Context = { list, readTerm, readBits: new Map() };
  const tokens = tokenize(match);
  if (!tokens || tokens.length === 0) return null;
  let at = 0;
  let failed = false;
  // An operator's operands, left to right, combined as they come (AND binds tighter than OR).
  const chain =
    (kind: "AND" | "OR", operand: () => Int32Array, combine: typeof union) => (): Int32Array => {
      let ids = operand();
      while (!failed && tokens[at]?.kind === kind) {
        at++;
        ids = combine(ids, operand());
      }
      return ids;
    };
  const parseAnd = chain("AND", () => parsePrimary(), intersect);
  const parseOr = chain("OR", parseAnd, union);
  const parsePrimary = (): Int32Array => {
    const token = tokens[at++];
    if (token?.kind === "(") {
      const ids = parseOr();
      if (tokens[at++]?.kind !== ")") failed = true;
      return ids;
    }
    if (token?.kind === "phrase") {
      const ids = phraseIds(ctx, token.text, token.prefix);
      if (ids === null) failed = true;
      return ids ?? EMPTY;
    }
    failed = true;
    return EMPTY;
  };
  const ids = parseOr();
  if (failed || at !== tokens.length) return null;
  const bits = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) bits[i] = ctx.readBits.get(ids[i]) ?? list.rowBits[ids[i]];
  return { ids, bits };
}
