import { sql } from "drizzle-orm";
import {
  blob,
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

// Field names are snake_case on purpose: they are the /api contract's field names,
// so rows go out as JSON without a mapping layer.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const timestamps = {
  created_at: text("created_at").notNull().default(now),
  updated_at: text("updated_at").notNull().default(now),
};

export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // URL-friendly, lowercase, no spaces : products point at it.
    name: text("name").notNull().unique(),
    display_name: text("display_name").notNull(),
    description: text("description"),
    icon: text("icon"),
    image: text("image"),
    ...timestamps,
  },
  (t) => [index("categories_display_name_idx").on(t.display_name)],
);

export const brands = sqliteTable("brands", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  display_name: text("display_name").notNull(),
  description: text("description"),
  website: text("website"),
  logo: text("logo"),
  ...timestamps,
});

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    // Renaming a category carries its products along; a category with products cannot be deleted.
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade", onDelete: "restrict" }),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    short_description: text("short_description").notNull(),
    description: text("description").notNull(),
    model: text("model"),
    specifications: text("specifications"),
    features: text("features"),
    meta_title: text("meta_title"),
    meta_description: text("meta_description"),
    meta_keywords: text("meta_keywords"),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    in_stock: integer("in_stock", { mode: "boolean" }).notNull().default(true),
    image: text("image"),
    // Further pictures after the main one, as a JSON list of stored upload names, in gallery order.
    gallery: text("gallery"),
    pdf: text("pdf"),
    price: real("price"),
    rating: real("rating").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    // GST invoicing and delivery terms (HSN code, rate slab), shown to business buyers.
    hsn_code: text("hsn_code"),
    gst_rate: integer("gst_rate"),
    price_on_request: integer("price_on_request", { mode: "boolean" }).notNull().default(false),
    warranty: text("warranty"),
    lead_time_days: integer("lead_time_days"),
    // The facts that decide whether a supply or part fits a printer; empty on printers. Sizes are
    // kept in millimetres and metres whatever unit the sheet or form used.
    width_mm: real("width_mm"),
    height_mm: real("height_mm"),
    length_m: real("length_m"),
    core_mm: real("core_mm"),
    outer_diameter_mm: real("outer_diameter_mm"),
    ink_side: text("ink_side", { enum: ["in", "out"] }),
    ribbon_type: text("ribbon_type", { enum: ["wax", "wax-resin", "resin"] }),
    label_material: text("label_material"),
    print_method: text("print_method", { enum: ["direct-thermal", "thermal-transfer"] }),
    dpi: integer("dpi"),
    // The category filters' choices this product matches, one bit each (resolutions, print methods,
    // interfaces): set by database triggers from specifications, dpi and print_method whenever the
    // row is written, never by the application (see the product_facet_masks view).
    facet_mask: integer("facet_mask").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("products_category_status_idx").on(t.category, t.status, t.name),
    // A category's filter and sort facts read from the index alone, in name order.
    index("products_facets_idx").on(
      t.category,
      t.status,
      t.name,
      t.id,
      t.brand_id,
      t.in_stock,
      t.facet_mask,
      t.price,
      t.price_on_request,
      t.featured,
      t.reviews,
      t.rating,
    ),
    index("products_featured_idx").on(t.featured, t.status),
    index("products_status_created_idx").on(t.status, t.created_at),
    index("products_brand_idx").on(t.brand_id),
    // The admin list sorts a large catalogue by these.
    index("products_updated_idx").on(t.updated_at),
    index("products_price_idx").on(t.price),
  ],
);

export const drivers = sqliteTable("drivers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  version: text("version").notNull(),
  description: text("description"),
  file: text("file"),
  // The name the file had on the uploader's machine, offered again on download.
  file_name: text("file_name"),
  file_size: integer("file_size").notNull().default(0),
  download_count: integer("download_count").notNull().default(0),
  ...timestamps,
});

