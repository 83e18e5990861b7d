// A slug change (form, /api) leaves a 301 at the old address; chains collapse; an item that takes the
// old address back wins; the admin may add and delete redirects by hand.
import { beforeAll, describe, expect, it } from "vitest";
import * as blogById from "~/routes/api/blog-by-id";
import * as blogBySlug from "~/routes/api/blog-by-slug";
import * as categoryById from "~/routes/api/categories-by-id";
import * as jobBySlug from "~/routes/api/job-by-slug";
import * as productById from "~/routes/api/product-by-id";
import { loader as blogPage } from "~/routes/site/blog";
import { loader as categoryPage } from "~/routes/site/category";
import { loader as jobPage } from "~/routes/site/job";
import { loader as notFoundPage } from "~/routes/site/not-found";
import { loader as productPage } from "~/routes/site/product";
import { readContentVersion } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createBlog } from "~/server/models/blogs.server";
import { createCategory, upsertCategoriesByName } from "~/server/models/categories.server";
import { createJob } from "~/server/models/jobs.server";
import { createProduct, upsertProductsBySlug } from "~/server/models/products.server";
import {
  addRedirect,
  deleteRedirect,
  findRedirect,
  listRedirects,
} from "~/server/models/redirects.server";
import { args, BASE, ensureAdminUser, settle } from "./admin-test-helpers";
import type { Handler } from "./managers-helpers";

let token: string;
const bearer = () => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  createCategory({ name: "labels", display_name: "Labels" });
  createCategory({ name: "wristbands", display_name: "Wristbands" });
});

async function put(handler: Handler, url: string, body: object, params: Record<string, string>) {
  const request = new Request(`${BASE}${url}`, {
    method: "PUT",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...bearer() },
  });
  const res = (await settle(() =>
    (handler as (a: unknown) => unknown)(args(request, params)),
  )) as Response;
  expect(res.status).toBe(200);
}

/** What a public page's loader answers for a path: the 301's Location, or its status. */
async function visit(loader: Handler, path: string, params: Record<string, string> = {}) {
  const res = (await settle(() =>
    (loader as (a: unknown) => unknown)(args(new Request(`${BASE}${path}`), params)),
  )) as { status?: number; init?: { status?: number }; headers?: Headers } | undefined;
  if (res instanceof Response && res.status === 301) return `301 ${res.headers.get("Location")}`;
  const status = res instanceof Response ? res.status : (res?.init?.status ?? 200);
  return String(status);
}

const product = (slug: string) =>
  createProduct({
    name: slug,
    slug,
    category: "labels",
    short_description: "A label",
    description: "A label",
  });

