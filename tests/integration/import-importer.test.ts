// The CSV importer against a real SQLite file: each fixture's outcome, what is stored, what is refused.
import fs from "node:fs";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { IMPORT_DEFINITIONS, IMPORT_TYPES } from "~/server/import/columns.server";
import {
  applyImport,
  IMPORT_MESSAGES,
  ImportFileError,
  MAX_IMPORT_ROWS,
  planImport,
  prepareImport,
  rejectedRowsCsv,
  templateCsv,
} from "~/server/import/import.server";
import { getBrandByName, listBrands } from "~/server/models/brands.server";
import { countCategories, getCategoryByName } from "~/server/models/categories.server";
import { countProducts, createProduct, getProductBySlug } from "~/server/models/products.server";
import { searchProductList } from "~/server/search/engine.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

const fixture = (name: string) => new Uint8Array(fs.readFileSync(`tests/fixtures/import/${name}`));
const text = (s: string) => new TextEncoder().encode(s);

function fileError(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error("expected an ImportFileError");
}

beforeAll(() => {
  seedDemoCatalogue(db);
});

describe("clean products file", () => {
  it("previews three new rows without writing, then writes them with every column", () => {
    const before = countProducts();
    const plan = planImport(prepareImport(fixture("products-clean.csv"), "products"));
    expect([plan.totalCount, plan.createCount, plan.updateCount, plan.rejected.length]).toEqual([
      3, 3, 0, 0,
    ]);
    expect(countProducts()).toBe(before);
    expect(getProductBySlug("fixture-clean-desktop-printer")).toBeUndefined();

    const { result } = applyImport(prepareImport(fixture("products-clean.csv"), "products"));
    expect(result).toMatchObject({
      successCount: 3,
      errorCount: 0,
      totalCount: 3,
      errors: [],
      created: 3,
      updated: 0,
    });
    expect(countProducts()).toBe(before + 3);

    const printer = getProductBySlug("fixture-clean-desktop-printer")!;
    expect(printer).toMatchObject({
      name: "Fixture Clean Desktop Printer",
      category: "desktop-printers",
      model: "FCD-400",
      status: "active",
      featured: true,
      in_stock: true,
      price: 18500,
      rating: 4.5,
      reviews: 12,
      brand_id: getBrandByName("zebra")!.id,
      meta_title: "Fixture Clean Desktop Printer",
    });
    // The category given by display name ("Labels") is the existing one; defaults fill blanks.
    expect(getProductBySlug("fixture-clean-label-roll")).toMatchObject({
      category: "labels",
      featured: false,
      rating: 0,
      reviews: 0,
      brand_id: null,
    });
    // A blank slug is made from the name by the slug rule.
    expect(getProductBySlug("fixture-clean-mobile-printer")).toMatchObject({
      status: "inactive",
      featured: false,
      in_stock: false,
      image: "fixture-mobile.png",
      brand_id: getBrandByName("tsc")!.id,
    });
  });

  it("keeps the search index in step: an imported active product is found at once", () => {
    const csv = [
      "name,slug,category,short_description,description,model,status",
      "Indexed Active Printer,indexed-active-printer,desktop-printers,A desktop printer,Prints labels.,IAP-900,active",
      "Indexed Hidden Printer,indexed-hidden-printer,desktop-printers,A desktop printer,Prints labels.,IHP-901,inactive",
    ].join("\n");
    expect(applyImport(prepareImport(text(csv), "products")).result.created).toBe(2);
    expect(searchProductList("IAP-900").map((p) => p.slug)).toContain("indexed-active-printer");
    // Inactive products are never indexed.
    expect(searchProductList("Indexed Hidden Printer").map((p) => p.slug)).not.toContain(
      "indexed-hidden-printer",
    );
  });
});

