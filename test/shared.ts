/**
 * The data beside the repository in `../shared` (real recorded Open-Meteo responses, the live service's snapshot,
 * research notes): CI has it, a lone clone does not, and the tests that read it skip without it.
 *
 * Every such test carries the tag `shared` ({@link SHARED}), so the run can say how many skipped
 * (test/shared-reporter.ts) and the coverage run can leave them all out (`tagsFilter: ["!shared"]` and
 * `VANSKY_SHARED=off` in vitest.coverage.config.ts): its coverage is then the same on every clone.
 */
import { existsSync } from "node:fs";

/** Set by the coverage run: every test here acts as on a clone without `../shared`. */
export const sharedOff = process.env.VANSKY_SHARED === "off";

/** The URL of a path inside `../shared` (`"fixtures/open-meteo-real/"`). */
export const sharedUrl = (path: string): URL => new URL(`../../shared/${path}`, import.meta.url);

/** Whether a path inside `../shared` is there to read (never in the coverage run). */
export const hasShared = (path: string): boolean => !sharedOff && existsSync(sharedUrl(path));

/** The options of a test or suite that needs `../shared`: `describe.skipIf(!hasShared(...))(name, SHARED, fn)`. */
export const SHARED = { tags: ["shared"] };
