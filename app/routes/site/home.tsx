import { SiteLink } from "~/components/site-link";
import { BusinessStats } from "~/components/business-stats";
import type { Route } from "./+types/home";
import { IndustriesStrip } from "~/components/industries-strip";
import { ProductCard } from "~/components/product-card";
import { CompareForm } from "~/components/compare-selection";
import { site } from "~/config/site";
import { organizationJsonLd, pageMeta, websiteJsonLd } from "~/lib/seo";
import { env } from "~/server/env.server";
import { listFeaturedProducts } from "~/server/models/products.server";
import { perContentVersion } from "~/server/version-memo.server";
import { toCardProduct } from "~/lib/card-product";
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

export function loader() {
  return { popular: popularCards(), siteUrl: env.SITE_URL };
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

const CATEGORY_CARDS = [
  {
    title: "Labels",
    to: "/labels-info",
    image: "/images/products/label-roll.svg",
    text: "Chromo, polyester, direct thermal and custom die-cut labels in every size.",
  },
  {
    title: "Ribbons",
    to: "/ribbons-info",
    image: "/images/products/ribbon.svg",
    text: "Wax, wax-resin and resin ribbons matched to your labels and printer.",
  },
  {
    title: "Scanners",
    to: "/scanners-info",
    image: "/images/products/scanner.svg",
    text: "1D and 2D handheld, presentation and industrial barcode scanners.",
  },
] as const;

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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { popular } = loaderData;
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-primary to-blue-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-blue-50">
              Since {site.since} · {site.city}
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
              Barcode and label printing solutions for Indian businesses
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-blue-50">{site.tagline}.</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <SiteLink
                to="/desktop-printers"
                className="rounded-lg bg-white px-6 py-3 font-semibold text-primary hover:bg-blue-50"
              >
                Explore Products
              </SiteLink>
              <SiteLink
                to="/quote"
                className="rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                Get a Quote
              </SiteLink>
            </div>
          </div>
          <BusinessStats />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Shop by Category
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {CATEGORY_CARDS.map((c) => (
            <li key={c.title}>
              <SiteLink
                to={c.to}
                className="group block h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <img
                  src={c.image}
                  alt=""
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full bg-slate-50 object-contain p-6"
                />
                <div className="p-5">
                  <h3 className="text-xl font-semibold text-slate-900 group-hover:text-primary">
                    {c.title}
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">{c.text}</p>
                </div>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-14" aria-labelledby="popular-title">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="popular-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Popular Products
          </h2>
          {popular.length > 0 ? (
            <ul
              className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
              data-testid="popular-products"
            >
              {popular.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} showStockBadge cta="View Details" compare />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-secondary">Popular products will appear here soon.</p>
          )}
          {popular.length > 0 ? <CompareForm className="mt-4" /> : null}
          <div className="mt-10 text-center">
            <SiteLink
              to="/popular-products"
              className="inline-block rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
            >
              View All Popular Products
            </SiteLink>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="why-title">
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
      </section>

      <IndustriesStrip />
    </main>
  );
}
