import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_BUSY_MESSAGE, db, writeTransaction } from "~/server/db.server";
import { env } from "~/server/env.server";

// Another connection (a long write of another process) holds the write lock for longer than the
// server thread waits. A save from the server's own connection meanwhile must be refused cleanly (a
// busy answer, nothing half-written) after a short wait, not fail as a server error.
describe("a write while another connection holds the database", () => {
  let other: Database.Database | null = null;
  afterEach(() => {
    if (other?.inTransaction) other.exec("ROLLBACK");
    other?.close();
    other = null;
  });

  it("is answered 503 with Retry-After and a message, and writes nothing", () => {
    db.sqlite.exec("CREATE TABLE IF NOT EXISTS busy_probe (n INTEGER)");
    other = new Database(env.DATABASE_PATH);
    other.exec("BEGIN IMMEDIATE");
    // Waiting the whole busy_timeout (250 ms on the server thread) is the point: the lock is held
    // longer than that.
    let thrown: unknown = null;
    try {
      writeTransaction((tx) => tx.sqlite.prepare("INSERT INTO busy_probe (n) VALUES (1)").run());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("10");
    return res.json().then((body: { error: string }) => {
      expect(body.error).toBe(DATABASE_BUSY_MESSAGE);
      other!.exec("ROLLBACK");
      const count = db.sqlite.prepare("SELECT count(*) AS n FROM busy_probe").get() as {
        n: number;
      };
      expect(count.n).toBe(0);
    });
  }, 20_000);
});
