/**
 * A response's daily rows moved onto the location's real local days (`src/day/daily-on-days.ts`): exact rows as
 * they are, other days aggregated again from their own hours, and what the hours cannot give borrowed and listed.
 */
import { describe, expect, it } from "vitest";
import { FORECAST_DAILY_RULES, normalizeForecast } from "../../src/adapters/forecast.js";
import { freshMemory, ScratchMemory } from "../../src/adapters/section.js";
import { dailyOnDays, isExactRow } from "../../src/day/daily-on-days.js";

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

/** The same 48 hours with the model's own daily maxima, 30 and 31 °C, which the hours do not reproduce. */
const withDaily = normalizeForecast({
  latitude: 0,
  longitude: 0,
  utc_offset_seconds: 0,
  timezone: "GMT",
  hourly_units: { time: "iso8601", temperature_2m: "°C" },
  hourly: {
    time: Array.from({ length: 48 }, (_, h) => new Date(Date.UTC(2026, 6, 15, h)).toISOString().slice(0, 16)),
    temperature_2m: Array.from({ length: 48 }, (_, h) => h),
  },
  daily_units: { time: "iso8601", temperature_2m_max: "°C" },
  daily: { time: ["2026-07-15", "2026-07-16"], temperature_2m_max: [30, 31] },
});

/** Ten hourly temperatures 0..9 °C from 2026-07-15T00:00Z: an axis that ends inside its first UTC day. */
const short = normalizeForecast({
  latitude: 0,
  longitude: 0,
  utc_offset_seconds: 0,
  timezone: "GMT",
  hourly_units: { time: "iso8601", temperature_2m: "°C" },
  hourly: {
    time: Array.from({ length: 10 }, (_, h) => new Date(Date.UTC(2026, 6, 15, h)).toISOString().slice(0, 16)),
    temperature_2m: Array.from({ length: 10 }, (_, h) => h),
  },
});

describe("isExactRow", () => {
  const start = Date.UTC(2026, 6, 15);
  it("takes a row as its day only when it starts at the day's start and the day lasts 24 hours", () => {
    expect(isExactRow(start, start, start + 24 * HOUR)).toBe(true);
    expect(isExactRow(start, start, start + 23 * HOUR)).toBe(false);
    expect(isExactRow(start, start, start + 25 * HOUR)).toBe(false);
    expect(isExactRow(start - HOUR, start, start + 24 * HOUR)).toBe(false);
  });
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

  const utcDay = { startMs: Date.UTC(2026, 6, 15), endMs: Date.UTC(2026, 6, 16) };
  const moved = (from: typeof forecast, days: { startMs: number; endMs: number }[], rows: number[]) =>
    dailyOnDays(
      from.daily as NonNullable<typeof from.daily>,
      from.hourly,
      FORECAST_DAILY_RULES,
      days,
      Int32Array.from(rows),
      [],
      freshMemory,
    );

  it("takes an exact row's value as it is, not the hours' (the model's own daily maximum)", () => {
    // row 0 spans 2026-07-15 UTC exactly: 30 °C as the response gives it, not the hours' 23 °C
    const out = moved(withDaily, [utcDay], [0]);
    expect(out.series.columns.temperatureMaxC[0]).toBe(30);
    expect(out.borrowed).toEqual([]);
  });

  it("stamps each day at its own start", () => {
    const days = [
      { startMs: dayStart, endMs: dayStart + 24 * HOUR },
      { startMs: dayStart + 24 * HOUR, endMs: dayStart + 48 * HOUR },
    ];
    expect([...moved(withDaily, days, [0, 1]).series.timeMs]).toEqual([dayStart, dayStart + 24 * HOUR]);
  });

  it("aggregates a 23-hour day that starts at its row again from its hours", () => {
    // the spring change's day from the row's start: hours 0..22 (23 ≥ 18), maximum 22 °C, not the row's 30 °C
    const short = { startMs: utcDay.startMs, endMs: utcDay.startMs + 23 * HOUR };
    expect(moved(withDaily, [short], [0]).series.columns.temperatureMaxC[0]).toBe(22);
  });

  // a day at +10:00, 14:00Z on the 14th to 14:00Z on the 15th: the axis starts inside it, with its hours 0..13 (14 < 18)
  const eastDay = { startMs: Date.UTC(2026, 6, 14, 14), endMs: Date.UTC(2026, 6, 15, 14) };

  it("aggregates a day without a row that the hourly axis starts inside over the hours it has", () => {
    const out = moved(withDaily, [eastDay], [-1]);
    expect(out.series.columns.temperatureMaxC[0]).toBe(13);
    expect(out.series.columns.temperatureMinC[0]).toBe(0);
    expect(out.borrowed).toEqual([]);
  });

  it("borrows the row of a day the axis starts inside when it has one, as its 14 hours are too few", () => {
    const out = moved(withDaily, [eastDay], [0]);
    expect(out.series.columns.temperatureMaxC[0]).toBe(30);
    // the row's mean comes from the UTC day's 24 hours (the adapter fills it): (0 + … + 23)/24 = 11.5 °C, not 6.5
    expect(out.series.columns.temperatureMeanC[0]).toBe(11.5);
    expect(out.borrowed).toEqual(["temperatureMaxC", "temperatureMinC", "temperatureMeanC"]);
  });

  it("leaves a day without a row that starts at the first stamp unknown when its hours are too few", () => {
    // 2026-07-15 UTC from its first instant, but the axis ends after 10 hours (< 18): no partial day, no maximum
    expect(moved(short, [utcDay], [-1]).series.columns.temperatureMaxC[0]).toBeNaN();
  });

  it("reuses a scratch memory's series for the same layout", () => {
    const memory = new ScratchMemory();
    const daily = withDaily.daily as NonNullable<typeof withDaily.daily>;
    const call = () => dailyOnDays(daily, null, FORECAST_DAILY_RULES, [utcDay], Int32Array.of(0), [], memory).series;
    expect(call()).toBe(call());
  });
});
