// /api writes of categories, brands, drivers, blogs and jobs (multipart and JSON, bearer token and
// same-origin session), the refusals (401, 403, 404, 409, 413, 415), the subcategory stubs, the admin's
// view of drafts and inactive jobs, and the public driver download.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as blogById from "~/routes/api/blog-by-slug";
import * as blogs from "~/routes/api/blogs";
import * as brandById from "~/routes/api/brand-by-id";
import * as brands from "~/routes/api/brands";
import * as categories from "~/routes/api/categories";
import * as categoryById from "~/routes/api/categories-by-id";
import * as driverById from "~/routes/api/driver-by-id";
import * as drivers from "~/routes/api/drivers";
import * as jobById from "~/routes/api/job-by-slug";
import * as jobs from "~/routes/api/jobs";
import * as subcategories from "~/routes/api/subcategories";
import { loader as download } from "~/routes/site/driver-download";
import { createApiToken } from "~/server/models/api-tokens.server";
import { getBlogById } from "~/server/models/blogs.server";
import { getBrandById } from "~/server/models/brands.server";
import { countCategories, createCategory } from "~/server/models/categories.server";
import { getDriverById } from "~/server/models/drivers.server";
import { createJob, getJobById } from "~/server/models/jobs.server";
import { createProduct } from "~/server/models/products.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  multipart,
  pngFile,
  settle,
  textFile,
} from "./admin-test-helpers";
import { stored, uploadsDir, zipBytes, zipFile, type Handler } from "./managers-helpers";

let token: string;
let cookie: string;

const bearer = () => ({ Authorization: `Bearer ${token}` });

/** Calls a handler; a thrown Response (the 401/403 of requireApiAdmin) counts as the answer. */
async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
  const res = (await settle(() => (handler as (a: unknown) => unknown)(args(request, params)))) as
    Response | undefined;
  expect(res).toBeInstanceOf(Response);
  const text = await res!.text();
  return { status: res!.status, body: text ? JSON.parse(text) : null, headers: res!.headers };
}

function json(
  url: string,
  body: unknown,
  { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`${BASE}${url}`, {
    method,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** PUT (JSON) and DELETE with the bearer token. */
const put = (handler: Handler, url: string, body: object, params: Record<string, string>) =>
  call(handler, json(url, body, { method: "PUT", headers: bearer() }), params);
const del = (handler: Handler, url: string, params: Record<string, string>) =>
  call(handler, bare(url, "DELETE", bearer()), params);

function bare(url: string, method = "GET", headers: Record<string, string> = {}) {
  return new Request(`${BASE}${url}`, { method, headers });
}

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  cookie = await adminCookie(user.id, user.session_version);
});

describe("every write refuses an anonymous client, a dead token and a cross-site cookie", () => {
  const writes: [string, Handler, string, string, Record<string, string>][] = [
    ["POST /api/categories", categories.action, "/api/categories", "POST", {}],
    ["PUT /api/categories/1", categoryById.action, "/api/categories/1", "PUT", { id: "1" }],
    ["DELETE /api/brands/1", brandById.action, "/api/brands/1", "DELETE", { id: "1" }],
    ["POST /api/brands", brands.action, "/api/brands", "POST", {}],
    ["POST /api/drivers", drivers.action, "/api/drivers", "POST", {}],
    ["DELETE /api/drivers/1", driverById.action, "/api/drivers/1", "DELETE", { id: "1" }],
    ["POST /api/blogs", blogs.action, "/api/blogs", "POST", {}],
    ["PUT /api/blogs/1", blogById.action, "/api/blogs/1", "PUT", { param: "1" }],
    ["POST /api/jobs", jobs.action, "/api/jobs", "POST", {}],
    ["DELETE /api/jobs/1", jobById.action, "/api/jobs/1", "DELETE", { param: "1" }],
  ];
  it.each(writes)("%s", async (_name, handler, url, method, params) => {
    const body = { name: "x", display_name: "X", title: "X", slug: "x" };
    const anonymous = await call(handler, json(url, body, { method }), params);
    expect(anonymous).toMatchObject({ status: 401, body: { error: "Authentication required" } });
    const dead = await call(
      handler,
      json(url, body, { method, headers: { Authorization: "Bearer not-a-token" } }),
      params,
    );
    expect(dead).toMatchObject({ status: 401, body: { error: "Invalid or expired token" } });
    const crossSites: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example", Host: "localhost" },
    ];
    for (const site of crossSites) {
      const crossSite = await call(
        handler,
        json(url, body, { method, headers: { Cookie: cookie, ...site } }),
        params,
      );
      expect(crossSite).toMatchObject({
        status: 403,
        body: { error: "Cross-site request refused" },
      });
    }
  });
});