describe("forgiving of form", () => {
  it("reads a UTF-8 BOM and header names in any case with spaces; warns once of unknown columns", () => {
    const prepared = prepareImport(fixture("products-bom.csv"), "products");
    expect(prepared.keys).toEqual([
      "name",
      "slug",
      "category",
      "short_description",
      "description",
      null,
    ]);
    const { result } = applyImport(prepared);
    expect(result.successCount).toBe(1);
    expect(result.warnings).toEqual(['Unknown column ignored: "Internal Note"']);
    const p = getProductBySlug("fixture-etiquette-printer")!;
    expect(p.name).toBe("Fixture Étiquette Printer");
    expect(p.short_description).toBe("Prints étiquettes – fast");
  });

  it("reads CRLF line ends without leaving carriage returns in the values", () => {
    const { result } = applyImport(prepareImport(fixture("products-crlf.csv"), "products"));
    expect(result).toMatchObject({ successCount: 2, errorCount: 0 });
    const p = getProductBySlug("fixture-crlf-scanner-two")!;
    expect(p.model).toBe("CR-2");
    expect(p.description).toBe("Reads codes from phone screens.");
  });

  it("converts a Windows-1252 file (Excel's default) instead of importing mojibake", () => {
    const bytes = fixture("products-windows-1252.csv");
    // The fixture really is not UTF-8.
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    const { result } = applyImport(prepareImport(bytes, "products"));
    expect(result.successCount).toBe(1);
    expect(result.warnings).toContain(IMPORT_MESSAGES.windows1252);
    const p = getProductBySlug("fixture-cafe-printer")!;
    expect(p.name).toBe("Fixture Café Printer");
    expect(p.short_description).toBe("Prints menus – and labels");
    expect(p.description).toBe("Costs € 120 a month to run; naïve “smart” mode.");
    expect(p.name).not.toMatch(/Ã|�/);
  });

  it("keeps commas, doubled quotes and line breaks inside quoted cells; rows are numbered as a spreadsheet shows them", () => {
    const plan = planImport(prepareImport(fixture("products-quoted.csv"), "products"));
    expect(plan.createCount).toBe(1);
    // The first data row spans file lines 2 to 6 but is one row (row 2) in a spreadsheet, so the
    // next one is row 3.
    expect(plan.rejected.map((r) => r.line)).toEqual([3]);
    expect(plan.rejected[0].issues[0]).toMatchObject({
      line: 3,
      column: "description",
      message: "Description is required",
    });
    const { result } = applyImport(prepareImport(fixture("products-quoted.csv"), "products"));
    expect(result.errors).toEqual(["Line 3 (description): Description is required"]);
    const p = getProductBySlug("fixture-quoted-printer")!;
    expect(p.name).toBe("Fixture Quoted Printer, 4 inch");
    expect(p.short_description).toBe("Compact, fast, quiet");
    expect(p.description).toBe(
      'First paragraph, with commas.\n\nSecond paragraph after a blank line, with a "quoted" word.',
    );
    expect(p.features).toBe("Easy loading\nWide media range\nAuto calibration");
    expect(p.specifications).toBe(
      "Print Method: Direct Thermal; Interfaces: USB, Ethernet, Bluetooth",
    );
  });

  it("reads semicolon-separated files (Excel where the comma is the decimal mark)", () => {
    const csv =
      "name;slug;category;short_description;description;price\n" +
      "Fixture Semicolon;fixture-semicolon;desktop-printers;Short;Long, with a comma;1200\n";
    const { result } = applyImport(prepareImport(text(csv), "products"));
    expect(result.successCount).toBe(1);
    expect(getProductBySlug("fixture-semicolon")!.description).toBe("Long, with a comma");
  });

  it("skips blank lines and reports line numbers as the file has them", () => {
    const csv =
      "name,slug,category,short_description,description\n\n" +
      "Fixture Blank Lines,fixture-blank-lines,desktop-printers,Short,\n";
    const plan = planImport(prepareImport(text(csv), "products"));
    expect(plan.totalCount).toBe(1);
    expect(plan.rejected[0].line).toBe(3);
  });
});

