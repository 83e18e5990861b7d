import { describe, expect, it } from "vitest";
import { isOrAre, requiredText } from "~/server/validation/fields.server";

describe("required-field messages are grammatical", () => {
  it("plural labels take 'are', singular ones (even ending in s) take 'is'", () => {
    for (const label of ["Skills", "Responsibilities", "Meta keywords", "Features"])
      expect(isOrAre(label), label).toBe("are");
    for (const label of ["Title", "Status", "Email Address", "Analysis", "Delivery city", "Slug"])
      expect(isOrAre(label), label).toBe("is");
  });

  it("the one builder says so for a missing and a blank value", () => {
    const skills = requiredText("Skills", 2000);
    expect(skills.safeParse(undefined).error?.issues[0].message).toBe("Skills are required");
    expect(skills.safeParse("  ").error?.issues[0].message).toBe("Skills are required");
    expect(requiredText("Title").safeParse("").error?.issues[0].message).toBe("Title is required");
  });
});
