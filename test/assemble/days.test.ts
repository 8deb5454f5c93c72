/**
 * Step 3 of a record (src/assemble/days.ts): the location's zone, now, today, and the warnings and errors of days
 * that are not the location's. World forecasts for 2026-07-15, re-timed or changed by hand; offsets from the tz
 * database (July: Lisbon +1, Paris +2, Athens +3, New York −4, Fiji +12), solar time = longitude / 15 h.
 */
import { describe, expect, it } from "vitest";
import { forecastOne } from "../../src/adapters/forecast.js";
import { freshMemory } from "../../src/adapters/section.js";
import { type CountryInput, explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { localDays } from "../../src/assemble/days.js";
import { checkInput } from "../../src/assemble/input.js";
import { MAX_ZONE_FROM_SOLAR_H } from "../../src/day/calendar.js";
import { isVanskyInputError, type VanskyInputError } from "../../src/errors.js";
import { defaultProfile } from "../../src/profile/index.js";
import { expectInputError, world } from "../adapters/helpers.js";
import { asAskedInGmt, retime, toGmt, withoutDerivable } from "../retime.js";

type Json = Record<string, unknown>;

const NOW = "2026-07-15T12:00:00Z";
/** A location of no country: no zone of its own. */
const POINT = { code: "P1", region: "europe", is_coastal: false };

const forecastOf = (code: string) => world("2026-07-15", `${code}.forecast.json`);
const codes = (input: CountryInput) => explainCountry(input).warnings.map((w) => w.code);
const warningsOf = (input: CountryInput, code: string) => explainCountry(input).warnings.filter((w) => w.code === code);

/** The error `run` throws. */
function thrown(run: () => unknown): VanskyInputError {
  try {
    run();
  } catch (error) {
    if (isVanskyInputError(error)) return error;
    throw error;
  }
  throw new Error("no error");
}

/** `code`'s forecast re-timed to GMT with daily values only: UTC days, as many hours off the location's as `zone`'s offset. */
function dailyOnlyGmt(code: string, zone: string): Json {
  const gmt = toGmt(forecastOf(code), zone);
  delete gmt.hourly;
  delete gmt.hourly_units;
  delete gmt.current;
  delete gmt.current_units;
  return gmt;
}

/**
 * Paris's forecast as if asked in New York's zone (UTC−4 in July), at `longitude` (Paris: 2.3488° E); the daily
 * values with an hourly source left out (vansky aggregates them again over Paris's days) unless `derivable`.
 */
function inNewYork(longitude = 2.3488, derivable = false): Json {
  const own = forecastOf("FR");
  const forecast = retime(derivable ? own : withoutDerivable(own), -4 * 3600, "America/New_York", "Europe/Paris");
  forecast.longitude = longitude;
  return forecast;
}

describe("daily values aggregated over days off the location's", () => {
  it("are silent at one hour off (a clock change): Lisbon's UTC+1 days in GMT", () => {
    expect(codes({ code: "PT", forecast: dailyOnlyGmt("PT", "Europe/Lisbon"), now: NOW })).not.toContain(
      "SHIFTED_DAYS",
    );
  });

  it("are a SHIFTED_DAYS warning at two hours off, naming every borrowed variable (Paris's UTC+2 days in GMT)", () => {
    // the response's daily variables (none has hourly values to aggregate again), by their Open-Meteo names, in
    // the response's order; sunrise, sunset and daylight_duration are checked against the day itself (sunTimes)
    const names = [
      "weather_code",
      "temperature_2m_max",
      "temperature_2m_min",
      "apparent_temperature_max",
      "apparent_temperature_min",
      "sunshine_duration",
      "uv_index_max",
      "precipitation_sum",
      "precipitation_hours",
      "precipitation_probability_max",
      "wind_speed_10m_max",
      "wind_gusts_10m_max",
      "wind_direction_10m_dominant",
      "shortwave_radiation_sum",
    ];
    expect(warningsOf({ code: "FR", forecast: dailyOnlyGmt("FR", "Europe/Paris"), now: NOW }, "SHIFTED_DAYS")).toEqual([
      {
        code: "SHIFTED_DAYS",
        path: "daily",
        message: `${names.join(", ")}: Open-Meteo aggregated these over days 2 h off the location's, and the response has no hourly values to aggregate them again: taken from the overlapping day (request timezone=auto)`,
      },
    ]);
  });

  it("of the marine response are reported at marine.daily (Athens's UTC+3 days in GMT)", () => {
    const marine = toGmt(world("2026-07-15", "GR.marine.json"), "Europe/Athens");
    delete marine.hourly;
    delete marine.hourly_units;
    const shifted = warningsOf({ code: "GR", forecast: forecastOf("GR"), marine, now: NOW }, "SHIFTED_DAYS");
    expect(shifted.map((w) => [w.path, w.message.slice(0, w.message.indexOf(":"))])).toEqual([
      ["marine.daily", "wave_height_max, wave_direction_dominant, wave_period_max"],
    ]);
    expect(shifted[0]?.message).toContain("over days 3 h off the location's");
  });
});

describe("the zone of a location whose input names none", () => {
  it("is none for a point with a GMT response: UTC days with a NO_LOCAL_ZONE warning, nothing else", () => {
    const forecast = forecastOf("PT");
    Object.assign(forecast, { timezone: "GMT", utc_offset_seconds: 0 });
    const { timezone, warnings } = explainCountry({ ...POINT, forecast, now: NOW });
    expect(timezone).toBe("");
    expect(warnings).toEqual([
      {
        code: "NO_LOCAL_ZONE",
        path: "timezone",
        message:
          "the response is in GMT and the location's zone is unknown: days are UTC days (give timezone, or request timezone=auto)",
      },
    ]);
  });

  it("is none for a response that names no zone, and the warning says so", () => {
    const forecast = forecastOf("PT");
    delete forecast.timezone;
    delete forecast.timezone_abbreviation;
    forecast.utc_offset_seconds = 0;
    expect(warningsOf({ ...POINT, forecast, now: NOW }, "NO_LOCAL_ZONE").map((w) => w.message)).toEqual([
      "the response is in no zone and the location's zone is unknown: days are UTC days (give timezone, or request timezone=auto)",
    ]);
  });

  it("is the response's fixed offset, without NO_LOCAL_ZONE, for a zone the runtime does not know", () => {
    const forecast = forecastOf("PT");
    forecast.timezone = "Mars/Olympus_Mons";
    const { record, timezone, warnings } = explainCountry({ ...POINT, forecast, now: NOW });
    expect(timezone).toBe("");
    expect(record.weather.sunrise).toMatch(/^2026-07-15T\d\d:\d\d:00\+01:00$/);
    expect(warnings.map((w) => w.code)).not.toContain("NO_LOCAL_ZONE");
  });

  it("is the country's, taken as it is, even far from the location's solar time (a French point at 61.5° W)", () => {
    // Paris's UTC+2 is 2 + 61.5/15 = 6.1 h from solar time there: no FOREIGN_ZONE, the country's own zone
    const forecast = forecastOf("FR");
    forecast.longitude = -61.5;
    const { timezone, warnings } = explainCountry({ code: "FR", forecast, now: NOW });
    expect(timezone).toBe("Europe/Paris");
    expect(warnings.map((w) => w.code)).not.toContain("FOREIGN_ZONE");
  });

  it(`is the response's at exactly MAX_ZONE_FROM_SOLAR_H (${MAX_ZONE_FROM_SOLAR_H} h) from solar time, not beyond`, () => {
    // Paris's UTC+2 at 22.5° W: |2 − (−22.5/15)| = 3.5 h; at 22.65° W: |2 + 1.51| = 3.51 h
    const at = (longitude: number) => {
      const forecast = forecastOf("FR");
      forecast.longitude = longitude;
      return explainCountry({ ...POINT, forecast, now: NOW });
    };
    expect(at(-22.5).warnings).toEqual([]);
    expect(at(-22.5).timezone).toBe("Europe/Paris");
    expect(at(-22.65).warnings.map((w) => w.code)).toEqual(["FOREIGN_ZONE"]);
  });
});

describe("a response in a zone far from the location's solar time (FOREIGN_ZONE)", () => {
  it("is scored on the country's zone when that lies exactly MAX_ZONE_FROM_SOLAR_H from solar time", () => {
    // at 82.5° E solar time is UTC+5.5: Paris (UTC+2) is 3.5 h from it, New York (UTC−4) 9.5 h
    const { timezone, warnings } = explainCountry({ code: "FR", forecast: inNewYork(82.5), now: NOW });
    expect(timezone).toBe("Europe/Paris");
    expect(warnings.filter((w) => w.code === "FOREIGN_ZONE")).toEqual([
      {
        code: "FOREIGN_ZONE",
        path: "timezone",
        message:
          "the response is in America/New_York, 9.5 h from the location's solar time: scored on the days of Europe/Paris, the country's zone",
      },
    ]);
  });

  it("is scored on its own days when the country's zone is farther than that too", () => {
    // at 82.65° E solar time is UTC+5.51: Paris is 3.51 h from it, New York 9.51 h (9.5 shown)
    const { timezone } = explainCountry({ code: "FR", forecast: inNewYork(82.65), now: NOW });
    expect(timezone).toBe("America/New_York");
    expect(
      warningsOf({ code: "FR", forecast: inNewYork(82.65), now: NOW }, "FOREIGN_ZONE").map((w) => w.message),
    ).toEqual([
      "the response is in America/New_York, 9.5 h from the location's solar time: scored on its days all the same (give timezone)",
    ]);
  });

  it("is scored on its own days for a point of no country, and says so", () => {
    // Paris's longitude, solar time UTC+0.157: New York's UTC−4 is 4.157 h from it
    const { timezone, warnings } = explainCountry({ ...POINT, forecast: inNewYork(), now: NOW });
    expect(timezone).toBe("America/New_York");
    expect(warnings.map((w) => w.message)).toEqual([
      "the response is in America/New_York, 4.2 h from the location's solar time: scored on its days all the same (give timezone)",
    ]);
  });

  it("is measured at the response's first time, hourly or daily (July's UTC−4, not the winter UTC−5)", () => {
    const hourlyOnly = inNewYork();
    delete hourlyOnly.daily;
    delete hourlyOnly.daily_units;
    const dailyOnly = inNewYork(2.3488, true);
    delete dailyOnly.hourly;
    delete dailyOnly.hourly_units;
    delete dailyOnly.current;
    delete dailyOnly.current_units;
    for (const forecast of [hourlyOnly, dailyOnly])
      expect(warningsOf({ ...POINT, forecast, now: NOW }, "FOREIGN_ZONE")[0]?.message).toContain("4.2 h");
  });

  it("leaves a response without days to the MISSING_SECTION error", () => {
    const forecast = forecastOf("FR");
    delete forecast.hourly;
    delete forecast.hourly_units;
    delete forecast.daily;
    delete forecast.daily_units;
    const error = thrown(() => scoreCountry({ ...POINT, forecast, now: NOW }));
    expect([error.code, error.path, error.problem]).toEqual([
      "MISSING_SECTION",
      "forecast",
      "no daily or hourly data to score",
    ]);
  });
});

describe("now without a now given", () => {
  /** PT's forecast without its current block (a lean response). */
  const lean = () => {
    const forecast = forecastOf("PT");
    delete forecast.current;
    delete forecast.current_units;
    return forecast;
  };
  const nowOf = (input: Json) => explainCountry({ code: "PT", marine: null, ...input } as CountryInput).now;

  it("is the current block's time (13:00 local)", () => {
    expect(nowOf({ forecast: forecastOf("PT") })).toBe("2026-07-15T13:00:00+01:00");
  });

  it("leaves days of no time at all to the MISSING_SECTION error where fetchedAt would stand for now (no first day)", () => {
    // a daily section without times and no current block: fetchedAt is weighed against a calendar of no day
    const forecast = lean();
    delete forecast.hourly;
    delete forecast.hourly_units;
    forecast.daily = { time: [] };
    const error = thrown(() => scoreCountry({ ...POINT, forecast, fetchedAt: "2026-07-15T10:00:00Z" }));
    expect([error.code, error.path, error.problem]).toEqual([
      "MISSING_SECTION",
      "forecast",
      "no daily or hourly data to score",
    ]);
  });

  it("is fetchedAt only inside the days: a second before the first day, its start stands in", () => {
    expect(nowOf({ forecast: lean(), fetchedAt: "2026-07-15T00:00:00+01:00" })).toBe("2026-07-15T00:00:00+01:00");
    expect(nowOf({ forecast: lean(), fetchedAt: "2026-07-14T23:59:59+01:00" })).toBe("2026-07-15T00:00:00+01:00");
  });

  it("is fetchedAt at the last day's last second, and the first day's start at its end (07-23 00:00 local)", () => {
    // the 8-day answer's days: 07-15 to 07-22
    expect(nowOf({ forecast: lean(), fetchedAt: "2026-07-22T23:59:59+01:00" })).toBe("2026-07-22T23:59:59+01:00");
    expect(nowOf({ forecast: lean(), fetchedAt: "2026-07-23T00:00:00+01:00" })).toBe("2026-07-15T00:00:00+01:00");
  });

  it("is fetchedAt at the first day's start even when that day has no temperature: NO_TEMPERATURE", () => {
    const forecast = lean();
    const daily = forecast.daily as Record<string, unknown[]>;
    for (const key of [
      "temperature_2m_max",
      "temperature_2m_min",
      "apparent_temperature_max",
      "apparent_temperature_min",
    ])
      (daily[key] as unknown[])[0] = null;
    const hourly = forecast.hourly as Record<string, unknown[]>;
    for (const [i, t] of (hourly.time as string[]).entries())
      if (t.startsWith("2026-07-15"))
        for (const key of ["temperature_2m", "apparent_temperature"]) (hourly[key] as unknown[])[i] = null;
    expectInputError(
      () => scoreCountry({ code: "PT", forecast, fetchedAt: "2026-07-15T00:00:00+01:00" }),
      "NO_TEMPERATURE",
    );
  });
});

describe("a now outside the days", () => {
  it("is a BAD_TIME error naming the days, and the zone when there is one", () => {
    const gmt = forecastOf("PT");
    Object.assign(gmt, { timezone: "GMT", utc_offset_seconds: 0 });
    // the 8-day answer's days: 07-15 to 07-22
    expect(thrown(() => scoreCountry({ ...POINT, forecast: gmt, now: "2026-07-23T00:00:00Z" })).problem).toBe(
      "2026-07-23T00:00:00+00:00 lies outside the forecast's days (2026-07-15 to 2026-07-22)",
    );
    expect(
      thrown(() => scoreCountry({ code: "PT", forecast: forecastOf("PT"), now: "2026-07-22T23:00:00Z" })).problem,
    ).toBe("2026-07-23T00:00:00+01:00 lies outside the forecast's days (2026-07-15 to 2026-07-22 in Europe/Lisbon)");
  });
});

describe("a today the response starts inside", () => {
  it("is a PARTIAL_DAY warning at hourly.time: Fiji asked in GMT starts at 12:00 local (UTC midnight, UTC+12)", () => {
    const at = Date.parse("2026-07-16T15:00:00+12:00");
    const forecast = asAskedInGmt(forecastOf("FJ"), "Pacific/Fiji", at);
    expect(warningsOf({ code: "FJ", forecast, now: at }, "PARTIAL_DAY")).toEqual([
      {
        code: "PARTIAL_DAY",
        path: "hourly.time",
        message:
          "the response starts at 12:00 local time today (2026-07-16): today's maxima, minima and sums are those of the hours from 12:00 (a GMT response starts at UTC midnight: request timezone=auto)",
      },
    ]);
  });
});

describe("the days built for maxDays days from today", () => {
  /** The dates of Lisbon's days built (an 8-day answer, 2026-07-15..22, UTC+1) for `maxDays` from `now`. */
  function built(now: string | undefined, maxDays?: number): string[] {
    const input = checkInput({ code: "PT", forecast: null, now });
    const answer = forecastOf("PT");
    if (now === undefined) delete answer.current; // nothing tells today: every day is built
    const forecast = forecastOne(answer, undefined, "", freshMemory);
    const local = localDays(input, forecast, null, defaultProfile, false, freshMemory, () => {}, maxDays);
    return local.forecast.days.map((d) => d.date);
  }
  const JULY = ["15", "16", "17", "18", "19", "20", "21", "22"].map((d) => `2026-07-${d}`);

  it("are today and maxDays − 1 more: the eighth day of an 8-day answer is not built for a 7-day record", () => {
    expect(built(NOW, 7)).toEqual(JULY.slice(0, 7));
    expect(built(NOW, 3)).toEqual(JULY.slice(0, 3));
    expect(built("2026-07-16T12:00:00Z", 3)).toEqual(JULY.slice(0, 4)); // the days before today are built too
  });

  it("count today from its first instant: Lisbon's 16 July begins at 15 July 23:00 UTC, not an instant later", () => {
    expect(built("2026-07-15T23:00:00Z", 2)).toEqual(JULY.slice(0, 3));
    expect(built("2026-07-15T22:59:59Z", 2)).toEqual(JULY.slice(0, 2));
  });

  it("are every day without maxDays, or when nothing says which day is today", () => {
    expect(built(NOW)).toEqual(JULY);
    expect(built(undefined, 3)).toEqual(JULY);
  });
});