describe("strict about content", () => {
  it("refuses a file without the required columns, naming them", () => {
    const message = fileError(() =>
      prepareImport(fixture("products-missing-columns.csv"), "products"),
    );
    expect(message).toMatch(/^Missing required columns: short_description, description\./);
    expect(getProductBySlug("fixture-missing-columns")).toBeUndefined();
  });

  it("says so when a file of another type was chosen by mistake", () => {
    expect(fileError(() => prepareImport(fixture("categories-clean.csv"), "products"))).toBe(
      "Missing required columns: category, short_description. This looks like a categories file: choose Categories as the import type.",
    );
  });

  it("rejects the second occurrence of a slug in the file, with its line and the first line", () => {
    const { result } = applyImport(
      prepareImport(fixture("products-duplicate-slugs.csv"), "products"),
    );
    expect(result).toMatchObject({ successCount: 2, errorCount: 2, totalCount: 4 });
    expect(result.errors).toEqual([
      'Line 4 (slug): Duplicate slug "fixture-duplicate": line 2 of this file has it already',
      // The fourth row has no slug: the one made from its name is a duplicate too.
      'Line 5 (slug): Duplicate slug "fixture-duplicate": line 2 of this file has it already',
    ]);
    expect(getProductBySlug("fixture-duplicate")!.name).toBe("Fixture Duplicate First");
    expect(getProductBySlug("fixture-unique-row")).toBeDefined();
  });

  it("updates a product whose slug exists; blank optional cells keep the stored values", () => {
    createProduct({
      name: "Fixture Existing Printer",
      slug: "fixture-existing-printer",
      category: "desktop-printers",
      short_description: "Old short text",
      description: "Old description.",
      model: "OLD-1",
      price: 4200,
      featured: true,
      meta_title: "Old title",
    });
    const plan = planImport(prepareImport(fixture("products-duplicate-db.csv"), "products"));
    expect([plan.createCount, plan.updateCount, plan.rejected.length]).toEqual([1, 1, 0]);

    const { result } = applyImport(prepareImport(fixture("products-duplicate-db.csv"), "products"));
    expect(result).toMatchObject({ successCount: 2, created: 1, updated: 1, errorCount: 0 });
    expect(getProductBySlug("fixture-existing-printer")).toMatchObject({
      name: "Fixture Existing Printer Renamed",
      short_description: "Updated short text",
      description: "Updated description.",
      model: "OLD-1",
      price: 4200,
      featured: true,
      meta_title: "Old title",
    });
    expect(getProductBySlug("fixture-brand-new-printer")).toMatchObject({
      model: "BN-1",
      price: 999,
      featured: true,
      meta_title: "New title",
    });
    // Importing the same file again only updates, and leaves unchanged rows unwritten.
    const stamp = getProductBySlug("fixture-brand-new-printer")!.updated_at;
    const again = applyImport(prepareImport(fixture("products-duplicate-db.csv"), "products"));
    expect(again.result).toMatchObject({ created: 0, updated: 2 });
    expect(getProductBySlug("fixture-brand-new-printer")!.updated_at).toBe(stamp);
    const changed = fs
      .readFileSync("tests/fixtures/import/products-duplicate-db.csv", "utf8")
      .replace("A new product next to the update.", "A changed description.");
    applyImport(prepareImport(text(changed), "products"));
    expect(getProductBySlug("fixture-brand-new-printer")!.description).toBe(
      "A changed description.",
    );
  });

  it("accepts true/false/yes/no/1/0 and rejects any other boolean with the schema's message", () => {
    const { result } = applyImport(prepareImport(fixture("products-bad-boolean.csv"), "products"));
    expect(result).toMatchObject({ successCount: 1, errorCount: 1, totalCount: 2 });
    expect(result.errors).toEqual(["Line 3 (featured): Featured must be true or false"]);
    expect(getProductBySlug("fixture-good-boolean")).toMatchObject({
      featured: true,
      in_stock: false,
    });
    expect(getProductBySlug("fixture-bad-boolean")).toBeUndefined();
  });

  it("rejects numbers that are not numbers and statuses that do not exist", () => {
    const csv =
      "name,slug,category,short_description,description,price,status,rating\n" +
      "Fixture Bad Price,fixture-bad-price,desktop-printers,S,D,cheap,active,\n" +
      "Fixture Bad Status,fixture-bad-status,desktop-printers,S,D,10,sold,\n" +
      "Fixture Bad Rating,fixture-bad-rating,desktop-printers,S,D,10,ACTIVE,7\n";
    const plan = planImport(prepareImport(text(csv), "products"));
    expect(
      plan.rejected.flatMap((r) => r.issues.map((i) => [i.line, i.column, i.message])),
    ).toEqual([
      [2, "price", "Price must be a number"],
      [3, "status", "Status must be active or inactive"],
      [4, "rating", "Rating must be at most 5"],
    ]);
  });

  it("refuses an empty file and a header-only file with clear messages", () => {
    expect(fileError(() => prepareImport(fixture("empty.csv"), "products"))).toBe(
      IMPORT_MESSAGES.empty,
    );
    expect(fileError(() => prepareImport(text(" \r\n\r\n"), "products"))).toBe(
      IMPORT_MESSAGES.empty,
    );
    expect(fileError(() => prepareImport(fixture("products-header-only.csv"), "products"))).toBe(
      IMPORT_MESSAGES.headerOnly,
    );
  });

  it("refuses binary content and a header that names a column twice", () => {
    expect(fileError(() => prepareImport(new Uint8Array([0x50, 0x4b, 0, 0, 1]), "products"))).toBe(
      IMPORT_MESSAGES.binary,
    );
    expect(
      fileError(() => prepareImport(text("name,Name,display_name\nx,y,z\n"), "categories")),
    ).toMatch(/The column "name" appears twice/);
  });

  it("accepts 50,000 rows and refuses one more", () => {
    const header = "name,display_name\n";
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `limit-${i},Limit ${i}`).join("\n");
    expect(prepareImport(text(header + rows(MAX_IMPORT_ROWS)), "categories").rows).toHaveLength(
      MAX_IMPORT_ROWS,
    );
    expect(
      fileError(() => prepareImport(text(header + rows(MAX_IMPORT_ROWS + 1)), "categories")),
    ).toBe(IMPORT_MESSAGES.tooManyRows);
  });

  it("creates a product's unknown category with the value as display name, and lists it", () => {
    const csv =
      "name,slug,category,short_description,description\n" +
      "Fixture New Cat One,fixture-new-cat-one,Thermal Tag Printers,S,D\n" +
      "Fixture New Cat Two,fixture-new-cat-two,thermal-tag-printers,S,D\n" +
      "Fixture Bad Cat,fixture-bad-cat,!!!,S,D\n";
    const before = countCategories();
    const plan = planImport(prepareImport(text(csv), "products"));
    expect(plan.newCategories).toEqual([
      { name: "thermal-tag-printers", display_name: "Thermal Tag Printers" },
    ]);
    expect(plan.warnings).toContain("New category will be created: Thermal Tag Printers");
    expect(plan.rejected[0].issues[0]).toMatchObject({ line: 4, column: "category" });
    expect(countCategories()).toBe(before);

    const { result } = applyImport(prepareImport(text(csv), "products"));
    expect(result).toMatchObject({ successCount: 2, newCategories: ["Thermal Tag Printers"] });
    expect(getCategoryByName("thermal-tag-printers")!.display_name).toBe("Thermal Tag Printers");
    expect(getProductBySlug("fixture-new-cat-two")!.category).toBe("thermal-tag-printers");
  });

  it("rejects a brand that does not exist", () => {
    const csv =
      "name,slug,category,short_description,description,brand\n" +
      "Fixture No Brand,fixture-no-brand,desktop-printers,S,D,Acme\n" +
      "Fixture Brand By Display,fixture-brand-by-display,desktop-printers,S,D,GoDex\n";
    const { result } = applyImport(prepareImport(text(csv), "products"));
    expect(result.errors).toEqual([
      'Line 2 (brand): Brand "Acme" does not exist (import brands first)',
    ]);
    expect(getProductBySlug("fixture-brand-by-display")!.brand_id).toBe(
      getBrandByName("godex")!.id,
    );
  });
});

