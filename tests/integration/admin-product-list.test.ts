import { beforeAll, describe, expect, it } from "vitest";
import { parseProductQuery, productQueryString } from "~/lib/admin-product-query";
import { loader as listLoader } from "~/routes/admin/products";
import { loader as formLoader } from "~/routes/admin/product-form";
import { db } from "~/server/db.server";
import { createBrand } from "~/server/models/brands.server";
import { createCategory } from "~/server/models/categories.server";
import { listAdminProducts, productTodoCounts } from "~/server/models/product-admin-list.server";
import { createProduct } from "~/server/models/products.server";
import { adminCookie, args, BASE, ensureAdminUser, unwrap } from "./admin-test-helpers";

// The admin products list's query: only known sorts and filters reach SQL, each as a fixed column or
// a bound value. The four products are only read here (the counts below are of them alone); the bulk
// changes, which write, are tested in admin-product-list-bulk.test.ts with products of their own.

let cookie: string;
const ids: Record<string, number> = {};

function authed(request: Request) {
  request.headers.set("Cookie", cookie);
  request.headers.set("Sec-Fetch-Site", "same-origin");
  return request;
}

const base = {
  short_description: "A product for the list tests",
  description: "Described well enough.",
};

type ListPage = { page: { items: { name: string }[]; total: number; perPage: number } };
const names = async (qs: string) =>
  unwrap<ListPage>(
    await listLoader(args(authed(new Request(`${BASE}/admin/products${qs}`)))),
  ).data.page.items.map((p) => p.name);

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "list-printers", display_name: "List Printers" });
  createCategory({ name: "list-ribbons", display_name: "List Ribbons" });
  const zebra = createBrand({ name: "list-zebra", display_name: "Zebra" }).id;
  const tsc = createBrand({ name: "list-tsc", display_name: "TSC" }).id;
  const rows = [
    {
      name: "Alpha Printer",
      model: "A-1",
      price: 300,
      brand_id: zebra,
      image: "a.png",
      specifications: "Speed: 6 ips",
      meta_title: "T",
      meta_description: "D",
    },
    {
      name: "Bravo Printer",
      model: "B-2",
      price: 100,
      brand_id: tsc,
      in_stock: false,
      specifications: "",
    },
    {
      name: "Charlie Ribbon",
      model: "C-3",
      price: null,
      category: "list-ribbons",
      status: "inactive" as const,
      image: "c.png",
      meta_title: "T",
    },
    {
      name: "Delta Printer",
      model: "D-4",
      price: 200,
      brand_id: zebra,
      featured: true,
      image: "d.png",
      specifications: "Speed: 8 ips",
      meta_title: "T",
      meta_description: "D",
    },
  ];
  for (const r of rows) {
    const slug = r.name.toLowerCase().replace(/ /g, "-");
    ids[r.name] = createProduct({ ...base, category: "list-printers", slug, ...r }).id;
  }
});

describe("the list's query string", () => {
  it("keeps only known values: hostile sorts, directions, filters and sizes fall back to the defaults", () => {
    const hostile = new URLSearchParams({
      sort: "name; DROP TABLE products; --",
      dir: "sideways",
      status: "active' OR '1'='1",
      stock: "maybe",
      brand: "1 OR 1=1",
      missing: "password",
      featured: "1",
      per: "100000",
      page: "-3",
      q: "x".repeat(500),
    });
    expect(parseProductQuery(hostile)).toEqual({
      q: "x".repeat(200),
      status: null,
      stock: null,
      brand: null,
      category: null,
      missing: null,
      featured: null,
      sort: "updated",
      dir: "desc",
      per: 25,
      page: 1,
    });
    // Prototype keys are not operations or sorts.
    expect(parseProductQuery(new URLSearchParams("sort=constructor&per=__proto__")).sort).toBe(
      "updated",
    );
  });

  it("round-trips a state through the URL, defaults left out", () => {
    const q = parseProductQuery(
      new URLSearchParams(
        "q=ribbon&category=labels&status=inactive&stock=out&brand=3&missing=meta&sort=price&dir=desc&per=50&page=2",
      ),
    );
    expect(productQueryString(q)).toBe(
      "?q=ribbon&category=labels&status=inactive&stock=out&brand=3&missing=meta&sort=price&dir=desc&per=50&page=2",
    );
    expect(parseProductQuery(new URLSearchParams(productQueryString(q).slice(1)))).toEqual(q);
    expect(productQueryString(parseProductQuery(new URLSearchParams()))).toBe("");
  });

  it("a hostile address is an ordinary page (200) and the table is still there", async () => {
    const res = await listLoader(
      args(
        authed(
          new Request(
            `${BASE}/admin/products?category=${encodeURIComponent("x' OR 1=1 --")}&sort=${encodeURIComponent("(select 1)")}&q=${encodeURIComponent("%_\\'\"")}`,
          ),
        ),
      ),
    );
    const { data } = unwrap<ListPage>(res);
    expect(data.page.total).toBe(0);
    expect(db.sqlite.prepare("SELECT count(*) AS n FROM products").get()).toEqual({ n: 4 });
  });
});

