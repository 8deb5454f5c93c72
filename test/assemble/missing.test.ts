import { describe, expect, it } from "vitest";
import type { ForecastSeries } from "../../src/adapters/forecast.js";
import { explainCountry } from "../../src/assemble/country.js";
import { reportInputs } from "../../src/assemble/missing.js";
import { world } from "../adapters/helpers.js";

type Json = Record<string, Record<string, unknown>>;
const now = "2026-07-15T12:00:00Z";

/** PT's world forecast without the given hourly variables and their daily counterparts. */
function without(hourly: readonly string[], daily: readonly string[]): Json {
  const f = world("2026-07-15", "PT.forecast.json") as Json;
  for (const v of hourly) for (const s of ["hourly", "hourly_units", "current", "current_units"]) delete f[s]?.[v];
  for (const v of daily) for (const s of ["daily", "daily_units"]) delete f[s]?.[v];
  return f;
}

describe("variables the scores read, missing from a response", () => {
  it("are named in one MISSING_VARIABLE warning with what reads each", () => {
    const forecast = without(
      ["cloud_cover", "sunshine_duration", "wind_gusts_10m", "weather_code", "precipitation_probability"],
      ["cloud_cover_mean", "sunshine_duration", "wind_gusts_10m_max", "weather_code", "precipitation_probability_max"],
    );
    const { warnings, record } = explainCountry({ code: "PT", forecast, now });
    const missing = warnings.filter((w) => w.code === "MISSING_VARIABLE");
    expect(missing).toHaveLength(1);
    const message = missing[0]?.message ?? "";
    for (const name of ["weather_code", "wind_gusts_10m", "cloud_cover", "precipitation_probability"])
      expect(message).toContain(`${name} (`);
    expect(message).toContain(
      "no wind_gusts_10m (read by the van, sleep and drive scores, the awning and the drive window)",
    );
    expect(message).not.toContain("wind_speed_10m");
    expect(record.weather.precip_prob_max).toBeNull();
  });

  it("are not reported when the daily value stands in (gusts from wind_gusts_10m_max), nor for a full response", () => {
    const forecast = without(["wind_gusts_10m"], []);
    const codes = explainCountry({ code: "PT", forecast, now }).warnings.map((w) => w.code);
    expect(codes).not.toContain("MISSING_VARIABLE");
    const full = world("2026-07-15", "PT.forecast.json");
    expect(explainCountry({ code: "PT", forecast: full, now }).warnings).toEqual([]);
  });
});

describe("precipitation a response gives only as rain", () => {
  it("is composed from it, the record's rain the same as with the total, and the warning says so", () => {
    const own = world("2026-07-15", "BR.forecast.json") as Json;
    const rainOnly = structuredClone(own);
    for (const [section, from, to] of [
      ["hourly", "precipitation", "rain"],
      ["daily", "precipitation_sum", "rain_sum"],
    ] as const) {
      const block = rainOnly[section] as Record<string, unknown>;
      const units = rainOnly[`${section}_units`] as Record<string, unknown>;
      block[to] = block[from];
      units[to] = units[from];
      delete block[from];
      delete units[from];
    }
    delete rainOnly.current;
    const withTotal = structuredClone(own);
    delete withTotal.current;
    const expected = explainCountry({ code: "BR", forecast: withTotal, now }).record;
    const { record, warnings } = explainCountry({ code: "BR", forecast: rainOnly, now });
    expect(record.weather.precip_sum).toBe(expected.weather.precip_sum);
    expect(record.van_score).toBe(expected.van_score);
    const composed = warnings.filter((w) => w.code === "COMPOSED_VARIABLE").map((w) => w.message);
    // the hourly total is composed first, and the daily sums are then the hourly totals' (no daily composing)
    expect(composed).toEqual([
      "precipitation = rain + showers + snowfall (snowfall as water), the response having no total of its own",
    ]);
  });
});

/** reportInputs' warnings for a series whose sections have only the given coverages (null: no such section). */
function reported(
  hourly: Record<string, number> | null,
  daily: Record<string, number> | null,
  composed: readonly string[] = [],
  scoresOnly = false,
): [string, string, string][] {
  const series = {
    hourly: hourly && { coverage: hourly },
    daily: daily && { coverage: daily },
    composed,
  } as unknown as ForecastSeries;
  const warnings: [string, string, string][] = [];
  reportInputs(series, (code, path, message) => warnings.push([code, path, message]), scoresOnly);
  return warnings;
}

