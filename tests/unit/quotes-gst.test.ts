import { describe, expect, it } from "vitest";
import {
  divideRoundHalfUp,
  formatPaise,
  isIntraState,
  quotationTax,
  rupeesToPaise,
  supplyOf,
  taxLine,
} from "~/lib/gst";

describe("GST on a quotation", () => {
  it("inside the seller's state: CGST and SGST at half the rate each", () => {
    // 2 x ₹12,500.00 at 18%: ₹25,000 taxable, ₹2,250 + ₹2,250.
    expect(taxLine({ unitPricePaise: 1_250_000, quantity: 2, gstRate: 18 }, true)).toEqual({
      priced: true,
      rateUnknown: false,
      grossPaise: 2_500_000,
      discountPaise: 0,
      taxablePaise: 2_500_000,
      cgstPaise: 225_000,
      sgstPaise: 225_000,
      igstPaise: 0,
      totalPaise: 2_950_000,
    });
  });

  it("from another state: IGST at the whole rate", () => {
    expect(taxLine({ unitPricePaise: 1_250_000, quantity: 2, gstRate: 18 }, false)).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 450_000,
      totalPaise: 2_950_000,
    });
  });

  it("rounds each line half up to the paisa", () => {
    // 1 x ₹0.25 at 18% IGST = 4.5 paise -> 5; CGST at 9% = 2.25 -> 2 each.
    expect(taxLine({ unitPricePaise: 25, quantity: 1, gstRate: 18 }, false).igstPaise).toBe(5);
    expect(taxLine({ unitPricePaise: 25, quantity: 1, gstRate: 18 }, true).cgstPaise).toBe(2);
    // 1 x ₹0.50 at 5% CGST 2.5% = 1.25 -> 1; at 18% CGST 9% = 4.5 -> 5.
    expect(taxLine({ unitPricePaise: 50, quantity: 1, gstRate: 5 }, true).cgstPaise).toBe(1);
    expect(taxLine({ unitPricePaise: 50, quantity: 1, gstRate: 18 }, true).cgstPaise).toBe(5);
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 2)).toBe(4);
    expect(divideRoundHalfUp(4, 3)).toBe(1);
  });

  it("totals the priced lines and counts the ones on request or without a rate", () => {
    const { lines, totals } = quotationTax(
      [
        { unitPricePaise: 25, quantity: 1, gstRate: 18 },
        { unitPricePaise: 25, quantity: 1, gstRate: 18 },
        { unitPricePaise: null, quantity: 3, gstRate: 18 },
        { unitPricePaise: 10_000, quantity: 1, gstRate: null },
        { unitPricePaise: 10_000, quantity: 3, gstRate: 0 },
      ],
      false,
    );
    expect(lines.map((l) => l.priced)).toEqual([true, true, false, true, true]);
    expect(lines[3]).toMatchObject({ rateUnknown: true, taxablePaise: 10_000, igstPaise: 0 });
    // Rounded per line (5 + 5), not on the sum (9 paise).
    expect(totals).toEqual({
      grossPaise: 40_050,
      discountPaise: 0,
      taxablePaise: 40_050,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 10,
      totalPaise: 40_060,
      onRequest: 1,
      rateUnknown: 1,
    });
  });

  it("reads stored rupees to paise without drift and prints in Indian grouping", () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(123456.78)).toBe(12_345_678);
    expect(formatPaise(12_345_678)).toBe("₹1,23,456.78");
    expect(formatPaise(12_515_080)).toBe("₹1,25,150.80");
    expect(formatPaise(1_00_00_000_00)).toBe("₹1,00,00,000.00");
  });

  it("compares the states ignoring case and spaces", () => {
    expect(isIntraState("Delhi", " delhi")).toBe(true);
    expect(isIntraState("Delhi", "Haryana")).toBe(false);
    expect(supplyOf("Delhi", " delhi")).toBe("intra");
    expect(supplyOf("Delhi", "Haryana")).toBe("inter");
    expect(supplyOf("Delhi", "")).toBeNull();
    expect(supplyOf("Delhi", null)).toBeNull();
  });

  it("takes a line's discount off before tax, never past the line's value", () => {
    // 3 x ₹1,000.00 = ₹3,000.00, less ₹250.50 = ₹2,749.50 taxable; IGST 18% = ₹494.91.
    const line = taxLine(
      { unitPricePaise: 100_000, quantity: 3, gstRate: 18, discountPaise: 25_050 },
      false,
    );
    expect(line).toMatchObject({
      grossPaise: 300_000,
      discountPaise: 25_050,
      taxablePaise: 274_950,
      igstPaise: 49_491,
      totalPaise: 324_441,
    });
    expect(
      taxLine({ unitPricePaise: 100, quantity: 1, gstRate: 18, discountPaise: 500 }, true),
    ).toMatchObject({ discountPaise: 100, taxablePaise: 0, cgstPaise: 0, totalPaise: 0 });
    expect(
      taxLine({ unitPricePaise: 100, quantity: 1, gstRate: 18, discountPaise: -50 }, true),
    ).toMatchObject({ discountPaise: 0, taxablePaise: 100 });
  });

  it("adds up a 100-line quotation exactly, rounding once per line", () => {
    // ₹1,251.51 x (i + 1) at 18%, 12% and 5% in turn: every line's tax is rounded on its own.
    const input = Array.from({ length: 100 }, (_, i) => ({
      unitPricePaise: 125_151,
      quantity: i + 1,
      gstRate: [18, 12, 5][i % 3],
    }));
    for (const intra of [true, false]) {
      const { lines, totals } = quotationTax(input, intra);
      const sum = (k: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise") =>
        lines.reduce((n, l) => n + l[k], 0);
      expect(totals.taxablePaise).toBe(125_151 * 5050);
      expect(totals.totalPaise).toBe(sum("totalPaise"));
      expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
        sum("cgstPaise") + sum("sgstPaise") + sum("igstPaise"),
      );
      expect(totals.totalPaise).toBe(
        totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise,
      );
      for (const [i, l] of lines.entries()) {
        const exact = (l.taxablePaise * input[i].gstRate) / 100;
        expect(Math.abs(l.cgstPaise + l.sgstPaise + l.igstPaise - exact)).toBeLessThanOrEqual(1);
      }
    }
  });
});
