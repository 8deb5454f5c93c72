/**
 * Hostile input for the adapter: for any JSON value, and for real responses with values mutated, the only
 * exception is a VanskyInputError with a code and a path; the input is never mutated. FUZZ_RUNS raises the number
 * of runs (default 200 per property; `npm run test:fuzz` runs 5000).
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { isVanskyInputError } from "../../src/errors.js";
import { world } from "./helpers.js";

const numRuns = Number(process.env.FUZZ_RUNS ?? 200);

function onlyInputErrors(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    expect(error.code).toMatch(/^[A-Z_]+$/);
    expect(typeof error.path).toBe("string");
  }
}

const junk = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.constantFrom("NaN", "Infinity", "-1e309", "null", ""),
  fc.double(),
  fc.constantFrom(1e308, -1e308, -0, -273.15, 1e-320),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

type Json = Record<string, unknown>;
const sections = ["current", "hourly", "daily", "hourly_units", "daily_units", "current_units"] as const;

/** A world response with one value somewhere replaced by junk, or an array shortened or lengthened. */
const mutated = (file: string) =>
  fc
    .record({
      section: fc.constantFrom(...sections),
      keyIndex: fc.nat(),
      index: fc.nat(200),
      value: junk,
      resize: fc.constantFrom(0, 0, 0, -1, 1),
    })
    .map(({ section, keyIndex, index, value, resize }) => {
      const raw = world("2026-01-15", file);
      const block = raw[section] as Json | undefined;
      if (!block) return raw;
      const keys = Object.keys(block);
      const key = keys[keyIndex % keys.length] as string;
      const target = block[key];
      if (Array.isArray(target)) {
        if (resize < 0) target.pop();
        else if (resize > 0) target.push(value);
        else target[index % target.length] = value;
      } else block[key] = value;
      return raw;
    });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe("adapter fuzz", () => {
  test.prop([fc.jsonValue()], { numRuns })("arbitrary JSON gives a series or a VanskyInputError", (json) => {
    onlyInputErrors(() => normalizeForecast(json));
    onlyInputErrors(() => normalizeMarine(json));
  });

  const anySection = fc.dictionary(
    fc.constantFrom("time", "temperature_2m", "weather_code", "sunrise", "precipitation_sum", "wind_gusts_10m_max"),
    fc.oneof(junk, fc.array(junk, { maxLength: 5 })),
  );
  const headerWithJunk = fc.record({
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    utc_offset_seconds: fc.integer({ min: -50_000, max: 50_000 }),
    timezone: fc.constantFrom("GMT", "Europe/Lisbon", "Not/AZone"),
    hourly: anySection,
    hourly_units: anySection,
    daily: anySection,
    daily_units: anySection,
    current: anySection,
  });
  test.prop([headerWithJunk], { numRuns })(
    "valid headers over junk sections give a series or a VanskyInputError",
    (json) => {
      onlyInputErrors(() => normalizeForecast(json));
      onlyInputErrors(() => normalizeMarine(json));
    },
  );

  test.prop([mutated("PT.forecast.json")], { numRuns })(
    "mutated forecasts give a series or a VanskyInputError",
    (raw) => {
      const frozen = deepFreeze(raw);
      const before = JSON.stringify(frozen);
      onlyInputErrors(() => normalizeForecast(frozen));
      expect(JSON.stringify(frozen)).toBe(before);
    },
  );

  test.prop([mutated("NO.marine.json")], { numRuns })(
    "mutated marine responses give a series, null or a VanskyInputError",
    (raw) => {
      onlyInputErrors(() => normalizeMarine(deepFreeze(raw)));
    },
  );

  test.prop([fc.constantFrom("__proto__", "constructor", "prototype", "toString"), junk], { numRuns: 50 })(
    "prototype-named keys neither pollute Object.prototype nor crash",
    (key, value) => {
      const raw = world("2026-01-15", "PT.forecast.json");
      for (const section of ["hourly", "daily", "hourly_units"]) {
        Object.defineProperty(raw[section], key, { value, enumerable: true, configurable: true, writable: true });
      }
      Object.defineProperty(raw, key, { value, enumerable: true, configurable: true, writable: true });
      onlyInputErrors(() => normalizeForecast(JSON.parse(JSON.stringify(raw))));
      expect(({} as Json).polluted).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    },
  );
});
