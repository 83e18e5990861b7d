import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(safeRedirect("/admin/products")).toBe("/admin/products");
    expect(safeRedirect("/admin/products?page=2&q=g500#top")).toBe(
      "/admin/products?page=2&q=g500#top",
    );
    expect(safeRedirect("/")).toBe("/");
  });

  it("refuses other sites, however they are spelled", () => {
    for (const evil of [
      "https://evil.example/phish",
      "http://evil.example",
      "//evil.example/x",
      "///evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "http:/evil.example",
      "evil.example",
      " /admin",
    ]) {
      expect(safeRedirect(evil), evil).toBe("/admin");
    }
  });

  it("refuses empty, non-string, over-long and login-loop values", () => {
    expect(safeRedirect("")).toBe("/admin");
    expect(safeRedirect(null)).toBe("/admin");
    expect(safeRedirect(undefined)).toBe("/admin");
    expect(safeRedirect(42)).toBe("/admin");
    expect(safeRedirect(`/${"a".repeat(3000)}`)).toBe("/admin");
    expect(safeRedirect("/admin/login")).toBe("/admin");
    expect(safeRedirect("/admin/login?redirectTo=/x")).toBe("/admin");
    expect(safeRedirect("/admin/logout")).toBe("/admin");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/")).toBe("/");
  });
});
