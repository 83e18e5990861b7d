import { Link, useLocation } from "react-router";
import { pageHref, pageWindow } from "~/lib/pagination";

/**
 * Page links that keep the rest of the query string, so filters and sort survive paging and the page
 * works without JavaScript. Previous and Next are disabled (not links) at the ends.
 */
export function Pagination({
  page,
  pageCount,
  size = 5,
  ends = true,
  previousLabel = "Previous",
  nextLabel = "Next",
  className = "",
}: {
  page: number;
  pageCount: number;
  size?: number;
  ends?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}) {
  const { search } = useLocation();
  if (pageCount <= 1) return null;
  const base =
    "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium";
  const idle = `${base} border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary`;
  const disabled = `${base} cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400`;
  return (
    <nav
      aria-label="Pagination"
      className={`flex flex-wrap items-center justify-center gap-2 ${className}`}
    >
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} className={idle} rel="prev">
          {previousLabel}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {previousLabel}
        </span>
      )}
      {pageWindow(page, pageCount, { size, ends }).map((item) =>
        typeof item === "number" ? (
          item === page ? (
            <span
              key={item}
              aria-current="page"
              className={`${base} border-primary bg-primary text-white`}
            >
              {item}
            </span>
          ) : (
            <Link
              key={item}
              to={pageHref(search, item)}
              className={idle}
              aria-label={`Page ${item}`}
            >
              {item}
            </Link>
          )
        ) : (
          <span key={item} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ),
      )}
      {page < pageCount ? (
        <Link to={pageHref(search, page + 1)} className={idle} rel="next">
          {nextLabel}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {nextLabel}
        </span>
      )}
    </nav>
  );
}
