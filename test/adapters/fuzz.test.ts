/**
 * Hostile input for the adapter: for any JSON value, and for real responses with values mutated, the only
 * exception is a VanskyInputError with a code and a path; the input is never mutated (helpers in ../hostile.ts).
 */

import { describe, expect } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { deepFreeze, junk, mutation, numRuns, onlyInputErrors } from "../hostile.js";
import { fc, test } from "../prop.js";
import { world } from "./helpers.js";

type Json = Record<string, unknown>;
const mutated = (file: string) => mutation(() => world("2026-01-15", file));

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

  const anyOption = fc.oneof(junk, fc.integer({ min: -2, max: 400 }), fc.constantFrom("gfs_seamless", ""));
  const options = fc.oneof(
    junk,
    fc.record({ model: anyOption, member: anyOption, maxDays: anyOption, maxHours: anyOption }, { requiredKeys: [] }),
  );
  test.prop([options], { numRuns })("any options give a series or a VanskyInputError", (opts) => {
    onlyInputErrors(() => normalizeForecast(world("2026-01-15", "PT.forecast.json"), opts as never));
    onlyInputErrors(() => normalizeMarine(world("2026-01-15", "NO.marine.json"), opts as never));
  });

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
