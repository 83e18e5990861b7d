import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { searchHref } from "~/lib/search-query";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { formText, readForm } from "~/server/http/body.server";
import { parseId } from "~/server/http/responses.server";
import { listPins } from "~/server/models/search-pins.server";
import { searchProducts } from "~/server/search/engine.server";
import { searchReport, type SearchReport } from "~/server/models/search-stats.server";
import {
  deleteSynonym,
  getSynonym,
  listSynonyms,
  saveSynonym,
  synonymFields,
} from "~/server/models/search-synonyms.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import type { Route } from "./+types/search";
import { plainInput } from "~/components/admin/detail";

/**
 * Admin → Search: the synonyms and trade words searches expand (add, edit, delete), what buyers
 * searched for (the most searched, the searches that found nothing, the searches whose results
 * nobody opened, each with "Add synonym" and "Pin a product"), and the pinned products.
 * `?term=` prefills a new synonym's term; `?edit=<id>` opens a synonym in the form.
 */
/** The synonym inputs' required and maxLength, read from the rules the save checks with. */
const FIELDS = formConstraintsOf(synonymFields);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const editId = parseId(params.get("edit") ?? undefined);
  const editing = editId === null ? undefined : getSynonym(editId);
  const pins = listPins();
  return {
    fields: { term: FIELDS.term, expansion: FIELDS.expansion },
    synonyms: listSynonyms().map(({ id, term, expansion, two_way, intent }) => ({
      id,
      term,
      expansion,
      two_way,
      intent,
    })),
    editing: editing
      ? {
          id: editing.id,
          term: editing.term,
          expansion: editing.expansion,
          two_way: editing.two_way,
          intent: editing.intent,
        }
      : null,
    prefill: (params.get("term") ?? "").slice(0, FIELDS.term.maxLength),
    reports: {
      top: searchReport("top").map(withSearchNow),
      zero: searchReport("zero").map(withSearchNow),
      unclicked: searchReport("unclicked").map(withSearchNow),
    },
    pinnedQueries: [...new Set(pins.map((p) => p.query))].map((query) => ({
      query,
      products: pins.filter((p) => p.query === query).map((p) => p.name),
    })),
  };
}

/**
 * What a counted search finds now (a synonym added since, or the relaxed search leaving out a word
 * nobody has), and the word a synonym should be added for: the first word the search left out, else
 * the whole query.
 */
