/**
 * Which supplies and parts fit which printer (product_fits): read in both directions, checked and
 * written as a product's whole list at a time inside the save's transaction (the rows themselves
 * through fit-pairs.server.ts), and looked up by the models and slugs people type.
 *
 * A printer is a product of a printer category; a supply's kind (ribbon, label, head, mechanism,
 * accessory) comes from its category (app/lib/fits.ts). A pair always joins one of each.
 */
import { z } from "zod";
import {
  coreText,
  fitFactLines,
  fitKindOfCategory,
  INK_SIDE_LABELS,
  PRINT_METHOD_LABELS,
  RIBBON_TYPE_LABELS,
  isSupplyKind,
  keyNamesModel,
  MAX_FIT_TERMS,
  modelKey,
  splitFitTerms,
  SUPPLY_KIND_LABELS,
  SUPPLY_KINDS,
  type FitKind,
  type SupplyKind,
} from "~/lib/fits";
import { fitFormFields } from "~/lib/product-form";
import { db } from "../db.server";
import { perContentVersion } from "../version-memo.server";
import { getProductById, isPublicProduct, type Product } from "./products.server";
import { dropSide, replaceFits, sideOf, type ImportFits } from "./fit-pairs.server";
import { publicStatusSql } from "../entities/entity.server";
import { productEntity } from "../entities/product.server";
import { shownPicture } from "../files/picture-presence.server";

/** The status a product needs before visitors see it, as written into the statements below. */
const PUBLIC_SQL = publicStatusSql(productEntity);

/** The two list fields a product carries: the printers a supply fits, the supplies a printer takes. */
const FIT_FIELDS = { printers: "fits_printers", supplies: "fits_supplies" } as const;

/** The end of a pair as lists show it: enough for a card, its facts and "Add to quote". */
export interface FitProduct {
  id: number;
  name: string;
  slug: string;
  model: string | null;
  image: string | null;
  price: number | null;
  price_on_request: boolean;
  in_stock: boolean;
  category: string;
  category_display_name: string;
  brand: string | null;
  kind: FitKind;
  width_mm: number | null;
  height_mm: number | null;
  length_m: number | null;
  core_mm: number | null;
  outer_diameter_mm: number | null;
  ink_side: string | null;
  ribbon_type: string | null;
  label_material: string | null;
  print_method: string | null;
  dpi: number | null;
}

const FIT_COLUMNS = `p.id, p.name, p.slug, p.model, p.image, p.price, p.price_on_request, p.in_stock,
  p.category, c.display_name AS category_display_name, b.display_name AS brand, p.width_mm,
  p.height_mm, p.length_m, p.core_mm, p.outer_diameter_mm, p.ink_side, p.ribbon_type,
  p.label_material, p.print_method, p.dpi`;

const FROM = `FROM products p JOIN categories c ON c.name = p.category
  LEFT JOIN brands b ON b.id = p.brand_id`;

type RawFit = Omit<FitProduct, "kind" | "in_stock" | "price_on_request"> & {
  in_stock: number;
  price_on_request: number;
};

const toFit = (r: RawFit): FitProduct => ({
  ...r,
  in_stock: Boolean(r.in_stock),
  price_on_request: Boolean(r.price_on_request),
  kind: fitKindOfCategory(r.category) ?? "accessory",
});

/** A printer's most listed supplies, and a supply's printers: far more than any real printer has. */
const LIST_LIMIT = 500;

function otherEnds(id: number, side: "printers" | "supplies", publicOnly: boolean): FitProduct[] {
  const [mine, theirs] =
    side === "printers" ? ["supply_id", "printer_id"] : ["printer_id", "supply_id"];
  const rows = db.sqlite
    .prepare(
      `SELECT ${FIT_COLUMNS} ${FROM} JOIN product_fits f ON f.${theirs} = p.id
       WHERE f.${mine} = ? ${publicOnly ? `AND p.status = ${PUBLIC_SQL}` : ""}
       ORDER BY p.name LIMIT ${LIST_LIMIT}`,
    )
    .all(id) as RawFit[];
  return rows.map(toFit);
}

/** The printers a supply fits (active ones only for the public). */
export const printersOf = (supplyId: number, publicOnly = true) =>
  otherEnds(supplyId, "printers", publicOnly);

/** The supplies and parts that fit a printer (active ones only for the public). */
export const suppliesOf = (printerId: number, publicOnly = true) =>
  otherEnds(printerId, "supplies", publicOnly);

