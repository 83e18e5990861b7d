/**
 * Uploaded SVG pictures: parsed as XML (namespace-aware, strictly: any well-formedness problem
 * refuses the file) and checked against an allow-list of SVG elements and attributes, then written
 * back from the checked tree. What is stored is our own serialisation of what was checked, so no
 * difference between this parser and a browser's (prefixes such as <s:script>, CDATA, entities,
 * comments, odd whitespace) can carry anything past the check.
 *
 * Refused (with the reason): a DOCTYPE (and so any entity), an xml-stylesheet instruction, any
 * element the list does not name (script, foreignObject, iframe... in whatever prefix), an HTML or
 * other foreign element, event handlers (on*), links other than to a part of the same picture
 * ("#id"), a web address on <a> or an embedded PNG/JPEG/GIF/WebP in <image>, CSS that loads
 * anything (url() to another file, @import) or uses escapes, and animations of links, handlers or
 * styles.
 * Dropped: comments, other processing instructions, editors' metadata (Inkscape, Sodipodi, RDF,
 * Adobe) and attributes the list does not name (data-*, editors' own).
 */
import { DOMParser, XMLSerializer } from "@xmldom/xmldom";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** Namespaces of drawing programs' bookkeeping: their elements and attributes are left out. */
const METADATA_NS = [
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://creativecommons.org/ns#",
  "http://web.resource.org/cc/",
  "http://ns.adobe.com/",
  "http://www.bohemiancoding.com/sketch/ns",
  "http://www.serif.com/",
];

const ELEMENTS = new Set(
  (
    "svg g defs desc title metadata symbol use switch a " +
    "path rect circle ellipse line polyline polygon text tspan textPath image " +
    "linearGradient radialGradient stop pattern clipPath mask marker style view " +
    "filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix " +
    "feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB " +
    "feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight " +
    "feSpecularLighting feSpotLight feTile feTurbulence " +
    "animate animateMotion animateTransform set mpath"
  ).split(" "),
);

/** Attributes without a namespace that a picture may carry (presentation, geometry, text, filters). */
const ATTRIBUTES = new Set(
  (
    "id class style lang tabindex role aria-label aria-hidden aria-labelledby aria-describedby " +
    "version baseProfile width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points " +
    "viewBox preserveAspectRatio transform pathLength href " +
    "fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap " +
    "stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color " +
    "display visibility overflow clip clip-path clip-rule mask filter marker-start marker-mid " +
    "marker-end paint-order vector-effect shape-rendering text-rendering image-rendering " +
    "color-interpolation color-interpolation-filters color-rendering isolation mix-blend-mode " +
    "font-family font-size font-style font-weight font-variant font-stretch text-anchor " +
    "dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing " +
    "text-decoration writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust " +
    "startOffset method spacing side " +
    "offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod " +
    "patternUnits patternContentUnits patternTransform clipPathUnits maskUnits " +
    "maskContentUnits markerUnits markerWidth markerHeight refX refY orient " +
    "filterUnits primitiveUnits in in2 result stdDeviation edgeMode mode operator k1 k2 k3 k4 " +
    "values type tableValues slope intercept amplitude exponent order kernelMatrix divisor " +
    "bias targetX targetY kernelUnitLength preserveAlpha surfaceScale diffuseConstant " +
    "specularConstant specularExponent lighting-color flood-color flood-opacity azimuth " +
    "elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle scale xChannelSelector " +
    "yChannelSelector radius baseFrequency numOctaves seed stitchTiles " +
    "attributeName attributeType begin dur end min max restart repeatCount repeatDur fill " +
    "calcMode keyTimes keySplines keyPoints from to by additive accumulate path " +
    "requiredFeatures requiredExtensions systemLanguage enable-background"
  ).split(" "),
);

/** What an animation may change: never a link, a handler, a style or a class. */
const ANIMATABLE = new Set(
  [...ATTRIBUTES].filter((a) => !/^(href|style|class|id|attributeName)$/.test(a)),
);

