// Slow, heavy and patient clients against the real server on loopback: connections that send
// nothing or trickle their head or body, one address opening more than its share, bodies held just
// short of their end, and an upload of unknown length past its limit. Small limits (60 slots, 20 an
// address, 4 MB of bodies) keep the attack to a few hundred sockets and seconds.
import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, openFor, percentile, startSiteServer, type SiteServer } from "./site-server";

process.env.MAX_CONNECTIONS = "60";
process.env.MAX_CONNECTIONS_PER_ADDRESS = "20";
process.env.BODY_MEMORY_MB = "4";

const MB = 1024 * 1024;
let site: SiteServer;
let token = "";

beforeAll(async () => {
  const { ensureAdminUser } = await import("../integration/admin-test-helpers");
  const { createApiToken } = await import("~/server/models/api-tokens.server");
  token = createApiToken((await ensureAdminUser()).id).token;
  site = await startSiteServer();
}, 300_000);

afterAll(async () => {
  await site?.close();
});

/** A GET on a connection of its own (a new visitor), timed to its last byte; status 0 if it failed. */
function visit(path: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: "127.0.0.1", port: site.port, path, agent: false, timeout: 5_000 },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ ms: performance.now() - start, status: res.statusCode ?? 0 }),
        );
        res.on("error", () => resolve({ ms: performance.now() - start, status: 0 }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ ms: performance.now() - start, status: 0 }));
  });
}

