// The few facts a buyer compares products on, read from a product's specifications for its card.

import { parseSpecifications, type SpecRow } from "./spec-table";

export interface KeyFact {
  label: string;
  value: string;
}

/** How many facts a card shows: enough to compare, few enough to scan on a phone. */
const KEY_FACT_COUNT = 4;

/** A value longer than this is cut: a card line, not a specification sheet. */
const VALUE_MAX = 28;

const RIBBON_TYPE = /\b(full resin|wax[- ]resin|wax|resin)\b/i;

/** What is picked, in order: the label shown, the specification labels read, and a tidy-up. */
const PICKS: { label: string; from: RegExp; tidy?: (v: string) => string }[] = [
  { label: "Resolution", from: /^resolution$/i },
  { label: "Print width", from: /^(print )?width$/i },
  { label: "Speed", from: /^(print speed|speed|scan rate)$/i },
  { label: "Scan type", from: /^scan type$/i },
  { label: "Reads", from: /^decode$/i },
  { label: "Interfaces", from: /^interfaces?$/i },
  {
    label: "Size",
    from: /^dimensions$/i,
    tidy: (v) => v.replace(/^available in\s+/i, "").replace(/\s+dimensions?$/i, ""),
  },
  { label: "Material", from: /^material$/i, tidy: (v) => v.replace(/\s+material$/i, "") },
  {
    label: "Ribbon",
    from: /^ribbon required$/i,
    tidy: (v) => v.replace(/^ribbon required:?\s*/i, ""),
  },
];

/** At most this many specifications are kept with their facts, each at most this long. */
const KNOWN_MAX = 2000;
const KNOWN_MAX_LENGTH = 4096;
const known = new Map<string, readonly KeyFact[]>();

function cut(value: string): string {
  return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX - 1).trimEnd()}…` : value;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/**
 * Up to four facts: for printers resolution, print width, speed and interfaces; for scanners the
 * scan type, speed, what they read and interfaces; for ribbons their type and size; for labels size,
 * material and ribbon. Values of one label are joined ("USB, RS-232, Ethernet").
 */
export function keyFacts(specifications: string | null | undefined): readonly KeyFact[] {
  if (!specifications) return [];
  // The same products are shown again and again (a listing's first page, the products index, the
  // home page's picks): their facts are read once and kept, a bounded number of them.
  let facts = known.get(specifications);
  if (!facts) {
    facts = readFacts(specifications);
    if (specifications.length <= KNOWN_MAX_LENGTH) {
      if (known.size >= KNOWN_MAX) known.clear();
      known.set(specifications, facts);
    }
  }
  return facts;
}

function readFacts(specifications: string): readonly KeyFact[] {
  const rows: SpecRow[] = parseSpecifications(specifications);
  const facts: KeyFact[] = [];
  const ribbonType = rows.find(
    (r) => !/^(material|dimensions)$/i.test(r.label) && RIBBON_TYPE.test(r.value),
  );
  const isRibbon = ribbonType && !rows.some((r) => /^(resolution|material)$/i.test(r.label));
  if (isRibbon) {
    facts.push({ label: "Type", value: capitalise(RIBBON_TYPE.exec(ribbonType.value)![1]) });
  }
  for (const pick of PICKS) {
    const values = rows.filter((r) => pick.from.test(r.label)).map((r) => r.value);
    if (values.length === 0) continue;
    const joined = values.map((v) => (pick.tidy ? pick.tidy(v) : v)).join(", ");
    if (joined) facts.push({ label: pick.label, value: cut(joined) });
    if (facts.length === KEY_FACT_COUNT) break;
  }
  return facts;
}
