import { describe, expect, it } from "vitest";
import { isCalendarDay, serialKey, warrantyLastDay, warrantyMonthsOf } from "~/lib/warranty";

describe("warranty arithmetic", () => {
  it("ends the day before the same date a warranty's months later", () => {
    expect(warrantyLastDay("2026-03-15", 12)).toBe("2027-03-14");
    expect(warrantyLastDay("2026-01-01", 12)).toBe("2026-12-31");
    expect(warrantyLastDay("2026-03-01", 1)).toBe("2026-03-31");
    expect(warrantyLastDay("2025-11-20", 3)).toBe("2026-02-19");
  });

  it("runs to the month's last day when the start day is missing from the end month", () => {
    expect(warrantyLastDay("2026-01-31", 1)).toBe("2026-02-28");
    expect(warrantyLastDay("2027-01-30", 13)).toBe("2028-02-29");
  });

  it("reads months from a product's warranty words, else one year", () => {
    expect(warrantyMonthsOf("1 year onsite")).toBe(12);
    expect(warrantyMonthsOf("2 Years carry-in")).toBe(24);
    expect(warrantyMonthsOf("18 months")).toBe(18);
    expect(warrantyMonthsOf("6-month")).toBe(6);
    expect(warrantyMonthsOf(null)).toBe(12);
    expect(warrantyMonthsOf("lifetime")).toBe(12);
  });

  it("keys a serial typed in groups, in any case", () => {
    expect(serialKey(" d4j 2015 02345 ")).toBe("D4J201502345");
    expect(serialKey("ab-12/3")).toBe("AB-12/3");
  });

  it("knows a real calendar day", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
  });
});