function withSearchNow<T extends { query: string }>(row: T) {
  const now = searchProducts(row.query, { perPage: 3 });
  return {
    ...row,
    now: {
      total: now.total,
      searched: now.dropped.length > 0 ? now.searched : null,
      first: now.items.map((item) => item.name),
    },
    synonymFor: now.dropped[0] ?? row.query,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const text = (name: string) => formText(form, name);
  const intent = text("intent");
  if (intent === "delete") {
    const id = parseId(text("id"));
    const ok = id !== null && deleteSynonym(id);
    return redirectWithFlash(
      "/admin/search",
      ok
        ? { type: "success", message: "Synonym deleted" }
        : { type: "error", message: "Synonym not found" },
    );
  }
  const values = {
    term: text("term"),
    expansion: text("expansion"),
    two_way: text("two_way") === "on" || text("two_way") === "1",
    intent: text("not_product") === "on" || text("not_product") === "1",
  };
  const id = intent === "update" ? parseId(text("id")) : undefined;
  if (intent === "update" && id === null)
    return data({ error: "Synonym not found", field: "term", values, id: null }, { status: 404 });
  const result = saveSynonym(values, id ?? undefined);
  if (!result.ok)
    return data(
      { error: result.error, field: result.field, values, id: id ?? null },
      { status: 400 },
    );
  return redirectWithFlash("/admin/search", {
    type: "success",
    message: result.synonym.intent
      ? `Saved: ${result.synonym.term} is not searched (not a product word)`
      : `Synonym saved: ${result.synonym.term} = ${result.synonym.expansion}`,
  });
}

export function meta() {
  return [{ title: "Search | Admin Panel" }];
}

const smallButton =
  "inline-flex items-center rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50";

const REPORTS: { key: SearchReport; title: string; empty: string }[] = [
  { key: "top", title: "Top searches", empty: "No searches counted yet." },
  {
    key: "zero",
    title: "Searches with no results",
    empty: "Every counted search found something.",
  },
  {
    key: "unclicked",
    title: "Searches nobody clicked",
    empty: "Every search with results had one opened.",
  },
];

export default function AdminSearch({ loaderData, actionData }: Route.ComponentProps) {
  const { fields, synonyms, editing, prefill, reports, pinnedQueries } = loaderData;
  const failed = actionData && "error" in actionData ? actionData : null;
  // The form shows what was refused, else the synonym being edited, else a new one.
  const id = failed ? failed.id : (editing?.id ?? null);
  const shown = failed?.values ??
    editing ?? { term: prefill, expansion: "", two_way: false, intent: false };
  const invalid = (name: string) =>
    failed?.field === name
      ? { "aria-invalid": true as const, "aria-describedby": "synonym-error" }
      : {};
  return (
    <>
      <PageHeader
        title="Search"
        description="Synonyms and trade words, what buyers search for, and products pinned first for a search."
      />

      <section aria-labelledby="synonyms-title" className="mb-10">
        <h2 id="synonyms-title" className="mb-3 text-lg font-semibold text-slate-900">
          Synonyms
        </h2>
        <Form
          method="post"
          id="synonym-form"
          key={`${id ?? "new"}-${shown.term}`}
          className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-[1fr_2fr_auto_auto] lg:items-end"
        >
          {id !== null ? <input type="hidden" name="id" value={id} /> : null}
          <label className="block text-sm font-medium text-slate-700">
            Term
            <input
              name="term"
              {...fields.term}
              placeholder="ttr"
              defaultValue={shown.term}
              className={plainInput}
              {...invalid("term")}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Also means (alternatives separated by commas)
            <input
              name="expansion"
              {...fields.expansion}
              placeholder="thermal transfer ribbon, ribbon"
              defaultValue={shown.expansion}
              className={plainInput}
              {...invalid("expansion")}
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700 lg:pb-2">
            <input
              type="checkbox"
              name="two_way"
              defaultChecked={shown.two_way}
              className="h-4 w-4"
            />
            Both ways
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700 lg:col-span-4">
            <input
              type="checkbox"
              name="not_product"
              defaultChecked={shown.intent}
              className="h-4 w-4"
            />
            Not a product word (price, dealer, near me, सस्ता, chahiye): left out of searches, needs
            no alternatives
          </label>
          <div className="flex gap-2">
            <button
              type="submit"
              name="intent"
              value={id !== null ? "update" : "add"}
              className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
            >
              {id !== null ? "Save synonym" : "Add synonym"}
            </button>
            {id !== null ? (
              <Link
                to="/admin/search"
                className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50"
              >
                Cancel
              </Link>
            ) : null}
          </div>
          {failed ? (
            <p id="synonym-error" role="alert" className="text-sm text-red-700 lg:col-span-4">
              {failed.error}
            </p>
          ) : null}
          <p className="text-xs text-secondary lg:col-span-4">
            One way: a search for the term also finds the alternatives. Both ways: each of them also
            finds the others.
          </p>
        </Form>
        {synonyms.length === 0 ? (
          <p className="text-sm text-secondary">No synonyms yet.</p>
        ) : (
          <DataTable
            caption="Synonyms, by term"
            rows={synonyms}
            rowKey={(s) => s.id}
            rowTestId="synonym"
            columns={[
              { header: "Term", className: "font-medium", cell: (s) => s.term },
              {
                header: "Also means",
                className: "break-words",
                cell: (s) => (s.intent ? "—" : s.expansion),
              },
              {
                header: "Direction",
                className: "text-secondary",
                cell: (s) => (s.intent ? "Not searched" : s.two_way ? "Both ways" : "One way"),
              },
              {
                header: "Actions",
                srOnlyHeader: true,
                cell: (s) => (
                  <div className="flex gap-2">
                    <Link
                      to={`/admin/search?edit=${s.id}#synonym-form`}
                      className={smallButton}
                      aria-label={`Edit the synonym ${s.term}`}
                    >
                      Edit
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={s.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        aria-label={`Delete the synonym ${s.term}`}
                        className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
                      >
                        Delete
                      </button>
                    </Form>
                  </div>
                ),
              },
            ]}
          />
        )}
      </section>

      {REPORTS.map((r) => (
        <section key={r.key} aria-labelledby={`report-${r.key}`} className="mb-10">
          <h2 id={`report-${r.key}`} className="mb-3 text-lg font-semibold text-slate-900">
            {r.title}
          </h2>
          {reports[r.key].length === 0 ? (
            <p className="text-sm text-secondary">{r.empty}</p>
          ) : (
            <DataTable
              caption={r.title}
              testId={`report-${r.key}`}
              rows={reports[r.key]}
              rowKey={(row) => row.query}
              columns={[
                {
                  header: "Search",
                  className: "max-w-64 break-words",
                  cell: (row) => (
                    <a href={searchHref(row.query)} className="text-primary hover:underline">
                      {row.query}
                    </a>
                  ),
                },
                {
                  header: "Searches",
                  className: "text-right tabular-nums",
                  cell: (row) => row.searches,
                },
                {
                  header: "Results",
                  className: "text-right tabular-nums",
                  cell: (row) => row.last_results,
                },
                {
                  header: "Clicks",
                  className: "text-right tabular-nums",
                  cell: (row) => row.clicks,
                },
                {
                  header: "Finds now",
                  className: "max-w-72 break-words text-secondary",
                  cell: (row) =>
                    row.now.total === 0 ? (
                      "Nothing"
                    ) : (
                      <span data-testid="finds-now">
                        {row.now.total}
                        {row.now.searched ? ` (as “${row.now.searched}”)` : ""}:{" "}
                        {row.now.first.join(", ")}
                      </span>
                    ),
                },
                {
                  header: "Actions",
                  srOnlyHeader: true,
                  cell: (row) => (
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/admin/search?${new URLSearchParams({ term: row.synonymFor })}#synonym-form`}
                        className={smallButton}
                        aria-label={`Add synonym for ${row.synonymFor}`}
                      >
                        Add synonym
                        {row.synonymFor !== row.query ? ` for “${row.synonymFor}”` : ""}
                      </Link>
                      <Link
                        to={`/admin/search/pins?${new URLSearchParams({ q: row.query })}`}
                        className={smallButton}
                        aria-label={`Pin a product for ${row.query}`}
                      >
                        Pin a product
                      </Link>
                    </div>
                  ),
                },
              ]}
            />
          )}
        </section>
      ))}

      <section aria-labelledby="pins-title" className="mb-10">
        <h2 id="pins-title" className="mb-3 text-lg font-semibold text-slate-900">
          Pinned products
        </h2>
        {pinnedQueries.length === 0 ? (
          <p className="text-sm text-secondary">
            No products pinned yet: use &ldquo;Pin a product&rdquo; beside a search above.
          </p>
        ) : (
          <ul className="space-y-2">
            {pinnedQueries.map((q) => (
              <li
                key={q.query}
                className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
              >
                <Link
                  to={`/admin/search/pins?${new URLSearchParams({ q: q.query })}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {q.query}
                </Link>
                <span className="text-secondary">: {q.products.join(", ")}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
