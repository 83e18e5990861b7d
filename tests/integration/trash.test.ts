// Deletes of products, categories, brands, blog posts and jobs go to the trash for 30 days: gone for
// the public, /api, search and the admin lists; restored with their files; purged for good.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as brandById from "~/routes/api/brand-by-id";
import * as productById from "~/routes/api/product-by-id";
import * as productsList from "~/routes/admin/products";
import { loader as deleteSelected } from "~/routes/admin/products-delete-selected";
import { action as trashAction, loader as trashLoader } from "~/routes/admin/trash";
import { loader as productPage } from "~/routes/site/product";
import { db } from "~/server/db.server";
import { purgeExpiredTrash } from "~/server/admin/managers.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createBrand, getBrandById } from "~/server/models/brands.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, getProductById } from "~/server/models/products.server";
import { listTrash } from "~/server/models/trash.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  settle,
  unwrap,
} from "./admin-test-helpers";
import { stored, uploadsDir, type Handler } from "./managers-helpers";

let token: string;
let cookie: string;

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "labels", display_name: "Labels" });
});

let n = 0;
/** A product with a stored picture on disk. */
function product(slug: string) {
  const image = `${(++n).toString(16).padStart(32, "a")}.png`;
  fs.mkdirSync(uploadsDir(), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir(), image), "png");
  return createProduct({
    name: `Label ${slug}`,
    slug,
    category: "labels",
    short_description: "A label",
    description: "A thermal label",
    image,
  });
}

const inTrash = (name: string) => fs.existsSync(path.join(uploadsDir(), ".trash", name));
const searchHits = (word: string) =>
  (
    db.sqlite
      .prepare("SELECT count(*) AS c FROM products_fts WHERE products_fts MATCH ?")
      .get(word) as {
      c: number;
    }
  ).c;

