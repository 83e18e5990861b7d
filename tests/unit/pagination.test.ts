import { describe, expect, it } from "vitest";
import { clampPage, pageCountOf, pageRange, parsePage } from "~/lib/pagination";

describe("pagination", () => {
  it("reads ?page= leniently", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
  });
  it("counts pages, at least one", () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
  it("clamps an out-of-range page to the last page", () => {
    expect(clampPage(99, 30, 12)).toBe(3);
    expect(clampPage(0, 30, 12)).toBe(1);
  });
  it("gives the 'Showing {from}-{to} of {total}' numbers", () => {
    expect(pageRange(1, 12, 30)).toEqual({ from: 1, to: 12, total: 30 });
    expect(pageRange(3, 12, 30)).toEqual({ from: 25, to: 30, total: 30 });
    expect(pageRange(1, 12, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
