import { describe, expect, it } from "vitest";
import { loader as apiBlogBySlug } from "~/routes/api/blog-by-slug";
import { loader as apiBlogs } from "~/routes/api/blogs";
import { loader as blogLoader } from "~/routes/site/blog";
import { createBlog } from "~/server/models/blogs.server";
import { blogForVisitors, sanitizeBlogHtml } from "~/server/site/sanitize.server";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyArgs = any;
const call = <T>(fn: (args: AnyArgs) => T, path: string, params: Record<string, string> = {}) =>
  fn({ request: new Request(`http://localhost${path}`), params, context: {} });

/** Nothing in the output may run script in a browser. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<object|<embed|<form|<style|<base|<meta|<link/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:|data:/i);
  expect(html).not.toMatch(/&#0*106;|&#x0*6a;/i);
}

const PAYLOADS: Record<string, string> = {
  script: `<p>Intro</p><script>alert(1)</script>`,
  "script with src": `<p>x</p><script src="https://evil.example/x.js"></script>`,
  "img onerror": `<p>x</p><img src=x onerror="alert(1)">`,
  "body onload": `<div><body onload=alert(1)>t</body></div>`,
  "javascript: link": `<p><a href="javascript:alert(1)">click</a></p>`,
  "mixed-case javascript: link": `<p><a href=" JaVaScRiPt:alert(1)">click</a></p>`,
  "entity-encoded javascript:": `<p><a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a></p>`,
  "hex-entity javascript:": `<p><a href="&#x6A;avascript:alert(1)">click</a></p>`,
  "tab inside javascript:": `<p><a href="java&#x09;script:alert(1)">click</a></p>`,
  "svg script": `<p>x</p><svg><script>alert(1)</script></svg>`,
  "svg onload": `<p>x</p><svg onload="alert(1)"><circle r="1"/></svg>`,
  iframe: `<p>x</p><iframe src="https://evil.example"></iframe>`,
  "iframe srcdoc": `<p>x</p><iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  "data: image": `<p>x</p><img src="data:image/svg+xml;base64,PHN2Zz4=">`,
  "vbscript link": `<p><a href="vbscript:msgbox(1)">x</a></p>`,
  "style attribute": `<p style="background:url(javascript:alert(1))">x</p>`,
  "form action": `<p>x</p><form action="javascript:alert(1)"><button>go</button></form>`,
  "object and embed": `<p>x</p><object data="x.swf"></object><embed src="x.swf">`,
  "meta refresh": `<p>x</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  "math href": `<p>x</p><math><mi xlink:href="javascript:alert(1)">m</mi></math>`,
  "noscript breakout": `<p>x</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  "base tag": `<p>x</p><base href="https://evil.example/">`,
};

describe("sanitizeBlogHtml removes known XSS payloads", () => {
  it.each(Object.entries(PAYLOADS))("%s", (_name, payload) => {
    expectInert(sanitizeBlogHtml(payload));
  });

  it("keeps the formatting staff write: headings, lists, links, images, tables", () => {
    const html = [
      "<h2>Heading</h2>",
      "<p><strong>Bold</strong> and <em>italic</em></p>",
      "<ul><li>One</li></ul><ol><li>Two</li></ol>",
      '<p><a href="https://example.com/x">link</a> <a href="/contact">contact</a> <a href="mailto:a@b.in">mail</a></p>',
      '<img src="/uploads/abc.webp" alt="A printer">',
      "<table><thead><tr><th>Spec</th></tr></thead><tbody><tr><td>203 dpi</td></tr></tbody></table>",
      "<blockquote>Quote</blockquote>",
    ].join("");
    const out = sanitizeBlogHtml(html);
    for (const kept of [
      "<h2>Heading</h2>",
      "<strong>Bold</strong>",
      "<em>italic</em>",
      "<ul><li>One</li></ul>",
      '<a href="https://example.com/x">link</a>',
      '<a href="/contact">contact</a>',
      '<a href="mailto:a@b.in">mail</a>',
      '<img src="/uploads/abc.webp" alt="A printer" loading="lazy" />',
      "<td>203 dpi</td>",
      "<blockquote>Quote</blockquote>",
    ]) {
      expect(out).toContain(kept);
    }
  });

  it("turns h1 into h2 (the page title is the one h1) and adds rel to new-tab links", () => {
    expect(sanitizeBlogHtml('<h1>T</h1><a href="https://x.in" target="_blank">x</a>')).toBe(
      '<h2>T</h2><a href="https://x.in" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("leaves plain-text content for visitors as it is (it is shown as text)", () => {
    const blog = { content: "Tom & Jerry < 3" };
    expect(blogForVisitors(blog)).toBe(blog);
  });
});

describe("a stored malicious post never reaches a visitor unsanitised", () => {
  const all = Object.values(PAYLOADS).join("\n");
  const slug = "malicious-post";

  it("on the blog page, in /api/blogs and in /api/blogs/{slug}", async () => {
    createBlog({
      slug,
      title: "Malicious",
      content: `<p>Visible text</p>${all}`,
      status: "published",
      category: "Guides",
    });
    const page = call(blogLoader, `/blog/${slug}`, { slug });
    expect(page.body.kind).toBe("html");
    if (page.body.kind !== "html") return;
    expectInert(page.body.html);
    expect(page.body.html).toContain("<p>Visible text</p>");

    const one = await (call(apiBlogBySlug, "/", { param: slug }) as Response).json();
    expectInert(one.content);
    const list = await (await call(apiBlogs, "/api/blogs?limit=100")).json();
    const fromList = list.data.find((b: { slug: string }) => b.slug === slug);
    expectInert(fromList.content);
  });

  it("a post whose HTML is all removed shows its excerpt instead", () => {
    createBlog({
      slug: "only-script",
      title: "Only script",
      excerpt: "The summary.",
      content: "<div><script>alert(1)</script></div>",
      status: "published",
    });
    const page = call(blogLoader, "/blog/only-script", { slug: "only-script" });
    expect(page.body).toEqual({ kind: "paragraphs", paragraphs: ["The summary."] });
  });

  it("a post with neither shows 'No content available for this blog post.'", () => {
    createBlog({
      slug: "empty-html",
      title: "Empty",
      content: "<p>  </p>",
      status: "published",
    });
    const page = call(blogLoader, "/blog/empty-html", { slug: "empty-html" });
    expect(page.body).toEqual({
      kind: "paragraphs",
      paragraphs: ["No content available for this blog post."],
    });
  });
});
