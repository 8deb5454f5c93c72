import { describe, expect, it } from "vitest";
import { generateLocation } from "../../scripts/fixtures/generate.js";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { freshMemory } from "../../src/adapters/section.js";
import { forecastDays, localForecast } from "../../src/day/forecast-days.js";
import { defaultProfile } from "../../src/profile/index.js";
import { answerOfDays, world } from "../adapters/helpers.js";

const raw = world("2026-07-15", "PT.forecast.json") as {
  hourly: Record<string, number[]>;
  daily: Record<string, number[]>;
};
const days = forecastDays(normalizeForecast(raw));

describe("forecastDays", () => {
  it("gives one day per daily step, with hourly-aware daytime and night values", () => {
    expect(days).toHaveLength(8); // the 8-day answer
    const day = days[0];
    expect(day?.hourly).toBe(true);
    // night of day 0: 22:00-06:00 local are hourly indices 22..30 (the fixture's axis starts at local midnight)
    const nightTemps = raw.hourly.temperature_2m?.slice(22, 31) ?? [];
    expect(day?.night.tempC).toBeCloseTo(nightTemps.reduce((a, b) => a + b, 0) / nightTemps.length, 9);
    // the waking hours' rain (07:00-22:00: stamps 08..22), the daylight's (sunrise to sunset) for driving
    expect(day?.precipitationMaxRateMmH).toBe(Math.max(...(raw.hourly.precipitation?.slice(8, 23) ?? [])));
    expect(day?.tempMaxC).toBe(raw.daily.temperature_2m_max?.[0]);
  });

  it("falls back to daily values and computed sun times without hourly data", () => {
    const dailyOnly = world("2026-07-15", "PT.forecast.json");
    delete dailyOnly.hourly;
    delete dailyOnly.hourly_units;
    const day = forecastDays(normalizeForecast(dailyOnly))[0];
    expect(day?.hourly).toBe(false);
    // tonight's minimum = the next day's daily minimum (it falls at this night's end); night mean = that minimum
    // + 0.11·(Tmax − it)
    const tMax = raw.daily.temperature_2m_max?.[0] as number;
    const tonightMin = raw.daily.temperature_2m_min?.[1] as number;
    expect(day?.night.tempMinC).toBe(tonightMin);
    expect(day?.night.tempC).toBeCloseTo(tonightMin + 0.11 * (tMax - tonightMin), 9);
    expect(day?.windMeanKmh).toBeCloseTo(0.7 * (raw.daily.wind_speed_10m_max?.[0] as number), 9);
  });

  it("falls back from the daylight hours to the daily values field by field", () => {
    const sparse = world("2026-07-15", "PT.forecast.json") as typeof raw & {
      daily_units: Record<string, string>;
    };
    const h = sparse.hourly as Record<string, (number | null)[]>;
    // day 0's hours (stamps 0..23, the axis starts at local midnight) lose wind, gusts, cloud, visibility and codes
    for (const key of ["wind_speed_10m", "wind_gusts_10m", "cloud_cover", "visibility", "weather_code"])
      for (let i = 0; i < 24; i++) (h[key] as (number | null)[])[i] = null;
    // and 7 apparent temperatures (stamps 0..6), too few left (17 of 18) for a daily value: the day's hours give it
    for (let i = 0; i < 7; i++) (h.apparent_temperature as (number | null)[])[i] = null;
    delete sparse.daily.apparent_temperature_max;
    delete sparse.daily.apparent_temperature_min;
    sparse.daily.cloud_cover_mean = new Array(8).fill(37); // the 8-day answer
    sparse.daily_units.cloud_cover_mean = "%";
    sparse.daily.visibility_min = new Array(8).fill(9000);
    sparse.daily_units.visibility_min = "m";
    const day = forecastDays(normalizeForecast(sparse))[0];
    expect(day?.hourly).toBe(true);
    // from the daily values: wind_speed_10m_max 24.7, wind_gusts_10m_max 40, weather_code 1
    expect(day?.windMeanKmh).toBeCloseTo(0.7 * 24.7, 9);
    expect(day?.daytimeGustMaxKmh).toBe(40);
    expect(day?.daytimeCodes).toEqual([1]);
    expect(day?.cloudPct).toBe(37);
    expect(day?.visibilityMinM).toBe(9000);
    // the apparent temperatures of stamps 7..23: highest 23.3 (15:00), lowest 12.8 (07:00)
    expect([day?.apparentMaxC, day?.apparentMinC]).toEqual([23.3, 12.8]);
    // day 1 keeps its own hours: its cloud the hourly mean, not the daily 37 %; its apparent maximum the daily one
    // rebuilt from its 24 hours
    const next = forecastDays(normalizeForecast(sparse))[1];
    expect(next?.cloudPct).not.toBe(37);
    expect(next?.apparentMaxC).toBe(Math.max(...(h.apparent_temperature as number[]).slice(24, 48)));
    // a daily maximum without a daily minimum: the maximum as given, the minimum from the hours
    sparse.daily.apparent_temperature_max = new Array(8).fill(30);
    const half = forecastDays(normalizeForecast(sparse))[0];
    expect([half?.apparentMaxC, half?.apparentMinC]).toEqual([30, 12.8]);
  });

  it("takes the last day's night minimum from the day itself without hourly data: nothing later is known", () => {
    const dailyOnly = world("2026-07-15", "PT.forecast.json");
    delete dailyOnly.hourly;
    delete dailyOnly.hourly_units;
    const all = forecastDays(normalizeForecast(dailyOnly));
    const mins = raw.daily.temperature_2m_min as number[];
    expect(all.length).toBe(mins.length);
    expect(all.at(-1)?.night.tempMinC).toBe(mins.at(-1));
    expect(all.at(-2)?.night.tempMinC).toBe(mins.at(-1));
  });

  it("takes a night's minimum from the next day only where that day follows it, not across a skipped date", () => {
    const gap = world("2026-07-15", "PT.forecast.json") as { daily: Record<string, unknown[]>; hourly?: unknown };
    delete gap.hourly;
    delete (gap as Record<string, unknown>).hourly_units;
    for (const column of Object.values(gap.daily)) column.splice(3, 1); // 07-18 is missing
    const all = forecastDays(normalizeForecast(gap));
    const mins = raw.daily.temperature_2m_min as number[];
    expect(all.map((d) => d.date).slice(2, 4)).toEqual(["2026-07-17", "2026-07-19"]);
    expect(all[1]?.night.tempMinC).toBe(mins[2]); // 07-16's night ends on 07-17
    expect(all[2]?.night.tempMinC).toBe(mins[2]); // 07-17's own: its next day is unknown
  });

  it("reads tonight's minimum from the night's hours, 22:00..06:00 after the day", () => {
    const hourly = raw.hourly.temperature_2m as number[];
    // PT's response starts at local midnight: tonight's instants are stamps 22..30
    days.slice(0, -1).forEach((day, d) => {
      expect(day.night.tempMinC, day.date).toBe(Math.min(...hourly.slice(24 * d + 22, 24 * d + 31)));
    });
  });

  it("marks a night estimated only where the answer ends inside it: a 7-day answer's seventh, never an 8-day one's", () => {
    const estimated = (n: number) =>
      forecastDays(normalizeForecast(answerOfDays(raw, n))).map((d) => d.night.estimated);
    expect(estimated(7)).toEqual([false, false, false, false, false, false, true]);
    expect(estimated(8)).toEqual([false, false, false, false, false, false, false, true]);
    // without hourly data the next day's minimum stands for the night's: only the last day's is a guess
    const dailyOnly = answerOfDays(raw, 7);
    delete dailyOnly.hourly;
    delete dailyOnly.hourly_units;
    expect(forecastDays(normalizeForecast(dailyOnly)).map((d) => d.night.estimated)).toEqual(estimated(7));
  });

  it("gives the seventh day of an 8-day answer its own night: the hours 22:00-07:00, not the day's estimate", () => {
    const eight = answerOfDays(raw, 8) as typeof raw;
    const seventh = forecastDays(normalizeForecast(eight))[6];
    const temps = (eight.hourly.temperature_2m as number[]).slice(6 * 24 + 22, 7 * 24 + 7);
    expect(seventh?.night.tempC).toBeCloseTo(temps.reduce((a, b) => a + b, 0) / temps.length, 9);
    // the 7-day answer's seventh night is the daily estimate: the day's gusts, 9/24 of its rain
    const seven = forecastDays(normalizeForecast(answerOfDays(raw, 7)))[6];
    expect(seven?.night.gustMaxKmh).toBe(seven?.gustMaxKmh);
    expect(seven?.night.precipitationMm).toBeCloseTo((9 / 24) * (seven?.precipitationMm ?? Number.NaN), 9);
  });

  it("takes the last day's night from what is known: the lowest of its own minimum and the night's hours it has", () => {
    const hourly = raw.hourly.temperature_2m as number[];
    const last = days.length - 1;
    // the data ends at 23:00 of the last day: its night has two hours (22:00, 23:00), too few to be its own
    const known = Math.min(
      raw.daily.temperature_2m_min?.[last] as number,
      hourly[24 * last + 22] as number,
      hourly[24 * last + 23] as number,
    );
    expect(days[last]?.night.tempMinC).toBe(known);
    // a cold front at 23:00 lowers it below the day's own minimum
    const front = world("2026-07-15", "PT.forecast.json") as typeof raw;
    (front.hourly.temperature_2m as number[])[24 * last + 23] = -3;
    expect(forecastDays(normalizeForecast(front))[last]?.night.tempMinC).toBe(-3);
  });

  it("computes sun times without a daily block to the minute, as the response writes them", () => {
    const hourlyOnly = world("2026-07-15", "PT.forecast.json");
    delete hourlyOnly.daily;
    delete hourlyOnly.daily_units;
    const computed = forecastDays(normalizeForecast(hourlyOnly));
    for (const [d, day] of computed.entries()) {
      // the fixture's sun times come from the same solar code, written to the minute: equal, not just close
      expect(day.sunriseMs, day.date).toBe(days[d]?.sunriseMs);
      expect(day.sunsetMs, day.date).toBe(days[d]?.sunsetMs);
      expect(day.sunriseMs % 60_000).toBe(0);
    }
  });

  it("gives the night 9/24 of the day's rain when its hours are unknown, and the hours' sum when they are known", () => {
    const wet = world("2026-07-15", "PT.forecast.json") as typeof raw;
    (wet.daily.precipitation_sum as number[])[0] = 8;
    // the night 22:00-07:00 holds the rain of the hours ending 23:00..07:00 (indices 23..31): 0.5 mm stamped 23:00
    // (22-23) and 1.5 mm stamped 07:00 (06-07) count; 0.7 mm stamped 22:00 fell 21:00-22:00, before the night
    const hours = wet.hourly.precipitation as number[];
    for (let i = 22; i <= 31; i++) hours[i] = 0;
    hours[22] = 0.7;
    hours[23] = 0.5;
    hours[31] = 1.5;
    expect(forecastDays(normalizeForecast(wet))[0]?.night.precipitationMm).toBeCloseTo(2, 9);
    const dailyOnly = structuredClone(wet) as Partial<typeof raw>;
    delete dailyOnly.hourly;
    delete (dailyOnly as Record<string, unknown>).hourly_units;
    expect(forecastDays(normalizeForecast(dailyOnly))[0]?.night.precipitationMm).toBe(3);
    // hourly data whose night has no rain values: the daily estimate again
    for (let i = 23; i <= 31; i++) (hours as (number | null)[])[i] = null;
    expect(forecastDays(normalizeForecast(wet))[0]?.night.precipitationMm).toBe(3);
  });

  it("takes the night's highest gust from the hours ending 23:00..07:00, and the day's from those ending in daylight", () => {
    const gusty = world("2026-07-15", "PT.forecast.json") as typeof raw;
    const gusts = gusty.hourly.wind_gusts_10m as number[];
    for (let i = 0; i < gusts.length; i++) gusts[i] = 10;
    gusts[22] = 90; // 21:00-22:00: before the night
    gusts[31] = 60; // 06:00-07:00: the night's last hour
    const day = forecastDays(normalizeForecast(gusty))[0];
    expect(day?.night.gustMaxKmh).toBe(60);
    // Lisbon's sunrise on the 15th is 06:23 (+01:00): the gust stamped 06:00 blew before it, the one at 07:00 after
    gusts[31] = 10;
    gusts[6] = 50;
    expect(forecastDays(normalizeForecast(gusty))[0]?.daytimeGustMaxKmh).toBe(10);
    gusts[7] = 45;
    expect(forecastDays(normalizeForecast(gusty))[0]?.daytimeGustMaxKmh).toBe(45);
  });

  it("has no days for a response with only a current block", () => {
    const currentOnly = world("2026-07-15", "PT.forecast.json");
    for (const key of ["hourly", "hourly_units", "daily", "daily_units"]) delete currentOnly[key];
    expect(forecastDays(normalizeForecast(currentOnly))).toEqual([]);
  });

  it("reads the night from 22:00 to 07:00 on the wall clock: eight hours across the spring change", () => {
    const point = { code: "DE", latitude: 52.52, longitude: 13.405, timezone: "Europe/Berlin", isCoastal: false };
    const { forecast } = generateLocation(point, Date.parse("2026-03-27T12:00:00Z"));
    const hourly = forecast.hourly as { time: string[]; temperature_2m: number[] };
    const days = forecastDays(normalizeForecast(forecast), { timezone: "Europe/Berlin" });
    const night = days.find((d) => d.date === "2026-03-28")?.night;
    // labels at the response's +01:00: 22:00 CET on the 28th to 07:00 CEST (06:00 at +01:00) on the 29th
    const from = hourly.time.indexOf("2026-03-28T22:00");
    const to = hourly.time.indexOf("2026-03-29T06:00");
    const temps = hourly.temperature_2m.slice(from, to);
    expect(temps).toHaveLength(8);
    expect(night?.tempC).toBeCloseTo(temps.reduce((a, b) => a + b, 0) / temps.length, 9);
  });
});

