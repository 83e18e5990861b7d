// A failure at any row of an import leaves the database exactly as before: a constraint that only
// the database can see, an exception between rows, and a process killed half-way (SIGKILL).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import {
  applyImport,
  failedResult,
  ImportFailed,
  prepareImport,
} from "~/server/import/import.server";
import { countCategories, getCategoryByName } from "~/server/models/categories.server";
import { countProducts, getProductBySlug } from "~/server/models/products.server";
import { searchProductList } from "~/server/search/engine.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

/**
 * `n` product rows in category `category`, slugs `${prefix}-1..n`. Each test names its own, so that
 * a file an earlier test imported is not an update here.
 */
function productsCsv(n: number, category = "Atomic New Category", prefix = "atomic") {
  const rows = Array.from(
    { length: n },
    (_, i) =>
      `${prefix} Printer ${i + 1},${prefix}-${i + 1},${category},Short ${i + 1},Zyxwvu description`,
  );
  return ["name,slug,category,short_description,description", ...rows].join("\n") + "\n";
}

const bytes = (s: string) => new TextEncoder().encode(s);

function snapshot() {
  return {
    products: countProducts(),
    categories: countCategories(),
    indexed: searchProductList("Zyxwvu", 400).length,
  };
}

beforeAll(() => {
  seedDemoCatalogue(db);
});

describe("a failure half-way rolls the whole import back", () => {
  it("a row only the database refuses (a constraint at insert time) leaves no row", () => {
    const before = snapshot();
    // A rule of the database alone, invisible to the importer's checks: row 60 of 100 breaks it.
    db.sqlite.exec(`CREATE TEMP TRIGGER refuse_atomic_60 BEFORE INSERT ON main.products
      WHEN new.slug = 'refused-60' BEGIN SELECT RAISE(ABORT, 'refused by a database rule'); END`);
    try {
      const prepared = prepareImport(
        bytes(productsCsv(100, "Refused New Category", "refused")),
        "products",
      );
      let thrown: unknown;
      try {
        applyImport(prepared);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ImportFailed);
      expect((thrown as Error).message).toBe("refused by a database rule");
      // The screen shows the thrown error as one entry; all 100 rows failed.
      expect(failedResult(thrown)).toMatchObject({
        successCount: 0,
        errorCount: 100,
        totalCount: 100,
        errors: ["refused by a database rule"],
        failed: true,
      });
    } finally {
      db.sqlite.exec("DROP TRIGGER refuse_atomic_60");
    }
    expect(snapshot()).toEqual(before);
    expect(getProductBySlug("refused-1")).toBeUndefined();
    expect(getProductBySlug("refused-59")).toBeUndefined();
    // The category the import would have created went too.
    expect(getCategoryByName("refused-new-category")).toBeUndefined();
  });

  it("an exception between two rows (an injected hook) leaves no row and no new category", () => {
    const before = snapshot();
    const prepared = prepareImport(
      bytes(productsCsv(50, "Stopped New Category", "stopped")),
      "products",
    );
    expect(() =>
      applyImport(prepared, {
        beforeProductRow: (i) => {
          if (i === 25) throw new Error("stopped at row 25");
        },
      }),
    ).toThrow("stopped at row 25");
    expect(snapshot()).toEqual(before);
    expect(getProductBySlug("stopped-1")).toBeUndefined();
    expect(getCategoryByName("stopped-new-category")).toBeUndefined();
  });

  it("a thrown value without a message becomes 'Unknown error occurred'", () => {
    const prepared = prepareImport(
      bytes(productsCsv(3, "Unknown New Category", "unknown")),
      "products",
    );
    let thrown: unknown;
    try {
      applyImport(prepared, {
        beforeProductRow: () => {
          throw new Error("");
        },
      });
    } catch (error) {
      thrown = error;
    }
    expect(failedResult(thrown).errors).toEqual(["Unknown error occurred"]);
    expect(failedResult("a string").errors).toEqual(["Unknown error occurred"]);
  });

  it("the same file imports completely once nothing is in the way", () => {
    const before = snapshot();
    const { result } = applyImport(prepareImport(bytes(productsCsv(100)), "products"));
    expect(result).toMatchObject({ successCount: 100, created: 100 });
    expect(snapshot()).toMatchObject({
      products: before.products + 100,
      categories: before.categories + 1,
    });
    expect(searchProductList("Zyxwvu", 400)).toHaveLength(before.indexed + 100);
  });
});

describe("a process killed in the middle of an import", () => {
  it("leaves the database as it was before the import (SIGKILL at row 1,500 of 3,000)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-crash-"));
    const csvPath = path.join(dir, "crash.csv");
    fs.writeFileSync(csvPath, productsCsv(3000, "Crash Category"));
    // `node --import tsx` (not the tsx wrapper) so that the killed process is the child itself.
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "tests/integration/import-crash-child.ts", csvPath, "atomic-1500"],
      {
        env: {
          ...process.env,
          DATABASE_PATH: path.join(dir, "crash.db"),
          UPLOADS_DIR: path.join(dir, "uploads"),
          NODE_ENV: "test",
          SEED: "0",
        },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(child.stderr).not.toMatch(/Error/);
    expect(child.stdout).not.toContain("the import finished");
    expect(child.signal).toBe("SIGKILL");

    // Reopened as the next server start would: the committed rows are there, no import row is.
    const sqlite = new Database(path.join(dir, "crash.db"));
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
      expect(count("SELECT count(*) AS n FROM products")).toBe(1);
      expect(count("SELECT count(*) AS n FROM products WHERE slug LIKE 'atomic-%'")).toBe(0);
      expect(count("SELECT count(*) AS n FROM categories")).toBe(1);
      expect(count("SELECT count(*) AS n FROM categories WHERE name = 'crash-category'")).toBe(0);
      expect(count("SELECT count(*) AS n FROM products_search")).toBe(1);
    } finally {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
