import { describe, expect, it } from "vitest";
import { QUANTITIES } from "../../src/adapters/units.js";
import { STAND_IN_VARIABLES } from "../../src/adapters/variables.js";
import {
  DAILY_VARIABLES,
  explainCountry,
  HOURLY_VARIABLES,
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  normalizeForecast,
  normalizeMarine,
  REQUEST_VARIABLES,
  type RequestPlanName,
  scoreCountry,
} from "../../src/index.js";
import { worldResponse } from "./helpers.js";

type Json = Record<string, unknown>;

describe("REQUEST_VARIABLES", () => {
  const names = (specs: readonly { name: string }[]) => specs.map((s) => s.name);
  const asked = (specs: readonly { name: string }[]) => names(specs).filter((n) => !STAND_IN_VARIABLES.has(n));
  it("full: every variable of the adapter's tables but the stand-ins, and the sun times", () => {
    const full = REQUEST_VARIABLES.full;
    expect(full.forecast.hourly).toEqual(asked(HOURLY_VARIABLES));
    expect(full.forecast.current).toEqual(asked(HOURLY_VARIABLES));
    expect(full.forecast.daily).toEqual([...asked(DAILY_VARIABLES), "sunrise", "sunset"]);
    // rain and showers stand in for a missing precipitation; the plan asks for precipitation itself
    expect(full.forecast.hourly).toContain("precipitation");
    expect(full.forecast.hourly).not.toContain("rain");
    expect(full.forecast.daily).not.toContain("rain_sum");
    expect(full.marine.hourly).toEqual(names(MARINE_HOURLY_VARIABLES));
    // The Marine API documents no daily sea temperature; the adapter averages the hourly one.
    expect(full.marine.daily).toEqual(
      names(MARINE_DAILY_VARIABLES).filter((n) => n !== "sea_surface_temperature_mean"),
    );
  });

  it("lean: the hourly series only, without is_day, which nothing uses", () => {
    const lean = REQUEST_VARIABLES.lean;
    expect(Object.keys(lean.forecast)).toEqual(["hourly"]);
    expect(Object.keys(lean.marine)).toEqual(["hourly"]);
    expect(lean.forecast.hourly).toEqual(asked(HOURLY_VARIABLES).filter((n) => n !== "is_day"));
    expect(lean.forecast.hourly).toHaveLength(16);
    expect(lean.marine.hourly).toEqual(names(MARINE_HOURLY_VARIABLES));
  });
});

/** Deterministic values in each quantity's plausible range, unrelated to the fixture's own (so aggregates differ). */
function synthetic(quantity: keyof typeof QUANTITIES, i: number, salt: number): number {
  const u = (((Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453) % 1) + 1) % 1;
  const ranges: Record<string, [number, number, number]> = {
    temperature: [2, 30, 1],
    percent: [0, 100, 0],
    precipitation: [0, 4, 2],
    snowfall: [0, 2, 2],
    speed: [2, 50, 1],
    direction: [0, 359, 0],
    length: [0.3, 3, 2],
    irradiance: [0, 900, 1],
    radiantExposure: [5, 30, 2],
    duration: [0, 3600, 0],
    hours: [0, 12, 1],
    index: [0, 9, 2],
    code: [0, 3, 0],
    flag: [0, 1, 0],
  };
  const [lo, hi, decimals] = ranges[quantity] as [number, number, number];
  return Number((lo + u * (hi - lo)).toFixed(decimals));
}

/**
 * A response of `api` with exactly the plan's variables: the fixture's time axes and header, every planned
 * variable filled with synthetic values (daily ones independent of the hourly, so an aggregate cannot stand in).
 */
function planned(plan: RequestPlanName, api: "forecast" | "marine", code: string): Json {
  const fixture = worldResponse("2026-07-15", code, api) as Json;
  const specs = [...HOURLY_VARIABLES, ...DAILY_VARIABLES, ...MARINE_HOURLY_VARIABLES, ...MARINE_DAILY_VARIABLES];
  const quantity = new Map(specs.map((s) => [s.name, s.quantity]));
  const out: Json = {};
  for (const key of [
    "latitude",
    "longitude",
    "generationtime_ms",
    "utc_offset_seconds",
    "timezone",
    "timezone_abbreviation",
    "elevation",
  ])
    out[key] = fixture[key];
  for (const [section, list] of Object.entries<readonly string[]>(REQUEST_VARIABLES[plan][api])) {
    const source = fixture[section] as Json;
    const block: Json = { time: source.time };
    const units: Json = { time: "iso8601" };
    if (section === "current") {
      block.interval = 900;
      units.interval = "seconds";
    }
    const n = Array.isArray(source.time) ? source.time.length : 0;
    list.forEach((name, v) => {
      if (name === "sunrise" || name === "sunset") {
        block[name] = source[name];
        units[name] = "iso8601";
        return;
      }
      const q = quantity.get(name) as keyof typeof QUANTITIES;
      block[name] =
        section === "current" ? synthetic(q, 0, v) : Array.from({ length: n }, (_, i) => synthetic(q, i, v));
      units[name] = QUANTITIES[q].unit;
    });
    out[section] = block;
    out[`${section}_units`] = units;
  }
  return out;
}

