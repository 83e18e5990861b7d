// npm run bench:import-attack: writes during long admin work. On a fresh temporary database with the
// demo catalogue, in this process (the server's thread, its routes called as the server calls them):
//   import   'Import' of a 50,000-row products file (the admin screen's action: a task in the worker
//            thread, committed in slices), while /healthz is asked every 10 ms and, every 100 ms, an
//            anonymous failed sign-in (counted in the database) or an admin save (a new brand) runs;
//   undo     the undo of an import that changed 50,000 products (History's "Undo this import"), with
//            the same probes beside it.
// For each: the wall time, /healthz lateness p50/p99/max, the sign-ins' and saves' times, how many
// were refused as busy (503), and the longest event-loop block (monitorEventLoopDelay). The machine
// and its load are printed with the figures. BENCH_ROWS=10000 picks a smaller file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-attack-"));
process.env.DATABASE_PATH = path.join(dir, "bench.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SEED = "0";

const { db } = await import("../app/server/db.server");
const { seedDemoCatalogue } = await import("../app/server/seed/seed.server");
const { keepPendingImport } = await import("../app/server/import/store.server");
const { getTask, listTasks } = await import("../app/server/models/admin-tasks.server");
const { createUser } = await import("../app/server/models/users.server");
const { commitAdminSession } = await import("../app/server/auth/auth.server");
const importRoute = await import("../app/routes/admin/import");
const undoRoute = await import("../app/routes/admin/history-import");
const login = await import("../app/routes/admin/login");
const brandForm = await import("../app/routes/admin/brands-form");
const { loader: healthz } = await import("../app/routes/resources/healthz");

const BASE = "http://localhost";
seedDemoCatalogue(db);
const admin = await createUser({
  username: "bench-admin",
  email: "bench@example.com",
  password: "bench-admin-password",
});
const cookie = (await commitAdminSession(admin, { remember: false })).split(";")[0];

const args = (request: Request, params: Record<string, string> = {}, address = "203.0.113.9") =>
  // Route handlers typed by React Router want more than a script gives; requests are real.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ({ request, params, context: { clientAddress: address } }) as any;
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${BASE}${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });

function csv(word: string): Uint8Array {
  const lines = ["name,slug,category,short_description,description"];
  for (let i = 0; i < ROWS; i++)
    lines.push(`Bench ${i},bench-${i},labels,"Labels, roll ${i}",${word} die-cut labels ${i}`);
  return new TextEncoder().encode(lines.join("\n") + "\n");
}

const pct = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
};

async function settle(fn: () => unknown): Promise<unknown> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}

let n = 0;
/** Probes until task `taskId` ends: /healthz every 10 ms, a sign-in or a save every 100 ms. */
async function beside(taskId: number) {
  const late: number[] = [];
  const signIns: number[] = [];
  const saves: number[] = [];
  let busy = 0;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let tick = 0;
  while (getTask(taskId)?.status === "running") {
    const due = performance.now() + 10;
    await new Promise((resolve) => setTimeout(resolve, 10));
    healthz();
    late.push(performance.now() - due);
    if (++tick % 10 !== 0) continue;
    const started = performance.now();
    const signIn = (tick / 10) % 2 === 0;
    const result = (await settle(() =>
      signIn
        ? login.action(
            args(
              post("/admin/login", { intent: "login", username: "nobody", password: "wrong" }),
              {},
              `198.51.100.${(tick / 10) % 250}`,
            ),
          )
        : brandForm.action(
            args(
              post(
                "/admin/brands/new",
                { name: `bench-brand-${++n}`, display_name: `Bench Brand ${n}` },
                { Cookie: cookie, Origin: BASE },
              ),
            ),
          ),
    )) as Response | { init?: { status?: number } };
    (signIn ? signIns : saves).push(performance.now() - started);
    const status = result instanceof Response ? result.status : (result?.init?.status ?? 200);
    if (status === 503) busy++;
  }
  histogram.disable();
  return {
    healthz: { checks: late.length, p50: pct(late, 0.5), p99: pct(late, 0.99), max: pct(late, 1) },
    signIns: { n: signIns.length, p50: pct(signIns, 0.5), max: pct(signIns, 1) },
    saves: { n: saves.length, p50: pct(saves, 0.5), max: pct(saves, 1) },
    busy503: busy,
    longestBlockMs: Math.round(histogram.max / 1e6),
  };
}

/** The task a press started: named by its redirect, or (a small one, already done) the newest. */
function taskOf(res: unknown): number {
  const location = res instanceof Response ? res.headers.get("Location") : null;
  const named = location?.match(/^\/admin\/tasks\/(\d+)$/);
  return named ? Number(named[1]) : listTasks(1)[0].id;
}

async function pressImport(bytes: Uint8Array) {
  const token = await keepPendingImport(bytes, {
    userId: admin.id,
    type: "products",
    fileName: "bench.csv",
    size: bytes.byteLength,
  });
  const started = performance.now();
  const body = new FormData();
  body.append("intent", "apply");
  body.append("token", token);
  const res = (await importRoute.action(
    args(
      new Request(`${BASE}/admin/import`, { method: "POST", body, headers: { Cookie: cookie } }),
    ),
  )) as Response;
  const answeredMs = Math.round(performance.now() - started);
  const taskId = taskOf(res);
  const probes = await beside(taskId);
  const task = getTask(taskId)!;
  return {
    answeredMs,
    wallS: Math.round((performance.now() - started) / 100) / 10,
    status: task.status,
    batchId: task.batch_id!,
    ...probes,
  };
}

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const first = await pressImport(csv("Original"));
console.log(`import of ${ROWS} new rows:`, JSON.stringify(first));
const changed = await pressImport(csv("Changed"));
console.log(`import of ${ROWS} changed rows:`, JSON.stringify(changed));

const started = performance.now();
const res = (await settle(() =>
  undoRoute.action(
    args(
      post(
        `/admin/history/imports/${changed.batchId}`,
        { intent: "undo", confirmed: "yes" },
        { Cookie: cookie, Origin: BASE },
      ),
      { id: String(changed.batchId) },
    ),
  ),
)) as Response;
const answeredMs = Math.round(performance.now() - started);
const undoTask = taskOf(res);
const undo = await beside(undoTask);
console.log(
  `undo of ${ROWS} changed rows:`,
  JSON.stringify({
    answeredMs,
    wallS: Math.round((performance.now() - started) / 100) / 10,
    status: getTask(undoTask)?.status,
    ...undo,
  }),
);
console.log(
  `load after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
