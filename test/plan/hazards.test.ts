import { describe, expect, it } from "vitest";
import { type ForecastSeries, normalizeForecast } from "../../src/adapters/forecast.js";
import { apparentTemperatureC } from "../../src/physics/apparent-temperature.js";
import { driveHazards, freezingFromMs, hourFeltC, iceTonight } from "../../src/plan/hazards.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { fixedClock } from "../../src/time/zone.js";
import { mildDay } from "../arbitraries.js";

const HOUR = 3_600_000;
/** 2026-01-15 on a clock at UTC+1: local midnight is 23:00 UTC the day before. */
const DAY_MS = Date.UTC(2026, 0, 15) - HOUR;
const local = (h: number) => DAY_MS + h * HOUR;
const CLOCK = fixedClock(3600);
const day = (over: Parameters<typeof mildDay>[0] = {}) =>
  mildDay({ date: "2026-01-15", dateMs: DAY_MS, endMs: DAY_MS + 24 * HOUR, ...over });

/** An hourly response of the local day and the next (48 hours at UTC+1) with the given codes, else 3 (overcast). */
function coded(codes: Record<number, number>): ForecastSeries {
  const time = Array.from({ length: 48 }, (_, h) => {
    const d = h < 24 ? "15" : "16";
    return `2026-01-${d}T${String(h % 24).padStart(2, "0")}:00`;
  });
  return normalizeForecast({
    latitude: 50,
    longitude: 10,
    utc_offset_seconds: 3600,
    timezone: "Europe/Berlin",
    hourly_units: { time: "iso8601", temperature_2m: "°C", weather_code: "wmo code" },
    hourly: { time, temperature_2m: time.map(() => 1), weather_code: time.map((_, h) => codes[h] ?? 3) },
  }) as ForecastSeries;
}

describe("iceTonight (the one rule of the ice advice and the window's night hours)", () => {
  const wet = { precipitationMm: 0.2 };
  const ice = (tempMinC: number, over: Parameters<typeof mildDay>[0] = wet, freezing = false) =>
    iceTonight(day({ ...over, night: { tempMinC } }), freezing, defaultProfile);

  it("is icy roads at −10 °C and colder, black ice above it to 0 °C, possible ice to 3 °C (review N10)", () => {
    expect(defaultProfile.recommend.icyRoadsMinC).toBe(-10);
    expect([-51.8, -10, -9.9, 0, 0.1, 3, 3.1].map((t) => ice(t))).toEqual([
      "icy_roads",
      "icy_roads",
      "black_ice",
      "black_ice",
      "ice_possible",
      "ice_possible",
      null,
    ]);
  });

  it("needs moisture, and gives way to freezing precipitation (its own danger)", () => {
    expect(ice(-2, { precipitationMm: 0, night: { humidityMaxPct: 70 } })).toBeNull();
    expect(ice(-2, wet, true)).toBeNull();
    expect(
      iceTonight(day({ ...wet, night: { tempMinC: -12 } }), false, defineProfile({ recommend: { icyRoadsMinC: -15 } })),
    ).toBe("black_ice");
  });
});

describe("freezingFromMs", () => {
  it("is the first stamp of the local day with freezing rain or drizzle (56, 57, 66, 67), not the next day's", () => {
    expect(freezingFromMs(coded({ 15: 66, 17: 56 }), day())).toBe(local(15));
    expect(freezingFromMs(coded({ 3: 57 }), day())).toBe(local(3));
    // 00:00 of the next day (stamp 24) is not this day's
    expect(freezingFromMs(coded({ 24: 67 }), day())).toBe(Number.POSITIVE_INFINITY);
    expect(freezingFromMs(coded({ 15: 65, 16: 71 }), day())).toBe(Number.POSITIVE_INFINITY);
  });

  it("is the day's start when only its daily or daylight codes show it (nothing to place it by)", () => {
    expect(freezingFromMs({ ...coded({}), hourly: null }, day({ weatherCode: 66 }))).toBe(DAY_MS);
    expect(freezingFromMs(coded({}), day({ weatherCode: 3, daytimeCodes: [56] }))).toBe(DAY_MS);
  });
});

describe("driveHazards", () => {
  it("starts tonight's ice at 22:00 local on a black-ice or icy-roads night, and not on a night of possible ice", () => {
    const wet = { precipitationMm: 0.2 };
    expect(driveHazards(coded({}), day({ ...wet, night: { tempMinC: -3 } }), CLOCK, defaultProfile)).toEqual({
      freezingFromMs: Number.POSITIVE_INFINITY,
      iceFromMs: local(22),
    });
    expect(driveHazards(coded({}), day({ ...wet, night: { tempMinC: -12 } }), CLOCK, defaultProfile).iceFromMs).toBe(
      local(22),
    );
    expect(driveHazards(coded({}), day({ ...wet, night: { tempMinC: 2 } }), CLOCK, defaultProfile).iceFromMs).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it("names freezing precipitation, and no black ice beside it", () => {
    const hazards = driveHazards(
      coded({ 15: 66 }),
      day({ precipitationMm: 2, night: { tempMinC: -3 } }),
      CLOCK,
      defaultProfile,
    );
    expect(hazards).toEqual({ freezingFromMs: local(15), iceFromMs: Number.POSITIVE_INFINITY });
  });
});

describe("hourFeltC", () => {
  it("is the apparent temperature, else Open-Meteo's formula from the hour, else the air's, never below the air", () => {
    const f = normalizeForecast({
      latitude: 25,
      longitude: 50,
      utc_offset_seconds: 0,
      hourly_units: {
        time: "iso8601",
        temperature_2m: "°C",
        apparent_temperature: "°C",
        relative_humidity_2m: "%",
        wind_speed_10m: "km/h",
        shortwave_radiation: "W/m²",
      },
      hourly: {
        time: ["2026-07-15T12:00", "2026-07-15T13:00", "2026-07-15T14:00", "2026-07-15T15:00", "2026-07-15T16:00"],
        temperature_2m: [38, 38, 38, 38, null],
        apparent_temperature: [44.5, null, null, 31.7, 33],
        relative_humidity_2m: [40, 40, null, 8, 8],
        wind_speed_10m: [10, 10, 10, 35, 35],
        shortwave_radiation: [800, 800, 800, 800, 800],
      },
    }) as ForecastSeries;
    const columns = (f.hourly as NonNullable<ForecastSeries["hourly"]>).columns;
    expect(hourFeltC(columns, 0)).toBe(44.5);
    // without the response's value: Open-Meteo's formula from the hour's air, humidity, wind and sun
    expect(hourFeltC(columns, 1)).toBe(apparentTemperatureC(38, 40, 10, 800));
    expect(hourFeltC(columns, 1)).toBeGreaterThan(38);
    expect(hourFeltC(columns, 2)).toBe(38);
    // the review's dry windy hour: 38 °C at 8 % and 35 km/h feels 31.7 °C, a van's air 38 °C; without the air, 33
    expect(hourFeltC(columns, 3)).toBe(38);
    expect(hourFeltC(columns, 4)).toBe(33);
  });
});