describe("formula-looking cells", () => {
  it("are stored as text, and escaped with ' in the rejected rows' CSV", () => {
    const prepared = prepareImport(fixture("products-formula.csv"), "products");
    const { plan, result } = applyImport(prepared);
    expect(result).toMatchObject({ successCount: 1, errorCount: 1 });
    const p = getProductBySlug("fixture-formula-printer")!;
    expect(p.short_description).toBe("=1+2");
    expect(p.description).toBe('=HYPERLINK("http://example.com","click")');
    expect(p.model).toBe("+91-MODEL");

    const csv = rejectedRowsCsv(plan);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      "name",
      "slug",
      "category",
      "short_description",
      "description",
      "model",
      "line",
      "reason",
    ]);
    expect(rows[1]).toEqual([
      "Fixture Formula Rejected",
      "fixture-formula-rejected",
      "desktop-printers",
      "'@SUM(A1:A2)",
      "",
      "'-5",
      "3",
      "description: Description is required",
    ]);
  });

  it("a rejected rows' CSV comes back without warnings for its line and reason columns", () => {
    const plan = planImport(prepareImport(fixture("products-bad-boolean.csv"), "products"));
    const back = prepareImport(text(rejectedRowsCsv(plan)), "products");
    expect(back.warnings).toEqual([]);
    expect(back.rows).toHaveLength(1);
  });
});

