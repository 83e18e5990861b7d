// Undoing a large import does not stop the site: "Undo this import" answers at once with the address
// of its task, the rows are put back in short slices beside the site (so /healthz keeps answering and
// the task shows its progress), and the outcome is kept in the task. Done in one transaction on the
// server's thread, the undo of 50,000 changed rows held every request for over 20 s.
import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import { action as undoAction } from "~/routes/admin/history-import";
import { loader as tasksLoader } from "~/routes/admin/tasks";
import { loader as healthz } from "~/routes/resources/healthz";
import { db } from "~/server/db.server";
import { applyImport, prepareImport } from "~/server/import/import.server";
import { getTask } from "~/server/models/admin-tasks.server";
import { getImportBatch } from "~/server/models/history.server";
import { getProductBySlug } from "~/server/models/products.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  settle,
} from "../integration/admin-test-helpers";

const ROWS = 20_000;
let cookie = "";

const csv = (word: string) => {
  const lines = ["name,slug,category,short_description,description"];
  for (let i = 0; i < ROWS; i++)
    lines.push(`Undo ${i},undo-${i},labels,Labels ${i},${word} labels for printers ${i}`);
  return new TextEncoder().encode(lines.join("\n") + "\n");
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

beforeAll(async () => {
  seedDemoCatalogue(db);
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
});

describe("undo of a large import", () => {
  it("answers at once, puts every row back beside the site with progress, and keeps the outcome", async () => {
    applyImport(prepareImport(csv("Original"), "products"), {}, { username: "setup" });
    // The import to undo: every one of its rows changes a product.
    const { result } = applyImport(
      prepareImport(csv("Changed"), "products"),
      {},
      {
        username: "setup",
      },
    );
    expect(result.updated).toBe(ROWS);
    const batchId = result.batchId!;

    // How late a timer comes on this machine right now with nothing of ours running (see
    // import-beside-writes.test.ts).
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      idle.push(performance.now() - due);
    }
    const idleP99 = percentile(idle, 0.99);

    const pressed = performance.now();
    const res = (await settle(() =>
      undoAction(
        args(
          form(
            `/admin/history/imports/${batchId}`,
            { intent: "undo", confirmed: "yes" },
            { Cookie: cookie, Origin: BASE },
          ),
          { id: String(batchId) },
        ),
      ),
    )) as Response;
    const answeredIn = performance.now() - pressed;
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/tasks\/\d+$/);
    expect(answeredIn).toBeLessThan(5000);
    const taskId = Number(location.split("/").pop());

    const late: number[] = [];
    const progress = new Set<number>();
    const deadline = Date.now() + 240_000;
    while (getTask(taskId)?.status === "running" && Date.now() < deadline) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(healthz().status).toBe(200);
      late.push(performance.now() - due);
      progress.add(getTask(taskId)!.done);
    }
    console.log(
      `[undo beside] ${ROWS} rows: ${late.length} health checks, p50 ${Math.round(percentile(late, 0.5))} ms, p99 ${Math.round(percentile(late, 0.99))} ms late; ${progress.size} progress steps; idle timers p99 ${Math.round(idleP99)} ms late`,
    );
    const task = getTask(taskId)!;
    expect(task.status).toBe("done");
    expect(progress.size).toBeGreaterThan(2);
    expect(percentile(late, 0.99)).toBeLessThan(100 + idleP99);
    expect(getImportBatch(batchId)?.undone_at).toBeTruthy();
    expect(getProductBySlug("undo-0")?.description).toMatch(/^Original/);
    expect(getProductBySlug(`undo-${ROWS - 1}`)?.description).toMatch(/^Original/);

    // The list of recent tasks tells the outcome, whoever opens it later.
    const list = (await tasksLoader(
      args(new Request(`${BASE}/admin/tasks`, { headers: { Cookie: cookie } })),
    )) as { tasks: { id: number; status: string; outcome: { kind: string; undo?: unknown } }[] };
    const shown = list.tasks.find((t) => t.id === taskId)!;
    expect(shown.status).toBe("done");
    expect(shown.outcome.undo).toMatchObject({ ok: true, reverted: ROWS, refusedCount: 0 });
  }, 300_000);
});
