/** Step 4 of a record (src/assemble/scored.ts): which days are scored, and where the forecast ends. */
import { describe, expect, it } from "vitest";
import { forecastOne } from "../../src/adapters/forecast.js";
import { freshMemory } from "../../src/adapters/section.js";
import { scoreCountry } from "../../src/assemble/country.js";
import { localDays } from "../../src/assemble/days.js";
import { checkInput } from "../../src/assemble/input.js";
import { MAX_FORECAST_DAYS, scoreDays } from "../../src/assemble/scored.js";
import type { VanskyWarning } from "../../src/errors.js";
import { defaultProfile } from "../../src/profile/index.js";
import { world } from "../adapters/helpers.js";

const NOW = "2026-07-15T12:00:00Z";
type Json = Record<string, unknown>;

/** PT's forecast for 2026-07-15..21 with the daily entries at `indices` removed, as if the response skipped them. */
function skipping(...indices: number[]): Json {
  const forecast = world("2026-07-15", "PT.forecast.json");
  const daily = forecast.daily as Record<string, unknown[]>;
  for (const key of Object.keys(daily)) daily[key] = daily[key]?.filter((_, i) => !indices.includes(i)) ?? [];
  return forecast;
}

describe("a response that skips a date", () => {
  it("ends the forecast before the skipped date, with a FORECAST_SHORTENED warning at daily.time", () => {
    const warnings: VanskyWarning[] = [];
    // daily.time 07-15, 16, 17, (18 removed), 19, 20, 21: the days scored are 15, 16 and 17
    const record = scoreCountry(
      { code: "PT", forecast: skipping(3), marine: null, now: NOW },
      { onWarning: (w) => warnings.push(w) },
    );
    expect(record.forecast.map((d) => d.date)).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]);
    expect(warnings).toEqual([
      {
        code: "FORECAST_SHORTENED",
        path: "daily.time",
        message: "the forecast ends at 2026-07-17: the response skips to 2026-07-19",
      },
    ]);
  });

  it("keeps only today when the response skips tomorrow", () => {
    const warnings: VanskyWarning[] = [];
    const record = scoreCountry(
      { code: "PT", forecast: skipping(1), marine: null, now: NOW },
      { onWarning: (w) => warnings.push(w) },
    );
    expect(record.forecast.map((d) => d.date)).toEqual(["2026-07-15"]);
    expect(warnings.map((w) => w.message)).toEqual([
      "the forecast ends at 2026-07-15: the response skips to 2026-07-17",
    ]);
  });

  it("warns of nothing when the response has its seven days without a gap (the contract's most, §2.7)", () => {
    const warnings: VanskyWarning[] = [];
    const record = scoreCountry(
      { code: "PT", forecast: skipping(), marine: null, now: NOW },
      { onWarning: (w) => warnings.push(w) },
    );
    expect(record.forecast).toHaveLength(MAX_FORECAST_DAYS);
    expect(warnings).toEqual([]);
  });
});

/**
 * PT's forecast for 2026-07-15..21 whose 07-17 keeps only Open-Meteo's daily apparent maximum (a felt temperature)
 * and the daily values in `keep`; without hourly values, or with hourly values empty on 07-17 when `hourly`.
 */
function feltOnlyOn17(keep: string[], hourly: boolean): Json {
  const forecast = world("2026-07-15", "PT.forecast.json");
  delete forecast.current;
  delete forecast.current_units;
  const daily = forecast.daily as Record<string, unknown[]>;
  for (const key of Object.keys(daily))
    if (!["time", "sunrise", "sunset", "apparent_temperature_max", ...keep].includes(key))
      (daily[key] as unknown[])[2] = null;
  if (!hourly) {
    delete forecast.hourly;
    delete forecast.hourly_units;
    return forecast;
  }
  const h = forecast.hourly as Record<string, unknown[]>;
  for (const [i, t] of (h.time as string[]).entries())
    if (t.startsWith("2026-07-17"))
      for (const key of Object.keys(h)) if (key !== "time") (h[key] as unknown[])[i] = null;
  return forecast;
}

