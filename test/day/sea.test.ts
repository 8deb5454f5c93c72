import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { freshMemory } from "../../src/adapters/section.js";
import { forecastDays } from "../../src/day/forecast-days.js";
import { localSea, seaDays } from "../../src/day/sea.js";
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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("localSea", () => {
  /**
   * A GMT marine response, 14-16 July 2026: waves 1 m every hour but 3 m at 23:00 UTC on the 15th, so the GMT row of
   * the 15th holds 3 m and the 16th's 1 m; sea temperature only daily (19, 20, 21 °C), with no hourly values.
   */
  const times = Array.from({ length: 72 }, (_, h) => new Date(Date.UTC(2026, 6, 14, h)).toISOString().slice(0, 16));
  const marine = normalizeMarine({
    latitude: 38.55,
    longitude: -9.34,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: { time: "iso8601", wave_height: "m" },
    hourly: { time: times, wave_height: times.map((t) => (t === "2026-07-15T23:00" ? 3 : 1)) },
    daily_units: { time: "iso8601", wave_height_max: "m", sea_surface_temperature_mean: "°C" },
    daily: {
      time: ["2026-07-14", "2026-07-15", "2026-07-16"],
      wave_height_max: [1, 3, 1],
      sea_surface_temperature_mean: [19, 20, 21],
    },
  });
  if (!marine) throw new Error("no marine response");
  const july = (d: number, h = 0) => Date.UTC(2026, 6, d, h);

  it("takes rows that span their days exactly as they are, borrowing nothing", () => {
    const gmt = [15, 16].map((d) => ({ startMs: july(d), endMs: july(d) + DAY }));
    const sea = localSea(marine, gmt, freshMemory);
    expect(sea.days.map((d) => [d?.waveHeightMaxM, d?.seaTempC])).toEqual([
      [3, 20],
      [1, 21],
    ]);
    expect(sea.borrowed).toEqual([]);
    expect(sea.shiftMs).toBe(0);
  });

  it("aggregates the waves again over Lisbon's summer days (+1 h) and borrows the sea temperature with its 1 h shift", () => {
    // Lisbon's 15th is 23:00 UTC on the 14th to 23:00 UTC on the 15th: all 1 m; its 16th starts with the 3 m hour
    const lisbon = [15, 16].map((d) => ({ startMs: july(d) - HOUR, endMs: july(d) + DAY - HOUR }));
    const sea = localSea(marine, lisbon, freshMemory);
    expect(sea.days.map((d) => [d?.waveHeightMaxM, d?.seaTempC])).toEqual([
      [1, 20],
      [3, 21],
    ]);
    expect(sea.borrowed).toEqual(["seaSurfaceTemperatureMeanC"]);
    expect(sea.shiftMs).toBe(HOUR); // row 00:00 UTC vs day 23:00 UTC the day before
  });

  it("gives the current sea temperature to the day it falls in: at a day's first instant that day, not the one ending then", () => {
    const current = normalizeMarine({
      latitude: 38.55,
      longitude: -9.34,
      utc_offset_seconds: 0,
      timezone: "GMT",
      current_units: { time: "iso8601", interval: "seconds", sea_surface_temperature: "°C" },
      current: { time: "2026-07-16T00:00", interval: 900, sea_surface_temperature: 19.4 },
    });
    if (!current) throw new Error("no marine response");
    const gmt = [15, 16, 17].map((d) => ({ startMs: july(d), endMs: july(d) + DAY }));
    const sea = localSea(current, gmt, freshMemory);
    expect(sea.days.map((d) => d?.seaTempC ?? null)).toEqual([null, 19.4, null]);
    expect(sea.borrowed).toEqual([]);
    expect(sea.shiftMs).toBe(0);
  });
});
