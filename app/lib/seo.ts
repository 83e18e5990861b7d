import type { MetaDescriptor } from "react-router";
// schema.org's vocabulary as types: each builder's result `satisfies` its type, so a property or
// value schema.org does not define fails the typecheck (callers keep the literal's own type).
import type {
  BreadcrumbList,
  DayOfWeek,
  ItemPage,
  LocalBusiness,
  MerchantReturnPolicy,
  OfferShippingDetails,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import { site } from "~/config/site";
import { addDays, businessDay } from "./dates";
import { hasPrice } from "./price";
import { assetUrl } from "./asset-url";
import { cutText, plainText } from "./text";

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** SITE_URL joined with a path, without a doubled or missing slash. */
export function absoluteUrl(siteUrl: string, path = "/"): string {
  const base = siteUrl.replace(/\/+$/, "");
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** "Page | Prime Barcode Solutions", unless the title already names the company. */
export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** One line of plain text, cut to what a search result shows. */
export function metaDescription(text: string | null | undefined): string {
  return cutText(plainText(text), DESCRIPTION_MAX - 3);
}

export interface PageSeo {
  siteUrl: string;
  /** Path (with any query that makes the page distinct, such as ?page=2) of the canonical URL. */
  path: string;
  title: string;
  description: string;
  /** An image path or URL as stored (asset rule applies); omitted when there is none. */
  image?: string | null;
  type?: "website" | "product" | "article";
  keywords?: string | null;
  robots?: string;
  jsonLd?: object[];
}

/**
 * Everything a public page's head carries: title, description, keywords, robots, canonical link,
 * Open Graph and Twitter tags, and JSON-LD blocks (React Router escapes them safely).
 */
export function pageMeta(p: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(p.siteUrl, p.path);
  const image = p.image ? assetUrl(p.image, p.siteUrl) : null;
  const imageUrl = image ? absoluteUrl(p.siteUrl, image) : null;
  const description = metaDescription(p.description);
  const tags: MetaDescriptor[] = [
    { title: p.title },
    { name: "description", content: description },
  ];
  if (p.keywords?.trim()) tags.push({ name: "keywords", content: p.keywords.trim() });
  tags.push(
    { name: "robots", content: p.robots ?? "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: p.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: p.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: p.title },
    { name: "twitter:description", content: description },
  );
  if (imageUrl) {
    tags.push(
      { property: "og:image", content: imageUrl },
      { name: "twitter:image", content: imageUrl },
    );
  }
  for (const block of p.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** The head of a page that is not there (or not public): a title and no indexing. */
export function notFoundMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex, follow" },
  ];
}

/** The product fields structured data needs (a subset of the /api product). */
export interface ProductForSeo {
  name: string;
  slug: string;
  short_description: string;
  description: string;
  model: string | null;
  brand: string | null;
  category: string;
  category_display_name: string | null;
  image: string | null;
  in_stock: boolean;
  price: number | null;
}

/** Delivery anywhere in India on the business's terms (site.shipping), for an Offer. */
function shippingDetails() {
  const { country, rateInr, handlingDays, transitDays } = site.shipping;
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: rateInr, currency: "INR" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: country },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: {
        "@type": "QuantitativeValue",
        minValue: handlingDays[0],
        maxValue: handlingDays[1],
        unitCode: "DAY",
      },
      transitTime: {
        "@type": "QuantitativeValue",
        minValue: transitDays[0],
        maxValue: transitDays[1],
        unitCode: "DAY",
      },
    },
  } satisfies OfferShippingDetails;
}

/** The business's return policy (site.returns), for an Offer and for the business itself. */
function returnPolicy() {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: site.returns.country,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: site.returns.days,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
  } satisfies MerchantReturnPolicy;
}

/**
 * Product structured data: name, description, image, brand, model as SKU, category and, for a
 * priced product, its Offer: the price before GST (valueAddedTaxIncluded false), valid for as long
 * as a quotation's prices hold, availability, condition, delivery and returns. `extra` adds
 * properties of the product (the printers a supply fits).
 *
 * A product priced on request has no price, and an Offer or Product without one is an error to a
 * search engine's product results: its page is described as an ItemPage whose main entity is the
 * product, with everything else the same.
 */
