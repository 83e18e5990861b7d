// A blog post links the products it names and ends with them and a way to ask: the /blog/:slug loader
// over the seeded demo catalogue and posts written here (hostile ones too).
import { beforeAll, describe, expect, it } from "vitest";
import { loader as blogLoader } from "~/routes/site/blog";
import { db } from "~/server/db.server";
import { createBlog } from "~/server/models/blogs.server";
import { getProductBySlug, updateProduct } from "~/server/models/products.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import { args, BASE } from "./admin-test-helpers";

beforeAll(() => {
  seedDemoCatalogue(db);
});

function load(slug: string) {
  return blogLoader(args(new Request(`${BASE}/blog/${slug}`), { slug }));
}

/** The links of a body's HTML: href and text. */
function links(html: string) {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => ({
    href: m[1],
    text: m[2],
  }));
}

function post(slug: string, content: string, title = "A post") {
  createBlog({ slug, title, content, status: "published", category: "Guides" });
  return load(slug);
}

describe("a post that names products", () => {
  it("links the first mention of each model to its product and ends with those products first", () => {
    const page = load("direct-thermal-vs-thermal-transfer-which-label-printer-should-you-buy");
    expect(page.body.kind).toBe("html");
    const html = page.body.kind === "html" ? page.body.html : "";
    const found = links(html);
    const g500 = getProductBySlug(found.find((l) => l.text === "G500")!.href.slice(10))!;
    expect(g500.model).toBe("G500");
    // Each product once, at its first mention.
    expect(found.filter((l) => l.text === "G500")).toHaveLength(1);
    expect(found.map((l) => l.text)).toEqual(expect.arrayContaining(["G500", "TE244"]));
    // The post's products come first, in the order the post names them, then others like them.
    const named = found.map((l) => l.href.replace("/products/", ""));
    expect(page.products.slice(0, named.length).map((p) => p.slug)).toEqual(named);
    expect(page.products.length).toBe(4);
    expect(page.ask.quote?.href).toBe(`/contact?product=${named[0]}`);
    expect(page.ask.whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it("a plain-text post gets its links too, its own text still escaped", () => {
    const page = post(
      "plain-text-g500",
      "Our <script>alert(1)</script> favourite is the G500.\n\nThe ZD421 takes 74 m ribbons & more.",
    );
    const html = page.body.kind === "html" ? page.body.html : "";
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
    expect(html).toContain("&amp; more");
    // "ZD421" names the ZD421t (a maker's letter for the variant).
    const texts = links(html).map((l) => l.text);
    expect(texts).toEqual(["G500", "ZD421"]);
  });

  it("leaves links, headings, code, attributes and entities alone and links nothing hidden", () => {
    const slug = getProductBySlug(
      links(
        (
          load("direct-thermal-vs-thermal-transfer-which-label-printer-should-you-buy").body as {
            html: string;
          }
        ).html,
      )
        .find((l) => l.text === "TE244")!
        .href.slice(10),
    )!.slug;
    const page = post(
      "hostile-g500",
      `<h2>The G500</h2><p><a href="https://example.com">G500 elsewhere</a> <img src="https://example.com/x.png" alt="G500 TE244"> <code>G500</code> it&#x27;s &#8217; x27 <span onclick="G500()">TE244</span> then G500.</p>`,
    );
    const html = page.body.kind === "html" ? page.body.html : "";
    expect(html).toContain("<h2>The G500</h2>");
    expect(html).toContain('<a href="https://example.com">G500 elsewhere</a>');
    expect(html).toContain('alt="G500 TE244"');
    expect(html).toContain("<code>G500</code>");
    expect(html).not.toContain("onclick");
    expect(html).toContain("it's");
    const found = links(html).filter((l) => l.href.startsWith("/products/"));
    expect(found.map((l) => l.text)).toEqual(["TE244", "G500"]);
    expect(found[0].href).toBe(`/products/${slug}`);

    // A product taken off the site is no longer linked.
    const te244 = getProductBySlug(slug)!;
    updateProduct(te244.id, { status: "inactive" });
    const again = post("hostile-g500-again", "<p>The TE244 and the G500.</p>");
    const hrefs = links(again.body.kind === "html" ? again.body.html : "").map((l) => l.href);
    expect(hrefs).not.toContain(`/products/${slug}`);
    expect(hrefs.length).toBeGreaterThan(0);
    updateProduct(te244.id, { status: "active" });
  });

  it("a post that names no product still ends with products like its title and a way to ask", () => {
    const page = post(
      "no-models-here",
      "<p>Wax ribbons print well on paper labels.</p>",
      "Wax ribbons",
    );
    expect(links(page.body.kind === "html" ? page.body.html : "")).toEqual([]);
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.every((p) => /ribbon/i.test(`${p.name} ${p.category_display_name}`))).toBe(
      true,
    );
    expect(page.ask.quote).toBeNull();
  });
});
