import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import type { VanskyInputError } from "../../src/errors.js";
import { expectInputError } from "./helpers.js";

type Json = Record<string, unknown>;

/** The `problem` of the VanskyInputError `run` throws (the message without path and code). */
function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as VanskyInputError).problem;
  }
  throw new Error("expected a VanskyInputError");
}

/** A GMT response (offset 0) with the given sections. */
const gmt = (sections: Json): Json => ({
  latitude: 0,
  longitude: 0,
  utc_offset_seconds: 0,
  timezone: "GMT",
  ...sections,
});
const HOURS = ["2026-07-15T00:00", "2026-07-15T01:00"];
/** An hourly section of two hours with one variable `key` in `unit`. */
const hourly = (key: string, unit: string, values: unknown[]): Json =>
  gmt({ hourly_units: { time: "iso8601", [key]: unit }, hourly: { time: HOURS, [key]: values } });
/** A current block with one variable `key` in `unit`. */
const current = (key: string, unit: string, value: unknown): Json =>
  gmt({ current_units: { time: "iso8601", [key]: unit }, current: { time: "2026-07-15T12:00", [key]: value } });

describe("a section's values, their errors and messages", () => {
  it("names a value that is not a number as such, whether or not it reads as one", () => {
    const run = () => normalizeForecast(hourly("temperature_2m", "°C", [1, "12"]));
    expectInputError(run, "BAD_VALUE", "hourly.temperature_2m[1]");
    expect(problemOf(run)).toBe('expected a number or null, got "12"');
  });

  it("names a fraction of a weather code as not a whole number", () => {
    const run = () => normalizeForecast(hourly("weather_code", "wmo code", [3, 3.5]));
    expect(problemOf(run)).toBe("expected a whole number for weather_code, got 3.5");
  });

  it("states the value, its unit and the quantity's range when out of range: 290 °C is above 70 °C", () => {
    const run = () => normalizeForecast(hourly("temperature_2m", "°C", [290, 20]));
    expectInputError(run, "OUT_OF_RANGE", "hourly.temperature_2m[0]");
    expect(problemOf(run)).toBe("290 °C is outside the possible range of temperature_2m (-100 to 70 °C)");
  });

  it("converts before the range check: −150 °F is (−150 − 32)·5/9 = −101.1 °C, below −100 °C", () => {
    const run = () => normalizeForecast(hourly("temperature_2m", "°F", [-150, 50]));
    expectInputError(run, "OUT_OF_RANGE", "hourly.temperature_2m[0]");
    expect(problemOf(run)).toBe("-150 °F is outside the possible range of temperature_2m (-100 to 70 °C)");
  });

  it("converts before the range check: 300 kn is 300 × 1.852 = 555.6 km/h, above 500 km/h", () => {
    const run = () => normalizeForecast(hourly("wind_speed_10m", "kn", [300, 10]));
    expectInputError(run, "OUT_OF_RANGE", "hourly.wind_speed_10m[0]");
    expect(problemOf(run)).toBe("300 kn is outside the possible range of wind_speed_10m (0 to 500 km/h)");
  });

  it('rejects unit "undefined" when any value is not null, naming the unit', () => {
    const run = () => normalizeForecast(hourly("temperature_2m", "undefined", [null, 5]));
    expectInputError(run, "UNKNOWN_UNIT", "hourly_units.temperature_2m");
    expect(problemOf(run)).toBe('unit "undefined" but the values are not all null');
  });

  it("rejects a variable that is not an array, and one of another length than time, with what it found", () => {
    const notArray = hourly("temperature_2m", "°C", []);
    (notArray.hourly as Json).temperature_2m = 5;
    expectInputError(() => normalizeForecast(notArray), "NOT_AN_OPEN_METEO_RESPONSE", "hourly.temperature_2m");
    expect(problemOf(() => normalizeForecast(notArray))).toBe("expected an array, got 5");
    expect(problemOf(() => normalizeForecast(hourly("temperature_2m", "°C", [20])))).toBe("1 values but 2 times");
  });

  it("rejects units that are not an object at the section's units key", () => {
    const raw = hourly("temperature_2m", "°C", [20, 21]);
    raw.hourly_units = "x";
    expectInputError(() => normalizeForecast(raw), "NOT_AN_OPEN_METEO_RESPONSE", "hourly_units");
  });

  it("rejects a time that is not an array, and more steps than the limit, saying so", () => {
    const raw = hourly("temperature_2m", "°C", [20, 21]);
    expect(problemOf(() => normalizeForecast(raw, { maxHours: 1 }))).toBe("2 time steps; at most 1 are accepted");
    (raw.hourly as Json).time = "soon";
    expect(problemOf(() => normalizeForecast(raw))).toBe('expected an array of times, got "soon"');
  });

  it("rejects a time unit other than iso8601 or unixtime at the section's units.time", () => {
    const raw = hourly("temperature_2m", "°C", [20, 21]);
    (raw.hourly_units as Json).time = "seconds";
    expectInputError(() => normalizeForecast(raw), "UNKNOWN_UNIT", "hourly_units.time");
  });

  it("counts missing values of whole-number and fractional columns alike, and names a string in a code column", () => {
    const codes = normalizeForecast(hourly("weather_code", "wmo code", [null, 61])).hourly;
    expect([codes?.columns.weatherCode[0], codes?.columns.weatherCode[1], codes?.coverage.weatherCode]).toEqual([
      Number.NaN,
      61,
      0.5,
    ]);
    const temps = normalizeForecast(hourly("temperature_2m", "°C", [20.5, null])).hourly;
    expect([temps?.columns.temperatureC[0], temps?.coverage.temperatureC]).toEqual([20.5, 0.5]);
    const run = () => normalizeForecast(hourly("weather_code", "wmo code", [3, "61"]));
    expectInputError(run, "BAD_VALUE", "hourly.weather_code[1]");
    expect(problemOf(run)).toBe('expected a number or null, got "61"');
    expectInputError(
      () => normalizeForecast(hourly("weather_code", "wmo code", [3, 100])),
      "OUT_OF_RANGE",
      "hourly.weather_code[1]",
    );
  });

  it("gives an empty section coverage 0, not 0/0", () => {
    const f = normalizeForecast(
      gmt({ hourly_units: { temperature_2m: "°C" }, hourly: { time: [], temperature_2m: [] } }),
    );
    expect(f.hourly?.coverage.temperatureC).toBe(0);
  });

  it("starts a daily section's extra columns (sunrise, sunset) missing when the response has none", () => {
    const f = normalizeForecast(
      gmt({
        daily_units: { time: "iso8601", temperature_2m_max: "°C" },
        daily: { time: ["2026-07-15"], temperature_2m_max: [25] },
      }),
    );
    expect(f.daily?.columns.sunriseMs[0]).toBeNaN();
    expect(f.daily?.coverage.sunsetMs).toBe(0);
  });
});

