import { firstKnown } from "../day/hours.js";
import type { DayWeather } from "../day/weather.js";
import { interpolateFlat } from "../math/curve.js";
import { pvYieldKWhPerKWp } from "../physics/solar.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, scoreBuilder } from "./breakdown.js";
import { ratingCurves } from "./curves.js";

/** `solar_kwh` and `solar_score` of a day. */
export interface SolarResult {
  /** PV yield, kWh per day per kW of panel, rounded to 0.1 as the service publishes it; null without radiation. */
  readonly kwh: number | null;
  /** The solar score and its breakdown (`score` null without radiation). */
  readonly breakdown: ScoreBreakdown;
}

/**
 * The day's solar yield (`pvYieldKWhPerKWp`: PVWatts losses, charge efficiency, cell-temperature derate) and
 * `solar_score`, the service's own published mapping of that yield (0 -> 0, 1 -> 20, 3 -> 70, 4.5 -> 100 kWh/kWp,
 * recovered exactly from its data), read off the yield rounded to 0.1 as the service does. Both null without
 * radiation.
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function solarScore(day: DayWeather, profile: Profile, options: BreakdownOptions = {}): SolarResult {
  // without the air maximum, the apparent one stands in (in sunshine at or above it: never a cooler panel)
  const tempMaxC = firstKnown(day.tempMaxC, day.feelsMaxC);
  const yieldKWh = pvYieldKWhPerKWp(day.shortwaveMJm2, day.daylightS, tempMaxC, day.tempMinC, profile.solar.pv);
  const kwh = Number.isNaN(yieldKWh) ? null : Math.round(yieldKWh * 10) / 10;
  const breakdown = scoreBuilder(options.explain ?? true)
    .component("pv_yield_kwh", kwh ?? Number.NaN, interpolateFlat(ratingCurves(profile).solar, kwh ?? Number.NaN), 1)
    .build();
  return { kwh, breakdown };
}
