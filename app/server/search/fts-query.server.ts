// The product search query language, as plain functions (no database): the engine
// (./engine.server.ts) turns a visitor's text into an SQLite FTS5 MATCH expression with these, and the
// tests pin every rule down.
//
// Safety: every token put into the expression is a run of letters and digits inside double quotes,
// so FTS5 syntax typed by a visitor (AND, OR, NOT, NEAR, *, ", ^, :, parentheses, column filters)
// is either stripped or read as a plain word. The expression is then bound as a parameter.
//
// Cost: a search runs on the server's one thread, so the work one query can ask for is bounded here,
// whatever the text: at most MAX_QUERY_WORDS words and MAX_QUERY_TERMS terms go into the expression
// (a long code is cut after MAX_WORD_TOKENS tokens), completions are dropped rather than let the
// expression grow past MAX_FTS_TERMS, and only words that look like a mistyped catalogue word
// (TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters a-z, once accents are folded) are tried for typos:
// one from 4 letters, two from 8, never in a word with digits (a model number).
import { normaliseQuery } from "~/lib/search-query";

/** At most this many words take part in a search. */
export const MAX_QUERY_WORDS = 8;
/** A word's tokens past this many are left out ('a-b-c-d-e-f-g' is searched as 'a-b-c-d-e-f'). */
export const MAX_WORD_TOKENS = 6;
/** A token split into more letter/digit parts than this is searched as typed only (not a model code). */
const MAX_WORD_PARTS = 8;
/**
 * The terms the words bring into the expression (their tokens, letter/digit parts and joined form);
 * the words that would go past it are left out like words past MAX_QUERY_WORDS.
 */
export const MAX_QUERY_TERMS = 24;
/** The whole expression's terms; prefix completions are left out rather than go past it. */
export const MAX_FTS_TERMS = 64;
/**
 * Words of this many letters or more forgive one typo (when the exact search finds nothing), as the
 * better engines do: 'ribn' finds ribbons, while a three-letter word ('tsc', 'ttr') is a code...
 */
const TYPO_MIN_LENGTH = 4;
/** ...words of this many letters or more forgive two ('mechnisam', 'industiral')... */
const TWO_TYPOS_MIN_LENGTH = 8;
/** ...and of at most this many: no catalogue word is longer, and the variants grow with the length. */
export const TYPO_MAX_LENGTH = 20;
/** At most this many words of one query are tried for typos. */
export const MAX_TYPO_WORDS = 2;

export interface QueryWord {
  /** The word's tokens as FTS5's unicode61 tokenizer sees them ('g-500' → ['g', '500']). */
  tokens: string[];
  /** The same text split at every letter/digit boundary too ('zd220t' → ['zd', '220', 't']). */
  parts: string[];
  /** The last word of the query matches as a prefix ('zeb' finds Zebra). */
  prefix: boolean;
}

export interface ParsedQuery {
  /** The query as searched: trimmed, single-spaced, cut to MAX_QUERY_CHARS. */
  text: string;
  words: QueryWord[];
  /** Compact form for the 'exact model or name' ranking tier (see compactKey). */
  key: string;
  /** True when words (or a long code's tokens) were left out to keep the search's work bounded. */
  wordsLeftOut: boolean;
}

/**
 * Word runs as the index's tokenizer reads them (drizzle/0009): letters, numbers, combining marks
 * (the vowel signs and viramas that Devanagari, Tamil and the other Indian scripts write inside a
 * word, so 'प्रिंटर' stays one word) and private-use characters. Everything else (punctuation, FTS5
 * operators' symbols, emoji) separates.
 */
export function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}\p{M}\p{Co}]+/gu) ?? [];
}

/** Splits a token where letters meet digits: 'g500' → ['g', '500'], '1250g' → ['1250', 'g']. */
export function splitCodeParts(token: string): string[] {
  return token.match(/\p{N}+|[^\p{N}]+/gu) ?? [];
}

/**
 * The model and name comparison key: ASCII letters lowercased and the separators people type in model
 * numbers (space, '-', '.', '/', '_') removed, so 'G-500', 'g 500' and 'G500' compare equal. The SQL
 * side (the products_search_source view's model_key and name_key) applies exactly the same lower()
 * and replace() chain.
 */
export function compactKey(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/[ \-./_]/g, "");
}

