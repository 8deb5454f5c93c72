import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { formatDateTime } from "../../src/time/civil.js";
import { zoneOffsetSeconds } from "../../src/time/zone.js";
import { SHARED } from "../shared.js";
import { expectInputError, hasRealFixtures, real, realFixtureNames, toImperial, toUnixtime, world } from "./helpers.js";

type Json = Record<string, unknown>;
const at = (column: Float64Array | undefined, i: number) => column?.[i] as number;

describe.skipIf(!hasRealFixtures)("normalizeForecast on the real recorded responses", SHARED, () => {
  const forecasts = realFixtureNames.filter((f) => !f.startsWith("marine"));

  it("normalizes every one except the header-only response, which names the missing sections", () => {
    expect(forecasts.length).toBe(18);
    for (const name of forecasts) {
      if (name.includes("nosections")) expectInputError(() => normalizeForecast(real(name)), "MISSING_SECTION", "");
      else expect(() => normalizeForecast(real(name)), name).not.toThrow();
    }
  });

  it("converts Toronto's imperial units (°F, mp/h, inch) into °C, km/h and mm", () => {
    const f = normalizeForecast(real("forecast-toronto-imperial-linecast-1.json"));
    expect(at(f.hourly?.columns.temperatureC, 0)).toBeCloseTo(0, 10); // 32.0 °F
    expect(at(f.hourly?.columns.temperatureC, 1)).toBeCloseTo(-0.4444, 4); // 31.2 °F = (31.2 − 32)·5/9
    expect(f.current?.values.windSpeedKmh).toBeCloseTo(21.243, 3); // 13.2 mp/h × 1.609344
    expect(at(f.daily?.columns.precipitationSumMm, 1)).toBeCloseTo(2.8956, 4); // 0.114 inch × 25.4
  });

  it("places Toronto's sunrise after the 2026-03-08 clock change at the right instant, rendered in EDT by its zone", () => {
    const f = normalizeForecast(real("forecast-toronto-imperial-linecast-1.json"));
    // '2026-03-09T06:39' under the response's fixed EST offset (−18000 s) is 11:39 UTC, which is 07:39 EDT.
    const sunrise = at(f.daily?.columns.sunriseMs, 5);
    expect(sunrise).toBe(Date.UTC(2026, 2, 9, 11, 39));
    expect(formatDateTime(sunrise, zoneOffsetSeconds(f.timezone ?? "", sunrise))).toBe("2026-03-09T07:39:00-04:00");
    expect(at(f.daily?.columns.sunriseMs, 0)).toBe(Date.UTC(2026, 2, 4, 11, 48)); // before the change: 06:48 EST
  });

  it("reads Lisbon's unixtime response: current time and local-midnight days", () => {
    const f = normalizeForecast(real("forecast-lisbon-unixtime-yawwa-1.json"));
    expect(f.current?.timeMs).toBe(1_706_264_100_000); // 2024-01-26T10:15Z
    expect(f.daily?.timeMs[0]).toBe(Date.UTC(2024, 0, 26));
    expect(f.utcOffsetSeconds).toBe(0);
    expect(f.timezone).toBe("Europe/Lisbon");
  });

  it("derives Tampa's daily maximum from its 24 local hours (hourly-only response, old names, knots)", () => {
    const raw = real("forecast-tampa-oldnames-knots-seasignal-1.json") as { hourly: { temperature_2m: number[] } };
    const f = normalizeForecast(raw);
    expect(f.daily?.timeMs.length).toBe(7);
    expect(at(f.daily?.columns.temperatureMaxC, 0)).toBe(34.4); // max of 2026-07-23T00:00 .. 23:00, read off the file
    expect(at(f.daily?.columns.temperatureMaxC, 1)).toBe(Math.max(...raw.hourly.temperature_2m.slice(24, 48)));
    expect(f.hourly?.coverage.cloudCoverPct).toBe(1); // old name `cloudcover`
    expect(at(f.hourly?.columns.windSpeedKmh, 0)).toBeCloseTo(
      (((raw.hourly as Json).windspeed_10m as number[])[0] as number) * 1.852,
      9,
    );
  });

  it("maps old daily names (Kolkata: weathercode, windspeed_10m_max) and keeps the half-hour offset", () => {
    const f = normalizeForecast(real("forecast-kolkata-monsoon-oldnames-parkourag-1.json"));
    expect(at(f.daily?.columns.weatherCode, 0)).toBe(95);
    expect(at(f.daily?.columns.windSpeedMaxKmh, 0)).toBe(12);
    expect(f.daily?.timeMs[0]).toBe(Date.UTC(2025, 4, 29) - 19_800_000);
  });

  it("keeps a trailing null day as missing values with the right coverage (Maryland)", () => {
    const f = normalizeForecast(real("forecast-maryland-nulls-virga-2.json"));
    expect(at(f.daily?.columns.temperatureMaxC, 7)).toBeNaN();
    expect(f.daily?.coverage.temperatureMaxC).toBe(7 / 8);
    expect(f.daily?.coverage.uvIndexMax).toBe(0);
  });

  it("reads a multi-location array in location_id order, whatever the array order", () => {
    const raw = real("archive-croatia-multilocation-knots-shiplog-2.json") as Json[];
    const both = normalizeForecast(raw);
    expect(both.map((f) => f.locationId)).toEqual([0, 1]);
    expect(normalizeForecast([...raw].reverse()).map((f) => f.latitude)).toEqual(both.map((f) => f.latitude));
  });

  it("gives identical instants for the same data in iso8601 and unixtime (Copenhagen, with sunrise and sunset)", () => {
    const iso = real("forecast-copenhagen-ms-1.json") as Json;
    expect(normalizeForecast(toUnixtime(iso))).toEqual(normalizeForecast(iso));
  });
});

