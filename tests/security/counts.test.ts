// Counts typed into forms and addresses (basket quantities, pages, limits) are plain decimal digits:
// JavaScript's Number() reads "0x10" as 16 and "1e3" as 1000, so a buyer's basket, an /api page or
// the admin's list could hold numbers nobody wrote. Each is refused with a message, or (a page in a
// link, read leniently) means the first page.
import { beforeAll, describe, expect, it } from "vitest";
import * as quote from "~/routes/site/quote";
import * as apiBlogs from "~/routes/api/blogs";
import * as apiFeatured from "~/routes/api/products-featured";
import * as apiProducts from "~/routes/api/products";
import { parseProductQuery } from "~/lib/admin-product-query";
import { parsePage } from "~/lib/pagination";
import { parseSearchParams } from "~/lib/search-query";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { args, BASE, form, unwrap } from "../integration/admin-test-helpers";

const NOT_DIGITS = ["0x10", "1e3", "0b11", "0o17", "1.0", "+5", "1_000", "Infinity", "٣", "1 2"];

let printer: number;

beforeAll(() => {
  createCategory({ name: "printers", display_name: "Printers" });
  printer = createProduct({
    name: "GoDEX G500",
    slug: "godex-g500",
    model: "G500",
    category: "printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
    price: 18500,
  }).id;
});

const post = (fields: Record<string, string>, cookie = "") =>
  quote.action(args(form("/quote", fields, cookie ? { Cookie: cookie } : {}), {}, "198.51.100.70"));

function cookieOf(res: unknown): string {
  const headers =
    res instanceof Response
      ? res.headers
      : new Headers((res as { init?: { headers?: HeadersInit } }).init?.headers);
  return headers.get("Set-Cookie")!.split(";")[0];
}

describe("basket quantities", () => {
  it('"Add to quote" refuses 0x10, 1e3 and every other non-digit spelling with a clear message', async () => {
    for (const quantity of NOT_DIGITS) {
      const { data, status } = unwrap(
        await post({ intent: "add", product_id: String(printer), quantity, _js: "1" }),
      );
      expect(status, quantity).toBe(400);
      expect(data, quantity).toEqual({
        kind: "add-error",
        message: "Quantity must be a whole number written with the digits 0-9 only, such as 2",
      });
    }
    // Digits, with spaces a phone keyboard may add, still work.
    const ok = await post({
      intent: "add",
      product_id: String(printer),
      quantity: " 16 ",
      _js: "1",
    });
    expect(unwrap(ok).data).toMatchObject({ kind: "added" });
  });

  it("the basket page's quantity edit refuses 1e3 and keeps the line as it was", async () => {
    const cookie = cookieOf(
      await post({ intent: "add", product_id: String(printer), quantity: "3" }),
    );
    const res = await post(
      { intent: "update", [`qty_${printer}`]: "1e3", [`note_${printer}`]: "" },
      cookie,
    );
    const { status, data } = unwrap<{ errors?: Record<string, string> }>(res);
    expect(status).toBe(400);
    expect(JSON.stringify(data)).toContain("digits 0-9 only");
    const loaded = await quote.loader(
      args(new Request(`${BASE}/quote`, { headers: { Cookie: cookie } })),
    );
    expect(unwrap<{ lines: { quantity: number }[] }>(loaded).data.lines[0].quantity).toBe(3);
  });
});

describe("pages and limits in addresses", () => {
  it("/api lists answer 400 for limit=0x10 or page=1e3, naming the rule", async () => {
    for (const url of [
      "/api/blogs?page=1e3",
      "/api/blogs?limit=0x10",
      "/api/products?limit=0x10",
      "/api/products?page=1e3",
      "/api/products/featured?limit=0x10",
    ]) {
      const route = url.startsWith("/api/blogs")
        ? apiBlogs
        : url.startsWith("/api/products/featured")
          ? apiFeatured
          : apiProducts;
      const res = (await route.loader(args(new Request(`${BASE}${url}`)))) as Response;
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(await res.json()), url).toMatch(
        /(page|limit) must be a whole number from 1/,
      );
    }
    const fine = (await apiProducts.loader(
      args(new Request(`${BASE}/api/products?limit=16`)),
    )) as Response;
    expect(fine.status).toBe(200);
  });

  it("a page or page size in a link that is not plain digits means the first page and the default size", () => {
    expect(parsePage("0x10")).toBe(1);
    expect(parsePage("1e3")).toBe(1);
    expect(parsePage("16")).toBe(16);
    expect(parseSearchParams(new URLSearchParams("q=zebra&page=1e3")).page).toBe(1);
    const admin = parseProductQuery(new URLSearchParams("per=0x32&page=1e1&brand=0x1"));
    expect([admin.per, admin.page, admin.brand]).toEqual([25, 1, null]);
    expect(parseProductQuery(new URLSearchParams("per=50&page=3&brand=7"))).toMatchObject({
      per: 50,
      page: 3,
      brand: 7,
    });
    for (const text of NOT_DIGITS) expect(parsePage(text), text).toBe(1);
  });
});
