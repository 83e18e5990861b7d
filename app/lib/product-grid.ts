/**
 * What the admin products list lets staff shape: the cells its inline grid edits, and the columns a
 * person may show or hide (remembered in a cookie). The name, the checkbox and the row actions are
 * always shown; the rest is chosen.
 */

/** The cells the inline grid edits, in the order they stand in a row. */
export const GRID_FIELDS = ["price", "stock", "status"] as const;
export type GridField = (typeof GRID_FIELDS)[number];

/**
 * A grid price as staff may type it (₹, commas grouping digits, up to two decimals) in the form it
 * is stored and compared in ("₹45,000.00" → "45000"); "" for no price, null when it cannot be read.
 * The save reads it so, and the page's count of changed cells too.
 */
export function gridPrice(text: string): string | null {
  const t = text
    .replace(/^(₹|rs\.?)\s*/i, "")
    .replace(/,/g, "")
    .trim();
  if (t === "") return "";
  return /^\d{1,9}(?:\.\d{1,2})?$/.test(t) ? String(Number(t)) : null;
}

export const PRODUCT_COLUMNS = [
  { key: "image", label: "Image" },
  { key: "model", label: "Model" },
  { key: "brand", label: "Brand" },
  { key: "category", label: "Category" },
  { key: "price", label: "Price" },
  { key: "stock", label: "Stock" },
  { key: "status", label: "Status" },
  { key: "updated", label: "Updated" },
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]["key"];

/** Shown until a person chooses: what fits a 1024 px laptop beside the sidebar. */
const DEFAULT_PRODUCT_COLUMNS: readonly ProductColumn[] = [
  "image",
  "category",
  "price",
  "stock",
  "status",
];

export const PRODUCT_COLUMNS_COOKIE = "admin_product_columns";

const KEYS = new Set<string>(PRODUCT_COLUMNS.map((c) => c.key));

/**
 * The columns a cookie's value or a form's choice names, known ones only, in the table's order; the
 * defaults when nothing (or nothing known) is named, so a bad cookie never empties the table.
 */
export function parseProductColumns(values: readonly string[] | null): ProductColumn[] {
  if (values === null) return [...DEFAULT_PRODUCT_COLUMNS];
  const chosen = new Set(values.filter((v) => KEYS.has(v)));
  if (chosen.size === 0 && values.some((v) => v !== "")) return [...DEFAULT_PRODUCT_COLUMNS];
  return PRODUCT_COLUMNS.map((c) => c.key).filter((k) => chosen.has(k));
}