/** The terms a word brings into the expression (see buildMatchExpression's forms). */
function termsOf(word: Omit<QueryWord, "prefix">): number {
  const parts = word.parts.join(" ") === word.tokens.join(" ") ? 0 : word.parts.length;
  return word.tokens.length + parts + (word.tokens.length > 1 ? 1 : 0);
}

export function parseQuery(raw: string | null | undefined): ParsedQuery {
  const text = normaliseQuery(raw);
  const chunks = text
    .split(" ")
    .map((chunk) => tokensOf(chunk))
    .filter((tokens) => tokens.length > 0);
  const kept: Omit<QueryWord, "prefix">[] = [];
  let terms = 0;
  let wordsLeftOut = false;
  for (const all of chunks) {
    const tokens = all.slice(0, MAX_WORD_TOKENS);
    const split = tokens.flatMap(splitCodeParts);
    // Many parts is not a model code ('a1a1a1...'): the parts would only multiply the phrase's terms.
    const word = { tokens, parts: split.length > MAX_WORD_PARTS ? tokens : split };
    const cost = termsOf(word);
    if (kept.length === MAX_QUERY_WORDS || terms + cost > MAX_QUERY_TERMS) {
      wordsLeftOut = true;
      break;
    }
    if (tokens.length < all.length) wordsLeftOut = true;
    kept.push(word);
    terms += cost;
  }
  const words = kept.map((word, i) => ({ ...word, prefix: i === kept.length - 1 }));
  return { text, words, key: compactKey(text), wordsLeftOut };
}

function quote(tokens: string[]): string {
  // Tokens are letters and digits only, so they never hold a double quote; doubling is belt and braces.
  return `"${tokens.join(" ").replace(/"/g, '""')}"`;
}

/**
 * The FTS5 index folds accents (unicode61 remove_diacritics), so 'Crème' is the term 'creme'. Only the
 * combining diacritics of Latin, Greek and Cyrillic letters go: the vowel signs of Indian scripts are
 * part of their words and stay.
 */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
}

/**
 * A word that can forgive a typo: one token of TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters of the
 * catalogue's alphabet (a-z once accents are folded, as the index stores them). A word in another
 * script, or with digits, is taken as typed: its one-edit variants could not be catalogue words
 * anyway, and building them from its own letters is what made a 200-letter CJK word cost seconds.
 */
export function isTypoCandidate(word: QueryWord): boolean {
  if (word.tokens.length !== 1) return false;
  const folded = foldAccents(word.tokens[0]);
  return (
    folded.length >= TYPO_MIN_LENGTH && folded.length <= TYPO_MAX_LENGTH && /^[a-z]+$/.test(folded)
  );
}

/** 'printers' also finds 'printer' and 'label' also finds 'labels' (names are mostly singular). */
function pluralVariants(word: QueryWord): string[] {
  if (word.tokens.length !== 1) return [];
  const t = word.tokens[0];
  if (t.length < 4 || !/^\p{L}+$/u.test(t)) return [];
  if (t.endsWith("s") && !t.endsWith("ss")) return [t.slice(0, -1)];
  // A last word is a prefix already: 'label' matches 'labels'.
  return word.prefix ? [] : [`${t}s`];
}

