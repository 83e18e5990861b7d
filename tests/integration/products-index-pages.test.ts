import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/site/products-index";
import { db } from "~/server/db.server";

// /products at a catalogue of many categories: every category's link and count on every page, the
// sections with their cards eight categories a page, so a page's size does not grow with the
// number of categories.

type Data = {
  index: { name: string; total: number; href: string }[];
  categories: { name: string; total: number; products: { slug: string }[] }[];
  page: number;
  pageCount: number;
  total: number;
};

const at = async (path: string) =>
  (await loader({ request: new Request(`http://localhost${path}`) } as never)) as Data;

beforeAll(() => {
  const category = db.sqlite.prepare("INSERT INTO categories (name, display_name) VALUES (?, ?)");
  const product = db.sqlite.prepare(
    `INSERT INTO products (name, slug, category, short_description, description, in_stock, status)
     VALUES (@slug, @slug, @category, 's', 'd', 1, @status)`,
  );
  db.sqlite.transaction(() => {
    for (let i = 1; i <= 30; i++) {
      const name = `many-${String(i).padStart(2, "0")}`;
      category.run(name, `Many ${i}`);
      for (let j = 1; j <= i % 6; j++)
        product.run({ slug: `${name}-p${j}`, category: name, status: "active" });
    }
    // A category whose only product is a draft is not listed at all.
    category.run("only-drafts", "Only Drafts");
    product.run({ slug: "a-draft", category: "only-drafts", status: "draft" });
  })();
});

describe("/products with many categories", () => {
  it("lists every category with its count on each page, and eight sections a page", async () => {
    const first = await at("/products");
    const listed = first.index.map((c) => c.name);
    // 30 categories, every sixth with no products: 25 listed.
    expect(listed).toHaveLength(25);
    expect(listed).not.toContain("only-drafts");
    expect(first.total).toBe(first.index.reduce((n, c) => n + c.total, 0));
    expect(first.page).toBe(1);
    expect(first.pageCount).toBe(4);
    expect(first.categories).toHaveLength(8);

    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const data = await at(`/products?page=${page}`);
      expect(data.index.map((c) => c.name)).toEqual(listed);
      expect(data.page).toBe(page);
      for (const c of data.categories) {
        expect(c.products.length).toBe(Math.min(4, c.total));
        seen.push(c.name);
      }
    }
    // Each category's section is on exactly one page, in the index's order.
    expect(seen).toEqual(listed);
  });

  it.each([
    ["?page=99", 4],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=abc", 1],
    ["?page=1.5", 1],
    ["?page=1e400", 1],
    ["?page=99999999999999999999", 4],
  ])("reads %s as page %i", async (query, page) => {
    const data = await at(`/products${query}`);
    expect(data.page).toBe(page);
    expect(data.categories.length).toBeGreaterThan(0);
  });
});
