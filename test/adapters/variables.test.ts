/**
 * The variable tables (`src/adapters/variables.ts`): old spellings Open-Meteo still echoes back mapped to current
 * names (the legacy cases of its VariableHourly.swift / VariableDaily.swift, open-meteo/open-meteo#920), the
 * stand-in variables, the legacy `current_weather` block's names, and each hourly variable's time kind, shown by
 * what it does to a window.
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import {
  currentName,
  HOURLY_KIND,
  HOURLY_VARIABLES,
  STAND_IN_VARIABLES,
  type TimeKind,
} from "../../src/adapters/variables.js";
import { edgeIndex } from "../../src/day/hours.js";

describe("currentName", () => {
  it.each([
    ["weathercode", "weather_code"],
    ["relativehumidity_2m", "relative_humidity_2m"],
    ["dewpoint_2m_mean", "dew_point_2m_mean"],
    ["cloudcover_mean", "cloud_cover_mean"],
    ["windspeed_10m_max", "wind_speed_10m_max"],
    ["winddirection_10m_dominant", "wind_direction_10m_dominant"],
    ["windgusts_10m", "wind_gusts_10m"],
    ["freezinglevel_height", "freezing_level_height"],
    ["vapor_pressure_deficit", "vapour_pressure_deficit"],
  ])("spells %s as %s", (old, current) => {
    expect(currentName(old)).toBe(current);
  });

  it("leaves current names and other variables unchanged", () => {
    for (const name of ["weather_code", "wind_speed_10m", "temperature_2m", "cloud_cover_low", "is_day"])
      expect(currentName(name)).toBe(name);
  });
});

describe("stand-in variables", () => {
  it("are rain and showers, hourly and daily: the parts precipitation is composed of when the response lacks it", () => {
    expect([...STAND_IN_VARIABLES].sort()).toEqual(["rain", "rain_sum", "showers", "showers_sum"]);
  });
});

describe("the legacy current_weather block", () => {
  it("reads each of its names as the current variable it is, is_day included", () => {
    const f = normalizeForecast({
      latitude: 0,
      longitude: 0,
      utc_offset_seconds: 0,
      timezone: "GMT",
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
        time: "2026-07-15T12:00",
        interval: 900,
        temperature: 21.5,
        windspeed: 11,
        winddirection: 250,
        is_day: 1,
        weathercode: 3,
      },
    });
    expect(f.current?.values).toMatchObject({
      temperatureC: 21.5,
      windSpeedKmh: 11,
      windDirectionDeg: 250,
      isDay: 1,
      weatherCode: 3,
    });
  });
});

/**
 * What each hourly value stands for at its stamp, from Open-Meteo's documentation (open-meteo.md §5): "Most variables
 * are the value at that instant. Precipitation and sunshine are sums over the preceding hour"; gusts the "maximum
 * of the preceding hour"; shortwave radiation the "average of the preceding hour"; the probability of precipitation
 * that of the preceding hour, the highest of its 15-minute steps.
 */
const KINDS: Readonly<Record<string, TimeKind>> = {
  temperature_2m: "instant",
  relative_humidity_2m: "instant",
  dew_point_2m: "instant",
  apparent_temperature: "instant",
  precipitation: "sum",
  rain: "sum",
  showers: "sum",
  precipitation_probability: "max",
  snowfall: "sum",
  weather_code: "instant",
  cloud_cover: "instant",
  visibility: "instant",
  wind_speed_10m: "instant",
  wind_gusts_10m: "max",
  wind_direction_10m: "instant",
  shortwave_radiation: "mean",
  is_day: "instant",
  uv_index: "instant",
  sunshine_duration: "sum",
};

/**
 * A window 06:00-18:00 on a three-hourly axis (stamps 00:00..21:00, values 10, 20, ..., 80): the stamps the day layer
 * reads for a variable of `kind` (`edgeIndex`, as night, daylight and drive windows cut them), and what they add up
 * to by that kind. An instant is read at the stamps in [06:00, 18:00); a preceding-interval value at those in
 * (06:00, 18:00], the intervals that end inside the window.
 */
function window(kind: TimeKind): { stamps: string[]; value?: number } {
  const t0 = Date.UTC(2026, 6, 15);
  const timeMs = Float64Array.from({ length: 8 }, (_, i) => t0 + i * 3 * 3_600_000);
  const from = edgeIndex(timeMs, t0 + 6 * 3_600_000, kind);
  const to = edgeIndex(timeMs, t0 + 18 * 3_600_000, kind);
  const picked = Array.from({ length: to - from }, (_, i) => from + i);
  const stamps = picked.map((i) => new Date(timeMs[i] as number).toISOString().slice(11, 16));
  const values = picked.map((i) => 10 * (i + 1));
  const reduce = { sum: (v: number[]) => v.reduce((a, b) => a + b, 0), max: (v: number[]) => Math.max(...v) };
  if (kind === "instant") return { stamps };
  if (kind === "mean") return { stamps, value: reduce.sum(values) / values.length };
  return { stamps, value: reduce[kind](values) };
}

/** The window worked by hand for each kind: the intervals 03-06 (value 30) out, 15-18 (70) in. */
const WINDOW: Readonly<Record<TimeKind, { stamps: string[]; value?: number }>> = {
  instant: { stamps: ["06:00", "09:00", "12:00", "15:00"] },
  sum: { stamps: ["09:00", "12:00", "15:00", "18:00"], value: 40 + 50 + 60 + 70 },
  max: { stamps: ["09:00", "12:00", "15:00", "18:00"], value: 70 },
  mean: { stamps: ["09:00", "12:00", "15:00", "18:00"], value: (40 + 50 + 60 + 70) / 4 },
};

describe("the time kind of each hourly variable, by its effect on a window", () => {
  it("covers every hourly variable the adapter reads", () => {
    expect(HOURLY_VARIABLES.map((v) => v.name).sort()).toEqual(Object.keys(KINDS).sort());
  });

  it.each(HOURLY_VARIABLES.map((v) => [v.name, v.field] as const))(
    "%s: the window 06:00-18:00 holds what its kind says",
    (name, field) => {
      const kind = KINDS[name] as TimeKind;
      expect(window(HOURLY_KIND[field]), `${name} is ${kind}`).toEqual(WINDOW[kind]);
    },
  );
});
