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
    // CLI tests start processes: a test's time limit guards against hangs, never measures speed (the benchmarks do)
    testTimeout: 60_000,
  },
});
