import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "threads",
    // the data-set tests loop over 500 fixtures: on a shared 2-core machine 5 s is too tight to mean anything
    testTimeout: 30_000,
  },
});