/** The slugs on each side of a product's pairs, as /api and the form carry them. */
export function fitSlugs(id: number): { fits_printers: string[]; fits_supplies: string[] } {
  const slugs = (mine: string, theirs: string) =>
    db.sqlite
      .prepare(
        `SELECT p.slug FROM product_fits f JOIN products p ON p.id = f.${theirs}
         WHERE f.${mine} = ? ORDER BY p.slug`,
      )
      .pluck()
      .all(id) as string[];
  return {
    fits_printers: slugs("supply_id", "printer_id"),
    fits_supplies: slugs("printer_id", "supply_id"),
  };
}

/** A product with the slugs of its pairs: what the admin edits and /api shows. */
export type ProductWithFits = Product & ReturnType<typeof fitSlugs>;

export function getProductWithFits(id: number): ProductWithFits | undefined {
  const product = getProductById(id);
  return product && { ...product, ...fitSlugs(product.id) };
}

/** A public product by slug with its pairs' slugs (public ends only), for GET /api/products/slug. */
export function withPublicFitSlugs<P extends Product>(product: P): P & ReturnType<typeof fitSlugs> {
  const slugsOf = (list: FitProduct[]) => list.map((p) => p.slug).sort();
  return {
    ...product,
    fits_printers: slugsOf(printersOf(product.id)),
    fits_supplies: slugsOf(suppliesOf(product.id)),
  };
}

/** Every product's id by its slug (the demo seed links its pairs by slug). */
export function productIdsBySlug(): Map<string, number> {
  const rows = db.sqlite.prepare("SELECT slug, id FROM products").all() as {
    slug: string;
    id: number;
  }[];
  return new Map(rows.map((r) => [r.slug, r.id]));
}

// ---------------------------------------------------------------------------------------------
// Typed names to products

export interface FitCandidate {
  id: number;
  slug: string;
  name: string;
  model: string | null;
  category: string;
  status: string;
}

export type Resolved = { ok: true; ids: number[] } | { ok: false; message: string };

const kindWord = (want: "printer" | "supply") =>
  want === "printer" ? "printer" : "supply or part";

/**
 * Finds the products a typed list names: each term is a slug, or a model typed the way people type
 * it ("zd 421", "ZD421t"). A term that names nothing, names a product of the wrong kind, or names
 * several products is refused with its own words, so the whole list is refused and nothing is
 * half-saved.
 */
function resolveFitTerms(terms: string[], want: "printer" | "supply"): Resolved {
  return fitResolver().resolve(terms, want);
}

/**
 * A resolver that reads the catalogue's models once and then answers many lists (a CSV import's
 * rows), so a 50,000-row file costs one read of the printers, not one a row.
 */