describe("categories", () => {
  it("POST creates from multipart (201) or JSON; bad input is 400 with { error, fields }", async () => {
    const created = await call(
      categories.action,
      multipart(
        "/api/categories",
        {
          name: "api-labels",
          display_name: "Labels",
          description: "Paper and synthetic labels",
          image: await pngFile("labels.png"),
        },
        { headers: bearer() },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "api-labels", display_name: "Labels" });
    expect(stored(created.body.image)).toBe(true);

    const viaJson = await call(
      categories.action,
      json(
        "/api/categories",
        { name: "api-ribbons", display_name: "Ribbons" },
        { headers: bearer() },
      ),
    );
    expect(viaJson).toMatchObject({ status: 201, body: { name: "api-ribbons", image: null } });

    const invalid = await call(
      categories.action,
      json("/api/categories", { name: "Not A Slug" }, { headers: bearer() }),
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: "Please correct the highlighted fields.",
        fields: {
          name: "Name may hold only lowercase letters, digits and single hyphens",
          display_name: "Display name is required",
        },
      },
    });
    const garbled = await call(
      categories.action,
      new Request(`${BASE}/api/categories`, {
        method: "POST",
        body: "{not json",
        headers: { "Content-Type": "application/json", ...bearer() },
      }),
    );
    expect(garbled).toMatchObject({
      status: 400,
      body: { error: "The body is not valid JSON" },
    });

    const list = await call(categories.loader, bare("/api/categories"));
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["api-labels", "api-ribbons"]),
    );
  });

  it("a taken name is 409; a wrong image type 415; an oversized body 413", async () => {
    createCategory({ name: "taken-labels", display_name: "Taken Labels" });
    const before = countCategories();
    const taken = await call(
      categories.action,
      json(
        "/api/categories",
        { name: "taken-labels", display_name: "Again" },
        { headers: bearer() },
      ),
    );
    expect(taken).toMatchObject({
      status: 409,
      body: {
        error: "This name is already used by another category",
        fields: { name: "This name is already used by another category" },
      },
    });
    const wrongType = await call(
      categories.action,
      multipart(
        "/api/categories",
        { name: "scanners", display_name: "Scanners", image: textFile("x.gif", "not an image") },
        { headers: bearer() },
      ),
    );
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error).toMatch(/^Image must be a JPEG, PNG, WebP, GIF or SVG image/);
    const tooLarge = await call(
      categories.action,
      new Request(`${BASE}/api/categories`, {
        method: "POST",
        body: "x",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(50 * 1024 * 1024),
          ...bearer(),
        },
      }),
    );
    expect(tooLarge.status).toBe(413);
    expect(countCategories()).toBe(before);
  });

  it("PUT changes only what is sent and keeps the image; DELETE refuses while products use it (409)", async () => {
    // Its own two categories (one with an image and a description), so the test stands alone.
    const made = await call(
      categories.action,
      multipart(
        "/api/categories",
        {
          name: "tags",
          display_name: "Tags",
          description: "Garment and jewellery tags",
          image: await pngFile("tags.png"),
        },
        { headers: bearer() },
      ),
    );
    expect(made.status).toBe(201);
    const sparesMade = await call(
      categories.action,
      json("/api/categories", { name: "spares", display_name: "Spares" }, { headers: bearer() }),
    );
    expect(sparesMade.status).toBe(201);
    const list = (await call(categories.loader, bare("/api/categories"))).body as {
      id: number;
      name: string;
      image: string;
    }[];
    const tags = list.find((c) => c.name === "tags")!;
    const updated = await put(
      categoryById.action,
      `/api/categories/${tags.id}`,
      { display_name: "Tags & Labels" },
      { id: String(tags.id) },
    );
    expect(updated).toMatchObject({
      status: 200,
      body: {
        name: "tags",
        display_name: "Tags & Labels",
        image: tags.image,
        description: "Garment and jewellery tags",
      },
    });
    expect(stored(tags.image)).toBe(true);

    createProduct({
      name: "Chromo Tag",
      slug: "chromo-tag",
      category: "tags",
      short_description: "A label",
      description: "A label",
    });
    const refused = await del(categoryById.action, `/api/categories/${tags.id}`, {
      id: String(tags.id),
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: "This category still has 1 product. Move it to another category or delete it first.",
      },
    });
    const spares = list.find((c) => c.name === "spares")!;
    const deleted = await del(categoryById.action, `/api/categories/${spares.id}`, {
      id: String(spares.id),
    });
    expect(deleted).toMatchObject({
      status: 200,
      body: { success: true, message: "Category deleted successfully!", id: spares.id },
    });
    for (const id of [String(spares.id), "abc"]) {
      const missing = await del(categoryById.action, `/api/categories/${id}`, { id });
      expect(missing).toMatchObject({ status: 404, body: { error: "Category not found" } });
    }
    const missingPut = await put(
      categoryById.action,
      "/api/categories/9999",
      { display_name: "X" },
      { id: "9999" },
    );
    expect(missingPut.status).toBe(404);
  });
});

