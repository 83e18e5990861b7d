// The import screen's loader and action, the template and rejected-rows downloads, and
// POST /api/products/bulk-import, called with real Requests, cookies and multipart bodies.
import fs from "node:fs";
import path from "node:path";
import Papa from "papaparse";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/import";
import { loader as errorsLoader } from "~/routes/admin/import-errors";
import { loader as templateLoader } from "~/routes/admin/import-template";
import { action as apiAction, loader as apiLoader } from "~/routes/api/products-bulk-import";
import { IMPORT_TEXT } from "~/lib/import-messages";
import { db } from "~/server/db.server";
import { IMPORT_DEFINITIONS } from "~/server/import/columns.server";
import { IMPORT_MESSAGES } from "~/server/import/import.server";
import { importsDir } from "~/server/import/store.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { countProducts, createProduct, getProductBySlug } from "~/server/models/products.server";
import { createUser } from "~/server/models/users.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import { uploadsDir } from "~/server/files/uploads.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  multipart,
  settle,
  unwrap,
} from "./admin-test-helpers";

let cookie = "";
let otherCookie = "";
let token = "";

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/import/${name}`);
const csvFile = (content: Uint8Array | string, name = "import.csv") =>
  new File([typeof content === "string" ? content : new Uint8Array(content)], name, {
    type: "text/csv",
  });

function get(url: string, c = cookie) {
  return new Request(`${BASE}${url}`, { headers: c ? { Cookie: c } : {} });
}

function upload(fields: Record<string, string | File>, c = cookie) {
  return multipart("/admin/import", { intent: "preview", ...fields }, { headers: { Cookie: c } });
}

function post(fields: Record<string, string>, c = cookie) {
  return multipart("/admin/import", fields, { headers: { Cookie: c } });
}

type LoaderData = Awaited<ReturnType<typeof pageLoader>>;
const load = async (url: string, c = cookie) => (await pageLoader(args(get(url, c)))) as LoaderData;

/** Uploads a fixture and returns the preview token the redirect carries. */
async function previewToken(file: File, type = "products"): Promise<string> {
  const res = (await pageAction(args(upload({ type, file })))) as Response;
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get("Location")!, BASE);
  expect(location.pathname).toBe("/admin/import");
  return location.searchParams.get("preview")!;
}

/** An 11 MB CSV made now (never committed): a valid header and rows past the 10 MB cap. */
function elevenMegabytes(): Uint8Array {
  const row = "Big Printer,big-printer-{i},desktop-printers,Short text," + "x".repeat(200) + "\n";
  const parts = ["name,slug,category,short_description,description\n"];
  let size = parts[0].length;
  for (let i = 0; size < 11 * 1024 * 1024; i++) {
    const line = row.replace("{i}", String(i));
    parts.push(line);
    size += line.length;
  }
  return new TextEncoder().encode(parts.join(""));
}

beforeAll(async () => {
  seedDemoCatalogue(db);
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
  token = createApiToken(admin.id).token;
  const other = await createUser({
    username: "other-admin",
    password: "another-long-password",
    email: "other@example.com",
  });
  otherCookie = await adminCookie(other.id, other.session_version);
});

describe("guards", () => {
  it("sends a visitor without a session to the login page, for the page and the downloads", async () => {
    for (const run of [
      () => pageLoader(args(get("/admin/import", ""))),
      () => pageAction(args(upload({ type: "products" }, ""))),
      () => templateLoader(args(get("/admin/import/template/products", ""), { type: "products" })),
      () => errorsLoader(args(get("/admin/import/errors/x", ""), { token: "x" })),
    ]) {
      const res = (await settle(run)) as Response;
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
  });

  it("answers /api without a token 401, and a cross-site cookie 403", async () => {
    const anonymous = (await settle(() =>
      apiAction(args(multipart("/api/products/bulk-import", { type: "products" }))),
    )) as Response;
    expect(anonymous.status).toBe(401);
    const crossSite = (await settle(() =>
      apiAction(
        args(
          multipart(
            "/api/products/bulk-import",
            {
              type: "products",
              // Its own slug: the clean fixture's rows may already be there from another test.
              file: csvFile(
                "name,slug,category,short_description,description\n" +
                  "Cross Site Printer,cross-site-printer,desktop-printers,Short text,Long text\n",
              ),
            },
            { headers: { Cookie: cookie, Origin: "https://evil.example" } },
          ),
        ),
      ),
    )) as Response;
    expect(crossSite.status).toBe(403);
    expect(getProductBySlug("cross-site-printer")).toBeUndefined();
  });
});

describe("the screen", () => {
  it("shows the guidance and the columns of every type from the column definitions", async () => {
    const data = await load("/admin/import");
    expect(data.preview).toBeNull();
    expect(data.guides.map((g) => g.type)).toEqual(["products", "categories", "brands", "serials"]);
    const products = data.guides[0];
    expect(products.columns.filter((c) => c.required).map((c) => c.key)).toEqual([
      "name",
      "slug",
      "category",
      "short_description",
      "description",
    ]);
    expect(IMPORT_TEXT.guidance.join(" ")).toMatch(/UTF-8.*10MB.*uploaded separately/);
  });

  it("downloads each template as a CSV attachment; an unknown type is a 404", async () => {
    for (const type of ["products", "categories", "brands"] as const) {
      const res = (await templateLoader(
        args(get(`/admin/import/template/${type}`), { type }),
      )) as Response;
      expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${type}-template.csv"`,
      );
      const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ""), {
        skipEmptyLines: true,
      }).data;
      expect(rows[0]).toEqual(IMPORT_DEFINITIONS[type].columns.map((c) => c.key));
      expect(rows).toHaveLength(2);
    }
    const missing = (await settle(() =>
      templateLoader(args(get("/admin/import/template/drivers"), { type: "drivers" })),
    )) as Response;
    expect(missing.status).toBe(404);
  });

  it("asks for a file when none is chosen, and accepts only .csv", async () => {
    const none = unwrap(await pageAction(args(upload({ type: "products" }))));
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ error: "Please select a file to import", type: "products" });

    const txt = unwrap(
      await pageAction(args(upload({ type: "products", file: csvFile("a,b\n1,2\n", "data.txt") }))),
    );
    expect(txt.status).toBe(415);
    expect(txt.data).toMatchObject({ error: IMPORT_TEXT.onlyCsv });
  });

  it("refuses an empty file and a header-only file with clear messages", async () => {
    const empty = unwrap(
      await pageAction(args(upload({ type: "products", file: csvFile(fixture("empty.csv")) }))),
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ error: IMPORT_MESSAGES.empty });
    const headerOnly = unwrap(
      await pageAction(
        args(upload({ type: "products", file: csvFile(fixture("products-header-only.csv")) })),
      ),
    );
    expect(headerOnly.data).toMatchObject({ error: IMPORT_MESSAGES.headerOnly });
    const missing = unwrap(
      await pageAction(
        args(upload({ type: "products", file: csvFile(fixture("products-missing-columns.csv")) })),
      ),
    );
    expect(missing.data.error).toMatch(/^Missing required columns: short_description, description/);
  });

  it("stops an 11 MB file while it streams in: 413 and a clear message, nothing kept", async () => {
    const big = elevenMegabytes();
    expect(big.byteLength).toBeGreaterThan(11 * 1024 * 1024 - 300);
    // The demo catalogue's drawn pictures are already there; nothing may be added to them.
    const kept = () => fs.readdirSync(uploadsDir()).filter((f) => f !== ".imports");
    const before = kept();
    const res = unwrap(
      await pageAction(args(upload({ type: "products", file: csvFile(big, "big.csv") }))),
    );
    expect(res.status).toBe(413);
    expect(res.data).toMatchObject({ error: IMPORT_MESSAGES.tooLarge });
    // Neither a stored upload nor a pending import is left behind (a partly written temporary file
    // goes once its stream has closed, just after the answer).
    await vi.waitFor(() => expect(kept()).toEqual(before), { timeout: 5000 });
    expect(getProductBySlug("big-printer-0")).toBeUndefined();
  });

  it("previews first (nothing written), then imports, then shows the result with the screen's texts", async () => {
    const before = countProducts();
    const preview = await previewToken(csvFile(fixture("products-clean.csv"), "clean.csv"));
    expect(preview).toMatch(/^[a-f0-9]{32}$/);
    // The kept file is in the private folder, not among the public uploads.
    expect(fs.existsSync(path.join(importsDir(), `${preview}.csv`))).toBe(true);
    expect(path.basename(importsDir())).toBe(".imports");

    const shown = await load(`/admin/import?preview=${preview}`);
    expect(shown.preview).toMatchObject({
      token: preview,
      fileName: "clean.csv",
      typeLabel: "Products",
      preview: { totalCount: 3, createCount: 3, updateCount: 0, rejectCount: 0, issues: [] },
    });
    expect(countProducts()).toBe(before);

    const res = (await pageAction(args(post({ intent: "apply", token: preview })))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/import?result=${preview}`);
    expect(countProducts()).toBe(before + 3);
    expect(fs.existsSync(path.join(importsDir(), `${preview}.csv`))).toBe(false);

    const result = await load(`/admin/import?result=${preview}`);
    expect(result.result).toMatchObject({
      result: { successCount: 3, errorCount: 0, totalCount: 3, errors: [] },
      errorsHref: null,
      fileName: "clean.csv",
    });
    expect(result.result).toMatchObject({ result: { created: 3, updated: 0, changed: 0 } });

    // Applying twice (a double click, a resent form) writes nothing more.
    const again = unwrap(await pageAction(args(post({ intent: "apply", token: preview }))));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ error: IMPORT_MESSAGES.expired });
    expect(countProducts()).toBe(before + 3);
  });

  it("lists rejected rows with line, column and reason, and offers them as a CSV", async () => {
    const preview = await previewToken(csvFile(fixture("products-bad-boolean.csv")));
    const shown = await load(`/admin/import?preview=${preview}`);
    expect(shown.preview?.preview).toMatchObject({
      createCount: 1,
      rejectCount: 1,
      issues: [{ line: 3, column: "featured", message: "Featured must be true or false" }],
    });
    const during = (await errorsLoader(
      args(get(`/admin/import/errors/${preview}`), { token: preview }),
    )) as Response;
    expect(during.headers.get("Content-Disposition")).toBe(
      'attachment; filename="import-errors.csv"',
    );
    expect(await during.text()).toContain("featured: Featured must be true or false");

    await pageAction(args(post({ intent: "apply", token: preview })));
    const result = await load(`/admin/import?result=${preview}`);
    expect(result.result?.result).toMatchObject({
      successCount: 1,
      errorCount: 1,
      totalCount: 2,
      errors: ["Line 3 (featured): Featured must be true or false"],
    });
    expect(result.result?.errorsHref).toBe(`/admin/import/errors/${preview}`);
    expect(IMPORT_TEXT.failure(1)).toBe(
      "1 records failed to import. Check the error details below.",
    );
    const after = (await errorsLoader(
      args(get(`/admin/import/errors/${preview}`), { token: preview }),
    )) as Response;
    const rows = Papa.parse<string[]>((await after.text()).replace(/^\uFEFF/, ""), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0].slice(-2)).toEqual(["line", "reason"]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(["fixture-bad-boolean"]);
  });

  it("checks again on Import: the database may have changed since the preview", async () => {
    const preview = await previewToken(csvFile(fixture("products-duplicate-db.csv")));
    expect((await load(`/admin/import?preview=${preview}`)).preview?.preview).toMatchObject({
      createCount: 2,
      updateCount: 0,
    });
    // Someone adds both products between the preview and the Import.
    for (const slug of ["fixture-existing-printer", "fixture-brand-new-printer"])
      createProduct({
        name: slug,
        slug,
        category: "desktop-printers",
        short_description: "S",
        description: "D",
        model: "KEEP-ME",
      });
    expect((await load(`/admin/import?preview=${preview}`)).preview?.preview).toMatchObject({
      createCount: 0,
      updateCount: 2,
    });
    await pageAction(args(post({ intent: "apply", token: preview })));
    const result = await load(`/admin/import?result=${preview}`);
    expect(result.result?.result).toMatchObject({ created: 0, updated: 2, successCount: 2 });
    // A blank model cell kept the stored one.
    expect(getProductBySlug("fixture-existing-printer")!.model).toBe("KEEP-ME");
  });

  it("Cancel discards the kept file and writes nothing", async () => {
    const before = countProducts();
    const preview = await previewToken(csvFile(fixture("products-crlf.csv")));
    const res = (await pageAction(args(post({ intent: "cancel", token: preview })))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/import");
    expect(await flashOf(res)).toEqual({
      type: "success",
      message: "Import cancelled: nothing was written.",
    });
    expect(fs.existsSync(path.join(importsDir(), `${preview}.csv`))).toBe(false);
    expect((await load(`/admin/import?preview=${preview}`)).error).toBe(IMPORT_MESSAGES.expired);
    const apply = unwrap(await pageAction(args(post({ intent: "apply", token: preview }))));
    expect(apply.status).toBe(409);
    expect(countProducts()).toBe(before);
  });

  it("removes kept files after an hour", async () => {
    const preview = await previewToken(csvFile(fixture("products-crlf.csv")));
    const mine = () => fs.readdirSync(importsDir()).filter((n) => n.startsWith(preview));
    expect(mine()).toHaveLength(2);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of mine())
      fs.utimesSync(path.join(importsDir(), name), twoHoursAgo, twoHoursAgo);
    await load("/admin/import");
    expect(mine()).toEqual([]);
    expect((await load(`/admin/import?preview=${preview}`)).error).toBe(IMPORT_MESSAGES.expired);
  });

  it("keeps one admin's import from another admin", async () => {
    const preview = await previewToken(csvFile(fixture("products-quoted.csv")));
    expect((await load(`/admin/import?preview=${preview}`, otherCookie)).preview).toBeNull();
    const apply = unwrap(
      await pageAction(args(post({ intent: "apply", token: preview }, otherCookie))),
    );
    expect(apply.status).toBe(409);
    const download = (await settle(() =>
      errorsLoader(args(get(`/admin/import/errors/${preview}`, otherCookie), { token: preview })),
    )) as Response;
    expect(download.status).toBe(404);
    expect(getProductBySlug("fixture-quoted-printer")).toBeUndefined();
    // A token that is not ours in form never reaches the file system.
    expect((await load("/admin/import?preview=../../etc/passwd")).error).toBe(
      IMPORT_MESSAGES.expired,
    );
  });
});

describe("POST /api/products/bulk-import", () => {
  const api = (fields: Record<string, string | File>) =>
    apiAction(
      args(
        multipart("/api/products/bulk-import", fields, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      ),
    ) as Promise<Response>;

  it("imports at once and answers the import result", async () => {
    const res = await api({ type: "products", file: csvFile(fixture("products-formula.csv")) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      successCount: 1,
      errorCount: 1,
      totalCount: 2,
      errors: ["Line 3 (description): Description is required"],
      created: 1,
      updated: 0,
    });
    expect(getProductBySlug("fixture-formula-printer")!.short_description).toBe("=1+2");
  });

  it("imports categories and brands with the same call", async () => {
    const categories = await (
      await api({ type: "categories", file: csvFile(fixture("categories-clean.csv")) })
    ).json();
    expect(categories).toMatchObject({ successCount: 2, errorCount: 1, totalCount: 3 });
    const brands = await (
      await api({ type: "brands", file: csvFile(fixture("brands-clean.csv")) })
    ).json();
    expect(brands).toMatchObject({ successCount: 2, errorCount: 1, totalCount: 3 });
  });

  it("answers 400, 413 and 415 with {error}", async () => {
    const noFile = await api({ type: "products" });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ error: "Please select a file to import" });

    const noType = await api({ file: csvFile(fixture("products-clean.csv")) });
    expect(noType.status).toBe(400);
    expect((await noType.json()).error).toBe(
      "Choose what to import: products, categories, brands or serial numbers",
    );

    const headerOnly = await api({
      type: "products",
      file: csvFile(fixture("products-header-only.csv")),
    });
    expect(headerOnly.status).toBe(400);
    expect(await headerOnly.json()).toEqual({ error: IMPORT_MESSAGES.headerOnly });

    const wrong = await api({ type: "products", file: csvFile("x", "products.xlsx") });
    expect(wrong.status).toBe(415);

    const big = await api({ type: "products", file: csvFile(elevenMegabytes(), "big.csv") });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: IMPORT_MESSAGES.tooLarge });
  });

  it("answers GET with 405", async () => {
    const res = apiLoader() as Response;
    expect(res.status).toBe(405);
  });
});
