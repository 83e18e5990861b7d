import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/resources/image";
import { imageCacheDir } from "~/server/files/images.server";
import { env } from "~/server/env.server";

const uploads = process.env.UPLOADS_DIR!;
const photo = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg";
const small = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png";

async function get(width: string, rest: string, headers: HeadersInit = {}) {
  const request = new Request(`http://localhost/img/${width}/${rest}`, { headers });
  return (await loader({
    request,
    params: { width, "*": rest },
    context: {},
  } as never)) as Response;
}

beforeAll(async () => {
  // A 2000 x 1500 photo-like JPEG and a tiny PNG, stored as uploads are (random-looking names).
  await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: 30, g: 99, b: 235 } },
  })
    .jpeg({ quality: 90 })
    .toFile(path.join(uploads, photo));
  await sharp({
    create: { width: 100, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toFile(path.join(uploads, small));
});

describe("GET /img/{width}/uploads/{name}", () => {
  it("answers a WebP copy at that width, cached for a year under a strong ETag", async () => {
    const res = await get("640", `uploads/${photo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("Content-Length"))).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([640, 480]);
    const original = await fs.stat(path.join(uploads, photo));
    expect(bytes.length).toBeLessThan(original.size);
  });

  it("keeps the copy on disk and answers 304 to a matching If-None-Match", async () => {
    const first = await get("320", `uploads/${photo}`);
    const etag = first.headers.get("ETag")!;
    const cached = await fs.readdir(imageCacheDir());
    expect(cached).toContain(`${etag.slice(1, -1)}.webp`);
    const again = await get("320", `uploads/${photo}`);
    expect(again.headers.get("ETag")).toBe(etag);
    const notModified = await get("320", `uploads/${photo}`, { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
  });

  it("shares one encode between requests that arrive together", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get("960", `uploads/${photo}`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const tags = new Set(answers.map((r) => r.headers.get("ETag")));
    expect(tags.size).toBe(1);
    const leftovers = (await fs.readdir(imageCacheDir())).filter((f) => f.endsWith(".tmp"));
    expect(leftovers).toEqual([]);
  });

  it("never enlarges a small picture", async () => {
    const res = await get("1280", `uploads/${small}`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([100, 80, true]);
  });

  it.each([
    ["a width that is not listed", "700", `uploads/${photo}`],
    ["a width that is not a number", "big", `uploads/${photo}`],
    ["a missing upload", "640", "uploads/cccccccccccccccccccccccccccccccc.jpg"],
    ["a name we never store", "640", "uploads/photo.jpg"],
    ["an SVG", "640", "images/products/desktop-printer.svg"],
    ["a climb out of public/", "640", "images/../../package.json.png"],
    ["an encoded climb", "640", "images/%2e%2e/%2e%2e/etc/passwd.png"],
    ["anything else", "640", "assets/x.png"],
  ])("answers 404 for %s", async (_what, width, rest) => {
    const res = await get(width, rest);
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 404 for a file that is not a picture at all", async () => {
    const fake = "dddddddddddddddddddddddddddddddd.png";
    await fs.writeFile(path.join(uploads, fake), "not an image");
    const res = await get("640", `uploads/${fake}`);
    expect(res.status).toBe(404);
  });
});

describe("GET /img/{width}/images/...", () => {
  it("resizes a raster file of public/images (here from the client build) with a day's cache", async () => {
    const build = await fs.mkdtemp(path.join(os.tmpdir(), "perf-build-"));
    const folder = path.join(build, "client", "images", "perf");
    await fs.mkdir(folder, { recursive: true });
    await sharp({
      create: { width: 1000, height: 500, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toFile(path.join(folder, "banner.png"));
    const before = env.BUILD_DIR;
    env.BUILD_DIR = build;
    try {
      const res = await get("480", "images/perf/banner.png");
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe(
        "public, max-age=86400, stale-while-revalidate=604800",
      );
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 240]);
    } finally {
      env.BUILD_DIR = before;
    }
  });
});
