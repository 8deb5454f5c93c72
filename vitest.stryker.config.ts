/**
 * The suite Stryker runs against each mutant (stryker.config.mjs, through scripts/mutation/gate.mjs): the tests of
 * the mutated layer, `VANSKY_MUTATION_LAYER` (test/scores/** for src/scores/**), or without it the in-process suite.
 * Left out either way: the CLI tests (they run dist/cli/bin.js as processes) and the API-surface and determinism
 * tests (they load dist/), which a mutant of src/ never reaches; the two browser tests (the report in Chromium);
 * the data-set tests below; and the tests that need ../shared, so the score is the same on every clone.
 */
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import { common } from "./vitest.config.js";

/** The tests that exercise src/ out of process (the built package, dist/): no mutant of src/ reaches them. */
export const OUT_OF_PROCESS = ["test/cli/**", "test/api-surface.test.ts", "test/assemble/determinism.test.ts"];

/**
 * The tests of data rather than of code: the world fixtures and their generator (scripts/fixtures/), the sea points
 * of the country table (data, not mutated), and the laws checked over every record of both world sets (lean ==
 * full, records against their inputs, the 3-hourly resampling). They take 0.4-4 s each to load and would run for
 * nearly every mutant; each layer's own tests must catch its mistakes.
 */
export const DATA_SET_TESTS = [
  "test/fixtures/world.test.ts",
  "test/fixtures/records.test.ts",
  "test/countries/sea.test.ts",
  "test/request/lean.test.ts",
  "test/assemble/three-hourly.test.ts",
];

/**
 * Tests that run the TypeScript compiler (13 s each): a generated client typed against the document. Run for every
 * mutant of the document's code they would take hours; test/serve/openapi.test.ts checks the same document in process.
 */
export const COMPILING_TESTS = ["test/serve/openapi-types.test.ts"];

const layer = process.env.VANSKY_MUTATION_LAYER;

const config = mergeConfig(
  common,
  defineConfig({
    test: {
      exclude: [
        ...configDefaults.exclude,
        ...OUT_OF_PROCESS,
        // the pages in Chromium: seconds a test, and a page drawn by a mutant times out rather than fails
        "test/report/browser.test.ts",
        "test/report/layout.test.ts",
        ...DATA_SET_TESTS,
        ...COMPILING_TESTS,
      ],
      tagsFilter: ["!shared"],
      // property tests at 25 runs where FUZZ_RUNS sets them (test/hostile.ts), one fast-check seed (the setup file)
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
// mergeConfig would add the layer's pattern to the base's, not replace it
if (layer) config.test = { ...config.test, include: [`test/${layer}/**/*.test.ts`] };

export default config;
