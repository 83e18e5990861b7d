import { beforeAll, describe, expect, it } from "vitest";
import * as quote from "~/routes/site/quote";
import { quoteCountFromCookies } from "~/lib/quote-basket";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { args, form } from "./admin-test-helpers";

// The header shows the basket's size from a readable cookie the basket's answers keep in step:
// these follow a browser's cookie jar through adds, edits, removals and a sent request.

let printer: number;
let ribbon: number;

beforeAll(() => {
  createCategory({ name: "printers", display_name: "Printers" });
  printer = createProduct({
    name: "GoDEX G500",
    slug: "godex-g500",
    category: "printers",
    short_description: "Desktop printer",
    description: "A desktop printer.",
  }).id;
  ribbon = createProduct({
    name: "Wax Ribbon",
    slug: "wax-ribbon",
    category: "printers",
    short_description: "Ribbon",
    description: "A ribbon.",
  }).id;
});

/** A browser's cookies for this site: what answers set, without what they removed. */
class Jar {
  cookies = new Map<string, string>();
  /** The raw Set-Cookie headers of the last answer. */
  last: string[] = [];

  take(res: unknown) {
    const headers =
      res instanceof Response
        ? res.headers
        : new Headers((res as { init?: { headers?: HeadersInit } }).init?.headers);
    this.last = headers.getSetCookie();
    for (const header of this.last) {
      const [pair, ...attributes] = header.split(";").map((s) => s.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const removed = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=.*1970/i.test(a));
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf("=") + 1));
    }
    return res;
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** What the header would show: the count as a script reads it from document.cookie. */
  shownCount() {
    return quoteCountFromCookies(this.header());
  }

  /** The count cookie as last set, attributes and all. */
  countHeader() {
    return this.last.find((h) => h.startsWith("quote_count="));
  }
}

function post(jar: Jar, fields: Record<string, string>) {
  return quote
    .action(args(form("/quote", fields, { Cookie: jar.header() }), {}, "198.51.100.42"))
    .then((res) => jar.take(res));
}

describe("the basket's count cookie", () => {
  it("follows adds, edits and removals, and is removed with the last line", async () => {
    const jar = new Jar();
    expect(jar.shownCount()).toBe(0);

    await post(jar, { intent: "add", product_id: String(printer), quantity: "2" });
    expect(jar.shownCount()).toBe(1);
    // Readable by the page's script, sent on every page, and as long-lived as the basket.
    const set = jar.countHeader()!;
    expect(set).toMatch(/^quote_count=1;/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Max-Age=2592000/);
    expect(set).not.toMatch(/HttpOnly/i);
    const basket = jar.last.find((h) => h.startsWith("quote_basket="))!;
    expect(basket).toMatch(/HttpOnly/i);
    expect(basket).toMatch(/Max-Age=2592000/);

    // A script's add gets the same cookie as a plain form post.
    await post(jar, { intent: "add", product_id: String(ribbon), quantity: "1", _js: "1" });
    expect(jar.shownCount()).toBe(2);
    // The same product again adds units, not a line.
    await post(jar, { intent: "add", product_id: String(ribbon), quantity: "3", _js: "1" });
    expect(jar.shownCount()).toBe(2);

    await post(jar, { intent: "update", [`qty_${printer}`]: "4" });
    expect(jar.countHeader()).toMatch(/^quote_count=2;/);

    await post(jar, { intent: `remove:${printer}` });
    expect(jar.shownCount()).toBe(1);

    await post(jar, { intent: `remove:${ribbon}` });
    expect(jar.countHeader()).toMatch(/Max-Age=0/);
    expect(jar.cookies.has("quote_count")).toBe(false);
    expect(jar.shownCount()).toBe(0);
  });

  it("a refused add leaves the count as it was", async () => {
    const jar = new Jar();
    await post(jar, { intent: "add", product_id: String(printer), quantity: "1" });
    await post(jar, { intent: "add", product_id: String(ribbon), quantity: "0", _js: "1" });
    expect(jar.last).toEqual([]);
    expect(jar.shownCount()).toBe(1);
  });

  it("is removed when the request is sent and the basket empties", async () => {
    const jar = new Jar();
    await post(jar, { intent: "add", product_id: String(printer), quantity: "2" });
    await post(jar, { intent: "add", product_id: String(ribbon), quantity: "5" });
    expect(jar.shownCount()).toBe(2);
    const sent = (await post(jar, {
      intent: "send",
      name: "Ravi Kumar",
      phone: "+91 98765 43210",
      email: "ravi@example.com",
      state: "Maharashtra",
      city: "Pune",
    })) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/quote/sent");
    expect(jar.countHeader()).toMatch(/Max-Age=0/);
    expect(jar.shownCount()).toBe(0);
    // The signed basket stays: it holds the reference the confirmation page shows.
    expect(jar.cookies.has("quote_basket")).toBe(true);
  });

  it("a details error on send keeps the edited basket and its count", async () => {
    const jar = new Jar();
    await post(jar, { intent: "add", product_id: String(printer), quantity: "1" });
    await post(jar, { intent: "add", product_id: String(ribbon), quantity: "1" });
    await post(jar, { intent: "send", name: "", [`qty_${ribbon}`]: "7" });
    expect(jar.countHeader()).toMatch(/^quote_count=2;/);
    expect(jar.shownCount()).toBe(2);
  });
});
