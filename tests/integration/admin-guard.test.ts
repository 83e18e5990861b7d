import { beforeAll, describe, expect, it } from "vitest";
import * as dashboard from "~/routes/admin/dashboard";
import * as layout from "~/routes/admin/layout";
import * as notFoundTab from "~/routes/admin/not-found";
import * as productDelete from "~/routes/admin/product-delete";
import * as productForm from "~/routes/admin/product-form";
import * as products from "~/routes/admin/products";
import * as apiProductById from "~/routes/api/product-by-id";
import * as apiProducts from "~/routes/api/products";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, getProductById } from "~/server/models/products.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  multipart,
  settle,
  unwrap,
} from "./admin-test-helpers";

let productId: number;

beforeAll(async () => {
  await ensureAdminUser();
  createCategory({ name: "labels", display_name: "Labels" });
  productId = createProduct({
    name: "Guarded Label",
    slug: "guarded-label",
    category: "labels",
    short_description: "A label",
    description: "A label roll.",
  }).id;
});

type Handler = (a: unknown) => unknown;

function expectLoginRedirect(result: unknown, from: string) {
  expect(result, from).toBeInstanceOf(Response);
  const res = result as Response;
  expect(res.status, from).toBe(302);
  const location = res.headers.get("Location")!;
  const url = new URL(location, BASE);
  expect(url.pathname).toBe("/admin/login");
  if (from !== "/admin") expect(url.searchParams.get("redirectTo")).toBe(from);
}

describe("every admin page refuses an anonymous visitor", () => {
  const pages: [string, Handler, Record<string, string>][] = [
    ["/admin", layout.loader as Handler, {}],
    ["/admin", dashboard.loader as Handler, {}],
    ["/admin/products?page=2", products.loader as Handler, {}],
    ["/admin/products/new", productForm.loader as Handler, {}],
    ["/admin/products/1/edit", productForm.loader as Handler, { id: "1" }],
    ["/admin/products/1/delete", productDelete.loader as Handler, { id: "1" }],
    ["/admin/whatever", notFoundTab.loader as Handler, { "*": "whatever" }],
  ];
  for (const [path, loader, params] of pages) {
    it(`GET ${path} → /admin/login?redirectTo=...`, async () => {
      expectLoginRedirect(
        await settle(() => loader(args(new Request(`${BASE}${path}`), params))),
        path,
      );
    });
  }

  it("a forged or stale cookie is no better than none", async () => {
    const forged = "admin_session=eyJ1c2VySWQiOjF9.forged";
    const r1 = await settle(() =>
      layout.loader(args(new Request(`${BASE}/admin`, { headers: { Cookie: forged } }))),
    );
    expectLoginRedirect(r1, "/admin");
    const user = await ensureAdminUser();
    const stale = await adminCookie(user.id, user.session_version - 1);
    const r2 = await settle(() =>
      layout.loader(args(new Request(`${BASE}/admin`, { headers: { Cookie: stale } }))),
    );
    expectLoginRedirect(r2, "/admin");
  });

  it("the unknown tab answers 404 inside the shell for a signed-in admin", async () => {
    const user = await ensureAdminUser();
    const cookie = await adminCookie(user.id, user.session_version);
    const request = new Request(`${BASE}/admin/whatever`, { headers: { Cookie: cookie } });
    const thrown = unwrap(
      await settle(() => notFoundTab.loader(args(request, { "*": "whatever" }))),
    );
    expect(thrown.status).toBe(404);
    const shell = unwrap<{ user: { username: string } }>(await layout.loader(args(request)));
    expect(shell.data.user.username).toBe("admin");
  });
});

describe("every admin action refuses an anonymous visitor and changes nothing", () => {
  const actions: [string, Handler, Record<string, string>, Record<string, string | string[]>][] = [
    ["/admin/products", products.action as Handler, {}, { ids: ["1"] }],
    ["/admin/products/new", productForm.action as Handler, {}, { name: "X" }],
    ["/admin/products/1/edit", productForm.action as Handler, { id: "1" }, { name: "X" }],
    ["/admin/products/1/delete", productDelete.action as Handler, { id: "1" }, {}],
    ["/admin/whatever", notFoundTab.action as Handler, { "*": "whatever" }, {}],
  ];
  for (const [path, action, params, fields] of actions) {
    it(`POST ${path} → login`, async () => {
      const fixed = Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, k === "id" ? String(productId) : v]),
      );
      const url = path.replace("/1/", `/${productId}/`);
      const result = await settle(() =>
        action(args(form(url, { ...fields, ids: [String(productId)] }), fixed)),
      );
      expectLoginRedirect(result, url);
      expect(getProductById(productId)?.name).toBe("Guarded Label");
    });
  }
});

describe("every /api product write refuses an anonymous request with 401 JSON", () => {
  const cases: [string, string, Handler, Record<string, string>][] = [
    ["POST", "/api/products", apiProducts.action as Handler, {}],
    ["PUT", "/api/products/ID", apiProductById.action as Handler, { id: "ID" }],
    ["DELETE", "/api/products/ID", apiProductById.action as Handler, { id: "ID" }],
  ];
  for (const [method, path, action, params] of cases) {
    it(`${method} ${path}`, async () => {
      const url = path.replace("ID", String(productId));
      const p = Object.fromEntries(Object.entries(params).map(([k]) => [k, String(productId)]));
      const request =
        method === "DELETE"
          ? new Request(`${BASE}${url}`, { method })
          : multipart(url, { name: "Changed" }, { method });
      const res = (await settle(() => action(args(request, p)))) as Response;
      expect(res.status).toBe(401);
      expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: "Authentication required" });
      expect(getProductById(productId)?.name).toBe("Guarded Label");
    });
  }

  it("a bearer token that is not valid is refused too", async () => {
    const res = (await settle(() =>
      apiProductById.action(
        args(
          new Request(`${BASE}/api/products/${productId}`, {
            method: "DELETE",
            headers: { Authorization: "Bearer not-a-token" },
          }),
          { id: String(productId) },
        ),
      ),
    )) as Response;
    expect(res.status).toBe(401);
    expect(getProductById(productId)).toBeDefined();
  });
});
