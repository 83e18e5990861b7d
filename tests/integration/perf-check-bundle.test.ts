import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyseBundle, CSS_BUDGET, JS_BUDGET } from "../../scripts/check-bundle";

/**
 * scripts/check-bundle.ts on small hand-made builds: a React Router manifest, chunk files and their
 * source maps, laid out as `react-router build` lays them out.
 */
interface FakeChunk {
  file: string;
  bytes?: number;
  sources?: string[];
  text?: string;
}

function fakeBuild(chunks: FakeChunk[], routes: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-build-"));
  const assets = path.join(dir, "client", "assets");
  fs.mkdirSync(assets, { recursive: true });
  let seed = 1;
  for (const c of chunks) {
    // Random-looking text, so gzip cannot shrink a large file below its budget.
    let text = c.text ?? "";
    while (text.length < (c.bytes ?? 100)) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      text += seed.toString(36);
    }
    fs.writeFileSync(path.join(dir, "client", c.file), text);
    if (c.sources)
      fs.writeFileSync(
        path.join(dir, "client", `${c.file}.map`),
        JSON.stringify({ version: 3, sources: c.sources, mappings: "" }),
      );
  }
  const manifest = {
    entry: { module: "/assets/entry.client-a.js", imports: ["/assets/site-ui-a.js"] },
    routes,
  };
  fs.writeFileSync(
    path.join(assets, "manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  return dir;
}

const route = (id: string, parentId: string | undefined, module: string, extra = {}) => ({
  id,
  parentId,
  module,
  imports: [],
  css: [],
  hasDefaultExport: true,
  ...extra,
});

const baseRoutes = {
  root: route("root", undefined, "/assets/root-a.js", { path: "" }),
  "routes/site/layout": route("routes/site/layout", "root", "/assets/layout-a.js"),
  "routes/site/home": route("routes/site/home", "routes/site/layout", "/assets/home-a.js", {
    index: true,
  }),
  "routes/admin/products": route("routes/admin/products", "root", "/assets/products-a.js", {
    path: "admin/products",
    imports: ["/assets/papaparse-a.js"],
  }),
};

const baseChunks: FakeChunk[] = [
  { file: "/assets/entry.client-a.js", sources: ["../../node_modules/react-dom/client.js"] },
  { file: "/assets/site-ui-a.js", sources: ["../../app/components/product-card.tsx"] },
  { file: "/assets/root-a.js", sources: ["../../app/root.tsx"], text: '"/assets/app-a.css";' },
  { file: "/assets/layout-a.js", sources: ["../../app/routes/site/layout.tsx"] },
  { file: "/assets/home-a.js", sources: ["../../app/routes/site/home.tsx"] },
  { file: "/assets/products-a.js", sources: ["../../app/routes/admin/products.tsx"] },
  { file: "/assets/papaparse-a.js", sources: ["../../node_modules/papaparse/papaparse.js"] },
  { file: "/assets/app-a.css", bytes: 2000 },
];

describe("analyseBundle", () => {
  it("adds up what a public page loads and passes a light build", () => {
    const report = analyseBundle(fakeBuild(baseChunks, baseRoutes));
    expect(report.exact).toBe(true);
    expect(report.pages.map((p) => [p.route, p.path])).toEqual([["routes/site/home", "/"]]);
    const [home] = report.pages;
    // entry, site-ui, root, layout, home; never the admin route or its CSV parser.
    expect(home.jsFiles).toBe(5);
    expect(home.cssGzip).toBeGreaterThan(0);
    expect(home.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("fails a public page whose chunks hold admin, sample-data or CSV modules", () => {
    const chunks = baseChunks.map((c) =>
      c.file === "/assets/site-ui-a.js"
        ? {
            ...c,
            sources: [
              "../../app/components/product-card.tsx",
              "../../app/components/admin/data-table.tsx",
              "../../app/server/sample-data/backlinks.server.ts",
              "../../node_modules/papaparse/papaparse.js",
            ],
          }
        : c,
    );
    const report = analyseBundle(fakeBuild(chunks, baseRoutes));
    expect(report.ok).toBe(false);
    const problems = report.pages[0].problems.join("\n");
    expect(problems).toMatch(/admin component: .*data-table/);
    expect(problems).toMatch(/sample data|server code/);
    expect(problems).toMatch(/CSV import: .*papaparse/);
  });

  it("fails a public page over the JavaScript or CSS budget", () => {
    const chunks = baseChunks.map((c) =>
      c.file === "/assets/home-a.js"
        ? { ...c, bytes: JS_BUDGET * 3 }
        : c.file === "/assets/app-a.css"
          ? { ...c, bytes: CSS_BUDGET * 3 }
          : c,
    );
    const report = analyseBundle(fakeBuild(chunks, baseRoutes));
    expect(report.ok).toBe(false);
    expect(report.pages[0].problems.join("\n")).toMatch(/JavaScript .* is over 150\.0 KB/);
    expect(report.pages[0].problems.join("\n")).toMatch(/CSS .* is over 30\.0 KB/);
  });

  it("without source maps, still refuses admin chunks by name", () => {
    const chunks = baseChunks.map(({ sources: _sources, ...c }) => c);
    const routes = {
      ...baseRoutes,
      "routes/site/home": {
        ...baseRoutes["routes/site/home"],
        imports: ["/assets/admin-shell-a.js"],
      },
    };
    const report = analyseBundle(
      fakeBuild([...chunks, { file: "/assets/admin-shell-a.js" }], routes),
    );
    expect(report.exact).toBe(false);
    expect(report.pages[0].problems).toEqual(["chunk admin-shell-a.js"]);
  });
});
