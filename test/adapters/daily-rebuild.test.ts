/**
 * Daily values rebuilt from hourly ones follow Open-Meteo's own rule (the local date's stamps 00:00..23:00,
 * open-meteo.md §5): on every recorded response that has a daily variable and its hourly source, the value vansky
 * aggregates from the hours equals the response's own daily value within its rounding.
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { DAILY_VARIABLES } from "../../src/adapters/variables.js";
import { withoutDerivable } from "../retime.js";
import { SHARED } from "../shared.js";
import { hasRealFixtures, real, realFixtureNames } from "./helpers.js";

type Json = Record<string, unknown>;

/** Open-Meteo rounds values to 0.1 of their unit (0.01 inch): a rebuilt maximum or sum may differ by that. */
const TOLERANCE = 0.06;

describe.skipIf(!hasRealFixtures)("daily values rebuilt from the hours of a recorded response", SHARED, () => {
  const responses = realFixtureNames
    .filter((f) => !f.startsWith("marine"))
    .flatMap((f) => {
      const json = real(f);
      return ((Array.isArray(json) ? json : [json]) as Json[]).map((r, k) => ({ name: `${f} [${k}]`, r }));
    })
    // those whose daily block has a variable of which they have the hours of a whole day (Amsterdam's has one hour)
    .filter(
      ({ r }) =>
        r.hourly &&
        r.daily &&
        ((r.hourly as Json).time as unknown[]).length >= 24 &&
        Object.keys(withoutDerivable(r).daily as Json).length < Object.keys(r.daily).length,
    );

  it("exist on several recorded responses", () => expect(responses.length).toBeGreaterThanOrEqual(3));

  it.each(responses.map((x) => [x.name, x.r] as const))("%s: equal its own daily block", (_, response) => {
    const own = normalizeForecast(response);
    const rebuiltFrom = withoutDerivable(response);
    const rebuilt = normalizeForecast(rebuiltFrom);
    const kept = rebuiltFrom.daily as Json;
    let compared = 0;
    for (const v of DAILY_VARIABLES) {
      const given = own.daily?.columns[v.field];
      const derived = rebuilt.daily?.columns[v.field];
      if (!given || !derived || Object.keys(kept).some((key) => key.startsWith(v.name))) continue;
      for (let d = 0; d < given.length; d++) {
        if (Number.isNaN(given[d] as number) || Number.isNaN(derived[d] as number)) continue;
        expect(derived[d], `${v.name}[${d}]`).toBeCloseTo(given[d] as number, 0);
        expect(Math.abs((derived[d] as number) - (given[d] as number)), `${v.name}[${d}]`).toBeLessThanOrEqual(
          v.name === "precipitation_sum" ? 2 * TOLERANCE : TOLERANCE * Math.max(1, Math.abs(given[d] as number) / 100),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