/** The terms of an expression: every token of every quoted phrase (what FTS5 reads a posting list for). */
export function countFtsTerms(expression: string): number {
  return (expression.match(/"[^"]*"/g) ?? []).reduce((n, q) => n + q.split(" ").length, 0);
}

/**
 * The FTS5 MATCH expression: every word must match (AND). A word matches, in any column, its tokens as
 * typed, its letter/digit parts as a phrase, or its tokens joined into one, so 'G-500', 'g500' and
 * 'G50' (a prefix) find both a description's "G500" and its "G-500"; the `codes` column (name and model
 * split the same way by the index's triggers) also catches 'g 500' typed as two words. `alternatives`
 * maps a word's index to replacement terms (typo corrections): the word then matches any of them.
 * `completions` maps a prefix (see prefixTokens) to the indexed terms that start with it: the prefix is
 * then written as those terms (FTS5 would otherwise merge their lists in every query that uses it),
 * unless that would take the expression past MAX_FTS_TERMS.
 * Returns null when nothing searchable is left (a query of only symbols).
 */
export function buildMatchExpression(
  words: QueryWord[],
  alternatives: ReadonlyMap<number, string[]> = new Map(),
  completions: ReadonlyMap<string, readonly string[]> = new Map(),
  synonyms: readonly SynonymSpan[] = [],
): string | null {
  if (words.length === 0) return null;
  // What is cut first when the expression would grow past MAX_FTS_TERMS: the completions, then the
  // synonyms (the words as typed are always searched).
  for (const [c, syn] of [
    [completions, synonyms],
    [new Map(), synonyms],
    [new Map(), []],
  ] as const) {
    const expression = writeExpression(words, alternatives, c, syn);
    if (countFtsTerms(expression) <= MAX_FTS_TERMS) return expression;
  }
  return writeExpression(words, alternatives, new Map(), []);
}

/**
 * A run of the query's words (start to end, inclusive) that names a synonym: it then matches as typed
 * OR as any of the alternatives (each a few words that must all match, plurals forgiven).
 */
export interface SynonymSpan {
  start: number;
  end: number;
  alternatives: QueryWord[][];
}

/** A synonym's term or alternative has at most this many words... */
export const MAX_SYNONYM_WORDS = 4;
/** ...a term stands for at most this many alternatives in one search... */
export const MAX_SYNONYM_ALTERNATIVES = 4;
/** ...and at most this many runs of one query are expanded. */
export const MAX_SYNONYM_SPANS = 3;

/** The key a synonym's term is looked up by: its tokens, accents folded, single-spaced. */
export function synonymKey(text: string): string {
  return tokensOf(foldAccents(normaliseQuery(text))).join(" ");
}

/**
 * The runs of `words` that a synonym names (longest first, left to right, never overlapping), with
 * their alternatives as words, bounded by the limits above. `lookup` maps a synonymKey to the
 * alternatives' texts.
 */
export function synonymSpans(
  words: readonly QueryWord[],
  lookup: (key: string) => readonly string[] | undefined,
): SynonymSpan[] {
  const spans: SynonymSpan[] = [];
  let i = 0;
  while (i < words.length && spans.length < MAX_SYNONYM_SPANS) {
    let found: SynonymSpan | null = null;
    for (let n = Math.min(MAX_SYNONYM_WORDS, words.length - i); n >= 1 && !found; n--) {
      const key = foldAccents(
        words
          .slice(i, i + n)
          .flatMap((w) => w.tokens)
          .join(" "),
      );
      const texts = lookup(key);
      if (!texts || texts.length === 0) continue;
      const alternatives = texts
        .slice(0, MAX_SYNONYM_ALTERNATIVES)
        .map((text) =>
          parseQuery(text)
            .words.slice(0, MAX_SYNONYM_WORDS)
            .map((w) => ({ ...w, prefix: false })),
        )
        .filter((alt) => alt.length > 0);
      if (alternatives.length > 0) found = { start: i, end: i + n - 1, alternatives };
    }
    if (found) {
      spans.push(found);
      i = found.end + 1;
    } else i++;
  }
  return spans;
}

function writeExpression(
  words: QueryWord[],
  alternatives: ReadonlyMap<number, string[]>,
  completions: ReadonlyMap<string, readonly string[]>,
  synonyms: readonly SynonymSpan[],
): string {
  const prefixed = (tokens: string[]): string[] => {
    const terms = completions.get(tokens[tokens.length - 1]);
    if (!terms || terms.length === 0) return [`${quote(tokens)}*`];
    return terms.map((term) => quote([...tokens.slice(0, -1), term]));
  };
  const clauseOf = (word: QueryWord, replaced: string[] | undefined) => {
    const forms = replaced
      ? replaced.map((term) => [term])
      : [word.tokens, word.parts, ...(word.tokens.length > 1 ? [[word.tokens.join("")]] : [])];
    const options = [
      ...new Set(forms.flatMap((tokens) => (word.prefix ? prefixed(tokens) : [quote(tokens)]))),
    ];
    if (!replaced) options.push(...pluralVariants(word).map((v) => quote([v])));
    return options.length === 1 ? options[0] : `(${options.join(" OR ")})`;
  };
  const allOf = (clauses: string[]) => {
    // The same word twice asks nothing more ('printer printer'): FTS5 is spared reading it twice.
    const unique = [...new Set(clauses)];
    return unique.length === 1 ? unique[0] : `(${unique.join(" AND ")})`;
  };
  const clauses: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const span = synonyms.find((s) => s.start === i);
    if (!span) {
      clauses.push(clauseOf(words[i], alternatives.get(i)));
      continue;
    }
    const typed = allOf(
      words.slice(span.start, span.end + 1).map((w, j) => clauseOf(w, alternatives.get(i + j))),
    );
    const others = span.alternatives.map((alt) => allOf(alt.map((w) => clauseOf(w, undefined))));
    clauses.push(`(${[...new Set([typed, ...others])].join(" OR ")})`);
    i = span.end;
  }
  const all = [...new Set(clauses)].join(" AND ");
  // 'g 500' typed with a space also finds a description's "G500": the words joined, as one prefix.
  const joined = joinedWords(words);
  if (joined && alternatives.size === 0) {
    const options = prefixed([joined]);
    return `(${all}) OR ${options.length === 1 ? options[0] : `(${options.join(" OR ")})`}`;
  }
  return all;
}

