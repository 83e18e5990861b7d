import { beforeAll, describe, expect, it } from "vitest";
import { loader as apiBlogById } from "~/routes/api/blog-by-id";
import { loader as apiBlogBySlug } from "~/routes/api/blog-by-slug";
import { loader as apiBlogs } from "~/routes/api/blogs";
import { loader as apiJobBySlug } from "~/routes/api/job-by-slug";
import { loader as apiJobs } from "~/routes/api/jobs";
import { loader as blogLoader } from "~/routes/site/blog";
import { loader as blogsLoader } from "~/routes/site/blogs";
import { loader as careersLoader } from "~/routes/site/careers";
import { loader as jobLoader } from "~/routes/site/job";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { db } from "~/server/db.server";
import { createBlog, listBlogs } from "~/server/models/blogs.server";
import { createJob, listJobs } from "~/server/models/jobs.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";

// Route functions are called as React Router calls them; the types ask for more than they read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyArgs = any;
const call = <T>(fn: (args: AnyArgs) => T, path: string, params: Record<string, string> = {}) =>
  fn({ request: new Request(`http://localhost${path}`), params, context: {} });

/** The status of a thrown `data(..., { status })` or Response. */
function thrownStatus(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    const err = e as { init?: { status?: number }; status?: number };
    return err.init?.status ?? err.status;
  }
  return undefined;
}

async function json(response: Response | Promise<Response>) {
  const res = await response;
  return { status: res.status, body: await res.json() };
}

let drafts: { slug: string; title: string; id: number }[];
let inactive: { slug: string; title: string }[];

beforeAll(() => {
  seedDemoCatalogue(db);
  // A draft in a category with published posts, to check related lists too.
  createBlog({
    slug: "secret-draft-guide",
    title: "Secret Draft Guide",
    content: "<p>Not yet</p>",
    category: "Guides",
    status: "draft",
    created_at: "2030-01-01T00:00:00.000Z",
  });
  createJob({
    slug: "secret-inactive-job",
    title: "Secret Inactive Job",
    skills: "Hidden",
    responsibilities: "Nothing",
    status: "inactive",
    created_at: "2030-01-01T00:00:00.000Z",
  });
  drafts = listBlogs({ status: "draft", perPage: 100 }).items;
  inactive = listJobs({ status: "inactive", perPage: 100 }).items;
});

describe("the seeded data has what these tests need", () => {
  it("holds drafts and inactive jobs", () => {
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(inactive.length).toBeGreaterThanOrEqual(2);
  });
});

describe("blog pages show published posts only", () => {
  it("/blogs lists only published posts, newest first, with their categories", () => {
    const data = call(blogsLoader, "/blogs");
    const published = listBlogs({ status: "published", perPage: 100 }).items;
    expect(data.total).toBe(published.length);
    expect(data.posts.map((p) => p.slug)).toEqual(published.map((p) => p.slug).slice(0, 10));
    for (const d of drafts) expect(data.posts.map((p) => p.slug)).not.toContain(d.slug);
    expect(data.categories).toEqual(["Guides", "Industry News", "Maintenance"]);
  });

  it("/blogs filters by category and search, and never shows a draft that matches", () => {
    const guides = call(blogsLoader, "/blogs?category=Guides");
    expect(guides.posts.length).toBeGreaterThan(0);
    expect(guides.posts.every((p) => p.category === "Guides")).toBe(true);
    expect(guides.posts.map((p) => p.slug)).not.toContain("secret-draft-guide");

    expect(call(blogsLoader, "/blogs?q=Secret%20Draft").posts).toEqual([]);
    const gs1 = drafts.find((d) => d.slug.startsWith("gs1"));
    expect(gs1).toBeDefined();
    expect(call(blogsLoader, "/blogs?q=GS1%20India").posts.map((p) => p.slug)).not.toContain(
      gs1!.slug,
    );

    const ribbon = call(blogsLoader, "/blogs?q=ribbon");
    expect(ribbon.posts.length).toBeGreaterThan(0);
    expect(ribbon.q).toBe("ribbon");
  });

  it("/blog/{slug} answers 404 for a draft and an unknown slug", () => {
    for (const d of drafts) {
      expect(thrownStatus(() => call(blogLoader, `/blog/${d.slug}`, { slug: d.slug }))).toBe(404);
    }
    expect(thrownStatus(() => call(blogLoader, "/blog/nope", { slug: "nope" }))).toBe(404);
  });

  it("related posts are published, of the same category, without the post itself, at most 3", () => {
    const slug = "direct-thermal-vs-thermal-transfer-which-label-printer-should-you-buy";
    const data = call(blogLoader, `/blog/${slug}`, { slug });
    expect(data.post.category).toBe("Guides");
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.length).toBeLessThanOrEqual(3);
    for (const r of data.related) {
      expect(r.category).toBe("Guides");
      expect(r.slug).not.toBe(slug);
      expect(drafts.map((d) => d.slug)).not.toContain(r.slug);
    }
  });

  it("a post without an author is published by the company; plain text becomes paragraphs", () => {
    const slug = "wax-wax-resin-or-resin-choosing-the-right-ribbon";
    const data = call(blogLoader, `/blog/${slug}`, { slug });
    expect(data.post.author).toBe("Prime Barcode Solutions");
    // Its paragraphs are <p> elements; it names products, so they come as HTML with their links.
    expect(data.body.kind).toBe("html");
    const html = data.body.kind === "html" ? data.body.html : "";
    expect(html.match(/<p>/g)?.length).toBe(7);
    expect(html).toMatch(/<a href="\/products\/[a-z0-9-]+" title="[^"]+">G500<\/a>/);
    expect(data.url).toBe(`http://localhost:3000/blog/${slug}`);
  });
});

