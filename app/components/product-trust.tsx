import { Link } from "react-router";
import { site } from "~/config/site";
import { DriverList } from "./driver-list";
import type { DriverView } from "~/lib/driver-view";

function Tick() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="mt-0.5 shrink-0 text-green-700"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * What a business buyer weighs beside the price, next to the buttons: the warranty (the product's
 * own terms, else the house warranty), same-day service, a GST invoice, and that the brand is
 * bought through its authorised channel.
 */
export function ProductTrust({
  warranty,
  brand,
  className = "",
}: {
  warranty: string | null;
  brand: string | null;
  className?: string;
}) {
  const items = [
    { title: "Warranty", text: warranty?.trim() || site.warranty },
    { title: "Same-day service", text: site.sameDayRepair },
    { title: "GST invoice", text: "With our GSTIN, for your input tax credit" },
    {
      title: "Authorised brands",
      text: brand ? `Genuine ${brand}, through authorised channels` : "Genuine, authorised brands",
    },
  ];
  return (
    <ul
      className={`grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2 ${className}`}
      aria-label="Why buy from us"
      data-testid="product-trust"
    >
      {items.map((i) => (
        <li key={i.title} className="flex min-w-0 gap-2">
          <Tick />
          <span className="min-w-0 break-words">
            <span className="font-semibold text-slate-900">{i.title}:</span>{" "}
            <span className="text-slate-700">{i.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The product's datasheet and the drivers for its brand or model, with a link to the download centre
 * for the rest. A product that takes drivers always shows it (without files it still points at the
 * centre); one that takes none shows only its datasheet.
 */
export function ProductDownloads({
  datasheet,
  drivers,
  moreHref,
  className = "",
}: {
  datasheet: string | null;
  /** Null for a product that takes no driver (a ribbon, a label, a part): the block then offers none. */
  drivers: DriverView[] | null;
  moreHref: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="downloads-title"
      className={className}
      data-testid="product-downloads"
    >
      <h2 id="downloads-title" className="text-xl font-bold text-slate-900">
        Downloads
      </h2>
      {datasheet ? (
        <p className="mt-3">
          <a
            href={datasheet}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:border-primary hover:text-primary"
          >
            Datasheet (PDF)
          </a>
        </p>
      ) : null}
      {drivers && drivers.length > 0 ? (
        <div className="mt-3">
          <DriverList drivers={drivers} compact />
        </div>
      ) : null}
      {drivers ? (
        <p className="mt-3 text-sm">
          <Link to={moreHref} className="font-semibold text-primary underline">
            {drivers.length > 0 ? "More drivers and software" : "Find drivers and software"}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
