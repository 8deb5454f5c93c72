import type { SeaDay } from "../day/sea.js";
import { clamp, interpolate } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, ScoreBuilder } from "./breakdown.js";

/**
 * `sea_score`, 0-100: the sea for swimming. Water temperature (RNLI cold water below 15 °C; FINA open-water limits
 * 16 °C minimum, 18-20 °C wetsuits, 31 °C maximum) weighted 60 %, significant wave height (WMO sea state: slight
 * to 1.25 m, rough from 2.5 m; red flags near 2 m) 40 %, minus a penalty for long-period swell (rip currents), and
 * capped for a rough sea. An unknown facet counts as an ordinary sea (`ordinary.seaTempC`, the world ocean's mean
 * 16.1 °C; `ordinary.waveHeightM`, a slight sea's 1.25 m) unless the known one rates lower: unknown water is never
 * warm. `null` without marine data.
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function seaScore(sea: SeaDay | null, profile: Profile, options: BreakdownOptions = {}): ScoreBreakdown {
  const p = profile.sea;
  const hs = sea?.waveHeightMaxM ?? Number.NaN;
  const periodS = sea?.wavePeriodMaxS ?? Number.NaN;
  // the waves' rating, less the long-period swell's penalty (the same swell counts against ordinary waves)
  const wavesRating = (m: number) =>
    clamp(
      interpolate(p.wavesByM, m) - (m >= p.swell.heightM && periodS >= p.swell.periodS ? p.swell.penalty : 0),
      0,
      100,
    );
  const sst = sea?.seaTempC ?? Number.NaN;
  const ordinary = profile.ordinary;
  return new ScoreBuilder(options.explain ?? true)
    .rated("water_temperature", p.waterByC, sst, p.weights.water, ordinary.seaTempC)
    .component("waves", hs, wavesRating(hs), p.weights.waves, wavesRating(ordinary.waveHeightM))
    .capAtLeast("rough_sea", hs, p.roughSeaCap)
    .build();
}
