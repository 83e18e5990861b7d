// Every date the business shows is the Indian calendar day, whatever the server's time zone.
import { describe, expect, it } from "vitest";
import { addDays, businessDay, businessYear, formatDate, formatDateTime } from "~/lib/dates";
import { quotationOf } from "~/server/quotes/view.server";

// 02:10 IST on 27 November is still 26 November in UTC.
const EARLY_IST = "2026-11-26T20:40:00.000Z";

describe("the business's dates (Asia/Kolkata)", () => {
  it("dates an instant by the Indian calendar, not the UTC one", () => {
    expect(businessDay(EARLY_IST)).toBe("2026-11-27");
    expect(formatDate(EARLY_IST)).toBe("November 27, 2026");
    expect(formatDateTime(EARLY_IST)).toMatch(/^27 Nov 2026, 2:10\s?am IST$/i);
    expect(formatDateTime("2026-11-26T20:40:05Z", { seconds: true })).toMatch(
      /^27 Nov 2026, 2:10:05\s?am IST$/i,
    );
    // 23:59 UTC on 31 December is already the next year in India.
    expect(businessYear("2026-12-31T23:59:00Z")).toBe(2027);
  });

  it("reads SQLite's 'YYYY-MM-DD HH:MM:SS' as UTC, and a calendar day as that day", () => {
    expect(businessDay("2026-11-26 20:40:00")).toBe("2026-11-27");
    expect(formatDate("2026-03-05")).toBe("March 5, 2026");
  });

  it("counts calendar days across months and leap years", () => {
    expect(addDays("2026-11-27", 15)).toBe("2026-12-12");
    expect(addDays("2028-02-20", 10)).toBe("2028-03-01");
  });

  it("answers nothing for no date or a bad one", () => {
    expect(businessDay(null)).toBe("");
    expect(formatDate("nonsense")).toBe("");
    expect(formatDateTime(undefined)).toBe("");
  });

  it("a quotation made at 02:10 IST on 27 November is dated 27 November", () => {
    const request = { state: "Delhi", lines: [] } as unknown as Parameters<typeof quotationOf>[0];
    const q = quotationOf(request, new Date(EARLY_IST));
    expect(q.date).toBe("2026-11-27");
    expect(q.validUntil).toBe("2026-12-12");
  });
});
