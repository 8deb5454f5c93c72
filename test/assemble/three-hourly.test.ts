/**
 * A 3-hourly response (`temporal_resolution=hourly_3`) is read by its own step: the daily sums and maxima rebuilt
 * from it equal those of the hourly response it was made from, and the records agree within what three-hour steps
 * can hold.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { explainCountry } from "../../src/assemble/country.js";
import { world } from "../adapters/helpers.js";
import { toThreeHourly, withoutDerivable } from "../retime.js";

type Json = Record<string, unknown>;
const set = "2026-07-15";
const index = world(set, "index.json") as { countries: { code: string; forecast: string }[] };

describe("3-hourly responses", () => {
  test.prop([fc.constantFrom(...index.countries)], { numRuns: 40 })(
    "give the hourly response's rain, gusts and radiation, and its records within three hours' reach",
    (entry) => {
      const hourly = withoutDerivable(world(set, entry.forecast));
      delete hourly.current;
      const three = toThreeHourly(hourly);
      const now = `${set}T12:00:00Z`;
      const a = explainCountry({ code: entry.code, forecast: hourly, now });
      const b = explainCountry({ code: entry.code, forecast: three, now });
      const wa = a.record.weather;
      const wb = b.record.weather;
      // sums and maxima over the local day's stamps survive the resampling exactly (up to rounding); the first
      // 3-hour stamp 00:00 holds only the hour ending at it, as the hourly one does
      expect(wb.precip_sum).toBeCloseTo(wa.precip_sum as number, 1);
      expect(wb.wind_gusts_max).toBeCloseTo(wa.wind_gusts_max as number, 1);
      // temperature extremes of eight stamps lie within those of twenty-four
      if (wa.temp_day !== null && wb.temp_day !== null) expect(wb.temp_day).toBeLessThanOrEqual(wa.temp_day);
      if (wa.temp_night !== null && wb.temp_night !== null) expect(wb.temp_night).toBeGreaterThanOrEqual(wa.temp_night);
      for (const key of ["van_score", "sleep_score"] as const)
        expect(Math.abs((b.record[key] as number) - (a.record[key] as number)), key).toBeLessThanOrEqual(25);
      expect(b.warnings.map((w) => w.code)).not.toContain("FORECAST_SHORTENED");
    },
  );

  test.prop([fc.constantFrom("PT", "NO", "BR", "AU")])(
    "sum a day of eight 3-hour stamps as one of 24 hours",
    (code) => {
      const hourly = withoutDerivable(world(set, `${code}.forecast.json`)) as Json;
      const h = hourly.hourly as { precipitation: number[] };
      // 1 mm in each of the hours ending 04:00, 05:00, 06:00: one 3-hour step of 3 mm, the same 3 mm day
      h.precipitation = h.precipitation.map((_, i) => (i >= 4 && i <= 6 ? 1 : 0));
      const a = explainCountry({ code, forecast: hourly, now: `${set}T12:00:00Z` });
      const b = explainCountry({ code, forecast: toThreeHourly(hourly), now: `${set}T12:00:00Z` });
      expect(a.record.weather.precip_sum).toBe(3);
      expect(b.record.weather.precip_sum).toBe(3);
    },
  );
});