export function productJsonLd(
  p: ProductForSeo,
  siteUrl: string,
  extra: Record<string, unknown> = {},
  today: string = businessDay(),
) {
  const url = absoluteUrl(siteUrl, `/products/${p.slug}`);
  const product = {
    "@type": "Product",
    name: p.name,
    description: metaDescription(p.short_description || p.description),
    image: [absoluteUrl(siteUrl, assetUrl(p.image, siteUrl))],
    // The model is the maker's part number; without one, the product's own address names it.
    ...(p.model ? { sku: p.model, mpn: p.model } : { sku: p.slug }),
    // Products without a maker's brand are sold under the reseller's own name.
    brand: { "@type": "Brand", name: p.brand?.trim() || site.name },
    category: p.category_display_name ?? p.category,
    url,
  } satisfies Product;
  const described = { ...product, ...extra };
  if (!hasPrice(p.price)) {
    return {
      "@context": "https://schema.org",
      "@type": "ItemPage",
      url,
      name: p.name,
      mainEntity: described,
    } satisfies WithContext<ItemPage>;
  }
  const price = p.price.toFixed(2);
  return {
    "@context": "https://schema.org",
    ...described,
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "INR",
      // Catalogue prices are before GST, which the quotation adds by the delivery state.
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: "INR",
        valueAddedTaxIncluded: false,
      },
      priceValidUntil: addDays(today, site.quotationValidDays),
      availability: p.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: site.name },
      shippingDetails: shippingDetails(),
      hasMerchantReturnPolicy: returnPolicy(),
    },
  } satisfies WithContext<Product>;
}

/** BreadcrumbList from (name, path) pairs; the last is the current page. */
export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem" as const,
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  } satisfies WithContext<BreadcrumbList>;
}

const DAY_NAMES: Record<string, DayOfWeek & string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/**
 * The home page's business card for search engines: address, where it is on a map, phones, email,
 * opening hours, logo and the return policy.
 */
export function organizationJsonLd(siteUrl: string) {
  const home = absoluteUrl(siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${home}#business`,
    name: site.name,
    description: site.tagline,
    url: home,
    logo: absoluteUrl(siteUrl, site.logo),
    image: absoluteUrl(siteUrl, site.logo),
    foundingDate: String(site.since),
    telephone: site.phones[0],
    email: site.emails[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    },
    areaServed: { "@type": "Country", name: "India" },
    hasMerchantReturnPolicy: returnPolicy(),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.hoursSchema.days.map((d) => DAY_NAMES[d]),
        opens: site.hoursSchema.opens,
        closes: site.hoursSchema.closes,
      },
    ],
    contactPoint: site.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "sales",
      areaServed: "IN",
      availableLanguage: ["English", "Hindi"],
    })),
  } satisfies WithContext<LocalBusiness>;
}

/** The site search, so search engines can offer a search box for the site. */
export function websiteJsonLd(siteUrl: string) {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: `${absoluteUrl(siteUrl, "/search")}?q={search_term_string}`,
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl(siteUrl, "/"),
    potentialAction: search,
  } satisfies WithContext<WebSite>;
}

export interface SitemapEntry {
  /** A path on this site. */
  path: string;
  /** An ISO timestamp; the date part is written. */
  lastmod?: string | null;
}

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** The sitemaps.org XML for these paths, each URL once, lastmod as a W3C date. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    const loc = absoluteUrl(siteUrl, e.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const date = e.lastmod && /^\d{4}-\d{2}-\d{2}/.test(e.lastmod) ? e.lastmod.slice(0, 10) : null;
    urls.push(
      `  <url><loc>${xmlEscape(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}</url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A sitemap index: the sitemap files (paths on this site) and the date each last changed. */
export function sitemapIndexXml(siteUrl: string, files: SitemapEntry[]): string {
  const items = files.map((f) => {
    const date = f.lastmod && /^\d{4}-\d{2}-\d{2}/.test(f.lastmod) ? f.lastmod.slice(0, 10) : null;
    const loc = xmlEscape(absoluteUrl(siteUrl, f.path));
    return `  <sitemap><loc>${loc}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled; the admin area and the JSON API may not. */
export function robotsTxt(siteUrl: string): string {
  return [
    // Everything not disallowed may be crawled: no "Allow: /" line, which some readers take as the
    // group's first and only rule.
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The latest of some ISO timestamps (they sort as text), or null. */
export function latest(...dates: (string | null | undefined)[]): string | null {
  return (
    dates
      .filter((d): d is string => !!d)
      .sort()
      .pop() ?? null
  );
}