export const blogs = sqliteTable(
  "blogs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    category: text("category"),
    author: text("author"),
    featured_image: text("featured_image"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    meta_title: text("meta_title"),
    meta_description: text("meta_description"),
    ...timestamps,
  },
  (t) => [
    index("blogs_status_created_idx").on(t.status, t.created_at),
    index("blogs_category_idx").on(t.category),
  ],
);

export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    skills: text("skills").notNull(),
    responsibilities: text("responsibilities").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    experience_level: text("experience_level"),
    location: text("location"),
    employment_type: text("employment_type", {
      enum: ["full_time", "part_time", "contract", "internship", "temporary"],
    })
      .notNull()
      .default("full_time"),
    /** The pay range in whole rupees per salary_period; none: the posting names no figure. */
    salary_min: integer("salary_min"),
    salary_max: integer("salary_max"),
    salary_period: text("salary_period", { enum: ["month", "year"] })
      .notNull()
      .default("month"),
    ...timestamps,
  },
  (t) => [index("jobs_status_created_idx").on(t.status, t.created_at)],
);

/**
 * An application sent from a job's page. The job is named by id without a foreign key: a job in the
 * Trash has left its table, and its applications wait for it (the title is kept as it was). The CV is
 * a stored name in the private folder beside the uploads, never served from /uploads.
 */
export const jobApplications = sqliteTable(
  "job_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    job_id: integer("job_id").notNull(),
    job_title: text("job_title").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    message: text("message"),
    cv_file: text("cv_file").notNull(),
    cv_name: text("cv_name").notNull(),
    cv_size: integer("cv_size").notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("job_applications_job_idx").on(t.job_id, t.created_at)],
);

export type JobApplication = typeof jobApplications.$inferSelect;

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  role: text("role").notNull().default("admin"),
  password_hash: text("password_hash").notNull(),
  // Bumped by logout-everywhere and password reset: cookies carrying an older version die.
  session_version: integer("session_version").notNull().default(1),
  ...timestamps,
});

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: text("expires_at").notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("api_tokens_user_idx").on(t.user_id)],
);

// Admin sign-ins: the cookie carries a random id whose hash is the key here, so logout ends
// that one session server-side, and the idle and absolute timeouts are enforced from these times (ms).
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id_hash: text("id_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: integer("created_at").notNull(),
    last_seen_at: integer("last_seen_at").notNull(),
    expires_at: integer("expires_at").notNull(),
  },
  (t) => [
    index("admin_sessions_user_idx").on(t.user_id),
    index("admin_sessions_expires_idx").on(t.expires_at),
  ],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: text("expires_at").notNull(),
    used_at: text("used_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.user_id)],
);

// Failed sign-in and form attempts, for rate limits that survive a restart and are shared by workers.
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_hits_lookup_idx").on(t.bucket, t.key, t.at)],
);

export const inquiries = sqliteTable(
  "inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    inquiry_type: text("inquiry_type", {
      enum: ["general", "product", "support", "service", "quote", "partnership"],
    })
      .notNull()
      .default("general"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    // The product the buyer asked about from its page, when there was one.
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("inquiries_created_idx").on(t.created_at)],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Driver = typeof drivers.$inferSelect;
export type NewDriver = typeof drivers.$inferInsert;
export type Blog = typeof blogs.$inferSelect;
export type NewBlog = typeof blogs.$inferInsert;
export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type User = typeof users.$inferSelect;
export type AdminSession = typeof adminSessions.$inferSelect;
export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;

/** Small facts about this database itself, such as when the demo catalogue was seeded. */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The version of everything a visitor can see (products, categories, brands, blogs, jobs, drivers).
 * One row; triggers in the migration add one to it inside every transaction that changes such a row,
 * so caches of public answers stay valid across sessions, rate-limit hits, inquiries and counters.
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * A buyer's request for a quotation from the quote basket. The buyer's own facts are kept as typed;
 * the reference (Q-<year>-<6 digits>) is what the buyer quotes back on WhatsApp or the phone.
 */
