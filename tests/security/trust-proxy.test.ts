// TRUST_PROXY decides which X-Forwarded-For hops name the client, so which address every
// per-address limit counts. A setting that trusts every hop must never start a server: it is refused
// with one line naming the setting, and no stack trace.
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { trustProxyProblem } from "~/server/env.server";

/** Starts `node server.js` with this TRUST_PROXY and returns how it ended and what it printed. */
function start(value: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.js"], {
      cwd: path.resolve("."),
      env: {
        // Not a test run: the server's own start, which prints and exits.
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST"))),
        NODE_ENV: "production",
        TRUST_PROXY: value,
        PORT: "1",
        // Were the setting accepted, the start would go on to a build that is not there.
        BUILD_DIR: path.resolve("no-such-build"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("TRUST_PROXY", () => {
  it.each(["999", "6", "true", "all", "*", "0.0.0.0/0", "::/0", "10.0.0.1, everyone"])(
    "%s is refused at start with one clear line",
    async (value) => {
      const { code, output } = await start(value);
      expect(code).toBe(1);
      const lines = output.trim().split("\n");
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[env\] invalid setting.*TRUST_PROXY/);
      expect(output).not.toMatch(/\n\s+at /);
    },
    20_000,
  );

  it("takes a small hop count, addresses, subnets and Express's named ranges", () => {
    for (const value of [
      "0",
      "1",
      "2",
      "5",
      "10.0.0.1",
      "10.0.0.0/8, 192.168.1.1",
      "loopback",
      "::1, fd00::/8",
    ])
      expect(trustProxyProblem(value), value).toBeNull();
    expect(trustProxyProblem("6")).toMatch(/at most 5/);
  });
});
