import { describe, expect, it } from "vitest";
import { IMPORT_TEXT, isCsvFileName, MAX_IMPORT_BYTES } from "~/lib/import-messages";

describe("import messages", () => {
  it("says the screen's fixed texts", () => {
    expect(IMPORT_TEXT.noFile).toBe("Please select a file to import");
    expect(IMPORT_TEXT.unknownError).toBe("Unknown error occurred");
    expect(IMPORT_TEXT.success({ created: 2, changed: 20, unchanged: 57 })).toBe(
      "Imported: 2 created, 20 changed; 57 unchanged (already as in the file).",
    );
    expect(IMPORT_TEXT.success({ created: 3, changed: 0, unchanged: 0 })).toBe(
      "Imported: 3 created, 0 changed.",
    );
    expect(IMPORT_TEXT.failure(3)).toBe(
      "3 records failed to import. Check the error details below.",
    );
  });

  it("guides with UTF-8, 10MB and images uploaded separately", () => {
    const text = IMPORT_TEXT.guidance.join(" ");
    expect(text).toContain("UTF-8");
    expect(text).toContain("10MB");
    expect(text).toContain("Images are uploaded separately");
    expect(MAX_IMPORT_BYTES).toBe(10 * 1024 * 1024);
  });

  it("accepts .csv names in any case and nothing else", () => {
    expect(isCsvFileName("products.csv")).toBe(true);
    expect(isCsvFileName("PRODUCTS.CSV ")).toBe(true);
    expect(isCsvFileName("products.csv.xlsx")).toBe(false);
    expect(isCsvFileName("products.txt")).toBe(false);
    expect(isCsvFileName("csv")).toBe(false);
  });
});
