/**
 * Sections of a FlatBuffers answer (src/adapters/flatbuffers/section.ts) read into the series the JSON reader makes:
 * values as JSON writes them, series found by what they say they are, units converted by the JSON table, and every
 * fault the same typed error at the same path as in the JSON answer it was written from.
 */
import { describe, expect, it } from "vitest";
import { jsonValue } from "../../../src/adapters/flatbuffers/section.js";
import { normalizeForecast } from "../../../src/adapters/forecast.js";
import { normalizeMarine } from "../../../src/adapters/marine.js";
import { expectInputError, toImperial, toUnixtime, world } from "../helpers.js";
import { alike, changed, fb, sdkResponses } from "./helpers.js";

type Json = Record<string, unknown>;
const PT = world("2026-07-15", "PT.forecast.json");
const PT_SEA = world("2026-07-15", "PT.marine.json");

describe("jsonValue: a float32 as Open-Meteo's JSON writes it (Float.formatted(decimals:))", () => {
  it.each([
    [Math.fround(21.3), 10, 21.3], // the float32 of a JSON value gives that value back
    [Math.fround(0.1), 100, 0.1],
    [12.96, 10, 13], // the server's unrounded km/h (3.6 m/s), to JSON's one decimal
    [21.25, 10, 21.3], // a tie in float32 goes away from zero
    [-21.25, 10, -21.3],
    [2.5, 1, 3],
    [-2.5, 1, -3],
    [0.125, 100, 0.13],
    // float32 1.005 is 1.00499999523, but the server multiplies in float32: 100.4999995 is the float32 100.5, a tie
    [Math.fround(1.005), 100, 1.01],
  ])("%f at scale %i is %f", (v, scale, expected) => {
    expect(jsonValue(v, scale)).toBe(expected);
  });

  it("a small negative value rounds to -0, as JSON writes -0.0", () => {
    expect(Object.is(jsonValue(-0.01, 10), -0)).toBe(true);
  });
});

describe("the same series as the JSON answer", () => {
  it("a whole forecast: every column, axis, coverage and the current block", () => {
    expect(normalizeForecast(fb(PT))).toEqual(normalizeForecast(PT));
  });

  it("a marine answer, and one read through the SDK's WeatherApiResponse", () => {
    const bytes = fb(PT_SEA);
    expect(normalizeMarine(bytes)).toEqual(normalizeMarine(PT_SEA));
    expect(normalizeMarine(sdkResponses(bytes)[0])).toEqual(normalizeMarine(PT_SEA));
  });

  it("units from the series, converted: an imperial answer reads as the same answer does from JSON", () => {
    const imperial = toImperial(PT);
    const json = normalizeForecast(imperial);
    const flat = normalizeForecast(fb(imperial));
    expect((imperial.hourly_units as Json).temperature_2m).toBe("°F");
    // visibility in ft with JSON's three decimals is finer than float32 holds near 80 000 ft (1/128 ft): the server
    // could not write these JSON values; the series differ by at most that, 2.4 mm
    for (const [a, b] of [
      [json.hourly?.columns.visibilityM, flat.hourly?.columns.visibilityM],
      [json.daily?.columns.visibilityMinM, flat.daily?.columns.visibilityMinM],
    ])
      for (const [i, x] of (a as Float64Array).entries())
        expect(Math.abs(x - ((b as Float64Array)[i] as number))).toBeLessThanOrEqual((0.3048 / 128) * 1.0001);
    const withoutVisibility = (series: typeof json) => {
      const { hourly, daily } = series;
      const { visibilityM: _v, ...hourlyColumns } = hourly?.columns ?? {};
      const { visibilityMinM: _m, ...dailyColumns } = daily?.columns ?? {};
      return { ...series, hourly: { ...hourly, columns: hourlyColumns }, daily: { ...daily, columns: dailyColumns } };
    };
    expect(withoutVisibility(flat)).toEqual(withoutVisibility(json));
  });

  it("unix times in JSON and the FlatBuffers int64 times give the same instants", () => {
    expect(normalizeForecast(fb(toUnixtime(PT)))).toEqual(normalizeForecast(PT));
  });

  it("sunrise and sunset from their int64 series; none (INT64_MAX) where JSON has null", () => {
    const noSun = changed(PT, (c) => {
      const daily = c.daily as Json;
      daily.sunrise = (daily.sunrise as unknown[]).map((t, d) => (d === 2 ? null : t));
    });
    const series = alike(noSun) as ReturnType<typeof normalizeForecast>;
    expect(series.daily?.columns.sunriseMs[2]).toBeNaN();
    expect(series.daily?.columns.sunriseMs[0]).toBe(Date.parse("2026-07-15T06:23:00+01:00"));
  });

  it("values as JSON writes them: NaN and infinities are missing, as JSON writes them null", () => {
    const odd = changed(PT, (c) => {
      const t = (c.hourly as Json).temperature_2m as unknown[];
      t[5] = Number.POSITIVE_INFINITY;
      t[6] = null;
    });
    const series = normalizeForecast(fb(odd));
    expect(series.hourly?.columns.temperatureC[5]).toBeNaN();
    expect(series.hourly?.columns.temperatureC[6]).toBeNaN();
    expect(series.hourly?.coverage.temperatureC).toBe(190 / 192); // two of the 8-day answer's 8 × 24 hours missing
  });

  it("bytes at an offset no float32 view can start at read the same (copied through the DataView)", () => {
    const bytes = fb(PT);
    const shifted = new Uint8Array(bytes.length + 2);
    shifted.set(bytes, 2);
    expect(normalizeForecast(shifted.subarray(2))).toEqual(normalizeForecast(PT));
  });
});

