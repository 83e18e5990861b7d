// Prices and other numbers as people type them in forms, /api and spreadsheets: a comma only groups
// digits (thousands or Indian lakhs), ₹ / Rs. / INR are understood on a price, and anything a comma
// makes unclear is refused with a message, never read as another number.
import { describe, expect, it } from "vitest";
import { productInput } from "~/server/entities/product.server";
import { parseAmount } from "~/server/validation/fields.server";

const base = { name: "A", slug: "a", category: "labels", short_description: "S", description: "D" };
const price = (value: string) => {
  const r = productInput.safeParse({ ...base, price: value });
  return r.success ? r.data.price : r.error.issues[0].message;
};
const UNCLEAR = (text: string) =>
  `Price must be a number such as 12500 or 12,500.50: a comma may only group thousands or lakhs, and decimals take a point ("${text}" is not clear)`;

describe("prices", () => {
  it.each([
    ["12500", 12500],
    ["12,500", 12500],
    ["1,25,000", 125000],
    ["12,34,56,789", 123456789],
    ["1,250,000", 1250000],
    ["₹12,500.00", 12500],
    ["₹ 1,25,000", 125000],
    ["Rs. 12,500", 12500],
    ["Rs 12500", 12500],
    ["INR 18,500.50", 18500.5],
    ["12,500/-", 12500],
    [" 18500 ", 18500],
    ["0.5", 0.5],
    ["", null],
  ])("%j is %j", (text, expected) => {
    expect(price(text)).toBe(expected);
  });

  it.each(["23450,5", "1.250,00", "1,2,3", "12,5000", ",500", "12,500,"])(
    "%j is refused as unclear",
    (text) => {
      expect(price(text)).toBe(UNCLEAR(text));
    },
  );

  it("words and other currencies are not numbers; a negative price is refused", () => {
    expect(price("cheap")).toBe("Price must be a number");
    expect(price("$12")).toBe("Price must be a number");
    expect(price("-5")).toBe("Price must be at least 0");
  });

  it("only a price takes a currency sign; other numbers keep the grouping rule", () => {
    expect(parseAmount("₹500")).toBeNaN();
    expect(parseAmount("1,200")).toBe(1200);
    expect(parseAmount("1,20")).toBeNaN();
    const r = productInput.safeParse({ ...base, reviews: "1,200", lead_time_days: "7,5" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0])).toEqual(["lead_time_days"]);
  });
});
