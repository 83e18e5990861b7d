import { beforeAll, describe, expect, it } from "vitest";

// A cache of 1,000 bytes: half of it (500) is the largest answer kept among the others.
process.env.ANSWER_CACHE_MB = String(1000 / 1024 / 1024);

type Module = typeof import("~/server/answer-cache.server");
let cachedAnswer: Module["cachedAnswer"];
let bumpVersion: () => void;

beforeAll(async () => {
  ({ cachedAnswer } = await import("~/server/answer-cache.server"));
  const { db } = await import("~/server/db.server");
  // Any visible change moves the content version; a brand is the smallest one.
  let n = 0;
  bumpVersion = () =>
    db.sqlite
      .prepare("INSERT INTO brands (name, display_name) VALUES (?, ?)")
      .run(`b${n}`, `b${n++}`);
});

function ask(key: string, size: number, builds: { count: number }) {
  return cachedAnswer(new Request("http://x/"), key, () => {
    builds.count++;
    return { body: "x".repeat(size), headers: { "Content-Type": "text/plain" } };
  });
}

describe("large anonymous answers", () => {
  it("an answer too large to share the cache is still built once per content version", async () => {
    const builds = { count: 0 };
    for (let i = 0; i < 5; i++) expect((await ask("/huge", 3000, builds).text()).length).toBe(3000);
    expect(builds.count).toBe(1);
    bumpVersion();
    await ask("/huge", 3000, builds).text();
    expect(builds.count).toBe(2);
  });

  it("one oversized answer is kept at a time, and none past four times the cache", async () => {
    const builds = { count: 0 };
    await ask("/a", 3000, builds).text();
    await ask("/b", 3000, builds).text();
    await ask("/b", 3000, builds).text();
    expect(builds.count).toBe(2);
    await ask("/a", 3000, builds).text();
    expect(builds.count).toBe(3);
    const past = { count: 0 };
    await ask("/past", 5000, past).text();
    await ask("/past", 5000, past).text();
    expect(past.count).toBe(2);
  });

  it("small answers share the cache and are not pushed out by an oversized one", async () => {
    const builds = { count: 0 };
    await ask("/small", 300, builds).text();
    await ask("/huge2", 3000, builds).text();
    await ask("/small", 300, builds).text();
    expect(builds.count).toBe(2);
  });
});