describe("normalizeForecast invariances on the world fixtures", () => {
  const codes = ["PT", "NO", "AU", "NP", "KI", "CL", "AQ", "IN"];

  it.each(codes)("%s: unixtime and iso8601 give identical series", (code) => {
    const iso = world("2026-01-15", `${code}.forecast.json`);
    expect(normalizeForecast(toUnixtime(iso))).toEqual(normalizeForecast(iso));
  });

  it.each(codes)(
    "%s: °F, mp/h, inch and ft give the same values as °C, km/h, mm and m within Open-Meteo's rounding",
    (code) => {
      const metric = normalizeForecast(world("2026-07-15", `${code}.forecast.json`));
      const imperial = normalizeForecast(toImperial(world("2026-07-15", `${code}.forecast.json`)));
      // rounding of the imperial response: 0.05 °F = 0.028 °C, 0.05 mp/h = 0.08 km/h, 0.0005 inch = 0.0127 mm, 0.0005 ft
      const tolerance: Record<string, number> = { C: 0.03, Kmh: 0.09, Mm: 0.013, M: 0.001 };
      const columnsOf = (f: typeof metric, section: "hourly" | "daily" | "current") =>
        (section === "current"
          ? Object.fromEntries(Object.entries(f.current?.values ?? {}).map(([k, v]) => [k, Float64Array.of(v)]))
          : f[section]?.columns) as Record<string, Float64Array>;
      for (const section of ["hourly", "daily", "current"] as const) {
        const a = columnsOf(metric, section);
        const b = columnsOf(imperial, section);
        for (const field of Object.keys(a)) {
          const suffix = Object.keys(tolerance).find((s) => field.endsWith(s));
          const tol = suffix ? (tolerance[suffix] as number) * (field.endsWith("SumMm") ? 24 : 1) : 1e-9;
          const x = a[field] as Float64Array;
          const y = b[field] as Float64Array;
          for (let i = 0; i < x.length; i++) {
            if (Number.isNaN(x[i] as number)) expect(y[i]).toBeNaN();
            else
              expect(
                Math.abs((x[i] as number) - (y[i] as number)),
                `${code} ${section}.${field}[${i}]`,
              ).toBeLessThanOrEqual(tol);
          }
        }
      }
    },
  );
});

