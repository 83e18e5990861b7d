import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ProductList } from "~/components/admin/product-list";
import { PRODUCT_MESSAGES } from "~/lib/admin-messages";
import { parseProductQuery } from "~/lib/admin-product-query";
import { deleteEntities } from "~/server/admin/save.server";
import { applyBulk, idsOf, isBulkOperation } from "~/server/admin/product-bulk.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { readForm } from "~/server/http/body.server";
import { productManager } from "~/server/admin/managers.server";
import { listBrands } from "~/server/models/brands.server";
import { listCategories } from "~/server/models/categories.server";
import { listAdminProducts } from "~/server/models/product-admin-list.server";
import { productsListUrl } from "./products-delete-selected";
import type { Route } from "./+types/products";
import { withShownImage } from "~/server/files/picture-presence.server";
import { planGrid, saveGrid, wasOf, MAX_GRID_ROWS } from "~/server/admin/product-grid.server";
import { undoChange, undoImportBatch } from "~/server/admin/history.server";
import { getImportBatch, latestEntry } from "~/server/models/history.server";
import { parseWholeNumber } from "~/lib/whole-number";
import { isProduction } from "~/server/env.server";
import {
  parseProductColumns,
  PRODUCT_COLUMNS_COOKIE,
  type ProductColumn,
} from "~/lib/product-grid";

