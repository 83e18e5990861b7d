import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  latest,
  metaDescription,
  notFoundMeta,
  organizationJsonLd,
  pageMeta,
  pageTitle,
  productJsonLd,
  robotsTxt,
  sitemapXml,
  type ProductForSeo,
} from "~/lib/seo";

const SITE = "https://www.example.in/";

const product: ProductForSeo = {
  name: "GoDex G500",
  slug: "godex-g500",
  short_description: "Compact 4-inch desktop barcode printer.",
  description: "Long text.",
  model: "G500",
  brand: "GoDex",
  category: "desktop-printers",
  category_display_name: "Desktop Printers",
  image: "/images/products/desktop-printer.svg",
  in_stock: true,
  price: 18500,
};

function find(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("urls and titles", () => {
  it("joins SITE_URL and a path with exactly one slash, and keeps absolute URLs", () => {
    expect(absoluteUrl(SITE, "/products/a")).toBe("https://www.example.in/products/a");
    expect(absoluteUrl("https://www.example.in", "products/a")).toBe(
      "https://www.example.in/products/a",
    );
    expect(absoluteUrl(SITE)).toBe("https://www.example.in/");
    expect(absoluteUrl(SITE, "https://cdn.example.com/x.png")).toBe(
      "https://cdn.example.com/x.png",
    );
  });

  it("adds the company to a title once", () => {
    expect(pageTitle("About Us")).toBe(`About Us | ${site.name}`);
    expect(pageTitle(`${site.name} home`)).toBe(`${site.name} home`);
  });

  it("makes a description one plain line of at most 160 characters", () => {
    expect(metaDescription("<p>Fast   and\nsharp</p>")).toBe("Fast and sharp");
    const long = metaDescription("word ".repeat(80));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("...")).toBe(true);
  });
});

