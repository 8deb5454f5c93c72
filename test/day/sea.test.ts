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
});