export function fitResolver({ search }: { search?: FitSearch } = {}) {
  const bySlug = db.sqlite.prepare(
    "SELECT id, slug, name, model, category, status FROM products WHERE slug = ?",
  );
  const byName = db.sqlite.prepare(
    "SELECT id, slug, name, model, category, status FROM products WHERE name = ? COLLATE NOCASE LIMIT 5",
  );
  let searches = 0;
  const index: Partial<Record<"printer" | "supply" | "any", Map<string, FitCandidate[]>>> = {};
  const modelsOf = (want: "printer" | "supply" | "any") => {
    let map = index[want];
    if (!map) {
      map = new Map();
      for (const c of candidates(want)) {
        const key = modelKey(c.model ?? "");
        map.set(key, [...(map.get(key) ?? []), c]);
      }
      index[want] = map;
    }
    return map;
  };
  const lookup = (term: string, want: "printer" | "supply"): FitCandidate[] => {
    const exact = bySlug.get(term.toLowerCase()) as FitCandidate | undefined;
    if (exact) return [exact];
    const models = modelsOf(want);
    const key = modelKey(term);
    const same = models.get(key);
    if (same) return same;
    const variants: FitCandidate[] = [];
    for (const [model, list] of models) if (keyNamesModel(key, model)) variants.push(...list);
    if (variants.length) return variants;
    // A product's name as the catalogue spells it (any case, spaces as typed).
    const named = byName.all(term.replace(/\s+/g, " ").trim()) as FitCandidate[];
    const namedHere = named.filter((c) => onSide(c.category, want));
    if (namedHere.length) return namedHere;
    // Then what the site's search finds on this side, for a form's few lines (a bounded number of
    // searches a save: a list of 200 unknown words must not cost 200 searches).
    if (search && searches < SEARCHES_PER_SAVE) {
      searches++;
      const found = search(term).filter((c) => onSide(c.category, want));
      if (found.length) return found;
    }
    // A product of the other kind (a scanner's model) is named, so the message can say so.
    return modelsOf("any").get(key) ?? named;
  };
  return {
    resolve(terms: string[], want: "printer" | "supply"): Resolved {
      if (terms.length > MAX_FIT_TERMS)
        return { ok: false, message: `List at most ${MAX_FIT_TERMS} products` };
      const ids: number[] = [];
      const problems: string[] = [];
      for (const term of terms) {
        const found = lookup(term, want);
        if (found.length === 0) {
          problems.push(
            search
              ? `No ${kindWord(want)} matches "${term}" by name, model or slug`
              : `No ${kindWord(want)} has the model or slug "${term}"`,
          );
          continue;
        }
        if (found.length > 1) {
          const some = found.slice(0, 4).map((c) => (search ? c.model || c.name : c.slug));
          problems.push(
            search
              ? `"${term}" matches ${found.length} products (${some.join(", ")}${found.length > 4 ? ", …" : ""}): type one's full model or name`
              : `"${term}" names ${found.length} products (${some.join(", ")}): use the slug`,
          );
          continue;
        }
        const kind = fitKindOfCategory(found[0].category);
        if (want === "printer" ? kind !== "printer" : !isSupplyKind(kind)) {
          problems.push(`"${term}" is not a ${kindWord(want)} (${found[0].name})`);
          continue;
        }
        ids.push(found[0].id);
      }
      if (problems.length)
        return {
          ok: false,
          message: problems.slice(0, 3).join("; ") + (problems.length > 3 ? "; …" : ""),
        };
      return { ok: true, ids: [...new Set(ids)] };
    },
  };
}

export type FitResolver = ReturnType<typeof fitResolver>;

/** The products a search finds for a typed line (the site's search, passed in by the caller). */
export type FitSearch = (term: string) => FitCandidate[];

/** How many lines of one save may go to the search (the others must be a slug, model or name). */
const SEARCHES_PER_SAVE = 20;

const onSide = (category: string, want: "printer" | "supply") => {
  const kind = fitKindOfCategory(category);
  return want === "printer" ? kind === "printer" : isSupplyKind(kind);
};

/** The names of the categories on one side (a handful: categories are few). */
function categoriesOf(want: "printer" | "supply"): string[] {
  const names = db.sqlite.prepare("SELECT name FROM categories").pluck().all() as string[];
  return names.filter((n) => {
    const kind = fitKindOfCategory(n);
    return want === "printer" ? kind === "printer" : isSupplyKind(kind);
  });
}

/** Every product of the wanted side that has a model, for model lookups (one query a save). */
function candidates(want: "printer" | "supply" | "any"): FitCandidate[] {
  if (want === "any")
    return db.sqlite
      .prepare(
        "SELECT id, slug, name, model, category, status FROM products WHERE model IS NOT NULL AND model != ''",
      )
      .all() as FitCandidate[];
  const names = categoriesOf(want);
  if (names.length === 0) return [];
  return db.sqlite
    .prepare(
      `SELECT id, slug, name, model, category, status FROM products
       WHERE model IS NOT NULL AND model != '' AND category IN (${names.map(() => "?").join(", ")})`,
    )
    .all(...names) as FitCandidate[];
}

// ---------------------------------------------------------------------------------------------
// The save path: the product manager's check and write, and the CSV import's

/** The parsed lists of a product input: undefined when the field was not given. */
export interface FitLists {
  fits_printers?: string[] | null;
  fits_supplies?: string[] | null;
}

/**
 * Checks a product's lists against its category and the catalogue; the messages go under the
 * fields. `category` is the stored category name the product will have.
 */
