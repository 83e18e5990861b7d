import { describe, expect, it } from "vitest";
import { hasComparableSpecifications } from "~/lib/compare";

describe("whether a product's specifications can be compared", () => {
  it("named rows line up: a printer's specifications can", () => {
    expect(
      hasComparableSpecifications(
        "Print Method: Direct Thermal, Thermal Transfer; Resolution: 203 dpi; Interfaces: USB",
      ),
    ).toBe(true);
    // A run of keywords split into rows counts as named.
    expect(
      hasComparableSpecifications(
        "Resolution 203 dpi Print Speed 6 ips Print Width 104 mm Memory 256 MB",
      ),
    ).toBe(true);
  });

  it("sentences labelled only from their own words do not: a ribbon written as prose cannot", () => {
    expect(
      hasComparableSpecifications(
        "Wax formulation for paper labels; Available in 110 mm x 300 m dimensions; Printing on chromo and matte paper; Ink side out winding on 1 inch core; Color options black",
      ),
    ).toBe(false);
    expect(hasComparableSpecifications("")).toBe(false);
    expect(hasComparableSpecifications(null)).toBe(false);
    // One name, however many values, is not a comparison.
    expect(hasComparableSpecifications("Interfaces: USB, RS-232, Ethernet")).toBe(false);
  });

  it("a ribbon written with names can be compared", () => {
    expect(hasComparableSpecifications("Width: 110 mm; Length: 300 m; Core: 1 inch")).toBe(true);
  });
});
