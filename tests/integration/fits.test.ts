// Which supplies fit which printer: edited through /api (both directions), the CSV import's column
// and the admin save path; sizes normalised, bad values refused with field errors; kept through the
// trash.
import { beforeAll, describe, expect, it } from "vitest";
import * as productById from "~/routes/api/product-by-id";
import * as productsApi from "~/routes/api/products";
import * as productBySlug from "~/routes/api/products-slug";
import { action as trashAction } from "~/routes/admin/trash";
import { createApiToken } from "~/server/models/api-tokens.server";
import { createCategory } from "~/server/models/categories.server";
import { findPrinters, printersOf, suppliesOf } from "~/server/models/fits.server";
import { createProduct } from "~/server/models/products.server";
import { modelKey } from "~/lib/fits";
import { listTrash } from "~/server/models/trash.server";
import { applyImport, prepareImport } from "~/server/import/import.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  form,
  multipart,
  pngFile,
  settle,
} from "./admin-test-helpers";

let token: string;
let cookie: string;

const base = { short_description: "A product", description: "A product we sell", image: "x.png" };
// Read by every test, changed by none: a test that links or unlinks brings its own products.
let zd421: { id: number };
let g500: { id: number };

const ofCategory =
  (category: string) =>
  (name: string, slug: string, model: string): { id: number } =>
    createProduct({ ...base, name, slug, model, category });
const newPrinter = ofCategory("desktop-printers");
const newRibbon = ofCategory("ribbons");

beforeAll(async () => {
  const user = await ensureAdminUser();
  token = createApiToken(user.id).token;
  cookie = await adminCookie(user.id, user.session_version);
  createCategory({ name: "desktop-printers", display_name: "Desktop Printers" });
  createCategory({ name: "ribbons", display_name: "Ribbons" });
  createCategory({ name: "labels", display_name: "Labels" });
  createCategory({ name: "godex-printer-head", display_name: "Godex Printer Head" });
  createCategory({ name: "scanners", display_name: "Scanners" });
  zd421 = createProduct({
    ...base,
    name: "Zebra ZD421",
    slug: "zebra-zd421",
    model: "ZD421t",
    category: "desktop-printers",
  });
  g500 = createProduct({
    ...base,
    name: "GoDEX G500",
    slug: "godex-g500",
    model: "G500",
    category: "desktop-printers",
  });
  createProduct({
    ...base,
    name: "Zebra DS2208",
    slug: "zebra-ds2208",
    model: "DS2208",
    category: "scanners",
  });
  createProduct({
    ...base,
    name: "G500 Head",
    slug: "g500-head",
    model: "021-G50001",
    category: "godex-printer-head",
  });
});

type Json = Record<string, unknown> & { error?: string; fields?: Record<string, string> };

async function call(handler: unknown, request: Request, params: Record<string, string> = {}) {
  const res = (await settle(() =>
    (handler as (a: unknown) => unknown)(args(request, params)),
  )) as Response;
  return { status: res.status, body: (await res.json()) as Json };
}
const put = (id: number, body: object) =>
  call(
    productById.action,
    new Request(`${BASE}/api/products/${id}`, {
      method: "PUT",
      body: JSON.stringify(body),
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    }),
    { id: String(id) },
  );
const get = (id: number) =>
  call(productById.loader, new Request(`${BASE}/api/products/${id}`), { id: String(id) });

