import { Link } from "react-router";
import { searchHref } from "~/lib/search-query";

/** The popular-search tags: six kinds of printer and four printers of the demo catalogue. */
const POPULAR_SEARCHES = [
  "Desktop Printers",
  "Mobile Printers",
  "Label Printers",
  "Thermal Printers",
  "Barcode Printers",
  "Industrial Printers",
  "GoDex G500",
  "Zebra ZD421",
  "TSC TE244",
  "Honeywell PC42t",
] as const;

/** The 'Browse by Category' cards; each runs a search for its name. */
const BROWSE_CATEGORIES = [
  {
    name: "Desktop Printers",
    text: "Compact printers for counters and offices",
    image: "/images/products/desktop-printer.svg",
  },
  {
    name: "Mobile Printers",
    text: "Battery printers for labels on the move",
    image: "/images/products/mobile-printer.svg",
  },
  {
    name: "Industrial Printers",
    text: "Metal printers for round-the-clock work",
    image: "/images/products/industrial-printer.svg",
  },
  {
    name: "Label Printers",
    text: "Thermal label printers for every size",
    image: "/images/products/label-roll.svg",
  },
  {
    name: "Accessories",
    text: "Cutters, rewinders, print heads and more",
    image: "/images/products/accessory.svg",
  },
  {
    name: "Software",
    text: "Label design and printer utilities",
    image: null,
  },
] as const;

function SoftwareIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="h-12 w-12 text-primary">
      <rect
        x="6"
        y="10"
        width="52"
        height="38"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path
        d="M24 54h16M32 48v6M22 24l-6 5 6 5M42 24l6 5-6 5M35 21l-6 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** What /search shows before any search: popular searches and the category cards, all links. */
export function SearchStart() {
  return (
    <div className="space-y-12">
      <section aria-labelledby="popular-searches">
        <h2 id="popular-searches" className="text-xl font-semibold text-slate-900">
          Popular Searches
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {POPULAR_SEARCHES.map((text) => (
            <li key={text}>
              <Link
                to={searchHref(text)}
                className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary"
              >
                {text}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="browse-categories">
        <h2 id="browse-categories" className="text-xl font-semibold text-slate-900">
          Browse by Category
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BROWSE_CATEGORIES.map((c) => (
            <li key={c.name}>
              <Link
                to={searchHref(c.name)}
                className="flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
              >
                <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-blue-50">
                  {c.image ? (
                    <img src={c.image} alt="" width={56} height={56} className="h-14 w-14" />
                  ) : (
                    <SoftwareIcon />
                  )}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{c.name}</span>
                  <span className="mt-1 block text-sm text-secondary">{c.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