function checkFitLists(
  category: string | undefined,
  lists: FitLists,
  errors: Record<string, string>,
  resolver: FitResolver = fitResolver(),
): { printers?: number[]; supplies?: number[] } {
  const out: { printers?: number[]; supplies?: number[] } = {};
  const { side } = sideOf(category ?? "");
  for (const which of ["printers", "supplies"] as const) {
    const field = FIT_FIELDS[which];
    const terms = lists[field];
    if (!terms || terms.length === 0 || errors[field]) continue;
    if (!category) continue;
    if (side !== which) {
      errors[field] =
        which === "printers"
          ? "Only a supply or part (a ribbon, label, head, mechanism or accessory category) fits printers"
          : "Only a printer (a printer category) takes supplies";
      continue;
    }
    const resolved = resolver.resolve(terms, which === "printers" ? "printer" : "supply");
    if (!resolved.ok) errors[field] = resolved.message;
    else out[which] = resolved.ids;
  }
  return out;
}

/**
 * Writes a saved product's pairs (inside the save's transaction): a list that was sent replaces
 * that side; the side its category no longer has is emptied.
 */
function saveFitLists(
  product: { id: number; category: string },
  lists: FitLists,
  sent: { printers: boolean; supplies: boolean },
): void {
  const { side } = sideOf(product.category);
  for (const which of ["printers", "supplies"] as const) {
    if (side !== which) {
      dropSide(product.id, which);
      continue;
    }
    if (!sent[which]) continue;
    const terms = lists[FIT_FIELDS[which]] ?? [];
    const resolved: Resolved = terms.length
      ? resolveFitTerms(terms, which === "printers" ? "printer" : "supply")
      : { ok: true, ids: [] };
    // Checked a moment ago in the same transaction; a refusal here would be a bug, not bad input.
    if (!resolved.ok) throw new Error(resolved.message);
    replaceFits(product.id, which, resolved.ids);
  }
}

// ---------------------------------------------------------------------------------------------
// The supplies finder

export interface PrinterMatch {
  id: number;
  name: string;
  slug: string;
  model: string | null;
  brand: string | null;
  image: string | null;
}

/** How many printers a typed model may list before the buyer is asked to type more. */
const MATCH_LIMIT = 12;
/** The most characters of a typed model that are looked at. */
const PRINTER_QUERY_MAX = 60;

/**
 * The supplies finder's box (on the home page): a printer model to look up, as long as is looked
 * at. The box's constraints come from here; the finder itself cuts a longer text to this length.
 */
export const finderPrinterInput = z.object({
  printer: z.string().trim().min(1).max(PRINTER_QUERY_MAX),
});

/** Printer names in the order buyers read a list (what `localeCompare` gives, at a tenth of the cost). */
const byName = new Intl.Collator().compare;

/**
 * Every active printer with the keys of its model and name, in name order, kept per content version:
 * a typed model is looked up in memory (a substring of each key), where a LIKE over every printer row
 * took about 60 ms a keystroke at 100,000 products. About 20,000 printers there: a few MB a process.
 */
const printerKeys = perContentVersion(() => {
  const names = categoriesOf("printer");
  if (names.length === 0) return [];
  const rows = db.sqlite
    .prepare(
      `SELECT p.id, p.name, p.slug, p.model, p.image, b.display_name AS brand
       FROM products p LEFT JOIN brands b ON b.id = p.brand_id
       WHERE p.status = ${PUBLIC_SQL} AND p.category IN (${names.map(() => "?").join(", ")})`,
    )
    .all(...names) as PrinterMatch[];
  return rows
    .sort((a, b) => byName(a.name, b.name))
    .map((row) => ({
      row,
      model: row.model ? modelKey(row.model) : "",
      name: modelKey(row.name),
    }));
});

/** How well a printer answers a typed model, best first (see findPrinters). */
const SCORES = [100, 90, 80, 60, 40] as const;

/**
 * The active printers a typed model names, best first: a slug, the exact model key ("zd 421t"),
 * a model with a variant letter ("zd421" → ZD421t), then models or names that hold the key.
 * Bounded: the text is cut to 60 characters and the answer to 12 printers.
 */
export function findPrinters(typed: string, limit = MATCH_LIMIT): PrinterMatch[] {
  const text = typed.slice(0, PRINTER_QUERY_MAX).trim();
  const key = modelKey(text);
  if (key.length < 2) return [];
  const slug = text.toLowerCase();
  // The printers are in name order, so the first `limit` of each score are that score's best: one
  // pass, nothing sorted, whatever number of printers hold the key ("zeb": thousands).
  const best = new Map<number, PrinterMatch[]>(SCORES.map((score) => [score, []]));
  for (const { row, model, name } of printerKeys()) {
    let score = 0;
    if (row.slug === slug) score = 100;
    else if (model && model === key) score = 90;
    else if (model && keyNamesModel(key, model)) score = 80;
    else if (model && key.length >= 3 && model.includes(key)) score = 60;
    else if (key.length >= 3 && name.includes(key)) score = 40;
    const rows = score ? best.get(score)! : undefined;
    if (rows && rows.length < limit) rows.push(row);
  }
  // Copies: the kept list is shared by every request.
  return SCORES.flatMap((score) => best.get(score)!)
    .slice(0, limit)
    .map((row) => ({ ...row }));
}

