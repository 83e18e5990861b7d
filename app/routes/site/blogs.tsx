import { Form, Link } from "react-router";
import { BlogCard } from "~/components/blog-card";
import { Pagination } from "~/components/pagination";
import { site } from "~/config/site";
import { blogCard } from "~/lib/blog-text";
import { parsePage } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { env } from "~/server/env.server";
import { listBlogs, listPublishedBlogCategories } from "~/server/models/blogs.server";
import type { Route } from "./+types/blogs";

const PER_PAGE = 10;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const category = (url.searchParams.get("category") ?? "").trim().slice(0, 100);
  const result = listBlogs({
    status: "published",
    category: category || undefined,
    search: q || undefined,
    page: parsePage(url.searchParams.get("page")),
    perPage: PER_PAGE,
  });
  return {
    q,
    category,
    categories: listPublishedBlogCategories(),
    posts: result.items.map(blogCard),
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    siteUrl: env.SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const description =
    "Guides, maintenance tips and industry news on barcode printers, labels, ribbons and scanners.";
  // A search or a filter is the list itself, seen another way; later pages are pages of their own.
  const page = loaderData && !loaderData.q && !loaderData.category ? loaderData.page : 1;
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: page > 1 ? `/blogs?page=${page}` : "/blogs",
    title: `Blog | ${site.name}`,
    description,
  });
}

/** A filter link keeps the search text and drops the page (a new filter starts at page 1). */
function filterHref(q: string, category: string) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  const qs = params.toString();
  return qs ? `/blogs?${qs}` : "/blogs";
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { q, category, categories, posts, page, pageCount } = loaderData;
  const chip = (active: boolean) =>
    `rounded-full border px-4 py-2 text-sm font-medium ${
      active
        ? "border-primary bg-primary text-white"
        : "border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary"
    }`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-slate-900">Our Blog</h1>
        <p className="mx-auto mt-3 max-w-2xl text-secondary">
          Guides, maintenance tips and industry news on barcode printing and labelling.
        </p>
      </header>

      <Form
        method="get"
        role="search"
        aria-label="Search the blog"
        className="mx-auto mt-8 flex max-w-xl gap-2"
      >
        <label htmlFor="blog-search" className="sr-only">
          Search blog posts
        </label>
        <input
          id="blog-search"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          placeholder="Search blog posts..."
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 focus:border-primary focus:outline-none"
        />
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <button
          type="submit"
          className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
        >
          Search
        </button>
      </Form>

      <nav aria-label="Blog categories" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-2">
          <li>
            <Link
              to={filterHref(q, "")}
              className={chip(!category)}
              aria-current={!category ? "page" : undefined}
            >
              All Posts
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c}>
              <Link
                to={filterHref(q, c)}
                className={chip(category === c)}
                aria-current={category === c ? "page" : undefined}
              >
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {posts.length ? (
        <>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((p) => (
              <BlogCard key={p.slug} post={p} />
            ))}
          </div>
          <Pagination page={page} pageCount={pageCount} className="mt-10" />
        </>
      ) : (
        <div className="mt-16 text-center">
          <h2 className="text-2xl font-semibold text-slate-900">No blog posts found</h2>
          <p className="mt-2 text-secondary">Try adjusting your search terms or category filter</p>
        </div>
      )}
    </main>
  );
}
