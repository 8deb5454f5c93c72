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

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        ...configDefaults.exclude,
        "test/cli/**",
        "test/api-surface.test.ts",
        "test/assemble/determinism.test.ts",
      ],
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
        // measured 2026-11-23 on main 9fc8f3d (after the day layer and zone clocks): statements 98.26 %, branches 94.73 %,
        // functions 98.93 %, lines 99.23 % (98.53, 94.98, 99.22, 99.51 on 9ea97e8); two runs differ by up to 0.05 points
        // (the property tests' random inputs reach different branches), hence the margin
        thresholds: { statements: 98.0, branches: 94.5, functions: 98.8, lines: 99.0 },
      },
    },
  }),
);