/** Two or three words also match as one word ('g 500' → 'g500'). */
function joinedWords(words: QueryWord[]): string | null {
  return words.length > 1 && words.length <= 3 ? words.flatMap((w) => w.tokens).join("") : null;
}

/**
 * The prefixes the expression would search with `*` (the last word's last token, part and joined
 * form, and the words joined), for the server to look up their complete terms.
 */
export function prefixTokens(words: QueryWord[]): string[] {
  const last = words[words.length - 1];
  if (!last) return [];
  const out = [last.tokens[last.tokens.length - 1], last.parts[last.parts.length - 1]];
  if (last.tokens.length > 1) out.push(last.tokens.join(""));
  const joined = joinedWords(words);
  if (joined) out.push(joined);
  return [...new Set(out)];
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), stopping early once
 * it must exceed `max`: the typo fallback only ever asks "at most one edit?".
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every string one edit away from `word` that keeps its first letter (a typo is forgiven, the first
 * letter is trusted): a letter dropped, two neighbours swapped, a letter changed or one added, from
 * a-z and the word's own letters. The engine looks these up in the index's term list directly, rather
 * than reading every indexed term with the same first letter (a few hundred exact lookups cost far
 * less at 100,000 products); it only asks for typo candidates (isTypoCandidate), so there are at most
 * about a thousand. `letters` are what may be changed or added (the model suggestion adds digits).
 */
export function oneEditVariants(word: string, letters: string = LETTERS): string[] {
  const chars = [...word];
  const alphabet = [...new Set([...letters, ...chars.filter((c) => /\p{L}/u.test(c))])];
  const out = new Set<string>();
  const join = (a: string[]) => a.join("");
  for (let i = 1; i < chars.length; i++) {
    out.add(join([...chars.slice(0, i), ...chars.slice(i + 1)]));
    if (i + 1 < chars.length) {
      out.add(join([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)]));
    }
    for (const c of alphabet) out.add(join([...chars.slice(0, i), c, ...chars.slice(i + 1)]));
  }
  for (let i = 1; i <= chars.length; i++) {
    for (const c of alphabet) out.add(join([...chars.slice(0, i), c, ...chars.slice(i)]));
  }
  out.delete(word);
  return [...out];
}

/** How many typos a word of this many letters forgives (0, 1 or 2; see TYPO_MIN_LENGTH). */
export function typosAllowed(length: number): number {
  if (length >= TWO_TYPOS_MIN_LENGTH) return 2;
  return length >= TYPO_MIN_LENGTH ? 1 : 0;
}

/**
 * Is `term` (an indexed word) within `max` typos of the visitor's `word`? For the last word, which
 * is a prefix, it is enough that the start of the term is ('honywel' → 'honeywell').
 */
export function isWithinTypos(word: string, term: string, prefix: boolean, max = 1): boolean {
  if (term === word) return false;
  if (!prefix) return editDistance(word, term, max) <= max;
  for (let len = word.length - max; len <= word.length + max; len++) {
    if (len >= 1 && len <= term.length && editDistance(word, term.slice(0, len), max) <= max)
      return true;
  }
  return false;
}

/** One typo at most (see isWithinTypos). */
export function isWithinOneTypo(word: string, term: string, prefix: boolean): boolean {
  return isWithinTypos(word, term, prefix, 1);
}
