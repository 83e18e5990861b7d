// No answered save may be lost. A slow edit that began first (only the description) and finishes after
// a fast edit (new name and picture) that was answered 200 must not bring the old name back, nor point
// the row at the picture the fast edit removed. An edit page opened before someone else's save is
// refused (409, what was typed kept), and a file it uploaded is not kept. Products and a manager
// (brands), through the admin form and /api, with real requests, a real SQLite file and real uploads.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { action as brandFormAction, loader as brandFormLoader } from "~/routes/admin/brands-form";
import {
  action as productFormAction,
  loader as productFormLoader,
} from "~/routes/admin/product-form";
import * as brandById from "~/routes/api/brand-by-id";
import * as brands from "~/routes/api/brands";
import * as productById from "~/routes/api/product-by-id";
import * as products from "~/routes/api/products";
import { createApiToken } from "~/server/models/api-tokens.server";
import { getBrandById } from "~/server/models/brands.server";
import { createCategory } from "~/server/models/categories.server";
import { getProductById } from "~/server/models/products.server";
import {
  adminCookie,
  args,
  ensureAdminUser,
  multipart,
  pngFile,
  settle,
  unwrap,
} from "../integration/admin-test-helpers";

type Handler = (a: never) => unknown;
let token: string;
let cookie: string;

const uploadsDir = () => process.env.UPLOADS_DIR!;
const stored = (name: string | null | undefined) =>
  !!name && fs.existsSync(path.join(uploadsDir(), name));
const storedFiles = () => new Set(fs.readdirSync(uploadsDir()));

async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
  const res = (await settle(() => (handler as (a: unknown) => unknown)(args(request, params)))) as
    Response | undefined;
  expect(res).toBeInstanceOf(Response);
  const text = await res!.text();
  return { status: res!.status, body: text ? JSON.parse(text) : null, headers: res!.headers };
}

const api = (url: string, fields: Record<string, string | File>, method = "PUT", headers = {}) =>
  multipart(url, fields, { method, headers: { Authorization: `Bearer ${token}`, ...headers } });

/** An admin page's form post with the signed-in cookie. */
function page(url: string, fields: Record<string, string | File>) {
  const request = multipart(url, fields);
  request.headers.set("Cookie", cookie);
  request.headers.set("Sec-Fetch-Site", "same-origin");
  return request;
}

/**
 * The same request, but its body arrives in two parts: the first as soon as the server reads, the
 * rest only when `release()` is called. `reading` resolves once the server has begun reading it.
 */
async function slowly(request: Request) {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const cut = Math.floor(bytes.length / 2);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let began!: () => void;
  const reading = new Promise<void>((resolve) => (began = resolve));
  let step = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (step++ === 0) {
          controller.enqueue(bytes.slice(0, cut));
          began();
          return;
        }
        await gate;
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(bytes.length));
  const slow = new Request(request.url, {
    method: request.method,
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { request: slow, reading, release };
}

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
});

let n = 0;
async function newProduct() {
  n++;
  const created = await call(
    products.action,
    api(
      "/api/products",
      {
        name: `Zebra ZD${n}`,
        slug: `zebra-zd-${n}`,
        category: "desktop-printers",
        short_description: "A desktop printer",
        description: "The first description.",
        image: await pngFile("first.png"),
      },
      "POST",
    ),
  );
  expect(created.status).toBe(201);
  expect(stored(created.body.image)).toBe(true);
  return created.body as { id: number; image: string; name: string };
}

async function newBrand() {
  n++;
  const created = await call(
    brands.action,
    api(
      "/api/brands",
      { name: `brand-${n}`, display_name: `Brand ${n}`, logo: await pngFile("logo.png") },
      "POST",
    ),
  );
  expect(created.status).toBe(201);
  return created.body as { id: number; logo: string; display_name: string };
}

describe("a slow /api edit that began first does not undo a fast one that was answered", () => {
  it("products: the new name and picture stay, the slow description is added", async () => {
    const product = await newProduct();
    const url = `/api/products/${product.id}`;
    const params = { id: String(product.id) };
    const slow = await slowly(api(url, { description: "The slow description." }));
    const slowAnswer = call(productById.action, slow.request, params);
    await slow.reading;

    const fast = await call(
      productById.action,
      api(url, { name: "Zebra ZD Renamed", image: await pngFile("second.png") }),
      params,
    );
    expect(fast.status).toBe(200);
    expect(stored(product.image)).toBe(false);

    slow.release();
    expect((await slowAnswer).status).toBe(200);
    const row = getProductById(product.id)!;
    expect(row.name).toBe("Zebra ZD Renamed");
    expect(row.description).toBe("The slow description.");
    expect(row.image).toBe(fast.body.image);
    expect(stored(row.image)).toBe(true);
  });

  it("brands: the new name stays, the slow description is added", async () => {
    const brand = await newBrand();
    const url = `/api/brands/${brand.id}`;
    const params = { id: String(brand.id) };
    const slow = await slowly(api(url, { description: "Slowly described." }));
    const slowAnswer = call(brandById.action, slow.request, params);
    await slow.reading;

    const fast = await call(
      brandById.action,
      api(url, { display_name: "Brand Renamed", logo: await pngFile("new-logo.png") }),
      params,
    );
    expect(fast.status).toBe(200);

    slow.release();
    expect((await slowAnswer).status).toBe(200);
    const row = getBrandById(brand.id)!;
    expect(row.display_name).toBe("Brand Renamed");
    expect(row.description).toBe("Slowly described.");
    expect(row.logo).toBe(fast.body.logo);
    expect(stored(row.logo)).toBe(true);
    expect(stored(brand.logo)).toBe(false);
  });
});

