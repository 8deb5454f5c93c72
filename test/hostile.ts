/**
 * Shared pieces of the hostile-input suites (test/adapters/fuzz.test.ts, test/assemble/fuzz.test.ts): junk values,
 * responses with one thing broken, deep freezing, and the law that the only exception is a VanskyInputError.
 * FUZZ_RUNS sets the runs per property (default 200; `npm run test:fuzz` runs 5000).
 */
import fc from "fast-check";
import { expect } from "vitest";
import { isVanskyInputError } from "../src/errors.js";

export const numRuns = Number(process.env.FUZZ_RUNS ?? 200);

/** Runs `run`; an exception must be a VanskyInputError with a code and a path. Returns the result, or undefined. */
export function onlyInputErrors<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    expect(error.code).toMatch(/^[A-Z_]+$/);
    expect(typeof error.path).toBe("string");
    return undefined;
  }
}

/** Values that do not belong in a response: strings, NaN-like strings, huge, tiny and negative numbers, objects. */
export const junk = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.constantFrom("NaN", "Infinity", "-1e309", "null", "", "1e3"),
  fc.double(),
  fc.constantFrom(1e308, -1e308, -0, -273.15, 1e-320, Number.MAX_SAFE_INTEGER, -1),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

type Json = Record<string, unknown>;
const SECTIONS = ["current", "hourly", "daily", "hourly_units", "daily_units", "current_units"] as const;

/** A copy of `response` with one value somewhere replaced by junk, or one array shortened or lengthened. */
export const mutation = (response: () => Json) =>
  fc
    .record({
      section: fc.constantFrom(...SECTIONS),
      keyIndex: fc.nat(),
      index: fc.nat(400),
      value: junk,
      resize: fc.constantFrom(0, 0, 0, -1, 1),
    })
    .map(({ section, keyIndex, index, value, resize }) => {
      const raw = response();
      const block = raw[section] as Json | undefined;
      if (!block || typeof block !== "object") return raw;
      const keys = Object.keys(block);
      if (keys.length === 0) return raw;
      const key = keys[keyIndex % keys.length] as string;
      const target = block[key];
      if (Array.isArray(target) && target.length > 0) {
        if (resize < 0) target.pop();
        else if (resize > 0) target.push(value);
        else target[index % target.length] = value;
      } else block[key] = value;
      return raw;
    });

/** Freezes `value` and everything inside it, so any write by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
