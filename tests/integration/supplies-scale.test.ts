import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/site/supplies";
import { db } from "~/server/db.server";
import { findPrinters, printersWithSupplies } from "~/server/models/fits.server";
import { preparedDuring } from "./statement-capture";

// The supplies finder's first screen (/supplies, nothing typed) in a large catalogue: the printers
// that have an active supply fitting them, read from the pairs, never by checking every product
// against every other (at 100,000 products that took minutes for one anonymous request).

const PRINTERS = "scale-desktop-printers";
const RIBBONS = "scale-ribbons";

const insert = db.sqlite.prepare(
  `INSERT INTO products (name, slug, category, short_description, description, in_stock, status)
   VALUES (@slug, @slug, @category, 's', 'd', 1, @status)`,
);
const idOf = (slug: string) =>
  db.sqlite.prepare("SELECT id FROM products WHERE slug = ?").pluck().get(slug) as number;
const pair = (printer: string, supply: string) =>
  db.sqlite
    .prepare("INSERT INTO product_fits (printer_id, supply_id) VALUES (?, ?)")
    .run(idOf(printer), idOf(supply));

beforeAll(() => {
  for (const name of [PRINTERS, RIBBONS])
    db.sqlite
      .prepare("INSERT INTO categories (name, display_name) VALUES (?, ?)")
      .run(name, name.toUpperCase());
  db.sqlite.transaction(() => {
    // Many products with no pairs at all: what the old read checked one against another.
    for (let i = 0; i < 2000; i++)
      insert.run({
        slug: `sc-printer-${String(i).padStart(4, "0")}`,
        category: PRINTERS,
        status: "active",
      });
    for (let i = 0; i < 2000; i++)
      insert.run({
        slug: `sc-ribbon-${String(i).padStart(4, "0")}`,
        category: RIBBONS,
        status: "active",
      });
    insert.run({ slug: "sc-ribbon-draft", category: RIBBONS, status: "draft" });
    insert.run({ slug: "sc-printer-draft", category: PRINTERS, status: "draft" });
  })();
  pair("sc-printer-0001", "sc-ribbon-0001");
  pair("sc-printer-0001", "sc-ribbon-0002");
  pair("sc-printer-0002", "sc-ribbon-0003");
  // Only a draft fits this one, and this printer is a draft itself: neither is offered.
  pair("sc-printer-0003", "sc-ribbon-draft");
  pair("sc-printer-draft", "sc-ribbon-0004");
});

const ours = () =>
  printersWithSupplies()
    .map((p) => p.slug)
    .filter((s) => s.startsWith("sc-"));

describe("the supplies finder's printers at scale", () => {
  it("offers the active printers with an active supply, each once, by name", () => {
    expect(ours()).toEqual(["sc-printer-0001", "sc-printer-0002"]);
    expect(printersWithSupplies(1)).toHaveLength(1);
  });

  it("follows a save at once (the kept list is made again when the content changes)", () => {
    pair("sc-printer-0005", "sc-ribbon-0005");
    expect(ours()).toEqual(["sc-printer-0001", "sc-printer-0002", "sc-printer-0005"]);
    db.sqlite.prepare("UPDATE products SET status = 'draft' WHERE slug = ?").run("sc-ribbon-0005");
    expect(ours()).toEqual(["sc-printer-0001", "sc-printer-0002"]);
  });

  it("reads products only by their key, starting from the pairs", () => {
    // A save first, so the list is read again below.
    db.sqlite.prepare("UPDATE products SET in_stock = 0 WHERE slug = ?").run("sc-printer-0009");
    const { statements } = preparedDuring(() => printersWithSupplies());
    const reads = statements.filter((s) => /\bproduct_fits\b/.test(s));
    expect(reads).toHaveLength(1);
    const plan = (
      db.sqlite.prepare(`EXPLAIN QUERY PLAN ${reads[0]}`).all() as { detail: string }[]
    ).map((r) => r.detail);
    // The products (as p and s) are only ever looked up by id; nothing walks them by status.
    const productSteps = plan.filter((d) => /^(SCAN|SEARCH) (p|s)\b/.test(d));
    expect(productSteps.length).toBe(2);
    for (const step of productSteps) expect(step).toMatch(/USING INTEGER PRIMARY KEY/);
  });

  it("a typed model is looked up among the active printers, and follows a save at once", () => {
    db.sqlite
      .prepare("UPDATE products SET model = ? WHERE slug = ?")
      .run("ZX-1234t", "sc-printer-0042");
    db.sqlite
      .prepare("UPDATE products SET model = ? WHERE slug = ?")
      .run("ZX-1234", "sc-printer-draft");
    expect(findPrinters("zx 1234").map((p) => p.slug)).toEqual(["sc-printer-0042"]);
    expect(findPrinters("sc-printer-0007").map((p) => p.slug)).toEqual(["sc-printer-0007"]);
    db.sqlite.prepare("UPDATE products SET status = 'draft' WHERE slug = ?").run("sc-printer-0042");
    expect(findPrinters("zx 1234")).toEqual([]);
  });

  it("the page's loader answers with the printers to choose from", async () => {
    const data = await loader({
      request: new Request("http://localhost/supplies"),
      params: {},
      context: {},
    } as never);
    expect(data.result.state).toBe("start");
    const slugs = data.models.map((m) => m.slug);
    expect(slugs).toContain("sc-printer-0001");
    expect(slugs).not.toContain("sc-printer-0003");
  });
});
