// Blog and job detail pages: how stored text becomes blocks on a page. Pure, so the server and
// the browser agree and the rules are unit-tested.

export type ContentFormat =
  { kind: "html"; html: string } | { kind: "paragraphs"; paragraphs: string[] } | { kind: "empty" };

// An opening p, div, br or h1-h6 tag; the lookahead keeps <pre>, <header> and <dl> out.
const HTML_BLOCK_TAG = /<(?:p|div|br|h[1-6])(?=[\s/>])/i;

/** Content counts as HTML when it holds a p, div, br or heading tag. */
export function isHtmlContent(content: string | null | undefined): boolean {
  return HTML_BLOCK_TAG.test(content ?? "");
}

/**
 * HTML when the content holds p, div, br or heading tags; otherwise paragraphs split on blank lines,
 * or on single lines when there is no blank line.
 */
export function formatContent(content: string | null | undefined): ContentFormat {
  const text = (content ?? "").replace(/\r\n?/g, "\n").trim();
  if (!text) return { kind: "empty" };
  if (isHtmlContent(text)) return { kind: "html", html: text };
  const parts = /\n[ \t]*\n/.test(text) ? text.split(/\n(?:[ \t]*\n)+/) : text.split("\n");
  const paragraphs = parts.map((p) => p.trim()).filter(Boolean);
  return paragraphs.length ? { kind: "paragraphs", paragraphs } : { kind: "empty" };
}

/** Job detail: skills split on commas, trimmed, empties dropped. */
export function splitSkills(skills: string | null | undefined): string[] {
  return (skills ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Job detail: responsibilities, one per line, trimmed, empties dropped. */
export function splitLines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r\n|\r|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}