export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    company: text("company"),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    gstin: text("gstin"),
    // The place of supply: decides CGST+SGST against IGST on the quotation.
    state: text("state").notNull(),
    city: text("city").notNull(),
    notes: text("notes"),
    status: text("status", {
      enum: ["new", "quoted", "accepted", "changes_asked", "lost", "expired"],
    })
      .notNull()
      .default("new"),
    /** When the status last moved (each move is also a quote_events row). */
    status_at: text("status_at"),
    internal_note: text("internal_note"),
    /** The contact inquiry this request was made from, when staff turned one into a quote. */
    inquiry_id: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    // The quotation staff are preparing; what the buyer sees is the last sent quote_versions row.
    /** How many versions were sent (0: not yet). */
    version: integer("version").notNull().default(0),
    /** A calendar day in India (YYYY-MM-DD) until which the prices hold. */
    valid_until: text("valid_until"),
    /** A discount on every line, in hundredths of a percent (250 = 2.5%). */
    discount_bp: integer("discount_bp").notNull().default(0),
    freight_paise: integer("freight_paise").notNull().default(0),
    freight_gst_rate: integer("freight_gst_rate").notNull().default(18),
    payment_terms: text("payment_terms"),
    terms: text("terms"),
    /**
     * A random value the buyer's private link is derived from (with the server's secret); null: no
     * link works. Renewing it revokes every earlier link.
     */
    link_nonce: text("link_nonce"),
    // The buyer's acceptance.
    accepted_version: integer("accepted_version"),
    accepted_name: text("accepted_name"),
    po_number: text("po_number"),
    /** The stored name of the buyer's purchase-order file, kept outside the public uploads. */
    po_file: text("po_file"),
    /** PI-<year>-<6 digits>, its own series, given when staff make the proforma invoice. */
    proforma_number: text("proforma_number").unique(),
    proforma_at: text("proforma_at"),
    ...timestamps,
  },
  (t) => [
    index("quote_requests_status_created_idx").on(t.status, t.created_at),
    index("quote_requests_email_idx").on(t.email),
    index("quote_requests_phone_idx").on(t.phone),
  ],
);

// Each line as the product was when the buyer asked: later edits to the product do not change a
// request already sent, and a deleted product leaves its line readable.
export const quoteRequestLines = sqliteTable(
  "quote_request_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quote_request_id: integer("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    model: text("model"),
    slug: text("slug"),
    quantity: integer("quantity").notNull(),
    // Whole paise; null when the product had no public price.
    unit_price_paise: integer("unit_price_paise"),
    hsn_code: text("hsn_code"),
    gst_rate: integer("gst_rate"),
    note: text("note"),
    unit: text("unit").notNull().default("Nos"),
    /** This line's discount, in hundredths of a percent. */
    discount_bp: integer("discount_bp").notNull().default(0),
  },
  (t) => [index("quote_request_lines_request_idx").on(t.quote_request_id, t.position)],
);

/**
 * Each quotation as it was sent: the whole document (seller, buyer, lines, totals, terms) as JSON,
 * so the buyer's page, the PDF and a proforma show exactly what was sent, whatever staff edit later.
 */
export const quoteVersions = sqliteTable(
  "quote_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quote_request_id: integer("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: text("document").notNull(),
    total_paise: integer("total_paise").notNull(),
    valid_until: text("valid_until").notNull(),
    sent_by: text("sent_by"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("quote_versions_request_version_idx").on(t.quote_request_id, t.version)],
);

/** What happened to a quote and when: sent, accepted, changes asked, lost, expired, link renewed. */
export const quoteEvents = sqliteTable(
  "quote_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quote_request_id: integer("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The staff member's username, or "buyer". */
    actor: text("actor"),
    version: integer("version"),
    message: text("message"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("quote_events_request_idx").on(t.quote_request_id, t.id)],
);

