// The admin products list's bulk changes and stock switch: they go through the save path in one
// transaction. Each test changes products of its own, so none sees another's changes (the list's
// sorts and filters, which count every product, are tested in admin-product-list.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { action as listAction } from "~/routes/admin/products";
import { db } from "~/server/db.server";
import { createBrand } from "~/server/models/brands.server";
import { createCategory } from "~/server/models/categories.server";
import { listHistory } from "~/server/models/history.server";
import { createProduct, getProductById } from "~/server/models/products.server";
import { adminCookie, args, ensureAdminUser, flashOf, form, unwrap } from "./admin-test-helpers";

let cookie: string;
let zebra: number;

function authed(request: Request) {
  request.headers.set("Cookie", cookie);
  request.headers.set("Sec-Fetch-Site", "same-origin");
  return request;
}

/** An active printer in stock, fit to be saved, with its own name. */
const printer = (name: string) =>
  createProduct({
    name,
    slug: name.toLowerCase().replace(/ /g, "-"),
    model: name.split(" ")[0].toUpperCase(),
    category: "list-printers",
    short_description: "A product for the list tests",
    description: "Described well enough.",
    price: 100,
    brand_id: zebra,
    image: "p.png",
  }).id;

const post = (fields: Record<string, string | string[]>) =>
  listAction(args(authed(form("/admin/products", fields)))) as Promise<Response>;

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "list-printers", display_name: "List Printers" });
  createCategory({ name: "list-ribbons", display_name: "List Ribbons" });
  zebra = createBrand({ name: "list-zebra", display_name: "Zebra" }).id;
});

describe("bulk changes and the stock switch", () => {
  it("changes every checked product in one go, each recorded in History, and says how many", async () => {
    const echo = printer("Echo Printer");
    const foxtrot = printer("Foxtrot Printer");
    const checked = [echo, foxtrot].map(String);
    const res = await post({
      intent: "bulk",
      op: "feature",
      ids: checked,
      back: "/admin/products?stock=out",
    });
    expect(res.headers.get("Location")).toBe("/admin/products?stock=out");
    expect(await flashOf(res)).toEqual({ type: "success", message: "2 products featured." });
    expect(getProductById(echo)!.featured).toBe(true);
    expect(getProductById(foxtrot)!.featured).toBe(true);
    const entries = listHistory({ kind: "products", itemId: echo }, 1, 10).items;
    expect(entries[0]).toMatchObject({ action: "update", actor: "admin" });

    const move = await post({ intent: "bulk", op: "move", to: "list-ribbons", ids: checked });
    expect(await flashOf(move)).toEqual({
      type: "success",
      message: "2 products moved to List Ribbons.",
    });
    expect(getProductById(foxtrot)!.category).toBe("list-ribbons");
    await post({ intent: "bulk", op: "move", to: "list-printers", ids: checked });

    // Already so: nothing written, and the message says so.
    const again = await post({ intent: "bulk", op: "activate", ids: checked });
    expect(await flashOf(again)).toEqual({
      type: "success",
      message: "0 products set to Active. 2 products already were.",
    });
  });

  it("refuses an unknown operation or category and a row that fails its checks, changing nothing", async () => {
    const golf = printer("Golf Printer");
    const hotel = printer("Hotel Printer");
    const checked = [golf, hotel].map(String);
    const unknown = await post({ intent: "bulk", op: "drop table", ids: checked });
    expect(await flashOf(unknown)).toEqual({ type: "error", message: "Please choose an action." });
    const nowhere = await post({ intent: "bulk", op: "move", to: "no-such", ids: checked });
    expect((await flashOf(nowhere))?.type).toBe("error");

    // Hotel's stored row breaks a rule (a too-short description written behind the form's back):
    // the bulk change stops at it and Golf, checked first, is rolled back too.
    db.sqlite.prepare("UPDATE products SET short_description = '' WHERE id = ?").run(hotel);
    const refused = await post({ intent: "bulk", op: "deactivate", ids: checked });
    const flash = await flashOf(refused);
    expect(flash?.type).toBe("error");
    expect(flash?.message).toMatch(/^Nothing was changed: "Hotel Printer" could not be saved/);
    expect(getProductById(golf)!.status).toBe("active");
  });

  it("the stock switch flips one product (data with JavaScript, a redirect without); bad input is 400", async () => {
    const india = printer("India Printer");
    const id = String(india);
    const js = unwrap<{ ok: boolean; message: string }>(
      await post({ intent: "stock", id, in_stock: "false", js: "1" }),
    );
    expect(js).toMatchObject({
      status: 200,
      data: { ok: true, message: "“India Printer” marked out of stock." },
    });
    expect(getProductById(india)!.in_stock).toBe(false);
    const plain = await post({
      intent: "stock",
      id,
      in_stock: "true",
      back: "/admin/products?page=2",
    });
    expect(plain.headers.get("Location")).toBe("/admin/products?page=2");
    expect(getProductById(india)!.in_stock).toBe(true);
    expect(unwrap(await post({ intent: "stock", id, in_stock: "perhaps" })).status).toBe(400);
    expect(unwrap(await post({ intent: "stock", id: "1 OR 1", in_stock: "true" })).status).toBe(
      400,
    );
  });
});