describe("brands", () => {
  it("creates with a logo, refuses a website that is no URL, updates and deletes (session cookie from this site)", async () => {
    const sameSite = { Cookie: cookie, "Sec-Fetch-Site": "same-origin" };
    const created = await call(
      brands.action,
      multipart(
        "/api/brands",
        {
          name: "tsc",
          display_name: "TSC",
          website: "https://www.tscprinters.com",
          logo: await pngFile(),
        },
        { headers: sameSite },
      ),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(stored(created.body.logo)).toBe(true);

    const badSite = await put(
      brandById.action,
      `/api/brands/${id}`,
      { website: "javascript:alert(1)" },
      { id: String(id) },
    );
    expect(badSite).toMatchObject({
      status: 400,
      body: { fields: { website: "Website must be a URL starting with http:// or https://" } },
    });
    const list = await call(brands.loader, bare("/api/brands"));
    expect(list.body).toContainEqual(
      expect.objectContaining({ id, website: "https://www.tscprinters.com" }),
    );

    const deleted = await call(brandById.action, bare(`/api/brands/${id}`, "DELETE", sameSite), {
      id: String(id),
    });
    expect(deleted.body).toMatchObject({ message: "Brand deleted successfully!" });
    expect(getBrandById(id)).toBeUndefined();
    expect(stored(created.body.logo)).toBe(false);
  });
});

describe("drivers", () => {
  it("POST needs the file; only driver types; records size in bytes; GET one; PUT keeps the file; DELETE removes it", async () => {
    const noFile = await call(
      drivers.action,
      json("/api/drivers", { name: "Utility", version: "1.0" }, { headers: bearer() }),
    );
    expect(noFile).toMatchObject({
      status: 400,
      body: { fields: { file: "Driver file is required" } },
    });
    const wrong = await call(
      drivers.action,
      multipart(
        "/api/drivers",
        { name: "U", version: "1", file: textFile("u.txt", "hello") },
        { headers: bearer() },
      ),
    );
    expect(wrong).toMatchObject({
      status: 415,
      body: {
        error: "Driver file must be an .exe, .msi, .zip or .dmg file",
        fields: { file: "Driver file must be an .exe, .msi, .zip or .dmg file" },
      },
    });

    const created = await call(
      drivers.action,
      multipart(
        "/api/drivers",
        { name: "GoDEX Utility", version: "1.0", file: zipFile("GoLabel II.zip") },
        { headers: bearer() },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "GoDEX Utility",
      file_name: "GoLabel II.zip",
      file_size: zipBytes.byteLength,
      download_count: 0,
    });
    const id = created.body.id as number;
    const one = await call(driverById.loader, bare(`/api/drivers/${id}`), { id: String(id) });
    expect(one.body).toMatchObject({ id, version: "1.0" });
    expect((await call(driverById.loader, bare("/api/drivers/999"), { id: "999" })).status).toBe(
      404,
    );
    const list = await call(drivers.loader, bare("/api/drivers"));
    expect(list.body.map((d: { id: number }) => d.id)).toContain(id);

    const updated = await put(
      driverById.action,
      `/api/drivers/${id}`,
      { version: "1.1" },
      { id: String(id) },
    );
    expect(updated.body).toMatchObject({
      version: "1.1",
      file: created.body.file,
      file_size: zipBytes.byteLength,
    });

    const deleted = await del(driverById.action, `/api/drivers/${id}`, {
      id: String(id),
    });
    expect(deleted.body).toMatchObject({ success: true, message: "Driver deleted successfully!" });
    expect(getDriverById(id)).toBeUndefined();
    expect(stored(created.body.file)).toBe(false);
  });
});

describe("the public driver download", () => {
  it("streams the bytes as an attachment under the original name, counts each download, 404 without a file", async () => {
    const created = await call(
      drivers.action,
      multipart(
        "/api/drivers",
        { name: "Driver", version: "2", file: zipFile("Seagull Driver (x64).zip") },
        { headers: bearer() },
      ),
    );
    const id = String(created.body.id);
    const res = (await download(args(bare(`/drivers/${id}/download`), { id }))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Seagull Driver (x64).zip"; filename*=UTF-8''Seagull%20Driver%20(x64).zip`,
    );
    expect(res.headers.get("Content-Length")).toBe(String(zipBytes.byteLength));
    expect(Buffer.from(await res.arrayBuffer()).equals(zipBytes)).toBe(true);
    await (download(args(bare(`/drivers/${id}/download`), { id })) as Promise<Response>).then((r) =>
      r.arrayBuffer(),
    );
    expect(getDriverById(Number(id))!.download_count).toBe(2);

    fs.unlinkSync(path.join(uploadsDir(), created.body.file));
    const gone = (await download(args(bare(`/drivers/${id}/download`), { id }))) as Response;
    expect(gone.status).toBe(404);
    expect(getDriverById(Number(id))!.download_count).toBe(2);
    for (const missing of ["999", "abc"]) {
      const res404 = (await download(
        args(bare(`/drivers/${missing}/download`), { id: missing }),
      )) as Response;
      expect(res404.status).toBe(404);
    }
  });
});

describe("blogs and jobs", () => {
  it("POST /api/blogs creates a draft by default; a taken slug is 409; PUT by id publishes; DELETE", async () => {
    const created = await call(
      blogs.action,
      json(
        "/api/blogs",
        { title: "Print Head Care", slug: "print-head-care", content: "Clean it weekly." },
        {
          headers: bearer(),
        },
      ),
    );
    expect(created).toMatchObject({
      status: 201,
      body: { status: "draft", slug: "print-head-care" },
    });
    const id = String(created.body.id);
    const taken = await call(
      blogs.action,
      json(
        "/api/blogs",
        { title: "Again", slug: "print-head-care", content: "x" },
        { headers: bearer() },
      ),
    );
    expect(taken).toMatchObject({
      status: 409,
      body: { error: "This slug is already used by another blog post" },
    });
    const invalid = await call(
      blogs.action,
      json("/api/blogs", { title: "", slug: "", content: "" }, { headers: bearer() }),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(["content", "slug", "title"]);

    // The visitor list hides the draft; the admin's list shows it.
    const visitor = await call(blogs.loader, bare("/api/blogs?limit=100"));
    expect(visitor.body.data.map((b: { slug: string }) => b.slug)).not.toContain("print-head-care");
    const admin = await call(blogs.loader, bare("/api/blogs?limit=100", "GET", bearer()));
    expect(admin.body.data.map((b: { slug: string }) => b.slug)).toContain("print-head-care");
    expect(admin.headers.get("Cache-Control")).toBe("private, no-store");
    const sessionAdmin = await call(
      blogs.loader,
      bare("/api/blogs?limit=100", "GET", { Cookie: cookie }),
    );
    expect(sessionAdmin.body.total).toBe(admin.body.total);

    const published = await call(
      blogById.action,
      multipart(
        `/api/blogs/${id}`,
        { status: "published", featured_image: await pngFile() },
        {
          method: "PUT",
          headers: bearer(),
        },
      ),
      { param: id },
    );
    expect(published.body).toMatchObject({ status: "published", title: "Print Head Care" });
    expect(stored(published.body.featured_image)).toBe(true);
    const now = await call(blogById.loader, bare("/api/blogs/print-head-care"), {
      param: "print-head-care",
    });
    expect(now.status).toBe(200);

    const deleted = await del(blogById.action, `/api/blogs/${id}`, {
      param: id,
    });
    expect(deleted.body).toMatchObject({ message: "Blog deleted successfully!" });
    expect(getBlogById(Number(id))).toBeUndefined();
    expect(stored(published.body.featured_image)).toBe(false);
    const again = await del(blogById.action, `/api/blogs/${id}`, {
      param: id,
    });
    expect(again).toMatchObject({ status: 404, body: { error: "Blog not found" } });
  });

  it("POST /api/jobs: 'Title and slug are required'; active by default; PUT sets inactive; admins list inactive jobs", async () => {
    const missing = await call(
      jobs.action,
      json("/api/jobs", { skills: "A", responsibilities: "B" }, { headers: bearer() }),
    );
    expect(missing).toMatchObject({ status: 400, body: { error: "Title and slug are required" } });
    const created = await call(
      jobs.action,
      multipart(
        "/api/jobs",
        {
          title: "Sales Executive",
          slug: "sales-executive",
          skills: "Sales",
          responsibilities: "Sell",
        },
        { headers: bearer() },
      ),
    );
    expect(created).toMatchObject({ status: 201, body: { status: "active" } });
    const id = String(created.body.id);
    const file = await call(
      jobs.action,
      multipart(
        "/api/jobs",
        { title: "X", slug: "x", skills: "S", responsibilities: "R", cv: await pngFile() },
        {
          headers: bearer(),
        },
      ),
    );
    expect(file.status).toBe(400);

    const inactive = await put(
      jobById.action,
      `/api/jobs/${id}`,
      { status: "inactive" },
      { param: id },
    );
    expect(inactive.body).toMatchObject({ status: "inactive", title: "Sales Executive" });
    const visitor = await call(jobs.loader, bare("/api/jobs?limit=100"));
    expect(visitor.body.data.map((j: { slug: string }) => j.slug)).not.toContain("sales-executive");
    const admin = await call(jobs.loader, bare("/api/jobs?limit=100", "GET", bearer()));
    expect(admin.body.data.map((j: { slug: string }) => j.slug)).toContain("sales-executive");

    createJob({ title: "Other", slug: "other-job", skills: "S", responsibilities: "R" });
    const clash = await put(
      jobById.action,
      `/api/jobs/${id}`,
      { slug: "other-job" },
      { param: id },
    );
    expect(clash.status).toBe(409);

    const deleted = await del(jobById.action, `/api/jobs/${id}`, {
      param: id,
    });
    expect(deleted.body).toMatchObject({ message: "Job deleted successfully!" });
    expect(getJobById(Number(id))).toBeUndefined();
  });
});

describe("subcategories are switched off", () => {
  it("the list is empty and every write answers 'Subcategories feature has been removed'", async () => {
    expect(await call(subcategories.loader, bare("/api/subcategories"))).toMatchObject({
      status: 200,
      body: [],
    });
    for (const [method, params] of [
      ["POST", {}],
      ["PUT", { id: "1" }],
      ["DELETE", { id: "1" }],
    ] as const) {
      const res = await call(
        subcategories.action,
        json("/api/subcategories", { name: "x" }, { method, headers: bearer() }),
        params,
      );
      expect(res).toMatchObject({
        status: 410,
        body: { error: "Subcategories feature has been removed" },
      });
    }
  });
});

describe("the wrong method", () => {
  it("is 405 on the create and by-id routes", async () => {
    expect((await call(brands.action, bare("/api/brands", "PUT", bearer()))).status).toBe(405);
    expect(
      (await call(brandById.action, bare("/api/brands/1", "POST", bearer()), { id: "1" })).status,
    ).toBe(405);
  });
});
