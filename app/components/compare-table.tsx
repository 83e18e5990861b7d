import { Link } from "react-router";
import { compareHref, type CompareRow } from "~/lib/compare";
import { priceLine } from "~/lib/price";
import type { CompareColumn } from "~/server/site/compare.server";
import { ProductImage } from "./product-image";
import { QuoteAddForm } from "./quote-add-form";

/** The first column: sticky, so on a phone the names stay put while the products scroll. */
const nameCell =
  "sticky left-0 z-20 border-b border-r border-slate-200 px-2 py-2 text-left align-top sm:px-4 sm:py-3";
const valueCell = "border-b border-slate-200 px-2 py-2 align-top sm:px-4 sm:py-3";

/**
 * Products side by side: a head row per product (picture, name, model, brand, price, stock, Add to
 * quote, its page, Remove) and one row per specification, lined up by name. Rows that differ are
 * tinted and say "Differs" in words. The table scrolls sideways inside its own box; the page never
 * does.
 */
export function CompareTable({
  products,
  rows,
  onlyDifferences,
}: {
  products: CompareColumn[];
  rows: CompareRow[];
  onlyDifferences: boolean;
}) {
  const slugs = products.map((p) => p.slug);
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  return (
    <>
      {products.length > 2 ? (
        <p className="mt-4 text-xs text-secondary sm:hidden">
          Swipe the table sideways to see all {products.length} products.
        </p>
      ) : null}
      <div
        className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
        role="region"
        aria-label="Comparison table"
        // A scrolling box must be reachable from the keyboard to be scrolled. `relative` makes it the
        // containing block of the screen-reader-only text inside, which would otherwise stretch the
        // page sideways from outside the box's clipping.
        tabIndex={0}
        data-testid="compare-scroll"
      >
        <table
          className="w-full border-separate border-spacing-0 text-sm"
          data-testid="compare-table"
        >
          <caption className="sr-only">
            Specifications of {products.map((p) => p.name).join(", ")}, side by side
          </caption>
          <thead>
            <tr>
              <td className={`${nameCell} bg-slate-50`}>
                <span className="block w-16 text-xs font-semibold uppercase tracking-wide text-secondary sm:w-40">
                  Product
                </span>
              </td>
              {products.map((p) => (
                <th
                  key={p.slug}
                  scope="col"
                  // The column is named by its product, not by everything its head holds.
                  aria-label={p.name}
                  className={`${valueCell} text-left font-normal`}
                >
                  <ProductHead
                    product={p}
                    removeHref={compareHref(
                      slugs.filter((s) => s !== p.slug),
                      onlyDifferences,
                    )}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td className={`${nameCell} bg-white`} />
                <td colSpan={products.length} className={`${valueCell} text-slate-700`}>
                  {rows.length === 0
                    ? "None of these products lists its specifications yet."
                    : "These products have the same specifications."}
                </td>
              </tr>
            ) : null}
            {shown.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? "bg-amber-50" : "bg-white"}
                data-testid="compare-row"
                data-differs={row.differs ? "true" : "false"}
              >
                <th
                  scope="row"
                  className={`${nameCell} ${row.differs ? "bg-amber-50" : "bg-white"}`}
                >
                  <span className="block w-16 break-words text-xs font-semibold text-slate-900 sm:w-40 sm:text-sm">
                    {row.label}
                  </span>
                  {row.differs ? (
                    <span className="mt-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                      Differs
                    </span>
                  ) : null}
                </th>
                {row.values.map((value, i) => (
                  <td key={slugs[i]} className={`${valueCell} break-words text-slate-800`}>
                    {value === null ? (
                      <>
                        <span aria-hidden="true" className="text-slate-500">
                          —
                        </span>
                        <span className="sr-only">Not stated</span>
                      </>
                    ) : (
                      value
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ProductHead({ product, removeHref }: { product: CompareColumn; removeHref: string }) {
  const href = `/products/${product.slug}`;
  return (
    // Each column is at least this wide: four of them scroll on a phone and fit on a desktop.
    // Two columns fit beside the names on a 390 px phone; more scroll sideways.
    <div className="flex w-[7.5rem] flex-col gap-1 sm:w-auto sm:min-w-44">
      <div className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-50">
        <ProductImage
          src={product.image}
          alt={product.name}
          className="h-full w-full object-contain p-2"
        />
      </div>
      <Link
        to={href}
        className="mt-1 break-words font-semibold text-slate-900 hover:text-primary"
        prefetch="intent"
      >
        {product.name}
      </Link>
      {product.model ? <p className="text-xs text-secondary">Model: {product.model}</p> : null}
      {product.brand ? <p className="text-xs text-secondary">Brand: {product.brand}</p> : null}
      <p className="font-bold text-slate-900" data-testid="compare-price">
        {priceLine(product)}
      </p>
      <p
        className={`text-xs font-semibold ${product.in_stock ? "text-green-700" : "text-red-700"}`}
      >
        {product.in_stock ? "In stock" : "Out of stock"}
      </p>
      <QuoteAddForm productId={product.id} productName={product.name} compact className="mt-1" />
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <Link to={href} className="inline-block py-1 font-semibold text-primary underline">
          View product<span className="sr-only">: {product.name}</span>
        </Link>
        <Link
          to={removeHref}
          className="inline-block py-1 font-semibold text-slate-600 underline hover:text-red-700"
          data-testid="compare-remove"
        >
          Remove<span className="sr-only"> {product.name} from the comparison</span>
        </Link>
      </div>
    </div>
  );
}