/**
 * The seller's details as quotations print them, one row (id 1), edited in Admin → Settings; a
 * missing row or empty value falls back to the environment, then the site's configuration.
 */
export const sellerSettings = sqliteTable("seller_settings", {
  id: integer("id").primaryKey(),
  legal_name: text("legal_name"),
  address: text("address"),
  gstin: text("gstin"),
  state: text("state"),
  phone: text("phone"),
  email: text("email"),
  bank_name: text("bank_name"),
  bank_account: text("bank_account"),
  bank_ifsc: text("bank_ifsc"),
  bank_branch: text("bank_branch"),
  payment_terms: text("payment_terms"),
  terms: text("terms"),
  validity_days: integer("validity_days"),
  updated_at: text("updated_at").notNull().default(now),
});

export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type NewQuoteRequest = typeof quoteRequests.$inferInsert;
export type QuoteRequestLine = typeof quoteRequestLines.$inferSelect;
export type NewQuoteRequestLine = typeof quoteRequestLines.$inferInsert;

/**
 * Old public paths that now live elsewhere: a slug change records one so links and search results
 * keep working (answered with 301 where the site would otherwise say "not found").
 */
export const redirects = sqliteTable("redirects", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  from_path: text("from_path").notNull().unique(),
  to_path: text("to_path").notNull(),
  created_at: text("created_at")
    .notNull()
    .default(sql`CURRENT_TIMESTAMP`),
});

/**
 * Deleted products, categories, brands, blog posts and jobs, kept 30 days as the row's JSON: the row
 * itself leaves its table, so public pages, /api, search and unique names behave as if it were gone,
 * and its uploaded files stay on disk until it is purged.
 */
export const trash = sqliteTable(
  "trash",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    item_id: integer("item_id").notNull(),
    label: text("label").notNull(),
    data: text("data").notNull(),
    deleted_at: text("deleted_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
  },
  // Covers the Trash's page, its count and its search (a LIKE on the label reads this index, not
  // the rows with their JSON).
  (t) => [index("trash_list_idx").on(t.deleted_at, t.id, t.kind, t.label, t.item_id)],
);

export type Redirect = typeof redirects.$inferSelect;
export type TrashItem = typeof trash.$inferSelect;

/**
 * Which supplies and parts fit which printer: one row per pair, read in both directions (a printer's
 * "Supplies and parts that fit", a supply's "Works with"). Both ends are products.
 */
export const productFits = sqliteTable(
  "product_fits",
  {
    printer_id: integer("printer_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    supply_id: integer("supply_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("product_fits_pair_unique").on(t.printer_id, t.supply_id),
    index("product_fits_supply_idx").on(t.supply_id, t.printer_id),
  ],
);

export type ProductFit = typeof productFits.$inferSelect;

/**
 * Every create, update, delete, restore and import of a catalogue item, by any path (forms, /api,
 * CSV): the row as JSON before and after, so History can show what changed field by field and put an
 * item back as it was. Import rows carry their batch, so a whole import can be undone.
 */
export const history = sqliteTable(
  "history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    item_id: integer("item_id").notNull(),
    label: text("label").notNull(),
    action: text("action", {
      enum: ["create", "update", "delete", "restore", "purge", "import", "undo"],
    }).notNull(),
    // Who did it, as staff read it: the username, with "(API)" or "(CSV import)" for those paths.
    actor: text("actor").notNull(),
    batch_id: integer("batch_id").references(() => importBatches.id, { onDelete: "set null" }),
    before: text("before"),
    after: text("after"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [
    index("history_item_idx").on(t.kind, t.item_id, t.id),
    index("history_batch_idx").on(t.batch_id),
    index("history_created_idx").on(t.created_at),
  ],
);

/** One applied CSV import: what History groups under it, and what "Undo this import" reverses. */
export const importBatches = sqliteTable("import_batches", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  kind: text("kind").notNull(),
  file_name: text("file_name"),
  actor: text("actor").notNull(),
  created_count: integer("created_count").notNull().default(0),
  updated_count: integer("updated_count").notNull().default(0),
  undone_at: text("undone_at"),
  created_at: text("created_at").notNull().default(now),
});

export type HistoryEntry = typeof history.$inferSelect;
export type ImportBatch = typeof importBatches.$inferSelect;

/**
 * Words buyers and the trade use for the same thing ("TTR" for thermal transfer ribbon, "sticker" for
 * label). One-way: a search for `term` also looks for `expansion`; two-way also the other way round.
 */
export const searchSynonyms = sqliteTable("search_synonyms", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  term: text("term").notNull().unique(),
  expansion: text("expansion").notNull(),
  two_way: integer("two_way", { mode: "boolean" }).notNull().default(false),
  // A word about buying rather than about the product ('price', 'dealer', 'सस्ता', 'chahiye'): left
  // out of the search (its expansion is then empty).
  intent: integer("intent", { mode: "boolean" }).notNull().default(false),
  created_at: text("created_at").notNull().default(now),
});

