/**
 * Gusts for members that have none (GEPS answers no `wind_gusts_10m`): each member's own wind times a gust factor
 * measured on the deterministic forecast of the same place (the largest ratio of a day's highest gust to its highest
 * wind there), or, without one, the profile's factor measured on real Open-Meteo answers. The largest ratio, not a
 * mean one, because a missed gust is a hazard unseen: on the world fixtures' windy days it never lets a member drive
 * whose own gusts forbid it, where a least-squares factor did on 20 of 143 (docs/model.md, "Outlook"). Estimated gusts are written into the answer as if the model had given them, so every score that reads
 * gusts reads them, and the outlook says they are estimated (`estimated`).
 */
import type { ForecastSeries } from "../adapters/forecast.js";
import type { JsonObject } from "../adapters/json.js";
import type { EnsembleLayout } from "../adapters/members.js";
import type { EstimatedVariable } from "./types.js";

/** Fewest days with both a wind and a gust for a place's own factor to be measured. */
export const MIN_GUST_DAYS = 3;

/** A place's gust factor and how many days it was measured on. */
export interface GustFactor {
  readonly factor: number;
  readonly days: number;
}

/**
 * The gust factor of a deterministic forecast: over each 24 hours of its hourly axis from the first (about a day)
 * with both a highest wind (> 0) W and a highest gust G, the largest G/W, rounded up to two decimals; null below
 * `MIN_GUST_DAYS` such days. Daily highest values, because the scores read each day's highest gust, which an hourly
 * gust of factor × the hour's wind makes factor × the day's highest wind.
 */
export function gustFactorOf(hourly: ForecastSeries["hourly"]): GustFactor | null {
  if (!hourly) return null;
  const wind = hourly.columns.windSpeedKmh;
  const gust = hourly.columns.windGustsKmh;
  let largest = 0;
  let days = 0;
  for (let start = 0; start + 24 <= wind.length; start += 24) {
    let w = Number.NEGATIVE_INFINITY;
    let g = Number.NEGATIVE_INFINITY;
    for (let i = start; i < start + 24; i++) {
      if ((wind[i] as number) > w) w = wind[i] as number;
      if ((gust[i] as number) > g) g = gust[i] as number;
    }
    if (!(w > 0) || !Number.isFinite(g)) continue;
    largest = Math.max(largest, g / w);
    days++;
  }
  return days < MIN_GUST_DAYS ? null : { factor: Math.ceil(100 * largest - 1e-9) / 100, days };
}

/** Whether some run of `layout` has a value of `variable`. */
export const hasValues = (layout: EnsembleLayout, variable: string): boolean =>
  [...layout.runs.values()].some((run) => (run.get(variable)?.lastIndex ?? -1) >= 0);

/**
 * `answer` with `wind_gusts_10m` of each run that has a wind, `factor` × its `wind_speed_10m` (in its unit, one
 * decimal as Open-Meteo writes them), when no run of `layout` has a gust value; the answer as it is otherwise. `how`
 * says where the factor comes from.
 */
export function withEstimatedGusts(
  answer: JsonObject,
  layout: EnsembleLayout,
  gusts: { factor: number; how: string },
): { answer: JsonObject; estimated: EstimatedVariable | null } {
  if (hasValues(layout, "wind_gusts_10m") || !hasValues(layout, "wind_speed_10m")) return { answer, estimated: null };
  const hourly = { ...(answer.hourly as JsonObject) };
  const units = { ...((answer.hourly_units as JsonObject | undefined) ?? {}) };
  for (const run of layout.runs.values()) {
    const wind = run.get("wind_speed_10m");
    if (!wind) continue;
    const key = `wind_gusts_10m${wind.suffix}`;
    hourly[key] = (hourly[wind.key] as unknown[]).map((v) =>
      typeof v === "number" ? Math.round(v * gusts.factor * 10) / 10 : null,
    );
    if (wind.key in units) units[key] = units[wind.key];
  }
  return {
    answer: { ...answer, hourly_units: units, hourly },
    estimated: {
      variable: "wind_gusts_10m",
      factor: gusts.factor,
      method: `each member's wind_speed_10m × ${gusts.factor}: ${gusts.how}`,
    },
  };
}
