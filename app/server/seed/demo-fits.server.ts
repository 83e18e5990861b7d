// Which demo supplies and parts fit which demo printers, with the facts that decide the fit, so the
// supplies finder and the product pages are real on a fresh start. Plain data, safe to edit by hand:
// every demo printer has at least three fitting supplies, every supply at least one printer
// (tests/integration/fits-seed.test.ts checks both).
import type { NewProduct } from "../db/schema";
import { productIdsBySlug } from "../models/fits.server";
import { replaceFits } from "../models/fit-pairs.server";

const INCH = 25.4;

/** The fit-fact columns a demo supply fills in. */
type FitFacts = Partial<
  Pick<
    NewProduct,
    | "width_mm"
    | "height_mm"
    | "length_m"
    | "core_mm"
    | "outer_diameter_mm"
    | "ink_side"
    | "ribbon_type"
    | "label_material"
    | "print_method"
    | "dpi"
  >
>;

/** 4-inch thermal transfer desktops that take 300 m ribbons on a 1" core, ink out. */
const DESKTOP_300M = [
  "godex-g500-desktop-barcode-printer",
  "godex-g530-300-dpi-desktop-barcode-printer",
  "godex-ez120-desktop-barcode-printer",
  "godex-rt700i-desktop-barcode-printer",
  "godex-rt730i-300-dpi-desktop-barcode-printer",
  "tsc-te244-desktop-barcode-printer",
  "tsc-te210-desktop-barcode-printer",
  "tsc-ttp-244-pro-desktop-barcode-printer",
  "tsc-ttp-345-300-dpi-desktop-barcode-printer",
  "zebra-zd230t-desktop-barcode-printer",
  "zebra-zd421-desktop-barcode-printer",
  "honeywell-pc42t-desktop-barcode-printer",
  "citizen-cl-s521ii-desktop-label-printer",
  "citizen-cl-s621ii-desktop-label-printer",
  "argox-os-214-plus-desktop-barcode-printer",
  "godex-ge300-thermal-label-printer",
  "godex-bp500l-thermal-label-printer",
  "postek-g2000-thermal-label-printer",
];

/** Zebra desktops that take the 74 m ribbons on a half-inch core. */
const ZEBRA_74M = [
  "zebra-zd220t-desktop-barcode-printer",
  "zebra-zd230t-desktop-barcode-printer",
  "zebra-zd421-desktop-barcode-printer",
];

/** Industrial printers: 450 m ribbons, 3" label cores. */
const INDUSTRIAL = [
  "godex-zx420i-industrial-barcode-printer",
  "godex-zx430i-300-dpi-industrial-barcode-printer",
  "godex-ez2250i-industrial-barcode-printer",
  "godex-hd830i-8-inch-wide-industrial-printer",
  "tsc-mh241-industrial-barcode-printer",
  "tsc-me240-industrial-barcode-printer",
  "zebra-zt230-industrial-barcode-printer",
  "zebra-zt411-industrial-barcode-printer",
  "honeywell-pm45-industrial-printer",
  "argox-ix4-240-industrial-barcode-printer",
];

/** 300 dpi desktops, for small text on jewellery tags and polyester labels. */
const DESKTOP_300DPI = [
  "godex-g530-300-dpi-desktop-barcode-printer",
  "godex-rt730i-300-dpi-desktop-barcode-printer",
  "tsc-ttp-345-300-dpi-desktop-barcode-printer",
  "citizen-cl-s621ii-desktop-label-printer",
];

/** Direct thermal 4-inch printers (no ribbon). */
const DIRECT_THERMAL_4IN = [
  "godex-dt4x-direct-thermal-label-printer",
  "tsc-da220-direct-thermal-label-printer",
  "zebra-zq520-mobile-printer",
  "honeywell-rp4e-mobile-printer",
];

/** 3-inch mobile label and receipt printers. */
const MOBILE_3IN = [
  "zebra-zq320-mobile-printer",
  "tsc-alpha-3r-mobile-printer",
  "godex-mx30i-mobile-printer",
];

const ALL_PRINTERS = [
  ...new Set([
    ...DESKTOP_300M,
    ...ZEBRA_74M,
    ...INDUSTRIAL,
    ...DIRECT_THERMAL_4IN,
    ...MOBILE_3IN,
    "godex-dt4x-direct-thermal-label-printer",
  ]),
];