describe("normalizeForecast on purpose-built responses", () => {
  const base = () => world("2026-07-15", "PT.forecast.json");

  it("reads each response by its own units and keys, whatever was normalized before (plans are remembered)", () => {
    const metric = base();
    const imperial = toImperial(base());
    const reordered = Object.fromEntries(Object.entries(metric.hourly as Json).reverse());
    const first = normalizeForecast(imperial);
    expect(normalizeForecast({ ...metric, hourly: reordered })).toEqual(normalizeForecast(metric));
    expect(normalizeForecast(imperial)).toEqual(first);
    // the same keys in °F converted by a remembered °C plan would be 32 °F off; within the 0.05 °F rounding they agree
    const t0 = at(normalizeForecast(metric).hourly?.columns.temperatureC, 0);
    expect(Math.abs(at(first.hourly?.columns.temperatureC, 0) - t0)).toBeLessThan(0.03);
  });

  it("derives every daily value from hourly when the response has only hourly data", () => {
    const full = normalizeForecast(base());
    const raw = base();
    delete raw.daily;
    delete raw.daily_units;
    const derived = normalizeForecast(raw);
    expect(derived.daily?.timeMs).toEqual(full.daily?.timeMs);
    for (const field of [
      "temperatureMaxC",
      "temperatureMinC",
      "windGustsMaxKmh",
      "weatherCode",
      "precipitationSumMm",
    ] as const) {
      const a = full.daily?.columns[field] as Float64Array;
      const b = derived.daily?.columns[field] as Float64Array;
      for (let d = 0; d < 7; d++) expect(b[d] as number, field).toBeCloseTo(a[d] as number, 6);
    }
    for (let d = 0; d < 7; d++) {
      expect(at(derived.daily?.columns.shortwaveSumMJm2, d)).toBeCloseTo(
        at(full.daily?.columns.shortwaveSumMJm2, d),
        1,
      );
    }
    expect(derived.daily?.coverage.sunriseMs).toBe(0); // sun times are computed later, not guessed here
  });

  it("fills daily humidity, dew point and cloud from hourly means, and prefers *_mean variables when present", () => {
    const f = normalizeForecast(base());
    const rh = (base().hourly as Json).relative_humidity_2m as number[];
    expect(at(f.daily?.columns.relativeHumidityMeanPct, 0)).toBeCloseTo(
      rh.slice(0, 24).reduce((a, b) => a + b, 0) / 24,
      9,
    );
    const raw = base();
    (raw.daily as Json).relative_humidity_2m_mean = [50, 51, 52, 53, 54, 55, 56, 57]; // one a day: 8 days
    (raw.daily_units as Json).relative_humidity_2m_mean = "%";
    expect(at(normalizeForecast(raw).daily?.columns.relativeHumidityMeanPct, 0)).toBe(50);
  });

  it("reads a daily-only response without hourly data", () => {
    const raw = base();
    delete raw.hourly;
    delete raw.hourly_units;
    const f = normalizeForecast(raw);
    expect(f.hourly).toBeNull();
    expect(f.daily?.coverage.temperatureMaxC).toBe(1);
    expect(f.daily?.coverage.relativeHumidityMeanPct).toBe(0);
  });

  it("turns Open-Meteo's polar convention into no sunrise or sunset and 0 or 86400 s of daylight", () => {
    const raw = base();
    const daily = raw.daily as Json;
    const dates = daily.time as string[];
    delete daily.daylight_duration;
    daily.sunrise = dates.map((d) => `${d}T00:00`);
    daily.sunset = dates.map((d, i) => (i % 2 === 0 ? `${d}T00:00` : `${dates[i + 1] ?? "2026-07-22"}T00:00`));
    const f = normalizeForecast(raw);
    expect(at(f.daily?.columns.sunriseMs, 0)).toBeNaN();
    expect(at(f.daily?.columns.sunsetMs, 1)).toBeNaN();
    expect(at(f.daily?.columns.daylightS, 0)).toBe(0);
    expect(at(f.daily?.columns.daylightS, 1)).toBe(86_400);
  });

  it("reads the legacy current_weather block", () => {
    const raw = {
      latitude: 52.52,
      longitude: 13.42,
      utc_offset_seconds: 3600,
      timezone: "Europe/Berlin",
      current_weather_units: {
        time: "iso8601",
        interval: "seconds",
        temperature: "°C",
        windspeed: "km/h",
        winddirection: "°",
        is_day: "",
        weathercode: "wmo code",
      },
      current_weather: {
        time: "2026-01-18T20:00",
        interval: 900,
        temperature: 10.4,
        windspeed: 6.8,
        winddirection: 177,
        is_day: 0,
        weathercode: 3,
      },
    };
    const f = normalizeForecast(raw);
    expect(f.current?.timeMs).toBe(Date.UTC(2026, 0, 18, 19));
    expect(f.current?.values.temperatureC).toBe(10.4);
    expect(f.current?.values.windSpeedKmh).toBe(6.8);
    expect(f.current?.values.weatherCode).toBe(3);
    expect(f.daily).toBeNull();
  });

  it("reads keys with one model's suffix, rejects several models by name, and selects one with { model }", () => {
    const suffixed = (models: string[]) => {
      const raw = base();
      for (const section of ["daily", "daily_units"]) {
        const block = raw[section] as Json;
        const out: Json = { time: block.time };
        for (const [key, value] of Object.entries(block)) {
          if (key === "time") continue;
          for (const m of models) out[`${key}_${m}`] = value;
        }
        raw[section] = out;
      }
      return raw;
    };
    const one = normalizeForecast(suffixed(["gfs_seamless"]));
    expect(one.daily?.columns.temperatureMaxC).toEqual(normalizeForecast(base()).daily?.columns.temperatureMaxC);
    expectInputError(() => normalizeForecast(suffixed(["gfs_seamless", "icon_seamless"])), "MULTIPLE_MODELS", "daily");
    try {
      normalizeForecast(suffixed(["gfs_seamless", "icon_seamless"]));
    } catch (error) {
      expect((error as Error).message).toContain("gfs_seamless, icon_seamless");
    }
    const chosen = normalizeForecast(suffixed(["gfs_seamless", "icon_seamless"]), { model: "icon_seamless" });
    expect(chosen.daily?.coverage.temperatureMaxC).toBe(1);
  });

  it('treats unit "undefined" with all-null values as a variable not provided', () => {
    const raw = base();
    (raw.daily as Json).uv_index_max = new Array(8).fill(null); // the fixture's 8 days
    (raw.daily_units as Json).uv_index_max = "undefined";
    delete (raw.hourly as Json).uv_index;
    expect(normalizeForecast(raw).daily?.coverage.uvIndexMax).toBe(0);
  });
});

