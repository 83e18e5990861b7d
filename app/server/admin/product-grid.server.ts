/**
 * The products list's inline grid: price, stock and status typed in place on a page of rows and
 * saved at once. Each row of the page carries what it showed (`was.<id>`: the row's version and its
 * three values), so only the cells staff changed count as changes, and a row a second admin changed
 * since the page was drawn is refused by name. The preview lists every change (old → new); the save
 * writes them through the one save path in ONE transaction as one History batch, the same kind of
 * batch a bulk edit writes, undone in one step. Nothing is written when any row is refused.
 */
import { GRID_FIELDS, gridPrice, type GridField } from "~/lib/product-grid";
import { parseWholeNumber } from "~/lib/whole-number";
import { rowVersion } from "./edit-version.server";
import { saveInTransaction, type Values } from "./save.server";
import { productManager } from "./managers.server";
import { writeTransaction } from "../db.server";
import { finishBulkBatch, startBulkBatch } from "../models/history.server";

/** The largest page of the list: a grid save never covers more rows than one page shows. */
export const MAX_GRID_ROWS = 100;

const LABELS: Record<GridField, string> = { price: "Price", stock: "Stock", status: "Status" };

/** A row as the grid shows it: the values of its three cells as the form sends them. */
interface GridCells {
  price: string;
  stock: "in" | "out";
  status: "active" | "inactive";
}

/** The cells of a product row as the grid's inputs hold them. */
function cellsOf(row: Record<string, unknown>): GridCells {
  const price = row.price;
  return {
    price: typeof price === "number" ? String(price) : "",
    stock: row.in_stock === true || row.in_stock === 1 ? "in" : "out",
    status: row.status === "inactive" ? "inactive" : "active",
  };
}

/** The `was.<id>` value of a row: its version and the cells the page showed. */
export function wasOf(row: Record<string, unknown>): string {
  const c = cellsOf(row);
  return [rowVersion(row), c.price, c.stock, c.status].join("|");
}

export interface GridChange {
  id: number;
  name: string;
  version: string;
  /** What the page showed of the row (`was.<id>`), sent again with the save. */
  was: string;
  /** Changed by someone else since the page showed it: saving it will be refused. */
  stale: boolean;
  /** The cells staff changed, with their value as typed (price normalised: "18,500" → "18500"). */
  cells: Partial<GridCells>;
  /** What changes, in words: [field, now, after]. */
  lines: { field: string; from: string; to: string }[];
}

export type GridPlan =
  | { ok: true; changes: GridChange[]; problems: { name: string; message: string }[] }
  | { ok: false; message: string };

const shownPrice = (v: string) =>
  v === "" ? "(no price)" : `₹${Number(v).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
const shown = (field: GridField, v: string) =>
  field === "price"
    ? shownPrice(v)
    : field === "stock"
      ? v === "in"
        ? "In stock"
        : "Out of stock"
      : v === "active"
        ? "Active"
        : "Inactive";

/**
 * The changes a grid form asks for, against what the page showed (reads only). Rows whose cells are
 * as the page showed them are not changes; a price that cannot be read is a problem of its row.
 */
export function planGrid(form: FormData): GridPlan {
  const ids = [
    ...new Set(
      form
        .getAll("row")
        .slice(0, MAX_GRID_ROWS + 1)
        .map((v) => (typeof v === "string" ? parseWholeNumber(v) : null)),
    ),
  ];
  if (ids.length > MAX_GRID_ROWS)
    return { ok: false, message: `At most ${MAX_GRID_ROWS} rows are saved at once.` };
  const changes: GridChange[] = [];
  const problems: { name: string; message: string }[] = [];
  for (const id of ids) {
    if (id === null || !Number.isSafeInteger(id) || id < 1)
      return { ok: false, message: "The grid could not be read: load the list again." };
    const wasText = String(form.get(`was.${id}`) ?? "").slice(0, 100);
    const [version, ...shownCells] = wasText.split("|");
    if (!version || shownCells.length !== 3)
      return { ok: false, message: "The grid could not be read: load the list again." };
    const was: GridCells = {
      price: shownCells[0],
      stock: shownCells[1] === "in" ? "in" : "out",
      status: shownCells[2] === "inactive" ? "inactive" : "active",
    };
    const row = productManager.get(id) as Record<string, unknown> | undefined;
    const name = row ? String(row.name) : `#${id}`;
    const cells: Partial<GridCells> = {};
    const lines: GridChange["lines"] = [];
    for (const field of GRID_FIELDS) {
      const sent = form.get(`${field}.${id}`);
      if (typeof sent !== "string") continue;
      let value: string = sent.trim().slice(0, 40);
      if (field === "price") {
        const p = gridPrice(value);
        if (p === null) {
          problems.push({
            name,
            message: `Price “${value}” is not a price such as 18500 or 18,500.50`,
          });
          continue;
        }
        value = p;
        if (was.price !== "" && value !== "" && Number(value) === Number(was.price)) continue;
      } else if (field === "stock" && value !== "in" && value !== "out") continue;
      else if (field === "status" && value !== "active" && value !== "inactive") continue;
      if (value === was[field]) continue;
      (cells as Record<string, string>)[field] = value;
      lines.push({ field: LABELS[field], from: shown(field, was[field]), to: shown(field, value) });
    }
    if (lines.length === 0) continue;
    if (!row) {
      problems.push({ name, message: "deleted since the page was loaded" });
      continue;
    }
    changes.push({
      id,
      name,
      version,
      was: wasText,
      stale: rowVersion(row) !== version,
      cells,
      lines,
    });
  }
  return { ok: true, changes, problems };
}

