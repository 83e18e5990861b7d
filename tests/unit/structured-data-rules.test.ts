import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "~/lib/job-jsonld";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, websiteJsonLd } from "~/lib/seo";
import { blogPostingJsonLd } from "~/lib/blog-jsonld";
import { checkStructuredData } from "../e2e/structured-data-rules";

// The structured-data check the outside-checkers e2e test runs on every page: it passes what the
// site's builders make and fails what a search engine would refuse or warn about.

const SITE = "https://www.example.in";
const product = {
  name: "GoDex G500",
  slug: "godex-g500",
  short_description: "Compact 4-inch desktop barcode printer.",
  description: "",
  model: "G500",
  brand: "GoDex",
  category: "desktop-printers",
  category_display_name: "Desktop Printers",
  image: null,
  in_stock: true,
  price: 18500,
};

describe("the structured-data check", () => {
  it("accepts every block the site builds", () => {
    const blocks = [
      productJsonLd(product, SITE),
      productJsonLd({ ...product, price: null, model: null }, SITE),
      breadcrumbJsonLd(SITE, [
        { name: "Home", path: "/" },
        { name: "GoDex G500", path: "/products/godex-g500" },
      ]),
      organizationJsonLd(SITE),
      websiteJsonLd(SITE),
      blogPostingJsonLd(
        {
          url: `${SITE}/blog/x`,
          title: "Ribbons",
          description: "Which ribbon",
          published: "2026-01-01T00:00:00Z",
          modified: "2026-01-02T00:00:00Z",
          author: "Rahul Mehta",
          image: null,
        },
        SITE,
      ),
      jobPostingJsonLd(
        {
          slug: "engineer",
          title: "Service Engineer",
          posted: "2026-01-01T00:00:00.000Z",
          responsibilities: ["Repair printers"],
          skills: ["Electronics"],
          location: "Mumbai",
          experience_level: "1-3 years",
          salary: { min: 25000, max: 40000, period: "month" },
        },
        SITE,
      ),
    ];
    for (const block of blocks) expect(checkStructuredData(block)).toEqual([]);
  });

  it("names what schema.org does not define", () => {
    const problems = checkStructuredData({
      "@context": "https://schema.org",
      "@type": "Prodcut",
      name: "x",
    });
    expect(problems).toContain("Prodcut: @type Prodcut is not a schema.org type");
    expect(
      checkStructuredData({
        ...productJsonLd(product, SITE),
        colour: "red",
        itemCondition: "https://schema.org/Brandnew",
      }),
    ).toEqual(
      expect.arrayContaining([
        "Product: Product has no property colour in schema.org",
        "Product.itemCondition: https://schema.org/Brandnew is not a schema.org enumeration member",
      ]),
    );
  });

  it("names Google's missing required and recommended properties", () => {
    const bare = { "@context": "https://schema.org", "@type": "Product", name: "x" };
    expect(checkStructuredData(bare)).toEqual(
      expect.arrayContaining([
        "Product: required image is missing",
        "Product: required offers|review|aggregateRating is missing",
        "Product: recommended brand.name is missing",
      ]),
    );
    const taxed = productJsonLd(product, SITE) as { offers: object };
    const offers = { ...taxed.offers, priceSpecification: undefined, shippingDetails: undefined };
    expect(checkStructuredData({ ...taxed, offers })).toEqual(
      expect.arrayContaining([
        "Product offers: recommended shippingDetails is missing",
        "Product offers: Offer priceSpecification.valueAddedTaxIncluded must say false (prices exclude GST)",
      ]),
    );
    expect(
      checkStructuredData({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: "x",
      }),
    ).toEqual(
      expect.arrayContaining([
        "JobPosting: required description is missing",
        "JobPosting: required hiringOrganization.name is missing",
        "JobPosting: required jobLocation.address.addressCountry is missing",
      ]),
    );
    const { author: _author, ...anonymousPost } = blogPostingJsonLd(
      {
        url: `${SITE}/blog/x`,
        title: "Zebra&rsquo;s",
        description: "",
        published: "2026-01-01",
        modified: "2026-01-01",
        author: "A",
        image: null,
      },
      SITE,
    );
    expect(checkStructuredData(anonymousPost)).toEqual(
      expect.arrayContaining([
        "BlogPosting: recommended author.url is missing",
        "undecoded HTML entity &rsquo; in the text",
      ]),
    );
    const { logo: _logo, geo: _geo, ...business } = organizationJsonLd(SITE);
    expect(checkStructuredData({ ...business, logo: `${SITE}/favicon.svg` })).toEqual(
      expect.arrayContaining([
        "LocalBusiness: recommended geo.latitude is missing",
        `LocalBusiness: logo ${SITE}/favicon.svg is not a PNG, JPEG or WebP picture`,
      ]),
    );
  });
});