describe("pageMeta", () => {
  const tags = pageMeta({
    siteUrl: SITE,
    path: "/products/godex-g500",
    title: "GoDex G500 | Prime",
    description: "A printer.",
    keywords: "godex, g500",
    image: "/images/products/desktop-printer.svg",
    type: "product",
    jsonLd: [{ "@type": "Thing" }],
  });

  it("has title, description, keywords, robots 'index, follow' and a canonical link from SITE_URL", () => {
    expect(tags[0]).toEqual({ title: "GoDex G500 | Prime" });
    expect(find(tags, "name", "description")?.content).toBe("A printer.");
    expect(find(tags, "name", "keywords")?.content).toBe("godex, g500");
    expect(find(tags, "name", "robots")?.content).toBe("index, follow");
    expect(find(tags, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.in/products/godex-g500",
    });
  });

  it("has Open Graph and Twitter tags with absolute URLs", () => {
    expect(find(tags, "property", "og:type")?.content).toBe("product");
    expect(find(tags, "property", "og:url")?.content).toBe(
      "https://www.example.in/products/godex-g500",
    );
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://www.example.in/images/products/desktop-printer.svg",
    );
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:title")?.content).toBe("GoDex G500 | Prime");
  });

  it("carries JSON-LD blocks as script:ld+json descriptors", () => {
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("leaves out keywords and images when there are none, and takes another robots value", () => {
    const plain = pageMeta({
      siteUrl: SITE,
      path: "/about",
      title: "About",
      description: "x",
      robots: "noindex, follow",
    });
    expect(find(plain, "name", "keywords")).toBeUndefined();
    expect(find(plain, "property", "og:image")).toBeUndefined();
    expect(find(plain, "name", "twitter:card")?.content).toBe("summary");
    expect(find(plain, "name", "robots")?.content).toBe("noindex, follow");
  });

  it("marks a missing page noindex", () => {
    expect(notFoundMeta("Product Not Found")).toContainEqual({
      name: "robots",
      content: "noindex, follow",
    });
  });
});

describe("structured data", () => {
  it("describes a product: name, description, image, brand, model as SKU, category, availability, INR", () => {
    const ld = productJsonLd(product, SITE);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "GoDex G500",
      description: "Compact 4-inch desktop barcode printer.",
      image: ["https://www.example.in/images/products/desktop-printer.svg"],
      brand: { "@type": "Brand", name: "GoDex" },
      sku: "G500",
      category: "Desktop Printers",
      offers: {
        "@type": "Offer",
        priceCurrency: "INR",
        price: "18500.00",
        availability: "https://schema.org/InStock",
        url: "https://www.example.in/products/godex-g500",
      },
    });
  });

  it("says out of stock when priced", () => {
    const ld = productJsonLd({ ...product, in_stock: false }, SITE);
    expect(ld).toMatchObject({
      offers: { availability: "https://schema.org/OutOfStock", priceCurrency: "INR" },
    });
  });

  it("prices before GST, valid as long as a quotation, with the business's delivery and returns", () => {
    const ld = productJsonLd(product, SITE, {}, "2026-12-25");
    expect(ld).toMatchObject({
      offers: {
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "18500.00",
          priceCurrency: "INR",
          valueAddedTaxIncluded: false,
        },
        priceValidUntil: "2027-01-09",
        itemCondition: "https://schema.org/NewCondition",
        shippingDetails: {
          "@type": "OfferShippingDetails",
          shippingRate: { "@type": "MonetaryAmount", currency: "INR" },
          shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
          deliveryTime: { "@type": "ShippingDeliveryTime" },
        },
        hasMerchantReturnPolicy: {
          "@type": "MerchantReturnPolicy",
          applicableCountry: "IN",
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: site.returns.days,
        },
      },
    });
  });

  it("describes a product priced on request as an item page about it: no Offer, a brand always", () => {
    const ld = productJsonLd(
      { ...product, in_stock: false, brand: null, model: null, price: null, image: null },
      SITE,
    );
    expect(ld["@type"]).toBe("ItemPage");
    expect(ld).not.toHaveProperty("offers");
    expect(ld).toMatchObject({
      url: "https://www.example.in/products/godex-g500",
      mainEntity: {
        "@type": "Product",
        name: "GoDex G500",
        brand: { "@type": "Brand", name: "Prime Barcode Solutions" },
        image: ["https://www.example.in/images/placeholder.svg"],
      },
    });
    expect(ld).not.toHaveProperty("mainEntity.offers");
    expect(ld).toHaveProperty("mainEntity.sku", "godex-g500");
    expect(ld).not.toHaveProperty("mainEntity.mpn");
  });

  it("lists breadcrumbs with positions and absolute URLs", () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: "Home", path: "/" },
        { name: "Products", path: "/products" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.in/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Products",
          item: "https://www.example.in/products",
        },
      ],
    });
  });

  it("describes the business with its address, phones and hours (10:00-19:00 Mon-Sat)", () => {
    const ld = organizationJsonLd(SITE);
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.name).toBe(site.name);
    expect(ld.foundingDate).toBe("1997");
    expect(ld.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    });
    expect(ld.telephone).toBe(site.phones[0]);
    expect(ld.contactPoint.map((c) => c.telephone)).toEqual([...site.phones]);
    expect(ld.openingHoursSpecification[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "10:00",
      closes: "19:00",
    });
  });
  it("places the business on a map and shows its raster logo and return policy", () => {
    const ld = organizationJsonLd(SITE);
    expect(ld.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    });
    expect(ld.logo).toBe("https://www.example.in/images/logo.png");
    expect(ld.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: site.returns.days });
  });
});

describe("sitemap and robots", () => {
  it("writes each URL once, absolute and escaped, with the date part of lastmod", () => {
    const xml = sitemapXml(SITE, [
      { path: "/", lastmod: "2026-03-05T10:00:00.000Z" },
      { path: "/products/a&b" },
      { path: "/" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://www.example.in/</loc><lastmod>2026-03-05</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://www.example.in/products/a&amp;b</loc></url>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("keeps /admin and /api out and points to the sitemap", () => {
    const txt = robotsTxt(SITE);
    expect(txt).toContain("User-agent: *");
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain("Disallow: /api");
    expect(txt).toContain("Sitemap: https://www.example.in/sitemap.xml");
  });

  it("starts with the user agent and its disallows, not a blanket Allow", () => {
    const lines = robotsTxt(SITE).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).not.toContain("Allow: /");
  });

  it("picks the latest timestamp", () => {
    expect(latest("2025-01-02T00:00:00Z", null, "2026-01-01T00:00:00Z", undefined)).toBe(
      "2026-01-01T00:00:00Z",
    );
    expect(latest(null)).toBeNull();
  });
});
