/**
 * The dashboard's "Needs attention" tiles, one entry each. A tile says what it counts, opens the list
 * filtered to exactly those items, and is drawn amber while its count is above 0. A part of the admin
 * with work waiting (quotes, service tickets...) adds its tile here as one self-contained entry: a
 * key and a function that reads its own count (null hides it, e.g. when its tab is switched off).
 * Tiles are shown in this order, the products' gaps last.
 */
import { FEATURES } from "~/config/site";
import { countUndelivered } from "../models/mail-outbox.server";
import { countRecentInquiries, productTodoCounts } from "../models/product-admin-list.server";
import { countQuoteRequests } from "../models/quotes.server";

export interface AttentionTile {
  label: string;
  value: number;
  /** The list showing exactly what is counted. */
  to: string;
  /** What is counted, in a few words. */
  note: string;
}

/** An inquiry counts as new for this many days (inquiries carry no read/unread state). */
const NEW_INQUIRY_DAYS = 7;

interface DashboardTile {
  key: string;
  load: () => AttentionTile | null;
}

/** The products' gaps, read in one query for all their tiles. */
let productCounts: ReturnType<typeof productTodoCounts> | null = null;
const products = () => (productCounts ??= productTodoCounts());

const DASHBOARD_TILES: DashboardTile[] = [
  {
    key: "quotes",
    load: () =>
      FEATURES.quotes
        ? {
            label: "Quote requests waiting",
            value: countQuoteRequests("new"),
            to: "/admin/quotes?status=new",
            note: "Not answered yet",
          }
        : null,
  },
  {
    key: "inquiries",
    load: () =>
      FEATURES.inquiries
        ? {
            label: "New inquiries",
            value: countRecentInquiries(NEW_INQUIRY_DAYS),
            to: "/admin/inquiries",
            note: `Received in the last ${NEW_INQUIRY_DAYS} days`,
          }
        : null,
  },
  {
    key: "mail",
    load: () => {
      // Shown only when some mail waits (password resets...).
      const value = countUndelivered();
      return value > 0
        ? {
            label: "Mail not delivered",
            value,
            to: "/admin/mail",
            note: "The mail server has not taken it yet",
          }
        : null;
    },
  },
  {
    key: "no-image",
    load: () => ({
      label: "Products without a picture",
      value: products().noImage,
      to: "/admin/products?missing=image",
      note: "Shown with a placeholder",
    }),
  },
  {
    key: "no-price",
    load: () => ({
      label: "Products without a price",
      value: products().noPrice,
      to: "/admin/products?missing=price",
      note: "Not marked 'price on request'",
    }),
  },
  {
    key: "no-hsn",
    load: () => ({
      label: "Products without an HSN code",
      value: products().noHsn,
      to: "/admin/products?missing=hsn",
      note: "Needed on GST quotations",
    }),
  },
  {
    key: "out-of-stock",
    load: () => ({
      label: "Out of stock",
      value: products().outOfStock,
      to: "/admin/products?stock=out",
      note: "Products marked out of stock",
    }),
  },
  {
    key: "inactive",
    load: () => ({
      label: "Inactive products",
      value: products().inactive,
      to: "/admin/products?status=inactive",
      note: "Hidden from the site",
    }),
  },
  {
    key: "no-specs",
    load: () => ({
      label: "Products without specifications",
      value: products().noSpecs,
      to: "/admin/products?missing=specs",
      note: "No spec table on their page",
    }),
  },
  {
    key: "no-meta",
    load: () => ({
      label: "Products without SEO title or description",
      value: products().noMeta,
      to: "/admin/products?missing=meta",
      note: "Search engines guess these",
    }),
  },
];

/** Every tile's current count, in order (those that hide themselves left out). */
export function attentionTiles(): (AttentionTile & { key: string })[] {
  productCounts = null;
  try {
    return DASHBOARD_TILES.flatMap((t) => {
      const tile = t.load();
      return tile ? [{ key: t.key, ...tile }] : [];
    });
  } finally {
    productCounts = null;
  }
}
