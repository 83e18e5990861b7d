import { SiteLink } from "~/components/site-link";
import { BusinessStats } from "~/components/business-stats";
import type { Route } from "./+types/home";
import { IndustriesStrip } from "~/components/industries-strip";
import { ProductImage } from "~/components/product-image";
import { categoryHref } from "~/lib/categories";
import { pictureAlt } from "~/lib/drawn-picture";
import { priceLine } from "~/lib/price";
import { useNavCategories } from "~/components/nav-categories";
import { site } from "~/config/site";
import { organizationJsonLd, pageMeta, websiteJsonLd } from "~/lib/seo";
import { env } from "~/server/env.server";
import { listFeaturedProducts } from "~/server/models/products.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import { finderPrinterInput } from "~/server/models/fits.server";
import { perContentVersion } from "~/server/version-memo.server";
import { toCardProduct, type CardProduct } from "~/lib/card-product";
import { withShownImage } from "~/server/files/picture-presence.server";

/** Home fetches 8 featured products and shows the first 4. */
const FEATURED_FETCHED = 8;
const FEATURED_SHOWN = 4;

/** The featured picks change only with the catalogue: sorting every featured product by rating
 * (about a thousand at 100,000 products) is done once per content version, not per visit. */
const popularCards = perContentVersion(() =>
  listFeaturedProducts(FEATURED_FETCHED)
    .slice(0, FEATURED_SHOWN)
    .map((p) => toCardProduct(withShownImage(p))),
);

/** The supplies finder's box, held to the finder's rule. */
const FINDER = formConstraintsOf(finderPrinterInput).printer;

export function loader() {
  return { popular: popularCards(), siteUrl: env.SITE_URL, finder: FINDER };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const siteUrl = loaderData?.siteUrl ?? "";
  return pageMeta({
    siteUrl,
    path: "/",
    title: `${site.name} | Barcode & Label Printers, Ribbons, Labels, Scanners in ${site.city}`,
    description: `Barcode and label printers, ribbons, labels, scanners and print heads since ${site.since}. ${site.warranty}, same-day repair and pan-India support.`,
    jsonLd: [organizationJsonLd(siteUrl), websiteJsonLd(siteUrl)],
  });
}

const WHY_US = [
  {
    title: `${site.yearsInBusiness} Years of Experience`,
    text: `Selling and servicing barcode printers since ${site.since}.`,
  },
  {
    title: `${site.customers} Happy Customers`,
    text: `Retailers, factories, hospitals and warehouses in ${site.cities} cities.`,
  },
  { title: "1-Year Free Warranty", text: `${site.warranty}.` },
  { title: "Same-Day Repair", text: `${site.sameDayRepair}, with genuine spare parts.` },
  { title: "Pan-India Support", text: `${site.panIndia}: on-site, remote and by phone.` },
  { title: "Quick Replies", text: `${site.replyPromise}, ${site.hours}.` },
] as const;

/** Each main category's drawing on the home page's tiles; a category without one gets the accessory's. */
const CATEGORY_ICONS: Record<string, string> = {
  "Desktop Printers": "desktop-printer.svg",
  "Industrial Printers": "industrial-printer.svg",
  "Mobile Printers": "mobile-printer.svg",
  "Thermal Label Printers": "desktop-printer.svg",
  Ribbons: "ribbon.svg",
  Labels: "label-roll.svg",
  Scanners: "scanner.svg",
  "Tube Labeling System": "tube-printer.svg",
  "Godex Printer Head": "print-head.svg",
  "Print Mechanism": "print-mechanism.svg",
};

