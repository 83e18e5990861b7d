import { data, Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { formatDate } from "~/lib/text";
import { blogManager, jobManager, productManager } from "~/server/admin/managers.server";
import { saveEntity } from "~/server/admin/save.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { formText, readForm } from "~/server/http/body.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { parseId } from "~/server/http/responses.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import {
  addRedirect,
  deleteRedirect,
  listRedirects,
  redirectInput,
  redirectProblem,
} from "~/server/models/redirects.server";
import { livePageAt, type LivePage } from "~/server/site/live-page.server";
import type { Route } from "./+types/redirects";
import { plainInput } from "~/components/admin/detail";

/** The inputs' required, maxLength and pattern, read from the schema the server checks with. */
const FIELDS = formConstraintsOf(redirectInput);

/** The managers whose items a redirect may take the place of, once they are off the site. */
const HIDEABLE = { products: productManager, blogs: blogManager, jobs: jobManager } as const;

/** What the form shows when a path is taken by a live page: why, and what can be done. */
interface LiveRefusal {
  error: string;
  field: "from_path";
  values: { from_path: string; to_path: string };
  live: {
    thing: string | null;
    name: string | null;
    editHref: string | null;
    /** The item can be taken off the site here (a product, blog post or job). */
    canUnpublish: boolean;
    unpublishLabel: string | null;
  };
}

