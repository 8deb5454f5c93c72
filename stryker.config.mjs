// @ts-check
/**
 * Mutation testing of the engine (docs/mutation.md): Stryker changes one thing in the code at a time (a `<` to `<=`,
 * a constant, a branch) and runs the tests that cover it; a mutant the tests do not notice "survives". Every layer
 * of src/ but the CLI (its tests run the built package as processes), the generated country table, the schema files
 * and the barrels. Run through scripts/mutation/gate.mjs: `npm run mutation:full` measures layer by layer, each against its
 * own tests, and writes the baseline (reports/stryker-baseline.json, committed: each file's score and fingerprint),
 * so that CI (`npm run mutation:ci`) mutates only what changed since it.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const layer = process.env.VANSKY_MUTATION_LAYER;

export default {
  packageManager: "npm",
  // Stryker's Vitest runner, counting a test file that fails before its tests run (scripts/mutation/runner.mjs)
  plugins: ["@stryker-mutator/*", "./scripts/mutation/runner.mjs"],
  testRunner: "vitest-files",
  vitest: { configFile: "vitest.stryker.config.ts" },
  coverageAnalysis: "perTest",
  // no type checker: a mutant that would not compile runs like the others (docs/mutation.md: on the plan layer 30 of
  // its 31 were killed by the tests anyway) and a run takes a third of the time it took with the checker
  checkers: [],
  mutate: [
    "src/**/*.ts",
    "!src/cli/**",
    "!src/countries/table.ts",
    "!src/report/shapes.ts",
    "!src/schema/**",
    "!src/**/index.ts",
    "!src/**/types.ts",
    // types only (one locale's catalog): nothing runs, and no test imports it at run time
    "!src/recommend/messages/catalog.ts",
  ],
  // a mutant reached while a test file loads (a describe's body, a beforeAll) runs every test of its files with the
  // mutant on from the start: many tests compute in their describe's body, and skipping such mutants (or running
  // only the tests that reach them later) would count them as survived or leave them out
  ignoreStatic: false,
  // the gate (scripts/mutation/gate.mjs) breaks per file against the baseline; these colour the report
  thresholds: { high: 90, low: 80, break: null },
  reporters: ["clear-text", "progress", "json"],
  // one report and one temporary folder per layer, so that two layers can be measured at once
  jsonReporter: { fileName: layer ? `reports/mutation-${layer}.json` : "reports/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  concurrency: 2,
  tempDirName: layer ? `.stryker-tmp-${layer}` : ".stryker-tmp",
  cleanTempDir: "always",
};
