// A bulk price change of 10,000 products does not stop the site: Apply answers at once with the
// address of its task, the prices are written in short slices beside the site (so /healthz keeps
// answering and the task shows its progress), the outcome is kept in the task, and the change is one
// History batch undone in one step (also beside the site). A product a second admin changes while
// it runs refuses the whole change: what was written is taken back and the product is named. Done in
// one transaction on the server's thread, the change held every request for about 20 s.
import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import * as bulkEdit from "~/routes/admin/products-bulk-edit";
import { action as undoAction } from "~/routes/admin/history-import";
import { loader as tasksLoader } from "~/routes/admin/tasks";
import { loader as healthz } from "~/routes/resources/healthz";
import * as productById from "~/routes/api/product-by-id";
import { db } from "~/server/db.server";
import { applyImport, prepareImport } from "~/server/import/import.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { getTask } from "~/server/models/admin-tasks.server";
import { getImportBatch } from "~/server/models/history.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  settle,
  unwrap,
} from "../integration/admin-test-helpers";

const ROWS = 10_000;
let cookie = "";
let token = "";
let ids: number[] = [];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

const prices = () =>
  new Map(
    (
      db.sqlite.prepare("SELECT id, price FROM products WHERE slug LIKE 'beside-%'").all() as {
        id: number;
        price: number;
      }[]
    ).map((r) => [r.id, r.price]),
  );

const post = (url: string, fields: Record<string, string>) =>
  form(url, fields, { Cookie: cookie, Origin: BASE });

/** The preview's versions for a +10% change of every product (as the page's Apply form sends). */
async function preview() {
  const shown = unwrap<{ preview: { changing: number; versions: string } }>(
    await settle(() =>
      bulkEdit.action(
        args(post("/admin/products/bulk-edit", { intent: "preview", ids: ids.join(","), ...EDIT })),
      ),
    ),
  ).data.preview;
  expect(shown.changing).toBe(ROWS);
  return shown.versions;
}

const EDIT = {
  field: "price",
  how: "percent",
  amount: "10",
  round: "rupee",
  back: "/admin/products",
};

async function apply(versions: string) {
  const pressed = performance.now();
  const res = (await settle(() =>
    bulkEdit.action(
      args(post("/admin/products/bulk-edit", { intent: "apply", versions, ...EDIT })),
    ),
  )) as Response;
  const answeredIn = performance.now() - pressed;
  expect(res.status).toBe(303);
  const location = res.headers.get("Location")!;
  expect(location).toMatch(/^\/admin\/tasks\/\d+$/);
  expect(answeredIn).toBeLessThan(5000);
  return Number(location.split("/").pop());
}

/** Health checks every 10 ms while the task runs: how late each came, and the progress seen. */
async function watch(taskId: number, meanwhile?: (done: number) => Promise<void> | void) {
  const late: number[] = [];
  const progress = new Set<number>();
  const deadline = Date.now() + 240_000;
  while (getTask(taskId)?.status === "running" && Date.now() < deadline) {
    const due = performance.now() + 10;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(healthz().status).toBe(200);
    late.push(performance.now() - due);
    const done = getTask(taskId)!.done;
    progress.add(done);
    await meanwhile?.(done);
  }
  return { late, progress };
}

beforeAll(async () => {
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
  token = createApiToken(admin.id).token;
  const lines = ["name,slug,category,short_description,description,price"];
  for (let i = 0; i < ROWS; i++)
    lines.push(`Beside ${i},beside-${i},labels,Labels ${i},Labels for printers ${i},${1000 + i}`);
  applyImport(
    prepareImport(new TextEncoder().encode(lines.join("\n") + "\n"), "products"),
    {},
    { username: "setup" },
  );
  ids = [...prices().keys()];
  expect(ids).toHaveLength(ROWS);
}, 120_000);

