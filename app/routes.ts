import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CATEGORY_SHORTCUTS } from "./config/site";

// The whole URL table. Each feature area keeps to its own block.
export default [
  // Resource routes (health, search-engine files, resized images): no page, no layout.
  route("healthz", "routes/resources/healthz.ts"),
  // Sitemap and robots.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  // A large catalogue's sitemap files, listed by the index at /sitemap.xml.
  route("sitemaps/:file", "routes/resources/sitemap-file.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  // Resized WebP copies of raster pictures.
  route("img/:width/*", "routes/resources/image.ts"),

  // Public site: every page shares the header and footer of site/layout.tsx.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),

    // Catalogue
    // Static segments ("category", the shortcut names) rank above ":slug", so order is free.
    route("products", "routes/site/products-index.tsx"),
    route("products/category/:slug", "routes/site/category.tsx", { id: "category" }),
    route("products/:slug", "routes/site/product.tsx"),
    route("popular-products", "routes/site/popular-products.tsx"),
    route("services", "routes/site/services.tsx"),
    route("about", "routes/site/about.tsx"),
    route("labels-info", "routes/site/labels-info.tsx"),
    route("ribbons-info", "routes/site/ribbons-info.tsx"),
    route("scanners-info", "routes/site/scanners-info.tsx"),
    // The category shortcut routes (config/site.ts names them once) share the category module;
    // ids keep them apart.
    ...Object.values(CATEGORY_SHORTCUTS).map((path) =>
      route(path.slice(1), "routes/site/category.tsx", { id: `category${path.replace("/", "-")}` }),
    ),

    // Blogs, careers, contact
    route("blogs", "routes/site/blogs.tsx"),
    route("blog/:slug", "routes/site/blog.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("careers/:slug", "routes/site/job.tsx"),
    route("contact", "routes/site/contact.tsx"),
    // The public driver download centre (each file through the counted drivers/:id/download).
    route("drivers", "routes/site/drivers.tsx"),
    // The newsletter box posts here; without JavaScript this page answers with the outcome.
    route("newsletter", "routes/site/newsletter.tsx"),

    // Search
    route("search", "routes/site/search.tsx"),
    // The supplies finder: a printer's ribbons, labels and parts, filtered by the fit facts.
    route("supplies", "routes/site/supplies.tsx"),

    // Products side by side: /compare?p=<slug>&p=<slug> (two to four).
    route("compare", "routes/site/compare.tsx"),

    // Quote basket: the basket and request form, then the sent request's confirmation.
    route("quote", "routes/site/quote.tsx"),
    route("quote/sent", "routes/site/quote-sent.tsx"),

    // Service desk: book a repair, follow it (by private link, or number and phone), warranty, AMC.
    route("service", "routes/site/service.tsx"),
    route("track", "routes/site/track-lookup.tsx"),
    route("track/:number/:token?", "routes/site/track.tsx"),
    route("warranty", "routes/site/warranty.tsx"),
    route("amc", "routes/site/amc.tsx"),

    // Unknown URLs: the 404 page inside the site frame.
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Admin
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
  // The blog form's live preview: a resource route, so outside the shell.
  route("admin/blogs/preview", "routes/admin/blogs-preview.ts"),
  // The product form's "supplies that fit" search box (JSON): a resource route, so outside the shell.
  route("admin/products/fit-options", "routes/admin/product-fit-options.ts"),
  // A search result opened: the result links' ping (and beacon) that counts it; no page.
  route("search/click", "routes/site/search-click.ts"),
  // The supplies finder's model suggestions (JSON), outside the site frame.
  route("supplies/printers", "routes/site/supplies-printers.ts"),
  // Public driver downloads: a file, not a page, so outside the site frame.
  route("drivers/:id/download", "routes/site/driver-download.ts"),
  // Every tab inside the shell: the layout's loader guards it, and each child's loader and action
  // call requireAdmin too. Add a tab's routes inside this layout, above the "admin/*" catch-all.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
    route("admin/dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard-tab" }),
    route("admin/products", "routes/admin/products.tsx"),
    route("admin/products/new", "routes/admin/product-form.tsx", { id: "admin-product-new" }),
    route("admin/products/:id/edit", "routes/admin/product-form.tsx", { id: "admin-product-edit" }),
    route("admin/products/:id/delete", "routes/admin/product-delete.tsx"),
    route("admin/products/delete-selected", "routes/admin/products-delete-selected.tsx"),
    route("admin/products/bulk-edit", "routes/admin/products-bulk-edit.tsx"),
    // Categories, brands, drivers, blogs, jobs and inquiries. Each tab's
    // /:id/delete is the shared confirmation step and delete of routes/admin/manager-delete.tsx.
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/categories/new", "routes/admin/categories-form.tsx", { id: "admin-category-new" }),
    route("admin/categories/:id/edit", "routes/admin/categories-form.tsx", {
      id: "admin-category-edit",
    }),
    route("admin/categories/:id/delete", "routes/admin/manager-delete.tsx", {
      id: "admin-category-delete",
    }),
    route("admin/brands", "routes/admin/brands.tsx"),
    route("admin/brands/new", "routes/admin/brands-form.tsx", { id: "admin-brand-new" }),
    route("admin/brands/:id/edit", "routes/admin/brands-form.tsx", { id: "admin-brand-edit" }),
    route("admin/brands/:id/delete", "routes/admin/manager-delete.tsx", {
      id: "admin-brand-delete",
    }),
    route("admin/drivers", "routes/admin/drivers.tsx"),
    route("admin/drivers/new", "routes/admin/drivers-form.tsx", { id: "admin-driver-new" }),
    route("admin/drivers/:id/edit", "routes/admin/drivers-form.tsx", { id: "admin-driver-edit" }),
    route("admin/drivers/:id/delete", "routes/admin/manager-delete.tsx", {
      id: "admin-driver-delete",
    }),
    route("admin/blogs", "routes/admin/blogs.tsx"),
    route("admin/blogs/new", "routes/admin/blogs-form.tsx", { id: "admin-blog-new" }),
    route("admin/blogs/:id/edit", "routes/admin/blogs-form.tsx", { id: "admin-blog-edit" }),
    route("admin/blogs/:id/delete", "routes/admin/manager-delete.tsx", { id: "admin-blog-delete" }),
    route("admin/jobs", "routes/admin/jobs.tsx"),
    route("admin/jobs/new", "routes/admin/jobs-form.tsx", { id: "admin-job-new" }),
    route("admin/jobs/:id/edit", "routes/admin/jobs-form.tsx", { id: "admin-job-edit" }),
    route("admin/jobs/:id/delete", "routes/admin/manager-delete.tsx", { id: "admin-job-delete" }),
    // Applications sent from a job's page (each CV is a file route below).
    route("admin/jobs/:id/applications", "routes/admin/jobs-applications.tsx"),
    route("admin/inquiries", "routes/admin/inquiries.tsx"),
    route("admin/inquiries/:id/delete", "routes/admin/manager-delete.tsx", {
      id: "admin-inquiry-delete",
    }),
    // Newsletter addresses from the site's box: the list, deleting one.
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    // Quote requests from the quote basket: the list, and one request with its status and note.
    route("admin/quotes", "routes/admin/quotes.tsx"),
    route("admin/quotes/settings", "routes/admin/quotes-settings.tsx"),
    route("admin/quotes/from-inquiry/:id", "routes/admin/quotes-from-inquiry.ts"),
    route("admin/quotes/:id", "routes/admin/quotes-detail.tsx"),
    // Service: serial numbers sold (a manager like the brands'), the queue, tickets, AMC contracts.
    route("admin/service", "routes/admin/service.tsx"),
    route("admin/service/tickets/:id", "routes/admin/service-ticket.tsx"),
    route("admin/service/amc", "routes/admin/service-amc.tsx"),
    route("admin/service/amc/new", "routes/admin/service-amc-form.tsx", { id: "admin-amc-new" }),
    route("admin/service/amc/:id", "routes/admin/service-amc-form.tsx", { id: "admin-amc-edit" }),
    route("admin/service/amc/:id/renew", "routes/admin/service-amc-form.tsx", {
      id: "admin-amc-renew",
    }),
    route("admin/serials", "routes/admin/service-serials.tsx"),
    route("admin/serials/new", "routes/admin/service-serials-form.tsx", { id: "admin-serial-new" }),
    route("admin/serials/:id/edit", "routes/admin/service-serials-form.tsx", {
      id: "admin-serial-edit",
    }),
    route("admin/serials/:id/delete", "routes/admin/manager-delete.tsx", {
      id: "admin-serial-delete",
    }),
    // Backlink and SEO screens
    route("admin/redirects", "routes/admin/redirects.tsx"),
    route("admin/trash", "routes/admin/trash.tsx"),
    route("admin/mail", "routes/admin/mail-outbox.tsx"),
    route("admin/history", "routes/admin/history.tsx"),
    route("admin/history/imports/:id", "routes/admin/history-import.tsx"),
    route("admin/history/:kind/:id", "routes/admin/history-item.tsx"),
    route("admin/backlinks", "routes/admin/backlinks.tsx"),
    route("admin/backlinks/discovery", "routes/admin/backlink-discovery.tsx"),
    route("admin/seo-validator", "routes/admin/seo-validator.tsx"),
    // Data Import
    route("admin/import", "routes/admin/import.tsx"),
    // Long work (imports, undos of imports): progress and outcomes
    route("admin/tasks", "routes/admin/tasks.tsx"),
    route("admin/tasks/:id", "routes/admin/tasks-detail.tsx"),
    // Search: synonyms, what buyers searched for, and products pinned for a search.
    route("admin/search", "routes/admin/search.tsx"),
    route("admin/search/pins", "routes/admin/search-pins.tsx"),
    // Unknown tabs: 'Page not found' with status 404 inside the shell.
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  // Data Import downloads: resource routes, each calls requireAdmin.
  route("admin/import/template/:type", "routes/admin/import-template.ts"),
  route("admin/export/:type", "routes/admin/export.ts"),
  route("admin/import/errors/:token", "routes/admin/import-errors.ts"),
  // Every newsletter address as a CSV download; it calls requireAdmin.
  route("admin/newsletter/export.csv", "routes/admin/newsletter-export.ts"),
  // A job applicant's CV: staff only, always as an attachment.
  route("admin/jobs/applications/:id/cv", "routes/admin/jobs-application-cv.ts"),
  // A request's printable GST quotation: a sheet of A4, so outside the admin shell; it calls
  // requireAdmin itself.
  // A buyer's purchase order file: staff only, always as an attachment.
  route("admin/quotes/:id/po", "routes/admin/quotes-po.ts"),
  route("admin/quotes/:id/quotation", "routes/admin/quotes-quotation.tsx"),
  // A buyer's private quotation (its link is the key), its PDF and the proforma invoice: sheets of
  // A4 outside the site frame, reachable only through the link.
  route("quotation/:key", "routes/quotation/page.tsx"),
  route("quotation/:key/pdf", "routes/quotation/pdf.ts"),
  route("quotation/:key/proforma", "routes/quotation/proforma.tsx"),

  // JSON API under /api
  // Auth
  route("api/auth/login", "routes/api/auth-login.ts"),
  route("api/auth/verify", "routes/api/auth-verify.ts"),
  route("api/auth/logout", "routes/api/auth-logout.ts"),
  route("api/auth/forgot-password", "routes/api/auth-forgot-password.ts"),

  // Products and categories, read side. The admin adds actions to
  // products.ts (POST) and product-by-id.ts (PUT, DELETE).
  route("api/products", "routes/api/products.ts"),
  route("api/products/featured", "routes/api/products-featured.ts"),
  route("api/products/slug/:slug", "routes/api/products-slug.ts"),
  route("api/products/category/:category", "routes/api/products-category.ts"),
  route("api/products/:id", "routes/api/product-by-id.ts"),
  route("api/categories", "routes/api/categories.ts"),

  // Blogs and jobs, read side. /api/blogs/:param and /api/jobs/:param are
  // one module each: GET reads a slug, the admin's PUT/DELETE read an id.
  route("api/blogs", "routes/api/blogs.ts"),
  route("api/blogs/id/:id", "routes/api/blog-by-id.ts"),
  route("api/blogs/:param", "routes/api/blog-by-slug.ts"),
  route("api/jobs", "routes/api/jobs.ts"),
  route("api/jobs/:param", "routes/api/job-by-slug.ts"),

  // Category, brand, driver and subcategory writes; blog and job writes are the
  // actions of blogs.ts, blog-by-slug.ts, jobs.ts and job-by-slug.ts above.
  route("api/categories/:id", "routes/api/categories-by-id.ts"),
  route("api/brands", "routes/api/brands.ts"),
  route("api/brands/:id", "routes/api/brand-by-id.ts"),
  route("api/drivers", "routes/api/drivers.ts"),
  route("api/drivers/:id", "routes/api/driver-by-id.ts"),
  route("api/subcategories", "routes/api/subcategories.ts", { id: "api-subcategories" }),
  route("api/subcategories/:id", "routes/api/subcategories.ts", { id: "api-subcategory" }),

  // Search. The static "search" segment ranks above "api/products/:id".
  route("api/products/search/:query?", "routes/api/products-search.ts"),
  route("api/search-suggestions", "routes/api/search-suggestions.ts"),

  // Bulk CSV import. The static "bulk-import" segment ranks above
  // "api/products/:id", wherever the lines stand.
  route("api/products/bulk-import", "routes/api/products-bulk-import.ts"),

  // Service tickets: POST books (anyone); the queue and changes are staff's; one ticket is also
  // readable and answerable with its tracking token.
  route("api/service/tickets", "routes/api/service-tickets.ts"),
  route("api/service/tickets/:number", "routes/api/service-ticket.ts"),

  // Quote requests: POST is public (the basket's request as JSON); reads and updates are the admin's.
  route("api/quotes", "routes/api/quotes.ts"),
  route("api/quotes/:id", "routes/api/quotes-by-id.ts"),

  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