describe("/api honours If-Match", () => {
  it("a PUT made from an older version is refused (409) and its file removed; the current one saves", async () => {
    const product = await newProduct();
    const url = `/api/products/${product.id}`;
    const params = { id: String(product.id) };
    const first = await call(productById.action, api(url, { model: "A1" }), params);
    const opened = first.headers.get("ETag");
    expect(opened).toMatch(/^".+"$/);
    await call(productById.action, api(url, { model: "B2" }), params);

    const before = storedFiles();
    const stale = await call(
      productById.action,
      api(url, { name: "Stale name", image: await pngFile("stale.png") }, "PUT", {
        "If-Match": opened!,
      }),
      params,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain("This item was changed by someone else since you opened it");
    expect(storedFiles()).toEqual(before);
    expect(getProductById(product.id)).toMatchObject({ name: product.name, model: "B2" });

    const current = getProductById(product.id)!;
    const fresh = await call(
      productById.action,
      api(url, { name: "Fresh name" }, "PUT", {
        "If-Match": (await call(productById.action, api(url, {}), params)).headers.get("ETag")!,
      }),
      params,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ name: "Fresh name", model: "B2", image: current.image });
  });
});

describe("an edit page opened before someone else's save", () => {
  it("products: refused (409) with the typed values kept, nothing saved, its upload removed", async () => {
    const product = await newProduct();
    const params = { id: String(product.id) };
    const editUrl = `/admin/products/${product.id}/edit`;
    const opened = (await productFormLoader(args(page(editUrl, {}), params))) as {
      product: { values: Record<string, string>; version: string };
    };

    const fast = await call(
      productById.action,
      api(`/api/products/${product.id}`, {
        name: "Renamed meanwhile",
        image: await pngFile("meanwhile.png"),
      }),
      params,
    );
    expect(fast.status).toBe(200);

    const before = storedFiles();
    const typed = { ...opened.product.values, description: "Typed on the old page." };
    const result = await settle(() =>
      productFormAction(
        args(
          page(editUrl, {
            ...typed,
            row_version: opened.product.version,
            image: new File([], ""),
            pdf: new File([], ""),
          }),
          params,
        ),
      ),
    );
    expect(result).not.toBeInstanceOf(Response);
    const { data, status } = unwrap<{ error: string; values: Record<string, string> }>(result);
    expect(status).toBe(409);
    expect(data.error).toContain("This item was changed by someone else since you opened it");
    expect(data.values.description).toBe("Typed on the old page.");
    const row = getProductById(product.id)!;
    expect(row).toMatchObject({ name: "Renamed meanwhile", description: "The first description." });
    expect(row.image).toBe(fast.body.image);
    expect(stored(row.image)).toBe(true);
    expect(storedFiles()).toEqual(before);

    // With a picture chosen on the stale page, the upload is not kept either.
    const withFile = await settle(async () =>
      productFormAction(
        args(
          page(editUrl, {
            ...typed,
            row_version: opened.product.version,
            image: await pngFile("refused.png"),
          }),
          params,
        ),
      ),
    );
    expect(unwrap(withFile).status).toBe(409);
    expect(storedFiles()).toEqual(before);
  });

  it("brands: refused (409) with the typed values kept, nothing saved, its upload removed", async () => {
    const brand = await newBrand();
    const params = { id: String(brand.id) };
    const editUrl = `/admin/brands/${brand.id}/edit`;
    const opened = (await brandFormLoader(args(page(editUrl, {}), params))) as {
      item: { values: Record<string, string>; version: string };
    };
    const fast = await call(
      brandById.action,
      api(`/api/brands/${brand.id}`, { display_name: "Renamed meanwhile" }),
      params,
    );
    expect(fast.status).toBe(200);

    const before = storedFiles();
    const result = await settle(() =>
      brandFormAction(
        args(
          page(editUrl, {
            ...opened.item.values,
            description: "Typed on the old page.",
            row_version: opened.item.version,
            logo: new File([new Uint8Array(0)], ""),
          }),
          params,
        ),
      ),
    );
    expect(result).not.toBeInstanceOf(Response);
    const { data, status } = unwrap<{ error: string; values: Record<string, string> }>(result);
    expect(status).toBe(409);
    expect(data.error).toContain("This item was changed by someone else since you opened it");
    expect(data.values.description).toBe("Typed on the old page.");
    expect(getBrandById(brand.id)).toMatchObject({
      display_name: "Renamed meanwhile",
      description: null,
    });
    expect(storedFiles()).toEqual(before);

    const withFile = await settle(async () =>
      brandFormAction(
        args(
          page(editUrl, {
            ...opened.item.values,
            row_version: opened.item.version,
            logo: await pngFile("refused-logo.png"),
          }),
          params,
        ),
      ),
    );
    expect(unwrap(withFile).status).toBe(409);
    expect(storedFiles()).toEqual(before);

    // Opened again, the page carries the new version and saves.
    const again = (await brandFormLoader(args(page(editUrl, {}), params))) as {
      item: { values: Record<string, string>; version: string };
    };
    const saved = await settle(() =>
      brandFormAction(
        args(
          page(editUrl, {
            ...again.item.values,
            description: "Typed after reloading.",
            row_version: again.item.version,
          }),
          params,
        ),
      ),
    );
    expect(saved).toBeInstanceOf(Response);
    expect(getBrandById(brand.id)).toMatchObject({
      display_name: "Renamed meanwhile",
      description: "Typed after reloading.",
    });
  });
});
