/**
 * The suite Stryker runs against each mutant (`npm run mutation`, stryker.config.mjs): the in-process tests of the
 * engine, the same set the coverage run measures (vitest.coverage.config.ts) and for the same reasons: the CLI tests
 * run dist/cli/bin.js as processes and the API-surface and determinism tests load dist/, which a mutant of src/ never
 * reaches; the tests that need ../shared are left out so the score is the same on every clone.
 */
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";
import { OUT_OF_PROCESS } from "./vitest.coverage.config.js";

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // and the browser test, which would start Chromium for every mutant of the engine it scores with
      exclude: [...configDefaults.exclude, ...OUT_OF_PROCESS, "test/report/browser.test.ts"],
      tagsFilter: ["!shared"],
      env: { VANSKY_SHARED: "off" },
      reporters: ["default"],
      globalSetup: [],
      // one module graph for every file of a run: Stryker runs the covering tests of each mutant, and re-importing
      // the engine and its fixtures per test file was most of a mutant's time
      isolate: false,
    },
  }),
);
