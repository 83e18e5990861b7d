import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one immutable file the browser caches, rather than a slice of it
  // worked out and written into every page: a server render skips matching the path's parents
  // against every route, and a click never waits on a route-discovery request.
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets parallel work trees or benchmarks keep separate builds; server.js reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
