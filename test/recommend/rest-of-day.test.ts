import { describe, expect, it } from "vitest";
import { type ForecastSeries, normalizeForecast } from "../../src/adapters/forecast.js";
import { restOfDay } from "../../src/recommend/rest-of-day.js";
import { mildDay } from "../arbitraries.js";

const HOUR = 3_600_000;
/** 2026-07-15 at UTC+3: local midnight is 21:00 UTC the day before. */
const DAY_MS = Date.UTC(2026, 6, 15) - 3 * HOUR;
const local = (h: number, m = 0) => DAY_MS + h * HOUR + m * 60_000;
const DAY = mildDay({ dateMs: DAY_MS, endMs: DAY_MS + 24 * HOUR });

/** An answer for Bahrain (UTC+3) of the hourly section `hourly` (local stamps, °C, UV index, W/m²), normalized. */
function bahrain(hourly: Record<string, unknown[]>): ForecastSeries {
  const units: Record<string, string> = {
    time: "iso8601",
    temperature_2m: "°C",
    apparent_temperature: "°C",
    uv_index: "",
    shortwave_radiation: "W/m²",
  };
  return normalizeForecast({
    latitude: 26,
    longitude: 50.6,
    utc_offset_seconds: 10800,
    timezone: "Asia/Bahrain",
    hourly_units: Object.fromEntries(Object.keys(hourly).map((k) => [k, units[k]])),
    hourly,
  }) as ForecastSeries;
}

/**
 * 48 local hours from the day's midnight: felt 50 − h °C (the air at 20 °C, below it) and UV 24 − h at the stamp h
 * (falling through the day, so the first stamp counted decides both), 100 W/m² in every step, and the next day
 * hotter (60 °C felt, UV 20).
 */
const f = bahrain({
  time: Array.from({ length: 48 }, (_, h) => `2026-07-${h < 24 ? 15 : 16}T${String(h % 24).padStart(2, "0")}:00`),
  temperature_2m: Array.from({ length: 48 }, () => 20),
  apparent_temperature: Array.from({ length: 48 }, (_, h) => (h < 24 ? 50 - h : 60)),
  uv_index: Array.from({ length: 48 }, (_, h) => (h < 24 ? 24 - h : 20)),
  shortwave_radiation: Array.from({ length: 48 }, () => 100),
});

describe("restOfDay", () => {
  it("reads the stamps from the one whose hour holds now to the day's last, not the next day's", () => {
    // at 12:30 the 12:00 stamp still counts: 50 − 12 = 38 °C felt, UV 12; at 13:00 it is past
    expect(restOfDay(f, DAY, local(12, 30))).toMatchObject({ feelsMaxC: 38, uvMax: 12 });
    expect(restOfDay(f, DAY, local(13))).toMatchObject({ feelsMaxC: 37, uvMax: 11 });
    // at 23:30 only the 23:00 stamp is left (27 °C, UV 1): the next day's 60 °C is tomorrow's
    expect(restOfDay(f, DAY, local(23, 30))).toMatchObject({ feelsMaxC: 27, uvMax: 1 });
  });

  it("gives the share of the day's irradiation in the steps that end after now", () => {
    // the day's 24 steps end at the stamps 01:00 … 24:00 (the next midnight); from 12:00 or 12:30, 13:00 … 24:00
    expect(restOfDay(f, DAY, local(12))?.irradiationShare).toBe(0.5);
    expect(restOfDay(f, DAY, local(12, 30))?.irradiationShare).toBe(0.5);
    expect(restOfDay(f, DAY, local(0))?.irradiationShare).toBe(1);
    expect(restOfDay(f, DAY, local(24))?.irradiationShare).toBe(0);
  });

  it("reads a 3-hourly axis by its own step, and the highest felt of the rest wherever it falls", () => {
    // stamps every 3 h of the day: felt rising 20 + h °C through the day, UV falling 24 − h
    const stamps = Array.from({ length: 8 }, (_, k) => 3 * k);
    const threeHourly = bahrain({
      time: stamps.map((h) => `2026-07-15T${String(h).padStart(2, "0")}:00`),
      temperature_2m: stamps.map(() => 20),
      apparent_temperature: stamps.map((h) => 20 + h),
      uv_index: stamps.map((h) => 24 - h),
    });
    // at 13:00 the 12:00 stamp's step (12:00-15:00) holds now: UV 12, not 15:00's 9; felt the 21:00 stamp's 41
    expect(restOfDay(threeHourly, DAY, local(13))).toMatchObject({ feelsMaxC: 41, uvMax: 12 });
  });

  it("reads an axis of one stamp as hourly", () => {
    const one = bahrain({
      time: ["2026-07-15T12:00"],
      temperature_2m: [20],
      apparent_temperature: [33],
      uv_index: [7],
    });
    expect(restOfDay(one, DAY, local(12, 30))).toMatchObject({ feelsMaxC: 33, uvMax: 7 });
    expect(restOfDay(one, DAY, local(13))).toMatchObject({ feelsMaxC: Number.NaN, uvMax: Number.NaN });
  });

  it("is unknown (NaN) where the values are, and null without hourly data", () => {
    const dark = { ...f, hourly: { ...(f.hourly as NonNullable<ForecastSeries["hourly"]>) } };
    const columns = { ...dark.hourly.columns, uvIndex: new Float64Array(48).fill(Number.NaN) };
    expect(restOfDay({ ...f, hourly: { ...dark.hourly, columns } }, DAY, local(12))?.uvMax).toBeNaN();
    expect(restOfDay({ ...f, hourly: null }, DAY, local(12))).toBeNull();
  });
});
