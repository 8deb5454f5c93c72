import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { forecastDays } from "../../src/day/forecast-days.js";
import { seaDays } from "../../src/day/sea.js";
import { world } from "../adapters/helpers.js";

const days = forecastDays(normalizeForecast(world("2026-07-15", "PT.forecast.json")));

describe("seaDays", () => {
  it("reads the day's wave maximum and mean sea temperature, and null without marine data", () => {
    const marine = normalizeMarine(world("2026-07-15", "PT.marine.json"));
    const [sea] = seaDays(marine, days);
    expect(sea?.waveHeightMaxM).toBe(marine?.daily?.columns.waveHeightMaxM[0]);
    expect(sea?.seaTempC).toBe(marine?.daily?.columns.seaSurfaceTemperatureMeanC[0]);
    expect(seaDays(null, days)).toEqual(days.map(() => null));
  });

  it("takes a current-only response's sea temperature on the day it was measured, and nothing on the others", () => {
    // PT's first day is 2026-07-15 at +01:00; a current block at 09:00 local that day, 19.4 °C, no waves
    const marine = normalizeMarine({
      latitude: 38.55,
      longitude: -9.34,
      utc_offset_seconds: 3600,
      timezone: "Europe/Lisbon",
      current_units: { time: "iso8601", interval: "seconds", sea_surface_temperature: "°C" },
      current: { time: "2026-07-15T09:00", interval: 900, sea_surface_temperature: 19.4 },
    });
    const sea = seaDays(marine, days);
    expect(sea[0]).toEqual({
      seaTempC: 19.4,
      waveHeightMaxM: Number.NaN,
      wavePeriodMaxS: Number.NaN,
      waveDirectionDeg: Number.NaN,
    });
    expect(sea.slice(1)).toEqual(days.slice(1).map(() => null));
  });
});
