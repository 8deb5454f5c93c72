import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";

/**
 * The suite runs in a machine time zone far from UTC (UTC+12:45, +13:45 in summer) and in no other: the engine never
 * reads the machine's zone, so every expected value holds under any zone, and a test that passes here would fail
 * for a read of the zone wherever its place is not in this one (the CI machine's own zone is UTC, so one run here
 * proves more than a run there and a second one here, which CI made until 2026-11-28). Set before the workers
 * start, so they, and the processes the CLI tests start, inherit it; test/zones.test.ts checks that they do. Whole
 * records under five other zones, UTC among them, are the determinism tests' (test/zones.ts).
 */
export const SUITE_TZ = "Pacific/Chatham";
process.env.TZ = SUITE_TZ;

/**
 * The tests that start processes, servers or a browser: each file in a fresh module graph (vitest's `isolate`), since
 * they hold servers, temporary folders and clocks in module state. The others, the engine's tests, share one module
 * graph per worker: importing src/ once per worker instead of once per file saves most of their cost (no module of
 * theirs is mocked and `restoreMocks` undoes every spy after each test).
 */
export const PROCESS_TESTS = ["test/cli/**/*.test.ts", "test/report/browser.test.ts", "test/report/layout.test.ts"];

/** What every run of the suite shares: `npm test`'s (below), Stryker's (vitest.stryker.config.ts). */
export const common = defineConfig({
  test: {
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
    restoreMocks: true,
  },
});

export default mergeConfig(
  common,
  defineConfig({
    test: {
      // the process tests wait on children, servers and a browser much of their time: a worker more than the cores
      // keeps both busy while one waits (vitest's default is one less than the cores: one worker on two)
      maxWorkers: availableParallelism() + 1,
      projects: [
        {
          extends: true,
          test: {
            name: "engine",
            include: ["test/**/*.test.ts"],
            exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
            isolate: false,
          },
        },
        { extends: true, test: { name: "process", include: PROCESS_TESTS } },
      ],
      // `npm test` measures coverage on its one run (`--coverage`): V8's, over src/ but the CLI (its tests run the
      // built command as processes, which V8 reports nothing of against src/) and the generated country table.
      // Thresholds just under the level measured without ../shared (VANSKY_SHARED=off, its tests skipped), so every
      // clone meets them and coverage can rise but not quietly fall; measured 2026-11-28 (docs/performance.md)
      coverage: {
        provider: "v8",
        include: ["src/**/*.ts"],
        exclude: ["src/cli/**", "src/countries/table.ts"],
        reporter: ["text-summary", "json-summary"],
        thresholds: { statements: 98.95, branches: 96.2, functions: 99.3, lines: 99.7 },
      },
    },
  }),
);
