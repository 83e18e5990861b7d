import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { sitemapIndexXml } from "~/lib/seo";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { db } from "~/server/db.server";
import { printersWithSupplies } from "~/server/models/fits.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// The sitemap as a search engine reads it: every indexable page kind is listed, and the file is
// valid against the sitemaps.org XML Schema (libxml2's validator, compiled to WebAssembly).

const BASE = "http://localhost:3000";
const schema = (name: string) => ({
  fileName: name,
  contents: fs.readFileSync(`tests/fixtures/sitemaps/${name}`, "utf8"),
});

async function schemaErrors(xml: string, xsd: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [schema(xsd)],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

beforeAll(() => {
  seedDemoCatalogue(db);
});

describe("/sitemap.xml", () => {
  it("lists the catalogue index, the driver centre, the supplies finder and each printer's supplies page", async () => {
    const xml = await ((await sitemapLoader()) as Response).text();
    for (const path of ["/products", "/drivers", "/supplies"])
      expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
    const printers = printersWithSupplies();
    expect(printers.length).toBeGreaterThan(0);
    for (const p of printers)
      expect(xml).toContain(`<loc>${BASE}/supplies?printer=${encodeURIComponent(p.slug)}</loc>`);
    // Filtered views of the finder are not pages of their own.
    expect(xml).not.toMatch(/supplies\?[^<]*&amp;/);
  });

  it("is valid against the sitemaps.org schema, and the index form too", async () => {
    const xml = await ((await sitemapLoader()) as Response).text();
    expect(await schemaErrors(xml, "sitemap.xsd")).toEqual([]);
    const index = sitemapIndexXml(BASE, [
      { path: "/sitemaps/pages.xml", lastmod: "2026-01-02T03:04:05.000Z" },
      { path: "/sitemaps/products-1.xml", lastmod: null },
    ]);
    expect(await schemaErrors(index, "siteindex.xsd")).toEqual([]);
    // The validator does fail a broken file.
    expect(
      await schemaErrors(
        xml.replace("<loc>", "<place>").replace("</loc>", "</place>"),
        "sitemap.xsd",
      ),
    ).not.toEqual([]);
  });
});
