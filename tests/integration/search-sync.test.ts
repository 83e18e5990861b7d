import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { products } from "~/server/db/schema";
import {
  createCategory,
  getCategoryByName,
  updateCategory,
} from "~/server/models/categories.server";
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  updateProduct,
} from "~/server/models/products.server";
import { applyImport, prepareImport } from "~/server/import/import.server";
import {
  rebuildSearchIndex,
  searchProductList,
  searchProducts,
} from "~/server/search/engine.server";

// The index is kept in step by triggers (drizzle/0001_search_fts.sql): these tests write only through
// the model functions and plain inserts, never through the search module, and then search.

const base = { short_description: "For the sync tests.", description: "Nothing special here." };
const found = (q: string) => searchProductList(q).map((r) => r.slug);

function indexCounts() {
  const n = (sql: string) => db.sqlite.prepare(sql).pluck().get() as number;
  return {
    active: n("SELECT count(*) FROM products WHERE status = 'active'"),
    fts: n("SELECT count(*) FROM products_fts"),
    narrow: n("SELECT count(*) FROM products_search"),
  };
}

function expectIndexInStep() {
  const c = indexCounts();
  expect(c.fts).toBe(c.active);
  expect(c.narrow).toBe(c.active);
  // FTS5's own check that the index matches its stored content.
  expect(() =>
    db.sqlite.prepare("INSERT INTO products_fts (products_fts) VALUES ('integrity-check')").run(),
  ).not.toThrow();
}

// Each test makes its own categories (a test below renames one) and products named after an animal no
// other test uses, so it passes alone and in any order.
let categoriesMade = 0;
function makeCategory(display_name: string): string {
  categoriesMade += 1;
  return createCategory({ name: `sync-${categoriesMade}-${Date.now()}`, display_name }).name;
}

