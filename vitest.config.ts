import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/security/**/*.test.ts",
    ],
    setupFiles: ["tests/setup/temp-db.ts"],
    environment: "node",
    pool: "forks",
    // Files and the tests in each run in a new order every time (the seed is printed; rerun one with
    // --sequence.seed=N): a test that leans on rows, counts or state an earlier test left fails soon.
    sequence: { shuffle: true },
    // CI reads the counts from JSON; people read the default reporter.
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "reports/unit.json" },
    testTimeout: 20_000,
    // A file's setup may seed the whole demo catalogue (pictures, fits) while other files run beside it.
    hookTimeout: 30_000,
  },
});
