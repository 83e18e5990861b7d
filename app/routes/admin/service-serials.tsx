import { Form, Link } from "react-router";
import { ManagerList } from "~/components/admin/manager";
import { ServiceNav } from "~/components/admin/service-nav";
import { businessDay, formatDate } from "~/lib/dates";
import { parsePage } from "~/lib/pagination";
import { warrantyLastDay } from "~/lib/warranty";
import { requireAdmin } from "~/server/auth/auth.server";
import { listSerials } from "~/server/service/serials.server";
import type { Route } from "./+types/service-serials";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const page = listSerials(q, parsePage(params.get("page")));
  const today = businessDay();
  return {
    q,
    total: page.total,
    page: { page: page.page, pageCount: page.pageCount },
    serials: page.items.map((s) => {
      const until = warrantyLastDay(s.invoice_date, s.warranty_months);
      return {
        id: s.id,
        serial: s.serial,
        model: s.model,
        buyer: s.buyer ?? "",
        invoice: [s.invoice_number, formatDate(s.invoice_date)].filter(Boolean).join(", "),
        until: formatDate(until),
        inWarranty: until >= today,
      };
    }),
  };
}

export function meta() {
  return [{ title: "Serial numbers | Admin Panel" }];
}

export default function AdminSerials({ loaderData }: Route.ComponentProps) {
  const { q, total } = loaderData;
  return (
    <>
      <ServiceNav />
      <ManagerList
        tab="serials"
        title="Serial numbers"
        description="Machines we sold: the warranty check and new tickets read these. Many at once: Data Import, serial numbers."
        addLabel="Add serial number"
        exportTo="/admin/export/serials"
        rows={loaderData.serials}
        itemLabel={(s) => s.serial}
        page={loaderData.page}
        empty={q ? "No serial numbers match." : "No serial numbers yet."}
        columns={[
          {
            header: "Serial",
            cell: (s) => <span className="font-mono font-medium">{s.serial}</span>,
          },
          { header: "Model", cell: (s) => s.model },
          { header: "Buyer", cell: (s) => s.buyer },
          { header: "Invoice", cell: (s) => s.invoice },
          {
            header: "Warranty",
            cell: (s) =>
              s.inWarranty ? (
                <span className="text-green-700">Until {s.until}</span>
              ) : (
                <span className="text-slate-500">Ended {s.until}</span>
              ),
          },
        ]}
      />
      <Form
        method="get"
        role="search"
        aria-label="Find serial numbers"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-56 flex-1">
          <label htmlFor="serials-q" className="block text-xs font-medium text-slate-600">
            Find
          </label>
          <input
            id="serials-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={q}
            placeholder="Serial, model, buyer or invoice number"
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
        >
          Find
        </button>
        {q ? (
          <Link to="/admin/serials" className="py-2 text-sm text-primary underline">
            Clear
          </Link>
        ) : null}
        <span className="py-2 text-sm text-secondary">
          {total.toLocaleString("en-IN")} serial number{total === 1 ? "" : "s"} ·{" "}
          <Link to="/admin/import?type=serials" className="text-primary underline">
            Import a CSV
          </Link>
        </span>
      </Form>
    </>
  );
}