describe("categories and brands", () => {
  it("creates and updates categories by name; blank description keeps; a bad name is rejected", () => {
    const before = getCategoryByName("desktop-printers")!;
    expect(before.description).toBeTruthy();
    const { result } = applyImport(prepareImport(fixture("categories-clean.csv"), "categories"));
    expect(result).toMatchObject({ successCount: 2, created: 1, updated: 1, errorCount: 1 });
    expect(result.errors).toEqual([
      "Line 4 (name): Name may hold only lowercase letters, digits and single hyphens",
    ]);
    expect(getCategoryByName("desktop-printers")).toMatchObject({
      display_name: "Desktop Printers (renamed)",
      description: before.description,
    });
    expect(getCategoryByName("fixture-thermal-printers")!.display_name).toBe(
      "Fixture Thermal Printers",
    );
    // The search index follows a category's new display name.
    expect(searchProductList("renamed").length).toBeGreaterThan(0);
  });

  it("creates and updates brands by name; the website must be a URL", () => {
    const zebra = getBrandByName("zebra")!;
    const { result } = applyImport(prepareImport(fixture("brands-clean.csv"), "brands"));
    expect(result).toMatchObject({ successCount: 2, created: 1, updated: 1, errorCount: 1 });
    expect(result.errors).toEqual([
      "Line 4 (website): Website must be a URL starting with http:// or https://",
    ]);
    expect(getBrandByName("zebra")).toMatchObject({
      id: zebra.id,
      display_name: "Zebra Technologies",
      description: zebra.description,
      website: zebra.website,
    });
    expect(getBrandByName("fixture-brand")!.website).toBe("https://fixture.example.com");
    expect(listBrands().some((b) => b.name === "fixture-bad-site")).toBe(false);
  });
});

describe("templates", () => {
  it.each(IMPORT_TYPES)(
    "the %s template is the columns' header plus an example that imports",
    (type) => {
      const csv = templateCsv(type);
      const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
      expect(rows[0]).toEqual(IMPORT_DEFINITIONS[type].columns.map((c) => c.key));
      expect(rows).toHaveLength(2);
      const plan = planImport(prepareImport(text(csv), type));
      expect(plan.rejected).toEqual([]);
      expect(plan.createCount + plan.updateCount).toBe(1);
    },
  );

  it("the categories template's header is name, display_name, description", () => {
    expect(templateCsv("categories").split("\r\n")[0]).toBe("\uFEFFname,display_name,description");
  });
});
