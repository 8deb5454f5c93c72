/**
 * A day's daytime values from its hours (`src/day/daytime.ts`): sunrise to sunset, the whole day in polar day,
 * 07:00-19:00 on the wall clock without sun times; the rain rate of the waking hours (07:00-22:00) and of the
 * daylight (docs/model.md, "Days, nights and time zones", Daylight and night).
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { daytimeOf, emptyDaytime } from "../../src/day/daytime.js";
import { type HourlyInputs, hourlyInputs } from "../../src/day/hourly-inputs.js";
import { fixedClock } from "../../src/time/zone.js";

const HOUR = 3_600_000;
/** 2026-07-15 on a +02:00 clock: 22:00Z on the 14th to 22:00Z on the 15th. */
const START = Date.UTC(2026, 6, 15) - 2 * HOUR;
const day = { day: Date.UTC(2026, 6, 15) / 86_400_000, date: "2026-07-15", startMs: START, endMs: START + 24 * HOUR };
const clock = fixedClock(2 * 3600);
/** One WMO code per local hour 00..23, all different, so a list of codes names the hours it came from. */
const CODES = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85];
const hours = (from: number, to: number) => CODES.slice(from, to);

const UNITS: Record<string, string> = {
  weather_code: "wmo code",
  precipitation: "mm",
  apparent_temperature: "°C",
  wind_speed_10m: "km/h",
};

