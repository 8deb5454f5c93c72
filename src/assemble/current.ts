import { stepHours } from "../adapters/daily.js";
import type { ForecastSeries } from "../adapters/forecast.js";
import type { HourlyField } from "../adapters/variables.js";
import { lowerBound } from "../math/ranges.js";
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

/**
 * `column` at `nowMs`, linear between the values either side (both needed, one step of the axis apart: never
 * across a gap), exact on a stamp.
 */
function at(timeMs: Float64Array, column: Float64Array, nowMs: number, stepMs: number): number {
  const k = lowerBound(timeMs, nowMs);
  if (k < timeMs.length && timeMs[k] === nowMs) return column[k] as number;
  if (k === 0 || k === timeMs.length) return Number.NaN;
  const t0 = timeMs[k - 1] as number;
  const t1 = timeMs[k] as number;
  if (t1 - t0 > stepMs) return Number.NaN;
  const w = (nowMs - t0) / (t1 - t0);
  return (1 - w) * (column[k - 1] as number) + w * (column[k] as number);
}

/**
 * The weather at `nowMs`: each value from the `current` block when it lies within `CURRENT_MAX_AGE_MS` of now and
 * has it, else from the hourly values at now (interpolated between the stamps either side, one step of the axis
 * apart: a `current` block of only `is_day` or of time and wind still gives the hourly temperature), else `NaN`.
 * Felt temperature is the response's apparent temperature (the current block's, else, where that block has no
 * temperature either, the hourly one), else Open-Meteo's formula on the values at now. `source` is `current`
 * whenever that block stands for now.
 */
export function conditionsAt(forecast: ForecastSeries, nowMs: number): Conditions {
  const current = forecast.current;
  const values = current && Math.abs(current.timeMs - nowMs) <= CURRENT_MAX_AGE_MS ? current.values : null;
  const hourly = forecast.hourly;
  if (!values && !hourly) return NONE;
  const stepMs = hourly ? stepHours(hourly.timeMs) * MS_PER_HOUR : 0;
  const value = (field: HourlyField): number => {
    const v = values ? values[field] : Number.NaN;
    return Number.isNaN(v) && hourly ? at(hourly.timeMs, hourly.columns[field], nowMs, stepMs) : v;
  };
  const temperatureC = value("temperatureC");
  const humidityPct = value("relativeHumidityPct");
  // a current temperature is felt by the formula on the current values rather than by the hourly apparent one
  const apparent =
    values && !Number.isNaN(values.temperatureC) ? values.apparentTemperatureC : value("apparentTemperatureC");
  const conditions: Conditions = {
    temperatureC,
    apparentC: Number.isNaN(apparent)
      ? apparentTemperatureC(temperatureC, humidityPct, value("windSpeedKmh"), value("shortwaveWm2"))
      : apparent,
    humidityPct,
    cloudPct: value("cloudCoverPct"),
    source: values ? "current" : "hourly",
  };
  return values || !Object.values(conditions).every((v) => Number.isNaN(v) || v === "hourly") ? conditions : NONE;
}
