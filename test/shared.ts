/**
 * The data beside the repository in `../shared` (real recorded Open-Meteo responses, the live service's snapshot,
 * research notes): CI has it, a lone clone does not, and the tests that read it skip without it.
 *
 * Every such test carries the tag `shared` ({@link SHARED}), so the run can say how many skipped
 * (test/shared-reporter.ts), and `VANSKY_SHARED=off` makes a run act as on a clone without it: the coverage
 * thresholds of vitest.config.ts are measured so, and every clone meets them.
 */
import { existsSync } from "node:fs";

/** `VANSKY_SHARED=off`: every test here acts as on a clone without `../shared`. */
export const sharedOff = process.env.VANSKY_SHARED === "off";

/** The URL of a path inside `../shared` (`"fixtures/open-meteo-real/"`). */
export const sharedUrl = (path: string): URL => new URL(`../../shared/${path}`, import.meta.url);

/** Whether a path inside `../shared` is there to read (never under `VANSKY_SHARED=off`). */
export const hasShared = (path: string): boolean => !sharedOff && existsSync(sharedUrl(path));

/** The options of a test or suite that needs `../shared`: `describe.skipIf(!hasShared(...))(name, SHARED, fn)`. */
export const SHARED = { tags: ["shared"] };