describe("normalizeForecast errors name the path and the problem", () => {
  const base = () => world("2026-07-15", "PT.forecast.json");
  const mutate = (change: (raw: Json) => void) => {
    const raw = base();
    change(raw);
    return () => normalizeForecast(raw);
  };

  it("rejects what is not an Open-Meteo response", () => {
    expectInputError(() => normalizeForecast(null), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expectInputError(() => normalizeForecast("{}"), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expectInputError(() => normalizeForecast({}), "NOT_AN_OPEN_METEO_RESPONSE", "latitude");
    expectInputError(() => normalizeForecast([]), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expectInputError(() => normalizeForecast([base(), 7]), "NOT_AN_OPEN_METEO_RESPONSE", "[1]");
    expectInputError(() => normalizeForecast({ error: true, reason: "Latitude must be in range" }), "OPEN_METEO_ERROR");
  });

  it("rejects arrays whose length differs from time", () => {
    expectInputError(
      mutate((r) => ((r.hourly as Json).temperature_2m as number[]).pop()),
      "LENGTH_MISMATCH",
      "hourly.temperature_2m",
    );
  });

  it("rejects unknown and missing units", () => {
    expectInputError(
      mutate((r) => ((r.hourly_units as Json).temperature_2m = "K")),
      "UNKNOWN_UNIT",
      "hourly_units.temperature_2m",
    );
    expectInputError(
      mutate((r) => ((r.daily_units as Json).wind_gusts_10m_max = "mph")),
      "UNKNOWN_UNIT",
      "daily_units.wind_gusts_10m_max",
    );
    expectInputError(
      mutate((r) => delete (r.hourly_units as Json).visibility),
      "MISSING_UNIT",
      "hourly_units.visibility",
    );
    expectInputError(
      mutate((r) => ((r.daily_units as Json).uv_index_max = "undefined")),
      "UNKNOWN_UNIT",
      "daily_units.uv_index_max",
    );
  });

  it("rejects malformed and unordered times", () => {
    expectInputError(
      mutate((r) => (((r.hourly as Json).time as string[])[3] = "2026-07-15 03:00")),
      "BAD_TIME",
      "hourly.time[3]",
    );
    expectInputError(
      mutate((r) => (((r.daily as Json).time as string[])[1] = "2026-02-30")),
      "BAD_TIME",
      "daily.time[1]",
    );
    expectInputError(
      mutate((r) => (((r.hourly as Json).time as string[])[5] = "2026-07-15T01:00")),
      "BAD_TIME",
      "hourly.time[5]",
    );
    expectInputError(
      mutate((r) => (((r.daily as Json).sunrise as unknown[])[2] = 42)),
      "BAD_TIME",
      "daily.sunrise[2]",
    );
  });

  it("rejects values that are not numbers, and impossible values", () => {
    expectInputError(
      mutate((r) => (((r.hourly as Json).temperature_2m as unknown[])[7] = "12")),
      "BAD_VALUE",
      "hourly.temperature_2m[7]",
    );
    expectInputError(
      mutate((r) => (((r.hourly as Json).temperature_2m as unknown[])[7] = 290)),
      "OUT_OF_RANGE",
      "hourly.temperature_2m[7]",
    );
    expectInputError(
      mutate((r) => (((r.daily as Json).precipitation_sum as unknown[])[0] = -1)),
      "OUT_OF_RANGE",
      "daily.precipitation_sum[0]",
    );
  });

  it("rejects a weather code or day flag that is not a whole number (3.5 is no WMO code), naming it", () => {
    expectInputError(
      mutate((r) => (((r.daily as Json).weather_code as unknown[])[2] = 3.5)),
      "BAD_VALUE",
      "daily.weather_code[2]",
    );
    expectInputError(
      mutate((r) => (((r.hourly as Json).is_day as unknown[])[0] = 0.5)),
      "BAD_VALUE",
      "hourly.is_day[0]",
    );
    expectInputError(
      mutate((r) => ((r.current as Json).weather_code = 95.2)),
      "BAD_VALUE",
      "current.weather_code",
    );
  });

  it.skipIf(!hasRealFixtures)("rejects a fractional weather code in a real response (Copenhagen)", SHARED, () => {
    const raw = real("forecast-copenhagen-ms-1.json") as Json;
    ((raw.hourly as Json).weather_code as unknown[])[5] = 61.5;
    expectInputError(() => normalizeForecast(raw), "BAD_VALUE", "hourly.weather_code[5]");
  });

  it("rejects sections beyond the size limit", () => {
    expectInputError(() => normalizeForecast(base(), { maxHours: 100 }), "TOO_LARGE", "hourly.time");
  });

  it("ignores unknown variables and keys named like Object.prototype members", () => {
    const raw = base();
    const hourly = raw.hourly as Json;
    Object.defineProperty(hourly, "__proto__", { value: new Array(192).fill(1), enumerable: true }); // 8 days
    hourly.pressure_msl = new Array(192).fill(1013);
    expect(() => normalizeForecast(raw)).not.toThrow();
    expect(({} as Json).polluted).toBeUndefined();
  });
});

describe("the legacy current_weather block at its edges", () => {
  const legacy = (block: unknown, units: unknown): Json => ({
    latitude: 52.52,
    longitude: 13.42,
    utc_offset_seconds: 3600,
    timezone: "Europe/Berlin",
    current_weather_units: units,
    current_weather: block,
  });
  const units = {
    time: "iso8601",
    interval: "seconds",
    temperature: "°F",
    windspeed: "mp/h",
    winddirection: "°",
    is_day: "",
    weathercode: "wmo code",
  };
  const block = {
    time: "2026-01-18T20:00",
    interval: 900,
    temperature: 50,
    windspeed: 10,
    winddirection: 177,
    is_day: 0,
    weathercode: 3,
  };

  it("renames the legacy names and converts their units: 50 °F is 10 °C, 10 mph is 16.09344 km/h", () => {
    const f = normalizeForecast(legacy(block, units));
    expect(f.current?.timeMs).toBe(Date.UTC(2026, 0, 18, 19));
    expect(f.current?.values.temperatureC).toBeCloseTo(10, 10);
    expect(f.current?.values.windSpeedKmh).toBeCloseTo(16.09344, 10);
    expect(f.current?.values.windDirectionDeg).toBe(177);
  });

  it("drops a key that is neither a legacy name nor time or interval, however it looks", () => {
    const withStranger = { ...block, temperature_2m: 99, foo: 7 };
    const f = normalizeForecast(legacy(withStranger, { ...units, temperature_2m: "°C", foo: "°C" }));
    expect(f.current?.values.temperatureC).toBeCloseTo(10, 10);
    expect(Object.keys(f.current?.values ?? {})).not.toContain("foo");
  });

  it("rejects a current_weather that is not an object, and units that are not an object, at their own keys", () => {
    expectInputError(() => normalizeForecast(legacy(5, units)), "NOT_AN_OPEN_METEO_RESPONSE", "current_weather");
    expectInputError(() => normalizeForecast(legacy([block], units)), "NOT_AN_OPEN_METEO_RESPONSE", "current_weather");
    expectInputError(
      () => normalizeForecast(legacy(block, "x")),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "current_weather_units",
    );
  });
});

describe("sunrise and sunset without daily_units", () => {
  it("reads the times by their JSON type: 11:40 to 12:40 is 3600 s of daylight, 11:30 to 13:00 is 5400 s", () => {
    const f = normalizeForecast({
      latitude: 69.65,
      longitude: 18.96,
      utc_offset_seconds: 3600,
      timezone: "Europe/Oslo",
      daily: {
        time: ["2026-01-15", "2026-01-16"],
        sunrise: ["2026-01-15T11:40", "2026-01-16T11:30"],
        sunset: ["2026-01-15T12:40", "2026-01-16T13:00"],
      },
    });
    expect([...(f.daily?.columns.daylightS ?? [])]).toEqual([3600, 5400]);
    expect(at(f.daily?.columns.sunriseMs, 0)).toBe(Date.UTC(2026, 0, 15, 10, 40));
  });
});

describe('unit "undefined" in the current block, and unixtime times', () => {
  it('reads a current value of unit "undefined" as missing when it is null, and rejects it when it is not', () => {
    const raw = world("2026-07-15", "PT.forecast.json");
    (raw.current_units as Json).temperature_2m = "undefined";
    (raw.current as Json).temperature_2m = null;
    expect(normalizeForecast(raw).current?.values.temperatureC).toBeNaN();
    (raw.current as Json).temperature_2m = 5;
    expectInputError(() => normalizeForecast(raw), "UNKNOWN_UNIT", "current_units.temperature_2m");
  });

  it("rejects a unixtime time that is not whole seconds, at its index", () => {
    const raw = {
      latitude: 1,
      longitude: 1,
      utc_offset_seconds: 0,
      timezone: "GMT",
      hourly_units: { time: "unixtime", temperature_2m: "°C" },
      hourly: { time: [1_784_116_800, 1_784_120_400.5], temperature_2m: [1, 2] },
    };
    expectInputError(() => normalizeForecast(raw), "BAD_TIME", "hourly.time[1]");
    raw.hourly.time[1] = 1_784_120_400;
    expect([...(normalizeForecast(raw).hourly?.timeMs ?? [])]).toEqual([1_784_116_800_000, 1_784_120_400_000]);
  });
});

describe("sun times and daylight at their edges", () => {
  /** A daily-only response at Tromsø in June (CEST, +2 h) with sun times and, optionally, daylight_duration. */
  const tromso = (sunrise: string[], sunset: string[], daylight?: number[]): Json => ({
    latitude: 69.65,
    longitude: 18.96,
    utc_offset_seconds: 7200,
    timezone: "Europe/Oslo",
    daily_units: { time: "iso8601", sunrise: "iso8601", sunset: "iso8601", daylight_duration: "s" },
    daily: {
      time: sunrise.map((t) => t.slice(0, 10)),
      sunrise,
      sunset,
      ...(daylight ? { daylight_duration: daylight } : {}),
    },
  });
  const day = (raw: Json) => {
    const c = normalizeForecast(raw).daily?.columns;
    return { rise: at(c?.sunriseMs, 0), set: at(c?.sunsetMs, 0), daylight: at(c?.daylightS, 0) };
  };

  it("a sunset at the next midnight after a morning sunrise is a day of 04:00 to 24:00 = 72 000 s, not polar day", () => {
    const d = day(tromso(["2026-06-10T04:00"], ["2026-06-11T00:00"]));
    expect(d).toEqual({ rise: Date.UTC(2026, 5, 10, 2), set: Date.UTC(2026, 5, 10, 22), daylight: 72_000 });
  });

  it("a sunrise at midnight with an evening sunset is a day of 00:00 to 20:00 = 72 000 s, not polar day", () => {
    const d = day(tromso(["2026-06-10T00:00"], ["2026-06-10T20:00"]));
    expect(d).toEqual({ rise: Date.UTC(2026, 5, 9, 22), set: Date.UTC(2026, 5, 10, 18), daylight: 72_000 });
  });

  it("keeps the response's daylight_duration (to the second) over sunset − sunrise in whole minutes", () => {
    expect(day(tromso(["2026-06-10T04:00"], ["2026-06-10T05:00"], [3612.5])).daylight).toBe(3612.5);
  });

  it("keeps the response's daylight_duration on a day written with the polar convention", () => {
    const d = day(tromso(["2026-06-10T00:00"], ["2026-06-11T00:00"], [85_000]));
    expect(d).toEqual({ rise: Number.NaN, set: Number.NaN, daylight: 85_000 });
  });

  it("gives no daylight when sunset does not follow sunrise (same minute, not midnight)", () => {
    expect(day(tromso(["2026-06-10T12:00"], ["2026-06-10T12:00"])).daylight).toBeNaN();
  });

  it("reads a daily section without sunrise or sunset: sun times missing, coverage 0", () => {
    const raw = tromso(["2026-06-10T04:00"], ["2026-06-10T05:00"]);
    const daily = raw.daily as Json;
    delete daily.sunrise;
    delete daily.sunset;
    const f = normalizeForecast(raw);
    expect(at(f.daily?.columns.sunriseMs, 0)).toBeNaN();
    expect([f.daily?.coverage.sunriseMs, f.daily?.coverage.sunsetMs, f.daily?.coverage.daylightS]).toEqual([0, 0, 0]);
  });

  it("takes unixtime sun times by the first non-null one, a null sunrise being missing", () => {
    const s = (ms: number) => ms / 1000; // epoch seconds
    const f = normalizeForecast({
      latitude: 69.65,
      longitude: 18.96,
      utc_offset_seconds: 3600,
      timezone: "Europe/Oslo",
      daily: {
        time: [s(Date.UTC(2026, 0, 14, 23)), s(Date.UTC(2026, 0, 15, 23))], // local midnights, CET
        sunrise: [null, s(Date.UTC(2026, 0, 16, 10, 30))],
        sunset: [s(Date.UTC(2026, 0, 15, 11, 40)), s(Date.UTC(2026, 0, 16, 12))],
      },
    });
    expect(at(f.daily?.columns.sunriseMs, 0)).toBeNaN();
    expect(at(f.daily?.columns.sunsetMs, 0)).toBe(Date.UTC(2026, 0, 15, 11, 40));
    expect(at(f.daily?.columns.daylightS, 1)).toBe(5400); // 10:30 to 12:00 UTC
  });

  it("rejects a sun-time unit other than iso8601 or unixtime at daily_units.sunrise", () => {
    const raw = tromso(["2026-06-10T04:00"], ["2026-06-10T05:00"]);
    (raw.daily_units as Json).sunrise = "seconds";
    expectInputError(() => normalizeForecast(raw), "UNKNOWN_UNIT", "daily_units.sunrise");
  });
});

describe("precipitation composed from its parts", () => {
  const DAILY_NOTE = "precipitation_sum = rain_sum + showers_sum + snowfall_sum";

  it("composes precipitation_sum in a daily-only response: 2 + 1 mm + 0.7 cm × 10/7 mm/cm = 4 mm, and says so", () => {
    const f = normalizeForecast({
      latitude: 60,
      longitude: 10,
      utc_offset_seconds: 0,
      timezone: "GMT",
      daily_units: { time: "iso8601", rain_sum: "mm", showers_sum: "mm", snowfall_sum: "cm" },
      daily: { time: ["2026-01-15"], rain_sum: [2], showers_sum: [1], snowfall_sum: [0.7] },
    });
    expect(at(f.daily?.columns.precipitationSumMm, 0)).toBeCloseTo(4, 12);
    expect(f.composed).toEqual([DAILY_NOTE]);
  });

  it("sums the hourly totals instead when hourly has precipitation: 24 × 0.5 mm = 12 mm, nothing composed", () => {
    const f = normalizeForecast({
      latitude: 60,
      longitude: 10,
      utc_offset_seconds: 0,
      timezone: "GMT",
      hourly_units: { time: "iso8601", precipitation: "mm" },
      hourly: {
        time: Array.from({ length: 24 }, (_, h) => `2026-01-15T${String(h).padStart(2, "0")}:00`),
        precipitation: new Array(24).fill(0.5),
      },
      daily_units: { time: "iso8601", rain_sum: "mm" },
      daily: { time: ["2026-01-15"], rain_sum: [3] },
    });
    expect(at(f.daily?.columns.precipitationSumMm, 0)).toBe(12);
    expect(f.composed).toEqual([]);
  });
});

describe("a response without sections", () => {
  it("says which sections it lacks and how to request them", () => {
    try {
      normalizeForecast({ latitude: 1, longitude: 1, utc_offset_seconds: 0, timezone: "GMT" });
      expect.unreachable();
    } catch (error) {
      expect((error as { problem: string }).problem).toBe(
        "the response has no current, hourly or daily section (request variables such as daily=temperature_2m_max)",
      );
    }
  });
});