/**
 * What buyers searched for, counted per normalised query (never who searched): how often, how many
 * results the last time, how often it found nothing, and how often a result was opened from it.
 */
export const searchStats = sqliteTable(
  "search_stats",
  {
    query: text("query").primaryKey(),
    searches: integer("searches").notNull().default(0),
    zero_results: integer("zero_results").notNull().default(0),
    last_results: integer("last_results").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    last_searched_at: text("last_searched_at").notNull().default(now),
  },
  (t) => [
    index("search_stats_searches_idx").on(t.searches),
    index("search_stats_last_idx").on(t.last_searched_at),
  ],
);

/** Products staff placed first for one normalised query, in their order. */
export const searchPins = sqliteTable(
  "search_pins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    query: text("query").notNull(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("search_pins_query_product_unique").on(t.query, t.product_id)],
);

export type SearchSynonym = typeof searchSynonyms.$inferSelect;
export type SearchStat = typeof searchStats.$inferSelect;
export type SearchPin = typeof searchPins.$inferSelect;

/** Addresses that asked for the newsletter from the footer; one row each, however often they ask. */
export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  created_at: text("created_at").notNull().default(now),
});

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * Long admin work (an import's apply, an import's undo) runs beside the site and is recorded here:
 * the page answers at once with this row's address, and its progress and outcome stay readable after
 * the browser is closed. A row left "running" by a process that died is finished at the next start.
 */
export const adminTasks = sqliteTable(
  "admin_tasks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["import", "undo", "bulk"] }).notNull(),
    status: text("status", { enum: ["running", "done", "failed"] })
      .notNull()
      .default("running"),
    /** What it works on, in staff's words ("products from catalogue.csv"). */
    label: text("label").notNull(),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    /** The outcome as JSON once finished (the kind's own result). */
    result: text("result"),
    /** The import batch it writes or undoes. */
    batch_id: integer("batch_id"),
    user_id: integer("user_id"),
    username: text("username").notNull(),
    /** The process working on it (a row whose process is gone is finished at start). */
    pid: integer("pid"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
    finished_at: text("finished_at"),
  },
  (t) => [index("admin_tasks_status_idx").on(t.status, t.id)],
);

export type AdminTask = typeof adminTasks.$inferSelect;

