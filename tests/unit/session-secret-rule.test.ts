import { describe, expect, it } from "vitest";
import { sessionSecretProblem } from "~/server/auth/session-secret-rule.server";
import { env } from "~/server/env.server";

// When the server may invent its own session secret: never on a real host in production.
const production = (over: Partial<typeof env>) =>
  sessionSecretProblem({
    ...env,
    NODE_ENV: "production",
    SESSION_SECRET: undefined,
    SESSION_SECRET_GENERATE: "0",
    ...over,
  });

describe("the session secret a production server needs", () => {
  it("a real host without SESSION_SECRET is refused, naming the fix", () => {
    for (const site of [
      "https://example.in",
      "http://192.168.1.20:3000",
      "https://localhost.example.in",
    ]) {
      const problem = production({ SITE_URL: site });
      expect(problem, site).toMatch(/^SESSION_SECRET is not set: .*openssl rand -hex 32/);
      expect(problem).not.toContain("\n");
    }
  });

  it("a site addressed as this machine may generate one", () => {
    for (const site of [
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "http://shop.localhost",
    ])
      expect(production({ SITE_URL: site }), site).toBeNull();
  });

  it("a set secret, an explicit opt-in, or development needs nothing more", () => {
    const site = "https://example.in";
    expect(production({ SITE_URL: site, SESSION_SECRET: "x".repeat(32) })).toBeNull();
    expect(production({ SITE_URL: site, SESSION_SECRET_GENERATE: "1" })).toBeNull();
    expect(production({ SITE_URL: site, NODE_ENV: "development" })).toBeNull();
  });
});
