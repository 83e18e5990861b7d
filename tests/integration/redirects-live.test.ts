// A redirect from a live page would be listed and never used (a redirect only answers where the site
// says "not found"): the redirects screen refuses it, says the page exists and offers to take the
// item off the site, which then makes the redirect work.
import { beforeAll, describe, expect, it } from "vitest";
import * as redirectsRoute from "~/routes/admin/redirects";
import { loader as productPage } from "~/routes/site/product";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, getProductById } from "~/server/models/products.server";
import { findRedirect } from "~/server/models/redirects.server";
import { livePageAt } from "~/server/site/live-page.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  settle,
  unwrap,
} from "./admin-test-helpers";
import { routeTable } from "../security/route-table";

let cookie: string;

beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "labels", display_name: "Labels" });
});

const post = async (fields: Record<string, string>) =>
  settle(() =>
    redirectsRoute.action(
      args(
        form("/admin/redirects", fields, {
          Cookie: cookie,
          Origin: BASE,
          "Sec-Fetch-Site": "same-origin",
        }),
      ),
    ),
  );

type Refusal = {
  error: string;
  field: string;
  live?: { canUnpublish: boolean; unpublishLabel: string | null; editHref: string | null };
};

describe("Admin › Redirects and live pages", () => {
  it("refuses a redirect from one of the site's own pages, saying the page exists", async () => {
    const { data, status } = unwrap<Refusal>(
      await post({ intent: "add", from_path: "/services", to_path: "/about" }),
    );
    expect(status).toBe(409);
    expect(data.field).toBe("from_path");
    expect(data.error).toMatch(/The page \/services exists/);
    expect(data.live?.canUnpublish).toBe(false);
    expect(findRedirect("/services")).toBeUndefined();
  });

  it("refuses one from a live product, offers to unpublish it, and then the redirect works", async () => {
    const p = createProduct({
      name: "Live Label Roll",
      slug: "live-label-roll",
      category: "labels",
      short_description: "A label",
      description: "A label",
    });
    const refused = unwrap<Refusal>(
      await post({ intent: "add", from_path: "/products/live-label-roll", to_path: "/labels" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.error).toContain('live product "Live Label Roll"');
    expect(refused.data.live).toMatchObject({
      canUnpublish: true,
      unpublishLabel: 'Unpublish "Live Label Roll" and add the redirect',
      editHref: `/admin/products/${p.id}/edit`,
    });
    expect(findRedirect("/products/live-label-roll")).toBeUndefined();

    const done = (await post({
      intent: "unpublish",
      from_path: "/products/live-label-roll",
      to_path: "/labels",
    })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/admin/redirects");
    expect(getProductById(p.id)!.status).toBe("inactive");
    expect(findRedirect("/products/live-label-roll")).toBe("/labels");
    // What a visitor now gets at the old address.
    const visit = (await settle(() =>
      (productPage as (a: unknown) => unknown)(
        args(new Request(`${BASE}/products/live-label-roll`), { slug: "live-label-roll" }),
      ),
    )) as Response;
    expect(visit.status).toBe(301);
    expect(visit.headers.get("Location")).toBe("/labels");
  });

  it("refuses one from a live category page without offering to unpublish (categories have no status)", async () => {
    const { data, status } = unwrap<Refusal>(
      await post({ intent: "add", from_path: "/labels", to_path: "/about" }),
    );
    expect(status).toBe(409);
    expect(data.error).toContain('category "Labels"');
    expect(data.live?.canUnpublish).toBe(false);
  });

  it("still adds a redirect from an address nothing answers", async () => {
    const res = (await post({
      intent: "add",
      from_path: "/old-brochure",
      to_path: "/about",
    })) as Response;
    expect(res.status).toBe(303);
    expect(findRedirect("/old-brochure")).toBe("/about");
    // An inactive product's address is free too.
    expect(livePageAt("/products/no-such-thing")).toBeNull();
  });

  it("every fixed route of app/routes.ts counts as a live page", () => {
    const fixed = routeTable("1").filter(
      (r) => !/[:*]/.test(r.path) && !r.path.startsWith("admin") && r.path !== "",
    );
    expect(fixed.length).toBeGreaterThan(20);
    for (const r of fixed) {
      // The category shortcuts are live only while their category exists.
      if (livePageAt(r.url) === null) expect(r.file, r.url).toBe("routes/site/category.tsx");
    }
    expect(livePageAt("/")).toEqual({ kind: "page" });
    expect(livePageAt("/admin/anything")).toEqual({ kind: "page" });
    expect(livePageAt("/api/brands")).toEqual({ kind: "page" });
  });
});