/** The head of a POST to `path` whose body is `length` bytes of JSON (sent separately). */
function postHead(path: string, length: number): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${length}\r\n\r\n`
  );
}

/** The status line's code of what the socket received, once it is complete (0: none). */
function answerOf(socket: net.Socket, limitMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    let text = "";
    const done = () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    const timer = setTimeout(done, limitMs);
    socket.on("data", (d) => {
      text += d.toString("latin1");
      if (/\r\n\r\n/.test(text)) {
        clearTimeout(timer);
        // The rest of a short body follows at once.
        setTimeout(done, 100);
      }
    });
    socket.on("error", () => {});
    socket.once("close", () => {
      clearTimeout(timer);
      done();
    });
  });
}

describe("slow connections", () => {
  it("a socket that sends nothing, a trickled body and a body held before its last byte are closed within seconds", async () => {
    const silent = await connect(site.port, "127.0.0.3");
    const trickle = await connect(site.port, "127.0.0.3");
    trickle.write(postHead("/api/auth/login", 1_000) + '{"username":"');
    const dripping = setInterval(() => trickle.writable && trickle.write("a"), 1_000);
    const held = await connect(site.port, "127.0.0.3");
    held.write(postHead("/api/auth/login", MB) + "[" + " ".repeat(MB - 2));
    try {
      const [silentMs, trickleMs, heldMs] = await Promise.all([
        openFor(silent, 25_000),
        openFor(trickle, 25_000),
        openFor(held, 25_000),
      ]);
      // Nothing for 10 s; a body below 1 KB/s over its first 10 s window; a body that stopped
      // after its first window, at the end of its second (each plus the 1 s sweep).
      expect(silentMs).toBeLessThan(13_000);
      expect(trickleMs).toBeLessThan(13_000);
      expect(heldMs).toBeLessThan(23_000);
    } finally {
      clearInterval(dripping);
      for (const s of [silent, trickle, held]) s.destroy();
    }
    // A client that sends its request at once is answered as always.
    expect((await visit("/healthz")).status).toBe(200);
  }, 40_000);

  it("one address cannot hold more than its share of connections; others still get in", async () => {
    const sockets = await Promise.all(
      Array.from({ length: 26 }, () => connect(site.port, "127.0.0.4").catch(() => null)),
    );
    try {
      await new Promise((r) => setTimeout(r, 500));
      const open = sockets.filter((s) => s && !s.destroyed && !s.readableEnded);
      expect(open.length).toBeLessThanOrEqual(20);
      expect((await visit("/healthz")).status).toBe(200);
    } finally {
      for (const s of sockets) s?.destroy();
    }
  });

  it("a flood of trickling connections from many addresses never takes the slots: /healthz and a cached page keep answering", async () => {
    expect((await visit("/")).status).toBe(200);
    // The same visits with no attack, for scale: this machine may be busy with other work.
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [health, page] = await Promise.all([visit("/healthz"), visit("/")]);
      quiet.push(health.ms, page.ms);
    }
    let running = true;
    const attackers: net.Socket[] = [];
    // 8 addresses × 20 connections: 160 clients for 60 slots, each sending a byte of its head a
    // second and reconnecting as soon as it is closed.
    const attacker = async (address: string) => {
      while (running) {
        let socket: net.Socket;
        try {
          socket = await connect(site.port, address);
        } catch {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        attackers.push(socket);
        socket.on("error", () => {});
        socket.write("G");
        const head = "ET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
        let i = 0;
        const drip = setInterval(() => {
          if (socket.writable) socket.write(head[i++ % head.length]);
        }, 1_000);
        await new Promise((r) => socket.once("close", r));
        clearInterval(drip);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const crowd: Promise<void>[] = [];
    for (let a = 10; a < 18; a++) for (let c = 0; c < 20; c++) crowd.push(attacker(`127.0.0.${a}`));
    // Let the flood fill the slots first.
    await new Promise((r) => setTimeout(r, 2_000));
    const probes: { ms: number; status: number }[] = [];
    const until = performance.now() + 8_000;
    while (performance.now() < until) {
      const [health, page] = await Promise.all([visit("/healthz"), visit("/")]);
      probes.push(health, page);
      await new Promise((r) => setTimeout(r, 100));
    }
    running = false;
    for (const s of attackers) s.destroy();
    await Promise.all(crowd);
    const failed = probes.filter((p) => p.status !== 200);
    expect(failed, `${failed.length} of ${probes.length} visits failed`).toEqual([]);
    // 100 ms is the goal (npm run bench:attack, the server in a process of its own); here the
    // attackers share the server's process and the machine may be busy, so the bound is wide.
    const p99 = percentile(
      probes.map((p) => p.ms),
      99,
    );
    expect(p99).toBeLessThan(1_000 + 3 * percentile(quiet, 99));
  }, 40_000);
});

describe("bodies held in memory", () => {
  it("past the process's body budget a new body gets 503 with Retry-After, and the room comes back", async () => {
    // Two bodies of 1.9 MB, held before their last byte, take the 4 MB budget but 0.2 MB.
    const held: net.Socket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = await connect(site.port, `127.0.0.${20 + i}`);
      socket.on("error", () => {});
      const size = Math.floor(1.9 * MB);
      socket.write(postHead("/api/auth/login", size) + "[" + " ".repeat(size - 2));
      held.push(socket);
    }
    await new Promise((r) => setTimeout(r, 500));
    const body = JSON.stringify({ username: "x".repeat(MB), password: "y" });
    const third = await connect(site.port, "127.0.0.22");
    third.write(postHead("/api/auth/login", Buffer.byteLength(body)) + body);
    const refused = await answerOf(third, 8_000);
    third.destroy();
    expect(refused.status).toBe(503);
    expect(refused.text).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(refused.text).toMatch(/busy/i);

    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const again = await connect(site.port, "127.0.0.23");
    again.write(postHead("/api/auth/login", Buffer.byteLength(body)) + body);
    const answered = await answerOf(again, 8_000);
    again.destroy();
    // Read and checked: a wrong sign-in, not "busy".
    expect([400, 401]).toContain(answered.status);
  }, 30_000);
});

describe("bodies refused for want of room", () => {
  it("a body refused with 503 before it arrived is not read to its end: its connection closes at once", async () => {
    const held: net.Socket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = await connect(site.port, `127.0.0.${30 + i}`);
      socket.on("error", () => {});
      const size = Math.floor(1.9 * MB);
      socket.write(postHead("/api/auth/login", size) + "[" + " ".repeat(size - 2));
      held.push(socket);
    }
    await new Promise((r) => setTimeout(r, 500));
    // A third declares 1.9 MB, sends a little and holds: no room, so 503 after the short wait.
    const third = await connect(site.port, "127.0.0.32");
    third.on("error", () => {});
    let answer = "";
    third.on("data", (d: Buffer) => (answer += d.toString("latin1")));
    const started = Date.now();
    third.write(postHead("/api/auth/login", Math.floor(1.9 * MB)) + "[" + " ".repeat(64 * 1024));
    const closedAfter = await new Promise<number>((resolve) =>
      third.once("close", () => resolve(Date.now() - started)),
    );
    for (const s of held) s.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    // The wait for room (2 s) and no more: the rest of the body is never read.
    expect(closedAfter).toBeLessThan(4_500);
  }, 20_000);
});

describe("a crowd of bodies waiting for room", () => {
  it("only a short line waits for room: the bodies past it are refused at once, not held", async () => {
    const held: net.Socket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = await connect(site.port, `127.0.0.${60 + i}`);
      socket.on("error", () => {});
      const size = Math.floor(1.9 * MB);
      socket.write(postHead("/api/auth/login", size) + "[" + " ".repeat(size - 2));
      held.push(socket);
    }
    await new Promise((r) => setTimeout(r, 500));
    // 24 more, each declaring 1.9 MB and sending a little: 16 may wait (4 MB of budget's line), the
    // rest are answered 503 well before the 2 s wait.
    const started = Date.now();
    const refusedAfter = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const socket = await connect(site.port, `127.0.0.${70 + i}`);
        socket.on("error", () => {});
        let answer = "";
        socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
        socket.write(postHead("/api/auth/login", Math.floor(1.9 * MB)) + "[" + " ".repeat(1024));
        await new Promise((r) => socket.once("close", r));
        return { ms: Date.now() - started, status: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] };
      }),
    );
    for (const s of held) s.destroy();
    expect(refusedAfter.every((r) => r.status === "503")).toBe(true);
    const atOnce = refusedAfter.filter((r) => r.ms < 1_200).length;
    expect(atOnce).toBeGreaterThanOrEqual(8);
    expect(atOnce).toBeLessThan(24);
  }, 20_000);
});

describe("uploads of unknown length", () => {
  it("a chunked upload past its route's limit is answered 413 with a message, not a reset connection", async () => {
    const result = await new Promise<{ status: number; body: string } | { error: string }>(
      (resolve) => {
        const req = http.request({
          host: "127.0.0.1",
          port: site.port,
          method: "POST",
          path: "/api/brands",
          agent: false,
          headers: {
            Authorization: `Bearer ${token}`,
            "Content-Type": "multipart/form-data; boundary=limit-test",
            "Transfer-Encoding": "chunked",
          },
        });
        let answered = false;
        req.on("response", (res) => {
          answered = true;
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", (error) => {
          if (!answered) resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message });
        });
        // 12 MB before the first part: past a brand's 7 MB (a 5 MB logo and the text fields).
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (!answered && sent < 12 * MB) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          if (!answered) req.end("\r\n--limit-test--\r\n");
        };
        pump();
      },
    );
    expect(result).toMatchObject({ status: 413 });
    expect(JSON.parse((result as { body: string }).body).error).toMatch(
      /too large \(maximum 7 MB\)/,
    );
  }, 30_000);
});
