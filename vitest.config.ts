import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "threads",
    globalSetup: ["test/global-setup.ts"],
    // the tests that read ../shared beside the repository carry the tag `shared` (test/shared.ts): they skip on a clone
    // without it, and the last line of the run counts them (test/shared-reporter.ts)
    tags: [
      { name: "shared", description: "needs ../shared beside the repository (real recorded responses, snapshots)" },
    ],
    reporters: ["default", "./test/shared-reporter.ts"],
    // the machine is shared (two cores, several suites at once) and the data-set tests loop over 500 fixtures, the
    // CLI tests start processes and a browser: a test's or hook's time limit guards against hangs, never measures
    // speed (the benchmarks do), so it is far above what any test takes on a loaded machine (npm test passes with
    // both cores kept busy by other processes, docs/performance.md) and no test sets a shorter one
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
