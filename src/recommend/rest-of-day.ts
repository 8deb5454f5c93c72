import type { ForecastSeries } from "../adapters/forecast.js";
import type { DayWeather } from "../day/weather.js";
import { lowerBound, maxOf, sumOf } from "../math/ranges.js";
import { hourFeltC } from "../plan/hazards.js";
import { MS_PER_HOUR } from "../time/civil.js";

/**
 * What is still ahead of today from `now` (docs/messages.md, "Day-peak messages"): the day-peak messages (heat, UV,
 * a good solar day) are given only while the rest of the day can still reach what they say. `NaN` where unknown.
 */
export interface RestOfDay {
  /** The highest felt temperature of today's hours from the one that holds now, °C. */
  readonly feelsMaxC: number;
  /** The highest UV index of those hours. */
  readonly uvMax: number;
  /** The share of today's global irradiation still to come (the steps that end after now), 0-1. */
  readonly irradiationShare: number;
}

/**
 * The rest of the local `day` from `nowMs` (`RestOfDay`), from the hourly values: instants from the stamp whose step
 * holds now, the irradiation of the steps that end after now over the day's; null without hourly data.
 */
export function restOfDay(forecast: ForecastSeries, day: DayWeather, nowMs: number): RestOfDay | null {
  const hourly = forecast.hourly;
  if (!hourly) return null;
  const t = hourly.timeMs;
  const h = hourly.columns;
  const step = t.length > 1 ? (t[1] as number) - (t[0] as number) : MS_PER_HOUR;
  // instants: the stamps of the day from the one whose step holds now
  const from = Math.max(lowerBound(t, day.dateMs), lowerBound(t, nowMs - step + 1));
  const to = lowerBound(t, day.endMs);
  let feelsMaxC = Number.NaN;
  for (let i = from; i < to; i++) {
    const felt = hourFeltC(h, i);
    if (felt > feelsMaxC || Number.isNaN(feelsMaxC)) feelsMaxC = felt;
  }
  // irradiation: each stamp's mean over the step that ends at it, the day's steps ending in (start, end]
  const first = lowerBound(t, day.dateMs + 1);
  const last = lowerBound(t, day.endMs + 1);
  const total = sumOf(h.shortwaveWm2, first, last);
  const ahead = sumOf(h.shortwaveWm2, Math.max(first, lowerBound(t, nowMs + 1)), last);
  return {
    feelsMaxC,
    uvMax: maxOf(h.uvIndex, from, to),
    irradiationShare: total > 0 ? (Number.isNaN(ahead) ? 0 : ahead / total) : Number.NaN,
  };
}
