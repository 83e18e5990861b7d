// A large Trash is shown 50 items a page (it was one page of every item: 65 MB at 50,000), searched
// by name and kind, and the ticked items of a page are restored or deleted for ever at once, with the
// same confirmation as one delete (plain forms, no JavaScript needed).
import { beforeAll, describe, expect, it } from "vitest";
import { action as trashAction, loader as trashLoader } from "~/routes/admin/trash";
import { deleteEntities } from "~/server/admin/save.server";
import { brandManager, productManager } from "~/server/admin/managers.server";
import { createBrand } from "~/server/models/brands.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, getProductBySlug } from "~/server/models/products.server";
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

let cookie = "";
const COUNT = 130;

type View = {
  items: { id: number; label: string; thing: string }[];
  page: number;
  pageCount: number;
  range: { from: number; to: number; total: number };
};

const view = async (query = "") =>
  (await trashLoader(
    args(new Request(`${BASE}/admin/trash${query}`, { headers: { Cookie: cookie } })),
  )) as View;

const post = (fields: Record<string, string | string[]>, query = "") =>
  settle(() =>
    trashAction(args(form(`/admin/trash${query}`, fields, { Cookie: cookie, Origin: BASE }))),
  );

/** Ten products of the test's own, put in the Trash, for a test that restores or purges them. */
const trashTen = async (name: string) => {
  const ids = Array.from(
    { length: 10 },
    (_, i) =>
      createProduct({
        name: `${name} ${i}`,
        slug: `${name.toLowerCase().replaceAll(" ", "-")}-${i}`,
        category: "labels",
        short_description: "A roll",
        description: "A roll of labels",
      }).id,
  );
  await deleteEntities(productManager, ids, "test");
};

// The 130 rolls and the brand are only read; the tests that restore or purge bring their own.
beforeAll(async () => {
  const user = await ensureAdminUser();
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "labels", display_name: "Labels" });
  const ids = Array.from(
    { length: COUNT },
    (_, i) =>
      createProduct({
        name: `Paged Roll ${String(i).padStart(3, "0")}`,
        slug: `paged-roll-${i}`,
        category: "labels",
        short_description: "A roll",
        description: "A roll of labels",
      }).id,
  );
  await deleteEntities(productManager, ids, "test");
  const brand = createBrand({ name: "paged-brand", display_name: "Paged Brand" });
  await deleteEntities(brandManager, [brand.id], "test");
});

describe("the Trash, paged", () => {
  it("shows 50 items a page, newest first, with the count, and clamps a page past the end", async () => {
    const first = await view();
    expect(first.items).toHaveLength(50);
    expect(first.range).toEqual({ from: 1, to: 50, total: COUNT + 1 });
    expect(first.pageCount).toBe(3);
    expect(first.items[0].label).toBe("Paged Brand");
    const last = await view("?page=99");
    expect(last.page).toBe(3);
    expect(last.items).toHaveLength(COUNT + 1 - 100);
  });

  it("searches by name and by kind; a % typed is looked for as itself", async () => {
    const found = await view("?q=roll%20012");
    expect(found.items.map((i) => i.label)).toEqual(["Paged Roll 012"]);
    const brands = await view("?kind=brands");
    expect(brands.items.map((i) => i.label)).toEqual(["Paged Brand"]);
    const wild = await view("?q=%25");
    expect(wild.items).toHaveLength(0);
    // An unknown kind is ignored, not an error.
    expect((await view("?kind=users")).range.total).toBe(COUNT + 1);
  });

  it("restores the ticked items at once, and says which could not be", async () => {
    await trashTen("Restore Me");
    const before = listTrash().length;
    const ids = (await view("?q=Restore%20Me")).items.map((i) => String(i.id));
    expect(ids).toHaveLength(10);
    const res = (await post(
      { intent: "restore-selected", id: ids },
      "?q=Restore%20Me",
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/trash?q=Restore+Me");
    expect((await flashOf(res))?.message).toBe("Restored 10 of 10 items.");
    for (let i = 0; i < 10; i++) expect(getProductBySlug(`restore-me-${i}`)).toBeDefined();
    expect(listTrash()).toHaveLength(before - 10);
  });

  it("deletes the ticked items for ever only after a confirmation naming them", async () => {
    await trashTen("Purge Me");
    const before = listTrash().length;
    const ids = (await view("?q=Purge%20Me")).items.map((i) => String(i.id));
    expect(ids).toHaveLength(10);
    const ask = unwrap<{ confirm: { ids: number[]; label: string; labels: string[] } }>(
      await post({ intent: "purge-selected", id: ids }),
    );
    expect(ask.data.confirm.label).toBe("Delete these 10 items for ever?");
    expect(ask.data.confirm.labels).toContain('product "Purge Me 5"');
    expect(listTrash()).toHaveLength(before);
    const done = (await post({
      intent: "purge-selected",
      id: ask.data.confirm.ids.map(String),
      confirmed: "yes",
    })) as Response;
    expect((await flashOf(done))?.message).toBe("Deleted 10 items for ever");
    expect(listTrash()).toHaveLength(before - 10);
    for (let i = 0; i < 10; i++) expect(getProductBySlug(`purge-me-${i}`)).toBeUndefined();
  });

  it("refuses more than 100 items at once, and says so when nothing is ticked", async () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    const refused = unwrap<{ error: string }>(await post({ intent: "restore-selected", id: many }));
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe("Choose at most 100 items at a time.");
    const none = (await post({ intent: "restore-selected" })) as Response;
    expect((await flashOf(none))?.message).toMatch(/Tick the items first/);
  });
});
