/**
 * What answers at a path of this site, for the redirects screen: a redirect only takes effect where
 * the site would answer "not found" (a public page calls redirectIfMoved only then), so a redirect
 * from a live page would be listed and never used. This says which page or item holds a path.
 */
import { CATEGORY_SHORTCUTS } from "~/config/site";
import { categoryHref } from "~/lib/categories";
import { getBlogBySlug } from "../models/blogs.server";
import { findCategory } from "../models/categories.server";
import { getJobBySlug } from "../models/jobs.server";
import { getPublicProductBySlug } from "../models/products.server";

/**
 * First segments of the site's own pages and files: a one-segment path among these is a page (the
 * home page is ""). A route added to app/routes.ts with a new first segment belongs here
 * (tests/integration/redirects-live.test.ts walks the route table to check).
 */
const SITE_PAGES = new Set([
  "",
  "products",
  "popular-products",
  "services",
  "about",
  "labels-info",
  "ribbons-info",
  "scanners-info",
  "blogs",
  "careers",
  "contact",
  "drivers",
  "newsletter",
  "search",
  "supplies",
  "compare",
  "quote",
  "service",
  "track",
  "warranty",
  "amc",
  "healthz",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
]);

/** Paths below these are never a public page's "not found": the admin, the API, files. */
const OWNED_PREFIXES = new Set([
  "admin",
  "api",
  "img",
  "uploads",
  "assets",
  "images",
  "sitemaps",
  // Private links (a repair's tracking, a buyer's quotation): never free for a redirect.
  "track",
  "quotation",
]);

/** Two-segment paths that are fixed routes (outside the catalogue's item patterns). */
const FIXED_PATHS = new Set(["quote/sent", "search/click", "supplies/printers"]);

/** An item that could be taken down so that its address is free for a redirect. */
interface LiveItem {
  kind: "item";
  /** The admin tab: products, categories, blogs, jobs. */
  tab: "products" | "categories" | "blogs" | "jobs";
  id: number;
  /** "product", "category", "blog post", "job". */
  thing: string;
  name: string;
  /** The status that takes it off the site, when it has one (a category has none). */
  hiddenStatus: string | null;
}

export type LivePage = LiveItem | { kind: "page" };

function segmentsOf(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Kept as typed.
  }
  // The site matches paths in any case and with or without a trailing slash.
  return decoded.split("/").filter(Boolean);
}

/**
 * The live page or item at `path` (a site path such as /services or /products/zd421), or null when
 * the site answers "not found" there, so a redirect from it takes effect.
 */
export function livePageAt(path: string): LivePage | null {
  const segments = segmentsOf(path);
  const lower = segments.map((s) => s.toLowerCase());
  const first = lower[0] ?? "";
  if (OWNED_PREFIXES.has(first)) return { kind: "page" };
  if (segments.length <= 1 && SITE_PAGES.has(first)) return { kind: "page" };
  if (segments.length === 2 && FIXED_PATHS.has(lower.join("/"))) return { kind: "page" };
  if (segments.length === 3 && first === "drivers" && lower[2] === "download") {
    return { kind: "page" };
  }

  const categoryAt = (slug: string, asked: string) => {
    const category = findCategory(slug);
    // The category page answers only at its own address; another spelling redirects or is free.
    return category && categoryHref(category.display_name) === asked ? category : undefined;
  };
  const asked = `/${segments.join("/")}`;
  if (segments.length === 3 && first === "products" && lower[1] === "category") {
    const category = categoryAt(segments[2], asked);
    if (category) return categoryItem(category);
    return null;
  }
  if (segments.length === 1 && Object.values(CATEGORY_SHORTCUTS).includes(`/${first}`)) {
    const category = categoryAt(first, `/${first}`);
    return category ? categoryItem(category) : null;
  }
  if (segments.length === 2 && first === "products") {
    const product = getPublicProductBySlug(segments[1]);
    return product
      ? {
          kind: "item",
          tab: "products",
          id: product.id,
          thing: "product",
          name: product.name,
          hiddenStatus: "inactive",
        }
      : null;
  }
  if (segments.length === 2 && first === "blog") {
    const blog = getBlogBySlug(segments[1], { publishedOnly: true });
    return blog
      ? {
          kind: "item",
          tab: "blogs",
          id: blog.id,
          thing: "blog post",
          name: blog.title,
          hiddenStatus: "draft",
        }
      : null;
  }
  if (segments.length === 2 && first === "careers") {
    const job = getJobBySlug(segments[1], { activeOnly: true });
    return job
      ? {
          kind: "item",
          tab: "jobs",
          id: job.id,
          thing: "job",
          name: job.title,
          hiddenStatus: "inactive",
        }
      : null;
  }
  return null;
}

function categoryItem(category: { id: number; display_name: string }): LiveItem {
  return {
    kind: "item",
    tab: "categories",
    id: category.id,
    thing: "category",
    name: category.display_name,
    hiddenStatus: null,
  };
}
