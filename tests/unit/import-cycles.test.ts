import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * No module of the app or the server entry imports itself back, through any chain, with value or
 * type imports alike: a cycle makes load order matter (a value read before its module ran is
 * undefined) and ties layers together (a component typed from a route, a model from its caller).
 * Imports are resolved by TypeScript itself with the project's tsconfig (the `~/` alias included),
 * so the graph is the one the compiler sees. Dynamic `import()` calls are left out: they load
 * later, on purpose. React Router's generated `+types` files are left out too (they point back
 * at their route by design).
 */

const root = path.resolve(__dirname, "../..");
const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (!specifier) continue;
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
    const target = resolved?.resolvedFileName;
    if (target && !target.includes("node_modules") && !target.includes(".react-router"))
      out.push(path.resolve(target));
  }
  return out;
}

/** Strongly connected components with more than one module (or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(path.relative(root, w));
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("module graph", () => {
  it("has no import cycles in app/ and server/", () => {
    const files = [
      ...sourceFiles(path.join(root, "app")),
      ...sourceFiles(path.join(root, "server")),
    ];
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map(files.map((f) => [path.resolve(f), importsOf(f)]));
    // Each entry names the modules that import one another, so the message says where to cut.
    expect(cycles(graph)).toEqual([]);
  });

  it("keeps the layers: lib imports no component, route or server module; components no route", () => {
    const below: [string, string[]][] = [
      ["app/lib/", ["app/components/", "app/routes/", "app/server/", "app/root.tsx"]],
      ["app/components/", ["app/routes/", "app/root.tsx"]],
      ["app/server/", ["app/routes/", "app/components/", "app/root.tsx"]],
    ];
    const crossings: string[] = [];
    for (const file of sourceFiles(path.join(root, "app"))) {
      const from = path.relative(root, file);
      const rule = below.find(([layer]) => from.startsWith(layer));
      if (!rule) continue;
      for (const target of importsOf(file)) {
        const to = path.relative(root, target);
        if (rule[1].some((forbidden) => to.startsWith(forbidden)))
          crossings.push(`${from} -> ${to}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
