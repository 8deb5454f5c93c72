/**
 * The response's own hours, read for the coherence laws (test/assemble/coherence.ts) apart from the engine's
 * reading of them: each stamp with its local wall time and the values the laws compare a record's words with.
 */
import type { ForecastSeries } from "../../src/adapters/forecast.js";
import { hourFeltC } from "../../src/plan/hazards.js";
import { formatWallMinute, MS_PER_HOUR } from "../../src/time/civil.js";

/** One stamp of the hourly axis and the step that starts at it. */
export interface Hour {
  /** The stamp, UTC epoch ms. */
  readonly ms: number;
  /** The next stamp (the step's end), ms. */
  readonly endMs: number;
  /** Local wall time, `YYYY-MM-DDTHH:MM`. */
  readonly wall: string;
  /** Air temperature, °C. */
  readonly tempC: number;
  /** The felt temperature, °C, as the engine reads an hour (`hourFeltC`: apparent, never cooler than the air). */
  readonly feltC: number;
  /** WMO code. */
  readonly code: number;
  /** UV index. */
  readonly uv: number;
  /** Mean global irradiance over the step that ends at the stamp, W/m². */
  readonly shortwaveWm2: number;
}

/** The hours of a normalized forecast between `fromMs` (inclusive) and `toMs`, with local wall times. */
export function hoursOf(
  forecast: ForecastSeries,
  fromMs: number,
  toMs: number,
  offsetAt: (ms: number) => number,
): Hour[] {
  const hourly = forecast.hourly;
  if (!hourly) return [];
  const t = hourly.timeMs;
  const h = hourly.columns;
  const out: Hour[] = [];
  for (let i = 0; i < t.length; i++) {
    const ms = t[i] as number;
    if (ms < fromMs || ms >= toMs) continue;
    const tempC = h.temperatureC[i] as number;
    out.push({
      ms,
      endMs: i + 1 < t.length ? (t[i + 1] as number) : ms + MS_PER_HOUR,
      wall: wallOf(ms, offsetAt),
      tempC,
      feltC: hourFeltC(h, i),
      code: h.weatherCode[i] as number,
      uv: h.uvIndex[i] as number,
      shortwaveWm2: h.shortwaveWm2[i] as number,
    });
  }
  return out;
}

/** The local wall time of `ms`, `YYYY-MM-DDTHH:MM`. */
export const wallOf = (ms: number, offsetAt: (ms: number) => number): string =>
  formatWallMinute(ms + offsetAt(ms) * 1000);

/** A record date-time's local wall time, `YYYY-MM-DDTHH:MM` (its own offset). */
export const wallOfDateTime = (dateTime: string): string => dateTime.slice(0, 16);
