/**
 * The one admin list: a table with a header, optional row checkboxes, an empty state, and room for
 * a toolbar and pagination around it (compose those yourself: <Pagination> from ~/components/pagination).
 *
 *   <DataTable
 *     caption="Brands"
 *     rows={brands}
 *     rowKey={(b) => b.id}
 *     empty="No brands yet"
 *     columns={[
 *       { header: "ID", cell: (b) => b.id, className: "w-16" },
 *       { header: "Logo", cell: (b) => <Thumb src={b.logo} /> },
 *       { header: "Name", cell: (b) => b.name },
 *       { header: "Actions", cell: (b) => <RowActions editTo={`/admin/brands/${b.id}/edit`}
 *           deleteTo={`/admin/brands/${b.id}/delete`} confirmMessage="Are you sure you want to delete this brand?" /> },
 *     ]}
 *   />
 *
 * Selection (bulk actions): pass `selection={{ name: "ids", form: "bulk-form", selected, onChange, label }}`.
 * Each checkbox belongs to the form with id `form` through the HTML form attribute, so a POST form
 * elsewhere on the page submits the checked ids without JavaScript. `selected`/`onChange` keep a
 * count for 'Delete Selected (n)' with JavaScript; the select-all box appears only with JavaScript.
 *
 * On a phone (below the md breakpoint) each row is a card: the cells stack, each after its column's
 * name (hidden from assistive technology, which reads the header), so nothing scrolls sideways.
 */
import { Link } from "react-router";
import { assetUrl } from "~/lib/asset-url";
import { DeleteButton } from "./confirm";
import { useHydrated } from "./use-hydrated";

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  className?: string;
  /** Visually hide the header text (e.g. for an actions column). */
  srOnlyHeader?: boolean;
  /** What the header cell shows instead of `header` (a sort link); `header` stays its key. */
  head?: React.ReactNode;
  /** The header's aria-sort when the list is sorted by this column. */
  sorted?: "ascending" | "descending";
}

export interface Selection<T> {
  /** The form field name of each checkbox: values are the row keys. */
  name: string;
  /** The id of the <form> the checkboxes submit with. */
  form: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Accessible name of a row's checkbox, e.g. `Select ${row.name}`. */
  label: (row: T) => string;
  /**
   * Keep the checkboxes in view when the table scrolls sideways (from md; 3rem wide, so a sticky
   * column after it sits at `md:left-12`).
   */
  sticky?: boolean;
}

export function DataTable<T>({
  caption,
  rows,
  rowKey,
  columns,
  empty = "Nothing here yet",
  selection,
  testId,
  rowTestId,
}: {
  caption: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: Column<T>[];
  empty?: React.ReactNode;
  selection?: Selection<T>;
  /** data-testid of the table and of each row, for the tests that find them. */
  testId?: string;
  rowTestId?: string;
}) {
  const hydrated = useHydrated();
  const keys = rows.map((r) => String(rowKey(r)));
  const allSelected = selection && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const th =
    "px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 max-md:px-1 max-md:py-1";
  const td =
    "px-4 py-3 align-middle max-md:flex max-md:items-center max-md:gap-3 max-md:px-0 max-md:py-1";
  const stickyBox = selection?.sticky
    ? "md:sticky md:left-0 md:z-10 md:w-12 md:min-w-12 md:max-w-12 md:bg-white"
    : "";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table
        className="min-w-full divide-y divide-slate-200 text-sm max-md:block"
        data-testid={testId}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 max-md:block">
          <tr className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:px-3 max-md:py-2">
            {selection ? (
              <th scope="col" className={`${th} w-10 ${stickyBox}`}>
                {hydrated ? (
                  <input
                    type="checkbox"
                    aria-label="Select all on this page"
                    checked={!!allSelected}
                    onChange={(e) =>
                      selection.onChange(
                        e.target.checked
                          ? new Set([...selection.selected, ...keys])
                          : new Set([...selection.selected].filter((k) => !keys.includes(k))),
                      )
                    }
                    className="h-4 w-4 rounded border-slate-300"
                  />
                ) : (
                  <span className="sr-only">Select</span>
                )}
              </th>
            ) : null}
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                aria-sort={c.sorted}
                className={`${th} ${c.className ?? ""} ${c.srOnlyHeader ? "max-md:sr-only" : ""}`}
              >
                {c.srOnlyHeader ? (
                  <span className="sr-only">{c.header}</span>
                ) : (
                  (c.head ?? c.header)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length + (selection ? 1 : 0)}
                className="px-4 py-10 text-center text-secondary max-md:block"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => {
              const key = keys[i];
              return (
                <tr
                  key={key}
                  data-testid={rowTestId}
                  className="hover:bg-slate-50 max-md:block max-md:px-3 max-md:py-3"
                >
                  {selection ? (
                    <td className={`px-4 py-3 max-md:float-right max-md:p-1 ${stickyBox}`}>
                      <input
                        type="checkbox"
                        name={selection.name}
                        value={key}
                        form={selection.form}
                        aria-label={selection.label(row)}
                        checked={selection.selected.has(key)}
                        onChange={(e) => {
                          const next = new Set(selection.selected);
                          if (e.target.checked) next.add(key);
                          else next.delete(key);
                          selection.onChange(next);
                        }}
                        className="h-4 w-4 rounded border-slate-300"
                      />
                    </td>
                  ) : null}
                  {columns.map((c) => (
                    <td key={c.header} className={`${td} ${c.className ?? ""}`}>
                      {c.srOnlyHeader ? null : (
                        // The header is drawn by CSS, so the cell's own text stays only its value.
                        <span
                          aria-hidden="true"
                          data-label={c.header}
                          className="w-24 shrink-0 text-xs font-semibold uppercase text-slate-500 before:content-[attr(data-label)] md:hidden"
                        />
                      )}
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A small square picture for a table cell (placeholder when empty). */
export function Thumb({ src, alt = "" }: { src: string | null | undefined; alt?: string }) {
  return (
    <img
      src={assetUrl(src)}
      alt={alt}
      loading="lazy"
      className="h-12 w-12 rounded border border-slate-200 bg-white object-contain"
    />
  );
}

/** A status pill, in upper case. */
export function StatusBadge({ status }: { status: string }) {
  const good = status === "active" || status === "published";
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase ${
        good ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"
      }`}
    >
      {status.toUpperCase()}
    </span>
  );
}

/** Edit link and Delete button (with the confirm pattern of ./confirm.tsx) for a row. */
export function RowActions({
  editTo,
  deleteTo,
  confirmMessage,
  itemLabel,
}: {
  editTo: string;
  deleteTo: string;
  confirmMessage: string;
  /** Used in accessible names: "Edit {itemLabel}", "Delete {itemLabel}". */
  itemLabel: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to={editTo}
        aria-label={`Edit ${itemLabel}`}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-700 hover:border-primary hover:text-primary"
      >
        Edit
      </Link>
      <DeleteButton to={deleteTo} message={confirmMessage} ariaLabel={`Delete ${itemLabel}`} />
    </div>
  );
}
