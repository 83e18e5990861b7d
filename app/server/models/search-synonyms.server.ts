// Search synonyms and trade words ('TTR' = thermal transfer ribbon, 'sticker' = label): the one
// module that writes search_synonyms. The engine reads the whole table once per content version
// (app/server/search/engine.server.ts), which every write here moves (database triggers).
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import {
  MAX_SYNONYM_ALTERNATIVES,
  MAX_SYNONYM_WORDS,
  synonymKey,
} from "~/server/search/fts-query.server";
import { db, writeTransaction } from "../db.server";
import { searchSynonyms, type SearchSynonym } from "../db/schema";

/** At most this many synonyms are kept: the engine holds them all in memory. */
const MAX_SYNONYMS = 2_000;

const words = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(60, `${what} is at most 60 characters`)
    .refine((v) => synonymKey(v) !== "", `${what} needs a letter or a digit`)
    .refine(
      (v) => synonymKey(v).split(" ").length <= MAX_SYNONYM_WORDS,
      `${what} is at most ${MAX_SYNONYM_WORDS} words`,
    );

/**
 * A synonym as staff type it: a term, what it also means (one or more alternatives separated by
 * commas) and whether the alternatives also find the term; or a word about buying rather than about
 * the product (`intent`: 'price', 'dealer', 'सस्ता'), which the search leaves out and which needs no
 * alternatives. Each field's own rule; Admin → Search's inputs take `required` and `maxLength`
 * from here (formConstraintsOf).
 */
export const synonymFields = z.object({
  term: words("The term"),
  expansion: z
    .string()
    .trim()
    .max(200, "What it means is at most 200 characters")
    .default("")
    .transform((v) => (v === "" ? [] : v.split(",").map((part) => part.trim())))
    .superRefine((parts, ctx) => {
      if (parts.some((p) => p === ""))
        ctx.addIssue({ code: "custom", message: "Leave no empty alternative between commas" });
      if (parts.length > MAX_SYNONYM_ALTERNATIVES)
        ctx.addIssue({
          code: "custom",
          message: `At most ${MAX_SYNONYM_ALTERNATIVES} alternatives, separated by commas`,
        });
      for (const p of parts) {
        const check = words("Each alternative").safeParse(p);
        if (!check.success)
          ctx.addIssue({ code: "custom", message: check.error.issues[0].message });
      }
    }),
  two_way: z.boolean(),
  intent: z.boolean().default(false),
});

/**
 * The synonym as stored: in the key form the engine looks up (lowercase, single-spaced), so 'TTR'
 * and 'ttr' are one term, with the rules that tie the fields together.
 */
const synonymInput = synonymFields
  .transform(({ term, expansion, two_way, intent }) => ({
    term: synonymKey(term),
    expansion: intent ? "" : [...new Set(expansion.map(synonymKey))].join(", "),
    two_way: intent ? false : two_way,
    intent,
  }))
  .refine((v) => v.intent || v.expansion !== "", {
    message: "What it means is required (or tick “Not a product word”)",
    path: ["expansion"],
  })
  .refine((v) => !v.expansion.split(", ").includes(v.term), {
    message: "A term cannot be its own synonym",
    path: ["expansion"],
  });

export type SynonymInput = z.infer<typeof synonymInput>;

export type SaveResult =
  | { ok: true; synonym: SearchSynonym }
  | { ok: false; error: string; field: "term" | "expansion" | "two_way" | "intent" };

export function listSynonyms(): SearchSynonym[] {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term)).all();
}

export function getSynonym(id: number): SearchSynonym | undefined {
  return db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).get();
}

/**
 * Adds a synonym (id undefined) or changes one. A term that another synonym has is refused with a
 * message that says so; nothing is half-written.
 */
