// The backlink screens' shapes and the discovery search's filters, as plain
// functions: the discovery loader filters with them, the tests pin the defaults and the matching.

type LinkType = "dofollow" | "nofollow" | "sponsored" | "ugc";
export type BacklinkStatus = "active" | "broken" | "lost" | "pending" | "rejected";
export type ContentType = "blog" | "directory" | "news" | "forum" | "resource" | "other";
export type BacklinkPotential = "high" | "medium" | "low";

/** A backlink (placeholder). */
export interface Backlink {
  id: string;
  source_url: string;
  anchor_text: string;
  link_type: LinkType;
  domain_authority: number;
  quality_score: number;
  status: BacklinkStatus;
  discovered_date: string;
}

/** The backlink summary. */
export interface BacklinkSummary {
  total_backlinks: number;
  active_backlinks: number;
  average_domain_authority: number;
  /** Percent. */
  dofollow_ratio: number;
  referral_traffic: number;
  broken_backlinks: number;
  top_anchor_texts: { text: string; count: number }[];
  quality_distribution: { range: string; count: number }[];
}

/** An opportunity (placeholder) on the dashboard's Opportunities tab. */
export interface Opportunity {
  id: string;
  title: string;
  domain: string;
  description: string;
  domain_authority: number;
  niche_relevance_score: number;
  contact_email: string | null;
  outreach_status: string;
  content_type: ContentType;
  backlink_potential: BacklinkPotential;
}

/** A backlink opportunity found by the discovery tool. */
export interface DiscoveryOpportunity {
  id: string;
  title: string;
  domain: string;
  content_type: ContentType;
  domain_authority: number;
  page_authority: number;
  /** Percent. */
  niche_relevance: number;
  description: string;
  keywords: string[];
  backlink_potential: BacklinkPotential;
  competitor_links: number;
  last_updated: string;
  url: string;
  contact_info: { email?: string; contact_form?: string };
}

export const CONTENT_TYPES: readonly ContentType[] = [
  "blog",
  "directory",
  "news",
  "forum",
  "resource",
  "other",
];
export const POTENTIALS: readonly BacklinkPotential[] = ["high", "medium", "low"];

/** The discovery search is a fake 2-second delay (with JavaScript). */
export const DISCOVERY_FAKE_SEARCH_MS = 2000;

export interface DiscoveryFilters {
  /** Comma-separated phrases; empty matches everything. */
  keywords: string;
  daMin: number;
  daMax: number;
  /** Empty means any content type. */
  contentTypes: ContentType[];
  /** Empty means any potential. */
  potentials: BacklinkPotential[];
}

/** The discovery filter defaults. */
export const DISCOVERY_DEFAULTS: DiscoveryFilters = {
  keywords: "barcode printers, thermal printers, industrial printers, label printers",
  daMin: 20,
  daMax: 100,
  contentTypes: ["blog", "directory", "news", "resource"],
  potentials: ["high", "medium"],
};

function authority(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(100, Math.max(0, Math.round(n)));
}

function pick<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return allowed.filter((a) => values.includes(a));
}

/**
 * Reads the discovery form from the URL. Nothing searched yet (no `searched` field) gives the
 * defaults; a submitted form is read as it is, because an unticked box sends nothing. Bad numbers
 * fall back to the defaults and a reversed range is turned round, so a hand-edited URL still works.
 */
export function parseDiscoveryFilters(params: URLSearchParams): {
  filters: DiscoveryFilters;
  searched: boolean;
} {
  if (!params.has("searched")) return { filters: { ...DISCOVERY_DEFAULTS }, searched: false };
  let daMin = authority(params.get("da_min"), DISCOVERY_DEFAULTS.daMin);
  let daMax = authority(params.get("da_max"), DISCOVERY_DEFAULTS.daMax);
  if (daMin > daMax) [daMin, daMax] = [daMax, daMin];
  return {
    filters: {
      keywords: (params.get("keywords") ?? "").replace(/\s+/g, " ").trim().slice(0, 300),
      daMin,
      daMax,
      contentTypes: pick(params.getAll("type"), CONTENT_TYPES),
      potentials: pick(params.getAll("potential"), POTENTIALS),
    },
    searched: true,
  };
}

/** The words of a keyword phrase, with a plural 's' dropped so 'printers' finds 'printer'. */
function phraseWords(phrase: string): string[] {
  return (phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) =>
    w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w,
  );
}

/**
 * An opportunity matches the keywords when, for at least one comma-separated phrase, every word of
 * the phrase appears in its title, domain, description or keyword tags.
 */
export function matchesKeywords(item: DiscoveryOpportunity, keywords: string): boolean {
  const phrases = keywords
    .split(",")
    .map(phraseWords)
    .filter((w) => w.length > 0);
  if (phrases.length === 0) return true;
  const haystack = [item.title, item.domain, item.description, ...item.keywords]
    .join(" ")
    .toLowerCase();
  return phrases.some((words) => words.every((w) => haystack.includes(w)));
}

export function filterDiscovery(
  items: readonly DiscoveryOpportunity[],
  filters: DiscoveryFilters,
): DiscoveryOpportunity[] {
  return items.filter(
    (item) =>
      item.domain_authority >= filters.daMin &&
      item.domain_authority <= filters.daMax &&
      (filters.contentTypes.length === 0 || filters.contentTypes.includes(item.content_type)) &&
      (filters.potentials.length === 0 || filters.potentials.includes(item.backlink_potential)) &&
      matchesKeywords(item, filters.keywords),
  );
}

/** The backlink dashboard's tabs; Analytics and Campaigns are placeholders. */
export const BACKLINK_TABS = [
  { key: "overview", label: "Overview" },
  { key: "backlinks", label: "Backlinks" },
  { key: "opportunities", label: "Opportunities" },
  { key: "analytics", label: "Analytics" },
  { key: "campaigns", label: "Campaigns" },
] as const;

export type BacklinkTab = (typeof BACKLINK_TABS)[number]["key"];

/** The tab named by ?tab=, Overview when missing or unknown. */
export function parseBacklinkTab(value: string | null): BacklinkTab {
  return BACKLINK_TABS.find((t) => t.key === value)?.key ?? "overview";
}