/** The active printer with this slug, for /supplies?printer=… once the buyer has chosen. */
export function getPublicPrinterBySlug(slug: string): Product | undefined {
  const row = db.sqlite
    .prepare("SELECT id FROM products WHERE slug = ?")
    .get(slug.slice(0, 120)) as { id: number } | undefined;
  const product = row ? getProductById(row.id) : undefined;
  if (!product || !isPublicProduct(product) || fitKindOfCategory(product.category) !== "printer")
    return undefined;
  return product;
}

/** A printer's supplies grouped by kind, in the order buyers look for them. */
function groupByKind(list: FitProduct[]): { kind: SupplyKind; products: FitProduct[] }[] {
  return SUPPLY_KINDS.map((kind) => ({
    kind,
    products: list.filter((p) => p.kind === kind),
  })).filter((g) => g.products.length > 0);
}

// ---------------------------------------------------------------------------------------------
// The product manager's part (server/admin/managers.server.ts)

/** The list fields that were sent: a list left out of a save (an /api PUT) keeps its pairs. */
const sentLists = (sent: Record<string, string>) => ({
  printers: Object.hasOwn(sent, FIT_FIELDS.printers),
  supplies: Object.hasOwn(sent, FIT_FIELDS.supplies),
});

/** The save's check of the lists that were sent, against the category the product will have. */
export function checkProductFits(
  category: string | undefined,
  input: FitLists | undefined,
  errors: Record<string, string>,
  sent: Record<string, string>,
  resolver?: FitResolver,
): void {
  if (!input) return;
  const given = sentLists(sent);
  const ids = checkFitLists(
    category,
    {
      fits_printers: given.printers ? input.fits_printers : undefined,
      fits_supplies: given.supplies ? input.fits_supplies : undefined,
    },
    errors,
    resolver,
  );
  // The write resolves the lists again without the search: it gets the slugs of what was found.
  const slugs = db.sqlite.prepare(
    "SELECT slug FROM products WHERE id IN (SELECT value FROM json_each(?))",
  );
  if (ids.printers && given.printers)
    input.fits_printers = slugs.pluck().all(JSON.stringify(ids.printers)) as string[];
  if (ids.supplies && given.supplies)
    input.fits_supplies = slugs.pluck().all(JSON.stringify(ids.supplies)) as string[];
}

/** The save's write of the pairs; the product is read again with them. */
export function saveProductFits<P extends { id: number; category: string }>(
  product: P,
  input: FitLists,
  sent: Record<string, string>,
): P {
  saveFitLists(product, input, sentLists(sent));
  return { ...product, ...fitSlugs(product.id) };
}

// ---------------------------------------------------------------------------------------------
// The CSV import's part (server/import/import.server.ts, models/products.server.ts)

/**
 * Checks an import row's lists (the parsed cells; absent when blank) and adds one issue per list
 * that names an unknown, ambiguous or wrong-kind product. Returns the ids to write.
 */
export function planImportFits(
  resolver: FitResolver,
  category: string,
  data: FitLists,
  line: number,
  issues: { line: number; column: string | null; message: string }[],
): ImportFits | undefined {
  if (data.fits_printers === undefined && data.fits_supplies === undefined) return undefined;
  const errors: Record<string, string> = {};
  const ids = checkFitLists(category, data, errors, resolver);
  for (const [column, message] of Object.entries(errors)) issues.push({ line, column, message });
  const fits: ImportFits = {};
  if (data.fits_printers !== undefined) fits.printers = ids.printers ?? [];
  if (data.fits_supplies !== undefined) fits.supplies = ids.supplies ?? [];
  return fits;
}

/**
 * What writing an imported row's pairs would change for the stored product `id`: the side its
 * category writes, its slugs now and after, or null when they stay as they are.
 */