const ribbon300 = { length_m: 300, core_mm: INCH, ink_side: "out" } as const;
const ribbon450 = { length_m: 450, core_mm: INCH, ink_side: "out" } as const;

export const demoFits: { supply: string; facts: FitFacts; printers: string[] }[] = [
  // Ribbons
  {
    supply: "wax-ribbon-110mm-x-300m",
    facts: { width_mm: 110, ...ribbon300, ribbon_type: "wax" },
    printers: DESKTOP_300M,
  },
  {
    supply: "wax-resin-ribbon-110mm-x-300m",
    facts: { width_mm: 110, ...ribbon300, ribbon_type: "wax-resin" },
    printers: DESKTOP_300M,
  },
  {
    supply: "resin-ribbon-110mm-x-300m",
    facts: { width_mm: 110, ...ribbon300, ribbon_type: "resin" },
    printers: DESKTOP_300M,
  },
  {
    supply: "wax-ribbon-60mm-x-300m",
    facts: { width_mm: 60, ...ribbon300, ribbon_type: "wax" },
    printers: DESKTOP_300M,
  },
  {
    supply: "wax-resin-ribbon-84mm-x-450m",
    facts: { width_mm: 84, ...ribbon450, ribbon_type: "wax-resin" },
    printers: INDUSTRIAL,
  },
  {
    supply: "resin-ribbon-110mm-x-450m",
    facts: { width_mm: 110, ...ribbon450, ribbon_type: "resin" },
    printers: INDUSTRIAL,
  },
  {
    supply: "godex-original-wax-ribbon-110mm-x-300m",
    facts: { width_mm: 110, ...ribbon300, ribbon_type: "wax" },
    printers: DESKTOP_300M.filter((s) => s.startsWith("godex-")),
  },
  {
    supply: "zebra-2300-wax-ribbon-110mm-x-74m",
    facts: { width_mm: 110, length_m: 74, core_mm: INCH / 2, ink_side: "out", ribbon_type: "wax" },
    printers: ZEBRA_74M,
  },
  // Labels
  {
    supply: "chromo-paper-labels-50-x-25-mm-2-up",
    facts: {
      width_mm: 50,
      height_mm: 25,
      core_mm: INCH,
      outer_diameter_mm: 127,
      label_material: "Chromo paper",
      print_method: "thermal-transfer",
    },
    printers: [...DESKTOP_300M, ...ZEBRA_74M],
  },
  {
    supply: "chromo-paper-labels-100-x-50-mm",
    facts: {
      width_mm: 100,
      height_mm: 50,
      core_mm: INCH,
      outer_diameter_mm: 127,
      label_material: "Chromo paper",
      print_method: "thermal-transfer",
    },
    printers: [...DESKTOP_300M, ...ZEBRA_74M],
  },
  {
    supply: "silver-polyester-labels-50-x-25-mm",
    facts: {
      width_mm: 50,
      height_mm: 25,
      core_mm: 3 * INCH,
      outer_diameter_mm: 200,
      label_material: "Silver polyester",
      print_method: "thermal-transfer",
    },
    printers: INDUSTRIAL,
  },
  {
    supply: "direct-thermal-shipping-labels-100-x-150-mm",
    facts: {
      width_mm: 100,
      height_mm: 150,
      core_mm: INCH,
      outer_diameter_mm: 127,
      label_material: "Paper",
      print_method: "direct-thermal",
    },
    printers: [
      ...DIRECT_THERMAL_4IN,
      "zebra-zd230t-desktop-barcode-printer",
      "zebra-zd421-desktop-barcode-printer",
      "tsc-te244-desktop-barcode-printer",
      "godex-g500-desktop-barcode-printer",
      "honeywell-pc42t-desktop-barcode-printer",
    ],
  },
  {
    supply: "direct-thermal-labels-75-x-50-mm",
    facts: {
      width_mm: 75,
      height_mm: 50,
      core_mm: 19,
      outer_diameter_mm: 57,
      label_material: "Paper",
      print_method: "direct-thermal",
    },
    printers: [...MOBILE_3IN, ...DIRECT_THERMAL_4IN],
  },
  {
    supply: "jewellery-tag-labels-95-x-12-mm",
    facts: {
      width_mm: 95,
      height_mm: 12,
      core_mm: INCH,
      label_material: "Polypropylene",
      print_method: "thermal-transfer",
    },
    printers: DESKTOP_300DPI,
  },
  {
    supply: "adhesive-label",
    facts: { core_mm: INCH, label_material: "Paper or chromo", print_method: "thermal-transfer" },
    printers: [
      "godex-g500-desktop-barcode-printer",
      "tsc-te244-desktop-barcode-printer",
      "zebra-zd421-desktop-barcode-printer",
      "honeywell-pc42t-desktop-barcode-printer",
    ],
  },
  {
    supply: "white-polyester-labels-38-x-25-mm",
    facts: {
      width_mm: 38,
      height_mm: 25,
      core_mm: INCH,
      outer_diameter_mm: 127,
      label_material: "White polyester",
      print_method: "thermal-transfer",
    },
    printers: [...INDUSTRIAL, ...DESKTOP_300DPI],
  },
  // Print heads: one printer each, by resolution
  {
    supply: "godex-g500-print-head-203-dpi",
    facts: { dpi: 203, width_mm: 108 },
    printers: ["godex-g500-desktop-barcode-printer"],
  },
  {
    supply: "godex-g530-print-head-300-dpi",
    facts: { dpi: 300, width_mm: 106 },
    printers: ["godex-g530-300-dpi-desktop-barcode-printer"],
  },
  {
    supply: "godex-rt700i-print-head-203-dpi",
    facts: { dpi: 203, width_mm: 108 },
    printers: ["godex-rt700i-desktop-barcode-printer"],
  },
  {
    supply: "godex-zx420i-print-head-203-dpi",
    facts: { dpi: 203, width_mm: 108 },
    printers: ["godex-zx420i-industrial-barcode-printer"],
  },
  {
    supply: "godex-ez2250i-print-head-203-dpi",
    facts: { dpi: 203, width_mm: 108 },
    printers: ["godex-ez2250i-industrial-barcode-printer"],
  },
  // Print mechanisms
  {
    supply: "godex-g500-print-mechanism-assembly",
    facts: { dpi: 203 },
    printers: ["godex-g500-desktop-barcode-printer"],
  },
  {
    supply: "tsc-te244-print-mechanism-assembly",
    facts: { dpi: 203 },
    printers: ["tsc-te244-desktop-barcode-printer"],
  },
  {
    supply: "58-mm-thermal-print-mechanism",
    facts: { width_mm: 58, dpi: 203, print_method: "direct-thermal" },
    printers: MOBILE_3IN,
  },
  {
    supply: "80-mm-thermal-print-mechanism-with-auto-cutter",
    facts: { width_mm: 80, dpi: 203, print_method: "direct-thermal" },
    printers: ["tsc-da220-direct-thermal-label-printer"],
  },
  // Accessories
  {
    supply: "godex-external-label-rewinder",
    facts: {},
    printers: [
      "godex-g500-desktop-barcode-printer",
      "godex-g530-300-dpi-desktop-barcode-printer",
      "godex-rt700i-desktop-barcode-printer",
      "godex-rt730i-300-dpi-desktop-barcode-printer",
      "godex-zx420i-industrial-barcode-printer",
      "godex-zx430i-300-dpi-industrial-barcode-printer",
    ],
  },
  {
    supply: "godex-cutter-module-for-g500-series",
    facts: {},
    printers: ["godex-g500-desktop-barcode-printer", "godex-g530-300-dpi-desktop-barcode-printer"],
  },
  {
    supply: "godex-label-dispenser-module-for-g500-series",
    facts: {},
    printers: ["godex-g500-desktop-barcode-printer", "godex-g530-300-dpi-desktop-barcode-printer"],
  },
  {
    supply: "tsc-te244-platen-roller",
    facts: {},
    printers: ["tsc-te244-desktop-barcode-printer"],
  },
  { supply: "print-head-cleaning-pen-pack-of-12", facts: {}, printers: ALL_PRINTERS },
];

const factsBySupply = new Map(demoFits.map((f) => [f.supply, f.facts]));

/** The fit facts of a demo product (none for printers and unlisted products). */
export const demoFitFactsOf = (slug: string): FitFacts => factsBySupply.get(slug) ?? {};

/** Writes the demo pairs through the model, once the demo products exist (inside the seed's transaction). */
export function seedDemoFits(): void {
  const ids = productIdsBySlug();
  for (const { supply, printers } of demoFits) {
    const id = ids.get(supply);
    if (id !== undefined)
      replaceFits(
        id,
        "printers",
        printers.flatMap((slug) => ids.get(slug) ?? []),
      );
  }
}
