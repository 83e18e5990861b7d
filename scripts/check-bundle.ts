/**
 * npm run check:bundle: the weight and the contents of what a public page loads.
 *
 * For every public page route (a child of routes/site/layout) it adds up what the browser fetches
 * for that page from the React Router manifest (build/client/assets/manifest-*.js): the client
 * entry, root, the site layout and the route, each module with the chunks it imports, their CSS, and
 * the stylesheets those modules link themselves (/assets/*.css URLs in their code).
 * It fails when a page loads more than 150 KB of gzipped JavaScript or 30 KB of gzipped CSS, or when
 * any of its chunks holds admin code, sample data, CSV parsing, a search engine or server code.
 *
 * Which source modules ended up in a chunk is read from source maps: by default the script makes a
 * build of its own with hidden source maps in a temporary folder (the code is byte for byte the same
 * as a normal build). `--build-dir DIR` checks an existing build instead: exactly when it has source
 * maps, else by chunk names only.
 *
 *   npm run check:bundle                      # temporary build with source maps, then the check
 *   npm run check:bundle -- --build-dir build-perf
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const JS_BUDGET = 150 * 1024;
export const CSS_BUDGET = 30 * 1024;

/** Source modules no public page may load. */
const FORBIDDEN: [RegExp, string][] = [
  [/(^|\/)app\/routes\/admin\//, "admin route"],
  [/(^|\/)app\/components\/admin\//, "admin component"],
  [/(^|\/)app\/server\//, "server code"],
  [/\.server\.[jt]sx?$/, "server module"],
  [/sample-data|(^|\/)app\/lib\/(backlinks|seo-score)\.ts$/, "sample data"],
  [/(^|\/)node_modules\/papaparse\/|csv|(^|\/)import[^/]*\.[jt]sx?$/i, "CSV import"],
  [/(^|\/)node_modules\/(minisearch|fuse\.js|flexsearch|lunr|elasticlunr)\//, "search engine"],
];

/** Without source maps: chunk names that give admin or import code away. */
const FORBIDDEN_CHUNK =
  /^(admin|backlink|seo-validator|discovery|data-table|manager|import|papaparse|sample)/;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  hasDefaultExport?: boolean;
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageBundle {
  route: string;
  path: string;
  jsFiles: number;
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
  problems: string[];
}

export interface BundleReport {
  buildDir: string;
  exact: boolean;
  pages: PageBundle[];
  ok: boolean;
}

function readManifest(clientDir: string): { manifest: Manifest; file: string } {
  const assets = path.join(clientDir, "assets");
  const candidates = fs
    .readdirSync(assets)
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .map((f) => ({ f, t: fs.statSync(path.join(assets, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  if (candidates.length === 0) throw new Error(`no React Router manifest in ${assets}`);
  const file = `/assets/${candidates[0].f}`;
  const text = fs.readFileSync(path.join(clientDir, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json) as Manifest, file };
}

function fullPath(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? routes[r.parentId] : undefined
  ) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

const sizeCache = new Map<string, { bytes: number; gzip: number }>();
function sizeOf(clientDir: string, url: string) {
  const file = path.join(clientDir, url);
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = fs.readFileSync(file);
    // Level 6 is what the compression middleware in server.js sends.
    size = { bytes: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

function sourcesOf(clientDir: string, url: string): string[] | null {
  const map = path.join(clientDir, `${url}.map`);
  if (!fs.existsSync(map)) return null;
  const { sources } = JSON.parse(fs.readFileSync(map, "utf8")) as { sources: string[] };
  return sources.map((s) => path.posix.normalize(s.replace(/\\/g, "/")));
}

export function analyseBundle(buildDir: string): BundleReport {
  const clientDir = path.resolve(buildDir, "client");
  const { manifest } = readManifest(clientDir);
  const { routes } = manifest;
  const layout = routes["routes/site/layout"];
  if (!layout) throw new Error("no routes/site/layout in the manifest");

  const isPublicPage = (r: ManifestRoute) => {
    if (r.hasDefaultExport === false) return false;
    for (let p = r.parentId; p; p = routes[p]?.parentId) if (p === layout.id) return true;
    return false;
  };

  let exact = true;
  const pages: PageBundle[] = [];
  for (const route of Object.values(routes).filter(isPublicPage)) {
    const chain: ManifestRoute[] = [];
    for (
      let r: ManifestRoute | undefined = route;
      r;
      r = r.parentId ? routes[r.parentId] : undefined
    )
      chain.unshift(r);
    // The route manifest itself is inlined into the HTML by the server, not fetched as a file.
    const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set<string>();
    for (const r of chain) {
      js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
      for (const c of r.css ?? []) css.add(c);
    }
    // Stylesheets a module links itself (root.tsx renders app.css?url with a precedence).
    for (const url of js) {
      const text = fs.readFileSync(path.join(clientDir, url), "utf8");
      for (const m of text.matchAll(/["'](\/assets\/[^"']+\.css)["']/g)) css.add(m[1]);
    }
    const problems: string[] = [];
    for (const url of js) {
      const sources = sourcesOf(clientDir, url);
      if (sources) {
        for (const source of sources) {
          const hit = FORBIDDEN.find(([re]) => re.test(source));
          if (hit) problems.push(`${hit[1]}: ${source} (in ${url})`);
        }
      } else {
        exact = false;
        const name = path.basename(url);
        if (FORBIDDEN_CHUNK.test(name)) problems.push(`chunk ${name}`);
      }
    }
    const sum = (files: Set<string>) =>
      [...files].reduce(
        (acc, f) => {
          const s = sizeOf(clientDir, f);
          return { bytes: acc.bytes + s.bytes, gzip: acc.gzip + s.gzip };
        },
        { bytes: 0, gzip: 0 },
      );
    const jsSize = sum(js);
    const cssSize = sum(css);
    if (jsSize.gzip > JS_BUDGET)
      problems.push(`JavaScript ${kb(jsSize.gzip)} gzipped is over ${kb(JS_BUDGET)}`);
    if (cssSize.gzip > CSS_BUDGET)
      problems.push(`CSS ${kb(cssSize.gzip)} gzipped is over ${kb(CSS_BUDGET)}`);
    pages.push({
      route: route.id,
      path: fullPath(routes, route),
      jsFiles: js.size,
      jsBytes: jsSize.bytes,
      jsGzip: jsSize.gzip,
      cssBytes: cssSize.bytes,
      cssGzip: cssSize.gzip,
      problems,
    });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return { buildDir, exact, pages, ok: pages.every((p) => p.problems.length === 0) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleTable(report: BundleReport): string {
  const lines = [
    "| page route | path | JS files | JS gzip | CSS gzip | check |",
    "|---|---|--:|--:|--:|---|",
    ...report.pages.map(
      (p) =>
        `| ${p.route} | ${p.path} | ${p.jsFiles} | ${kb(p.jsGzip)} | ${kb(p.cssGzip)} | ${
          p.problems.length ? `FAIL: ${p.problems.slice(0, 3).join("; ")}` : "ok"
        } |`,
    ),
  ];
  return lines.join("\n");
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf("--build-dir");
  let buildDir = at >= 0 ? args[at + 1] : undefined;
  let temporary: string | undefined;
  if (!buildDir) {
    temporary = fs.mkdtempSync(path.join(os.tmpdir(), "check-bundle-"));
    buildDir = temporary;
    console.log(`Building with hidden source maps into ${temporary} ...`);
    try {
      execFileSync("npx", ["react-router", "build", "--sourcemapClient", "hidden"], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, BUILD_DIR: temporary },
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      console.error(`${stdout ?? ""}${stderr ?? ""}\nThe build failed.`);
      fs.rmSync(temporary, { recursive: true, force: true });
      process.exit(1);
    }
  }
  try {
    const report = analyseBundle(buildDir);
    console.log(bundleTable(report));
    console.log(
      `\nBudgets: ${kb(JS_BUDGET)} JS and ${kb(CSS_BUDGET)} CSS gzipped per public page. ` +
        (report.exact
          ? "Contents checked from source maps."
          : "No source maps in this build: contents checked by chunk names only."),
    );
    for (const p of report.pages)
      for (const problem of p.problems) console.error(`✗ ${p.path}: ${problem}`);
    console.log(report.ok ? "Bundle check passed." : "Bundle check FAILED.");
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
