import { describe, expect, it } from "vitest";
import { forecastOne, normalizeForecast } from "../../src/adapters/forecast.js";
import { marineOne, normalizeMarine } from "../../src/adapters/marine.js";
import { DEFAULT_LIMITS, readOptions } from "../../src/adapters/options.js";
import { freshMemory } from "../../src/adapters/section.js";
import { scoreCountry } from "../../src/assemble/country.js";
import { expectInputError, world } from "./helpers.js";

const forecast = () => world("2026-07-15", "PT.forecast.json");

describe("readOptions", () => {
  it("fills in the defaults and keeps what is given", () => {
    expect(readOptions(undefined)).toEqual({ model: undefined, member: 0, ...DEFAULT_LIMITS });
    expect(readOptions({})).toEqual({ model: undefined, member: 0, maxDays: 366, maxHours: 8784 });
    expect(readOptions({ model: "gfs_seamless", member: 3, maxDays: 1, maxHours: 24, profile: {} })).toEqual({
      model: "gfs_seamless",
      member: 3,
      maxDays: 1,
      maxHours: 24,
    });
  });
});

describe("NormalizeOptions are checked", () => {
  const bad: [string, unknown][] = [
    ["maxDays", Number.NaN],
    ["maxDays", 0],
    ["maxDays", 7.5],
    ["maxDays", Number.POSITIVE_INFINITY],
    ["maxHours", -1],
    ["maxHours", "168"],
    ["model", 5],
    ["model", ""],
    ["member", -1],
    ["member", 1.5],
  ];

  it.each(bad)(
    "options.%s = %s is BAD_OPTION in both normalizers and in the functions scoreCountry calls",
    (key, value) => {
      const options = { [key]: value };
      const marine = world("2026-07-15", "PT.marine.json");
      expectInputError(() => normalizeForecast(forecast(), options), "BAD_OPTION", `options.${key}`);
      expectInputError(() => normalizeMarine(marine, options), "BAD_OPTION", `options.${key}`);
      expectInputError(() => forecastOne(forecast(), options, "", freshMemory), "BAD_OPTION", `options.${key}`);
      expectInputError(() => marineOne(marine, options, "", freshMemory), "BAD_OPTION", `options.${key}`);
      expectInputError(
        () => scoreCountry({ code: "PT", forecast: forecast() }, options),
        "BAD_OPTION",
        `options.${key}`,
      );
    },
  );

  it("rejects options that are not an object", () => {
    expectInputError(() => normalizeForecast(forecast(), null as never), "BAD_OPTION", "options");
    expectInputError(() => normalizeMarine(forecast(), [] as never), "BAD_OPTION", "options");
  });

  it("applies maxDays and maxHours at the limit exactly", () => {
    // the fixture's answer: forecast_days=8, so 8 days and 192 hours
    expect(normalizeForecast(forecast(), { maxDays: 8, maxHours: 192 }).daily?.timeMs.length).toBe(8);
    expectInputError(() => normalizeForecast(forecast(), { maxDays: 7 }), "TOO_LARGE", "daily.time");
    expectInputError(() => normalizeForecast(forecast(), { maxHours: 191 }), "TOO_LARGE", "hourly.time");
  });
});

describe("BAD_OPTION messages say what was expected and what was given", () => {
  const problemOf = (options: unknown): string => {
    try {
      readOptions(options);
    } catch (error) {
      return (error as { problem: string }).problem;
    }
    throw new Error("expected a VanskyInputError");
  };

  it("for the whole-number options, with their least value", () => {
    expect(problemOf({ maxDays: 0 })).toBe("expected a whole number ≥ 1, got 0");
    expect(problemOf({ maxHours: "168" })).toBe('expected a whole number ≥ 1, got "168"');
    expect(problemOf({ member: -1 })).toBe("expected a whole number ≥ 0, got -1");
  });

  it("for the model and for options that are not an object", () => {
    expect(problemOf({ model: 5 })).toBe("expected an Open-Meteo model name such as gfs_seamless, got 5");
    expect(problemOf(null)).toBe("expected an object, got null");
  });
});