describe("the search index follows every product write", () => {
  it("finds a product as soon as it is created", () => {
    const printers = makeCategory("Sync Printers");
    expect(found("Platypus")).toEqual([]);
    createProduct({
      ...base,
      name: "Platypus PX-900 Printer",
      slug: "platypus",
      category: printers,
      model: "PX-900",
    });
    expect(found("Platypus")).toEqual(["platypus"]);
    expect(found("px900")).toEqual(["platypus"]);
    expectIndexInStep();
  });

  it("follows an update of the name, model and description", () => {
    const printers = makeCategory("Sync Printers");
    const p = createProduct({
      ...base,
      name: "Echidna E1",
      slug: "echidna",
      category: printers,
    });
    updateProduct(p.id, {
      name: "Bilby B2",
      model: "BB-22",
      description: "Now with a kookaburra mode.",
    });
    expect(found("Echidna")).toEqual([]);
    expect(found("Bilby")).toEqual(["echidna"]);
    expect(found("bb22")).toEqual(["echidna"]);
    expect(found("kookaburra")).toEqual(["echidna"]);
    expectIndexInStep();
  });

  it("drops a product that becomes inactive, and takes it back when active again", () => {
    const printers = makeCategory("Sync Printers");
    const p = createProduct({
      ...base,
      name: "Wallaby W3",
      slug: "wallaby",
      category: printers,
    });
    updateProduct(p.id, { status: "inactive" });
    expect(found("Wallaby")).toEqual([]);
    expectIndexInStep();
    updateProduct(p.id, { status: "active" });
    expect(found("Wallaby")).toEqual(["wallaby"]);
    expectIndexInStep();
  });

  it("never indexes a product created inactive", () => {
    const printers = makeCategory("Sync Printers");
    createProduct({
      ...base,
      name: "Dingo D4",
      slug: "dingo",
      category: printers,
      status: "inactive",
    });
    expect(found("Dingo")).toEqual([]);
    expectIndexInStep();
  });

  it("follows stock, featured, price and category changes in filters and sorts", () => {
    const printers = makeCategory("Sync Printers");
    const labels = makeCategory("Sync Labels");
    const p = createProduct({
      ...base,
      name: "Koala K5",
      slug: "koala",
      category: printers,
      price: 100,
    });
    updateProduct(p.id, { in_stock: false, featured: true, price: 5, category: labels });
    const [r] = searchProductList("Koala");
    expect(r).toMatchObject({ in_stock: false, featured: true, price: 5, category: labels });
    expect(r.category_display_name).toBe("Sync Labels");
    expect(searchProducts("Koala", { inStock: true }).total).toBe(0);
    expect(searchProducts("Koala", { category: printers }).total).toBe(0);
    expect(searchProducts("Koala", { category: labels }).total).toBe(1);
    expectIndexInStep();
  });

  it("forgets a deleted product, one or several at a time", () => {
    const printers = makeCategory("Sync Printers");
    const a = createProduct({
      ...base,
      name: "Quoll Q6",
      slug: "quoll",
      category: printers,
    });
    const b = createProduct({
      ...base,
      name: "Quoll Q7",
      slug: "quoll-7",
      category: printers,
    });
    const c = createProduct({
      ...base,
      name: "Quoll Q8",
      slug: "quoll-8",
      category: printers,
    });
    deleteProduct(a.id);
    expect(found("Quoll").sort()).toEqual(["quoll-7", "quoll-8"]);
    deleteProducts([b.id, c.id]);
    expect(found("Quoll")).toEqual([]);
    expectIndexInStep();
  });

  it("follows a category's display name, for search words and results", () => {
    const labels = makeCategory("Sync Labels");
    createProduct({ ...base, name: "Possum P9", slug: "possum", category: labels });
    const category = getCategoryByName(labels)!;
    updateCategory(category.id, { display_name: "Marsupial Stickers" });
    expect(found("Marsupial Stickers")).toContain("possum");
    // The old name's words no longer find it together (a relaxed search may still offer it by one
    // of them, and says so).
    const old = searchProducts("Sync Labels");
    expect(old.dropped.length > 0 || !old.items.some((r) => r.slug === "possum")).toBe(true);
    expect(searchProductList("Possum")[0].category_display_name).toBe("Marsupial Stickers");
    expect(searchProducts("Possum").categories).toEqual([
      { name: labels, display_name: "Marsupial Stickers" },
    ]);
    expectIndexInStep();
  });

  it("follows a category's name change carried to its products", () => {
    const printers = makeCategory("Sync Printers");
    createProduct({ ...base, name: "Wombat WB-10 Printer", slug: "wombat", category: printers });
    const category = getCategoryByName(printers)!;
    const renamed = `${printers}-renamed`;
    updateCategory(category.id, { name: renamed, display_name: "Sync Machines" });
    expect(searchProducts("Wombat", { category: printers }).total).toBe(0);
    const page = searchProducts("Wombat", { category: renamed });
    expect(page.items.map((r) => r.slug)).toEqual(["wombat"]);
    expect(page.items[0].category_display_name).toBe("Sync Machines");
    expectIndexInStep();
  });

  it("indexes a bulk insert in one transaction (as an import does), and nothing of a rolled-back one", () => {
    const machines = makeCategory("Sync Machines");
    db.transaction((tx) => {
      tx.insert(products)
        .values(
          Array.from({ length: 25 }, (_, i) => ({
            ...base,
            name: `Bandicoot ${i + 1}`,
            slug: `bandicoot-${i + 1}`,
            category: machines,
          })),
        )
        .run();
    });
    expect(searchProducts("bandicoot").total).toBe(25);
    expect(() =>
      db.transaction((tx) => {
        tx.insert(products)
          .values({
            ...base,
            name: "Numbat Ghost",
            slug: "numbat-ghost",
            category: machines,
          })
          .run();
        expect(found("Numbat Ghost")).toEqual(["numbat-ghost"]);
        throw new Error("import failed half-way");
      }),
    ).toThrow("import failed");
    expect(found("Numbat Ghost")).toEqual([]);
    expectIndexInStep();
  });

  it("follows a CSV import: new rows, updated rows and a row made inactive", () => {
    const machines = makeCategory("Sync Machines");
    const csv = (rows: string[]) =>
      new TextEncoder().encode(
        ["name,slug,category,short_description,description,model,status", ...rows].join("\n"),
      );
    applyImport(
      prepareImport(
        csv([
          `Cassowary CW-100 Printer,cassowary,${machines},Short,Imported text,CW-100,active`,
          `Emu EM-200 Printer,emu,${machines},Short,Imported text,EM-200,active`,
        ]),
        "products",
      ),
    );
    expect(found("cw100")).toEqual(["cassowary"]);
    expect(found("Emu")).toEqual(["emu"]);
    applyImport(
      prepareImport(
        csv([
          `Cassowary CW-300 Printer,cassowary,${machines},Short,Imported again,CW-300,active`,
          `Emu EM-200 Printer,emu,${machines},Short,Imported text,EM-200,inactive`,
        ]),
        "products",
      ),
    );
    expect(found("cw100")).toEqual([]);
    expect(found("cw-300")).toEqual(["cassowary"]);
    expect(found("Emu")).toEqual([]);
    expectIndexInStep();
  });

  it("sees at once a write committed by another connection (another server process)", () => {
    const machines = makeCategory("Sync Machines");
    expect(found("Kangaroo")).toEqual([]);
    const other = new Database(process.env.DATABASE_PATH!);
    try {
      other
        .prepare(
          "INSERT INTO products (name, slug, category, short_description, description) VALUES (?, ?, ?, ?, ?)",
        )
        .run("Kangaroo K1", "kangaroo", machines, "Hops.", "A printer that hops.");
    } finally {
      other.close();
    }
    expect(found("Kangaroo")).toEqual(["kangaroo"]);
    expectIndexInStep();
  });

  it("rebuilds to the same state it keeps by itself", () => {
    const machines = makeCategory("Sync Machines");
    for (const [i, status] of (["active", "active", "inactive"] as const).entries()) {
      createProduct({
        ...base,
        name: `Bettong ${i + 1}`,
        slug: `bettong-${i + 1}`,
        category: machines,
        status,
      });
    }
    const before = searchProductList("bettong").map((r) => r.slug);
    expect(before.sort()).toEqual(["bettong-1", "bettong-2"]);
    const counts = indexCounts();
    expect(rebuildSearchIndex()).toBe(counts.active);
    expect(searchProductList("bettong").map((r) => r.slug)).toEqual(before);
    expectIndexInStep();
  });
});
