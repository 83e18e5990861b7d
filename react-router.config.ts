import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work trees or benchmarks keep separate builds; server.js reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
