import fs from "node:fs";
import path from "node:path";

/**
 * What a search engine checks in a page's JSON-LD, in two parts:
 * 1. schema.org itself: every @type is a schema.org type, every property is one that type (or a
 *    type it extends) has, and every https://schema.org/… value is a member of an enumeration. The
 *    vocabulary is read from schema-dts, which is generated from schema.org's own definitions.
 * 2. Google's rich-result rules for the types the site uses (Product, Offer, BreadcrumbList,
 *    BlogPosting, JobPosting, Organization/LocalBusiness), from the required and recommended
 *    properties in Google Search Central's structured-data documentation. Google reports a missing
 *    required property as an error and a missing recommended one as a warning; both fail here.
 *    They apply to the items at the top of a block (or of its @graph), as Google's tests read them:
 *    a product named inside another (the printers a ribbon fits) is a reference, not an item.
 */

interface Vocabulary {
  /** type → the properties it has, its own and inherited. */
  properties: Map<string, Set<string>>;
  /** Members of enumerations, as https://schema.org/Name. */
  members: Set<string>;
}

let vocabulary: Vocabulary | undefined;

function readVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const text = fs.readFileSync(path.resolve("node_modules/schema-dts/dist/schema.d.ts"), "utf8");
  const bases = new Map<string, { parents: string[]; own: string[] }>();
  for (const m of text.matchAll(/^interface (\w+Base) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const parents = m[2]
      .split(",")
      .map((s) => s.trim())
      .filter((s) => /^\w+Base$/.test(s));
    const own = [...m[3].matchAll(/^ {4}"([\w-]+)"\?:/gm)].map((p) => p[1]);
    bases.set(m[1], { parents, own });
  }
  const all = (base: string, seen = new Set<string>()): string[] => {
    if (seen.has(base)) return [];
    seen.add(base);
    const entry = bases.get(base);
    if (!entry) return [];
    return [...entry.own, ...entry.parents.flatMap((p) => all(p, seen))];
  };
  const properties = new Map<string, Set<string>>();
  for (const m of text.matchAll(
    /^export interface \w+Leaf extends (\w+Base) \{\n {4}"@type": "(\w+)";/gm,
  )) {
    properties.set(m[2], new Set(all(m[1])));
  }
  const members = new Set([...text.matchAll(/"(https:\/\/schema\.org\/\w+)"/g)].map((m) => m[1]));
  vocabulary = { properties, members };
  return vocabulary;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const typesOf = (node: Node): string[] =>
  ([] as Json[]).concat(node["@type"] ?? []).filter((t): t is string => typeof t === "string");

/** schema.org's rules, on a node and everything inside it. */
function checkVocabulary(value: Json, where: string, problems: string[]) {
  const { properties, members } = readVocabulary();
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkVocabulary(v, `${where}[${i}]`, problems));
    return;
  }
  if (typeof value === "string") {
    if (value.startsWith("https://schema.org/") && !members.has(value))
      problems.push(`${where}: ${value} is not a schema.org enumeration member`);
    return;
  }
  if (!isNode(value)) return;
  const types = typesOf(value);
  const known = types.map((t) => properties.get(t));
  types.forEach((t, i) => {
    if (!known[i]) problems.push(`${where}: @type ${t} is not a schema.org type`);
  });
  for (const [key, v] of Object.entries(value)) {
    if (key.startsWith("@")) {
      if (key === "@graph") checkVocabulary(v, `${where}.@graph`, problems);
      continue;
    }
    const name = key.replace(/-(input|output)$/, "");
    if (types.length && known.every((k) => k && !k.has(name)))
      problems.push(`${where}: ${types.join("/")} has no property ${key} in schema.org`);
    checkVocabulary(v, `${where}.${key}`, problems);
  }
}

/** The value at a dotted path; through arrays, the first element. "a|b" is either. */
function valueAt(node: Json, dotted: string): Json | undefined {
  for (const choice of dotted.split("|")) {
    let v: Json | undefined = node;
    for (const key of choice.split(".")) {
      if (Array.isArray(v)) v = v[0];
      v = isNode(v) ? v[key] : undefined;
    }
    if (Array.isArray(v)) v = v[0];
    if (v !== undefined && v !== null && v !== "") return v;
  }
  return undefined;
}

interface Rules {
  required: string[];
  recommended: string[];
  /** Further checks on values: a message when wrong. */
  values?: (node: Node) => string[];
}

const isoDate = (v: Json | undefined) =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v);

