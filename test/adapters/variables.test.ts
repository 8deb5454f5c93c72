/**
 * The variable tables (`src/adapters/variables.ts`): old spellings Open-Meteo still echoes back mapped to current
 * names (the legacy cases of its VariableHourly.swift / VariableDaily.swift, open-meteo/open-meteo#920), the
 * stand-in variables, and the legacy `current_weather` block's names.
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { currentName, STAND_IN_VARIABLES } from "../../src/adapters/variables.js";

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
