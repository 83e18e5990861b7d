import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isDrawnPicture, pictureAlt } from "~/lib/drawn-picture";
import { demoBrands, demoProducts } from "~/server/seed/demo-data.server";
import {
  drawProductPicture,
  PICTURE_FAMILIES,
  pictureFamily,
  storeDemoPicture,
  type PictureSubject,
} from "~/server/seed/demo-pictures.server";

const brandName = new Map(demoBrands.map((b) => [b.name, b.display_name]));
const subjects: PictureSubject[] = demoProducts.map((p) => ({
  family: pictureFamily(p.category, p.name),
  brand: (p.brand && brandName.get(p.brand)) || "",
  model: p.model ?? "",
  name: p.name,
}));

describe("drawn demo pictures", () => {
  it("give every demo product a drawing of its own, with its brand and model written on it", () => {
    const drawings = subjects.map(drawProductPicture);
    expect(new Set(drawings).size).toBe(drawings.length);
    subjects.forEach((s, i) => {
      expect(drawings[i]).toContain(`>${s.model}<`);
      if (s.brand) expect(drawings[i]).toContain(`>${s.brand.toUpperCase()}<`);
      expect(drawings[i]).toContain(">Representative image<");
    });
  });

  it("sort the demo catalogue into the families a buyer recognises", () => {
    const family = (name: string) => subjects.find((s) => s.name === name)?.family;
    expect(family("Zebra ZD421 Desktop Barcode Printer")).toBe("desktop");
    expect(family("Zebra ZT411 Industrial Barcode Printer")).toBe("industrial");
    expect(family("Zebra ZQ520 Mobile Printer")).toBe("mobile");
    expect(family("Honeywell Voyager 1250g Barcode Scanner")).toBe("scanner");
    expect(family("Resin Ribbon 110mm x 300m")).toBe("ribbon");
    expect(family("Chromo Paper Labels 100 x 50 mm")).toBe("label");
    expect(family("GoDex G500 Print Head 203 dpi")).toBe("print-head");
    expect(family("58 mm Thermal Print Mechanism")).toBe("mechanism");
    expect(family("Print Head Cleaning Pen (Pack of 12)")).toBe("accessory");
    expect(family("Max LM-TU332N PVC Marking Tube 3.2 mm")).toBe("accessory");
    expect(pictureFamily("pos", "Epson TM-T82 Receipt Printer")).toBe("receipt");
    // Every family is used by the demo or drawn on request.
    const used = new Set(subjects.map((s) => s.family));
    for (const f of PICTURE_FAMILIES) if (f !== "receipt") expect(used.has(f), f).toBe(true);
  });

  it("draw each family as its own shape and each brand in its own colours", () => {
    const base = { brand: "Zebra", model: "X1", name: "X1" };
    const byFamily = PICTURE_FAMILIES.map((family) => drawProductPicture({ ...base, family }));
    // The shapes differ, not only the text: strip the writing before comparing.
    const shapes = byFamily.map((svg) => svg.replace(/<text[\s\S]*?<\/text>/g, ""));
    expect(new Set(shapes).size).toBe(PICTURE_FAMILIES.length);
    const brands = ["Zebra", "TSC", "GoDex", "Honeywell", "Citizen"].map((brand) =>
      drawProductPicture({ family: "desktop", brand, model: "X1", name: "X1" })
        .replace(/<text[\s\S]*?<\/text>/g, "")
        .replace(/<title>[\s\S]*?<\/title>/, ""),
    );
    expect(new Set(brands).size).toBe(brands.length);
  });

  it("are the same bytes every time and valid SVG that an image decoder reads", async () => {
    const s = subjects[0];
    expect(drawProductPicture(s)).toBe(drawProductPicture({ ...s }));
    const meta = await sharp(Buffer.from(drawProductPicture(s))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["svg", 800, 600]);
  });

  it("write text as text: a hostile model cannot become markup", () => {
    const svg = drawProductPicture({
      family: "desktop",
      brand: "A&B",
      model: `<script>alert(1)</script>"`,
      name: "x",
    });
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("A&amp;B");
  });

  it("are stored once under a name that says they are drawn, and found again", () => {
    const s = subjects[1];
    const name = storeDemoPicture(s);
    expect(isDrawnPicture(name)).toBe(true);
    expect(isDrawnPicture(`/uploads/${name}`)).toBe(true);
    const file = path.join(process.env.UPLOADS_DIR!, name);
    const written = fs.statSync(file).mtimeMs;
    expect(fs.readFileSync(file, "utf8")).toBe(drawProductPicture(s));
    expect(storeDemoPicture({ ...s })).toBe(name);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    // A different product is a different file.
    expect(storeDemoPicture(subjects[2])).not.toBe(name);
  });

  it("are named as drawings in alt text; photos keep the product's name", () => {
    expect(pictureAlt("Zebra ZD421", "drawn-desktop-zebra-zd421t-0123456789.svg")).toBe(
      "Zebra ZD421 (representative drawing)",
    );
    expect(pictureAlt("Zebra ZD421", "0123456789abcdef0123456789abcdef.png")).toBe("Zebra ZD421");
    expect(isDrawnPicture("/images/products/desktop-printer.svg")).toBe(false);
    expect(isDrawnPicture("drawn-../../etc.svg")).toBe(false);
  });
});
