import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The whole URL table. Each feature area keeps to its own block.
export default [
  // Health and search-engine files.
  route("healthz", "routes/seo/healthz.ts"),

  // Public site: every page shares the header and footer of site/layout.tsx.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),

    // Catalogue (issue: public catalogue)

    // Blogs, careers, contact (issue: content pages)
    route("blogs", "routes/site/blogs.tsx"),
    route("blog/:slug", "routes/site/blog.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("careers/:slug", "routes/site/job.tsx"),
    route("contact", "routes/site/contact.tsx"),

    // Search (issue: search)

    // Unknown URLs: the 404 page inside the site frame.
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Admin (issues: admin)

  // JSON API under /api

  // Blogs and jobs, read side (issue: content pages). /api/blogs/:param and /api/jobs/:param are
  // one module each: GET reads a slug, the admin's PUT/DELETE read an id.
  route("api/blogs", "routes/api/blogs.ts"),
  route("api/blogs/id/:id", "routes/api/blog-by-id.ts"),
  route("api/blogs/:param", "routes/api/blog-by-slug.ts"),
  route("api/jobs", "routes/api/jobs.ts"),
  route("api/jobs/:param", "routes/api/job-by-slug.ts"),

  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
