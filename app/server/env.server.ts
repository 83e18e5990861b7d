import { isIP } from "node:net";
import { z } from "zod";

/** The most proxies TRUST_PROXY may count: more than any real chain (CDN, balancer, nginx). */
const MAX_PROXY_HOPS = 5;
/** Names Express knows for ranges of proxy addresses. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_PATH: z.string().min(1).default("data/site.db"),
  UPLOADS_DIR: z.string().min(1).default("uploads"),
  SESSION_SECRET: z.string().min(16).optional(),
  /** "1": without SESSION_SECRET, generate one beside the database even on a real host. */
  SESSION_SECRET_GENERATE: z.enum(["0", "1"]).default("0"),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/)
    .default("919810000000"),
  SMTP_URL: z.string().optional(),
  /**
   * The seller's details as quotations print them, until staff save them in Admin → Quotes →
   * Seller settings (then the database wins); unset, the site's configuration is used.
   */
  SELLER_LEGAL_NAME: z.string().max(200).optional(),
  SELLER_ADDRESS: z.string().max(500).optional(),
  SELLER_GSTIN: z.string().max(15).optional(),
  SELLER_STATE: z.string().max(60).optional(),
  SELLER_BANK_NAME: z.string().max(100).optional(),
  SELLER_BANK_ACCOUNT: z.string().max(40).optional(),
  SELLER_BANK_IFSC: z.string().max(20).optional(),
  SELLER_BANK_BRANCH: z.string().max(100).optional(),
  /**
   * The Chromium that prints a quotation to PDF (the buyer's download, the mail's attachment);
   * "0" turns it off (the page then offers the browser's own print).
   */
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  SEED: z.enum(["0", "1"]).default("1"),
  /**
   * Which hops in front of the server may say who the client is (X-Forwarded-For, -Host, -Proto):
   * "0" none (the TCP peer is the client); a number up to MAX_PROXY_HOPS, that many proxies (1: one
   * reverse proxy, the usual); or a comma-separated list of proxy addresses or subnets (10.0.0.1,
   * 10.0.0.0/8, loopback). Trusting every hop ("true", "all", "*", or a count no deployment has)
   * would let anybody name any address and slip past per-address limits: refused at start.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("0")
    .superRefine((value, ctx) => {
      const problem = trustProxyProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  HOST: z.string().min(1).default("0.0.0.0"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  BUILD_DIR: z.string().min(1).default("build"),
  /**
   * The speed layer: the routes split by a path's first segment, the render given only the matched
   * routes, the document handed on in React's batches, and the page cache. Each leans on React
   * Router's internals and changes no answer's bytes; "0" serves through React Router's plain path
   * (for an upgrade of it, or to rule the layer out when something looks wrong). docs/decisions/.
   */
  SPEED_LAYER: z.enum(["0", "1"]).default("1"),
  /** "0" turns off the page cache alone (the benchmarks measure both). */
  PAGE_CACHE: z.enum(["0", "1"]).default("1"),
  /** "1" adds X-Page-Cache: hit|miss to answers (tests, diagnosis); never sent by default. */
  PAGE_CACHE_DEBUG: z.enum(["0", "1"]).default("0"),
  /**
   * Search time one client address may spend at once (ms of server time, default 3000; 0: no
   * limit) and what it gets back each second (ms, default 100): far above anyone typing.
   */
  /** Messages (contact form, job applications) and quote requests one address may send in an hour. */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  SEARCH_BUDGET_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  SEARCH_REFILL_MS: z.coerce.number().int().min(1).max(1000).default(100),
  /** Open connections per process; more are refused at once (a slow-client flood cannot take every fd). */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).default(4000),
  /** The whole request (head and body) must arrive within this; a big upload on a slow line fits. */
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  /** The request head must arrive within this (a browser sends it at once). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
  /**
   * Open connections per client address and process; more are refused at once. Not applied to a
   * trusted proxy's connections (TRUST_PROXY), whose own limit (nginx `limit_conn`) does the job.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(2).default(64),
  /**
   * Bytes a second a request body must keep arriving at, after a grace period (10 s), over each
   * 10 s window; slower, the connection is closed. The upload routes have their own rate, over
   * 30 s windows after 30 s, so a big file on a poor line that stalls for a moment is kept.
   */
  BODY_MIN_BYTES_PER_S: z.coerce.number().int().min(1).default(1024),
  UPLOAD_MIN_BYTES_PER_S: z.coerce.number().int().min(1).default(4096),
  /** Memory for request bodies held while they arrive (JSON, forms), per process, in MB. */
  BODY_MEMORY_MB: z.coerce.number().int().min(4).default(96),
  /** Bytes of a body must keep coming: a connection silent for this long is closed. */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(500).default(60_000),
  /** Disk kept for resized pictures (/img), in MB; the least recently used copies go first. */
  IMAGE_CACHE_MB: z.coerce.number().positive().default(200),
  /** Memory kept for serialised large anonymous answers (/api lists, sitemaps), in MB. */
  ANSWER_CACHE_MB: z.coerce.number().min(0).default(128),
  /**
   * Off-site copies (deploy/litestream.yml and scripts/uploads-backup.ts read the same names): the
   * bucket, an S3-compatible endpoint (none: AWS), its region and keys, and a local replica folder.
   */
  BACKUP_S3_BUCKET: z.string().min(1).optional(),
  BACKUP_S3_ENDPOINT: z.string().url().optional(),
  BACKUP_S3_REGION: z.string().min(1).default("us-east-1"),
  LITESTREAM_ACCESS_KEY_ID: z.string().min(1).optional(),
  LITESTREAM_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_FILE_DIR: z.string().min(1).optional(),
  /** URLs per sitemap file (the search engines' limit is 50,000); past it /sitemap.xml is an index. */
  SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(50_000),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  // Empty strings mean "not set", as in most .env files.
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    // A setting the operator got wrong: one line each naming it, and no stack trace, which would
    // only bury the line. (Under Vitest a throw, so a test sees it.)
    if (process.env.VITEST) throw new Error(`Invalid environment: ${problems.join("; ")}`);
    console.error(`[env] invalid setting, not starting: ${problems.join("; ")}`);
    process.exit(1);
  }
  return parsed.data;
}