/** Home's category tiles: the first eight in the catalogue's own order (printers first). */
const HOME_CATEGORIES = 8;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { popular, finder } = loaderData;
  const categories = useNavCategories().slice(0, HOME_CATEGORIES);
  return (
    <main id="main">
      {/* The first screen sells at every width: a short hero with the supplies finder's field and
          the service desk, then the categories, then popular products with their prices. */}
      <section className="bg-gradient-to-br from-primary to-blue-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 sm:py-6 xl:py-8 lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-10">
          <div>
            <p className="hidden text-sm font-semibold uppercase tracking-widest text-blue-50 xl:block">
              Since {site.since} · {site.city}
            </p>
            <h1 className="max-w-3xl text-xl font-bold leading-tight xl:mt-2 sm:text-3xl xl:text-4xl">
              Barcode and label printing solutions for Indian businesses
            </h1>
            <form
              method="get"
              action="/supplies"
              role="search"
              aria-label="Find supplies for your printer"
              className="mt-3 max-w-xl sm:mt-5"
              data-testid="home-supplies"
            >
              <label htmlFor="home-supplies-printer" className="text-sm font-semibold text-blue-50">
                Find supplies for your printer
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id="home-supplies-printer"
                  name="printer"
                  type="search"
                  {...finder}
                  autoComplete="off"
                  placeholder="Model, e.g. ZD421"
                  className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-white/70 bg-white px-3 py-2 text-base text-slate-900"
                />
                <button
                  type="submit"
                  className="min-h-11 shrink-0 rounded-lg bg-amber-400 px-4 py-2 font-semibold text-amber-950 hover:bg-amber-300"
                >
                  Find supplies
                </button>
              </div>
            </form>
          </div>
          <div className="flex flex-col gap-3">
            <div className="flex gap-2">
              <SiteLink
                to="/service"
                className="flex min-w-0 flex-1 items-center gap-3 rounded-xl bg-white/10 px-3 py-2 hover:bg-white/20 sm:px-4 sm:py-3"
                data-testid="home-service"
              >
                <span className="hidden sm:block">
                  <WrenchIcon />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold sm:text-base">
                    <span className="hidden sm:inline">Printer repair and service</span>
                    <span className="sm:hidden">Repair and service</span>
                  </span>
                  <span className="hidden text-sm text-blue-50 xl:block">
                    {`${site.sameDayRepair}; on-site across India. Book a service`}
                  </span>
                </span>
                <span aria-hidden="true" className="ml-auto">
                  →
                </span>
              </SiteLink>
              {/* The quote basket: "Add to quote" on any product fills it. */}
              <SiteLink
                to="/quote"
                className="flex shrink-0 items-center rounded-xl border border-white/70 px-3 py-2 text-sm font-semibold hover:bg-white/10 sm:px-4 sm:text-base"
              >
                Get a Quote
              </SiteLink>
            </div>
            <BusinessStats className="hidden lg:grid" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-4 sm:pt-6" aria-labelledby="categories-title">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="categories-title" className="text-lg font-bold text-slate-900 sm:text-xl">
            Shop by category
          </h2>
          <SiteLink to="/products" className="text-sm font-semibold text-primary hover:underline">
            All products <span aria-hidden="true">→</span>
          </SiteLink>
        </div>
        <ul
          className="mt-2 grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-8"
          data-testid="home-categories"
        >
          {categories.map((c) => (
            <li key={c.name} className="min-w-0">
              <SiteLink
                to={categoryHref(c.display_name)}
                className="flex h-full flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-1.5 text-center text-xs font-semibold leading-tight text-slate-800 shadow-sm hover:border-primary hover:text-primary sm:p-2 sm:text-sm"
              >
                <img
                  src={`/images/products/${CATEGORY_ICONS[c.display_name] ?? "accessory.svg"}`}
                  alt=""
                  width={48}
                  height={36}
                  className="h-8 w-11 object-contain sm:h-10 sm:w-14"
                />
                <span className="break-words hyphens-auto">{c.display_name}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:pt-6"
        aria-labelledby="popular-title"
      >
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="popular-title" className="text-lg font-bold text-slate-900 sm:text-xl">
            Popular products
          </h2>
          <SiteLink
            to="/popular-products"
            className="text-sm font-semibold text-primary hover:underline"
          >
            View all<span className="sr-only"> popular products</span>{" "}
            <span aria-hidden="true">→</span>
          </SiteLink>
        </div>
        {popular.length > 0 ? (
          // A row that swipes on a phone (two and a half tiles show, so the swipe is evident) and
          // a grid of four from 1024 px.
          <ul
            className="-mx-4 mt-2 flex snap-x gap-2 overflow-x-auto px-4 pb-2 sm:gap-3 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0"
            data-testid="popular-products"
          >
            {popular.map((p, i) => (
              <li key={p.id} className="w-40 shrink-0 snap-start sm:w-48 lg:w-auto">
                <PopularTile product={p} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-secondary">Popular products will appear here soon.</p>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="why-title">
        <h2 id="why-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Why Choose {site.name}?
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_US.map((w) => (
            <li key={w.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">
                <span aria-hidden="true" className="mr-2 text-primary">
                  ✓
                </span>
                {w.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{w.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          Not sure what you need? Read our guides to{" "}
          <SiteLink to="/labels-info" className="font-semibold text-primary hover:underline">
            labels
          </SiteLink>
          ,{" "}
          <SiteLink to="/ribbons-info" className="font-semibold text-primary hover:underline">
            ribbons
          </SiteLink>{" "}
          and{" "}
          <SiteLink to="/scanners-info" className="font-semibold text-primary hover:underline">
            scanners
          </SiteLink>
          .
        </p>
      </section>

      <IndustriesStrip />
    </main>
  );
}

/** A popular product on the first screen: picture, name, price line and stock, one link. */
function PopularTile({ product, priority }: { product: CardProduct; priority: boolean }) {
  return (
    <article className="relative flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-sm hover:border-primary lg:flex-row lg:items-center lg:gap-3">
      <div className="h-20 w-full shrink-0 rounded bg-slate-50 sm:h-24 lg:h-20 lg:w-20 xl:w-24">
        <ProductImage
          src={product.image}
          alt={pictureAlt(product.name, product.image)}
          width={192}
          height={144}
          sizes="(min-width: 1024px) 96px, 192px"
          eager={priority}
          className="h-full w-full object-contain p-1"
        />
      </div>
      <div className="min-w-0">
        <h3 className="line-clamp-2 text-xs font-semibold leading-snug text-slate-900 sm:text-sm">
          <SiteLink
            to={`/products/${product.slug}`}
            className="after:absolute after:inset-0 hover:text-primary"
          >
            {product.name}
          </SiteLink>
        </h3>
        <p className="text-sm font-bold text-slate-900" data-testid="card-price">
          {priceLine(product)}
        </p>
        <p className={`text-xs ${product.in_stock ? "text-green-700" : "text-red-700"}`}>
          {product.in_stock ? "In stock" : "Out of Stock"}
        </p>
      </div>
    </article>
  );
}

function WrenchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      className="shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
    </svg>
  );
}
