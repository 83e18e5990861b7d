// The products list's inline grid (price, stock and status typed in place, a page saved at once):
// a preview of each change old → new that writes nothing, a save that is one History batch undone in
// one step from the list, refused whole (naming every row) when a second admin changed a row the
// page showed; the stock switch's message with its Undo; the chosen columns remembered.
import { beforeAll, describe, expect, it } from "vitest";
import * as list from "~/routes/admin/products";
import * as productById from "~/routes/api/product-by-id";
import { db } from "~/server/db.server";
import type { HistoryEntry } from "~/server/db/schema";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, getProductById } from "~/server/models/products.server";
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

let cookie: string;
let token: string;
let username: string;

beforeAll(async () => {
  const user = await ensureAdminUser();
  username = user.username;
  cookie = await adminCookie(user.id, user.session_version);
  token = createApiToken(user.id).token;
});

/**
 * A category of this test's own with three labels (₹1,000, ₹2,500 and no price) named
 * “Grid <tag> label <n>”, and the grid page that lists just them.
 */
function makeGrid(tag: string) {
  createCategory({ name: `grid-${tag}`, display_name: `Grid ${tag}` });
  const ids = [1000, 2500, null].map(
    (price, i) =>
      createProduct({
        name: `Grid ${tag} label ${i}`,
        slug: `grid-${tag}-label-${i}`,
        category: `grid-${tag}`,
        short_description: "A label",
        description: "A label",
        price,
      }).id,
  );
  return { ids, list: `/admin/products?category=grid-${tag}&grid=1` };
}

const authed = (r: Request, extra = "") => {
  r.headers.set("Cookie", extra ? `${cookie}; ${extra}` : cookie);
  r.headers.set("Origin", BASE);
  return r;
};
const post = async (fields: Record<string, string | string[]>, back = "/admin/products") =>
  settle(() => list.action(args(authed(form("/admin/products", { back, ...fields })))));

type Loaded = {
  columns: string[];
  grid: boolean;
  page: { items: { id: number; name: string; was: string }[] };
};
const load = async (url: string, extraCookie = "") =>
  (await list.loader(args(authed(new Request(`${BASE}${url}`), extraCookie)))) as Loaded;

/** The grid's form as the page sends it: every row of the page, with `cells` changed. */
async function gridForm(gridUrl: string, cells: Record<number, Record<string, string>>) {
  const page = await load(gridUrl);
  const fields: Record<string, string[]> = { row: [] };
  for (const r of page.page.items) {
    fields.row.push(String(r.id));
    fields[`was.${r.id}`] = [r.was];
    const [, price, stock, status] = r.was.split("|");
    const c = { price, stock, status, ...cells[r.id] };
    for (const [k, v] of Object.entries(c)) fields[`${k}.${r.id}`] = [v];
  }
  return fields;
}

type Grid = {
  grid: {
    error: string | null;
    preview: { id: number; name: string; lines: { field: string; from: string; to: string }[] }[];
    stale?: string[];
  };
};
const batchEntries = (batchId: number) =>
  db.sqlite.prepare("SELECT * FROM history WHERE batch_id = ?").all(batchId) as HistoryEntry[];