const OFFER: Rules = {
  // Merchant listing and product snippet: a price and its currency.
  required: ["price|priceSpecification.price", "priceCurrency|priceSpecification.priceCurrency"],
  recommended: [
    "availability",
    "itemCondition",
    "priceValidUntil",
    "shippingDetails",
    "hasMerchantReturnPolicy",
  ],
  values: (offer) => {
    const out: string[] = [];
    const price = Number(valueAt(offer, "price|priceSpecification.price"));
    if (!(price > 0)) out.push("Offer price must be a number above zero");
    if (
      valueAt(offer, "priceValidUntil") !== undefined &&
      !isoDate(valueAt(offer, "priceValidUntil"))
    )
      out.push("Offer priceValidUntil must be an ISO 8601 date");
    // The site's prices are before GST; a buyer (and a search engine) must be told so.
    if (valueAt(offer, "priceSpecification.valueAddedTaxIncluded") !== false)
      out.push(
        "Offer priceSpecification.valueAddedTaxIncluded must say false (prices exclude GST)",
      );
    return out;
  },
};

const SHIPPING: Rules = {
  required: [
    "shippingDestination.addressCountry",
    "shippingRate.currency",
    "shippingRate.value|shippingRate.maxValue",
    "deliveryTime",
  ],
  recommended: [
    "deliveryTime.handlingTime.minValue",
    "deliveryTime.handlingTime.maxValue",
    "deliveryTime.transitTime.minValue",
    "deliveryTime.transitTime.maxValue",
  ],
};

const RETURNS: Rules = {
  required: ["applicableCountry", "returnPolicyCategory"],
  recommended: ["returnMethod", "returnFees"],
  values: (policy) =>
    valueAt(policy, "returnPolicyCategory") ===
      "https://schema.org/MerchantReturnFiniteReturnWindow" &&
    valueAt(policy, "merchantReturnDays") === undefined
      ? ["MerchantReturnPolicy with a finite window needs merchantReturnDays"]
      : [],
};

const PRODUCT: Rules = {
  required: ["name", "image", "offers|review|aggregateRating"],
  recommended: ["description", "brand.name", "sku|mpn|gtin|gtin13|gtin12|gtin8|gtin14"],
};

const BREADCRUMBS: Rules = {
  required: ["itemListElement"],
  recommended: [],
  values: (list) => {
    const items = ([] as Json[]).concat(list.itemListElement ?? []);
    return items.flatMap((item, i) => {
      const out: string[] = [];
      if (!isNode(item) || !typesOf(item).includes("ListItem"))
        return [`BreadcrumbList item ${i + 1} is not a ListItem`];
      if (item.position !== i + 1) out.push(`ListItem ${i + 1} has position ${item.position}`);
      if (!valueAt(item, "name")) out.push(`ListItem ${i + 1} has no name`);
      // Only the last crumb (the page itself) may go without its URL.
      if (i < items.length - 1 && !valueAt(item, "item|item.@id"))
        out.push(`ListItem ${i + 1} has no item URL`);
      return out;
    });
  },
};

const ARTICLE: Rules = {
  required: [],
  recommended: ["headline", "image", "datePublished", "dateModified", "author.name", "author.url"],
  values: (post) => {
    const out: string[] = [];
    const headline = valueAt(post, "headline");
    if (typeof headline === "string" && headline.length > 110)
      out.push("headline is longer than 110 characters");
    for (const key of ["datePublished", "dateModified"])
      if (valueAt(post, key) !== undefined && !isoDate(valueAt(post, key)))
        out.push(`${key} must be an ISO 8601 date`);
    return out;
  },
};

const JOB: Rules = {
  required: [
    "title",
    "description",
    "datePosted",
    "hiringOrganization.name",
    "jobLocation.address.addressCountry",
  ],
  // validThrough is asked for only of a posting that closes on a date (checked when present).
  recommended: [
    "employmentType",
    "directApply",
    "identifier.value",
    "hiringOrganization.sameAs|hiringOrganization.url",
    "hiringOrganization.logo",
    // The town at least; street and postal code only where the posting has them (the office's):
    // a posting for another town names no street.
    "jobLocation.address.addressLocality",
  ],
  values: (job) => {
    const out: string[] = [];
    if (!isoDate(valueAt(job, "datePosted"))) out.push("datePosted must be an ISO 8601 date");
    if (valueAt(job, "validThrough") !== undefined && !isoDate(valueAt(job, "validThrough")))
      out.push("validThrough must be an ISO 8601 date");
    const salary = valueAt(job, "baseSalary");
    if (salary !== undefined) {
      if (!valueAt(job, "baseSalary.currency")) out.push("baseSalary has no currency");
      if (!valueAt(job, "baseSalary.value.unitText")) out.push("baseSalary has no unitText");
      if (!valueAt(job, "baseSalary.value.value|baseSalary.value.minValue"))
        out.push("baseSalary has no value or minValue");
    }
    return out;
  },
};