describe("career pages show active jobs only", () => {
  it("/careers lists only active jobs with the chat-app number", () => {
    const data = call(careersLoader, "/careers");
    const active = listJobs({ status: "active", perPage: 100 }).items;
    expect(data.jobs.map((j) => j.slug)).toEqual(active.map((j) => j.slug));
    for (const j of inactive) expect(data.jobs.map((x) => x.slug)).not.toContain(j.slug);
    expect(data.whatsappNumber).toMatch(/^\d+$/);
    for (const j of data.jobs) expect(j.preview.length).toBeLessThanOrEqual(153);
  });

  it("/careers/{slug} answers 404 for an inactive and an unknown job", () => {
    for (const j of inactive) {
      expect(thrownStatus(() => call(jobLoader, `/careers/${j.slug}`, { slug: j.slug }))).toBe(404);
    }
    expect(thrownStatus(() => call(jobLoader, "/careers/nope", { slug: "nope" }))).toBe(404);
  });

  it("a job shows skills as chips, responsibilities as lines, and only active other jobs", () => {
    const slug = "sales-executive-barcode-solutions";
    const data = call(jobLoader, `/careers/${slug}`, { slug });
    // Staff's status word is not sent to visitors; the terms an applicant weighs are.
    expect(data.job).not.toHaveProperty("status");
    expect(data.job.employment).toBe("Full-time");
    expect(data.job.salary).toBe("₹18,000–₹30,000 per month");
    expect(data.jsonLd.baseSalary).toMatchObject({
      currency: "INR",
      value: { minValue: 18000, maxValue: 30000, unitText: "MONTH" },
    });
    expect(data.job.skills).toContain("B2B sales");
    expect(data.job.responsibilities.length).toBe(5);
    expect(data.related.length).toBe(3);
    for (const r of data.related) {
      expect(r.slug).not.toBe(slug);
      expect(inactive.map((j) => j.slug)).not.toContain(r.slug);
      expect(r.skills.length).toBeLessThanOrEqual(103);
    }
  });
});