/** Embedded raster pictures an <image> may show (an embedded SVG could carry anything). */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;
/** An http(s) address to follow from an <a>. */
const WEB_LINK = /^https?:\/\/[^\s"'<>\\]+$/i;
/** A reference to a part of the same picture. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;

export class SvgRefused extends Error {}

// Node types (the DOM's numbers).
const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const DOCUMENT_TYPE = 10;

/** CSS that can only style: no url() but to a part of this picture, no @import, no escapes. */
function checkCss(css: string, where: string): void {
  if (/\\/.test(css)) throw new SvgRefused(`escaped CSS in ${where}`);
  if (/@import|@namespace|expression\s*\(|javascript:|behavio(u)?r\s*:|-moz-binding/i.test(css))
    throw new SvgRefused(`CSS that loads or runs something in ${where}`);
  for (const m of css.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi))
    if (!FRAGMENT.test(m[2].trim()))
      throw new SvgRefused(`a CSS url() to another file in ${where}`);
  if (/url\s*\(/i.test(css.replace(/url\s*\(\s*(['"]?)#[\w.:-]+\1\s*\)/gi, "")))
    throw new SvgRefused(`a CSS url() in ${where}`);
}

function checkLink(el: Element, value: string): void {
  const v = value.trim();
  if (FRAGMENT.test(v)) return;
  if (el.localName === "image" && IMAGE_DATA_URL.test(v)) return;
  // A link a visitor may follow (navigation only, nothing is loaded).
  if (el.localName === "a" && WEB_LINK.test(v)) return;
  throw new SvgRefused(
    `a link to "${v.slice(0, 40)}" on <${el.nodeName}> (only parts of the same picture, web links on <a>, or an embedded PNG, JPEG, GIF or WebP in <image>)`,
  );
}

const isMetadata = (ns: string | null) => !!ns && METADATA_NS.some((m) => ns.startsWith(m));

function checkElement(el: Element, svgNs: string | null): void {
  const name = `<${el.nodeName}>`;
  if (el.namespaceURI !== svgNs || !ELEMENTS.has(el.localName))
    throw new SvgRefused(`the element ${name}`);
  for (const attr of Array.from(el.attributes)) {
    const ns = attr.namespaceURI;
    const local = attr.localName ?? attr.name;
    if (/^on/i.test(local)) throw new SvgRefused(`the event handler ${attr.name} on ${name}`);
    if (ns === XMLNS_NS || attr.name === "xmlns" || attr.name.startsWith("xmlns:")) {
      // Only the declarations the picture needs stay.
      if (attr.value !== SVG_NS && attr.value !== XLINK_NS) el.removeAttributeNode(attr);
      continue;
    }
    if (ns === XLINK_NS) {
      if (local === "href") checkLink(el, attr.value);
      else if (local !== "title") el.removeAttributeNode(attr);
      continue;
    }
    if (ns === XML_NS) {
      if (local !== "space" && local !== "lang") el.removeAttributeNode(attr);
      continue;
    }
    if (ns !== null || !ATTRIBUTES.has(local)) {
      el.removeAttributeNode(attr);
      continue;
    }
    if (local === "href") checkLink(el, attr.value);
    else if (local === "style") checkCss(attr.value, `the style of ${name}`);
    else if (local === "attributeName" && !ANIMATABLE.has(attr.value.trim()))
      throw new SvgRefused(`an animation of "${attr.value.slice(0, 40)}" on ${name}`);
    // Presentation attributes that take a paint or a reference: url(#id) only.
    else if (/url\s*\(/i.test(attr.value)) checkCss(attr.value, `${attr.name} of ${name}`);
  }
}

/**
 * The SVG `text` made safe to serve, as bytes to store; `null` when it is not an SVG document at all;
 * throws SvgRefused naming what is not allowed.
 */
export function cleanSvg(text: string): string | null {
  const source = text.replace(/^\uFEFF/, "");
  if (!/^\s*<(?:\?xml|!--|!DOCTYPE|svg[\s>/]|[\w.-]+:svg[\s>/])/i.test(source)) return null;
  if (/<!DOCTYPE/i.test(source)) throw new SvgRefused("a DOCTYPE (entity declarations)");
  let problem: string | null = null;
  let doc: Document;
  try {
    doc = new DOMParser({
      onError: (level: string, message: string) => {
        // Warnings too: a browser's XML parser stops at the first error, ours must not guess.
        problem ??= `${level}: ${String(message).split("\n")[0].slice(0, 120)}`;
      },
    }).parseFromString(source, "image/svg+xml") as unknown as Document;
  } catch (error) {
    problem ??= String((error as Error).message)
      .split("\n")[0]
      .slice(0, 120);
    throw new SvgRefused(`XML that does not parse cleanly (${problem})`);
  }
  if (problem) throw new SvgRefused(`XML that does not parse cleanly (${problem})`);
  const root = doc.documentElement;
  if (!root || root.localName !== "svg") return null;
  if (root.namespaceURI !== SVG_NS)
    throw new SvgRefused(`an <svg> outside the SVG namespace (it needs xmlns="${SVG_NS}")`);

  // Iterative, so a deeply nested file cannot exhaust the stack.
  const stack: Node[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of Array.from(node.childNodes)) {
      switch (child.nodeType) {
        case ELEMENT: {
          const el = child as Element;
          if (el.namespaceURI !== SVG_NS && isMetadata(el.namespaceURI)) {
            node.removeChild(el);
            break;
          }
          checkElement(el, SVG_NS);
          if (el.localName === "style") checkCss(el.textContent ?? "", "a <style> element");
          stack.push(el);
          break;
        }
        case TEXT:
          break;
        case CDATA:
          // Written back as plain text: whatever it holds is escaped, never markup.
          node.replaceChild(doc.createTextNode((child as CDATASection).data), child);
          break;
        case PROCESSING_INSTRUCTION:
          if (/stylesheet/i.test((child as ProcessingInstruction).target))
            throw new SvgRefused("an xml-stylesheet instruction");
          node.removeChild(child);
          break;
        case DOCUMENT_TYPE:
          throw new SvgRefused("a DOCTYPE (entity declarations)");
        default:
          // Comments and anything else a picture does not need.
          node.removeChild(child);
      }
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root as never)}`;
}
