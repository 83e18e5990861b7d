import { describe, expect, it } from "vitest";
import { hasPrice, priceLine, PRICE_ON_REQUEST } from "~/lib/price";

describe("priceLine", () => {
  it("groups rupees the Indian way, before GST", () => {
    expect(priceLine(123456)).toBe("₹1,23,456 + GST");
    expect(priceLine(18500)).toBe("₹18,500 + GST");
    expect(priceLine(12345678)).toBe("₹1,23,45,678 + GST");
  });
  it("rounds paise away", () => {
    expect(priceLine(999.6)).toBe("₹1,000 + GST");
  });
  it("asks for a price when none is set", () => {
    for (const p of [null, undefined, 0, -5, Number.NaN]) {
      expect(priceLine(p)).toBe(PRICE_ON_REQUEST);
      expect(hasPrice(p)).toBe(false);
    }
  });
});