describe("a later day with a felt temperature but without one of its scores", () => {
  const ends = (forecast: Json) => {
    const warnings: VanskyWarning[] = [];
    const record = scoreCountry(
      { code: "PT", forecast, marine: null, now: NOW },
      { onWarning: (w) => warnings.push(w) },
    );
    return {
      dates: record.forecast.map((d) => d.date),
      warnings: warnings.filter((w) => w.code === "FORECAST_SHORTENED"),
    };
  };
  const shortened = (path: string, what: string) => ({
    code: "FORECAST_SHORTENED",
    path,
    message: `the forecast ends at 2026-07-16: 2026-07-17 has ${what}`,
  });

  it("ends the forecast before a day without a night temperature (no sleep score), naming it", () => {
    // daily values only: 07-17 keeps its apparent maximum and weather code (a drive score) but no minimum
    expect(ends(feltOnlyOn17(["weather_code"], false))).toEqual({
      dates: ["2026-07-15", "2026-07-16"],
      warnings: [shortened("hourly.temperature_2m", "no night temperature (no sleep score)")],
    });
  });

  it("ends the forecast before a day without any driving input (no drive score), naming it", () => {
    // 07-17's hours are empty: no code, gust, air temperature or visibility; its night (22:00-07:00) reads the
    // hours of 07-18 still, so it has a sleep score
    expect(ends(feltOnlyOn17([], true))).toEqual({
      dates: ["2026-07-15", "2026-07-16"],
      warnings: [shortened("hourly.weather_code", "no weather code, gust, temperature or visibility (no drive score)")],
    });
  });

  it("refuses today without a night temperature, naming what is missing", () => {
    // the same day made today: 07-17 at noon, its felt maximum and code kept, no minimum and no hours
    const input = { code: "PT", forecast: feltOnlyOn17(["weather_code"], false), marine: null };
    expect(() => scoreCountry({ ...input, now: "2026-07-17T12:00:00Z" })).toThrow(
      expect.objectContaining({
        code: "NO_TEMPERATURE",
        path: "hourly.temperature_2m",
        message: expect.stringContaining(
          "today (2026-07-17) has no night temperature (no sleep score): vansky scores no day without one",
        ),
      }),
    );
  });
});

describe("today without a driving input", () => {
  it("is refused, naming what is missing and nothing more", () => {
    const input = { code: "PT", forecast: feltOnlyOn17([], true), marine: null };
    expect(() => scoreCountry({ ...input, now: "2026-07-17T12:00:00Z" })).toThrow(
      expect.objectContaining({
        code: "NO_TEMPERATURE",
        path: "hourly.weather_code",
        problem:
          "today (2026-07-17) has no weather code, gust, temperature or visibility (no drive score): vansky scores no day without one",
      }),
    );
  });
});

describe("a day without a temperature", () => {
  /** PT's daily-only forecast whose 07-17 has no value but its date and sun times. */
  const emptyOn17 = (): Json => {
    const forecast = feltOnlyOn17([], false);
    (forecast.daily as { apparent_temperature_max: unknown[] }).apparent_temperature_max[2] = null;
    return forecast;
  };

  it("ends a later day's forecast with 'has no temperature' at daily.temperature_2m_max", () => {
    const warnings: VanskyWarning[] = [];
    scoreCountry({ code: "PT", forecast: emptyOn17(), marine: null, now: NOW }, { onWarning: (w) => warnings.push(w) });
    expect(warnings.filter((w) => w.code === "FORECAST_SHORTENED")).toEqual([
      {
        code: "FORECAST_SHORTENED",
        path: "daily.temperature_2m_max",
        message: "the forecast ends at 2026-07-16: 2026-07-17 has no temperature",
      },
    ]);
  });

  it("refuses today without one, saying which inputs would give one", () => {
    expect(() =>
      scoreCountry({ code: "PT", forecast: emptyOn17(), marine: null, now: "2026-07-17T12:00:00Z" }),
    ).toThrow(
      expect.objectContaining({
        code: "NO_TEMPERATURE",
        path: "daily.temperature_2m_max",
        problem:
          "today (2026-07-17) has no temperature (daily temperature_2m_max and _min, or 18 hours of hourly temperature_2m): vansky scores no day without one",
      }),
    );
  });
});

describe("scoreDays without explanation", () => {
  /** PT's days at NOW, as step 3 gives them. */
  const local = () => {
    const input = checkInput({ code: "PT", forecast: world("2026-07-15", "PT.forecast.json"), now: NOW });
    const forecast = forecastOne(input.forecast, undefined, "", freshMemory);
    return localDays(input, forecast, null, defaultProfile, false, freshMemory, () => {});
  };

  it("leaves every breakdown's parts out (a batch reads only the numbers)", () => {
    const [today] = scoreDays(local(), defaultProfile, false, () => {});
    for (const b of [today?.van, today?.sleep, today?.drive, today?.solar.breakdown])
      expect([b?.components, b?.adjustments, b?.caps]).toEqual([[], [], []]);
  });

  it("keeps them when asked to explain: the van score's four components (docs/model.md)", () => {
    const [today] = scoreDays(local(), defaultProfile, true, () => {});
    expect(today?.van.components.map((c) => c.name)).toEqual(["thermal", "sky", "precipitation", "wind"]);
  });
});

describe("scoreDays up to maxDays (the outlook's seam)", () => {
  it("scores every day of the response from today when asked (its eight), the record's seven by default", () => {
    const forecast = forecastOne(world("2026-07-15", "PT.forecast.json"), undefined, "", freshMemory);
    const input = checkInput({ code: "PT", forecast: null, now: NOW });
    const local = localDays(input, forecast, null, defaultProfile, false, freshMemory, () => {});
    const dates = (max?: number) => scoreDays(local, defaultProfile, false, () => {}, max).map((s) => s.day.date);
    expect(dates()).toHaveLength(MAX_FORECAST_DAYS);
    expect(dates(3)).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]);
    expect(dates(1)).toEqual(["2026-07-15"]);
    expect(dates(Number.POSITIVE_INFINITY)).toEqual([...dates(), "2026-07-22"]);
  });
});
