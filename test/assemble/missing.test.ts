import { describe, expect, it } from "vitest";
import { explainCountry } from "../../src/assemble/country.js";
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
      ["cloud_cover", "wind_gusts_10m", "weather_code", "precipitation_probability"],
      ["cloud_cover_mean", "sunshine_duration", "wind_gusts_10m_max", "weather_code", "precipitation_probability_max"],
    );
    const { warnings, record } = explainCountry({ code: "PT", forecast, now });
    const missing = warnings.filter((w) => w.code === "MISSING_VARIABLE");
    expect(missing).toHaveLength(1);
    const message = missing[0]?.message ?? "";
    for (const name of ["weather_code", "wind_gusts_10m", "cloud_cover", "precipitation_probability"])
      expect(message).toContain(`${name} (`);
    expect(message).toContain("wind_gusts_10m (van, sleep and drive scores, awning, drive window)");
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
