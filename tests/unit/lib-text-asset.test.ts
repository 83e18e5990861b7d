import { describe, expect, it } from "vitest";
import { assetUrl, PLACEHOLDER_IMAGE } from "~/lib/asset-url";
import { pageHref, pageWindow } from "~/lib/pagination";
import { cutText, formatDate, formatMegabytes, plainText } from "~/lib/text";

describe("assetUrl", () => {
  it("keeps an absolute URL", () => {
    expect(assetUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
  });
  it("joins a leading-slash path to the base", () => {
    expect(assetUrl("/images/x.svg")).toBe("/images/x.svg");
    expect(assetUrl("/images/x.svg", "https://shop.example/")).toBe(
      "https://shop.example/images/x.svg",
    );
  });
  it("puts a bare file name under /uploads/", () => {
    expect(assetUrl("abc123.webp")).toBe("/uploads/abc123.webp");
  });
  it("gives the placeholder for empty values", () => {
    expect(assetUrl("")).toBe(PLACEHOLDER_IMAGE);
    expect(assetUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(assetUrl("   ")).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("text helpers", () => {
  it("cuts at the limit and adds '...' only when cut", () => {
    expect(cutText("a".repeat(100), 100)).toBe("a".repeat(100));
    expect(cutText("a".repeat(101), 100)).toBe(`${"a".repeat(100)}...`);
    expect(cutText(null, 50)).toBe("");
  });
  it("turns HTML into plain text with entities decoded", () => {
    expect(plainText("<p>Hello&nbsp;<b>world</b> &amp; more</p><script>x()</script>")).toBe(
      "Hello world & more",
    );
    expect(plainText("&#8377;5,000 &#x20B9;")).toBe("₹5,000 ₹");
  });
  it("formats dates in long US English form", () => {
    expect(formatDate("2026-03-05T10:00:00.000Z")).toBe("March 5, 2026");
    expect(formatDate("nonsense")).toBe("");
  });
  it("shows bytes as MB with 2 decimals", () => {
    expect(formatMegabytes(48234496)).toBe("46.00 MB");
    expect(formatMegabytes(1572864)).toBe("1.50 MB");
  });
});

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it("windows 5 numbers with first, last and ellipses", () => {
    expect(pageWindow(10, 20)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });
  it("without ends shows only numbers within 2 of the current page", () => {
    expect(pageWindow(6, 20, { ends: false })).toEqual([4, 5, 6, 7, 8]);
  });
  it("builds page links that keep the other parameters", () => {
    expect(pageHref("?q=zebra&sort=name&page=2", 3)).toBe("?q=zebra&sort=name&page=3");
    expect(pageHref("?q=zebra&page=2", 1)).toBe("?q=zebra");
  });
});
