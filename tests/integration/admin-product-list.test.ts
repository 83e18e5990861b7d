import { beforeAll, describe, expect, it } from "vitest";
import { parseProductQuery, productQueryString } from "~/lib/admin-product-query";
import { action as listAction, loader as listLoader } from "~/routes/admin/products";
import { loader as formLoader } from "~/routes/admin/product-form";
import { db } from "~/server/db.server";
import { createBrand } from "~/server/models/brands.server";
import { createCategory } from "~/server/models/categories.server";
import { listHistory } from "~/server/models/history.server";
import { listAdminProducts, productTodoCounts } from "~/server/models/product-admin-list.server";
import { createProduct, getProductById } from "~/server/models/products.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  unwrap,
} from "./admin-test-helpers";

// The admin products list's query: only known sorts and filters reach SQL, each as a fixed column or
// a bound value; bulk changes go through the save path in one transaction.

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

describe("bulk changes and the stock switch", () => {
  const post = (fields: Record<string, string | string[]>) =>
    listAction(args(authed(form("/admin/products", fields)))) as Promise<Response>;

  it("changes every checked product in one go, each recorded in History, and says how many", async () => {
    const checked = [ids["Alpha Printer"], ids["Bravo Printer"]].map(String);
    const res = await post({
      intent: "bulk",
      op: "feature",
      ids: checked,
      back: "/admin/products?stock=out",
    });
    expect(res.headers.get("Location")).toBe("/admin/products?stock=out");
    expect(await flashOf(res)).toEqual({ type: "success", message: "2 products featured." });
    expect(getProductById(ids["Alpha Printer"])!.featured).toBe(true);
    expect(getProductById(ids["Bravo Printer"])!.featured).toBe(true);
    const entries = listHistory({ kind: "products", itemId: ids["Alpha Printer"] }, 1, 10).items;
    expect(entries[0]).toMatchObject({ action: "update", actor: "admin" });

    const move = await post({ intent: "bulk", op: "move", to: "list-ribbons", ids: checked });
    expect(await flashOf(move)).toEqual({
      type: "success",
      message: "2 products moved to List Ribbons.",
    });
    expect(getProductById(ids["Bravo Printer"])!.category).toBe("list-ribbons");
    await post({ intent: "bulk", op: "move", to: "list-printers", ids: checked });

    // Already so: nothing written, and the message says so.
    const again = await post({ intent: "bulk", op: "activate", ids: checked });
    expect(await flashOf(again)).toEqual({
      type: "success",
      message: "0 products set to Active. 2 products already were.",
    });
  });

  it("refuses an unknown operation or category and a row that fails its checks, changing nothing", async () => {
    const checked = [ids["Alpha Printer"], ids["Delta Printer"]].map(String);
    const unknown = await post({ intent: "bulk", op: "drop table", ids: checked });
    expect(await flashOf(unknown)).toEqual({ type: "error", message: "Please choose an action." });
    const nowhere = await post({ intent: "bulk", op: "move", to: "no-such", ids: checked });
    expect((await flashOf(nowhere))?.type).toBe("error");

    // Delta's stored row breaks a rule (a too-short description written behind the form's back):
    // the bulk change stops at it and Alpha, checked first, is rolled back too.
    db.sqlite
      .prepare("UPDATE products SET short_description = '' WHERE id = ?")
      .run(ids["Delta Printer"]);
    const refused = await post({ intent: "bulk", op: "deactivate", ids: checked });
    const flash = await flashOf(refused);
    expect(flash?.type).toBe("error");
    expect(flash?.message).toMatch(/^Nothing was changed: "Delta Printer" could not be saved/);
    expect(getProductById(ids["Alpha Printer"])!.status).toBe("active");
    db.sqlite
      .prepare("UPDATE products SET short_description = 'Back again' WHERE id = ?")
      .run(ids["Delta Printer"]);
  });

  it("the stock switch flips one product (data with JavaScript, a redirect without); bad input is 400", async () => {
    const id = String(ids["Delta Printer"]);
    const js = unwrap<{ ok: boolean; message: string }>(
      await post({ intent: "stock", id, in_stock: "false", js: "1" }),
    );
    expect(js).toMatchObject({
      status: 200,
      data: { ok: true, message: "“Delta Printer” marked out of stock." },
    });
    expect(getProductById(ids["Delta Printer"])!.in_stock).toBe(false);
    const plain = await post({
      intent: "stock",
      id,
      in_stock: "true",
      back: "/admin/products?page=2",
    });
    expect(plain.headers.get("Location")).toBe("/admin/products?page=2");
    expect(getProductById(ids["Delta Printer"])!.in_stock).toBe(true);
    expect(unwrap(await post({ intent: "stock", id, in_stock: "perhaps" })).status).toBe(400);
    expect(unwrap(await post({ intent: "stock", id: "1 OR 1", in_stock: "true" })).status).toBe(
      400,
    );
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
