// While a 50,000-row import is being written, other writes keep going: failed sign-ins (each one
// counted in the database) and admin saves run beside it, and /healthz keeps answering. An import
// that held the write lock for its whole transaction made each of those writes wait on the server's
// only thread for up to the busy timeout (5 s), and every request waited with it. 'Import' itself
// answers at once with the address of its task, which shows progress and then the outcome.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import * as brandForm from "~/routes/admin/brands-form";
import { action as importAction } from "~/routes/admin/import";
import * as login from "~/routes/admin/login";
import { loader as taskLoader } from "~/routes/admin/tasks-detail";
import { loader as healthz } from "~/routes/resources/healthz";
import { db } from "~/server/db.server";
import { MAX_IMPORT_ROWS } from "~/server/import/import.server";
import { keepPendingImport } from "~/server/import/store.server";
import { getTask } from "~/server/models/admin-tasks.server";
import { getBrandByName } from "~/server/models/brands.server";
import { countProducts } from "~/server/models/products.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  multipart,
  settle,
} from "../integration/admin-test-helpers";

let cookie = "";
let adminId = 0;

function bigCsv(): Uint8Array {
  const lines = ["name,slug,category,short_description,description"];
  for (let i = 0; i < MAX_IMPORT_ROWS; i++)
    lines.push(`Beside ${i},beside-${i},labels,"Labels, roll ${i}",Die-cut labels ${i}`);
  return new TextEncoder().encode(lines.join("\n") + "\n");
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

beforeAll(async () => {
  seedDemoCatalogue(db);
  const admin = await ensureAdminUser();
  adminId = admin.id;
  cookie = await adminCookie(admin.id, admin.session_version);
});

describe("writes beside a 50,000-row import", () => {
  it("sign-ins and saves are not held up, /healthz stays under 100 ms p99, and Import answers at once", async () => {
    const bytes = bigCsv();
    const token = await keepPendingImport(bytes, {
      userId: adminId,
      type: "products",
      fileName: "beside.csv",
      size: bytes.byteLength,
    });
    const productsBefore = countProducts();
    // How late a timer comes on this machine right now with nothing of ours running: on a shared,
    // overloaded machine the scheduler alone makes answers late, and that is not the import's doing.
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      idle.push(performance.now() - due);
    }
    const idleP99 = percentile(idle, 0.99);

    const pressed = performance.now();
    const res = (await importAction(
      args(multipart("/admin/import", { intent: "apply", token }, { headers: { Cookie: cookie } })),
    )) as Response;
    const answeredIn = performance.now() - pressed;
    // The answer does not wait for 50,000 rows: once the file is planned it sends the admin to the
    // task's page, long before a connection's idle timeout (60 s) could cut it.
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/tasks\/\d+$/);
    expect(answeredIn).toBeLessThan(30_000);
    const taskId = Number(location.split("/").pop());

    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const late: number[] = [];
    const writeMs: number[] = [];
    const statuses: number[] = [];
    const progress = new Set<number>();
    let n = 0;
    const deadline = Date.now() + 400_000;
    let sawWritesDuringImport = 0;
    while (getTask(taskId)?.status === "running" && Date.now() < deadline) {
      // A health check every 10 ms, as a monitor would.
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(healthz().status).toBe(200);
      late.push(performance.now() - due);
      if (++n % 10 !== 0) continue;
      // Every 100 ms a failed sign-in (counted in the database) or an admin save, in turn.
      const started = performance.now();
      const result = (await settle(() =>
        (n / 10) % 2 === 0
          ? login.action(
              args(
                form("/admin/login", {
                  intent: "login",
                  username: "nobody",
                  password: "wrong-password",
                }),
                {},
                `198.51.100.${(n / 10) % 250}`,
              ),
            )
          : brandForm.action(
              args(
                form(
                  "/admin/brands/new",
                  { name: `beside-${n}`, display_name: `Beside ${n}` },
                  { Cookie: cookie, Origin: BASE },
                ),
              ),
            ),
      )) as Response | { init?: { status?: number } };
      writeMs.push(performance.now() - started);
      const status = result instanceof Response ? result.status : (result.init?.status ?? 200);
      statuses.push(status);
      const task = getTask(taskId)!;
      if (task.status === "running" && task.done > 0) {
        sawWritesDuringImport++;
        progress.add(task.done);
      }
      if ((n / 10) % 2 === 1) expect(getBrandByName(`beside-${n}`)).toBeDefined();
    }
    histogram.disable();
    const task = getTask(taskId)!;
    console.log(
      `[import beside writes] ${late.length} health checks: p50 ${Math.round(percentile(late, 0.5))} ms, p99 ${Math.round(percentile(late, 0.99))} ms late; ${writeMs.length} sign-ins and saves: p50 ${Math.round(percentile(writeMs, 0.5))} ms, worst ${Math.round(Math.max(...writeMs))} ms; longest event-loop block ${Math.round(histogram.max / 1e6)} ms; ${progress.size} progress steps seen; idle timers p99 ${Math.round(idleP99)} ms late`,
    );
    expect(task.status).toBe("done");
    expect(countProducts()).toBe(productsBefore + MAX_IMPORT_ROWS);
    // The writes really ran while the import was half-way, and none was refused as busy.
    expect(sawWritesDuringImport).toBeGreaterThan(5);
    expect(progress.size).toBeGreaterThan(2);
    expect(statuses.filter((s) => s === 503)).toEqual([]);
    // Behind one transaction each of them held the server's thread up to 5 s (then failed with 503),
    // and every request waited with it; now a write waits one slice at most. (A sign-in's own time
    // is mostly its password hash, off the thread: the thread's longest block is what counts.)
    expect(histogram.max / 1e6).toBeLessThan(1000);
    // Under 100 ms p99, on top of what the machine's load alone costs (about 1 ms when quiet).
    expect(percentile(late, 0.99)).toBeLessThan(100 + idleP99);

    // The task page tells the outcome (whether or not the admin stayed on it).
    const view = (await taskLoader(
      args(new Request(`${BASE}${location}`, { headers: { Cookie: cookie } }), {
        id: String(taskId),
      }),
    )) as { task: { status: string; outcome: { kind: string; import?: { result: unknown } } } };
    expect(view.task.status).toBe("done");
    expect(view.task.outcome.kind).toBe("import");
    expect(view.task.outcome.import?.result).toMatchObject({
      successCount: MAX_IMPORT_ROWS,
      created: MAX_IMPORT_ROWS,
    });
  }, 450_000);
});