/** The columns a person chose, from their cookie (null until they choose). */
function chosenColumns(request: Request): ProductColumn[] | null {
  const raw = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${PRODUCT_COLUMNS_COOKIE}=`));
  if (raw === undefined) return null;
  const value = raw.slice(PRODUCT_COLUMNS_COOKIE.length + 1).slice(0, 200);
  return parseProductColumns(value.split("."));
}

/** The list's address with the grid on (`grid=1`) or off. */
function withGrid(url: string, on: boolean): string {
  const u = new URL(url, "http://x");
  u.searchParams.delete("grid");
  if (on) u.searchParams.set("grid", "1");
  return u.pathname + u.search;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = parseProductQuery(url.searchParams);
  const page = listAdminProducts(query);
  const grid = url.searchParams.get("grid") === "1";
  const chosen = chosenColumns(request);
  return {
    query: { ...query, page: page.page },
    grid,
    columns: chosen ?? parseProductColumns(null),
    /** The person chose the columns (else the defaults, some of them only on a wide screen). */
    columnsChosen: chosen !== null,
    categories: listCategories().map((c) => ({ name: c.name, display_name: c.display_name })),
    brands: listBrands().map((b) => ({ id: b.id, display_name: b.display_name })),
    page: {
      ...page,
      items: page.items.map((p) => ({
        ...withShownImage(p),
        category: p.category_display_name || p.category,
        // What the grid's row showed (its version and cells), so a save can tell staff's changes
        // from a second admin's.
        was: grid ? wasOf(productManager.get(p.id) as Record<string, unknown>) : "",
      })),
    },
  };
}

/**
 * The list's writes, all back to the list as it was (`back`):
 * - `intent=bulk` with `op` (activate, deactivate, in-stock, out-of-stock, feature, unfeature, move
 *   with `to`): every checked product in one transaction;
 * - `intent=stock` with `id` and `in_stock`: the inline switch of one row, with an Undo beside its
 *   message (with JS it answers data, the row already shows the new state);
 * - `intent=grid-preview` / `intent=grid-save`: the inline grid's page of price, stock and status
 *   changes, previewed old → new, then saved as one History batch with an Undo;
 * - `intent=undo-change` (`entry`) / `intent=undo-batch` (`batch`): those Undo buttons;
 * - `intent=columns` with `col`: the columns shown, remembered in a cookie;
 * - no intent: delete the checked products (to the Trash; the confirmation came first).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const listUrl = productsListUrl(String(form.get("back") ?? ""));
  const intent = String(form.get("intent") ?? "");
  const js = form.get("js") === "1";
  if (intent === "columns") {
    const chosen = parseProductColumns(
      form.getAll("col").filter((v): v is string => typeof v === "string"),
    );
    const cookie = `${PRODUCT_COLUMNS_COOKIE}=${chosen.join(".")}; Path=/admin; Max-Age=31536000; SameSite=Lax; HttpOnly${isProduction ? "; Secure" : ""}`;
    return redirectWithFlash(
      listUrl,
      {
        type: "success",
        message: "The columns you chose are shown, and remembered on this browser.",
      },
      { "Set-Cookie": cookie },
    );
  }
  if (intent === "grid-preview") {
    const plan = planGrid(form);
    if (!plan.ok)
      return data({ grid: { error: plan.message, preview: null, edits: {} } }, { status: 400 });
    return data(
      {
        grid: {
          error: plan.problems.length
            ? `Please correct: ${plan.problems.map((p) => `“${p.name}”: ${p.message}`).join("; ")}.`
            : null,
          preview: plan.problems.length ? null : plan.changes,
          edits: Object.fromEntries(plan.changes.map((c) => [c.id, c.cells])),
        },
      },
      { status: plan.problems.length ? 400 : 200 },
    );
  }
  if (intent === "grid-save") {
    const result = saveGrid(form, user.username);
    if (!result.ok) {
      // The rows staff changed keep their typed values; the list below shows the others' new ones.
      const plan = planGrid(form);
      return data(
        {
          grid: {
            error: result.message,
            preview: null,
            stale: result.stale,
            edits: plan.ok ? Object.fromEntries(plan.changes.map((c) => [c.id, c.cells])) : {},
          },
        },
        { status: result.status },
      );
    }
    return redirectWithFlash(withGrid(listUrl, true), {
      type: "success",
      message: result.message,
      ...(result.batchId
        ? {
            undo: {
              action: "/admin/products",
              label: "Undo",
              fields: {
                intent: "undo-batch",
                batch: String(result.batchId),
                back: withGrid(listUrl, true),
              },
            },
          }
        : {}),
    });
  }
  if (intent === "undo-batch") {
    const batchId = parseWholeNumber(String(form.get("batch") ?? ""));
    const batch = batchId === null ? undefined : getImportBatch(batchId);
    if (!batch)
      return redirectWithFlash(listUrl, {
        type: "error",
        message: "That change is not in History.",
      });
    // A page's grid is at most one page of rows: undone here at once. Anything larger has its
    // History page, which undoes it beside the site.
    if (batch.created_count + batch.updated_count > MAX_GRID_ROWS)
      return redirectWithFlash(`/admin/history/imports/${batch.id}`, {
        type: "error",
        message: "Undo this larger change from its History page.",
      });
    const undone = undoImportBatch(batch.id, user.username);
    const message = undone.ok
      ? undone.refused.length
        ? `Undone for ${undone.reverted} products; left as they are: ${undone.refused.map((r) => `${r.label} (${r.reason})`).join("; ")}.`
        : `Undone: ${undone.reverted === 1 ? "1 product" : `${undone.reverted} products`} put back as they were.`
      : undone.message;
    return redirectWithFlash(listUrl, { type: undone.ok ? "success" : "error", message });
  }
  if (intent === "undo-change") {
    const entryId = parseWholeNumber(String(form.get("entry") ?? ""));
    const outcome =
      entryId === null
        ? ({ ok: false, status: 404, error: "This change is not in History" } as const)
        : undoChange(entryId, user.username);
    const answer = outcome.ok
      ? { ok: true, message: outcome.message }
      : { ok: false, message: outcome.error };
    if (js) return data(answer, { status: outcome.ok ? 200 : outcome.status });
    return redirectWithFlash(listUrl, {
      type: answer.ok ? "success" : "error",
      message: answer.message,
    });
  }
  if (intent === "stock") {
    const inStock = String(form.get("in_stock") ?? "");
    const ids = idsOf(form.getAll("id"));
    if (ids.length !== 1 || (inStock !== "true" && inStock !== "false"))
      return data({ ok: false, message: "That stock change could not be read." }, { status: 400 });
    const before = latestEntry("products", ids[0])?.id ?? 0;
    const result = applyBulk(inStock === "true" ? "in-stock" : "out-of-stock", ids, user.username);
    const entry = latestEntry("products", ids[0]);
    // The switch asks nothing: the message says what changed, and offers to take it back.
    const undo = result.ok && entry && entry.id > before ? entry.id : null;
    const message =
      undo && entry
        ? `“${entry.label}” marked ${inStock === "true" ? "in stock" : "out of stock"}.`
        : result.message;
    if (js) return data({ ok: result.ok, message, undo }, { status: result.ok ? 200 : 400 });
    return redirectWithFlash(listUrl, {
      type: result.ok ? "success" : "error",
      message,
      ...(undo
        ? {
            undo: {
              action: "/admin/products",
              label: "Undo",
              fields: { intent: "undo-change", entry: String(undo), back: listUrl },
            },
          }
        : {}),
    });
  }
  const ids = idsOf(form.getAll("ids"));
  if (intent === "bulk") {
    const op = String(form.get("op") ?? "");
    if (!isBulkOperation(op))
      return redirectWithFlash(listUrl, { type: "error", message: "Please choose an action." });
    const result = applyBulk(op, ids, user.username, { category: String(form.get("to") ?? "") });
    return redirectWithFlash(listUrl, {
      type: result.ok ? "success" : "error",
      message: result.message,
    });
  }
  if (ids.length === 0) {
    return redirectWithFlash(listUrl, { type: "error", message: PRODUCT_MESSAGES.noneSelected });
  }
  await deleteEntities(productManager, ids, user.username);
  return redirectWithFlash(listUrl, { type: "success", message: PRODUCT_MESSAGES.bulkDeleted });
}

/** After a refused grid save the list is read again, so it shows the second admin's values. */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export function meta() {
  return [{ title: "Products | Admin Panel" }];
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductList
      {...loaderData}
      gridResult={actionData && "grid" in actionData ? actionData.grid : null}
    />
  );
}