describe("compatibility through /api", () => {
  it("a supply lists the printers it fits by model as people type it; both directions show", async () => {
    const zebra = newPrinter("Zebra ZT231", "zebra-zt231", "ZT231t");
    const godex = newPrinter("GoDEX G530", "godex-g530", "G530");
    const ribbon = newRibbon("Wax Ribbon 110 x 300", "wax-110", "WX-110300");
    const saved = await put(ribbon.id, {
      fits_printers: ["zt 231", "G-530"],
      width_mm: "110 mm",
      length_m: "300",
      core_mm: '1"',
      ink_side: "Out",
      ribbon_type: "wax-resin",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fits_printers: ["godex-g530", "zebra-zt231"],
      fits_supplies: [],
      width_mm: 110,
      length_m: 300,
      core_mm: 25.4,
      ink_side: "out",
      ribbon_type: "wax-resin",
    });
    expect((await get(zebra.id)).body.fits_supplies).toEqual(["wax-110"]);
    expect(suppliesOf(godex.id).map((p) => p.slug)).toEqual(["wax-110"]);
    expect(printersOf(ribbon.id).map((p) => p.slug)).toEqual(["godex-g530", "zebra-zt231"]);
    const bySlug = await call(
      productBySlug.loader,
      new Request(`${BASE}/api/products/slug/zebra-zt231`),
      { slug: "zebra-zt231" },
    );
    expect(bySlug.body.fits_supplies).toEqual(["wax-110"]);
  });

  it("a PUT that leaves the list out keeps the pairs; a printer sets its supplies from its side", async () => {
    newPrinter("Zebra ZT411", "zebra-zt411", "ZT411t");
    const godex = newPrinter("GoDEX G550", "godex-g550", "G550");
    const ribbon = newRibbon("Wax Ribbon 60 x 300", "wax-60", "WX-60300");
    const head = createProduct({
      ...base,
      name: "G550 Head",
      slug: "g550-head",
      model: "021-G55001",
      category: "godex-printer-head",
    });
    expect((await put(ribbon.id, { fits_printers: "zebra-zt411|godex-g550" })).status).toBe(200);
    expect((await put(ribbon.id, { price: "450" })).body.fits_printers).toEqual([
      "godex-g550",
      "zebra-zt411",
    ]);
    const printer = await put(godex.id, { fits_supplies: "wax-60|021-G55001" });
    expect(printer.status).toBe(200);
    expect(printer.body.fits_supplies).toEqual(["g550-head", "wax-60"]);
    expect((await get(head.id)).body.fits_printers).toEqual(["godex-g550"]);
    // Emptied from the printer's side: the ribbon no longer lists it.
    await put(godex.id, { fits_supplies: [] });
    expect((await get(ribbon.id)).body.fits_printers).toEqual(["zebra-zt411"]);
  });

  it("unknown printers, wrong kinds and bad sizes are field errors (400) and nothing is written", async () => {
    const ribbon = newRibbon("Wax Ribbon 110 x 74", "wax-110-74", "WX-11074");
    expect((await put(ribbon.id, { fits_printers: "zd421", width_mm: "110" })).status).toBe(200);
    const unknown = await put(ribbon.id, { fits_printers: "zd421|TX9000", width_mm: "60" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.fits_printers).toBe(
      'No printer matches "TX9000" by name, model or slug',
    );
    const scanner = await put(ribbon.id, { fits_printers: "ds2208" });
    expect(scanner.body.fields?.fits_printers).toBe('"ds2208" is not a printer (Zebra DS2208)');
    const wrongSide = await put(ribbon.id, { fits_supplies: "g500-head" });
    expect(wrongSide.status).toBe(400);
    expect(wrongSide.body.fields?.fits_supplies).toMatch(/Only a printer/);
    const bad = await put(ribbon.id, {
      width_mm: "wide",
      core_mm: "-1",
      ink_side: "sideways",
      dpi: "203.5",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      width_mm: expect.stringMatching(/^Width must be a size/),
      core_mm: expect.stringMatching(/Core must be/),
      ink_side: "Ink side must be one of: in, out",
      dpi: "Resolution (dpi) must be a whole number",
    });
    const after = (await get(ribbon.id)).body;
    expect(after).toMatchObject({ width_mm: 110, fits_printers: ["zebra-zd421"] });
  });

  it("POST creates a label with its printers in one save (multipart, as the form sends it)", async () => {
    createCategory({ name: "x-labels", display_name: "X Labels" });
    const res = await call(
      productsApi.action,
      multipart(
        "/api/products",
        {
          name: "Chromo 100 x 50",
          slug: "chromo-100x50",
          category: "labels",
          short_description: "Labels",
          description: "Chromo labels",
          width_mm: "100",
          height_mm: "5 cm",
          core_mm: "1 in",
          outer_diameter_mm: "127",
          label_material: "Paper",
          print_method: "direct thermal",
          fits_printers: "zebra-zd421\ngodex-g500",
          image: await pngFile(),
        },
        { headers: { Authorization: `Bearer ${token}` } },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      height_mm: 50,
      core_mm: 25.4,
      print_method: "direct-thermal",
      fits_printers: ["godex-g500", "zebra-zd421"],
    });
  });
});

describe("the finder's model matching", () => {
  it("finds a printer typed the way people type it", () => {
    for (const typed of ["zd421", "ZD 421", "zd-421", "ZD421t", "zebra-zd421"])
      expect(findPrinters(typed).map((p) => p.slug)).toEqual(["zebra-zd421"]);
    expect(findPrinters("zd42").map((p) => p.slug)).toEqual(["zebra-zd421"]);
    expect(findPrinters("ds2208")).toEqual([]);
    expect(findPrinters("x".repeat(10_000))).toEqual([]);
  });

  it("lists the best matches first, each kind in name order, twelve at most", () => {
    const printer = (name: string, model: string) =>
      createProduct({ ...base, name, slug: modelKey(name), model, category: "desktop-printers" })
        .slug;
    // Made out of order: the list must not follow the order they were saved in.
    const byName = ["Qv Printer Kilo", "Qv Printer Bravo", "Qv Printer Juliet", "Qv Printer Alpha"]
      .concat(
        Array.from({ length: 10 }, (_, i) => `Qv Printer Zulu ${String.fromCharCode(90 - i)}`),
      )
      .map((name, i) => printer(name, `N-${i}`));
    const inModel = [
      printer("Qv Ribbonless Two", "KQV77-B"),
      printer("Qv Ribbonless One", "KQV77-A"),
    ];
    const variant = printer("Qv Seventy Seven Plus", "QV77d");
    const exact = printer("Qv Seventy Seven", "QV-77");
    const found = findPrinters("qv77").map((p) => p.slug);
    expect(found).toEqual([exact, variant, ...inModel.reverse()]);
    const named = findPrinters("qv printer").map((p) => p.slug);
    expect(named).toHaveLength(12);
    const sorted = [...byName].sort();
    expect(named).toEqual(sorted.slice(0, 12));
    // Each answer is a copy: changing one leaves the next answer as it was.
    findPrinters("qv77")[0].name = "changed";
    expect(findPrinters("qv77")[0].name).toBe("Qv Seventy Seven");
  });
});

describe("the CSV column", () => {
  it("links a new label to two printers; an unknown printer is that row's error naming it", () => {
    const csv = [
      "name,slug,category,short_description,description,fits_printers,width_mm,core_mm",
      'Thermal 75x50,dt-75x50,labels,Labels,DT labels,"zd421|g500",75 mm,1"',
      "Thermal 50x25,dt-50x25,labels,Labels,DT labels,zd421|ZX9999,50,25.4",
    ].join("\n");
    const { result } = applyImport(prepareImport(new TextEncoder().encode(csv), "products"));
    expect(result.created).toBe(1);
    expect(result.errors).toEqual([
      'Line 3 (fits_printers): No printer has the model or slug "ZX9999"',
    ]);
    const label = printersOf(
      (suppliesOf(zd421.id).find((p) => p.slug === "dt-75x50") ?? { id: 0 }).id,
    );
    expect(label.map((p) => p.slug)).toEqual(["godex-g500", "zebra-zd421"]);
    expect(suppliesOf(g500.id).find((p) => p.slug === "dt-75x50")).toMatchObject({
      width_mm: 75,
      core_mm: 25.4,
      kind: "label",
    });
  });
});

describe("the trash", () => {
  it("a deleted supply's pairs come back when it is restored", async () => {
    const ribbon = newRibbon("Wax Ribbon 80 x 300", "wax-80", "WX-80300");
    expect((await put(ribbon.id, { fits_printers: "zd421|g500" })).status).toBe(200);
    expect(suppliesOf(zd421.id).some((p) => p.slug === "wax-80")).toBe(true);
    const del = await call(
      productById.action,
      new Request(`${BASE}/api/products/${ribbon.id}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${token}` },
      }),
      { id: String(ribbon.id) },
    );
    expect(del.status).toBe(200);
    expect(suppliesOf(zd421.id).some((p) => p.slug === "wax-80")).toBe(false);
    const item = listTrash().find((t) => t.label === "Wax Ribbon 80 x 300")!;
    const request = form("/admin/trash", { intent: "restore", id: String(item.id) });
    request.headers.set("Cookie", cookie);
    await settle(() => (trashAction as (a: unknown) => unknown)(args(request)));
    expect(printersOf(ribbon.id).map((p) => p.slug)).toEqual(["godex-g500", "zebra-zd421"]);
  });
});
