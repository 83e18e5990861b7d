import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type TestInfo } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures";

/**
 * The rows a spec asserts on, made by the spec itself through the admin /api (the same save path as
 * the admin form: schema, History, content version). Every spec shares one seeded server, so a spec
 * that counts or changes rows it did not make would lean on the demo seed's numbers and on what the
 * specs before it left behind; the rows made here carry a tag unique to the run, the project (js,
 * no-js) and the call, so no other spec finds, counts or changes them by name.
 */

/** A bearer token for the e2e admin (signing in through /api, as an API client does). */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(res.status(), "POST /api/auth/login").toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let calls = 0;

/** A word unique to this run, project and call: "js k3x9a2" (letters and digits, no search word). */
export function uniqueTag(testInfo: TestInfo): string {
  calls += 1;
  return `${testInfo.project.name} ${Date.now().toString(36)}${calls}`;
}

/** The fields of a product to make: the required ones are filled in when not given. */
export type ProductFields = { name: string } & Partial<
  Record<
    | "slug"
    | "category"
    | "short_description"
    | "description"
    | "status"
    | "featured"
    | "in_stock"
    | "price"
    | "price_on_request"
    | "gst_rate"
    | "model",
    string
  >
>;

export interface MadeProduct {
  id: number;
  name: string;
  slug: string;
  category: string;
  featured: boolean;
  in_stock: boolean;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The picture every made product brings (a product cannot go without one). */
const IMAGE = fs.readFileSync(path.resolve("tests/fixtures/admin-product.png"));

/** Makes the products through POST /api/products, in order; each answer must be 201. */
export async function makeProducts(
  request: APIRequestContext,
  products: ProductFields[],
): Promise<MadeProduct[]> {
  const token = await apiToken(request);
  const made: MadeProduct[] = [];
  for (const p of products) {
    const res = await request.post("/api/products", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        slug: slugOf(p.name),
        category: "accessories",
        short_description: `${p.name}, made by a test.`,
        description: `${p.name}, made by a test for the rows it asserts on.`,
        status: "active",
        ...p,
        image: { name: "product.png", mimeType: "image/png", buffer: IMAGE },
      },
    });
    expect(res.status(), `POST /api/products ${p.name}: ${await res.text()}`).toBe(201);
    made.push((await res.json()) as MadeProduct);
  }
  return made;
}

/** Deletes products a spec made (DELETE /api/products/{id}), so the shared server does not grow. */
export async function removeProducts(
  request: APIRequestContext,
  products: { id: number }[],
): Promise<void> {
  const token = await apiToken(request);
  for (const p of products) {
    const res = await request.delete(`/api/products/${p.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), `DELETE /api/products/${p.id}`).toBe(200);
  }
}

/** Makes `count` featured products of a spec's own (the first one out of stock). */
export async function makeFeatured(
  request: APIRequestContext,
  testInfo: TestInfo,
  count: number,
): Promise<MadeProduct[]> {
  const tag = uniqueTag(testInfo);
  return makeProducts(
    request,
    Array.from({ length: count }, (_, i) => ({
      name: `Popular ${tag} Item ${String(i + 1).padStart(2, "0")}`,
      featured: "true",
      in_stock: i === 0 ? "false" : "true",
    })),
  );
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * Makes a product of the spec's own that shows a drawn stand-in picture, as a demo product does.
 * A drawn picture is one stored under a `drawn-…svg` name, and the admin import (POST
 * /api/products/bulk-import) is the one way in that takes a picture by name; so the product
 * borrows the drawn picture of demo product `from` (read, not changed). Files that are not
 * random upload names are never removed with a product, so deleting it leaves the demo's drawing.
 */
export async function makeDrawnProduct(
  request: APIRequestContext,
  testInfo: TestInfo,
  from: string,
): Promise<MadeProduct & { image: string }> {
  const demo = await request.get(`/api/products/slug/${from}`);
  expect(demo.status(), `GET /api/products/slug/${from}`).toBe(200);
  const { image, category } = (await demo.json()) as { image: string; category: string };
  const picture = image.replace(/^\/uploads\//, "");
  expect(picture, "the demo product's picture is a drawing").toMatch(/^drawn-[a-z0-9-]+\.svg$/);

  const name = `Drawn ${uniqueTag(testInfo)} Printer`;
  const row = {
    name,
    slug: slugOf(name),
    category,
    short_description: `${name}, made by a test.`,
    description: `${name}, made by a test with a drawn picture.`,
    status: "active",
    image: picture,
  };
  const csv = `${Object.keys(row).join(",")}\n${Object.values(row).map(cell).join(",")}\n`;
  const token = await apiToken(request);
  const res = await request.post("/api/products/bulk-import", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      type: "products",
      file: { name: "drawn.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
    },
  });
  const body = await res.text();
  expect(res.status(), `POST /api/products/bulk-import: ${body}`).toBe(200);
  expect(JSON.parse(body), body).toMatchObject({ created: 1, errorCount: 0 });
  const made = await request.get(`/api/products/slug/${row.slug}`);
  expect(made.status(), `GET /api/products/slug/${row.slug}`).toBe(200);
  return (await made.json()) as MadeProduct & { image: string };
}

export interface MadeBrand {
  id: number;
  name: string;
  display_name: string;
}

/** Makes a brand of the spec's own through POST /api/brands (shown as "Brand <tag>"). */
export async function makeBrand(
  request: APIRequestContext,
  testInfo: TestInfo,
  description = "Made by a test.",
): Promise<MadeBrand> {
  const display = `Brand ${uniqueTag(testInfo)}`;
  const token = await apiToken(request);
  const res = await request.post("/api/brands", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name: slugOf(display), display_name: display, description },
  });
  expect(res.status(), `POST /api/brands ${display}: ${await res.text()}`).toBe(201);
  return (await res.json()) as MadeBrand;
}

/** Deletes a brand a spec made (DELETE /api/brands/{id}). */
export async function removeBrand(request: APIRequestContext, brand: { id: number }) {
  const token = await apiToken(request);
  const res = await request.delete(`/api/brands/${brand.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), `DELETE /api/brands/${brand.id}`).toBe(200);
}