const ORGANIZATION: Rules = {
  required: ["name", "url"],
  recommended: [
    "logo",
    "address.streetAddress",
    "address.addressLocality",
    "address.addressRegion",
    "address.postalCode",
    "address.addressCountry",
    "telephone",
    "email",
    "description",
  ],
  values: (org) => {
    const logo = valueAt(org, "logo.url|logo");
    // Google Images must be able to show the logo: a raster picture, not the favicon's SVG.
    return typeof logo === "string" && !/\.(png|jpe?g|webp)$/i.test(logo)
      ? [`logo ${logo} is not a PNG, JPEG or WebP picture`]
      : [];
  },
};

const LOCAL_BUSINESS: Rules = {
  required: [...ORGANIZATION.required, "address"],
  recommended: [
    ...ORGANIZATION.recommended,
    "geo.latitude",
    "geo.longitude",
    "openingHoursSpecification",
  ],
  values: ORGANIZATION.values,
};

const RULES: Record<string, Rules> = {
  Product: PRODUCT,
  BreadcrumbList: BREADCRUMBS,
  BlogPosting: ARTICLE,
  Article: ARTICLE,
  NewsArticle: ARTICLE,
  JobPosting: JOB,
  Organization: ORGANIZATION,
  LocalBusiness: LOCAL_BUSINESS,
};

function applyRules(rules: Rules, node: Node, label: string, problems: string[]) {
  for (const p of rules.required)
    if (valueAt(node, p) === undefined) problems.push(`${label}: required ${p} is missing`);
  for (const p of rules.recommended)
    if (valueAt(node, p) === undefined) problems.push(`${label}: recommended ${p} is missing`);
  for (const p of rules.values?.(node) ?? []) problems.push(`${label}: ${p}`);
}

/** Google's rules for one top-level item, with the Offer, shipping and return rules of a Product. */
function checkGoogle(node: Node, problems: string[]) {
  for (const type of typesOf(node)) {
    const rules = RULES[type];
    if (!rules) continue;
    applyRules(rules, node, type, problems);
    if (type !== "Product") continue;
    for (const offer of ([] as Json[]).concat(node.offers ?? [])) {
      if (!isNode(offer)) continue;
      applyRules(OFFER, offer, "Product offers", problems);
      const shipping = valueAt(offer, "shippingDetails");
      if (isNode(shipping)) applyRules(SHIPPING, shipping, "Offer shippingDetails", problems);
      const returns = valueAt(offer, "hasMerchantReturnPolicy");
      if (isNode(returns)) applyRules(RETURNS, returns, "Offer hasMerchantReturnPolicy", problems);
    }
  }
}

/** The types of the items at the top of a block (or of its @graph), and of a page's main entity. */
export function topTypes(block: unknown): string[] {
  if (!isNode(block)) return [];
  const top = Array.isArray(block["@graph"]) ? block["@graph"].filter(isNode) : [block];
  return top.flatMap((node) => [
    ...typesOf(node),
    ...(isNode(node.mainEntity) ? typesOf(node.mainEntity) : []),
  ]);
}

/** Every problem with one parsed JSON-LD block: schema.org's and Google's. */
export function checkStructuredData(block: unknown): string[] {
  const problems: string[] = [];
  if (!isNode(block)) return ["a JSON-LD block must be an object"];
  if (block["@context"] !== "https://schema.org")
    problems.push(`@context must be https://schema.org (is ${JSON.stringify(block["@context"])})`);
  const top = Array.isArray(block["@graph"]) ? block["@graph"].filter(isNode) : [block];
  checkVocabulary(block, typesOf(block).join("/") || "@graph", problems);
  for (const node of top) {
    if (!typesOf(node).length) problems.push("an item has no @type");
    checkGoogle(node, problems);
  }
  // An entity left undecoded in the text ("&rsquo;") is shown to people literally.
  const text = JSON.stringify(block);
  const entity = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i.exec(text);
  if (entity) problems.push(`undecoded HTML entity ${entity[0]} in the text`);
  return problems;
}
