/**
 * Hostile input for the whole record: whatever arrives as a forecast or marine response, `scoreCountry` either
 * throws a VanskyInputError with a code and a path, or returns a record that satisfies the published schema with
 * no NaN or infinite number; it never writes to its input and never touches Object.prototype. Helpers and run
 * counts in ../hostile.ts.
 */

import { afterAll, describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { hasRealFixtures, real, world } from "../adapters/helpers.js";
import { deepFreeze, junk, mutation, numRuns, onlyInputErrors } from "../hostile.js";
import { fc, test } from "../prop.js";
import { SHARED } from "../shared.js";
import { expectContract } from "./contract.js";

type Json = Record<string, unknown>;
const NOW = "2026-07-15T12:00:00Z";

/** Scores a frozen input; checks the laws; returns the error code or "ok". */
function scoreHostile(forecast: unknown, marine: unknown, code = "PT"): string {
  const input = deepFreeze({ code, forecast, marine, now: NOW });
  const before = JSON.stringify(input);
  let outcome = "ok";
  const record = onlyInputErrors(() => scoreCountry(input));
  if (record) expectContract(record);
  else outcome = "error";
  expect(JSON.stringify(input)).toBe(before);
  return outcome;
}

const outcomes = new Map<string, number>();
const count = (name: string, outcome: string) =>
  outcomes.set(`${name}: ${outcome}`, (outcomes.get(`${name}: ${outcome}`) ?? 0) + 1);

describe("scoreCountry under hostile input", () => {
  afterAll(() => {
    // both branches of the mutation laws must have been exercised, or the laws say little
    expect(outcomes.get("mutated: ok") ?? 0).toBeGreaterThan(0);
    expect(outcomes.get("mutated: error") ?? 0).toBeGreaterThan(0);
  });

  test.prop([fc.jsonValue(), fc.option(fc.jsonValue())], { numRuns })(
    "arbitrary JSON as forecast and marine gives a valid record or a VanskyInputError",
    (forecast, marine) => {
      scoreHostile(forecast, marine);
    },
  );

  test.prop(
    [mutation(() => world("2026-07-15", "PT.forecast.json")), mutation(() => world("2026-07-15", "PT.marine.json"))],
    {
      numRuns,
    },
  )("world responses with a value replaced, or an array shortened or lengthened", (forecast, marine) => {
    count("mutated", scoreHostile(forecast, marine));
  });

  test.prop([mutation(() => world("2026-01-15", "NO.forecast.json")), junk], { numRuns })(
    "a mutated forecast with junk in place of the marine response",
    (forecast, marine) => {
      scoreHostile(forecast, marine, "NO");
    },
  );

  describe.skipIf(!hasRealFixtures)("real recorded responses", SHARED, () => {
    test.prop([mutation(() => real("forecast-copenhagen-ms-1.json") as Json)], { numRuns })(
      "a mutated real forecast (Copenhagen, m/s units)",
      (forecast) => {
        scoreHostile(forecast, null, "DK");
      },
    );
    test.prop([mutation(() => real("forecast-lisbon-unixtime-yawwa-1.json") as Json)], { numRuns })(
      "a mutated real forecast (Lisbon, unixtime)",
      (forecast) => {
        scoreHostile(forecast, null, "PT");
      },
    );
  });

  test.prop([fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf"), junk], { numRuns: 50 })(
    "keys named __proto__, constructor or prototype pollute nothing",
    (key, value) => {
      const forecast = world("2026-07-15", "PT.forecast.json");
      for (const target of [forecast, forecast.hourly, forecast.daily, forecast.current, forecast.daily_units])
        Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
      scoreHostile(JSON.parse(JSON.stringify(forecast)), null);
      expect(({} as Json).polluted).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      expect(Object.keys(Object.prototype)).toEqual([]);
    },
  );

  it("rejects deeply nested junk, empty objects and million-element arrays cleanly", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const pt = () => world("2026-07-15", "PT.forecast.json");
    const cases: [string, () => unknown][] = [
      ["deep", () => ({ ...pt(), hourly: { ...(pt().hourly as Json), temperature_2m: deep } })],
      ["deep value", () => ({ ...pt(), current: { ...(pt().current as Json), temperature_2m: deep } })],
      ["empty", () => ({})],
      ["empty sections", () => ({ ...pt(), hourly: {}, daily: {}, current: {} })],
      ["million times", () => ({ ...pt(), hourly: { time: new Array(1_000_000).fill("2026-07-15T00:00") } })],
      [
        "million values",
        () => ({ ...pt(), daily: { ...(pt().daily as Json), uv_index_max: new Array(1_000_000).fill(1) } }),
      ],
    ];
    for (const [name, make] of cases) {
      // (too deep to freeze or stringify recursively here: the engine itself must not recurse into values)
      const result = onlyInputErrors(() => scoreCountry({ code: "PT", forecast: make(), marine: null, now: NOW }));
      // a super-linear pass over a million values would not end: the test's time limit, not a timing, guards it
      expect(result, name).toBeUndefined();
    }
  });
});