describe("redirects after a slug change", () => {
  it("a product's old address answers 301 to the new one; chains collapse; the query is kept", async () => {
    const p = product("chromo-a");
    const id = String(p.id);
    const version = readContentVersion(db.sqlite);
    await put(productById.action, `/api/products/${id}`, { slug: "chromo-b" }, { id });
    // The products table kept its triggers: caches of public answers see the change.
    expect(readContentVersion(db.sqlite)).toBeGreaterThan(version);
    expect(await visit(productPage, "/products/chromo-a", { slug: "chromo-a" })).toBe(
      "301 /products/chromo-b",
    );
    await put(productById.action, `/api/products/${id}`, { slug: "chromo-c" }, { id });
    expect(await visit(productPage, "/products/chromo-a?x=1", { slug: "chromo-a" })).toBe(
      "301 /products/chromo-c?x=1",
    );
    expect(await visit(productPage, "/products/chromo-b", { slug: "chromo-b" })).toBe(
      "301 /products/chromo-c",
    );
    expect(await visit(productPage, "/products/chromo-c", { slug: "chromo-c" })).toBe("200");
    // The catch-all 404 route answers the same redirect.
    expect(await visit(notFoundPage, "/products/chromo-a")).toBe("301 /products/chromo-c");
  });

  it("an item that later takes the old slug wins (form or /api save, and CSV import)", async () => {
    const p = product("thermal-a");
    const id = String(p.id);
    await put(productById.action, `/api/products/${id}`, { slug: "thermal-b" }, { id });
    expect(findRedirect("/products/thermal-a")).toBe("/products/thermal-b");
    const q = product("other-x");
    await put(
      productById.action,
      `/api/products/${q.id}`,
      { slug: "thermal-a" },
      {
        id: String(q.id),
      },
    );
    expect(findRedirect("/products/thermal-a")).toBeUndefined();
    expect(await visit(productPage, "/products/thermal-a", { slug: "thermal-a" })).toBe("200");

    // Moving back: B→A drops A's redirect and records B→A, never a loop.
    await put(productById.action, `/api/products/${id}`, { slug: "thermal-c" }, { id });
    expect(findRedirect("/products/thermal-b")).toBe("/products/thermal-c");
    upsertProductsBySlug([
      {
        name: "Imported",
        slug: "thermal-b",
        category: "labels",
        short_description: "s",
        description: "d",
      } as never,
    ]);
    expect(findRedirect("/products/thermal-b")).toBeUndefined();
  });

  it("a renamed category, blog post and job answer 301 at their old addresses", async () => {
    const c = createCategory({ name: "tags", display_name: "Tags" });
    await put(
      categoryById.action,
      `/api/categories/${c.id}`,
      { display_name: "Hang Tags" },
      {
        id: String(c.id),
      },
    );
    expect(await visit(categoryPage, "/products/category/tags", { slug: "tags" })).toBe(
      "301 /products/category/hang-tags",
    );

    const b = createBlog({
      title: "Care",
      slug: "care-old",
      content: "Clean it.",
      status: "published",
    } as never);
    await put(
      blogBySlug.action,
      `/api/blogs/${b.id}`,
      { slug: "care-new" },
      { param: String(b.id) },
    );
    expect(await visit(blogPage, "/blog/care-old", { slug: "care-old" })).toBe(
      "301 /blog/care-new",
    );

    const j = createJob({ title: "Engineer", slug: "eng-old", skills: "S", responsibilities: "R" });
    await put(jobBySlug.action, `/api/jobs/${j.id}`, { slug: "eng-new" }, { param: String(j.id) });
    expect(await visit(jobPage, "/careers/eng-old", { slug: "eng-old" })).toBe(
      "301 /careers/eng-new",
    );
    // A CSV import that renames a category's display name moves its address too.
    upsertCategoriesByName([{ name: "wristbands", display_name: "Patient Wristbands" } as never]);
    expect(await visit(categoryPage, "/products/category/wristbands", { slug: "wristbands" })).toBe(
      "301 /products/category/patient-wristbands",
    );
    // An address nothing ever had is still a plain 404.
    expect(await visit(jobPage, "/careers/never", { slug: "never" })).toBe("404");
  });

  it("the admin adds a redirect by hand (checked) and deletes it", async () => {
    // A product renamed once, so its first address itself redirects.
    const p = product("manual-a");
    const id = String(p.id);
    await put(productById.action, `/api/products/${id}`, { slug: "manual-b" }, { id });
    expect(addRedirect("https://evil.example/", "/x")).toMatchObject({
      ok: false,
      field: "from_path",
    });
    expect(addRedirect("/old-page", "//evil.example")).toMatchObject({
      ok: false,
      field: "to_path",
    });
    expect(addRedirect("/old-page", "/old-page")).toMatchObject({ ok: false });
    expect(addRedirect("/old-page", "/products/manual-a")).toEqual({ ok: true });
    // Pointed at a path that itself redirects: straight to the end of the chain.
    expect(findRedirect("/old-page")).toBe("/products/manual-b");
    expect(addRedirect("/old-page", "/about")).toMatchObject({ ok: false, field: "from_path" });
    const row = listRedirects().find((r) => r.from_path === "/old-page")!;
    expect(deleteRedirect(row.id)).toBe(true);
    expect(findRedirect("/old-page")).toBeUndefined();
  });
});

describe("GET /api/blogs/id/{id}", () => {
  it("a draft is 404 to the public and shown to an admin token", async () => {
    const draft = createBlog({ title: "Draft", slug: "draft-x", content: "Soon." } as never);
    const get = async (headers: Record<string, string>) => {
      const res = (await settle(() =>
        (blogById.loader as (a: unknown) => unknown)(
          args(new Request(`${BASE}/api/blogs/id/${draft.id}`, { headers }), {
            id: String(draft.id),
          }),
        ),
      )) as Response;
      return { status: res.status, body: await res.json() };
    };
    expect((await get({})).status).toBe(404);
    const admin = await get(bearer());
    expect(admin).toMatchObject({ status: 200, body: { slug: "draft-x", status: "draft" } });
    expect((await get({ Authorization: "Bearer nope" })).status).toBe(404);
  });
});
