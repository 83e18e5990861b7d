import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { blogAuthor, blogCard, blogCategoryLabel, blogExcerpt, NO_CONTENT } from "~/lib/blog-text";

describe("blogExcerpt (excerpt, else the first 150 characters of content, else a notice)", () => {
  it("uses the excerpt when there is one", () => {
    expect(blogExcerpt({ excerpt: "  Short summary. ", content: "Long content" })).toBe(
      "Short summary.",
    );
  });

  it("falls back to the content as plain text, cut at 150 characters", () => {
    const content = `<p>${"word ".repeat(60)}</p>`;
    const excerpt = blogExcerpt({ excerpt: null, content });
    expect(excerpt.endsWith("...")).toBe(true);
    expect(excerpt.replace(/\.\.\.$/, "").length).toBeLessThanOrEqual(150);
    expect(excerpt).not.toContain("<");
    expect(excerpt.startsWith("word word")).toBe(true);
  });

  it("keeps short content whole, without '...'", () => {
    expect(blogExcerpt({ excerpt: "", content: "<h2>Hi</h2><p>Tom &amp; Jerry</p>" })).toBe(
      "Hi Tom & Jerry",
    );
  });

  it("is exactly 150 characters of content plus '...' when cut in the middle of a word", () => {
    const content = "x".repeat(400);
    expect(blogExcerpt({ excerpt: null, content })).toBe(`${"x".repeat(150)}...`);
  });

  it("says 'No content available' when both are empty", () => {
    expect(blogExcerpt({ excerpt: "   ", content: "" })).toBe(NO_CONTENT);
    expect(blogExcerpt({ excerpt: null, content: "<p> </p>" })).toBe("No content available");
  });

  it("treats a whitespace-only excerpt as missing", () => {
    expect(blogExcerpt({ excerpt: " \n ", content: "Body text" })).toBe("Body text");
  });
});

describe("labels", () => {
  it("calls a post without a category Uncategorized", () => {
    expect(blogCategoryLabel(null)).toBe("Uncategorized");
    expect(blogCategoryLabel("  ")).toBe("Uncategorized");
    expect(blogCategoryLabel("Guides")).toBe("Guides");
  });
  it("credits the company when there is no author", () => {
    expect(blogAuthor(null)).toBe(site.name);
    expect(blogAuthor("")).toBe(site.name);
    expect(blogAuthor("Priya Nair")).toBe("Priya Nair");
  });
});

describe("blogCard", () => {
  it("carries what a card shows, with a long US English date", () => {
    expect(
      blogCard({
        slug: "a-post",
        title: "A Post",
        excerpt: null,
        content: "Body",
        category: null,
        featured_image: "/images/blog/printers.svg",
        created_at: "2026-01-12T10:30:00.000Z",
      }),
    ).toEqual({
      slug: "a-post",
      title: "A Post",
      image: "/images/blog/printers.svg",
      category: "Uncategorized",
      date: "January 12, 2026",
      excerpt: "Body",
    });
  });
});
