import { groupSpecRows, type SpecRow } from "~/lib/spec-table";

/**
 * The Product Specifications table. Rows come from app/lib/spec-table; values split from
 * one comma list share a label cell. The header row is left out for the Labels category.
 */
export function SpecTable({ rows, showHeader }: { rows: SpecRow[]; showHeader: boolean }) {
  if (rows.length === 0) {
    return <p className="text-sm text-secondary">No specifications available for this product.</p>;
  }
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm">
        {showHeader ? (
          <thead className="bg-slate-800 text-xs uppercase tracking-wide text-white">
            <tr>
              <th scope="col" className="w-2/5 px-4 py-3">
                SPECIFICATION
              </th>
              <th scope="col" className="px-4 py-3">
                DETAILS
              </th>
            </tr>
          </thead>
        ) : null}
        <tbody>
          {groupSpecRows(rows).flatMap((group, g) =>
            group.values.map((value, i) => (
              <tr
                key={`${g}-${i}`}
                className={`border-t border-slate-200 ${g % 2 ? "bg-slate-50" : "bg-white"}`}
              >
                {i === 0 ? (
                  <th
                    scope="row"
                    rowSpan={group.values.length}
                    className="w-2/5 px-4 py-2.5 align-top font-medium text-slate-700"
                  >
                    {group.label}
                  </th>
                ) : null}
                <td className="px-4 py-2.5 text-slate-900">{value}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
