/**
 * A 3-hourly response (`temporal_resolution=hourly_3`) is read by its own step: the daily sums and maxima rebuilt
 * from the date's stamps 00:00..21:00 are those of the hours they cover, and the records agree with the hourly
 * response's within what three-hour steps can hold.
 */

import { describe, expect, it } from "vitest";
import { explainCountry } from "../../src/assemble/country.js";
import { world } from "../adapters/helpers.js";
import { fc, test } from "../prop.js";
import { toThreeHourly, withoutDerivable } from "../retime.js";

type Json = Record<string, unknown>;
const set = "2026-07-15";
const index = world(set, "index.json") as { countries: { code: string; forecast: string }[] };

describe("3-hourly responses", () => {
  it.each(index.countries)(
    "$code: give the rain and gusts of the hours their stamps cover, and records within three hours' reach",
    (entry) => {
      const hourly = withoutDerivable(world(set, entry.forecast));
      delete hourly.current;
      const three = toThreeHourly(hourly);
      const now = `${set}T12:00:00Z`;
      const a = explainCountry({ code: entry.code, forecast: hourly, now });
      const b = explainCountry({ code: entry.code, forecast: three, now });
      const wa = a.record.weather;
      const wb = b.record.weather;
      // today's 3-hour stamps 00:00..21:00 hold the hours ending 00:00..21:00 (the response starts at local
      // midnight, so the 00:00 stamp holds that hour alone): their sum and maximum, by hand from the hourly values
      const h = hourly.hourly as { precipitation: (number | null)[]; wind_gusts_10m: (number | null)[] };
      const hours = (v: (number | null)[]) => v.slice(0, 22).filter((x): x is number => x !== null);
      const rain = hours(h.precipitation).reduce((a, b) => a + b, 0);
      expect(Math.abs((wb.precip_sum as number) - rain)).toBeLessThanOrEqual(0.051);
      expect(wb.wind_gusts_max).toBe(Math.max(...hours(h.wind_gusts_10m)));
      // temperature extremes of eight stamps lie within those of twenty-four
      if (wa.temp_day !== null && wb.temp_day !== null) expect(wb.temp_day).toBeLessThanOrEqual(wa.temp_day);
      if (wa.temp_night !== null && wb.temp_night !== null) expect(wb.temp_night).toBeGreaterThanOrEqual(wa.temp_night);
      // a thunderstorm of hours between the stamps is beyond their reach: the weather code is the stamp's
      // instant's (open-meteo.md §5), so its cap is the hourly record's alone
      const thunderMissed = (wa.weather_code ?? 0) >= 95 && (wb.weather_code ?? 0) < 95;
      if (!thunderMissed)
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