async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
  return (await settle(() =>
    (handler as (a: unknown) => unknown)(args(request, params)),
  )) as Response;
}
const apiDelete = (handler: Handler, url: string, id: number) =>
  call(
    handler,
    new Request(`${BASE}${url}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    }),
    { id: String(id) },
  );
const authed = (r: Request) => {
  r.headers.set("Cookie", cookie);
  return r;
};
const trashPost = (fields: Record<string, string>) =>
  call(trashAction, authed(form("/admin/trash", fields)));
const trashIdOf = (label: string) => listTrash().find((t) => t.label === label)!.id;
const pageStatus = async (slug: string) => {
  const res = (await settle(() =>
    (productPage as (a: unknown) => unknown)(
      args(new Request(`${BASE}/products/${slug}`), { slug }),
    ),
  )) as { init?: { status?: number } };
  return res?.init?.status ?? 200;
};

describe("trash", () => {
  it("a deleted product is gone for the public and search, kept in the trash with its files, and restored", async () => {
    const p = product("zebra-roll");
    expect(searchHits("zebra")).toBe(1);
    expect((await apiDelete(productById.action, `/api/products/${p.id}`, p.id)).status).toBe(200);
    expect(getProductById(p.id)).toBeUndefined();
    expect(await pageStatus("zebra-roll")).toBe(404);
    expect(searchHits("zebra")).toBe(0);
    expect(stored(p.image)).toBe(false);
    expect(inTrash(p.image!)).toBe(true);

    const listed = unwrap<{ items: { label: string; thing: string }[] }>(
      await trashLoader(args(authed(new Request(`${BASE}/admin/trash`)))),
    ).data.items;
    expect(listed).toContainEqual(expect.objectContaining({ label: p.name, thing: "product" }));

    const res = await trashPost({ intent: "restore", id: String(trashIdOf(p.name)) });
    expect(await flashOf(res)).toEqual({
      type: "success",
      message: `Restored the product "${p.name}"`,
    });
    expect(getProductById(p.id)).toMatchObject({ slug: "zebra-roll", image: p.image });
    expect(stored(p.image)).toBe(true);
    expect(await pageStatus("zebra-roll")).toBe(200);
    expect(searchHits("zebra")).toBe(1);
  });

  it("restore is refused while another product has the slug; delete for ever asks first, then removes the files", async () => {
    const p = product("honeywell-tag");
    await apiDelete(productById.action, `/api/products/${p.id}`, p.id);
    const other = product("honeywell-tag");
    const id = String(trashIdOf(p.name));
    const refused = await trashPost({ intent: "restore", id });
    expect(await flashOf(refused)).toEqual({
      type: "error",
      message: 'Another product now has the slug "honeywell-tag": change it first',
    });
    expect(getProductById(other.id)).toBeDefined();

    const ask = unwrap<{ confirm: { label: string } }>(await trashPost({ intent: "purge", id }));
    expect(ask.data.confirm.label).toBe(`Delete the product "${p.name}" for ever?`);
    expect(inTrash(p.image!)).toBe(true);
    await trashPost({ intent: "purge", id, confirmed: "yes" });
    expect(inTrash(p.image!)).toBe(false);
    expect(listTrash().some((t) => t.label === p.name)).toBe(false);
  });

  it("the bulk delete trashes too; items older than 30 days are purged", async () => {
    const a = product("bulk-a");
    const b = product("bulk-b");
    const res = await call(
      productsList.action,
      authed(
        new Request(`${BASE}/admin/products`, {
          method: "POST",
          body: new URLSearchParams([
            ["ids", String(a.id)],
            ["ids", String(b.id)],
            ["confirmed", "yes"],
          ]),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
      ),
    );
    expect(res.headers.get("Location")).toBe("/admin/products");
    expect(getProductById(a.id)).toBeUndefined();
    expect(inTrash(a.image!) && inTrash(b.image!)).toBe(true);
    db.sqlite
      .prepare("UPDATE trash SET deleted_at = datetime('now', '-31 days') WHERE label = ?")
      .run(a.name);
    expect(await purgeExpiredTrash()).toBe(1);
    expect(inTrash(a.image!)).toBe(false);
    expect(inTrash(b.image!)).toBe(true);
    await trashPost({ intent: "restore", id: String(trashIdOf(b.name)) });
    expect(getProductById(b.id)).toMatchObject({ slug: "bulk-b", in_stock: true });
    expect(stored(b.image)).toBe(true);
  });

  it("a deleted brand goes to the trash and comes back", async () => {
    const brand = createBrand({ name: "godex", display_name: "GoDEX" });
    expect((await apiDelete(brandById.action, `/api/brands/${brand.id}`, brand.id)).status).toBe(
      200,
    );
    expect(getBrandById(brand.id)).toBeUndefined();
    await trashPost({ intent: "restore", id: String(trashIdOf("GoDEX")) });
    expect(getBrandById(brand.id)).toMatchObject({ name: "godex" });
  });
});

describe("bulk delete without JavaScript", () => {
  it("opens a confirmation step naming the products; none (or unknown ids) is the list's error", async () => {
    const a = product("step-a");
    const b = product("step-b");
    const step = unwrap<{ products: { name: string }[]; back: string }>(
      await call(
        deleteSelected,
        authed(
          new Request(
            `${BASE}/admin/products/delete-selected?ids=${a.id}&ids=${b.id}&ids=999999&back=https://evil.example`,
          ),
        ),
      ),
    ).data;
    expect(step).toEqual({
      back: "/admin/products",
      products: [
        { id: a.id, name: a.name },
        { id: b.id, name: b.name },
      ],
    });
    // Only looking: nothing was deleted.
    expect(getProductById(a.id)).toBeDefined();
    const none = await call(
      deleteSelected,
      authed(
        new Request(
          `${BASE}/admin/products/delete-selected?ids=999999&back=/admin/products?page=2`,
        ),
      ),
    );
    expect(none.headers.get("Location")).toBe("/admin/products?page=2");
    expect(await flashOf(none)).toEqual({
      type: "error",
      message: "Please select products to delete",
    });
  });
});
