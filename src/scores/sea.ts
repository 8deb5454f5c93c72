import type { SeaDay } from "../day/sea.js";
import { clamp, interpolateFlat } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, scoreBuilder } from "./breakdown.js";
import { ratingCurves } from "./curves.js";

/**
 * The rating of waves `heightM` high (`waves`, flat) less the long-period swell's penalty when the day's period is
 * `periodS` (the same swell counts against ordinary waves), 0-100.
 */
function wavesRating(waves: Float64Array, swell: Profile["sea"]["swell"], heightM: number, periodS: number): number {
  const penalty = heightM >= swell.heightM && periodS >= swell.periodS ? swell.penalty : 0;
  return clamp(interpolateFlat(waves, heightM) - penalty, 0, 100);
}

/**
 * `sea_score`, 0-100: the sea for swimming. Water temperature (RNLI cold water below 15 °C; FINA open-water limits
 * 16 °C minimum, 18-20 °C wetsuits, 31 °C maximum) weighted 60 %, significant wave height (WMO sea state: slight
 * to 1.25 m, rough from 2.5 m; red flags near 2 m) 40 %, minus a penalty for long-period swell (rip currents), and
 * capped for a rough sea (approached over `tapers.waveM`). An unknown facet counts as an ordinary sea
 * (`ordinary.seaTempC`, the world ocean's mean 16.1 °C; `ordinary.waveHeightM`, a slight sea's 1.25 m), whatever the
 * known one rates: unknown water is never warm, unknown waves never the roughest sea. `null` without marine data.
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function seaScore(sea: SeaDay | null, profile: Profile, options: BreakdownOptions = {}): ScoreBreakdown {
  const p = profile.sea;
  const c = ratingCurves(profile).sea;
  const hs = sea?.waveHeightMaxM ?? Number.NaN;
  const periodS = sea?.wavePeriodMaxS ?? Number.NaN;
  const sst = sea?.seaTempC ?? Number.NaN;
  const ordinary = profile.ordinary;
  return scoreBuilder(options.explain ?? true)
    .ordinaryFacet(
      "water_temperature",
      sst,
      interpolateFlat(c.water, sst),
      p.weights.water,
      interpolateFlat(c.water, ordinary.seaTempC),
    )
    .ordinaryFacet(
      "waves",
      hs,
      wavesRating(c.waves, p.swell, hs, periodS),
      p.weights.waves,
      wavesRating(c.waves, p.swell, ordinary.waveHeightM, periodS),
    )
    .capAtLeast("rough_sea", hs, p.roughSeaCap, profile.tapers.waveM)
    .build();
}
