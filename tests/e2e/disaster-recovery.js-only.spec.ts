import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import S3rver from "s3rver";
import { expect, test } from "@playwright/test";
import { buildDirOrExit } from "../../scripts/perf-server";
import { freePort } from "../security/server-helper";

// The machine is lost: the production build serves buyers and staff with Litestream streaming its
// database (deploy/litestream.yml, as committed) to a real S3-compatible server and to a replica
// folder, and the uploads backup (scripts/uploads-backup.ts, as deploy/site-uploads-backup.service
// runs it) copying new uploads to both. Quotes, products and their pictures are written right up to
// the moment the server, Litestream and the uploads backup are killed (SIGKILL: no clean stop).
// Each runs the command its systemd unit in deploy/ runs (ExecStart), only the binaries localised.
// A standby then follows docs/deploy.md's switch-over: restore into an empty folder, start the app,
// start the backups again. Every write answered before the replication interval (plus a margin
// for a busy machine) must be there, byte for byte; the test prints the RPO (the writes actually
// lost) and the RTO (restore and start). Then the promoted standby is lost in turn and restored, to
// prove its backups took over. Browser-free, so it runs once (the "js" project).

const require = createRequire(import.meta.url);
/** The Litestream the guide installs (docs/deploy.md); the npm package carries the same release. */
const LITESTREAM_VERSION = "v0.3.13";
/** deploy/litestream.yml's sync-interval, and the uploads backup's period here. */
const SYNC_S = 1;
/**
 * A write answered this long before the kill must be in the restore, however busy the machine (at
 * a load average of 25 on 2 cores the drill lost up to 5.4 s).
 */
const MUST_SURVIVE_S = 10;
const SECRET = "dr-session-secret-0123456789abcdef";
const PASSWORD = "dr-admin-password";
const BUCKET = "site-backups";
const IMAGE = fs.readFileSync(path.resolve("tests/fixtures/admin-product.png"));

const litestreamBin = require.resolve(
  `@flydotio/litestream-${process.platform}-${process.arch}/litestream`,
);

let root: string;
let s3: S3rver;
const s3Errors: string[] = [];
let s3Url: string;
const running: ChildProcess[] = [];

interface Machine {
  dir: string;
  db: string;
  uploads: string;
  env: Record<string, string>;
}

function machine(name: string): Machine {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, "data"), { recursive: true });
  const db = path.join(dir, "data", "site.db");
  const uploads = path.join(dir, "uploads");
  return {
    dir,
    db,
    uploads,
    // One environment file for the app, Litestream and the uploads backup (/etc/site.env).
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_PATH: db,
      UPLOADS_DIR: uploads,
      SESSION_SECRET: SECRET,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_EMAIL: "admin@example.com",
      SEED: "1",
      WEB_CONCURRENCY: "1",
      // Each write below comes "from" its own address, so no per-address limit stops the run.
      TRUST_PROXY: "1",
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_S3_ENDPOINT: s3Url,
      BACKUP_S3_REGION: "us-east-1",
      LITESTREAM_ACCESS_KEY_ID: "S3RVER",
      LITESTREAM_SECRET_ACCESS_KEY: "S3RVER",
      BACKUP_FILE_DIR: path.join(root, "replica"),
    },
  };
}

/**
 * The command a unit in deploy/ runs (its ExecStart), as run here: the binaries where this machine
 * has them, paths under the app's folder (/srv/site/app) relative to this checkout.
 */
function execStart(unit: string): [string, string[]] {
  const line = /^ExecStart=(.+)$/m.exec(fs.readFileSync(path.join("deploy", unit), "utf8"))?.[1];
  if (!line) throw new Error(`deploy/${unit} has no ExecStart`);
  const [command, ...args] = line.trim().split(/\s+/);
  const local = { "/usr/bin/node": process.execPath, "/usr/bin/litestream": litestreamBin };
  return [
    local[command as keyof typeof local] ?? command,
    args.map((a) => a.replace(/^\/srv\/site\/app\//, "")),
  ];
}

function start(command: string, args: string[], env: Record<string, string>, log: string[]) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => log.push(String(d)));
  child.stderr!.on("data", (d) => log.push(String(d)));
  running.push(child);
  return child;
}

