import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
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

beforeAll(() => {
  createCategory({ name: "sync-printers", display_name: "Sync Printers" });
  createCategory({ name: "sync-labels", display_name: "Sync Labels" });
});

describe("the search index follows every product write", () => {
  it("finds a product as soon as it is created", () => {
    expect(found("Platypus")).toEqual([]);
    createProduct({
      ...base,
      name: "Platypus PX-900 Printer",
      slug: "platypus",
      category: "sync-printers",
      model: "PX-900",
    });
    expect(found("Platypus")).toEqual(["platypus"]);
    expect(found("px900")).toEqual(["platypus"]);
    expectIndexInStep();
  });

  it("follows an update of the name, model and description", () => {
    const p = createProduct({
      ...base,
      name: "Echidna E1",
      slug: "echidna",
      category: "sync-printers",
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
    const p = createProduct({
      ...base,
      name: "Wallaby W3",
      slug: "wallaby",
      category: "sync-printers",
    });
    updateProduct(p.id, { status: "inactive" });
    expect(found("Wallaby")).toEqual([]);
    expectIndexInStep();
    updateProduct(p.id, { status: "active" });
    expect(found("Wallaby")).toEqual(["wallaby"]);
    expectIndexInStep();
  });

  it("never indexes a product created inactive", () => {
    createProduct({
      ...base,
      name: "Dingo D4",
      slug: "dingo",
      category: "sync-printers",
      status: "inactive",
    });
    expect(found("Dingo")).toEqual([]);
    expectIndexInStep();
  });

  it("follows stock, featured, price and category changes in filters and sorts", () => {
    const p = createProduct({
      ...base,
      name: "Koala K5",
      slug: "koala",
      category: "sync-printers",
      price: 100,
    });
    updateProduct(p.id, { in_stock: false, featured: true, price: 5, category: "sync-labels" });
    const [r] = searchProductList("Koala");
    expect(r).toMatchObject({ in_stock: false, featured: true, price: 5, category: "sync-labels" });
    expect(r.category_display_name).toBe("Sync Labels");
    expect(searchProducts("Koala", { inStock: true }).total).toBe(0);
    expect(searchProducts("Koala", { category: "sync-printers" }).total).toBe(0);
    expect(searchProducts("Koala", { category: "sync-labels" }).total).toBe(1);
    expectIndexInStep();
  });

  it("forgets a deleted product, one or several at a time", () => {
    const a = createProduct({
      ...base,
      name: "Quoll Q6",
      slug: "quoll",
      category: "sync-printers",
    });
    const b = createProduct({
      ...base,
      name: "Quoll Q7",
      slug: "quoll-7",
      category: "sync-printers",
    });
    const c = createProduct({
      ...base,
      name: "Quoll Q8",
      slug: "quoll-8",
      category: "sync-printers",
    });
    deleteProduct(a.id);
    expect(found("Quoll").sort()).toEqual(["quoll-7", "quoll-8"]);
    deleteProducts([b.id, c.id]);
    expect(found("Quoll")).toEqual([]);
    expectIndexInStep();
  });

  it("follows a category's display name, for search words and results", () => {
    createProduct({ ...base, name: "Possum P9", slug: "possum", category: "sync-labels" });
    const category = getCategoryByName("sync-labels")!;
    updateCategory(category.id, { display_name: "Marsupial Stickers" });
    expect(found("Marsupial Stickers")).toContain("possum");
    // The old name's words no longer find it together (a relaxed search may still offer it by one
    // of them, and says so).
    const old = searchProducts("Sync Labels");
    expect(old.dropped.length > 0 || !old.items.some((r) => r.slug === "possum")).toBe(true);
    expect(searchProductList("Possum")[0].category_display_name).toBe("Marsupial Stickers");
    expect(searchProducts("Possum").categories).toEqual([
      { name: "sync-labels", display_name: "Marsupial Stickers" },
    ]);
    expectIndexInStep();
  });

  it("follows a category's name change carried to its products", () => {
    const category = getCategoryByName("sync-printers")!;
    updateCategory(category.id, { name: "sync-machines", display_name: "Sync Machines" });
    const page = searchProducts("Platypus", { category: "sync-machines" });
    expect(page.items.map((r) => r.slug)).toEqual(["platypus"]);
    expect(page.items[0].category_display_name).toBe("Sync Machines");
    expectIndexInStep();
  });

  it("indexes a bulk insert in one transaction (as an import does), and nothing of a rolled-back one", () => {
    db.transaction((tx) => {
      tx.insert(products)
        .values(
          Array.from({ length: 25 }, (_, i) => ({
            ...base,
            name: `Bandicoot ${i + 1}`,
            slug: `bandicoot-${i + 1}`,
            category: "sync-machines",
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
            category: "sync-machines",
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
    const csv = (rows: string[]) =>
      new TextEncoder().encode(
        ["name,slug,category,short_description,description,model,status", ...rows].join("\n"),
      );
    applyImport(
      prepareImport(
        csv([
          "Cassowary CW-100 Printer,cassowary,sync-machines,Short,Imported text,CW-100,active",
          "Emu EM-200 Printer,emu,sync-machines,Short,Imported text,EM-200,active",
        ]),
        "products",
      ),
    );
    expect(found("cw100")).toEqual(["cassowary"]);
    expect(found("Emu")).toEqual(["emu"]);
    applyImport(
      prepareImport(
        csv([
          "Cassowary CW-300 Printer,cassowary,sync-machines,Short,Imported again,CW-300,active",
          "Emu EM-200 Printer,emu,sync-machines,Short,Imported text,EM-200,inactive",
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
    expect(found("Kangaroo")).toEqual([]);
    const other = new Database(process.env.DATABASE_PATH!);
    try {
      other
        .prepare(
          "INSERT INTO products (name, slug, category, short_description, description) VALUES (?, ?, ?, ?, ?)",
        )
        .run("Kangaroo K1", "kangaroo", "sync-machines", "Hops.", "A printer that hops.");
    } finally {
      other.close();
    }
    expect(found("Kangaroo")).toEqual(["kangaroo"]);
    expectIndexInStep();
  });

  it("rebuilds to the same state it keeps by itself", () => {
    const before = searchProductList("bandicoot").map((r) => r.slug);
    const counts = indexCounts();
    expect(rebuildSearchIndex()).toBe(counts.active);
    expect(searchProductList("bandicoot").map((r) => r.slug)).toEqual(before);
    expectIndexInStep();
  });
});
