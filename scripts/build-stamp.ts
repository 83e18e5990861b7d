// The build's stamp: a hash of everything the build is made from, written into the build after it
// succeeds (and removed before it starts, so a failed build is never taken for a current one).
// `npm start` builds only when the stamp is missing or differs, so a restart after `npm test` or a
// deploy that already built costs no build (about a minute on a small VPS).
//   tsx scripts/build-stamp.ts build    build and stamp (npm run build)
//   tsx scripts/build-stamp.ts ensure   build unless the build is current (npm start)
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What the build reads: the app, the public folder, the locked dependencies and the configs. */
const SOURCES = [
  "app",
  "public",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, ".source-hash");

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

/** A hash of the sources' names and contents (not their times: a fresh clone has new ones). */
export function sourceHash(): string {
  const hash = crypto.createHash("sha256");
  for (const file of SOURCES.flatMap(filesUnder).sort()) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) return false;
  try {
    return fs.readFileSync(stampFile, "utf8").trim() === sourceHash();
  } catch {
    return false;
  }
}

function build() {
  fs.rmSync(stampFile, { force: true });
  // The hash of what is about to be built: a file saved during the build makes the next start build again.
  const hash = sourceHash();
  const cli = path.resolve("node_modules/@react-router/dev/bin.js");
  const built = spawnSync(process.execPath, [cli, "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
  fs.writeFileSync(stampFile, `${hash}\n`);
}

const command = process.argv[2];
if (command === "build") {
  build();
} else if (command === "ensure") {
  if (buildIsCurrent()) {
    console.log(`[start] the build in ${path.relative(".", buildDir)} is current: not rebuilding`);
  } else {
    console.log("[start] building (the sources changed since the last build, or there is none)");
    build();
  }
} else {
  console.error("usage: tsx scripts/build-stamp.ts build|ensure");
  process.exit(2);
}