export const env = load();
export const isProduction = env.NODE_ENV === "production";
/** SPEED_LAYER: on unless set to "0" (see the schema above). */
export const speedLayer = env.SPEED_LAYER === "1";

/** What is wrong with a TRUST_PROXY value, or null when it is a setting we accept. */
export function trustProxyProblem(value: string): string | null {
  if (/^\d+$/.test(value)) {
    return Number(value) <= MAX_PROXY_HOPS
      ? null
      : `${value} proxies is not a real chain: give at most ${MAX_PROXY_HOPS} (usually 1), or the proxies' addresses`;
  }
  for (const entry of value.split(",").map((a) => a.trim())) {
    if (PROXY_RANGES.has(entry)) continue;
    const [address, bits, extra] = entry.split("/");
    const version = isIP(address);
    const maxBits = version === 4 ? 32 : 128;
    // A subnet as wide as 0.0.0.0/0 would trust every hop again.
    const bitsOk =
      bits === undefined ||
      (/^\d{1,3}$/.test(bits) && Number(bits) >= 8 && Number(bits) <= maxBits);
    if (version === 0 || !bitsOk || extra !== undefined)
      return `"${entry.slice(0, 40)}" is neither a hop count (0-${MAX_PROXY_HOPS}) nor a proxy address or subnet of at least /8 (10.0.0.1, 10.0.0.0/8, loopback); every hop is never trusted`;
  }
  return null;
}

/** Express's "trust proxy" value for TRUST_PROXY: a hop count, or the list of proxy addresses. */
export function trustProxySetting(value: string = env.TRUST_PROXY): number | string[] {
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((a) => a.trim());
}
