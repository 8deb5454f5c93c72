/**
 * The night after a day from its hours (`src/day/night.ts`): 22:00 to 07:00 on the wall clock, hourly-aware from
 * `MIN_NIGHT_HOURS` (6) of its hours, else the daily estimate (docs/model.md, "Days, nights and time zones").
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { type HourlyInputs, hourlyInputs } from "../../src/day/hourly-inputs.js";
import { MIN_NIGHT_HOURS, type NightWeather, nightOf } from "../../src/day/night.js";
import { fixedClock } from "../../src/time/zone.js";

const HOUR = 3_600_000;
/** 2026-07-15 on a UTC clock; its night is 22:00Z on the 15th to 07:00Z on the 16th. */
const START = Date.UTC(2026, 6, 15);
const day = { day: START / 86_400_000, date: "2026-07-15", startMs: START, endMs: START + 24 * HOUR };
const clock = fixedClock(0);
const UNITS: Record<string, string> = { weather_code: "wmo code", temperature_2m: "°C" };

/** The hourly inputs of a GMT response from the day's midnight, one stamp each `stepH` hours. */
function inputsOf(columns: Record<string, number[]>, stepH = 1): HourlyInputs {
  const n = (Object.values(columns)[0] as unknown[]).length;
  const time = Array.from({ length: n }, (_, i) => new Date(START + i * stepH * HOUR).toISOString().slice(0, 16));
  const forecast = normalizeForecast({
    latitude: 0,
    longitude: 0,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: { time: "iso8601", ...Object.fromEntries(Object.keys(columns).map((k) => [k, UNITS[k]])) },
    hourly: { time, ...columns },
  });
  return hourlyInputs(forecast.hourly) as HourlyInputs;
}

/** `n` hourly stamps from 00:00Z on the 15th, each stamp's temperature its index, °C. */
const rising = (n: number) => inputsOf({ temperature_2m: Array.from({ length: n }, (_, i) => i) });

/** The night's daily estimate (forecast-days' fallback). */
const daily: NightWeather = {
  tempMinC: 11,
  tempC: 14,
  dewPointC: 9,
  humidityMaxPct: 85,
  cloudPct: 30,
  windMeanKmh: Number.NaN,
  gustMaxKmh: 40,
  precipitationMm: 0.75,
  thunderstorm: false,
  estimated: true,
};

describe("nightOf", () => {
  it("is hourly-aware from six of the night's hours", () => {
    expect(MIN_NIGHT_HOURS).toBe(6);
    // 28 stamps end at 03:00Z on the 16th: the night holds those of 22, 23, 24, 25, 26, 27 h, mean 24.5 °C
    expect(nightOf(rising(28), day, clock, daily).tempC).toBe(24.5);
  });

  it("keeps the daily estimate with five of the night's hours, in a new object", () => {
    // 27 stamps end at 02:00Z: 22..26 h, five hours
    const night = nightOf(rising(27), day, clock, daily);
    expect(night).toEqual(daily);
    expect(night).not.toBe(daily);
  });

  it("takes the night's minimum from its instants 22:00..06:00", () => {
    // 33 stamps to 08:00Z: the night's instants are stamps 22..30 (°C = index), lowest 22; a colder 07:00 is morning
    const cold0700 = inputsOf({ temperature_2m: Array.from({ length: 33 }, (_, i) => (i === 31 ? -5 : i)) });
    expect(nightOf(cold0700, day, clock, daily).tempMinC).toBe(22);
    const cold0600 = inputsOf({ temperature_2m: Array.from({ length: 33 }, (_, i) => (i === 30 ? -5 : i)) });
    expect(nightOf(cold0600, day, clock, daily).tempMinC).toBe(-5);
  });

  it("keeps the daily minimum of a night the data ends in, unless the hours it has are lower", () => {
    // five hours, 22..26 °C: the daily estimate's 11 °C stands; an estimate of 30 °C falls to the hours' 22 °C
    expect(nightOf(rising(27), day, clock, daily).tempMinC).toBe(11);
    const warm = { ...daily, tempMinC: 30 };
    expect(nightOf(rising(27), day, clock, warm)).toEqual({ ...warm, tempMinC: 22 });
    expect(nightOf(rising(27), day, clock, { ...daily, tempMinC: Number.NaN }).tempMinC).toBe(22);
    // no hour of the night at all: the estimate as it is
    expect(nightOf(rising(20), day, clock, warm)).toEqual(warm);
  });

  it("counts a 3-hourly night's stamps as three hours each", () => {
    // stamps 00, 03, …, 21 h on the 15th, then 00, 03, 06, 09 h on the 16th (indices 8, 9, 10, 11): the night
    // 22:00-07:00 holds 00:00, 03:00 and 06:00, 3 stamps × 3 h = 9 h ≥ 6; their temperatures 8, 9, 10 °C, mean 9 °C
    const coarse = inputsOf({ temperature_2m: Array.from({ length: 12 }, (_, i) => i) }, 3);
    expect(nightOf(coarse, day, clock, daily).tempC).toBe(9);
  });

  /** 33 stamps to 08:00Z on the 16th, overcast (code 3) but for a storm (95) at stamp `stormAt`. */
  const stormy = (stormAt: number) =>
    inputsOf({
      temperature_2m: Array.from({ length: 33 }, () => 15),
      weather_code: Array.from({ length: 33 }, (_, i) => (i === stormAt ? 95 : 3)),
    });

  it("has no thunderstorm in a night of hours without a storm code", () => {
    expect(nightOf(stormy(-1), day, clock, daily).thunderstorm).toBe(false);
  });

  it("finds a thunderstorm stamped 22:00 or 06:00, the night's first and last instants", () => {
    expect(nightOf(stormy(22), day, clock, daily).thunderstorm).toBe(true);
    expect(nightOf(stormy(30), day, clock, daily).thunderstorm).toBe(true);
  });

  it("ignores a thunderstorm stamped 21:00 or 07:00, outside the night's instants", () => {
    expect(nightOf(stormy(21), day, clock, daily).thunderstorm).toBe(false);
    expect(nightOf(stormy(31), day, clock, daily).thunderstorm).toBe(false);
  });
});