async function startApp(m: Machine) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = start(
    ...execStart("site.service"),
    { ...m.env, PORT: String(port), SITE_URL: baseUrl, BUILD_DIR: buildDirOrExit() },
    log,
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app stopped:\n${log.join("")}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not answer:\n${log.join("")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, baseUrl, log };
}

/** Litestream and the uploads backup, as their systemd units run them. */
function startBackups(m: Machine) {
  const log: string[] = [];
  const litestream = start(...execStart("site-litestream.service"), m.env, log);
  // The unit's command, with the test's shorter period.
  const [node, args] = execStart("site-uploads-backup.service");
  const every = args.indexOf("--every");
  expect(every).toBeGreaterThan(0);
  args[every + 1] = String(SYNC_S);
  const uploads = start(node, args, m.env, log);
  return { litestream, uploads, log };
}

function kill(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Runs a command to its end (never spawnSync: the S3 server answers from this process). */
function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** docs/deploy.md's restore: the database from one replica, then the uploads from the same place. */
async function restore(m: Machine, from: "s3" | "file") {
  const started = performance.now();
  const db = await run(
    litestreamBin,
    ["restore", "-config", "deploy/litestream.yml", "-replica", from, "-o", m.db, m.db],
    m.env,
  );
  expect(db.code, db.output).toBe(0);
  const dbSeconds = (performance.now() - started) / 1000;
  const uploads = await run(
    process.execPath,
    ["--import", "tsx", "scripts/uploads-backup.ts", "restore", from],
    m.env,
  );
  expect(uploads.code, `${uploads.output}\n${s3Errors.join("\n")}`).toBe(0);
  return { dbSeconds, totalSeconds: (performance.now() - started) / 1000 };
}

const sha = (file: string) =>
  crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-dr-"));
  const port = await freePort();
  s3Url = `http://127.0.0.1:${port}`;
  s3 = new S3rver({
    port,
    address: "127.0.0.1",
    directory: path.join(root, "s3"),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  // s3rver 3.7 skips folders two levels below a common prefix when a listing has a delimiter, so
  // Litestream's list of generations came back empty; list everything under the prefix and group
  // the keys as S3 does.
  const store = (s3 as unknown as { store: ListingStore }).store;
  const unwrapped = store.listObjects.bind(store);
  // What the stand-in failed on, shown beside a failed restore (its own log is silenced).
  const list: typeof unwrapped = (bucket, options) =>
    unwrapped(bucket, options).catch((error: Error) => {
      s3Errors.push(`list ${JSON.stringify(options)}: ${error.stack ?? error}`);
      throw error;
    });
  // Its continuation tokens are DES-encrypted, which Node 20's OpenSSL refuses: any listing past
  // 1,000 keys answered 500. Every listing is therefore one untruncated page.
  store.listObjects = async (bucket, options) => {
    if (!options.delimiter) return list(bucket, { ...options, maxKeys: Infinity });
    const prefix = options.prefix ?? "";
    const all = await list(bucket, { ...options, delimiter: undefined, maxKeys: Infinity });
    const commonPrefixes = new Set<string>();
    const objects = [];
    for (const object of all.objects) {
      const at = object.key.slice(prefix.length).indexOf(options.delimiter);
      if (at === -1) objects.push(object);
      else commonPrefixes.add(object.key.slice(0, prefix.length + at + 1));
    }
    return { objects, commonPrefixes: [...commonPrefixes].sort(), isTruncated: false };
  };
  await s3.run();
});

interface ListingStore {
  listObjects(
    bucket: string,
    options: { delimiter?: string; prefix?: string; maxKeys?: number },
  ): Promise<{ objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean }>;
}

test.afterAll(async () => {
  for (const child of running) kill(child);
  await s3?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test("the tests run the Litestream release the guide installs", () => {
  const version = spawnSync(litestreamBin, ["version"], { encoding: "utf8" }).stdout.trim();
  expect(version).toBe(LITESTREAM_VERSION);
  const guide = fs.readFileSync("docs/deploy.md", "utf8");
  const installed = [...guide.matchAll(/litestream-(v\d+\.\d+\.\d+)-linux/g)].map((m) => m[1]);
  expect(installed.length).toBeGreaterThan(0);
  for (const v of installed) expect(v).toBe(LITESTREAM_VERSION);
  expect(fs.readFileSync("deploy/litestream.yml", "utf8")).toContain(
    `Litestream ${LITESTREAM_VERSION}`,
  );
});

test("a lost machine is restored from the bucket, and the promoted standby backs up in its turn", async () => {
  test.setTimeout(300_000);
  const primary = machine("primary");
  const app = await startApp(primary);
  const backups = startBackups(primary);

  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };

  // Writes, one after another, until the kill: each answered one is recorded with its time.
  const quotes: { reference: string; at: number }[] = [];
  const products: { id: number; name: string; image: string; at: number }[] = [];
  let n = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      n++;
      const from = { "X-Forwarded-For": `10.9.${Math.floor(n / 250)}.${n % 250}` };
      try {
        if (n % 2) {
          const res = await fetch(`${app.baseUrl}/api/quotes`, {
            method: "POST",
            headers: { "Content-Type": "application/json", ...from },
            body: JSON.stringify({
              name: `Buyer ${n}`,
              phone: "+91 98100 00000",
              email: `buyer${n}@example.com`,
              state: "Maharashtra",
              city: "Pune",
              lines: [{ slug: "godex-g500-desktop-barcode-printer", quantity: 1 + (n % 5) }],
            }),
          });
          if (res.status === 201)
            quotes.push({
              reference: ((await res.json()) as { reference: string }).reference,
              at: Date.now(),
            });
          else if (writing) throw new Error(`quote ${res.status}: ${await res.text()}`);
        } else {
          const name = `Recovery Printer ${n}`;
          const form = new FormData();
          form.append("name", name);
          form.append("slug", `recovery-printer-${n}`);
          form.append("category", "accessories");
          form.append("short_description", `${name}, written before the machine was lost.`);
          form.append("description", `${name}, written before the machine was lost.`);
          form.append("status", "active");
          // A picture of its own each time, so every upload is a new file to back up.
          form.append(
            "image",
            new Blob([IMAGE, Buffer.from(`\n${n}`)], { type: "image/png" }),
            "product.png",
          );
          const res = await fetch(`${app.baseUrl}/api/products`, {
            method: "POST",
            headers: { ...auth, ...from },
            body: form,
          });
          if (res.status === 201) {
            const made = (await res.json()) as { id: number; image: string };
            products.push({ id: made.id, name, image: made.image, at: Date.now() });
          } else if (writing) throw new Error(`product ${res.status}: ${await res.text()}`);
        }
      } catch (error) {
        // The kill cuts requests in flight: those were never answered, so nothing was promised.
        if (writing) throw error;
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 12_000));

  // The machine is lost: everything on it stops at once, writes still arriving.
  const killedAt = Date.now();
  for (const child of [app.child, backups.litestream, backups.uploads]) kill(child);
  writing = false;
  await writer;
  expect(quotes.length, "no quote was answered").toBeGreaterThan(5);
  expect(products.length, "no product was answered").toBeGreaterThan(5);

  // The standby: an empty folder, restored from the bucket, then started.
  const standby = machine("standby");
  const restored = await restore(standby, "s3");
  const startedAt = performance.now();
  const promoted = await startApp(standby);
  const startSeconds = (performance.now() - startedAt) / 1000;

  // Every write answered early enough is there; the ones lost give the RPO seen.
  const lost: number[] = [];
  let lostQuotes = 0;
  let lostProducts = 0;
  let lostPictures = 0;
  for (const q of quotes) {
    const res = await fetch(`${promoted.baseUrl}/api/quotes?q=${q.reference}`, { headers: auth });
    expect(res.status, "the token issued before the loss still works").toBe(200);
    const found = ((await res.json()) as { quotes: { reference: string }[] }).quotes.some(
      (r) => r.reference === q.reference,
    );
    if (!found) {
      lost.push(q.at);
      lostQuotes++;
    }
    if (killedAt - q.at > MUST_SURVIVE_S * 1000)
      expect(
        found,
        `quote ${q.reference}, answered ${(killedAt - q.at) / 1000} s before the loss`,
      ).toBe(true);
  }
  let uploadsChecked = 0;
  for (const p of products) {
    const res = await fetch(`${promoted.baseUrl}/api/products/${p.id}`);
    const found = res.status === 200 && ((await res.json()) as { name: string }).name === p.name;
    const old = killedAt - p.at > MUST_SURVIVE_S * 1000;
    if (!found) {
      lost.push(p.at);
      lostProducts++;
    }
    if (old)
      expect(found, `product ${p.id}, answered ${(killedAt - p.at) / 1000} s before the loss`).toBe(
        true,
      );
    if (found) {
      const copy = path.join(standby.uploads, p.image);
      if (fs.existsSync(copy)) {
        // The same bytes as on the lost machine, served again.
        expect(sha(copy)).toBe(sha(path.join(primary.uploads, p.image)));
        const served = await fetch(`${promoted.baseUrl}/uploads/${p.image}`);
        expect(served.status).toBe(200);
        await served.arrayBuffer();
        uploadsChecked++;
      } else {
        lost.push(p.at);
        lostPictures++;
        expect(old, `the picture of product ${p.id} was not restored`).toBe(false);
      }
    }
  }
  expect(uploadsChecked).toBeGreaterThan(0);
  const rpo = lost.length ? (killedAt - Math.min(...lost)) / 1000 : 0;
  const writes = quotes.length + products.length;
  const figure =
    `RPO ${rpo.toFixed(1)} s (${lost.length} of ${writes} answered writes lost: ${lostQuotes} quotes, ` +
    `${lostProducts} products, ${lostPictures} pictures of restored products; ` +
    `Litestream sync-interval ${SYNC_S} s, uploads every ${SYNC_S} s); ` +
    `RTO ${(restored.totalSeconds + startSeconds).toFixed(1)} s (database restore ${restored.dbSeconds.toFixed(1)} s, ` +
    `uploads ${(restored.totalSeconds - restored.dbSeconds).toFixed(1)} s, app start ${startSeconds.toFixed(1)} s; ` +
    `${(fs.statSync(standby.db).size / 1e6).toFixed(1)} MB database, ${fs.readdirSync(standby.uploads).length} uploads)`;
  console.log(`[disaster-recovery] ${figure}`);
  test.info().annotations.push({ type: "rpo-rto", description: figure });

  // The file replica restores the same database.
  const fromFile = machine("from-file");
  await restore(fromFile, "file");
  const references = (file: string) =>
    new Database(file, { readonly: true })
      .prepare("SELECT reference FROM quote_requests ORDER BY reference")
      .pluck()
      .all() as string[];
  const inS3 = references(standby.db);
  expect(references(fromFile.db).length).toBeGreaterThanOrEqual(
    inS3.length - quotes.filter((q) => killedAt - q.at < MUST_SURVIVE_S * 1000).length,
  );

  // The promoted standby backs up in its turn (a new Litestream generation in the same place).
  const standbyBackups = startBackups(standby);
  const after = await fetch(`${promoted.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.8.0.1" },
    body: JSON.stringify({
      name: "Buyer after the switch-over",
      phone: "+91 98100 00001",
      email: "after@example.com",
      state: "Gujarat",
      city: "Surat",
      lines: [{ slug: "godex-g500-desktop-barcode-printer", quantity: 2 }],
    }),
  });
  expect(after.status).toBe(201);
  const { reference } = (await after.json()) as { reference: string };
  await new Promise((r) => setTimeout(r, MUST_SURVIVE_S * 1000));
  for (const child of [promoted.child, standbyBackups.litestream, standbyBackups.uploads])
    kill(child);
  const third = machine("third");
  await restore(third, "s3");
  const again = references(third.db);
  expect(again).toContain(reference);
  for (const r of inS3) expect(again).toContain(r);
});
