// Off-site copies of the uploads folder, beside Litestream's copies of the database: the same
// bucket (under uploads/) and the same local replica folder (its uploads/ folder).
//
//   npm run uploads:backup                 copy what is new, once
//   npm run uploads:backup -- --every 10   keep copying, every 10 s (deploy/site-uploads-backup.service)
//   npm run uploads:restore -- s3|file     bring every copied file back into UPLOADS_DIR
//
// Stored uploads never change under their name (random names; a replaced file gets a new one), so a
// file is copied once, when its name is not in the copy yet, and never compared again. Files removed
// from the site stay in the copy (a restore of an older database may need them); the bucket's
// lifecycle rules may expire them. Dot files (uploads being received, the resized-image cache, CSV
// imports in progress) are not copied, except the private folders (buyers' purchase orders,
// applicants' CVs), whose files are copied under their folder's name.
import fs from "node:fs";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { env } from "../app/server/env.server";
import { PRIVATE_UPLOAD_FOLDERS } from "../app/server/files/private-files.server";

interface Target {
  name: "s3" | "file";
  list(): Promise<Map<string, number>>;
  put(name: string, file: string): Promise<void>;
  get(name: string, file: string): Promise<void>;
}

const uploadsDir = path.resolve(env.UPLOADS_DIR);
const storedName = new RegExp(
  `^(?:(?:${PRIVATE_UPLOAD_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/)?[^./\\\\][^/\\\\]*$`,
);

/** Every stored file under `root` a copy keeps: the top level and the private folders' files. */
async function storedNames(root: string): Promise<string[]> {
  const names = (await fs.promises.readdir(root)).filter((n) => storedName.test(n));
  for (const folder of PRIVATE_UPLOAD_FOLDERS) {
    const inside = await fs.promises.readdir(path.join(root, folder)).catch(() => []);
    for (const n of inside) if (storedName.test(`${folder}/${n}`)) names.push(`${folder}/${n}`);
  }
  return names;
}

