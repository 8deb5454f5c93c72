/**
 * The tests that need `../shared` stay countable and can be set aside (VANSKY_SHARED=off): each reads it through test/shared.ts
 * and carries the tag `shared`, and the reporter counts the skipped ones in one line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { TestModule, Vitest } from "vitest/node";
import SharedReporter from "./shared-reporter.js";

const root = new URL("./", import.meta.url);
const files = (readdirSync(root, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts") && f !== "shared.ts" && f !== "shared.test.ts")
  .map((f) => [f, readFileSync(new URL(f, root), "utf8")] as const);

describe("the tests that need ../shared", () => {
  it("reach it only through test/shared.ts (sharedUrl, hasShared), so VANSKY_SHARED=off can set it aside", () => {
    for (const [file, text] of files) expect(text, file).not.toMatch(/\.\.\/(\.\.\/)+shared\//);
  });

  it("carry the tag shared wherever they skip without it", () => {
    let skips = 0;
    for (const [file, text] of files)
      for (const match of text.matchAll(/\.skipIf\(!(hasRealFixtures|hasShared\([^)]*\))\)/g)) {
        const call = text.slice(match.index, match.index + 400);
        expect(call, `${file}: ${call.slice(0, 80)}`).toMatch(/^[^{]*,\s*SHARED,/s);
        skips++;
      }
    expect(skips).toBeGreaterThanOrEqual(14);
  });
});

describe("the reporter's line", () => {
  /** A finished run whose skipped tests carry these tags. */
  const run = (...skipped: string[][]) =>
    [
      {
        children: {
          *allTests(state: string) {
            if (state === "skipped") for (const tags of skipped) yield { tags };
          },
        },
      },
    ] as unknown as TestModule[];
  const lineOf = (reporter: SharedReporter, modules: TestModule[]) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      reporter.onTestRunEnd(modules);
      return log.mock.calls.map((c) => String(c[0]).trim());
    } finally {
      log.mockRestore();
    }
  };
  const offReporter = () => {
    const reporter = new SharedReporter();
    reporter.onInit({ config: { env: { VANSKY_SHARED: "off" } } } as unknown as Vitest);
    return reporter;
  };

  it("counts the skipped tests tagged shared, and only those", () => {
    expect(lineOf(offReporter(), run(["shared"], ["shared"], [], ["other"]))).toEqual([
      "vansky tests: 2 tests skipped: they need ../shared, which VANSKY_SHARED=off sets aside (as on a clone without it)",
    ]);
    expect(lineOf(offReporter(), run(["shared"]))[0]).toMatch(/^vansky tests: 1 test skipped: /);
  });

  it("says nothing when every test that needs ../shared ran", () => {
    expect(lineOf(offReporter(), run([], ["other"]))).toEqual([]);
  });
});