describe("/api shows visitors published posts and active jobs only", () => {
  it("GET /api/blogs pages published posts as { data, total, page, limit, pageCount }", async () => {
    const { status, body } = await json(call(apiBlogs, "/api/blogs?limit=2&page=2"));
    expect(status).toBe(200);
    const published = listBlogs({ status: "published", perPage: 100 }).items;
    expect(body).toMatchObject({ total: published.length, page: 2, limit: 2 });
    expect(body.pageCount).toBe(Math.ceil(published.length / 2));
    expect(body.data.map((b: { slug: string }) => b.slug)).toEqual(
      published.slice(2, 4).map((b) => b.slug),
    );
    expect(body.data.every((b: { status: string }) => b.status === "published")).toBe(true);
  });

  it("GET /api/blogs defaults to page 1 and 10, filters by category, and is empty past the end", async () => {
    const all = (await json(call(apiBlogs, "/api/blogs"))).body;
    expect(all).toMatchObject({ page: 1, limit: 10 });
    expect(all.data.map((b: { slug: string }) => b.slug)).not.toContain("secret-draft-guide");
    const guides = (await json(call(apiBlogs, "/api/blogs?category=Guides"))).body;
    expect(guides.data.length).toBe(guides.total);
    expect(guides.data.every((b: { category: string }) => b.category === "Guides")).toBe(true);
    const past = (await json(call(apiBlogs, "/api/blogs?page=99"))).body;
    expect(past).toMatchObject({ data: [], page: 99 });
  });

  it("GET /api/blogs answers 400 for a malformed page or limit", async () => {
    for (const q of ["page=abc", "page=0", "limit=-1", "limit=1000", "page=1.5"]) {
      const { status, body } = await json(call(apiBlogs, `/api/blogs?${q}`));
      expect(status, q).toBe(400);
      expect(typeof body.error).toBe("string");
    }
  });

  it("GET /api/blogs/{slug} and /api/blogs/id/{id} hide drafts", async () => {
    for (const d of drafts) {
      expect((await json(call(apiBlogBySlug, "/", { param: d.slug }))).status).toBe(404);
      expect((await json(call(apiBlogById, "/", { id: String(d.id) }))).status).toBe(404);
    }
    const ok = await json(
      call(apiBlogBySlug, "/", { param: "how-to-clean-a-thermal-print-head-and-how-often" }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.title).toBe("How to Clean a Thermal Print Head (and How Often)");
    const byId = await json(call(apiBlogById, "/", { id: String(ok.body.id) }));
    expect(byId.body.slug).toBe(ok.body.slug);
    expect((await json(call(apiBlogById, "/", { id: "abc" }))).body).toEqual({
      error: "Blog post not found",
    });
    expect((await json(call(apiBlogBySlug, "/", { param: "nope" }))).status).toBe(404);
  });

  it("GET /api/jobs lists active jobs only, filters by experience level, and pages", async () => {
    const { status, body } = await json(call(apiJobs, "/api/jobs"));
    expect(status).toBe(200);
    const active = listJobs({ status: "active", perPage: 100 }).items;
    expect(body).toMatchObject({ total: active.length, page: 1, limit: 10, pageCount: 1 });
    expect(body.data.every((j: { status: string }) => j.status === "active")).toBe(true);
    const level = (await json(call(apiJobs, "/api/jobs?experience_level=1-3%20years"))).body;
    expect(level.data.length).toBe(2);
    expect(
      level.data.every((j: { experience_level: string }) => j.experience_level === "1-3 years"),
    ).toBe(true);
    const levelInactive = (await json(call(apiJobs, "/api/jobs?experience_level=2-5%20years")))
      .body;
    expect(levelInactive.data.map((j: { slug: string }) => j.slug)).not.toContain(
      "accounts-assistant",
    );
    expect((await json(call(apiJobs, "/api/jobs?limit=zero"))).status).toBe(400);
  });

  it("GET /api/jobs/{slug} hides inactive jobs", async () => {
    for (const j of inactive) {
      const res = await json(call(apiJobBySlug, "/", { param: j.slug }));
      expect(res).toEqual({ status: 404, body: { error: "Job posting not found" } });
    }
    const ok = await json(call(apiJobBySlug, "/", { param: "technical-support-executive" }));
    expect(ok.status).toBe(200);
    expect(ok.body.title).toBe("Technical Support Executive");
  });
});

describe("the sitemap lists published posts and active jobs only", () => {
  it("has no draft and no inactive job", async () => {
    const xml = await (sitemapLoader() as Response).text();
    for (const d of drafts) expect(xml).not.toContain(`/blog/${d.slug}<`);
    for (const j of inactive) expect(xml).not.toContain(`/careers/${j.slug}<`);
    expect(xml).toContain("/blog/how-to-clean-a-thermal-print-head-and-how-often<");
    expect(xml).toContain("/careers/technical-support-executive<");
  });
});
