import { data, Form } from "react-router";
import { PageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { formatDate } from "~/lib/text";
import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { parseId } from "~/server/http/responses.server";
import { addRedirect, deleteRedirect, listRedirects } from "~/server/models/redirects.server";
import type { Route } from "./+types/redirects";
import { plainInput } from "~/components/admin/detail";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    redirects: listRedirects().map((r) => ({
      id: r.id,
      from: r.from_path,
      to: r.to_path,
      date: formatDate(r.created_at),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  if (text("intent") === "delete") {
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
  const result = addRedirect(from, to);
  if (!result.ok)
    return data(
      { error: result.error, field: result.field, values: { from_path: from, to_path: to } },
      { status: 400 },
    );
  return redirectWithFlash("/admin/redirects", { type: "success", message: "Redirect added" });
}

export function meta() {
  return [{ title: "Redirects | Admin Panel" }];
}

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects } = loaderData;
  const failed = actionData && "error" in actionData ? actionData : null;
  const field = (name: "from_path" | "to_path", label: string, placeholder: string) => (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input
        name={name}
        required
        maxLength={500}
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
          <p id="redirect-error" role="alert" className="text-sm text-red-700 sm:col-span-3">
            {failed.error}
          </p>
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