describe("the inline grid", () => {
  it("previews only the changed cells, old → new, and writes nothing", async () => {
    const { ids, list: gridUrl } = makeGrid("preview");
    const fields = await gridForm(gridUrl, {
      [ids[0]]: { price: "1,200" },
      [ids[1]]: { stock: "out", status: "inactive" },
    });
    const res = unwrap<Grid>(await post({ intent: "grid-preview", ...fields }, gridUrl));
    expect(res.status).toBe(200);
    expect(res.data.grid.error).toBeNull();
    expect(
      res.data.grid.preview
        .map((c) => [c.name, c.lines.map((l) => `${l.field} ${l.from} → ${l.to}`)])
        .sort(),
    ).toEqual([
      ["Grid preview label 0", ["Price ₹1,000 → ₹1,200"]],
      ["Grid preview label 1", ["Stock In stock → Out of stock", "Status Active → Inactive"]],
    ]);
    expect(getProductById(ids[0])!.price).toBe(1000);
    expect(getProductById(ids[1])!.status).toBe("active");
  });

  it("a price that is not a price is named with its row, and nothing is saved", async () => {
    const { ids, list: gridUrl } = makeGrid("typo");
    const fields = await gridForm(gridUrl, { [ids[0]]: { price: "12 lakh" } });
    const preview = unwrap<Grid>(await post({ intent: "grid-preview", ...fields }, gridUrl));
    expect(preview.status).toBe(400);
    expect(preview.data.grid.error).toMatch(/Grid typo label 0.*12 lakh/);
    const saved = unwrap<Grid>(await post({ intent: "grid-save", ...fields }, gridUrl));
    expect(saved.status).toBe(400);
    expect(getProductById(ids[0])!.price).toBe(1000);
  });

  it("saves the page as one History batch, and its Undo puts every cell back in one step", async () => {
    const { ids, list: gridUrl } = makeGrid("save");
    const fields = await gridForm(gridUrl, {
      [ids[0]]: { price: "1200" },
      [ids[1]]: { stock: "out", status: "inactive" },
      [ids[2]]: { price: "999.50" },
    });
    const res = (await post({ intent: "grid-save", ...fields }, gridUrl)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(gridUrl);
    expect(getProductById(ids[0])!.price).toBe(1200);
    expect(getProductById(ids[1])).toMatchObject({ in_stock: false, status: "inactive" });
    expect(getProductById(ids[2])!.price).toBe(999.5);
    const flash = await flashOf(res);
    expect(flash?.message).toMatch(/Saved price, stock, status of 3 products as one History entry/);
    expect(flash?.undo?.fields.intent).toBe("undo-batch");
    const batchId = Number(flash!.undo!.fields.batch);
    const entries = batchEntries(batchId);
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.actor === username && e.action === "update")).toBe(true);

    // The Undo button of the message: everything back, from the list.
    const undone = (await post(flash!.undo!.fields, gridUrl)) as Response;
    expect(undone.status).toBe(303);
    expect((await flashOf(undone))?.message).toMatch(/3 products put back/);
    expect(getProductById(ids[0])!.price).toBe(1000);
    expect(getProductById(ids[1])).toMatchObject({ in_stock: true, status: "active" });
    expect(getProductById(ids[2])!.price).toBeNull();
  });

  it("rows a second admin changed meanwhile: refused, each named, nothing half-written", async () => {
    const { ids, list: gridUrl } = makeGrid("stale");
    const fields = await gridForm(gridUrl, {
      [ids[0]]: { price: "1100" },
      [ids[1]]: { price: "2600" },
      [ids[2]]: { status: "inactive" },
    });
    // Meanwhile another admin changes two of the rows through /api.
    for (const [id, body] of [
      [ids[0], { price: "1050" }],
      [ids[2], { model: "GL-2" }],
    ] as const) {
      const put = (await settle(() =>
        productById.action(
          args(
            new Request(`${BASE}/api/products/${id}`, {
              method: "PUT",
              headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
              body: JSON.stringify(body),
            }),
            { id: String(id) },
          ),
        ),
      )) as Response;
      expect(put.status).toBe(200);
    }
    const refused = unwrap<Grid>(await post({ intent: "grid-save", ...fields }, gridUrl));
    expect(refused.status).toBe(409);
    expect(refused.data.grid.error).toMatch(/Nothing was saved/);
    expect(refused.data.grid.stale?.sort()).toEqual(["Grid stale label 0", "Grid stale label 2"]);
    expect(refused.data.grid.error).toMatch(
      /“Grid stale label \d”, “Grid stale label \d” were changed by someone else/,
    );
    // Nothing written: the untouched row too, and the second admin's values stand.
    expect(getProductById(ids[0])!.price).toBe(1050);
    expect(getProductById(ids[1])!.price).toBe(2500);
    expect(getProductById(ids[2])!.status).toBe("active");

    // A row the page showed but staff did not touch is no change, whatever happened to it since.
    const again = await gridForm(gridUrl, { [ids[1]]: { price: "2600" } });
    const saved = (await post({ intent: "grid-save", ...again }, gridUrl)) as Response;
    expect(saved.status).toBe(303);
    expect(getProductById(ids[1])!.price).toBe(2600);
    expect(getProductById(ids[0])!.price).toBe(1050);
  });
});

describe("the stock switch and the columns", () => {
  it("the switch asks nothing, says what changed and offers an Undo that puts it back", async () => {
    const { ids, list: gridUrl } = makeGrid("stock");
    const res = (await post(
      {
        intent: "stock",
        id: String(ids[1]),
        in_stock: "false",
      },
      gridUrl,
    )) as Response;
    expect(res.status).toBe(303);
    expect(getProductById(ids[1])!.in_stock).toBe(false);
    const flash = await flashOf(res);
    expect(flash?.message).toBe("“Grid stock label 1” marked out of stock.");
    expect(flash?.undo?.fields.intent).toBe("undo-change");
    const undone = (await post(flash!.undo!.fields, gridUrl)) as Response;
    expect((await flashOf(undone))?.type).toBe("success");
    expect(getProductById(ids[1])!.in_stock).toBe(true);
    // With JavaScript the same answer comes as data for the list's message.
    const js = unwrap<{ ok: boolean; message: string; undo: number }>(
      await post({ intent: "stock", id: String(ids[1]), in_stock: "false", js: "1" }, gridUrl),
    );
    expect(js.data).toMatchObject({
      ok: true,
      message: "“Grid stock label 1” marked out of stock.",
    });
    const back = unwrap<{ ok: boolean }>(
      await post({ intent: "undo-change", entry: String(js.data.undo), js: "1" }, gridUrl),
    );
    expect(back.data.ok).toBe(true);
    expect(getProductById(ids[1])!.in_stock).toBe(true);
  });

  it("the chosen columns are remembered in a cookie; unknown ones are ignored", async () => {
    const res = (await post({ intent: "columns", col: ["model", "status", "bogus"] })) as Response;
    expect(res.status).toBe(303);
    const set = res.headers.getSetCookie().find((c) => c.startsWith("admin_product_columns="))!;
    expect(set).toMatch(/Max-Age=\d{7,}/);
    const pair = set.split(";")[0];
    expect((await load("/admin/products", pair)).columns).toEqual(["model", "status"]);
    expect((await load("/admin/products")).columns).toEqual([
      "image",
      "category",
      "price",
      "stock",
      "status",
    ]);
  });
});
