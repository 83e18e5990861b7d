import { describe, expect, it } from "vitest";
import { formatContent, isHtmlContent, splitLines, splitSkills } from "~/lib/content-format";

describe("isHtmlContent (HTML when it holds p, div, br or heading tags)", () => {
  it.each([
    "<p>Hello</p>",
    "Intro<br>next",
    "Intro<br/>next",
    "Intro<BR />next",
    '<div class="x">Box</div>',
    "<h1>Title</h1>",
    "<h2>Title</h2>",
    "<H6>Small</H6>",
    "text <P>para</P>",
  ])("%s is HTML", (content) => {
    expect(isHtmlContent(content)).toBe(true);
  });

  it.each([
    "Plain text",
    "A <strong>bold</strong> word and a <a href='/x'>link</a>",
    "<ul><li>list without block tags</li></ul>",
    "<pre>code</pre>",
    "<header>not a heading</header>",
    "<h7>no such heading</h7>",
    "2 < 3 and p > 1",
    "<span>inline</span>",
    "",
  ])("%s is not HTML", (content) => {
    expect(isHtmlContent(content)).toBe(false);
  });

  it("treats null and undefined as not HTML", () => {
    expect(isHtmlContent(null)).toBe(false);
    expect(isHtmlContent(undefined)).toBe(false);
  });
});

describe("formatContent", () => {
  it("keeps HTML as it is (sanitising is the server's job)", () => {
    expect(formatContent("  <p>One</p><p>Two</p>  ")).toEqual({
      kind: "html",
      html: "<p>One</p><p>Two</p>",
    });
  });

  it("splits on blank lines when there are any, keeping single line breaks inside a paragraph", () => {
    expect(formatContent("First para\nstill first\n\nSecond\n \n\n\nThird")).toEqual({
      kind: "paragraphs",
      paragraphs: ["First para\nstill first", "Second", "Third"],
    });
  });

  it("splits on single lines when there is no blank line", () => {
    expect(formatContent("Line one\nLine two\r\nLine three")).toEqual({
      kind: "paragraphs",
      paragraphs: ["Line one", "Line two", "Line three"],
    });
  });

  it("understands Windows line endings for blank lines", () => {
    expect(formatContent("A\r\n\r\nB")).toEqual({ kind: "paragraphs", paragraphs: ["A", "B"] });
  });

  it("gives one paragraph for one line", () => {
    expect(formatContent("Just one line.")).toEqual({
      kind: "paragraphs",
      paragraphs: ["Just one line."],
    });
  });

  it("is empty for blank, null and undefined content", () => {
    expect(formatContent("   \n\n  ")).toEqual({ kind: "empty" });
    expect(formatContent(null)).toEqual({ kind: "empty" });
    expect(formatContent(undefined)).toEqual({ kind: "empty" });
  });
});

describe("splitSkills (split on commas, trimmed, empties dropped)", () => {
  it("splits, trims and drops empty parts", () => {
    expect(splitSkills(" B2B sales, Excel ,, Hindi and English,  ,")).toEqual([
      "B2B sales",
      "Excel",
      "Hindi and English",
    ]);
  });
  it("gives an empty list for empty input", () => {
    expect(splitSkills("")).toEqual([]);
    expect(splitSkills(null)).toEqual([]);
    expect(splitSkills(" , , ")).toEqual([]);
  });
  it("keeps a single skill", () => {
    expect(splitSkills("Tally")).toEqual(["Tally"]);
  });
});

describe("splitLines (responsibilities split on lines)", () => {
  it("splits on every kind of line break, trims and drops blank lines", () => {
    expect(splitLines("Visit customers\r\n\r\n  Prepare quotes  \nFollow up\rReport")).toEqual([
      "Visit customers",
      "Prepare quotes",
      "Follow up",
      "Report",
    ]);
  });
  it("does not split on commas", () => {
    expect(splitLines("Install, configure and train")).toEqual(["Install, configure and train"]);
  });
  it("gives an empty list for empty input", () => {
    expect(splitLines(undefined)).toEqual([]);
    expect(splitLines("\n\n")).toEqual([]);
  });
});
