import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { forecastDays } from "../../src/day/forecast-days.js";
import { derivedDayFields, heatFeltMaxC } from "../../src/day/weather.js";
import { defaultProfile } from "../../src/profile/defaults.js";
import { world } from "../adapters/helpers.js";

const raw = world("2026-07-15", "PT.forecast.json") as {
  hourly: Record<string, number[]>;
  daily: Record<string, number[]>;
};

describe("the day's own fields", () => {
  it("feel the apparent maximum, else the air maximum, and count a wet code on a dry day as overcast", () => {
    const [day] = forecastDays(normalizeForecast(raw));
    expect(day?.feelsMaxC).toBe(raw.daily.apparent_temperature_max?.[0]);
    const noApparent = world("2026-07-15", "PT.forecast.json") as Partial<typeof raw>;
    delete noApparent.hourly;
    delete (noApparent as Record<string, unknown>).hourly_units;
    delete noApparent.daily?.apparent_temperature_max;
    expect(forecastDays(normalizeForecast(noApparent))[0]?.feelsMaxC).toBe(raw.daily.temperature_2m_max?.[0]);
    const drizzle = world("2026-07-15", "PT.forecast.json") as typeof raw;
    (drizzle.daily.weather_code as number[])[0] = 61;
    for (const [mm, code] of [
      [0.9, 3],
      [1, 61],
    ] as const) {
      (drizzle.daily.precipitation_sum as number[])[0] = mm;
      expect(forecastDays(normalizeForecast(drizzle))[0]?.effectiveCode, `${mm} mm`).toBe(code);
    }
  });
});

describe("derivedDayFields", () => {
  it("gives the apparent maximum as felt, else the air maximum, and a wet code under the profile's dry limit as overcast", () => {
    const dry = defaultProfile.codes.dryBelowMm; // 1 mm
    const day = { apparentMaxC: 31.5, tempMaxC: 28, weatherCode: 61, precipitationMm: dry - 0.1 };
    expect(derivedDayFields(day, defaultProfile)).toEqual({ feelsMaxC: 31.5, effectiveCode: 3 });
    expect(derivedDayFields({ ...day, apparentMaxC: Number.NaN, precipitationMm: dry }, defaultProfile)).toEqual({
      feelsMaxC: 28,
      effectiveCode: 61,
    });
  });

  it("keeps freezing drizzle and rain (56, 57, 66, 67) whatever their amount: 0.2 mm glazes a road", () => {
    const day = { apparentMaxC: 2, tempMaxC: 3, precipitationMm: 0.2 };
    for (const code of [56, 57, 66, 67])
      expect(derivedDayFields({ ...day, weatherCode: code }, defaultProfile).effectiveCode, `${code}`).toBe(code);
    // drizzle, rain, snow and storms under 1 mm still read as overcast
    for (const code of [51, 61, 71, 95])
      expect(derivedDayFields({ ...day, weatherCode: code }, defaultProfile).effectiveCode, `${code}`).toBe(3);
  });

  it("reads the dry limit from the profile it is given: 0.5 mm of rain is wet under a 0.4 mm limit", () => {
    const profile = { ...defaultProfile, codes: { dryBelowMm: 0.4 } };
    const day = { apparentMaxC: 20, tempMaxC: 20, weatherCode: 61, precipitationMm: 0.5 };
    expect(derivedDayFields(day, profile).effectiveCode).toBe(61);
    expect(derivedDayFields(day, defaultProfile).effectiveCode).toBe(3);
  });
});

describe("heatFeltMaxC", () => {
  it("is the felt maximum, never cooler than the air: a dry windy 38 °C day felt 31.7 °C reads 38", () => {
    expect(heatFeltMaxC({ tempMaxC: 38, feelsMaxC: 31.7 })).toBe(38);
    expect(heatFeltMaxC({ tempMaxC: 30, feelsMaxC: 33.4 })).toBe(33.4);
    expect(heatFeltMaxC({ tempMaxC: 25, feelsMaxC: 25 })).toBe(25);
  });
});
