import sanitizeHtml from "sanitize-html";
import { isHtmlContent } from "~/lib/content-format";

// Blog HTML is written by staff but shown to every visitor: only this allow-list of formatting,
// headings, lists, links, images and tables survives. Anything else (script, style, iframe, svg, form,
// event handler attributes, style and class attributes, javascript: and data: URLs) is dropped.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "div",
    "span",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "small",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", { name: "target", multiple: false, values: ["_blank"] }],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The page title is the one h1.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  // An image whose only source was a refused URL is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Stored blog HTML made safe to render: the allow-list above, nothing else. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * A post as visitors may receive it (pages and the public /api): content that the page would render as
 * HTML is sanitised; plain-text content is rendered as text, so it goes out as it is.
 */
export function blogForVisitors<T extends { content: string }>(blog: T): T {
  return isHtmlContent(blog.content) ? { ...blog, content: sanitizeBlogHtml(blog.content) } : blog;
}