export function saveSynonym(raw: unknown, id?: number): SaveResult {
  const parsed = synonymInput.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path[0];
    return {
      ok: false,
      error: issue.message,
      field: field === "term" || field === "two_way" || field === "intent" ? field : "expansion",
    };
  }
  const value = parsed.data;
  return writeTransaction(() => {
    const same = db.select().from(searchSynonyms).where(eq(searchSynonyms.term, value.term)).get();
    if (same && same.id !== id)
      return {
        ok: false as const,
        error: `"${value.term}" has a synonym already: edit that one`,
        field: "term" as const,
      };
    if (id === undefined) {
      const total = db.sqlite
        .prepare("SELECT count(*) FROM search_synonyms")
        .pluck()
        .get() as number;
      if (total >= MAX_SYNONYMS)
        return {
          ok: false as const,
          error: `At most ${MAX_SYNONYMS} synonyms: delete one first`,
          field: "term" as const,
        };
      const synonym = db.insert(searchSynonyms).values(value).returning().get();
      return { ok: true as const, synonym };
    }
    const synonym = db
      .update(searchSynonyms)
      .set(value)
      .where(eq(searchSynonyms.id, id))
      .returning()
      .get();
    return synonym
      ? { ok: true as const, synonym }
      : { ok: false as const, error: "That synonym no longer exists", field: "term" as const };
  });
}

export function deleteSynonym(id: number): boolean {
  return writeTransaction(
    () => db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).run().changes > 0,
  );
}

/**
 * The synonyms as the engine looks them up: each key (synonymKey) to the texts it also searches.
 * One-way: the term finds its alternatives. Two-way: the term and its alternatives all find one
 * another. Words about buying (`intent`) are not here: see intentWords.
 */
