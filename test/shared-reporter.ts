/**
 * A vitest reporter that says aloud, in one line at the end of the run, how many tests did not run for want of
 * `../shared` (the tests tagged `shared`, test/shared.ts): `vansky tests: 42 tests skipped: ../shared is not beside
 * the repository`, or, under `VANSKY_SHARED=off` (test/shared.ts), that they were set aside on purpose.
 * Silent when every such test ran.
 */
import { existsSync } from "node:fs";
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { sharedUrl } from "./shared.js";

export default class SharedReporter implements Reporter {
  private off = false;

  onInit(vitest: Vitest): void {
    this.off = vitest.config.env?.VANSKY_SHARED === "off" || process.env.VANSKY_SHARED === "off";
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let skipped = 0;
    for (const module of testModules)
      for (const test of module.children.allTests("skipped")) if (test.tags.includes("shared")) skipped++;
    if (skipped === 0) return;
    const tests = `${skipped} test${skipped === 1 ? "" : "s"}`;
    const why = this.off
      ? "they need ../shared, which VANSKY_SHARED=off sets aside (as on a clone without it)"
      : existsSync(sharedUrl(""))
        ? "parts of ../shared are missing (named above)"
        : "../shared is not beside the repository";
    console.log(`\nvansky tests: ${tests} skipped: ${why}\n`);
  }
}