/** The response with `name` dropped from `section` (value and unit). */
function without(response: Json, section: string, name: string): Json {
  const copy = structuredClone(response);
  delete (copy[section] as Json)[name];
  delete (copy[`${section}_units`] as Json)[name];
  return copy;
}

/** Open-Meteo variables the plan does not ask for, added to a response: none may change the record. */
function withExtras(response: Json, api: "forecast" | "marine"): Json {
  const copy = structuredClone(response);
  const extras =
    api === "forecast"
      ? {
          hourly: ["rain", "showers", "cloud_cover_low", "pressure_msl", "surface_pressure", "freezing_level_height"],
          daily: ["rain_sum", "showers_sum", "et0_fao_evapotranspiration"],
        }
      : { hourly: ["wind_wave_height", "wind_wave_period", "ocean_current_velocity"], daily: ["wind_wave_height_max"] };
  for (const [section, names] of Object.entries(extras)) {
    const block = copy[section] as Json | undefined;
    if (!block) continue; // a lean response has no daily section
    const n = (block.time as unknown[]).length;
    for (const [v, name] of names.entries()) {
      block[name] = Array.from({ length: n }, (_, i) => synthetic("precipitation", i, 100 + v));
      (copy[`${section}_units`] as Json)[name] = "mm";
    }
  }
  return copy;
}

describe.each(["lean", "full"] as const)("the %s plan's variables are exactly what the engine reads", (plan) => {
  const code = "PT";
  const forecast = planned(plan, "forecast", code);
  const marine = planned(plan, "marine", code);
  // a lean response has no current time: now is given
  const now = "2026-07-15T12:00:00Z";

  it("a response with those variables and nothing else scores with no component missing", () => {
    const explained = explainCountry({ code, forecast, marine, now });
    const complete = explainCountry({
      code,
      now,
      forecast: withExtras(forecast, "forecast"),
      marine: withExtras(marine, "marine"),
    });
    expect(explained).toEqual(complete);
    for (const score of ["van", "sleep", "drive", "solar", "sea"] as const) {
      expect(explained.today[score].score, score).not.toBeNull();
      expect(explained.today[score].components.length, score).toBeGreaterThan(0);
    }
    const record = explained.record;
    for (const [key, value] of Object.entries(record.weather)) expect(value, `weather.${key}`).not.toBeNull();
    for (const [key, value] of Object.entries(record.marine ?? {})) expect(value, `marine.${key}`).not.toBeNull();
  });

  it("a response without any one of them loses that variable in the adapter", () => {
    const read = (api: "forecast" | "marine", response: Json) =>
      JSON.stringify(api === "forecast" ? normalizeForecast(response) : normalizeMarine(response));
    for (const [api, response] of [
      ["forecast", forecast],
      ["marine", marine],
    ] as const) {
      const full = read(api, response);
      for (const [section, list] of Object.entries<readonly string[]>(REQUEST_VARIABLES[plan][api]))
        for (const name of list)
          expect(read(api, without(response, section, name)), `${api} ${section} ${name}`).not.toBe(full);
    }
  });

  it("a response without the marine variables has no sea score; without current, the hourly values at now stand in", () => {
    const noMarine = scoreCountry({ code, forecast, marine: null, now });
    expect(noMarine.marine).toBeNull();
    expect(noMarine.sea_score).toBeNull();
    const { current: _, current_units: __, ...noCurrent } = forecast;
    const record = scoreCountry({ code, forecast: noCurrent, marine, now });
    const hourly = noCurrent.hourly as { time: string[]; temperature_2m: number[] };
    expect(record.weather.temp_current).toBe(hourly.temperature_2m[hourly.time.indexOf("2026-07-15T13:00")]);
  });
});
