import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../security/server-helper";

// The uploads backup copies what staff cannot get again from anyone: besides the pictures and
// downloads at the top of the uploads folder, the buyers' purchase orders and the applicants' CVs
// kept in private dot folders. Dot files that are only work in progress are not copied. Each copy
// (a replica folder, a real S3-compatible server) is restored into an empty folder.

const BUCKET = "site-backups";
let root: string;
let s3: S3rver;
let s3Url: string;

const stored = {
  "0123456789abcdef0123456789abcdef.png": "a picture",
  ".quote-po/11111111111111111111111111111111.pdf": "%PDF-1.4 a purchase order",
  ".job-cv/22222222222222222222222222222222.docx": "a CV",
};
const notStored = {
  ".incoming-0a0b0c": "half an upload",
  ".image-cache/3333.webp": "a resized picture",
};

function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** The script as its unit runs it; asynchronously, since the S3 stand-in answers in this process. */
async function run(uploads: string, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/uploads-backup.ts", ...args],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          UPLOADS_DIR: uploads,
          BACKUP_FILE_DIR: path.join(root, "replica"),
          BACKUP_S3_BUCKET: BUCKET,
          BACKUP_S3_ENDPOINT: s3Url,
          BACKUP_S3_REGION: "us-east-1",
          LITESTREAM_ACCESS_KEY_ID: "S3RVER",
          LITESTREAM_SECRET_ACCESS_KEY: "S3RVER",
        },
        timeout: 60_000,
      },
    );
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`uploads-backup ${args.join(" ")} failed:\n${failed.stdout}\n${failed.stderr}`);
  }
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-backup-"));
  const port = await freePort();
  s3Url = `http://127.0.0.1:${port}`;
  s3 = new S3rver({
    port,
    address: "127.0.0.1",
    directory: path.join(root, "s3"),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("uploads backup", () => {
  it("copies purchase orders and CVs with the pictures, and brings each back from either copy", async () => {
    const primary = path.join(root, "primary");
    write(primary, { ...stored, ...notStored });
    expect(await run(primary, "backup")).toMatch(/s3: copied 3 file/);
    // Nothing new: nothing copied again.
    expect(await run(primary, "backup")).not.toMatch(/copied/);

    for (const from of ["file", "s3"]) {
      const standby = path.join(root, `standby-${from}`);
      expect(await run(standby, "restore", from)).toMatch(/restored 3 file/);
      for (const [name, text] of Object.entries(stored))
        expect(fs.readFileSync(path.join(standby, name), "utf8"), `${from}: ${name}`).toBe(text);
      for (const name of Object.keys(notStored))
        expect(fs.existsSync(path.join(standby, name)), `${from}: ${name}`).toBe(false);
    }
  });
});
