import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { action as apiCreateAction } from "~/routes/api/products";
import { action as apiItemAction, loader as apiItemLoader } from "~/routes/api/product-by-id";
import { GALLERY_MAX, parseGallery } from "~/lib/gallery";
import { purgeTrashItem, restoreTrashItem } from "~/server/admin/managers.server";
import { createCategory } from "~/server/models/categories.server";
import { getProductById } from "~/server/models/products.server";
import { listTrash } from "~/server/models/trash.server";
import { adminCookie, args, BASE, ensureAdminUser, pngFile } from "./admin-test-helpers";

let cookie: string;
const uploads = () => process.env.UPLOADS_DIR!;
const exists = (name: string) => fs.existsSync(path.join(uploads(), name));
const inTrash = (name: string) => fs.existsSync(path.join(uploads(), ".trash", name));

// Each test saves its own product (a unique slug), so it passes alone and in any order.
let made = 0;
function productFields() {
  made += 1;
  return {
    name: "Gallery Test",
    slug: `gallery-test-${made}-${Date.now()}`,
    category: "labels",
    short_description: "Short",
    description: "Long enough description.",
  };
}

/** A multipart request to /api with several files in one field, as a multiple file input sends. */
async function send(url: string, method: string, fields: Record<string, string>, gallery = 0) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (let i = 0; i < gallery; i++) body.append("gallery", await pngFile(`extra-${i}.png`, 4 + i));
  const request = new Request(`${BASE}${url}`, { method, body });
  request.headers.set("Cookie", cookie);
  request.headers.set("Sec-Fetch-Site", "same-origin");
  return request;
}

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "labels", display_name: "Labels" });
});

/** A product made through POST /api/products with a main image and `gallery` pictures 4, 5, 6… px wide. */
async function createProduct(gallery = 3) {
  const body = new FormData();
  for (const [k, v] of Object.entries(productFields())) body.append(k, v);
  body.append("image", await pngFile("main.png"));
  for (let i = 0; i < gallery; i++) body.append("gallery", await pngFile(`extra-${i}.png`, 4 + i));
  const request = new Request(`${BASE}/api/products`, { method: "POST", body });
  request.headers.set("Cookie", cookie);
  request.headers.set("Sec-Fetch-Site", "same-origin");
  const res = (await apiCreateAction(args(request))) as Response;
  expect(res.status).toBe(201);
  const row = (await res.json()) as { id: number; gallery: string };
  return { id: row.id, gallery: parseGallery(row.gallery) };
}

describe("a product's gallery through the one save path", () => {
  it("stores several pictures sent in one field, in the order sent, beside the main image", async () => {
    const { gallery: first } = await createProduct(3);
    expect(first).toHaveLength(3);
    for (const n of first) expect(exists(n)).toBe(true);
    // Pictures 4, 5 and 6 pixels wide were sent in that order: the gallery keeps it.
    const widths = await Promise.all(
      first.map(async (n) => (await sharp(path.join(uploads(), n)).metadata()).width),
    );
    expect(widths).toEqual([4, 5, 6]);
  });

  it("answers the gallery's addresses in /api", async () => {
    const { id, gallery: first } = await createProduct();
    const res = (await apiItemLoader(
      args(new Request(`${BASE}/api/products/${id}`), { id: String(id) }),
    )) as Response;
    const json = (await res.json()) as { gallery_urls: string[] };
    expect(json.gallery_urls).toEqual(first.map((n) => `/uploads/${n}`));
  });

  it("removes the ticked picture and its file, keeps the others, adds new ones after them", async () => {
    const { id, gallery: first } = await createProduct();
    const request = await send(`/api/products/${id}`, "PUT", { gallery_remove_1: first[1] }, 2);
    const res = (await apiItemAction(args(request, { id: String(id) }))) as Response;
    expect(res.status).toBe(200);
    const now = parseGallery(getProductById(id)!.gallery);
    expect(now).toHaveLength(4);
    expect(now.slice(0, 2)).toEqual([first[0], first[2]]);
    expect(exists(first[1])).toBe(false);
    for (const n of now) expect(exists(n)).toBe(true);
  });

  it("refuses more than GALLERY_MAX pictures with a clear 400, keeping nothing it received", async () => {
    const { id } = await createProduct();
    const before = getProductById(id)!.gallery;
    const filesBefore = fs.readdirSync(uploads()).length;
    const request = await send(`/api/products/${id}`, "PUT", {}, GALLERY_MAX - 1);
    const res = (await apiItemAction(args(request, { id: String(id) }))) as Response;
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fields: Record<string, string> };
    // The main picture and GALLERY_MAX more.
    expect(json.fields.gallery).toMatch(new RegExp(`at most ${GALLERY_MAX + 1} pictures`));
    expect(getProductById(id)!.gallery).toBe(before);
    expect(fs.readdirSync(uploads()).length).toBe(filesBefore);
  });

  it("refuses more files in one request than a gallery holds, before storing them", async () => {
    const { id } = await createProduct();
    const request = await send(`/api/products/${id}`, "PUT", {}, GALLERY_MAX + 2);
    const res = (await apiItemAction(args(request, { id: String(id) }))) as Response;
    expect([400, 413]).toContain(res.status);
    expect(((await res.json()) as { error: string }).error).toMatch(/at most/i);
  });

  it("a text field cannot point the gallery at other files", async () => {
    const { id } = await createProduct();
    const before = getProductById(id)!.gallery;
    const request = await send(`/api/products/${id}`, "PUT", {
      gallery: JSON.stringify(["0123456789abcdef0123456789abcdef.png"]),
    });
    const res = (await apiItemAction(args(request, { id: String(id) }))) as Response;
    expect(res.status).toBe(200);
    expect(getProductById(id)!.gallery).toBe(before);
  });

  it("moves the gallery's files to the Trash with the product, back on restore, gone on purge", async () => {
    const { id } = await createProduct();
    const names = parseGallery(getProductById(id)!.gallery);
    const del = new Request(`${BASE}/api/products/${id}`, { method: "DELETE" });
    del.headers.set("Cookie", cookie);
    del.headers.set("Sec-Fetch-Site", "same-origin");
    expect(((await apiItemAction(args(del, { id: String(id) }))) as Response).status).toBe(200);
    for (const n of names) expect([exists(n), inTrash(n)]).toEqual([false, true]);
    const item = listTrash().find((t) => t.item_id === id)!;
    expect((await restoreTrashItem(item.id, "admin")).ok).toBe(true);
    for (const n of names) expect([exists(n), inTrash(n)]).toEqual([true, false]);

    const again = new Request(`${BASE}/api/products/${id}`, { method: "DELETE" });
    again.headers.set("Cookie", cookie);
    again.headers.set("Sec-Fetch-Site", "same-origin");
    await apiItemAction(args(again, { id: String(id) }));
    const trashed = listTrash().find((t) => t.item_id === id)!;
    expect(await purgeTrashItem(trashed.id, "admin")).toBe(true);
    for (const n of names) expect([exists(n), inTrash(n)]).toEqual([false, false]);
  });
});
