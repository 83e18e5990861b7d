import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import {
  checkGstin,
  gstinCheckCharacter,
  INDIAN_STATES,
  isIndianState,
  stateCode,
} from "~/lib/gstin";

describe("GSTIN check", () => {
  it("accepts real registrations, normalising spaces and case", () => {
    expect(checkGstin("27AAPFU0939F1ZV")).toEqual({ ok: true, gstin: "27AAPFU0939F1ZV" });
    expect(checkGstin(" 29aagcb7383j1z4 ")).toEqual({ ok: true, gstin: "29AAGCB7383J1Z4" });
    expect(checkGstin("33 AAACH 7409R 1Z8")).toEqual({ ok: true, gstin: "33AAACH7409R1Z8" });
  });

  it("the seller's own GSTIN passes and opens with its state's code", () => {
    expect(checkGstin(site.gstin).ok).toBe(true);
    expect(site.gstin.slice(0, 2)).toBe(stateCode(site.gstState));
  });

  it("refuses a wrong check character with a message about a typo", () => {
    expect(checkGstin("27AAPFU0939F1ZW")).toEqual({
      ok: false,
      message: "GSTIN check character does not match: please check for a typo",
    });
    // One changed PAN letter moves the check character.
    expect(checkGstin("27AAPFV0939F1ZV").ok).toBe(false);
  });

  it("says what is wrong with the length, the shape and the state code", () => {
    expect(checkGstin("27AAPFU0939F1Z")).toMatchObject({
      message: expect.stringMatching(/15 characters/),
    });
    expect(checkGstin("27AAPF10939F1ZV")).toMatchObject({ message: expect.stringMatching(/PAN/) });
    expect(checkGstin("27AAPFU0939F1YV")).toMatchObject({ message: expect.stringMatching(/PAN/) });
    const first14 = "64AAPFU0939F1Z";
    expect(checkGstin(first14 + gstinCheckCharacter(first14))).toEqual({
      ok: false,
      message: "GSTIN state code 64 is not an Indian state code",
    });
    expect(checkGstin("").ok).toBe(false);
  });

  it("lists 28 states and 8 union territories, each code once", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(isIndianState("Maharashtra")).toBe(true);
    expect(isIndianState("maharashtra")).toBe(false);
    expect(isIndianState("Atlantis")).toBe(false);
  });
});
