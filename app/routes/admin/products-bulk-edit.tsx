import { data, Form, Link, redirect } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { ROUNDINGS } from "~/lib/bulk-edit";
import { parseProductQuery, productQueryString, isFiltered } from "~/lib/admin-product-query";
import {
  bulkEditInput,
  bulkIdsOf,
  describeEdit,
  MAX_BULK_EDIT,
  planBulkEditSliced,
  priceEditInput,
  type BulkEdit,
} from "~/server/admin/product-bulk-edit.server";
import { taskView } from "~/server/admin/tasks.server";
import { startBulkTask, waitForSmallTask } from "~/server/import/apply.server";
import { getTask } from "~/server/models/admin-tasks.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { formConstraintsOf, type FormConstraint } from "~/server/entities/entity.server";
import { readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { listBrands } from "~/server/models/brands.server";
import { listCategories } from "~/server/models/categories.server";
import { adminProductIds } from "~/server/models/product-admin-list.server";
import { parseWholeNumber } from "~/lib/whole-number";
import type { Route } from "./+types/products-bulk-edit";

/** Rows the preview lists (the counts and the write cover them all). */
const SHOWN = 200;

/** The products chosen: checked ids (`ids`), or all that match the list's filter (`all=1`). */
function chosenIds(params: URLSearchParams | FormData): number[] {
  if (params.get("all") === "1") {
    const q = new URLSearchParams();
    for (const [k, v] of params.entries()) if (typeof v === "string") q.append(k, v);
    return adminProductIds(parseProductQuery(q), MAX_BULK_EDIT);
  }
  return bulkIdsOf(params.getAll("ids"));
}

/** The price form's amount box, held to the rule the change is parsed with. */
const AMOUNT = formConstraintsOf(priceEditInput).amount;

function choices() {
  return {
    amount: AMOUNT,
    categories: listCategories().map((c) => ({ value: c.name, label: c.display_name })),
    brands: listBrands().map((b) => ({ value: String(b.id), label: b.display_name })),
  };
}

/** /admin/products/bulk-edit: choose the change for the chosen products. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const ids = chosenIds(url.searchParams);
  const query = parseProductQuery(url.searchParams);
  return {
    ids,
    back: `/admin/products${productQueryString({ ...query, page: 1 })}`,
    all: url.searchParams.get("all") === "1" && isFiltered(query),
    ...choices(),
    preview: null,
    error: null,
  };
}

/** `intent=preview`: the products' values now and after; `intent=apply`: write them, one batch. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const back = String(form.get("back") ?? "/admin/products");
  const safeBack = back.startsWith("/admin/products") ? back : "/admin/products";
  const parsed = bulkEditInput.safeParse(Object.fromEntries(form));
  if (form.get("intent") === "apply") {
    const versions = new Map<number, string>();
    for (const pair of String(form.get("versions") ?? "")
      .split(",")
      .slice(0, MAX_BULK_EDIT)) {
      const [id, version] = pair.split(":");
      const n = parseWholeNumber(id ?? "");
      if (n && version) versions.set(n, version);
    }
    if (!parsed.success || versions.size === 0)
      return data(
        {
          ...choices(),
          ids: [...versions.keys()],
          back: safeBack,
          all: false,
          preview: null,
          error: "The change could not be read: choose it again.",
        },
        { status: 400 },
      );
    // Written beside the site, in slices (a 10,000-product change held every request for ~20 s on
    // the server's thread): a small change is done before the answer and says so; a large one shows
    // its task's progress, and the outcome is kept in the task whatever the browser does.
    const { taskId, settled } = startBulkTask(parsed.data, versions, {
      userId: user.id,
      username: user.username,
    });
    await waitForSmallTask(taskId, settled);
    const task = getTask(taskId);
    const outcome = task?.status !== "running" && task?.result ? taskView(task).outcome : null;
    if (outcome?.kind !== "bulk") return redirect(`/admin/tasks/${taskId}`, { status: 303 });
    const result = outcome.bulk;
    if (!result.ok) {
      // Changed by someone else meanwhile: the new preview, to check and apply again.
      return data(
        {
          ...choices(),
          ids: [...versions.keys()],
          back: safeBack,
          all: false,
          preview: await previewOf([...versions.keys()], parsed.data),
          error: result.message,
        },
        { status: result.status },
      );
    }
    return redirectWithFlash(
      result.batchId ? `/admin/history/imports/${result.batchId}` : safeBack,
      {
        type: "success",
        message: result.message,
      },
    );
  }
  const ids = bulkIdsOf(form.getAll("ids"));
  // "Change the edit": the form again for the same products (posted: 10,000 ids do not fit a URL).
  if (form.get("intent") === "choose")
    return { ...choices(), ids, back: safeBack, all: false, preview: null, error: null };
  if (!parsed.success)
    return data(
      {
        ...choices(),
        ids,
        back: safeBack,
        all: false,
        preview: null,
        error: parsed.error.issues[0].message,
      },
      { status: 400 },
    );
  if (ids.length === 0) return redirect(safeBack);
  return {
    ...choices(),
    ids,
    back: safeBack,
    all: false,
    preview: await previewOf(ids, parsed.data),
    error: null,
  };
}

async function previewOf(ids: number[], edit: BulkEdit) {
  const plan = await planBulkEditSliced(ids, edit);
  const changing = plan.filter((p) => p.value !== null);
  return {
    edit,
    what: describeEdit(edit),
    changing: changing.length,
    left: plan.length - changing.length,
    rows: plan.slice(0, SHOWN),
    versions: plan.map((p) => `${p.id}:${p.version}`).join(","),
  };
}

export function meta() {
  return [{ title: "Bulk edit products | Admin Panel" }];
}

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const primary =
  "rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-dark";

export default function BulkEdit({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  const { ids, back, categories, brands, amount, preview, error } = d;
  return (
    <>
      <PageHeader
        title="Bulk edit products"
        description={`${ids.length.toLocaleString("en-IN")} products chosen${"all" in d && d.all ? " (all that match the filter)" : ""}. You see every change before it is written.`}
        actions={
          <Link
            to={back}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary"
          >
            Back to the list
          </Link>
        }
      />
      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      {ids.length === 0 ? (
        <p className="text-sm text-secondary">
          No product is chosen: tick products in the list first.
        </p>
      ) : preview ? (
        <section
          aria-labelledby="bulk-preview"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        >
          <h2 id="bulk-preview" className="text-lg font-semibold text-slate-900">
            Preview: {preview.what}
          </h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="bulk-preview-counts">
            {preview.changing.toLocaleString("en-IN")} products will change
            {preview.left > 0 ? `; ${preview.left.toLocaleString("en-IN")} stay as they are` : ""}.
            Nothing is written until Apply.
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Each product now and after the change</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs uppercase text-secondary">
                  <th className="py-2 pr-3">Product</th>
                  <th className="py-2 pr-3">Now</th>
                  <th className="py-2">After</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.id} className="border-b border-slate-100" data-testid="bulk-row">
                    <td className="py-2 pr-3 break-words">{r.name}</td>
                    <td className="py-2 pr-3 tabular-nums">{r.from}</td>
                    <td className="py-2 tabular-nums">
                      {r.skip ? (
                        <span className="text-secondary">unchanged ({r.skip})</span>
                      ) : (
                        <strong>{r.to}</strong>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.rows.length < preview.changing + preview.left ? (
            <p className="mt-2 text-sm text-secondary">
              The first {preview.rows.length} are listed.
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="choose" />
              <input type="hidden" name="ids" value={ids.join(",")} />
              <input type="hidden" name="back" value={back} />
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700"
              >
                Change the edit
              </button>
            </Form>
            {preview.changing > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="apply" />
                <input type="hidden" name="back" value={back} />
                <input type="hidden" name="versions" value={preview.versions} />
                {Object.entries(preview.edit).map(([k, v]) => (
                  <input key={k} type="hidden" name={k} value={String(v)} />
                ))}
                <button type="submit" className={primary}>
                  Apply to {preview.changing.toLocaleString("en-IN")} products
                </button>
              </Form>
            ) : null}
          </div>
        </section>
      ) : (
        <EditForm ids={ids} back={back} categories={categories} brands={brands} amount={amount} />
      )}
    </>
  );
}

function EditForm({
  ids,
  back,
  categories,
  brands,
  amount,
}: {
  ids: number[];
  back: string;
  categories: { value: string; label: string }[];
  brands: { value: string; label: string }[];
  amount: FormConstraint;
}) {
  const hidden = (
    <>
      {/* One field: a form may send at most 200, and "all that match" is up to 10,000 products. */}
      <input type="hidden" name="ids" value={ids.join(",")} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="intent" value="preview" />
    </>
  );
  const fields: { field: string; label: string; options: { value: string; label: string }[] }[] = [
    {
      field: "gst_rate",
      label: "GST rate",
      options: ["0", "5", "12", "18", "28"].map((r) => ({ value: r, label: `${r}%` })),
    },
    {
      field: "in_stock",
      label: "Stock",
      options: [
        { value: "true", label: "In stock" },
        { value: "false", label: "Out of stock" },
      ],
    },
    {
      field: "status",
      label: "Status",
      options: [
        { value: "active", label: "Active" },
        { value: "inactive", label: "Inactive" },
      ],
    },
    {
      field: "featured",
      label: "Featured",
      options: [
        { value: "true", label: "Featured" },
        { value: "false", label: "Not featured" },
      ],
    },
    { field: "category", label: "Category", options: categories },
    { field: "brand_id", label: "Brand", options: [{ value: "", label: "No brand" }, ...brands] },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Form
        method="post"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        aria-labelledby="bulk-price"
      >
        {hidden}
        <input type="hidden" name="field" value="price" />
        <h2 id="bulk-price" className="text-base font-semibold text-slate-900">
          Price
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-700">
            How
            <select name="how" className={input} defaultValue="percent">
              <option value="percent">Change by a percentage</option>
              <option value="amount">Change by an amount (₹)</option>
              <option value="set">Set to (₹)</option>
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            By or to
            <input
              name="amount"
              {...amount}
              inputMode="decimal"
              placeholder="e.g. 10 or -5"
              className={input}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Round
            <select name="round" className={input} defaultValue="rupee">
              {Object.entries(ROUNDINGS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" className={`mt-4 ${primary}`}>
          Preview the price change
        </button>
      </Form>
      <Form
        method="post"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        aria-labelledby="bulk-field"
      >
        {hidden}
        <h2 id="bulk-field" className="text-base font-semibold text-slate-900">
          Set a field
        </h2>
        <p className="mt-1 text-xs text-secondary">
          Choose the field, then its value in that field&apos;s list.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-700">
            Field
            <select name="field" className={input} defaultValue="gst_rate">
              {fields.map((f) => (
                <option key={f.field} value={f.field}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Value
            <select name="value" className={input}>
              {fields.map((f) => (
                <optgroup key={f.field} label={f.label}>
                  {f.options.map((o) => (
                    <option key={`${f.field}-${o.value}`} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" className={`mt-4 ${primary}`}>
          Preview
        </button>
      </Form>
      <Form
        method="post"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        aria-labelledby="bulk-hsn"
      >
        {hidden}
        <input type="hidden" name="field" value="hsn_code" />
        <h2 id="bulk-hsn" className="text-base font-semibold text-slate-900">
          HSN code
        </h2>
        <label className="mt-3 block text-sm font-medium text-slate-700">
          HSN code (4, 6 or 8 digits; empty clears it)
          <input
            name="value"
            inputMode="numeric"
            pattern="(\d{4}|\d{6}|\d{8})?"
            className={input}
          />
        </label>
        <button type="submit" className={`mt-4 ${primary}`}>
          Preview
        </button>
      </Form>
    </div>
  );
}
