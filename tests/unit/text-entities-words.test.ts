// Entities decoded by a complete table (blog text, meta descriptions, JSON-LD) and amounts in words
// as Indian quotations write them.
import { describe, expect, it } from "vitest";
import { blogPostingJsonLd } from "~/lib/blog-jsonld";
import { blogExcerpt } from "~/lib/blog-text";
import { metaDescription } from "~/lib/seo";
import { plainText } from "~/lib/text";
import { amountInWords } from "~/lib/words";

describe("HTML entities", () => {
  it("decodes every named entity a browser knows, not a handful", () => {
    expect(plainText("<p>Zebra&rsquo;s ZD421 &mdash; 203&nbsp;dpi&hellip;</p>")).toBe(
      "Zebra’s ZD421 — 203 dpi…",
    );
    expect(plainText("&ldquo;Fast&rdquo; &amp; cheap &euro;5 &times; 2 &frac12; &copy;")).toBe(
      "“Fast” & cheap €5 × 2 ½ ©",
    );
    expect(plainText("&#8377;1,200 &#x20B9;900")).toBe("₹1,200 ₹900");
    // Unknown names stay as written; legacy names without ";" read as a browser reads them;
    // decoded markup is text, never tags.
    expect(plainText("&zzz; &copy 2026 &lt;b&gt;")).toBe("&zzz; © 2026 <b>");
  });

  it("blog excerpts, meta descriptions and JSON-LD carry the decoded text", () => {
    const html = "<p>Which ribbon&rsquo;s right &mdash; wax or resin?</p>";
    expect(blogExcerpt({ excerpt: null, content: html })).toBe(
      "Which ribbon’s right — wax or resin?",
    );
    expect(metaDescription(html)).toBe("Which ribbon’s right — wax or resin?");
    const ld = blogPostingJsonLd(
      {
        url: "https://example.com/blog/x",
        title: "Ribbons",
        description: plainText(html),
        published: "2026-01-01T00:00:00Z",
        modified: "2026-01-01T00:00:00Z",
        author: "A",
        image: null,
      },
      "https://example.com",
    );
    expect(JSON.stringify(ld)).not.toMatch(/&\w+;/);
    expect(ld.description).toBe("Which ribbon’s right — wax or resin?");
  });
});

describe("amounts in words (Indian system)", () => {
  it("writes rupees and paise in lakh and crore", () => {
    expect(amountInWords(5_310_026)).toBe(
      "Fifty Three Thousand One Hundred Rupees And Twenty Six Paise Only",
    );
    expect(amountInWords(12_515_080)).toBe(
      "One Lakh Twenty Five Thousand One Hundred Fifty Rupees And Eighty Paise Only",
    );
    expect(amountInWords(1_234_567_800)).toBe(
      "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only",
    );
    expect(amountInWords(100)).toBe("One Rupee Only");
    expect(amountInWords(29)).toBe("Twenty Nine Paise Only");
    expect(amountInWords(0)).toBe("Zero Rupees Only");
  });
});
