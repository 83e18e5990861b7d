import { describe, expect, it } from "vitest";
import { contentVersionReader, readContentVersion } from "~/server/content-version.server";
import { db } from "~/server/db.server";

describe("content version", () => {
  it("moves with what visitors see, not with counters or inquiries", () => {
    const sqlite = db.sqlite;
    const read = contentVersionReader(sqlite);
    const start = read();
    expect(readContentVersion(sqlite)).toBe(start);

    sqlite
      .prepare(
        "INSERT INTO drivers (name, version, file_size, download_count) VALUES ('D', '1.0', 1, 0)",
      )
      .run();
    const afterInsert = read();
    expect(afterInsert).toBeGreaterThan(start);

    sqlite.prepare("UPDATE drivers SET download_count = download_count + 5").run();
    sqlite.prepare("INSERT INTO rate_limit_hits (bucket, key, at) VALUES ('login', 'x', 1)").run();
    expect(read()).toBe(afterInsert);

    sqlite.prepare("UPDATE drivers SET version = '2.0'").run();
    expect(read()).toBe(afterInsert + 1);
  });
});