describe("a section's physical ranges at their edges (documented range, plus 1e-9 for rounding)", () => {
  const column = (key: string, unit: string, v: number) =>
    normalizeForecast(hourly(key, unit, [v, v])).hourly?.columns as Record<string, Float64Array>;

  it("accepts 0 and 100 % humidity, and a rounding error (1e-9) beyond each", () => {
    for (const v of [0, 100, -1e-9, 100 + 1e-9])
      expect(column("relative_humidity_2m", "%", v).relativeHumidityPct?.[0]).toBe(v);
  });

  it("rejects humidity 1e-8 beyond either bound as OUT_OF_RANGE", () => {
    for (const v of [-1e-8, 100 + 1e-8])
      expectInputError(() => column("relative_humidity_2m", "%", v), "OUT_OF_RANGE", "hourly.relative_humidity_2m[0]");
  });

  it("calls a weather code within rounding of 0..99 but not whole a fraction, and one beyond out of range", () => {
    for (const v of [-1e-9, 99 + 1e-9])
      expectInputError(() => column("weather_code", "wmo code", v), "BAD_VALUE", "hourly.weather_code[0]");
    for (const v of [-1e-8, 99 + 1e-8])
      expectInputError(() => column("weather_code", "wmo code", v), "OUT_OF_RANGE", "hourly.weather_code[0]");
  });
});

describe("the current block", () => {
  it("reads a null value as missing", () => {
    expect(normalizeForecast(current("temperature_2m", "°C", null)).current?.values.temperatureC).toBeNaN();
  });

  it("rejects a value that is a numeric string", () => {
    expectInputError(
      () => normalizeForecast(current("temperature_2m", "°C", "12")),
      "BAD_VALUE",
      "current.temperature_2m",
    );
  });

  it("accepts 0 and 100 % humidity and a rounding error (1e-9) beyond, rejects 1e-8 beyond", () => {
    for (const v of [0, 100, -1e-9, 100 + 1e-9])
      expect(normalizeForecast(current("relative_humidity_2m", "%", v)).current?.values.relativeHumidityPct).toBe(v);
    for (const v of [-1e-8, 100 + 1e-8])
      expectInputError(
        () => normalizeForecast(current("relative_humidity_2m", "%", v)),
        "OUT_OF_RANGE",
        "current.relative_humidity_2m",
      );
  });

  it("reads a current block without current_units (its time by JSON type)", () => {
    const f = normalizeForecast(gmt({ current: { time: "2026-07-15T12:00", interval: 900 } }));
    expect(f.current?.timeMs).toBe(Date.UTC(2026, 6, 15, 12));
  });

  it("rejects a time unit other than iso8601 or unixtime at current_units.time", () => {
    const raw = current("temperature_2m", "°C", 20);
    (raw.current_units as Json).time = "seconds";
    expectInputError(() => normalizeForecast(raw), "UNKNOWN_UNIT", "current_units.time");
  });

  it("rejects a date-only or null current time at current.time (no index)", () => {
    for (const time of ["2026-07-15", null]) {
      const raw = current("temperature_2m", "°C", 20);
      (raw.current as Json).time = time;
      expectInputError(() => normalizeForecast(raw), "BAD_TIME", "current.time");
    }
  });
});
