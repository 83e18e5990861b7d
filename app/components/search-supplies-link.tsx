import { Link } from "react-router";
import { printersNamedBy } from "~/lib/fits";

/**
 * On /search, when the query names a printer by its model ("zd421", or a supplies question such as
 * "ribbon for zd421", whose printer the search found): a way straight to that printer's ribbons,
 * labels and parts in the supplies finder.
 */
export function SearchSuppliesLink({
  query,
  items,
  printer = null,
}: {
  query: string;
  items: {
    slug: string;
    name: string;
    model?: string | null;
    category_display_name?: string | null;
  }[];
  printer?: { slug: string; name: string } | null;
}) {
  const named = printersNamedBy(query, items);
  const printers = printer
    ? [printer, ...named.filter((p) => p.slug !== printer.slug)].slice(0, 2)
    : named;
  if (printers.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" data-testid="search-supplies-links">
      {printers.map((p) => (
        <li key={p.slug}>
          <Link
            to={`/supplies?printer=${encodeURIComponent(p.slug)}`}
            className="inline-flex min-h-10 items-center rounded-lg border-2 border-primary bg-blue-50 px-4 py-2 font-semibold text-primary hover:bg-blue-100"
          >
            Supplies for {p.name}
            <span aria-hidden="true" className="ml-1">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
