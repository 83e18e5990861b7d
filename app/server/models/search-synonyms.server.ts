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
export const MAX_SYNONYMS = 2_000;

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
 * commas) and whether the alternatives also find the term. Stored in the key form the engine looks
 * up (lowercase, single-spaced), so 'TTR' and 'ttr' are one term.
 */
export const synonymInput = z
  .object({
    term: words("The term"),
    expansion: z
      .string()
      .trim()
      .min(1, "What it means is required")
      .max(200, "What it means is at most 200 characters")
      .transform((v) => v.split(",").map((part) => part.trim()))
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
  })
  .transform(({ term, expansion, two_way }) => ({
    term: synonymKey(term),
    expansion: [...new Set(expansion.map(synonymKey))].join(", "),
    two_way,
  }))
  .refine((v) => !v.expansion.split(", ").includes(v.term), {
    message: "A term cannot be its own synonym",
    path: ["expansion"],
  });

export type SynonymInput = z.infer<typeof synonymInput>;

export type SaveResult =
  | { ok: true; synonym: SearchSynonym }
  | { ok: false; error: string; field: "term" | "expansion" | "two_way" };

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
      field: field === "term" || field === "two_way" ? field : "expansion",
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
 * another.
 */
export function synonymLookup(rows: readonly SearchSynonym[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (key: string, texts: string[]) => {
    const list = map.get(key) ?? [];
    for (const t of texts) if (t !== key && !list.includes(t)) list.push(t);
    map.set(key, list);
  };
  for (const row of rows) {
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

/**
 * The trade's words every fresh catalogue starts with (the seed adds the missing ones, so staff
 * edits and deletes are kept at the next start).
 */
export const TRADE_SYNONYMS: readonly SynonymInput[] = [
  { term: "ttr", expansion: "thermal transfer ribbon, ribbon", two_way: false },
  { term: "barcode gun", expansion: "scanner, barcode scanner", two_way: false },
  { term: "sticker", expansion: "label", two_way: true },
  { term: "dt", expansion: "direct thermal", two_way: true },
  { term: "tt", expansion: "thermal transfer", two_way: true },
  { term: "dpi", expansion: "resolution", two_way: true },
  { term: "pos printer", expansion: "receipt printer", two_way: true },
  { term: "barcode reader", expansion: "scanner, barcode scanner", two_way: false },
  { term: "thermal paper", expansion: "receipt roll", two_way: true },
  { term: "print head", expansion: "printhead", two_way: true },
  { term: "tag", expansion: "label", two_way: false },
];

/** Adds the trade's words whose term is not there yet; returns how many were added. */
export function seedTradeSynonyms(): number {
  return writeTransaction(() => {
    let added = 0;
    for (const s of TRADE_SYNONYMS) {
      added += db.insert(searchSynonyms).values(s).onConflictDoNothing().run().changes;
    }
    return added;
  });
}
