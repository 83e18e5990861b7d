import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// Public pages: the components and lib modules that the frame (root, site layout) or two or more site
// routes use go into ONE shared chunk instead of a dozen 1-2 KB ones, so a phone on HTTP/1.1 fetches
// 6 scripts, not 19 (each extra request is a round trip on a slow network; Lighthouse counted them
// before the first paint). A module only one page uses (the supplies finder, the quote basket, the
// contact form, the search page's parts...) stays in that page's own chunk, so no other page
// downloads and parses it. Admin components and modules only the admin uses stay out of it: they
// never reach a public page (npm run check:bundle checks that).
const SITE_UI = /\/app\/(components\/(?!admin\/)[^/]+|lib\/[^/]+|config\/[^/]+)\.tsx?$/;
const SITE_ROUTE = /\/app\/(routes\/site\/[^/]+|root)\.tsx?$/;
const SITE_FRAME = /\/app\/(routes\/site\/layout|root)\.tsx?$/;

function siteUiChunk(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
): string | undefined {
  if (!SITE_UI.test(id)) return undefined;
  const seen = new Set<string>();
  const routes = new Set<string>();
  const collect = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const importer of getModuleInfo(module)?.importers ?? []) {
      const file = importer.split("?")[0];
      if (SITE_ROUTE.test(file)) routes.add(file);
      else if (SITE_UI.test(file)) collect(file);
      else elsewhere = true;
    }
  };
  let elsewhere = false;
  collect(id);
  if (routes.size === 0) return undefined;
  // Shared with the admin or other code: in the shared chunk, never a chunk of its own that a page
  // would fetch as an extra request.
  const frame = [...routes].some((file) => SITE_FRAME.test(file));
  return frame || elsewhere || routes.size > 1 ? "site-ui" : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  // better-sqlite3 and sharp are native: never bundle them.
  ssr: { external: ["better-sqlite3", "sharp"] },
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: siteUiChunk } } },
}));
