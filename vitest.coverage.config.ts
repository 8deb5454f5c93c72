/**
 * `npm run test:coverage`: the suite with V8 coverage over src/, and thresholds just under the level measured when
 * they were set, so coverage can rise but not quietly fall.
 *
 * src/cli/ is left out, and so are the tests of the built package: `vansky score`'s workers, `vansky fetch` and
 * `vansky serve` run as processes of dist/cli/bin.js, the API-surface and determinism tests load dist/, and V8
 * reports none of that against src/. The generated country table is data, not code.
 */
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";

/** The tests that exercise src/ out of process (the built package, dist/): no coverage or mutant of src/ reaches them. */
export const OUT_OF_PROCESS = ["test/cli/**", "test/api-surface.test.ts", "test/assemble/determinism.test.ts"];

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [...configDefaults.exclude, ...OUT_OF_PROCESS],
      // the tests that need ../shared (tag `shared`, test/shared.ts) are left out, and VANSKY_SHARED=off makes every
      // test act as on a clone without it, so the coverage measured, and the thresholds, are the same on every clone
      tagsFilter: ["!shared"],
      env: { VANSKY_SHARED: "off" },
      coverage: {
        enabled: true,
        provider: "v8",
        include: ["src/**/*.ts"],
        exclude: ["src/cli/**", "src/countries/table.ts"],
        reporter: ["text-summary", "text", "json-summary"],
        // measured 2026-11-26 on ciclone 98b21ef, the same on a clone without ../shared (its tests left out above):
        // statements 99.04 %, branches 96.29 %, functions 99.36 %, lines 99.77 %, after tests of the branches the day
        // layer had left unreached (97.19, 93.61, 97.23, 98.38 before them, the ../shared tests left out); the margin,
        // under 0.1 point, is for the property tests, whose random inputs reach different branches from run to run
        thresholds: { statements: 98.95, branches: 96.2, functions: 99.3, lines: 99.7 },
      },
    },
  }),
);