const utcTimes = (n: number) =>
  Array.from({ length: n }, (_, h) => new Date(Date.UTC(2026, 6, 15, h)).toISOString().slice(0, 16));

/** A daily-only GMT response at the equator for 2026-07-15 with the given daily values (their usual units). */
function dailyOnly(daily: Record<string, (number | string | null)[]>, units: Record<string, string>) {
  return normalizeForecast({
    latitude: 0,
    longitude: 0,
    utc_offset_seconds: 0,
    timezone: "GMT",
    daily_units: { time: "iso8601", temperature_2m_max: "°C", ...units },
    daily: { time: ["2026-07-15"], temperature_2m_max: [25], ...daily },
  });
}

describe("localForecast", () => {
  it("has an empty calendar on the response's fixed offset, and nothing borrowed, without daily or hourly data", () => {
    const currentOnly = world("2026-07-15", "PT.forecast.json");
    for (const key of ["hourly", "hourly_units", "daily", "daily_units"]) delete currentOnly[key];
    const local = localForecast(normalizeForecast(currentOnly), "", defaultProfile, freshMemory);
    expect(local.calendar.days).toEqual([]);
    expect(local.calendar.leading).toBe(0);
    // Lisbon's response is written at +01:00 (utc_offset_seconds 3600)
    expect(local.calendar.clock.offsetAt(Date.UTC(2026, 6, 15))).toBe(3600);
    expect(local.borrowed).toEqual([]);
    expect(local.shiftMs).toBe(0);
    expect(local.dataFromMs).toBeNaN();
  });

  it("starts the data at the first hourly stamp, and borrows nothing where the rows span the days", () => {
    const local = localForecast(normalizeForecast(raw), "", defaultProfile, freshMemory);
    // the first stamp 2026-07-15T00:00 at +01:00 is 23:00Z on the 14th
    expect(local.dataFromMs).toBe(Date.UTC(2026, 6, 14, 23));
    expect(local.borrowed).toEqual([]);
  });

  /**
   * A GMT response read on Berlin's days (+02:00 in July): 72 hourly temperatures −20, −19, … °C (h − 20) from 00:00Z
   * on the 15th, and three UTC rows with the UV index (only daily) and sun times of Berlin's summer, sunrise 03:00Z and
   * sunset 19:30Z (solar noon 11:15Z, inside the Berlin day).
   */
  const gmt = normalizeForecast({
    latitude: 52.52,
    longitude: 13.405,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: { time: "iso8601", temperature_2m: "°C" },
    hourly: { time: utcTimes(72), temperature_2m: Array.from({ length: 72 }, (_, h) => h - 20) },
    daily_units: { time: "iso8601", uv_index_max: "", sunrise: "iso8601", sunset: "iso8601", daylight_duration: "s" },
    daily: {
      time: ["2026-07-15", "2026-07-16", "2026-07-17"],
      uv_index_max: [7, 8, 9],
      sunrise: ["2026-07-15T03:00", "2026-07-16T03:01", "2026-07-17T03:02"],
      sunset: ["2026-07-15T19:30", "2026-07-16T19:29", "2026-07-17T19:28"],
      daylight_duration: [59_400, 59_280, 59_160],
    },
  });
  const berlin = localForecast(gmt, "Europe/Berlin", defaultProfile, freshMemory);

  it("aggregates the rows of another offset again from the hours of the real days", () => {
    // Berlin's 16th is 22:00Z on the 15th to 22:00Z on the 16th: stamps 22..45, maximum 45 − 20 = 25 °C (the UTC row's 27)
    expect(berlin.days[1]?.date).toBe("2026-07-16");
    expect(berlin.days[1]?.tempMaxC).toBe(25);
  });

  it("lists what it takes from rows of other hours, but not the sun times the day checks itself", () => {
    expect(berlin.borrowed).toEqual(["uvIndexMax"]);
    expect(berlin.days.map((d) => d.uvIndexMax)).toEqual([7, 8, 9]);
    // 03:00Z to 19:30Z: 16.5 h = 59 400 s, the row's own
    expect(berlin.days[0]?.sunriseMs).toBe(Date.UTC(2026, 6, 15, 3));
    expect(berlin.days[0]?.daylightS).toBe(59_400);
  });

  it("estimates a daily-only day's cloud from sunshine over daylight", () => {
    // 10 h of sunshine in 15 h of daylight: 100·(1 − 36 000/54 000) = 33.3… %
    const day = forecastDays(
      dailyOnly(
        {
          sunrise: ["2026-07-15T04:30"],
          sunset: ["2026-07-15T19:30"],
          daylight_duration: [54_000],
          sunshine_duration: [36_000],
        },
        { sunrise: "iso8601", sunset: "iso8601", daylight_duration: "s", sunshine_duration: "s" },
      ),
    )[0];
    expect(day?.cloudPct).toBeCloseTo(100 / 3, 9);
  });

  it("has no cloud estimate on a day without daylight, whatever sunshine its row claims", () => {
    // polar night (no events, 0 s): a row's sunshine of other hours must not give −∞ % (1 − 3600/0)
    const day = forecastDays(
      dailyOnly(
        { sunrise: [null], sunset: [null], daylight_duration: [0], sunshine_duration: [3600] },
        { sunrise: "iso8601", sunset: "iso8601", daylight_duration: "s", sunshine_duration: "s" },
      ),
    )[0];
    expect(day?.daylightS).toBe(0);
    expect(day?.cloudPct).toBeNaN();
  });

  it("takes a daily-only day's daytime codes from its code, and never a night thunderstorm without hours", () => {
    const day = forecastDays(dailyOnly({ weather_code: [95] }, { weather_code: "wmo code" }))[0];
    expect(day?.daytimeCodes).toEqual([95]);
    expect(day?.night.thunderstorm).toBe(false);
    // and no freezing hour: none is known without hours, whatever the daily code
    const freezing = forecastDays(dailyOnly({ weather_code: [66] }, { weather_code: "wmo code" }))[0];
    expect([freezing?.daytimeCodes, freezing?.freezingHour]).toEqual([[66], false]);
  });

  it("takes a day's daytime codes and its freezing hour from its hours where it has them", () => {
    const coded = world("2026-07-15", "PT.forecast.json") as typeof raw;
    const codes = coded.hourly.weather_code as number[];
    // day 0 (stamps 0..23 from local midnight): clear all day but a freezing drizzle hour ending 14:00
    for (let i = 0; i < 24; i++) codes[i] = 0;
    codes[14] = 56;
    const day = forecastDays(normalizeForecast(coded))[0];
    expect(day?.freezingHour).toBe(true);
    expect(new Set(day?.daytimeCodes)).toEqual(new Set([0, 56]));
    expect(day?.daytimeCodes).not.toEqual([day?.weatherCode]);
    // the next day's hours have no freezing code
    expect(forecastDays(normalizeForecast(coded))[1]?.freezingHour).toBe(false);
  });
});
