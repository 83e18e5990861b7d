import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// Public pages (issue 10): the components and lib modules the site routes use go into ONE shared
// chunk instead of a dozen 1-2 KB ones, so a phone on HTTP/1.1 fetches 6 scripts, not 19 (each extra
// request is a round trip on a slow network; Lighthouse counted them before the first paint). Admin
// components and modules only the admin uses stay out of it: they never reach a public page
// (npm run check:bundle checks that).
const SITE_UI = /\/app\/(components\/(?!admin\/)[^/]+|lib\/[^/]+|config\/[^/]+)\.tsx?$/;
const SITE_ROUTE = /\/app\/(routes\/site\/[^/]+|root)\.tsx?$/;

function siteUiChunk(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
): string | undefined {
  if (!SITE_UI.test(id)) return undefined;
  const seen = new Set<string>();
  const usedBySite = (module: string): boolean => {
    if (seen.has(module)) return false;
    seen.add(module);
    return (getModuleInfo(module)?.importers ?? []).some((importer) => {
      const file = importer.split("?")[0];
      return SITE_ROUTE.test(file) || (SITE_UI.test(file) && usedBySite(file));
    });
  };
  return usedBySite(id) ? "site-ui" : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  // better-sqlite3 and sharp are native: never bundle them.
  ssr: { external: ["better-sqlite3", "sharp"] },
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: siteUiChunk } } },
}));
