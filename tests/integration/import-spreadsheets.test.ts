// Files as spreadsheets really save them, through the same upload the import screen and /api use:
// UTF-16 with a byte-order mark (LE and BE), Excel's Windows-1252 that turned Hindi and ₹ into '?',
// prices written the Indian way, names only in Hindi, and row numbers as the spreadsheet shows them.
import { beforeAll, describe, expect, it } from "vitest";
import * as bulkImport from "~/routes/api/products-bulk-import";
import { LOST_CHARACTERS_MESSAGE } from "~/server/import/import.server";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory, getCategoryByName } from "~/server/models/categories.server";
import { getProductBySlug } from "~/server/models/products.server";
import { args, BASE, ensureAdminUser } from "./admin-test-helpers";

let token: string;

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  createCategory({ name: "labels", display_name: "Labels" });
});

interface Result {
  successCount: number;
  errorCount: number;
  errors: string[];
  warnings: string[];
  error?: string;
}

async function importFile(bytes: Uint8Array<ArrayBuffer>, name = "sheet.csv") {
  const body = new FormData();
  body.append("type", "products");
  body.append("file", new File([bytes], name, { type: "text/csv" }));
  const res = (await bulkImport.action(
    args(
      new Request(`${BASE}/api/products/bulk-import`, {
        method: "POST",
        body,
        headers: { Authorization: `Bearer ${token}` },
      }),
    ),
  )) as Response;
  return { status: res.status, result: (await res.json()) as Result };
}

const HEADER = "name,slug,category,short_description,description,price";

/** Text as Excel's "Unicode text" saves it: UTF-16 with a byte-order mark. */
function utf16(text: string, order: "le" | "be"): Uint8Array<ArrayBuffer> {
  const le = Buffer.from("\uFEFF" + text, "utf16le");
  if (order === "le") return new Uint8Array(le);
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1];
    be[i + 1] = le[i];
  }
  return new Uint8Array(be);
}

/** Text in Windows-1252, as Excel's "CSV (Comma delimited)" writes it: '?' for what it cannot. */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    [...text].map((c) => {
      const code = c.charCodeAt(0);
      if (code < 0x80) return code;
      if (c === "é") return 0xe9;
      if (c === "–") return 0x96;
      return 0x3f;
    }),
  );
}

describe("UTF-16 files with a byte-order mark", () => {
  it.each(["le", "be"] as const)("UTF-16%s is read as CSV, Hindi and ₹ intact", async (order) => {
    const slug = `utf16-${order}-printer`;
    const text = `${HEADER}\r\nलेबल प्रिंटर ${order},${slug},labels,"₹ वाला, तेज़",Prints labels – fast,"₹12,500.00"\r\n`;
    const bytes = utf16(text, order);
    expect([bytes[0], bytes[1]]).toEqual(order === "le" ? [0xff, 0xfe] : [0xfe, 0xff]);
    const { status, result } = await importFile(bytes);
    expect(status).toBe(200);
    expect(result).toMatchObject({ successCount: 1, errorCount: 0 });
    expect(getProductBySlug(slug)).toMatchObject({
      name: `लेबल प्रिंटर ${order}`,
      short_description: "₹ वाला, तेज़",
      price: 12500,
    });
  });
});

describe("a Windows-1252 file that lost Hindi and ₹", () => {
  it("refuses each '?' cell with its row and column, imports the rest with its accents", async () => {
    const text =
      `${HEADER}\r\n` +
      `Café Printer,cp1252-cafe,labels,Prints – fast,Good,18500\r\n` +
      `Hindi Printer,cp1252-hindi,labels,लेबल प्रिंटर,Good,100\r\n` +
      `Rupee Printer,cp1252-rupee,labels,Cheap,Good,"₹12,500"\r\n`;
    const { result } = await importFile(windows1252(text));
    expect(result.successCount).toBe(1);
    expect(result.errors).toEqual([
      `Line 3 (short_description): ${LOST_CHARACTERS_MESSAGE}`,
      `Line 4 (price): ${LOST_CHARACTERS_MESSAGE}`,
    ]);
    expect(getProductBySlug("cp1252-cafe")).toMatchObject({
      name: "Café Printer",
      short_description: "Prints – fast",
    });
    expect(getProductBySlug("cp1252-hindi")).toBeUndefined();
  });

  it("a question in a text is not a lost character", async () => {
    const text = `${HEADER}\r\nAsk Printer,ask-printer,labels,Why wait? Print now,Really?? Yes,100\r\n`;
    expect((await importFile(new TextEncoder().encode(text))).result.successCount).toBe(1);
  });
});

describe("prices as Indian spreadsheets write them", () => {
  it("takes lakh and thousands grouping, ₹ and Rs.; refuses a comma as decimal mark, naming the row", async () => {
    const rows = [
      ["price-lakh", '"1,25,000"'],
      ["price-rupee", '"₹12,500.00"'],
      ["price-rs", '"Rs. 12,500"'],
      ["price-euro", '"23450,5"'],
      ["price-german", '"1.250,00"'],
    ];
    const text =
      `${HEADER}\n` +
      rows.map(([slug, price]) => `P ${slug},${slug},labels,Short,Long,${price}`).join("\n") +
      "\n";
    const { result } = await importFile(new TextEncoder().encode(text));
    expect(result.successCount).toBe(3);
    expect(getProductBySlug("price-lakh")!.price).toBe(125000);
    expect(getProductBySlug("price-rupee")!.price).toBe(12500);
    expect(getProductBySlug("price-rs")!.price).toBe(12500);
    expect(result.errors).toEqual([
      'Line 5 (price): Price must be a number such as 12500 or 12,500.50: a comma may only group thousands or lakhs, and decimals take a point ("23450,5" is not clear)',
      'Line 6 (price): Price must be a number such as 12500 or 12,500.50: a comma may only group thousands or lakhs, and decimals take a point ("1.250,00" is not clear)',
    ]);
  });
});

describe("rows and names", () => {
  it("names the row a spreadsheet shows: multi-line cells do not shift it, blank lines do", async () => {
    const text =
      `${HEADER}\n` +
      `Row Two,row-two,labels,Short,"Line one\nline two\nline three",10\n` +
      `\n` +
      `Row Four,row-four,labels,Short,,10\n`;
    const { result } = await importFile(new TextEncoder().encode(text));
    expect(result.errors).toEqual(["Line 4 (description): Description is required"]);
  });

  it("a product and a category named only in Hindi get usable slugs", async () => {
    const text = `${HEADER}\nलेबल प्रिंटर,,थर्मल रिबन,छोटा,लंबा विवरण,100\n`;
    const { result } = await importFile(new TextEncoder().encode(text));
    expect(result).toMatchObject({ successCount: 1, errorCount: 0 });
    expect(getCategoryByName("tharmal-riban")).toMatchObject({ display_name: "थर्मल रिबन" });
    expect(getProductBySlug("lebal-printar")).toMatchObject({
      name: "लेबल प्रिंटर",
      category: "tharmal-riban",
    });
  });
});