/** The hourly inputs of a GMT response from `fromMs`, one stamp each `stepH` hours. */
function inputsOf(columns: Record<string, (number | null)[]>, fromMs = START, stepH = 1): HourlyInputs {
  const n = (Object.values(columns)[0] as unknown[]).length;
  const time = Array.from({ length: n }, (_, i) => new Date(fromMs + i * stepH * HOUR).toISOString().slice(0, 16));
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

const noEvents = (daylightS: number) => ({ sunriseMs: Number.NaN, sunsetMs: Number.NaN, daylightS });
const coded = inputsOf({ weather_code: CODES });

describe("daytimeOf", () => {
  it("is null for a day without any hour", () => {
    const later = { ...day, day: day.day + 1, startMs: day.endMs, endMs: day.endMs + 24 * HOUR };
    expect(daytimeOf(coded, later, noEvents(50_400), clock, true)).toBeNull();
    // the day's last hour is enough
    const last = { ...day, startMs: day.endMs - HOUR, endMs: day.endMs + 23 * HOUR };
    expect(daytimeOf(coded, last, noEvents(86_400), clock, false)?.daytimeCodes).toEqual([85]);
  });

  it("gives NaN for what the hours do not hold, and the apparent extremes only when asked", () => {
    // apparent temperature 10 + the local hour, °C: 10 at 00:00, 33 at 23:00; no wind, cloud, gust or visibility
    const felt = inputsOf({ apparent_temperature: CODES.map((_, h) => 10 + h), weather_code: CODES });
    const asked = daytimeOf(felt, day, noEvents(0), clock, true);
    expect([asked?.apparentMaxC, asked?.apparentMinC]).toEqual([33, 10]);
    expect([asked?.windMeanKmh, asked?.daytimeGustMaxKmh, asked?.cloudPct, asked?.visibilityMinM]).toEqual([
      Number.NaN,
      Number.NaN,
      Number.NaN,
      Number.NaN,
    ]);
    const unasked = daytimeOf(felt, day, noEvents(0), clock, false);
    expect([unasked?.apparentMaxC, unasked?.apparentMinC]).toEqual([Number.NaN, Number.NaN]);
  });

  it("means the wind of the daylight instants", () => {
    // wind = the local hour, km/h; daylight 07:00-19:00 without events: the instants 7..18, mean 12.5
    const windy = inputsOf({ wind_speed_10m: CODES.map((_, h) => h), weather_code: CODES });
    expect(daytimeOf(windy, day, noEvents(43_200), clock, false)?.windMeanKmh).toBe(12.5);
  });

  it("reads the codes from sunrise to sunset", () => {
    // sunrise 06:00 and sunset 20:00 local (+02:00): the instants stamped 06:00..19:00
    const sun = { sunriseMs: START + 6 * HOUR, sunsetMs: START + 20 * HOUR, daylightS: 50_400 };
    expect(daytimeOf(coded, day, sun, clock, false)?.daytimeCodes).toEqual(hours(6, 20));
  });

  it("reads the whole local day in polar day (no events, 86 400 s of daylight)", () => {
    expect(daytimeOf(coded, day, noEvents(86_400), clock, false)?.daytimeCodes).toEqual(hours(0, 24));
  });

  it("reads 07:00-19:00 on the wall clock without events and less than a whole day of daylight", () => {
    // the local hours 07..18 are the stamps 05:00Z..16:00Z at +02:00
    for (const daylightS of [0, 43_200, 86_399])
      expect(daytimeOf(coded, day, noEvents(daylightS), clock, false)?.daytimeCodes, `${daylightS}`).toEqual(
        hours(7, 19),
      );
  });

  it("reads 07:00-19:00 on the wall clock for a day with a sunrise but no sunset", () => {
    const sun = { sunriseMs: START + 2 * HOUR, sunsetMs: Number.NaN, daylightS: 79_200 };
    expect(daytimeOf(coded, day, sun, clock, false)?.daytimeCodes).toEqual(hours(7, 19));
  });

  it("skips daylight hours without a code", () => {
    const gappy = inputsOf({ weather_code: CODES.map((c, h) => (h === 10 ? null : c)) });
    expect(daytimeOf(gappy, day, noEvents(0), clock, false)?.daytimeCodes).toEqual([...hours(7, 10), ...hours(11, 19)]);
  });

  it("has no codes when no daylight hour has one", () => {
    const night = inputsOf({ weather_code: CODES.map((c, h) => (h >= 7 && h < 19 ? null : c)) });
    expect(daytimeOf(night, day, noEvents(0), clock, false)?.daytimeCodes).toEqual([]);
  });

  it("reads the waking hours' rain rate (07:00-22:00) for the van and the daylight's for driving, not the night before's", () => {
    // one hour of 9 mm at a given local hour (stamped at its end), 1 mm every other hour
    const downpour = (hour: number) =>
      daytimeOf(
        inputsOf({ precipitation: CODES.map((_, h) => (h === hour ? 9 : 1)), weather_code: CODES }),
        day,
        { sunriseMs: START + 6 * HOUR, sunsetMs: START + 20 * HOUR, daylightS: 14 * 3600 },
        clock,
        false,
      );
    // 03:00 belongs to the night before: neither rate sees it (the review's 8 mm at 03:00 capped the day at 59)
    expect([downpour(3)?.precipitationMaxRateMmH, downpour(3)?.daytimePrecipitationMaxRateMmH]).toEqual([1, 1]);
    // 15:00 is both waking and daylight
    expect([downpour(15)?.precipitationMaxRateMmH, downpour(15)?.daytimePrecipitationMaxRateMmH]).toEqual([9, 9]);
    // 21:00 (stamped 21:00: the hour 20:00-21:00) is after sunset but before 22:00: the van's, not the driver's
    expect([downpour(21)?.precipitationMaxRateMmH, downpour(21)?.daytimePrecipitationMaxRateMmH]).toEqual([9, 1]);
    // the window's edges: stamped 07:00 is the hour before 07:00 (the night's), 22:00 the hour before 22:00 (the day's)
    expect(downpour(7)?.precipitationMaxRateMmH).toBe(1);
    expect(downpour(22)?.precipitationMaxRateMmH).toBe(9);
    expect(downpour(23)?.precipitationMaxRateMmH).toBe(1);
  });

  it("finds freezing precipitation in any stamp of the local day, night hours included, not the next day's", () => {
    // freezing drizzle (56) at one local hour, drizzle (51) every other
    const at = (hour: number) =>
      daytimeOf(
        inputsOf({ weather_code: Array.from({ length: 48 }, (_, h) => (h === hour ? 56 : 51)) }),
        day,
        { sunriseMs: START + 6 * HOUR, sunsetMs: START + 20 * HOUR, daylightS: 14 * 3600 },
        clock,
        false,
      )?.freezingHour;
    // 03:00 and 23:00 are outside the daylight (no daytime code shows them) but in the day; 24:00 is tomorrow's
    expect([at(0), at(3), at(12), at(23), at(24)]).toEqual([true, true, true, true, false]);
    expect(daytimeOf(coded, day, noEvents(0), clock, false)?.freezingHour).toBe(true); // 56, 57, 66, 67 at 09-15
    expect(daytimeOf(inputsOf({ weather_code: hours(0, 9) }), day, noEvents(0), clock, false)?.freezingHour).toBe(
      false,
    );
  });

  it("gives the rain rate in mm/h: a step's rain over its hours on a 3-hourly axis", () => {
    // eight 3-hour steps; the wettest holds 6 mm: 6 mm / 3 h = 2 mm/h
    const rain = inputsOf(
      { precipitation: [0, 0, 1.5, 6, 3, 0, 0, 0], weather_code: [0, 0, 0, 0, 0, 0, 0, 0] },
      START,
      3,
    );
    // eight 3-hour steps: the step stamped 09:00 (06:00-09:00) holds 6 mm, the waking hours' and the daylight's
    expect(daytimeOf(rain, day, noEvents(43_200), clock, false)?.precipitationMaxRateMmH).toBe(2);
    expect(daytimeOf(rain, day, noEvents(43_200), clock, false)?.daytimePrecipitationMaxRateMmH).toBe(2);
  });
});

describe("emptyDaytime", () => {
  it("knows nothing of the day yet, its fields in Daytime's order (one shape for every day)", () => {
    expect(Object.entries(emptyDaytime())).toEqual([
      ["precipitationMaxRateMmH", Number.NaN],
      ["daytimePrecipitationMaxRateMmH", Number.NaN],
      ["windMeanKmh", Number.NaN],
      ["daytimeGustMaxKmh", Number.NaN],
      ["cloudPct", Number.NaN],
      ["daytimeCodes", []],
      ["visibilityMinM", Number.NaN],
      ["freezingHour", false],
      ["apparentMaxC", Number.NaN],
      ["apparentMinC", Number.NaN],
    ]);
  });
});
