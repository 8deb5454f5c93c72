/**
 * A response's daily rows moved onto the location's real local days (`src/day/daily-on-days.ts`): exact rows as
 * they are, other days aggregated again from their own hours, and what the hours cannot give borrowed and listed.
 */
import { describe, expect, it } from "vitest";
import { FORECAST_DAILY_RULES, normalizeForecast } from "../../src/adapters/forecast.js";
import { freshMemory } from "../../src/adapters/section.js";
import { dailyOnDays } from "../../src/day/daily-on-days.js";

const HOUR = 3_600_000;

/** 48 hourly temperatures 0, 1, 2, … °C from 2026-07-15T00:00Z, in a GMT response without daily values. */
const forecast = normalizeForecast({
  latitude: 0,
  longitude: 0,
  utc_offset_seconds: 0,
  timezone: "GMT",
  hourly_units: { time: "iso8601", temperature_2m: "°C" },
  hourly: {
    time: Array.from({ length: 48 }, (_, h) => new Date(Date.UTC(2026, 6, 15, h)).toISOString().slice(0, 16)),
    temperature_2m: Array.from({ length: 48 }, (_, h) => h),
  },
});

describe("dailyOnDays", () => {
  const daily = forecast.daily as NonNullable<typeof forecast.daily>;
  const dayStart = Date.UTC(2026, 6, 15) - 2 * HOUR; // a day at +02:00 over the GMT response's rows

  it("takes a row that spans its day exactly as it is, and aggregates the real day again from the hours", () => {
    const days = [{ startMs: Date.UTC(2026, 6, 15), endMs: Date.UTC(2026, 6, 16) }];
    const same = dailyOnDays(daily, forecast.hourly, FORECAST_DAILY_RULES, days, Int32Array.of(0), [], freshMemory);
    expect(same.series.columns.temperatureMaxC[0]).toBe(23);
    const shifted = [{ startMs: dayStart + 24 * HOUR, endMs: dayStart + 48 * HOUR }];
    const moved = dailyOnDays(daily, forecast.hourly, FORECAST_DAILY_RULES, shifted, Int32Array.of(1), [], freshMemory);
    // 22:00Z on the 15th to 22:00Z on the 16th: hours 22..45
    expect(moved.series.columns.temperatureMaxC[0]).toBe(45);
    expect(moved.series.columns.temperatureMinC[0]).toBe(22);
    expect(moved.borrowed).toEqual([]);
  });

  it("takes what the hours cannot give from the row that stands for the day, and lists it", () => {
    const days = [{ startMs: dayStart, endMs: dayStart + 24 * HOUR }];
    // 22 of the day's 24 hours exist (from 00:00Z): enough for its extremes
    const moved = dailyOnDays(
      daily,
      forecast.hourly,
      FORECAST_DAILY_RULES,
      days,
      Int32Array.of(0),
      ["daylightS"],
      freshMemory,
    );
    expect(moved.series.columns.temperatureMaxC[0]).toBe(21);
    const none = dailyOnDays(daily, null, FORECAST_DAILY_RULES, days, Int32Array.of(0), ["daylightS"], freshMemory);
    expect(none.series.columns.temperatureMaxC[0]).toBe(23);
    expect(none.borrowed).toContain("temperatureMaxC");
    expect(none.borrowed).not.toContain("daylightS");
  });
});
