import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { seaDays } from "../../src/day/sea.js";
import { forecastDays } from "../../src/day/weather.js";
import { world } from "../adapters/helpers.js";

const raw = world("2026-07-15", "PT.forecast.json") as {
  hourly: Record<string, number[]>;
  daily: Record<string, number[]>;
};
const days = forecastDays(normalizeForecast(raw));

describe("forecastDays", () => {
  it("gives one day per daily step, with hourly-aware daytime and night values", () => {
    expect(days).toHaveLength(7);
    const day = days[0];
    expect(day?.hourly).toBe(true);
    // night of day 0: 22:00-06:00 local are hourly indices 22..30 (the fixture's axis starts at local midnight)
    const nightTemps = raw.hourly.temperature_2m?.slice(22, 31) ?? [];
    expect(day?.night.tempC).toBeCloseTo(nightTemps.reduce((a, b) => a + b, 0) / nightTemps.length, 9);
    expect(day?.precipitationMaxRateMmH).toBe(Math.max(...(raw.hourly.precipitation?.slice(0, 24) ?? [])));
    expect(day?.tempMaxC).toBe(raw.daily.temperature_2m_max?.[0]);
  });

  it("falls back to daily values and computed sun times without hourly data", () => {
    const dailyOnly = world("2026-07-15", "PT.forecast.json");
    delete dailyOnly.hourly;
    delete dailyOnly.hourly_units;
    const day = forecastDays(normalizeForecast(dailyOnly))[0];
    expect(day?.hourly).toBe(false);
    // night mean = Tmin + 0.11·(Tmax − Tmin)
    const tMax = raw.daily.temperature_2m_max?.[0] as number;
    const tMin = raw.daily.temperature_2m_min?.[0] as number;
    expect(day?.night.tempC).toBeCloseTo(tMin + 0.11 * (tMax - tMin), 9);
    expect(day?.windMeanKmh).toBeCloseTo(0.7 * (raw.daily.wind_speed_10m_max?.[0] as number), 9);
  });
});

describe("seaDays", () => {
  it("reads the day's wave maximum and mean sea temperature, and null without marine data", () => {
    const marine = normalizeMarine(world("2026-07-15", "PT.marine.json"));
    const [sea] = seaDays(marine, days);
    expect(sea?.waveHeightMaxM).toBe(marine?.daily?.columns.waveHeightMaxM[0]);
    expect(sea?.seaTempC).toBe(marine?.daily?.columns.seaSurfaceTemperatureMeanC[0]);
    expect(seaDays(null, days)).toEqual(days.map(() => null));
  });
});
