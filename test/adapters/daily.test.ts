/**
 * Daily values derived from hourly ones (`src/adapters/daily.ts`): the hour counts a day needs, the wet-hour
 * threshold and the speed-weighted dominant direction; worked out by hand.
 */
import { describe, expect, it } from "vitest";
import { MIN_HOURS_FOR_DERIVED_DAY, WET_HOUR_MM } from "../../src/adapters/daily.js";
import { normalizeForecast } from "../../src/adapters/forecast.js";

/** An hourly-only GMT response from 2026-07-15T00:00Z with the given hourly values (null where missing). */
function hourly(values: Record<string, (number | null)[]>, units: Record<string, string>) {
  const n = Math.max(...Object.values(values).map((v) => v.length));
  return normalizeForecast({
    latitude: 0,
    longitude: 0,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: { time: "iso8601", ...units },
    hourly: {
      time: Array.from({ length: n }, (_, h) => new Date(Date.UTC(2026, 6, 15, h)).toISOString().slice(0, 16)),
      ...values,
    },
  });
}

const temps = (present: number) => Array.from({ length: 24 }, (_, h) => (h < present ? 10 + h : null));

describe("derived daily values", () => {
  it("need 18 of a day's 24 hours for a maximum, minimum or mean", () => {
    expect(MIN_HOURS_FOR_DERIVED_DAY).toBe(18);
    const enough = hourly({ temperature_2m: temps(18) }, { temperature_2m: "°C" }).daily?.columns;
    expect(enough?.temperatureMaxC[0]).toBe(27);
    expect(enough?.temperatureMinC[0]).toBe(10);
    expect(enough?.temperatureMeanC[0]).toBe(18.5);
    const short = hourly({ temperature_2m: temps(17) }, { temperature_2m: "°C" }).daily?.columns;
    expect(short?.temperatureMaxC[0]).toBeNaN();
    expect(short?.temperatureMeanC[0]).toBeNaN();
  });

  it("count a wet hour from 0.1 mm (the rain gauge's resolution), and sum only complete days", () => {
    expect(WET_HOUR_MM).toBe(0.1);
    const rain = [0.1, 0.09, 0.2, 0, ...new Array(20).fill(0)];
    const d = hourly({ precipitation: rain }, { precipitation: "mm" }).daily?.columns;
    expect(d?.precipitationHours[0]).toBe(2);
    expect(d?.precipitationSumMm[0]).toBeCloseTo(0.39, 12);
    const gap = hourly({ precipitation: [...rain.slice(0, 23), null] }, { precipitation: "mm" }).daily?.columns;
    expect(gap?.precipitationSumMm[0]).toBeNaN();
  });

  it("weight the dominant direction by speed: 10 km/h from the north and 30 from the east give 71.6°", () => {
    const directions = Array.from({ length: 24 }, (_, h) => (h % 2 === 0 ? 0 : 90));
    const speeds = Array.from({ length: 24 }, (_, h) => (h % 2 === 0 ? 10 : 30));
    const d = hourly(
      { wind_direction_10m: directions, wind_speed_10m: speeds },
      { wind_direction_10m: "°", wind_speed_10m: "km/h" },
    ).daily?.columns;
    // atan2(Σ w·sin θ, Σ w·cos θ) = atan2(12·30, 12·10) = 71.565°; unweighted it would be 45°
    expect(d?.windDirectionDominantDeg[0]).toBeCloseTo((Math.atan2(30, 10) * 180) / Math.PI, 9);
  });
});