describe("sorting and filtering", () => {
  it("sorts by each column both ways; products without a price come last either way", async () => {
    const only = "&category=list-printers";
    expect(await names(`?sort=name&dir=asc${only}`)).toEqual([
      "Alpha Printer",
      "Bravo Printer",
      "Delta Printer",
    ]);
    expect(await names(`?sort=name&dir=desc${only}`)).toEqual([
      "Delta Printer",
      "Bravo Printer",
      "Alpha Printer",
    ]);
    const all = (qs: string) => names(`?${qs}`);
    expect(await all("sort=price&dir=asc")).toEqual([
      "Bravo Printer",
      "Delta Printer",
      "Alpha Printer",
      "Charlie Ribbon",
    ]);
    expect(await all("sort=price&dir=desc")).toEqual([
      "Alpha Printer",
      "Delta Printer",
      "Bravo Printer",
      "Charlie Ribbon",
    ]);
    expect((await all("sort=brand&dir=asc"))[0]).toBe("Charlie Ribbon");
    expect((await all("sort=brand&dir=desc")).slice(0, 2)).toEqual([
      "Delta Printer",
      "Alpha Printer",
    ]);
    expect((await all("sort=model&dir=desc"))[0]).toBe("Delta Printer");
    expect((await all("sort=category&dir=desc"))[0]).toBe("Charlie Ribbon");
    expect((await all("sort=stock&dir=asc"))[0]).toBe("Bravo Printer");
    expect((await all("sort=status&dir=desc"))[0]).toBe("Charlie Ribbon");
    for (const sort of [
      "updated",
      "name",
      "model",
      "brand",
      "category",
      "price",
      "stock",
      "status",
    ])
      expect(await all(`sort=${sort}`)).toHaveLength(4);
  });

  it("filters by status, stock, brand, featured, search and what is missing", async () => {
    const zebra = db.sqlite.prepare("SELECT id FROM brands WHERE name = 'list-zebra'").get() as {
      id: number;
    };
    expect(await names("?status=inactive")).toEqual(["Charlie Ribbon"]);
    expect(await names("?stock=out")).toEqual(["Bravo Printer"]);
    expect(await names(`?brand=${zebra.id}&sort=name&dir=asc`)).toEqual([
      "Alpha Printer",
      "Delta Printer",
    ]);
    expect(await names("?brand=none")).toEqual(["Charlie Ribbon"]);
    expect(await names("?featured=yes")).toEqual(["Delta Printer"]);
    expect(await names("?q=C-3")).toEqual(["Charlie Ribbon"]);
    expect(await names("?missing=image")).toEqual(["Bravo Printer"]);
    expect(await names("?missing=specs&sort=name&dir=asc")).toEqual([
      "Bravo Printer",
      "Charlie Ribbon",
    ]);
    expect(await names("?missing=meta&sort=name&dir=asc")).toEqual([
      "Bravo Printer",
      "Charlie Ribbon",
    ]);
    // No price (and not "price on request") and no HSN code: what a GST quotation needs.
    expect(await names("?missing=price")).toEqual(["Charlie Ribbon"]);
    expect(await names("?missing=hsn")).toHaveLength(4);
    expect(productTodoCounts()).toEqual({
      outOfStock: 1,
      inactive: 1,
      noImage: 1,
      noPrice: 1,
      noHsn: 4,
      noSpecs: 2,
      noMeta: 2,
    });
  });

  it("pages by 10, 25, 50 or 100 only", () => {
    for (const per of [10, 25, 50, 100])
      expect(listAdminProducts(parseProductQuery(new URLSearchParams(`per=${per}`))).perPage).toBe(
        per,
      );
    expect(listAdminProducts(parseProductQuery(new URLSearchParams("per=7"))).perPage).toBe(25);
  });
});

describe("duplicate", () => {
  it("opens the add form with the product's values, renamed, a free slug, nothing saved", async () => {
    const before = db.sqlite.prepare("SELECT count(*) AS n FROM products").get();
    const { data } = unwrap<{
      product: null;
      copy: { from: string; values: Record<string, string> } | null;
    }>(
      await formLoader(
        args(authed(new Request(`${BASE}/admin/products/new?from=${ids["Alpha Printer"]}`))),
      ),
    );
    expect(data.product).toBeNull();
    expect(data.copy?.values).toMatchObject({
      name: "Alpha Printer (copy)",
      slug: "alpha-printer-copy",
      model: "A-1",
      specifications: "Speed: 6 ips",
    });
    expect(db.sqlite.prepare("SELECT count(*) AS n FROM products").get()).toEqual(before);
    const none = unwrap<{ copy: unknown }>(
      await formLoader(args(authed(new Request(`${BASE}/admin/products/new?from=abc`)))),
    );
    expect(none.data.copy).toBeNull();
  });
});