/**
 * Mail the site sends (password resets; quotations and service mails later), kept until an SMTP
 * server accepts it: a failed send is tried again later, with a growing wait. The bodies are erased
 * once a mail is sent or has expired (a reset link must not outlive its purpose in the database).
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text_body: text("text_body"),
    html_body: text("html_body"),
    /**
     * One file sent with the mail (a quotation's PDF), kept beside the bodies so a later try still
     * carries it, and erased with them.
     */
    attachment_name: text("attachment_name"),
    attachment_type: text("attachment_type"),
    attachment: blob("attachment", { mode: "buffer" }),
    /** pending (waiting for its next try), sent, failed (gave up; "retry now" revives it), expired. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** ISO time of the next try; a process claims a mail by moving it forward before sending. */
    next_attempt_at: text("next_attempt_at"),
    last_error: text("last_error"),
    /** After this the mail is pointless (a reset link that no longer works) and is not sent. */
    expires_at: text("expires_at"),
    sent_at: text("sent_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("mail_outbox_created_idx").on(t.created_at),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * A service ticket: a customer's printer booked for repair. No customer account: the customer holds
 * the ticket number and a tracking link whose random token is kept here only as its SHA-256 hash
 * (null once staff revoke it). Facts are kept as typed; the model is the catalogue's when the typed
 * one matched a product. `version` moves with every change, so a second edit made from an older
 * view is refused.
 */
export const serviceTickets = sqliteTable(
  "service_tickets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    number: text("number").notNull().unique(),
    tracking_hash: text("tracking_hash"),
    status: text("status", {
      enum: [
        "received",
        "inspected",
        "estimate_sent",
        "approved",
        "declined",
        "repairing",
        "ready",
        "delivered",
        "closed",
      ],
    })
      .notNull()
      .default("received"),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    model: text("model").notNull(),
    serial: text("serial").notNull(),
    fault: text("fault", {
      enum: [
        "faded_print",
        "not_detecting_labels",
        "ribbon_wrinkle",
        "head_error",
        "no_power",
        "other",
      ],
    }).notNull(),
    description: text("description").notNull(),
    delivery: text("delivery", {
      enum: ["office_drop", "pickup_ncr", "courier", "onsite"],
    }).notNull(),
    name: text("name").notNull(),
    company: text("company"),
    phone: text("phone").notNull(),
    /** The phone number's last four digits: with the ticket number, the way to find it again. */
    phone_last4: text("phone_last4").notNull(),
    email: text("email"),
    gstin: text("gstin"),
    address: text("address"),
    city: text("city").notNull(),
    /** The place of supply: CGST + SGST in the seller's state, IGST elsewhere. */
    state: text("state").notNull(),
    pin: text("pin").notNull(),
    preferred_time: text("preferred_time"),
    /** Set when the serial is found in warranty (staff confirm it). */
    in_warranty: integer("in_warranty", { mode: "boolean" }).notNull().default(false),
    assignee_id: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** The date (India) the repair was promised by; past it an open ticket is overdue. */
    promised_by: text("promised_by"),
    /** The estimate: its working days once approved, how long it holds, when it was sent. */
    estimate_turnaround_days: integer("estimate_turnaround_days"),
    estimate_valid_until: text("estimate_valid_until"),
    estimate_sent_at: text("estimate_sent_at"),
    /** The customer's answer to the estimate. */
    decision: text("decision", { enum: ["approved", "declined"] }),
    decision_note: text("decision_note"),
    decided_at: text("decided_at"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("service_tickets_status_created_idx").on(t.status, t.created_at),
    index("service_tickets_serial_idx").on(t.serial),
  ],
);

/** A ticket's timeline: every status change, note and estimate event, with who and when. */
export const serviceTicketEvents = sqliteTable(
  "service_ticket_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ticket_id: integer("ticket_id")
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    /** created, status, note, estimate, decision, token (tracking link renewed or revoked). */
    kind: text("kind").notNull(),
    /** The status the ticket moved to (status events), or had (others). */
    status: text("status"),
    note: text("note"),
    /** Internal events (staff notes) are never shown to the customer. */
    internal: integer("internal", { mode: "boolean" }).notNull().default(false),
    /** "Customer", a staff member's username, "(API)". */
    actor: text("actor").notNull(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("service_ticket_events_ticket_idx").on(t.ticket_id, t.id)],
);

/** The estimate's lines: parts (from the catalogue or typed) and labour, each with HSN or SAC. */
export const serviceEstimateLines = sqliteTable(
  "service_estimate_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ticket_id: integer("ticket_id")
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["part", "labour"] }).notNull(),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    /** HSN for a part, SAC (9987 repair services) for labour. */
    hsn_sac: text("hsn_sac"),
    quantity: integer("quantity").notNull().default(1),
    unit_price_paise: integer("unit_price_paise").notNull(),
    gst_rate: integer("gst_rate").notNull(),
  },
  (t) => [index("service_estimate_lines_ticket_idx").on(t.ticket_id, t.position)],
);