export type GridSaveResult =
  | { ok: true; message: string; batchId: number | null; changed: number }
  | { ok: false; status: 400 | 409; message: string; stale: string[] };

class Refused extends Error {
  constructor(
    message: string,
    readonly stale: string[] = [],
    readonly status: 400 | 409 = 409,
  ) {
    super(message);
  }
}

const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(", ");

/** The values the save path takes for a row's changed cells. */
function valuesOf(cells: Partial<GridCells>): Values {
  const v: Values = {};
  if (cells.price !== undefined) v.price = cells.price;
  if (cells.stock !== undefined) v.in_stock = cells.stock === "in" ? "true" : "false";
  if (cells.status !== undefined) v.status = cells.status;
  return v;
}

/**
 * Saves the grid's changes: all or nothing, one History batch. Refused (nothing written) when a row
 * was changed or deleted by someone else since the page showed it, naming every such row.
 */
export function saveGrid(form: FormData, actor: string): GridSaveResult {
  try {
    return writeTransaction((): GridSaveResult => {
      const plan = planGrid(form);
      if (!plan.ok) throw new Refused(plan.message, [], 400);
      if (plan.problems.length > 0)
        throw new Refused(
          `Nothing was saved: ${plan.problems.map((p) => `“${p.name}”: ${p.message}`).join("; ")}.`,
          plan.problems.map((p) => p.name),
          400,
        );
      if (plan.changes.length === 0)
        return {
          ok: true,
          message: "Nothing to save: no cell was changed.",
          batchId: null,
          changed: 0,
        };
      const stale = plan.changes.filter((c) => c.stale);
      if (stale.length > 0) {
        const names = stale.map((c) => c.name);
        throw new Refused(
          `Nothing was saved: ${quoted(names)} ${names.length === 1 ? "was" : "were"} changed by someone else since this page was loaded. Their new values are shown; check them and save again.`,
          names,
        );
      }
      const n = plan.changes.length;
      const fields = GRID_FIELDS.filter((f) => plan.changes.some((c) => c.cells[f] !== undefined));
      // History names the batch "Bulk change: price, status of 2 products, typed in the list".
      const what = `${fields.map((f) => LABELS[f].toLowerCase()).join(", ")} of ${n === 1 ? "1 product" : `${n} products`}`;
      const batchId = startBulkBatch("products", `${what}, typed in the list`, actor);
      for (const c of plan.changes) {
        const saved = saveInTransaction(productManager, c.id, valuesOf(c.cells), {}, c.version, {
          actor,
          batchId,
        });
        if (!saved.ok) {
          if (saved.status === 409)
            throw new Refused(
              `Nothing was saved: “${c.name}” was changed by someone else since this page was loaded.`,
              [c.name],
            );
          const why = Object.values(saved.fieldErrors)[0] ?? saved.error;
          throw new Refused(`Nothing was saved: “${c.name}” could not be saved (${why}).`, [
            c.name,
          ]);
        }
      }
      finishBulkBatch(batchId, n);
      return {
        ok: true,
        message: `Saved ${what} as one History entry.`,
        batchId,
        changed: n,
      };
    });
  } catch (error) {
    if (error instanceof Refused)
      return {
        ok: false,
        status: error.status,
        message: error.message,
        stale: error.stale,
      };
    throw error;
  }
}
