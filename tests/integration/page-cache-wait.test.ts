// A render that never finishes holds only its own visitor: the next visitor of the same page waits
// a bounded time for it, then is served a render of its own.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { pageCache } from "../../server/page-cache";

let base = "";
let close = () => {};
let renders = 0;

beforeAll(async () => {
  // Migrated (the cache reads the content version from this file).
  expect(db.sqlite.open).toBe(true);
  const cache = pageCache({
    databasePath: process.env.DATABASE_PATH!,
    enabled: true,
    debug: true,
    maxWaitMs: 300,
  });
  const app = express();
  app.use(cache.serveFresh);
  app.use(cache.fill);
  app.get("/page", (_req, res) => {
    renders++;
    // The first render hangs (a stuck data source); later ones answer.
    if (renders === 1) return;
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    res.type("text/plain").send(`render ${renders}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.closeAllConnections?.() ?? server.close();
});

afterAll(() => close());

it("a second visitor is answered after the bounded wait, and the page is kept from then on", async () => {
  const stuck = new AbortController();
  const first = fetch(`${base}/page`, { signal: stuck.signal }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = Date.now();
  const second = await fetch(`${base}/page`);
  expect(second.status).toBe(200);
  expect(await second.text()).toBe("render 2");
  expect(Date.now() - started).toBeLessThan(3_000);
  const third = await fetch(`${base}/page`);
  expect(await third.text()).toBe("render 2");
  expect(third.headers.get("x-page-cache")).toBe("hit");
  stuck.abort();
  await first;
});