function liveRefusal(from: string, to: string, live: LivePage) {
  const values = { from_path: from, to_path: to };
  if (live.kind === "page") {
    return data<LiveRefusal>(
      {
        error: `The page ${from} exists: it is one of the site's own pages, so visitors would keep seeing it and a redirect from it would never be used.`,
        field: "from_path",
        values,
        live: {
          thing: null,
          name: null,
          editHref: null,
          canUnpublish: false,
          unpublishLabel: null,
        },
      },
      { status: 409 },
    );
  }
  const canUnpublish = live.hiddenStatus !== null && live.tab in HIDEABLE;
  const action = live.tab === "blogs" ? "Move to drafts" : "Unpublish";
  return data<LiveRefusal>(
    {
      error: canUnpublish
        ? `The page ${from} exists: it is the live ${live.thing} "${live.name}", so a redirect from it would never be used. ${action} the ${live.thing} to send its visitors to ${to} instead.`
        : `The page ${from} exists: it is the ${live.thing} "${live.name}", so a redirect from it would never be used. Rename or delete the ${live.thing} first.`,
      field: "from_path",
      values,
      live: {
        thing: live.thing,
        name: live.name,
        editHref: `/admin/${live.tab}/${live.id}/edit`,
        canUnpublish,
        unpublishLabel: canUnpublish ? `${action} "${live.name}" and add the redirect` : null,
      },
    },
    { status: 409 },
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    fields: FIELDS,
    redirects: listRedirects().map((r) => ({
      id: r.id,
      from: r.from_path,
      to: r.to_path,
      date: formatDate(r.created_at),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const text = (name: string) => formText(form, name).trim();
  const intent = text("intent");
  if (intent === "delete") {
    const id = parseId(text("id"));
    const ok = id !== null && deleteRedirect(id);
    return redirectWithFlash(
      "/admin/redirects",
      ok
        ? { type: "success", message: "Redirect deleted" }
        : { type: "error", message: "Redirect not found" },
    );
  }
  const from = text("from_path");
  const to = text("to_path");
  // Checked before anything is taken off the site, so a mistyped new path changes nothing.
  const problem = redirectProblem(from, to);
  if (problem)
    return data(
      { error: problem.error, field: problem.field, values: { from_path: from, to_path: to } },
      { status: 400 },
    );
  // A redirect only takes effect where the site answers "not found": one from a live page would be
  // listed and never used, so it is refused, with what would free the address.
  const live = livePageAt(from);
  let unpublished: string | null = null;
  if (live && intent === "unpublish" && live.kind === "item" && live.hiddenStatus) {
    if (!(live.tab in HIDEABLE)) return liveRefusal(from, to, live);
    // Through the one save path, so History records who took it down.
    const change = new Request(request.url, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: live.hiddenStatus }),
    });
    const by = { actor: user.username };
    const saved =
      live.tab === "products"
        ? await saveEntity(HIDEABLE.products, change, live.id, by)
        : live.tab === "blogs"
          ? await saveEntity(HIDEABLE.blogs, change, live.id, by)
          : await saveEntity(HIDEABLE.jobs, change, live.id, by);
    if (!saved.ok)
      return data(
        {
          error: saved.error,
          field: "from_path" as const,
          values: { from_path: from, to_path: to },
        },
        { status: saved.status },
      );
    unpublished = `${live.thing} "${live.name}"`;
  } else if (live) {
    return liveRefusal(from, to, live);
  }
  const result = addRedirect(from, to);
  if (!result.ok)
    return data(
      { error: result.error, field: result.field, values: { from_path: from, to_path: to } },
      { status: 400 },
    );
  return redirectWithFlash("/admin/redirects", {
    type: "success",
    message: unpublished
      ? `Took the ${unpublished} off the site; its address now redirects to ${to}`
      : "Redirect added",
  });
}

export function meta() {
  return [{ title: "Redirects | Admin Panel" }];
}

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, fields } = loaderData;
  const failed = actionData && "error" in actionData ? actionData : null;
  const live = failed && "live" in failed ? (failed as LiveRefusal).live : null;
  const field = (name: "from_path" | "to_path", label: string, placeholder: string) => (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input
        name={name}
        {...fields[name]}
        placeholder={placeholder}
        defaultValue={failed?.values[name] ?? ""}
        aria-invalid={failed?.field === name ? true : undefined}
        aria-describedby={failed?.field === name ? "redirect-error" : undefined}
        className={plainInput}
      />
    </label>
  );
  return (
    <>
      <PageHeader
        title="Redirects"
        description="Old addresses that answer with a permanent redirect (301) to a new one. A product, category, blog post or job whose address changes adds one by itself."
      />
      <Form
        method="post"
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        {field("from_path", "Old path", "/products/old-name")}
        {field("to_path", "New path", "/products/new-name")}
        <button
          type="submit"
          name="intent"
          value="add"
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          Add redirect
        </button>
        {failed ? (
          <div id="redirect-error" role="alert" className="text-sm text-red-700 sm:col-span-3">
            <p>{failed.error}</p>
            {live ? (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {live.canUnpublish ? (
                  <button
                    type="submit"
                    name="intent"
                    value="unpublish"
                    className="rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                  >
                    {live.unpublishLabel}
                  </button>
                ) : null}
                {live.editHref ? (
                  <a href={live.editHref} className="font-medium text-primary hover:underline">
                    Edit the {live.thing}
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </Form>
      {redirects.length === 0 ? (
        <p className="text-sm text-secondary">No redirects yet.</p>
      ) : (
        <DataTable
          caption="Redirects, newest first"
          rows={redirects}
          rowKey={(r) => r.id}
          rowTestId="redirect"
          columns={[
            {
              header: "Old path",
              className: "break-all",
              cell: (r) => <span className="font-mono">{r.from}</span>,
            },
            {
              header: "New path",
              className: "break-all",
              cell: (r) => (
                <a href={r.to} className="font-mono text-primary hover:underline">
                  {r.to}
                </a>
              ),
            },
            { header: "Added", className: "text-secondary", cell: (r) => r.date },
            {
              header: "Actions",
              srOnlyHeader: true,
              cell: (r) => (
                <Form method="post">
                  <input type="hidden" name="id" value={r.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    aria-label={`Delete the redirect from ${r.from}`}
                    className="rounded-md border border-red-200 px-3 py-1.5 text-xs font-medium text-red-700 hover:bg-red-50"
                  >
                    Delete
                  </button>
                </Form>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
