import { beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as blogLoader } from "~/routes/site/blog";
import { loader as blogsLoader } from "~/routes/site/blogs";
import { loader as careersLoader } from "~/routes/site/careers";
import { loader as categoryLoader } from "~/routes/site/category";
import { loader as homeLoader } from "~/routes/site/home";
import { loader as jobLoader } from "~/routes/site/job";
import { loader as popularLoader } from "~/routes/site/popular-products";
import { loader as productLoader } from "~/routes/site/product";
import { db } from "~/server/db.server";
import { createProduct } from "~/server/models/products.server";
import { demoBlogs, demoJobs, demoProducts } from "~/server/seed/demo-data.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

/**
 * Data budgets: every page loader runs a fixed number of queries (no N+1: the count does
 * not grow with the rows shown) and the home, category and product loaders spend under 2 ms in the
 * database with the demo catalogue. Statements are counted and timed at better-sqlite3's Statement
 * methods, which every Drizzle query ends in; the database itself is the real temporary file.
 */
type Meter = { statements: number; prepares: number; ns: bigint; prepareNs: bigint };
const meter: Meter = { statements: 0, prepares: 0, ns: 0n, prepareNs: 0n };

function instrument() {
  const probe = db.sqlite.prepare("select 1");
  const proto = Object.getPrototypeOf(probe) as Record<string, unknown>;
  for (const name of ["all", "get", "run", "iterate"] as const) {
    const original = proto[name] as (...args: unknown[]) => unknown;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const start = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        meter.ns += process.hrtime.bigint() - start;
        meter.statements++;
      }
    };
  }
  // Preparing is part of the database time too (and is what reusing statements saves).
  const sqlite = db.sqlite as unknown as { prepare: (...args: unknown[]) => unknown };
  const prepare = sqlite.prepare;
  sqlite.prepare = function (this: unknown, ...args: unknown[]) {
    const start = process.hrtime.bigint();
    try {
      return prepare.apply(this, args);
    } finally {
      const spent = process.hrtime.bigint() - start;
      meter.ns += spent;
      meter.prepareNs += spent;
      meter.prepares++;
    }
  };
}

type Loader = (args: never) => unknown;

async function measure(loader: Loader, path: string, params: Record<string, string> = {}) {
  meter.statements = 0;
  meter.prepares = 0;
  meter.ns = 0n;
  meter.prepareNs = 0n;
  const request = new Request(`http://localhost${path}`);
  try {
    await loader({ request, params, context: {} } as never);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
  }
  return {
    statements: meter.statements,
    prepares: meter.prepares,
    dbMs: Number(meter.ns) / 1e6,
    prepareMs: Number(meter.prepareNs) / 1e6,
  };
}

/** Median database time over many runs, after a warm-up (the first run pays for cold pages). */
async function medianDbMs(loader: Loader, path: string, params: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) await measure(loader, path, params);
  const runs = [];
  for (let i = 0; i < 101; i++) runs.push(await measure(loader, path, params));
  runs.sort((a, b) => a.dbMs - b.dbMs);
  return runs[50];
}

const product = demoProducts.find(
  (p) => p.status === "active" && p.category === "desktop-printers",
)!;
const blog = demoBlogs.find((b) => b.status === "published")!;
const job = demoJobs.find((j) => j.status === "active")!;

const pages: [string, Loader, string, Record<string, string>][] = [
  ["root (header, footer)", rootLoader, "/", {}],
  ["home", homeLoader, "/", {}],
  ["category", categoryLoader, "/desktop-printers", {}],
  ["dynamic category", categoryLoader, "/products/category/labels", { slug: "labels" }],
  ["product", productLoader, `/products/${product.slug}`, { slug: product.slug }],
  ["popular products", popularLoader, "/popular-products", {}],
  ["blogs", blogsLoader, "/blogs", {}],
  ["blog post", blogLoader, `/blog/${blog.slug}`, { slug: blog.slug }],
  ["careers", careersLoader, "/careers", {}],
  ["job", jobLoader, `/careers/${job.slug}`, { slug: job.slug }],
];

/**
 * Statements of a request once the process's caches are filled: the first run fills what a loader
 * caches until the next catalogue write (which page fills a shared cache depends on the order the
 * pages run in), the second is what every request after it costs.
 */
async function warmStatements(loader: Loader, path: string, params: Record<string, string>) {
  await measure(loader, path, params);
  return (await measure(loader, path, params)).statements;
}

beforeAll(() => {
  seedDemoCatalogue(db);
  instrument();
});

describe("public loaders with the demo catalogue", () => {
  it.each(pages)("%s runs a handful of queries", async (_name, loader, path, params) => {
    const statements = await warmStatements(loader, path, params);
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(5);
  });

  it.each([
    ["home", homeLoader, "/", {}],
    ["category", categoryLoader, "/desktop-printers", {}],
    ["product", productLoader, `/products/${product.slug}`, { slug: product.slug }],
  ] as const)("%s spends under 2 ms in the database", async (name, loader, path, params) => {
    const run = await medianDbMs(loader, path, params);
    console.log(
      `[perf] ${name} loader: median database time ${run.dbMs.toFixed(3)} ms ` +
        `(${run.statements} statements, ${run.prepares} prepared, ${run.prepareMs.toFixed(3)} ms preparing)`,
    );
    expect(run.dbMs).toBeLessThan(2);
  });

  it("runs the same number of queries when every list grows (no N+1)", async () => {
    const counts = new Map<string, number>();
    for (const [name, loader, path, params] of pages)
      counts.set(name, await warmStatements(loader, path, params));
    // Forty more featured, active products in the shown category: lists fill to their page size.
    for (let i = 0; i < 40; i++) {
      createProduct({
        name: `Bulk Printer ${i}`,
        slug: `bulk-printer-${i}`,
        category: "desktop-printers",
        short_description: "A bulk product",
        description: "A bulk product",
        featured: true,
        status: "active",
        in_stock: true,
      });
    }
    for (const [name, loader, path, params] of pages) {
      expect(await warmStatements(loader, path, params), name).toBe(counts.get(name));
    }
    console.log(
      `[perf] statements per loader: ${[...counts].map(([n, c]) => `${n} ${c}`).join(", ")}`,
    );
  });
});