describe("faults: the same typed error at the same path as the JSON answer", () => {
  const hourly = (change: (h: Json, units: Json) => void) =>
    changed(PT, (c) => change(c.hourly as Json, c.hourly_units as Json));

  it.each([
    [
      "a unit no quantity of it has (K)",
      hourly((_, u) => {
        u.temperature_2m = "K";
      }),
      "UNKNOWN_UNIT",
      "hourly_units.temperature_2m",
    ],
    [
      'unit "undefined" with values',
      hourly((_, u) => {
        u.wind_speed_10m = "undefined";
      }),
      "UNKNOWN_UNIT",
      "hourly_units.wind_speed_10m",
    ],
    [
      "a series with the wrong length",
      hourly((h) => {
        h.wind_gusts_10m = (h.wind_gusts_10m as unknown[]).slice(0, 100);
      }),
      "LENGTH_MISMATCH",
      "hourly.wind_gusts_10m",
    ],
    [
      "a value outside the possible range",
      hourly((h) => {
        (h.temperature_2m as unknown[])[3] = 150;
      }),
      "OUT_OF_RANGE",
      "hourly.temperature_2m[3]",
    ],
    [
      "a current value outside the possible range",
      changed(PT, (c) => {
        (c.current as Json).wind_gusts_10m = 900;
      }),
      "OUT_OF_RANGE",
      "current.wind_gusts_10m",
    ],
    [
      'a current unit "undefined" with a value',
      changed(PT, (c) => {
        (c.current_units as Json).wind_speed_10m = "undefined";
      }),
      "UNKNOWN_UNIT",
      "current_units.wind_speed_10m",
    ],
    ["no section at all", { ...PT, current: undefined, hourly: undefined, daily: undefined }, "MISSING_SECTION", ""],
  ])("%s", (_, json, code, path) => {
    expect(alike(json as Json)).toEqual({ code, path });
  });

  it('current values at the ends of their ranges, and a unit "undefined" without a value, read as in JSON', () => {
    const ends = changed(PT, (c) => {
      const [current, units] = [c.current as Json, c.current_units as Json];
      current.relative_humidity_2m = 100;
      current.cloud_cover = 0;
      current.wind_speed_10m = null;
      units.wind_speed_10m = "undefined";
      current.precipitation = null;
    });
    const read = alike(ends) as ReturnType<typeof normalizeForecast>;
    const v = read.current?.values;
    expect([v?.relativeHumidityPct, v?.cloudCoverPct, v?.windSpeedKmh, v?.precipitationMm]).toEqual([
      100,
      0,
      Number.NaN,
      Number.NaN,
    ]);
  });

  it("a current time beyond any date (1e11 s from 1970): BAD_TIME at current.time", () => {
    const bytes = fb(PT, { timeAxis: { section: "current", time: 1e11 } });
    expectInputError(() => normalizeForecast(bytes), "BAD_TIME", "current.time");
    expect(() => normalizeForecast(bytes)).toThrow("expected epoch seconds, got 100000000000");
  });

  it("more steps than allowed: TOO_LARGE at the section's time", () => {
    expect(alike(PT, { maxHours: 100 })).toEqual({ code: "TOO_LARGE", path: "hourly.time" });
  });

  it("a missing time axis (no time, time_end, interval): BAD_TIME at the section's time", () => {
    expectInputError(() => normalizeForecast(fb(PT, { withoutTimeAxis: "hourly" })), "BAD_TIME", "hourly.time");
    expect(() => normalizeForecast(fb(PT, { withoutTimeAxis: "hourly" }))).toThrow(/no time axis \(interval 0 s\)/);
    expectInputError(() => normalizeMarine(fb(PT_SEA, { withoutTimeAxis: "daily" })), "BAD_TIME", "daily.time");
  });

  it("a time axis that is no whole number of steps, ends before it starts or lies beyond any date: BAD_TIME", () => {
    // PT's hourly axis: 192 hours from 2026-07-14T23:00Z (its local midnight, UTC+1)
    const start = Date.UTC(2026, 6, 14, 23) / 1000;
    const end = start + 192 * 3600;
    for (const [axis, words] of [
      [{ timeEnd: end + 1800 }, `no whole number of 3600 s steps from ${start} to ${end + 1800}`],
      [{ timeEnd: start - 3600 }, `no whole number of 3600 s steps from ${start} to ${start - 3600}`],
      [
        { time: 2e11, timeEnd: 2e11 + 192 * 3600 },
        `no whole number of 3600 s steps from ${2e11} to ${2e11 + 192 * 3600}`,
      ],
      // a whole number of steps, but from 11 400 years back: a date no answer has
      [{ time: end - 3600e8 }, `no whole number of 3600 s steps from ${end - 3600e8} to ${end}`],
      [{ timeEnd: start + 3600e8 }, `no whole number of 3600 s steps from ${start} to ${start + 3600e8}`],
    ] as const) {
      const bytes = fb(PT, { timeAxis: { section: "hourly", ...axis } });
      expectInputError(() => normalizeForecast(bytes), "BAD_TIME", "hourly.time");
      expect(() => normalizeForecast(bytes)).toThrow(words);
    }
    // the axis as its times say it reads as the JSON answer does
    expect(normalizeForecast(fb(PT, { timeAxis: { section: "hourly", time: start, timeEnd: end } }))).toEqual(
      normalizeForecast(PT),
    );
  });

  it("a weather code with a fraction reads as JSON writes it, a whole code (wmo code has no decimals)", () => {
    const fraction = hourly((h) => {
      (h.weather_code as unknown[])[0] = 2.6;
    });
    expectInputError(() => normalizeForecast(fraction), "BAD_VALUE", "hourly.weather_code[0]");
    expect(normalizeForecast(fb(fraction)).hourly?.columns.weatherCode[0]).toBe(3);
  });
});