/** Each variable the scores read (docs/model.md, Missing inputs): its Open-Meteo name, hourly and daily fields. */
const VARIABLES: readonly [string, string, readonly string[]][] = [
  ["precipitation", "precipitationMm", ["precipitationSumMm"]],
  ["weather_code", "weatherCode", ["weatherCode"]],
  ["wind_speed_10m", "windSpeedKmh", ["windSpeedMaxKmh"]],
  ["wind_gusts_10m", "windGustsKmh", ["windGustsMaxKmh"]],
  ["cloud_cover", "cloudCoverPct", ["cloudCoverMeanPct", "sunshineS"]],
  ["relative_humidity_2m", "relativeHumidityPct", ["relativeHumidityMaxPct"]],
  ["visibility", "visibilityM", ["visibilityMinM"]],
  ["shortwave_radiation", "shortwaveWm2", ["shortwaveSumMJm2"]],
  ["precipitation_probability", "precipitationProbabilityPct", ["precipitationProbabilityMaxPct"]],
  ["uv_index", "uvIndex", ["uvIndexMax"]],
];
/** The names in a MISSING_VARIABLE message, each after its "no " and before its "(read by …)". */
const namesIn = (warnings: [string, string, string][]): string[] =>
  [...(warnings.find(([code]) => code === "MISSING_VARIABLE")?.[2] ?? "").matchAll(/\bno (\w+) \(read by /g)].map(
    (m) => m[1] as string,
  );
const allNames = VARIABLES.map(([name]) => name);

describe("reportInputs on a series with no section at all", () => {
  it("names every variable with what reads it, in one warning at forecast, one sentence (review N15)", () => {
    expect(reported(null, null)).toEqual([
      [
        "MISSING_VARIABLE",
        "forecast",
        "the response has no precipitation (read by the van, sleep and drive scores, the awning and the drive window), " +
          "no weather_code (read by the van and drive scores, the awning and the drive window), " +
          "no wind_speed_10m (read by the van score, the awning and the condensation risk), " +
          "no wind_gusts_10m (read by the van, sleep and drive scores, the awning and the drive window), " +
          "no cloud_cover (read by the van score and the condensation risk), " +
          "no relative_humidity_2m (read by the drive score and the condensation risk), " +
          "no visibility (read by the drive score and the drive window), " +
          "no shortwave_radiation (read by the solar score and solar_kwh), " +
          "no precipitation_probability (read by precip_prob_max) " +
          "and no uv_index (read by uv_max and the UV message): all are treated as unknown",
      ],
    ]);
  });

  it("says 'it' of one missing variable and 'both' of two, as the ensemble answers lack gusts and visibility", () => {
    const all = Object.fromEntries(VARIABLES.map(([, hourly]) => [hourly, 1]));
    expect(reported({ ...all, visibilityM: 0 }, null)).toEqual([
      [
        "MISSING_VARIABLE",
        "forecast",
        "the response has no visibility (read by the drive score and the drive window): it is treated as unknown",
      ],
    ]);
    expect(reported({ ...all, windGustsKmh: 0, visibilityM: 0 }, null)).toEqual([
      [
        "MISSING_VARIABLE",
        "forecast",
        "the response has no wind_gusts_10m (read by the van, sleep and drive scores, the awning and the drive " +
          "window) and no visibility (read by the drive score and the drive window): both are treated as unknown",
      ],
    ]);
  });

  it("says COMPOSED_VARIABLE at forecast for each composed variable, and nothing else when all are there", () => {
    const all = Object.fromEntries(VARIABLES.map(([, hourly]) => [hourly, 1]));
    expect(reported(all, null, ["precipitation = rain + showers + snowfall"])).toEqual([
      [
        "COMPOSED_VARIABLE",
        "forecast",
        "precipitation = rain + showers + snowfall (snowfall as water), the response having no total of its own",
      ],
    ]);
  });
});

describe("reportInputs: one variable present, in one section only", () => {
  it.each(VARIABLES)("%s given hourly alone (%s), no daily section: every other one is named", (name, hourly) => {
    expect(namesIn(reported({ [hourly]: 1 }, null))).toEqual(allNames.filter((n) => n !== name));
  });

  const dailyOnly = VARIABLES.flatMap(([name, , daily]) => daily.map((field) => [name, field] as const));
  it.each(dailyOnly)("%s given daily alone (%s), no hourly section: every other one is named", (name, daily) => {
    expect(namesIn(reported(null, { [daily]: 1 }))).toEqual(allNames.filter((n) => n !== name));
  });
});

describe("reportInputs for the scores only (an outlook)", () => {
  it("leaves out the variables no score reads: precipitation probability and UV index", () => {
    const scored = allNames.filter((n) => n !== "precipitation_probability" && n !== "uv_index");
    expect(namesIn(reported(null, null, [], true))).toEqual(scored);
    expect(reported({ uvIndex: 0, precipitationProbabilityPct: 0 }, null, [], true).length).toBe(1);
    const onlyUnscored = Object.fromEntries(VARIABLES.map(([, hourly]) => [hourly, 1]));
    onlyUnscored.uvIndex = 0;
    onlyUnscored.precipitationProbabilityPct = 0;
    expect(reported(onlyUnscored, null, [], true)).toEqual([]);
    expect(namesIn(reported(onlyUnscored, null))).toEqual(["precipitation_probability", "uv_index"]);
  });
});
