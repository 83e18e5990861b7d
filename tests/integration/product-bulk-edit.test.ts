// Bulk price and field edits: a preview of each product now and after, one transaction written as
// one History batch that is undone in one step, and refused whole when a second admin changed a
// product after the preview.
import { beforeAll, describe, expect, it } from "vitest";
import * as bulkEdit from "~/routes/admin/products-bulk-edit";
import * as productById from "~/routes/api/product-by-id";
import { db } from "~/server/db.server";
import type { HistoryEntry } from "~/server/db/schema";
import { undoImportBatch } from "~/server/admin/history.server";
import { roundPrice } from "~/server/admin/product-bulk-edit.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct, getProductById } from "~/server/models/products.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
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
  createCategory({ name: "bulk-labels", display_name: "Bulk labels" });
});

/** Three products of this test's own (₹1,000, ₹2,500 and no price), named after the test. */
const makeLabels = (tag: string) =>
  [1000, 2500, null].map(
    (price, i) =>
      createProduct({
        name: `Bulk label ${tag} ${i}`,
        slug: `bulk-label-${tag}-${i}`,
        category: "bulk-labels",
        short_description: "A label",
        description: "A label",
        price,
      }).id,
  );

const authed = (r: Request) => {
  r.headers.set("Cookie", cookie);
  r.headers.set("Origin", BASE);
  return r;
};
const post = async (fields: Record<string, string | string[]>) =>
  settle(() => bulkEdit.action(args(authed(form("/admin/products/bulk-edit", fields)))));
type Preview = {
  preview: {
    changing: number;
    left: number;
    versions: string;
    rows: { name: string; from: string; to: string; skip?: string }[];
  };
  error: string | null;
};
const batchOf = (id: number) =>
  db.sqlite
    .prepare("SELECT * FROM history WHERE batch_id = ? ORDER BY id")
    .all(id) as HistoryEntry[];

describe("bulk price change", () => {
  it("rounds to the rupee, or to end in 0, 9 or 99", () => {
    expect(roundPrice(1100.4, "rupee")).toBe(1100);
    expect(roundPrice(1104, "0")).toBe(1100);
    expect(roundPrice(1102, "9")).toBe(1099);
    expect(roundPrice(2750, "99")).toBe(2799);
    expect(roundPrice(2720, "99")).toBe(2699);
  });

  it("previews, applies as one History batch, and is undone in one step", async () => {
    const ids = makeLabels("apply");
    const edit = { field: "price", how: "percent", amount: "10", round: "99" };
    const shown = unwrap<Preview>(
      await post({ intent: "preview", ids: ids.map(String), back: "/admin/products", ...edit }),
    ).data;
    expect(shown.preview).toMatchObject({ changing: 2, left: 1 });
    expect(shown.preview.rows.map((r) => [r.from, r.to])).toEqual([
      ["₹1,000", "₹1,099"],
      ["₹2,500", "₹2,799"],
      ["(empty)", "(empty)"],
    ]);
    expect(shown.preview.rows[2].skip).toBe("no price to change");
    // Nothing written by the preview.
    expect(getProductById(ids[0])!.price).toBe(1000);

    const res = (await post({
      intent: "apply",
      versions: shown.preview.versions,
      back: "/admin/products",
      ...edit,
    })) as Response;
    expect(res.status).toBe(303);
    const batchId = Number(res.headers.get("Location")!.split("/").pop());
    expect(getProductById(ids[0])!.price).toBe(1099);
    expect(getProductById(ids[1])!.price).toBe(2799);
    const entries = batchOf(batchId);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.actor === username && e.action === "update")).toBe(true);

    const undone = undoImportBatch(batchId, username);
    expect(undone).toMatchObject({ ok: true, reverted: 2 });
    expect(getProductById(ids[0])!.price).toBe(1000);
    expect(getProductById(ids[1])!.price).toBe(2500);
  });

  it("a product changed by a second admin after the preview: nothing is written, a new preview shown", async () => {
    const ids = makeLabels("raced");
    const edit = { field: "gst_rate", value: "18" };
    const shown = unwrap<Preview>(
      await post({ intent: "preview", ids: ids.map(String), back: "/admin/products", ...edit }),
    ).data;
    expect(shown.preview.changing).toBe(3);
    // Meanwhile, another admin edits one of them through /api.
    const put = (await settle(() =>
      productById.action(
        args(
          new Request(`${BASE}/api/products/${ids[1]}`, {
            method: "PUT",
            headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
            body: JSON.stringify({ price: "2600" }),
          }),
          { id: String(ids[1]) },
        ),
      ),
    )) as Response;
    expect(put.status).toBe(200);
    const refused = unwrap<Preview>(
      await post({
        intent: "apply",
        versions: shown.preview.versions,
        back: "/admin/products",
        ...edit,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/changed by someone else since the preview/);
    expect(ids.map((id) => getProductById(id)!.gst_rate)).toEqual([null, null, null]);
  });
});
