import type { ForecastSeries } from "../adapters/forecast.js";
import { lowerBound } from "../day/hours.js";
import { apparentTemperatureC } from "../physics/apparent-temperature.js";
import { MS_PER_HOUR } from "../time/civil.js";

/**
 * How far `now` may lie from `current.time` for the `current` block to stand for now: Open-Meteo's current values
 * are 15-minute values (`interval` 900 s), and an hour on, the hourly forecast at `now` is the better estimate.
 */
export const CURRENT_MAX_AGE_MS = MS_PER_HOUR;

/** The weather at `now`: air and felt temperature, °C, relative humidity and cloud cover, %; `NaN` where unknown. */
export interface Conditions {
  readonly temperatureC: number;
  readonly apparentC: number;
  readonly humidityPct: number;
  readonly cloudPct: number;
  /** Where the values come from: the `current` block, the hourly values either side of now, or nowhere. */
  readonly source: "current" | "hourly" | "none";
}

const NONE: Conditions = {
  temperatureC: Number.NaN,
  apparentC: Number.NaN,
  humidityPct: Number.NaN,
  cloudPct: Number.NaN,
  source: "none",
};

/** `column` at `nowMs`, linear between the hourly values either side (both needed), exact on an hour. */
function at(timeMs: Float64Array, column: Float64Array, nowMs: number): number {
  const k = lowerBound(timeMs, nowMs);
  if (k < timeMs.length && timeMs[k] === nowMs) return column[k] as number;
  if (k === 0 || k === timeMs.length) return Number.NaN;
  const t0 = timeMs[k - 1] as number;
  const t1 = timeMs[k] as number;
  if (t1 - t0 > MS_PER_HOUR) return Number.NaN;
  const w = (nowMs - t0) / (t1 - t0);
  return (1 - w) * (column[k - 1] as number) + w * (column[k] as number);
}

/**
 * The weather at `nowMs`: the `current` block when it lies within `CURRENT_MAX_AGE_MS` of now, else the hourly
 * values at now (interpolated between the hours either side), else nothing. Felt temperature is the response's
 * apparent temperature, else Open-Meteo's formula on the values at now.
 */
export function conditionsAt(forecast: ForecastSeries, nowMs: number): Conditions {
  const current = forecast.current;
  if (current && Math.abs(current.timeMs - nowMs) <= CURRENT_MAX_AGE_MS) {
    const v = current.values;
    return {
      temperatureC: v.temperatureC,
      apparentC: Number.isNaN(v.apparentTemperatureC)
        ? apparentTemperatureC(v.temperatureC, v.relativeHumidityPct, v.windSpeedKmh, v.shortwaveWm2)
        : v.apparentTemperatureC,
      humidityPct: v.relativeHumidityPct,
      cloudPct: v.cloudCoverPct,
      source: "current",
    };
  }
  const hourly = forecast.hourly;
  if (!hourly) return NONE;
  const t = hourly.timeMs;
  const h = hourly.columns;
  const temperatureC = at(t, h.temperatureC, nowMs);
  const humidityPct = at(t, h.relativeHumidityPct, nowMs);
  const apparent = at(t, h.apparentTemperatureC, nowMs);
  const conditions: Conditions = {
    temperatureC,
    apparentC: Number.isNaN(apparent)
      ? apparentTemperatureC(temperatureC, humidityPct, at(t, h.windSpeedKmh, nowMs), at(t, h.shortwaveWm2, nowMs))
      : apparent,
    humidityPct,
    cloudPct: at(t, h.cloudCoverPct, nowMs),
    source: "hourly",
  };
  return Object.values(conditions).every((v) => Number.isNaN(v) || v === "hourly") ? NONE : conditions;
}