export function importFitsChange(
  id: number,
  category: string,
  fits: ImportFits,
): { key: "fits_printers" | "fits_supplies"; from: string[]; to: string[] } | null {
  const { side } = sideOf(category);
  const ids = side === "printers" ? fits.printers : side === "supplies" ? fits.supplies : undefined;
  if (!side || !ids) return null;
  const key = side === "printers" ? "fits_printers" : "fits_supplies";
  const from = fitSlugs(id)[key];
  const to = (
    db.sqlite
      .prepare(
        `SELECT slug FROM products WHERE id IN (SELECT value FROM json_each(?)) ORDER BY slug`,
      )
      .pluck()
      .all(JSON.stringify(ids)) as string[]
  ).filter((slug, i, all) => all.indexOf(slug) === i);
  return from.join("|") === to.join("|") ? null : { key, from, to };
}

/** The slugs on each side of many products' pairs at once (an export's page). */
export function fitSlugsOf(
  ids: number[],
): Map<number, { fits_printers: string; fits_supplies: string }> {
  const out = new Map<number, { fits_printers: string[]; fits_supplies: string[] }>();
  if (ids.length === 0) return new Map();
  const list = JSON.stringify(ids);
  const pairs = db.sqlite
    .prepare(
      `SELECT f.supply_id AS mine, p.slug AS slug, 'fits_printers' AS side
         FROM product_fits f JOIN products p ON p.id = f.printer_id
        WHERE f.supply_id IN (SELECT value FROM json_each(?))
       UNION ALL
       SELECT f.printer_id, p.slug, 'fits_supplies'
         FROM product_fits f JOIN products p ON p.id = f.supply_id
        WHERE f.printer_id IN (SELECT value FROM json_each(?))
       ORDER BY 1, 3, 2`,
    )
    .all(list, list) as { mine: number; slug: string; side: "fits_printers" | "fits_supplies" }[];
  for (const p of pairs) {
    let entry = out.get(p.mine);
    if (!entry) out.set(p.mine, (entry = { fits_printers: [], fits_supplies: [] }));
    entry[p.side].push(p.slug);
  }
  return new Map(
    [...out].map(([id, e]) => [
      id,
      { fits_printers: e.fits_printers.join("|"), fits_supplies: e.fits_supplies.join("|") },
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// What the pages show

/** One end of a pair as a page sends it to the browser: a card, its fit facts as phrases. */
function toFitCard(p: FitProduct) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    image: shownPicture(p.image),
    model: p.model,
    brand: p.brand,
    price: p.price,
    price_on_request: p.price_on_request,
    in_stock: p.in_stock,
    kind: p.kind,
    facts: fitFactLines(p),
  };
}

type FitCard = ReturnType<typeof toFitCard>;

/**
 * A product page's compatibility: a printer's supplies and parts grouped by kind, or the printers a
 * supply fits (active products only). Null for products that take no part (scanners).
 */
export function fitsForPage(product: { id: number; slug: string; category: string }) {
  const kind = fitKindOfCategory(product.category);
  if (kind === "printer")
    return {
      kind,
      slug: product.slug,
      groups: groupByKind(suppliesOf(product.id)).map((g) => ({
        kind: g.kind,
        label: SUPPLY_KIND_LABELS[g.kind],
        items: g.products.map(toFitCard),
      })),
      printers: [] as FitCard[],
    };
  if (isSupplyKind(kind))
    return {
      kind,
      slug: product.slug,
      groups: [],
      printers: printersOf(product.id).map(toFitCard),
    };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The supplies finder (/supplies)

/** The finder's filters, each a URL parameter; values outside what the printer's supplies have match nothing. */
const FINDER_FILTERS = [
  { param: "width", label: "Width", value: (p: FitProduct) => mm(p.width_mm) },
  {
    param: "length",
    label: "Length",
    value: (p: FitProduct) => (p.length_m ? `${trim(p.length_m)} m` : null),
  },
  {
    param: "core",
    label: "Core",
    value: (p: FitProduct) => (p.core_mm ? coreText(p.core_mm) : null),
  },
  { param: "ink", label: "Ink side", value: (p: FitProduct) => p.ink_side },
  { param: "type", label: "Ribbon type", value: (p: FitProduct) => p.ribbon_type },
  {
    param: "size",
    label: "Label size",
    value: (p: FitProduct) =>
      p.kind === "label" && p.width_mm && p.height_mm
        ? `${trim(p.width_mm)} × ${trim(p.height_mm)} mm`
        : null,
  },
  { param: "material", label: "Material", value: (p: FitProduct) => p.label_material },
  { param: "method", label: "DT / TT", value: (p: FitProduct) => p.print_method },
  { param: "dpi", label: "Resolution", value: (p: FitProduct) => (p.dpi ? `${p.dpi} dpi` : null) },
] as const;

const trim = (n: number) => String(Math.round(n * 10) / 10);
const mm = (n: number | null) => (n ? `${trim(n)} mm` : null);

/** What a filter value reads as on its link ("out" → "Ink out"). */
function valueLabel(param: string, value: string): string {
  if (param === "ink") return INK_SIDE_LABELS[value as keyof typeof INK_SIDE_LABELS] ?? value;
  if (param === "type")
    return RIBBON_TYPE_LABELS[value as keyof typeof RIBBON_TYPE_LABELS] ?? value;
  if (param === "method")
    return PRINT_METHOD_LABELS[value as keyof typeof PRINT_METHOD_LABELS] ?? value;
  return value;
}

/** The most characters of a filter value read from the URL. */
const FILTER_MAX = 60;

export interface FinderQuery {
  printer: string;
  kind: SupplyKind | null;
  filters: Record<string, string>;
}

export function parseFinderQuery(params: URLSearchParams): FinderQuery {
  const kind = params.get("kind");
  const filters: Record<string, string> = {};
  for (const f of FINDER_FILTERS) {
    const v = params.get(f.param)?.trim().slice(0, FILTER_MAX);
    if (v) filters[f.param] = v;
  }
  return {
    printer: (params.get("printer") ?? "").trim().slice(0, PRINTER_QUERY_MAX),
    kind: SUPPLY_KINDS.includes(kind as SupplyKind) ? (kind as SupplyKind) : null,
    filters,
  };
}

/** Printers offered on the finder's first screen, at most. */
const CHOOSER_PRINTERS = 80;

/**
 * Printers with an active supply that fits, by brand then name: the finder's first screen, read once
 * per content version. The pairs drive the read (CROSS JOIN keeps SQLite from starting at the
 * products, which at 100,000 of them meant checking every active product against every other:
 * minutes for one request); its cost follows the number of pairs, not the catalogue.
 */
const choosablePrinters = perContentVersion(
  () =>
    db.sqlite
      .prepare(
        `SELECT p.id, p.name, p.slug, p.model, p.image, b.display_name AS brand
         FROM (SELECT DISTINCT f.printer_id AS id
               FROM product_fits f CROSS JOIN products s ON s.id = f.supply_id
               WHERE s.status = ${PUBLIC_SQL}) fit
         CROSS JOIN products p ON p.id = fit.id
         LEFT JOIN brands b ON b.id = p.brand_id
         WHERE p.status = ${PUBLIC_SQL}
         ORDER BY coalesce(b.display_name, p.name), p.name LIMIT ${CHOOSER_PRINTERS}`,
      )
      .all() as PrinterMatch[],
);

/**
 * Every public printer with an active supply that fits, by slug, with when it last changed: the
 * sitemap lists each one's supplies page (/supplies?printer=slug has its own canonical address).
 */
export function listPrinterPathsWithSupplies(): { slug: string; updated_at: string }[] {
  return db.sqlite
    .prepare(
      `SELECT p.slug, p.updated_at
       FROM (SELECT DISTINCT f.printer_id AS id
             FROM product_fits f CROSS JOIN products s ON s.id = f.supply_id
             WHERE s.status = ${PUBLIC_SQL}) fit
       CROSS JOIN products p ON p.id = fit.id
       WHERE p.status = ${PUBLIC_SQL}
       ORDER BY p.slug`,
    )
    .all() as { slug: string; updated_at: string }[];
}

/** Printers with something that fits, to choose from when nothing is typed yet (bounded). */
export function printersWithSupplies(limit = CHOOSER_PRINTERS): PrinterMatch[] {
  return choosablePrinters().slice(0, limit);
}

/**
 * Everything the finder shows for a query: the printer chosen (or the printers to choose from), the
 * kinds and filter values its supplies have, with counts, and the supplies that pass the filters,
 * grouped by kind.
 */
export function supplyFinder(query: FinderQuery) {
  if (!query.printer) return { state: "start" as const, printers: printersWithSupplies() };
  const bySlug = getPublicPrinterBySlug(query.printer.toLowerCase());
  const matches = bySlug ? [] : findPrinters(query.printer);
  const chosen = bySlug ?? (matches.length === 1 ? getProductById(matches[0].id) : undefined);
  if (!chosen) {
    return matches.length > 1
      ? { state: "choose" as const, printers: matches }
      : { state: "none" as const, printers: printersWithSupplies(12) };
  }
  const all = suppliesOf(chosen.id);
  const ofKind = query.kind ? all.filter((p) => p.kind === query.kind) : all;
  const passes = (p: FitProduct, skip?: string) =>
    FINDER_FILTERS.every(
      (f) => f.param === skip || !query.filters[f.param] || f.value(p) === query.filters[f.param],
    );
  const kinds = SUPPLY_KINDS.map((kind) => ({
    kind,
    label: SUPPLY_KIND_LABELS[kind],
    count: all.filter((p) => p.kind === kind && passes(p)).length,
  })).filter((k) => all.some((p) => p.kind === k.kind));
  // Each filter's values are counted with the other filters applied, so every link leads somewhere.
  const facets = FINDER_FILTERS.map((f) => {
    const counts = new Map<string, number>();
    for (const p of ofKind) {
      const v = f.value(p);
      if (v && passes(p, f.param)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const chosenValue = query.filters[f.param];
    if (chosenValue && !counts.has(chosenValue)) counts.set(chosenValue, 0);
    return {
      param: f.param,
      label: f.label,
      values: [...counts]
        .sort((a, b) => a[0].localeCompare(b[0], "en", { numeric: true }))
        .map(([value, count]) => ({ value, label: valueLabel(f.param, value), count })),
    };
  }).filter((f) => f.values.length > 0);
  const shown = ofKind.filter((p) => passes(p));
  return {
    state: "printer" as const,
    printer: {
      id: chosen.id,
      name: chosen.name,
      slug: chosen.slug,
      model: chosen.model,
      image: shownPicture(chosen.image),
      brand: chosen.brand,
    },
    total: all.length,
    kinds,
    facets,
    groups: groupByKind(shown).map((g) => ({
      kind: g.kind,
      label: SUPPLY_KIND_LABELS[g.kind],
      items: g.products.map(toFitCard),
    })),
  };
}

export type FinderResult = ReturnType<typeof supplyFinder>;

// ---------------------------------------------------------------------------------------------
// The product form's part: each list is the pairs kept (ticked, by slug) and the lines typed

/**
 * A form post's lists as the one field the input rule reads: the ticked pairs (a list with every
 * tick cleared is an empty list, so the form says it drew it) and the names or models typed, one a
 * line. A post without the form's fields (/api, a bulk change) is left as it is.
 */
export function fitListsFromForm(sent: Record<string, string>): Record<string, string> {
  let out = sent;
  for (const field of Object.values(FIT_FIELDS)) {
    const names = fitFormFields(field);
    if (!Object.hasOwn(sent, names.drawn)) continue;
    const pick = new RegExp(`^${field}_pick_\\d{1,3}$`);
    const kept = Object.entries(sent)
      .filter(([k, v]) => pick.test(k) && v.trim())
      .map(([, v]) => v.trim());
    const typed = splitFitTerms(sent[names.add] ?? "");
    out = { ...out, [field]: [...new Set([...kept, ...typed])].join("\n") };
  }
  return out;
}

/** The name and model of the products these slugs name, in the order given (unknown ones left out). */
export function fitLabels(slugs: string[]): { slug: string; name: string; model: string | null }[] {
  if (slugs.length === 0) return [];
  const rows = db.sqlite
    .prepare(
      "SELECT slug, name, model FROM products WHERE slug IN (SELECT value FROM json_each(?))",
    )
    .all(JSON.stringify(slugs.slice(0, MAX_FIT_TERMS))) as {
    slug: string;
    name: string;
    model: string | null;
  }[];
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.flatMap((s) => bySlug.get(s) ?? []);
}

/** The products a staff member may pair, as the form's search box suggests them: on one side. */
export function fitOptions(
  found: FitCandidate[],
  want: "printer" | "supply",
  limit = 8,
): { slug: string; name: string; model: string | null }[] {
  return found
    .filter((c) => onSide(c.category, want))
    .slice(0, limit)
    .map(({ slug, name, model }) => ({ slug, name, model }));
}
