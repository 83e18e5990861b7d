import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/resources/image";
import { env } from "~/server/env.server";
import { imageCacheDir, sweepImageCache } from "~/server/files/images.server";

// The router hands the loader each path segment decoded once, with a decoded slash put back as %2F:
// the same is done here, so the loader sees what it sees behind the production server.
function routerParam(rest: string): string {
  return rest
    .split("/")
    .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
    .join("/");
}

async function get(width: string, rest: string) {
  const request = new Request(`http://localhost/img/${width}/${rest}`);
  return (await loader({
    request,
    params: { width, "*": routerParam(rest) },
    context: {},
  } as never)) as Response;
}

async function cacheFiles(): Promise<{ name: string; size: number }[]> {
  try {
    const names = (await fs.readdir(imageCacheDir())).filter((n) => n.endsWith(".webp"));
    const files = await Promise.all(
      names.map(async (name) => ({
        name,
        size: (await fs.stat(path.join(imageCacheDir(), name)).catch(() => ({ size: -1 }))).size,
      })),
    );
    // A sweep may delete a copy while it is listed.
    return files.filter((f) => f.size >= 0);
  } catch {
    return [];
  }
}

let build: string;
const before = env.BUILD_DIR;
const uploads = process.env.UPLOADS_DIR!;

beforeAll(async () => {
  build = await fs.mkdtemp(path.join(os.tmpdir(), "img-attack-build-"));
  const folder = path.join(build, "client", "images", "attack");
  await fs.mkdir(folder, { recursive: true });
  await sharp({
    create: { width: 1200, height: 600, channels: 3, background: { r: 10, g: 120, b: 10 } },
  })
    .png()
    .toFile(path.join(folder, "banner.png"));
  env.BUILD_DIR = build;
});

afterAll(() => {
  env.BUILD_DIR = before;
});

describe("the image cache cannot be filled by spelling one path many ways", () => {
  it("makes one copy per picture and width; other spellings are redirected or refused, never encoded", async () => {
    await fs.rm(imageCacheDir(), { recursive: true, force: true });
    const canonical = await get("320", "images/attack/banner.png");
    expect(canonical.status).toBe(200);
    expect(await cacheFiles()).toHaveLength(1);

    for (const spelling of [
      "images//attack/banner.png",
      "images/attack//banner.png",
      "images/attack%2Fbanner.png",
      "images/attack%2fbanner.png",
      "images%2Fattack/banner.png",
      "images/attack/%62anner.png",
      "images/attack/%2562anner.png",
      "images/attack/%252562anner.png",
      "images/attack/banner.png%00",
    ]) {
      const res = await get("320", spelling);
      // Either a redirect to the one spelling, or not found: never a second encoded copy.
      expect([301, 404], spelling).toContain(res.status);
      if (res.status === 301) {
        expect(res.headers.get("Location")).toBe("/img/320/images/attack/banner.png");
      }
    }
    expect(await cacheFiles()).toHaveLength(1);
  });

  it("keeps the folder under its byte ceiling, dropping the least recently used copies first", async () => {
    await fs.rm(imageCacheDir(), { recursive: true, force: true });
    const widths = ["160", "320", "480", "640"];
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const name = `${String(i).repeat(32)}.png`;
      names.push(name);
      await sharp({
        create: {
          width: 700,
          height: 450,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .png()
        .toFile(path.join(uploads, name));
    }
    // Measure what everything would cost without a ceiling, then allow a third of it.
    env.IMAGE_CACHE_MB = 100000;
    const tags = new Map<string, string>();
    for (const name of names) {
      for (const w of widths) {
        const res = await get(w, `uploads/${name}`);
        expect(res.status).toBe(200);
        tags.set(`${w} ${name}`, `${res.headers.get("ETag")!.slice(1, -1)}.webp`);
      }
    }
    const everything = (await cacheFiles()).reduce((sum, f) => sum + f.size, 0);
    const ceiling = Math.floor(everything / 3);
    env.IMAGE_CACHE_MB = ceiling / 1024 / 1024;
    try {
      await fs.rm(imageCacheDir(), { recursive: true, force: true });
      await sweepImageCache();
      for (const name of names) {
        for (const w of widths) {
          const res = await get(w, `uploads/${name}`);
          expect(res.status).toBe(200);
          await res.arrayBuffer();
        }
        // Copies may pass the ceiling only until the sweep that a new copy starts has run.
        await sweepImageCache();
        const total = (await cacheFiles()).reduce((sum, f) => sum + f.size, 0);
        expect(total).toBeLessThanOrEqual(ceiling);
      }
      // The copies asked for last are still there; the first ones made are gone.
      const files = (await cacheFiles()).map((f) => f.name);
      expect(files).toContain(tags.get(`640 ${names[2]}`));
      expect(files).not.toContain(tags.get(`160 ${names[0]}`));
      // And a swept copy is simply made again when asked for.
      expect((await get("160", `uploads/${names[0]}`)).status).toBe(200);
    } finally {
      env.IMAGE_CACHE_MB = 200;
    }
  });
});
