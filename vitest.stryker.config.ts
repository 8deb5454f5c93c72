/**
 * The suite Stryker runs against each mutant (`npm run mutation`, stryker.config.mjs): the in-process tests of the
 * engine, the same set the coverage run measures (vitest.coverage.config.ts) and for the same reasons: the CLI tests
 * run dist/cli/bin.js as processes and the API-surface and determinism tests load dist/, which a mutant of src/ never
 * reaches; the tests that need ../shared are left out so the score is the same on every clone.
 */
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";
import { OUT_OF_PROCESS } from "./vitest.coverage.config.js";

/**
 * The tests of data rather than of code, left out of a mutant's run: the world fixtures and their generator
 * (scripts/fixtures/), the sea points of the country table (data, not mutated), and the laws checked over every
 * record of both world sets (lean == full, records against their inputs, the 3-hourly resampling). They take 0.4-4 s
 * each to load and would run for nearly every mutant; the unit tests of each layer must catch its mistakes alone.
 */
export const DATA_SET_TESTS = [
  "test/fixtures/world.test.ts",
  "test/fixtures/records.test.ts",
  "test/countries/sea.test.ts",
  "test/request/lean.test.ts",
  "test/assemble/three-hourly.test.ts",
];

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // and the browser test, which would start Chromium for every mutant of the engine it scores with
      exclude: [...configDefaults.exclude, ...OUT_OF_PROCESS, "test/report/browser.test.ts", ...DATA_SET_TESTS],
      tagsFilter: ["!shared"],
      env: { VANSKY_SHARED: "off", FUZZ_RUNS: "25" },
      reporters: ["default"],
      globalSetup: [],
      setupFiles: ["test/stryker-setup.ts"],
      // one module graph for every file of a run: Stryker runs the covering tests of each mutant, and re-importing
      // the engine and its fixtures per test file was most of a mutant's time
      isolate: false,
    },
  }),
);
