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

    // Search (issue: search)

    // Unknown URLs: the 404 page inside the site frame.
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Admin (issues: admin)

  // JSON API under /api

  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