describe("a bulk change of 10,000 products", () => {
  it("answers at once, writes beside the site with progress, keeps the outcome, and is undone in one step", async () => {
    const before = prices();
    const versions = await preview();

    // How late a timer comes on this machine right now with nothing of ours running.
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      idle.push(performance.now() - due);
    }
    const idleP99 = percentile(idle, 0.99);

    const taskId = await apply(versions);
    const { late, progress } = await watch(taskId);
    console.log(
      `[bulk beside] ${ROWS} products: ${late.length} health checks, p50 ${Math.round(percentile(late, 0.5))} ms, p99 ${Math.round(percentile(late, 0.99))} ms late; ${progress.size} progress steps; idle timers p99 ${Math.round(idleP99)} ms late`,
    );
    const task = getTask(taskId)!;
    expect(task.status).toBe("done");
    expect(progress.size).toBeGreaterThan(2);
    expect(percentile(late, 0.99)).toBeLessThan(100 + idleP99);
    const after = prices();
    for (const id of ids) expect(after.get(id)).toBe(Math.round(before.get(id)! * 1.1));

    // The list of recent tasks tells the outcome, whoever opens it later.
    const list = (await tasksLoader(
      args(new Request(`${BASE}/admin/tasks`, { headers: { Cookie: cookie } })),
    )) as { tasks: { id: number; status: string; outcome: { bulk?: { batchId: number } } }[] };
    const shown = list.tasks.find((t) => t.id === taskId)!;
    expect(shown.status).toBe("done");
    expect(shown.outcome.bulk).toMatchObject({ ok: true, changed: ROWS });
    const batchId = shown.outcome.bulk!.batchId;
    const entries = db.sqlite
      .prepare("SELECT count(*) AS n FROM history WHERE batch_id = ?")
      .get(batchId) as { n: number };
    expect(entries.n).toBe(ROWS);

    // Undone in one step from the batch's History page, beside the site too.
    const res = (await settle(() =>
      undoAction(
        args(post(`/admin/history/imports/${batchId}`, { intent: "undo", confirmed: "yes" }), {
          id: String(batchId),
        }),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    const undoTask = Number(res.headers.get("Location")!.split("/").pop());
    await watch(undoTask);
    expect(getTask(undoTask)!.status).toBe("done");
    expect(JSON.parse(getTask(undoTask)!.result!)).toMatchObject({
      ok: true,
      reverted: ROWS,
      message: `Bulk change #${batchId} undone: 10,000 rows put back as they were.`,
    });
    expect(getImportBatch(batchId)?.undone_at).toBeTruthy();
    expect(prices()).toEqual(before);
  }, 300_000);

  it("a product a second admin changes while it runs refuses the whole change, naming it", async () => {
    const before = prices();
    const versions = await preview();
    const taskId = await apply(versions);
    const last = ids[ids.length - 1];
    let changed = false;
    // Once the first slices are in, another admin changes one of the last products through /api.
    await watch(taskId, async (done) => {
      if (changed || done === 0 || done >= ROWS / 2) return;
      changed = true;
      const put = (await settle(() =>
        productById.action(
          args(
            new Request(`${BASE}/api/products/${last}`, {
              method: "PUT",
              headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
              body: JSON.stringify({ price: "5" }),
            }),
            { id: String(last) },
          ),
        ),
      )) as Response;
      expect(put.status).toBe(200);
    });
    expect(changed).toBe(true);
    const task = getTask(taskId)!;
    expect(task.status).toBe("failed");
    const outcome = JSON.parse(task.result!) as {
      ok: boolean;
      message: string;
      refused: { label: string; reason: string }[];
      batchId: number | null;
    };
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(
      /^Nothing was changed: "Beside \d+" was changed by someone else/,
    );
    expect(outcome.refused[0].reason).toMatch(/\(API\)/);
    // Every other product is as before: the slices written before the refusal were taken back.
    const after = prices();
    for (const id of ids) expect(after.get(id)).toBe(id === last ? 5 : before.get(id));
    expect(task.batch_id).toBeNull();
  }, 300_000);
});
