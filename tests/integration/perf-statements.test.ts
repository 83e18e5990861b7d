import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { listFeaturedProducts } from "~/server/models/products.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

describe("statement reuse (app/server/db/statement-cache.server.ts)", () => {
  it("hands back the compiled statement for the same SQL text", () => {
    const sql = "select id, name from categories where name = ?";
    const first = db.sqlite.prepare(sql);
    expect(db.sqlite.prepare(sql)).toBe(first);
    expect(db.sqlite.prepare(`${sql} `)).not.toBe(first);
  });

  it("resets the raw mode Drizzle leaves behind", () => {
    seedDemoCatalogue(db);
    const sql = "select name from categories order by name limit 1";
    const statement = db.sqlite.prepare(sql);
    expect(statement.raw(true).get()).toEqual([expect.any(String)]);
    expect(db.sqlite.prepare(sql).get()).toEqual({ name: expect.any(String) });
  });

  it("compiles a new statement while the cached one is still iterating", () => {
    // The iteration needs a row to stop on.
    seedDemoCatalogue(db);
    const sql = "select id from categories order by id";
    const outer = db.sqlite.prepare(sql);
    const ids: number[] = [];
    for (const row of outer.iterate() as Iterable<{ id: number }>) {
      const inner = db.sqlite.prepare(sql);
      expect(inner).not.toBe(outer);
      ids.push(row.id, (inner.all() as { id: number }[]).length);
      break;
    }
    expect(ids).toHaveLength(2);
    // Once the iteration is over the cached one is free again.
    expect(db.sqlite.prepare(sql)).toBe(outer);
  });

  it("gives Drizzle queries the same results on every run", () => {
    seedDemoCatalogue(db);
    const first = listFeaturedProducts(8);
    expect(first.length).toBeGreaterThan(0);
    expect(listFeaturedProducts(8)).toEqual(first);
    expect(listFeaturedProducts(2)).toEqual(first.slice(0, 2));
  });
});