/** Photos and a short video the customer sent, stored as uploads under random names. */
export const serviceAttachments = sqliteTable(
  "service_attachments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ticket_id: integer("ticket_id")
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    original_name: text("original_name").notNull(),
    kind: text("kind", { enum: ["image", "video"] }).notNull(),
    size: integer("size").notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("service_attachments_ticket_idx").on(t.ticket_id)],
);

export type ServiceTicket = typeof serviceTickets.$inferSelect;
export type ServiceTicketEvent = typeof serviceTicketEvents.$inferSelect;
export type ServiceEstimateLine = typeof serviceEstimateLines.$inferSelect;
export type ServiceAttachment = typeof serviceAttachments.$inferSelect;

/**
 * A machine we sold, by its serial number: whose it is and until when its warranty runs. The serial
 * is stored as its key (app/lib/warranty.ts: upper case, no spaces), so a serial typed any way
 * finds its row. The model is kept as sold, so the record reads the same if the product goes.
 */
export const serials = sqliteTable(
  "serials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    serial: text("serial").notNull().unique(),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    model: text("model").notNull(),
    buyer: text("buyer"),
    invoice_number: text("invoice_number"),
    // The invoice's calendar day (YYYY-MM-DD): the warranty runs from it.
    invoice_date: text("invoice_date").notNull(),
    warranty_months: integer("warranty_months").notNull().default(12),
    notes: text("notes"),
    ...timestamps,
  },
  (t) => [
    index("serials_product_idx").on(t.product_id),
    index("serials_invoice_date_idx").on(t.invoice_date),
  ],
);

export type SerialRecord = typeof serials.$inferSelect;

/**
 * An annual maintenance contract: a customer's machines looked after for a period, with a number of
 * preventive visits included. Money in whole paise, as on quotations.
 */
export const amcContracts = sqliteTable(
  "amc_contracts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // AMC-<year>-<4 digits>, quoted on the phone and on the invoice.
    reference: text("reference").notNull().unique(),
    customer: text("customer").notNull(),
    gstin: text("gstin"),
    contact_name: text("contact_name"),
    phone: text("phone"),
    email: text("email"),
    city: text("city"),
    // Comprehensive covers parts; non-comprehensive covers labour and visits only.
    kind: text("kind", { enum: ["comprehensive", "non-comprehensive"] })
      .notNull()
      .default("non-comprehensive"),
    start_date: text("start_date").notNull(),
    end_date: text("end_date").notNull(),
    visits_included: integer("visits_included").notNull().default(4),
    visits_done: integer("visits_done").notNull().default(0),
    value_paise: integer("value_paise").notNull().default(0),
    notes: text("notes"),
    ...timestamps,
  },
  (t) => [index("amc_contracts_end_idx").on(t.end_date)],
);

/** The machines a contract covers (model and serial, the serial as its key). */
export const amcDevices = sqliteTable(
  "amc_devices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contract_id: integer("contract_id")
      .notNull()
      .references(() => amcContracts.id, { onDelete: "cascade" }),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    model: text("model").notNull(),
    serial: text("serial").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("amc_devices_contract_idx").on(t.contract_id, t.position),
    index("amc_devices_serial_idx").on(t.serial),
  ],
);

export type AmcContract = typeof amcContracts.$inferSelect;
export type AmcDevice = typeof amcDevices.$inferSelect;

export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
export type QuoteEvent = typeof quoteEvents.$inferSelect;
export type SellerSettingsRow = typeof sellerSettings.$inferSelect;