function s3Target(): Target | null {
  if (!env.BACKUP_S3_BUCKET) return null;
  if (!env.LITESTREAM_ACCESS_KEY_ID || !env.LITESTREAM_SECRET_ACCESS_KEY)
    throw new Error(
      "BACKUP_S3_BUCKET needs LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY",
    );
  const aws = new AwsClient({
    accessKeyId: env.LITESTREAM_ACCESS_KEY_ID,
    secretAccessKey: env.LITESTREAM_SECRET_ACCESS_KEY,
    service: "s3",
    region: env.BACKUP_S3_REGION,
  });
  // Path-style addresses work on AWS and on every S3-compatible store.
  const endpoint = (
    env.BACKUP_S3_ENDPOINT ?? `https://s3.${env.BACKUP_S3_REGION}.amazonaws.com`
  ).replace(/\/$/, "");
  const bucketUrl = `${endpoint}/${encodeURIComponent(env.BACKUP_S3_BUCKET)}`;
  const objectUrl = (name: string) =>
    `${bucketUrl}/uploads/${name.split("/").map(encodeURIComponent).join("/")}`;
  const ok = async (res: Response, what: string) => {
    if (!res.ok)
      throw new Error(`${what}: S3 answered ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res;
  };
  return {
    name: "s3",
    async list() {
      const found = new Map<string, number>();
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", prefix: "uploads/" });
        if (token) query.set("continuation-token", token);
        const xml = await (await ok(await aws.fetch(`${bucketUrl}?${query}`), "list")).text();
        for (const [, key, size] of xml.matchAll(
          /<Contents>[\s\S]*?<Key>([^<]+)<\/Key>[\s\S]*?<Size>(\d+)<\/Size>[\s\S]*?<\/Contents>/g,
        ))
          found.set(decodeXml(key).slice("uploads/".length), Number(size));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? decodeXml(/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? "")
          : undefined;
      } while (token);
      return found;
    },
    async put(name, file) {
      // Streamed from disk with its length (a driver may be 200 MB); the payload is not hashed into
      // the signature, TLS carries it intact.
      const body = await fs.openAsBlob(file);
      await ok(
        await aws.fetch(objectUrl(name), {
          method: "PUT",
          body,
          headers: { "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD" },
        }),
        `put ${name}`,
      );
    },
    async get(name, file) {
      const res = await ok(await aws.fetch(objectUrl(name)), `get ${name}`);
      await fs.promises.writeFile(file, Buffer.from(await res.arrayBuffer()));
    },
  };
}

function fileTarget(): Target | null {
  if (!env.BACKUP_FILE_DIR) return null;
  const dir = path.join(path.resolve(env.BACKUP_FILE_DIR), "uploads");
  return {
    name: "file",
    async list() {
      await fs.promises.mkdir(dir, { recursive: true });
      const found = new Map<string, number>();
      for (const name of await storedNames(dir))
        found.set(name, (await fs.promises.stat(path.join(dir, name))).size);
      return found;
    },
    async put(name, file) {
      const temp = path.join(dir, `.${name.replace("/", "-")}.partial`);
      await fs.promises.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await fs.promises.copyFile(file, temp);
      await fs.promises.rename(temp, path.join(dir, name));
    },
    async get(name, file) {
      await fs.promises.copyFile(path.join(dir, name), file);
    },
  };
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function targets(): Target[] {
  const all = [s3Target(), fileTarget()].filter((t): t is Target => t !== null);
  if (all.length === 0) throw new Error("set BACKUP_S3_BUCKET or BACKUP_FILE_DIR (docs/deploy.md)");
  return all;
}

/** Copies every stored upload the target lacks; returns how many it copied. */
async function copyNew(target: Target, known: Map<string, number>): Promise<number> {
  let copied = 0;
  for (const name of await storedNames(uploadsDir)) {
    if (known.has(name)) continue;
    const file = path.join(uploadsDir, name);
    let size: number;
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) continue;
      size = stat.size;
      await target.put(name, file);
    } catch (error) {
      // Removed meanwhile (a replaced picture): nothing to keep.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    known.set(name, size);
    copied++;
  }
  return copied;
}

async function backup(everySeconds: number | null) {
  await fs.promises.mkdir(uploadsDir, { recursive: true });
  const all = targets();
  const known = new Map<Target, Map<string, number>>();
  for (const target of all) known.set(target, await target.list());
  for (;;) {
    // Both places at once: a slow bucket does not hold back the local copy.
    await Promise.all(
      all.map(async (target) => {
        try {
          const copied = await copyNew(target, known.get(target)!);
          if (copied) console.log(`[uploads-backup] ${target.name}: copied ${copied} file(s)`);
        } catch (error) {
          // One failed round (the store unreachable) is tried again next round.
          console.error(`[uploads-backup] ${target.name}: ${(error as Error).message}`);
          if (everySeconds === null) process.exitCode = 1;
        }
      }),
    );
    if (everySeconds === null) return;
    await new Promise((r) => setTimeout(r, everySeconds * 1000));
  }
}

async function restore(from: string) {
  const target = targets().find((t) => t.name === from);
  if (!target)
    throw new Error(`no ${from} copy configured (s3: BACKUP_S3_BUCKET, file: BACKUP_FILE_DIR)`);
  await fs.promises.mkdir(uploadsDir, { recursive: true });
  let restored = 0;
  for (const name of (await target.list()).keys()) {
    // A name the copy holds that we never gave (someone else's object in the bucket) is left there.
    if (!storedName.test(name)) continue;
    const file = path.join(uploadsDir, name);
    if (fs.existsSync(file)) continue;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = path.join(uploadsDir, `.restoring-${name.replace("/", "-")}`);
    await target.get(name, temp);
    await fs.promises.rename(temp, file);
    restored++;
  }
  console.log(`[uploads-backup] restored ${restored} file(s) from ${from} into ${uploadsDir}`);
}

const [command, arg, value] = process.argv.slice(2);
try {
  if (command === "backup") {
    const every = arg === "--every" ? Number(value) : null;
    if (every !== null && !(every > 0)) throw new Error("--every takes a number of seconds");
    await backup(every);
  } else if (command === "restore" && (arg === "s3" || arg === "file")) {
    await restore(arg);
  } else {
    throw new Error("usage: uploads-backup.ts backup [--every SECONDS] | restore s3|file");
  }
} catch (error) {
  console.error(`[uploads-backup] ${(error as Error).message}`);
  process.exit(1);
}
