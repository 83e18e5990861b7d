import { Link } from "react-router";
import { FitCard, type FitCardProduct } from "./fit-card";
import { PrinterLink } from "./printer-link";

/** A product page's compatibility, as its loader sends it (models/fits.server.ts fitsForPage). */
export type ProductFitsData = {
  kind: string;
  slug: string;
  groups: { kind: string; label: string; items: FitCardProduct[] }[];
  printers: FitCardProduct[];
} | null;

/**
 * On a printer's page: "Supplies and parts that fit", grouped by kind (ribbons, labels, heads...),
 * each with its facts, price and "Add to quote", and a way into the supplies finder's filters.
 * On a supply's page: "Works with", the printers it fits.
 */
export function ProductFits({ fits, productName }: { fits: ProductFitsData; productName: string }) {
  if (!fits) return null;
  if (fits.kind === "printer") {
    if (fits.groups.length === 0) return null;
    return (
      <section className="mt-16" aria-labelledby="fits-title" data-testid="product-fits">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="fits-title" className="text-2xl font-bold text-slate-900">
            Supplies and parts that fit
          </h2>
          <Link
            to={`/supplies?printer=${encodeURIComponent(fits.slug)}`}
            className="inline-flex min-h-6 items-center font-semibold text-primary underline"
          >
            Filter by size, core and type
          </Link>
        </div>
        <p className="mt-1 text-secondary">Checked to work with the {productName}.</p>
        {fits.groups.map((g) => (
          <section key={g.kind} className="mt-6" aria-labelledby={`fits-${g.kind}`}>
            <h3 id={`fits-${g.kind}`} className="text-lg font-semibold text-slate-900">
              {g.label}{" "}
              <span className="text-sm font-normal text-secondary">({g.items.length})</span>
            </h3>
            <ul
              className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3"
              data-testid={`fits-group-${g.kind}`}
            >
              {g.items.map((p) => (
                <li key={p.id} className="min-w-0">
                  <FitCard product={p} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    );
  }
  if (fits.printers.length === 0) return null;
  return (
    <section className="mt-16" aria-labelledby="works-with-title" data-testid="works-with">
      <h2 id="works-with-title" className="text-2xl font-bold text-slate-900">
        Works with
      </h2>
      <p className="mt-1 text-secondary">The printers the {productName} fits.</p>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {fits.printers.map((p) => (
          <li key={p.id} className="min-w-0">
            <PrinterLink to={`/products/${p.slug}`} printer={p} size={48} />
          </li>
        ))}
      </ul>
    </section>
  );
}