export function synonymLookup(rows: readonly SearchSynonym[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (key: string, texts: string[]) => {
    const list = map.get(key) ?? [];
    for (const t of texts) if (t !== key && !list.includes(t)) list.push(t);
    map.set(key, list);
  };
  for (const row of rows) {
    if (row.intent) continue;
    const alternatives = row.expansion
      .split(",")
      .map((t) => synonymKey(t))
      .filter(Boolean);
    add(row.term, alternatives);
    if (row.two_way) {
      const group = [row.term, ...alternatives];
      for (const member of alternatives) add(member, group);
    }
  }
  return map;
}

/** The keys of the words about buying, which the search leaves out ('price', 'near me', 'सस्ता'). */
export function intentWords(rows: readonly SearchSynonym[]): Set<string> {
  return new Set(rows.filter((r) => r.intent).map((r) => r.term));
}

const oneWay = (term: string, expansion: string): SynonymInput => ({
  term,
  expansion,
  two_way: false,
  intent: false,
});
const intent = (term: string): SynonymInput => ({
  term,
  expansion: "",
  two_way: false,
  intent: true,
});

/**
 * The trade's words every catalogue starts with: abbreviations, the words of Indian buyers in
 * Devanagari (both common spellings, with and without the halant or the nukta) and in Latin-script
 * Hindi, and the words about buying that say nothing about the product. Staff edit and delete them
 * in Admin → Search; the seed adds the missing ones once per version of this list (TRADE_WORDS_VERSION),
 * so an edit or delete is kept.
 */
export const TRADE_SYNONYMS: readonly SynonymInput[] = [
  { term: "ttr", expansion: "thermal transfer ribbon, ribbon", two_way: true, intent: false },
  { term: "barcode gun", expansion: "scanner, barcode scanner", two_way: false, intent: false },
  { term: "sticker", expansion: "label", two_way: true, intent: false },
  { term: "dt", expansion: "direct thermal", two_way: true, intent: false },
  { term: "tt", expansion: "thermal transfer", two_way: true, intent: false },
  { term: "dpi", expansion: "resolution", two_way: true, intent: false },
  { term: "pos printer", expansion: "receipt printer", two_way: true, intent: false },
  { term: "barcode reader", expansion: "scanner, barcode scanner", two_way: false, intent: false },
  { term: "thermal paper", expansion: "receipt roll", two_way: true, intent: false },
  { term: "print head", expansion: "printhead", two_way: true, intent: false },
  { term: "tag", expansion: "label", two_way: false, intent: false },
  // Words Indian buyers use for the machines.
  oneWay("machine", "printer"),
  oneWay("printing machine", "printer"),
  oneWay("device", "printer, scanner"),
  oneWay("wireless", "cordless, bluetooth"),
  oneWay("cordless", "wireless, bluetooth"),
  // Hindi in Devanagari, both common spellings.
  oneWay("प्रिंटर", "printer"),
  oneWay("प्रिन्टर", "printer"),
  oneWay("लेबल", "label"),
  oneWay("स्टिकर", "label, sticker"),
  oneWay("रिबन", "ribbon"),
  oneWay("रिब्बन", "ribbon"),
  oneWay("स्कैनर", "scanner"),
  oneWay("स्कॅनर", "scanner"),
  oneWay("बारकोड", "barcode"),
  oneWay("बार कोड", "barcode"),
  oneWay("मशीन", "printer"),
  oneWay("रोल", "roll"),
  oneWay("पेपर", "paper"),
  oneWay("कागज", "paper"),
  oneWay("कागज़", "paper"),
  oneWay("थर्मल", "thermal"),
  oneWay("हेड", "head"),
  oneWay("प्रिंट हेड", "print head, printhead"),
  oneWay("टैग", "label, tag"),
  oneWay("स्याही", "ink"),
  // Hindi in Latin letters.
  oneWay("chapne wali machine", "printer"),
  oneWay("kagaz", "paper"),
  oneWay("kagaj", "paper"),
  // Words about buying, not about the product: English...
  ...[
    "price",
    "prices",
    "cost",
    "rate",
    "rates",
    "cheap",
    "cheapest",
    "low price",
    "best",
    "buy",
    "purchase",
    "dealer",
    "dealers",
    "distributor",
    "supplier",
    "wholesale",
    "wholesaler",
    "shop",
    "online",
    "near me",
    "in india",
    "india",
    "for",
    "with",
    "the",
    "my",
  ].map(intent),
  // ...Hindi in Devanagari...
  ...[
    "कीमत",
    "क़ीमत",
    "दाम",
    "रेट",
    "सस्ता",
    "सस्ती",
    "सबसे",
    "अच्छा",
    "अच्छी",
    "बढ़िया",
    "चाहिए",
    "की",
    "का",
    "के",
    "है",
    "में",
    "लिए",
    "वाला",
    "वाली",
    "खरीदें",
    "डीलर",
    "थोक",
    "ऑनलाइन",
  ].map(intent),
  // ...and in Latin letters.
  ...[
    "kimat",
    "keemat",
    "kimmat",
    "daam",
    "sasta",
    "sasti",
    "saste",
    "sabse",
    "achha",
    "accha",
    "acha",
    "achchha",
    "badhiya",
    "chahiye",
    "chaiye",
    "kitne",
    "kitna",
    "ka",
    "ki",
    "ke",
    "hai",
    "mein",
    "liye",
    "wala",
    "wali",
    "wale",
    "kharidna",
  ].map(intent),
];

/** Raised whenever TRADE_SYNONYMS gains words, so databases seeded before get the new ones once. */
const TRADE_WORDS_VERSION = 2;
const TRADE_WORDS_KEY = "search_trade_words_version";

/**
 * Adds the trade's words whose term is not there yet, once per TRADE_WORDS_VERSION (a word staff
 * deleted stays deleted); returns how many were added.
 */
export function seedTradeSynonyms(): number {
  return writeTransaction(() => {
    const seen = db.sqlite
      .prepare("SELECT value FROM app_meta WHERE key = ?")
      .pluck()
      .get(TRADE_WORDS_KEY) as string | undefined;
    if (Number(seen ?? 0) >= TRADE_WORDS_VERSION) return 0;
    let added = 0;
    for (const s of TRADE_SYNONYMS) {
      added += db.insert(searchSynonyms).values(s).onConflictDoNothing().run().changes;
    }
    db.sqlite
      .prepare(
        "INSERT INTO app_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      )
      .run(TRADE_WORDS_KEY, String(TRADE_WORDS_VERSION));
    return added;
  });
}
