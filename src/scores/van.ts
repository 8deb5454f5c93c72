import { interpolate } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, ScoreBuilder } from "./breakdown.js";
import { effectiveDailyCode, isFreezingPrecipitation, isHail, isThunderstorm, THUNDERSTORM_CODE } from "./codes.js";
import type { DayWeather } from "./day.js";

/** Scores the van score's bonus reads: the day's sea and solar scores (null when unknown). */
export interface VanBonusInputs {
  readonly seaScore: number | null;
  readonly solarScore: number | null;
}

/**
 * `van_score`, 0-100: the day's suitability for van life. The VanSky index structure (thermal comfort 35 %,
 * sunshine 25 %, precipitation 25 %, wind 15 %) with Holiday Climate Index rating tables (Scott et al. 2016),
 * a small bonus for a warm sea and strong solar, and "extremes override" caps at published warning thresholds
 * for heat, frost, storm, downpour and gale. Thermal comfort reads the apparent maximum (the air maximum without it).
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function vanScore(
  day: DayWeather,
  bonus: VanBonusInputs,
  profile: Profile,
  options: BreakdownOptions = {},
): ScoreBreakdown {
  const p = profile.van;
  const caps = p.caps;
  const feelsMaxC = Number.isNaN(day.apparentMaxC) ? day.tempMaxC : day.apparentMaxC;
  let sky = interpolate(p.skyByCloudPct, day.cloudPct);
  if (feelsMaxC >= p.skyHeatCap.at) sky = Math.min(sky, p.skyHeatCap.cap);
  const code = effectiveDailyCode(day.weatherCode, day.precipitationMm, profile.codes.dryBelowMm);
  const bonusPoints = Math.min(
    p.bonus.max,
    (bonus.seaScore !== null && bonus.seaScore >= p.bonus.seaScoreAtLeast ? p.bonus.sea : 0) +
      (bonus.solarScore !== null && bonus.solarScore >= p.bonus.solarScoreAtLeast ? p.bonus.solar : 0),
  );
  const hot = feelsMaxC >= caps.heatApparentC.at;
  return new ScoreBuilder(options.explain ?? true)
    .component("thermal", feelsMaxC, interpolate(p.thermalByApparentMaxC, feelsMaxC), p.weights.thermal)
    .component("sky", day.cloudPct, sky, p.weights.sky)
    .component(
      "precipitation",
      day.precipitationMm,
      interpolate(p.precipitationByMm, day.precipitationMm),
      p.weights.precipitation,
    )
    .component("wind", day.windMeanKmh, interpolate(p.windByMeanKmh, day.windMeanKmh), p.weights.wind)
    .adjust("bonus", bonusPoints, bonusPoints)
    .capAtLeast("heat", feelsMaxC, caps.heatApparentC)
    .capAtLeast("muggy_night", hot ? day.night.dewPointC : Number.NaN, caps.muggyNightDewPointC)
    .capAtLeast("tropical_night", hot ? day.tempMinC : Number.NaN, caps.tropicalNightMinC)
    .capAtLeast("danger_heat", feelsMaxC, caps.dangerHeatApparentC)
    .capAtLeast("extreme_heat", feelsMaxC, caps.extremeHeatApparentC)
    .capBelow("frost", day.tempMinC, caps.frostMinC)
    .capBelow("ice_day", day.tempMaxC, caps.iceDayMaxC)
    .capBelow("severe_cold", day.tempMinC, caps.severeColdMinC)
    .capBelow("extreme_cold", day.tempMinC, caps.extremeColdMinC)
    .capAtLeast("thunderstorm", isThunderstorm(code) ? code : Number.NaN, {
      at: THUNDERSTORM_CODE,
      cap: caps.thunderstorm,
    })
    .capAtLeast("hail_or_freezing_rain", isHail(code) || isFreezingPrecipitation(code) ? code : Number.NaN, {
      at: 0, // any such code: the input is NaN otherwise
      cap: caps.hailOrFreezingRain,
    })
    .capAtLeast("downpour", day.precipitationMm, caps.downpourMm)
    .capAtLeast("heavy_rain_rate", day.precipitationMaxRateMmH, {
      at: profile.rain.heavyRateMmH,
      cap: caps.heavyRainRate,
    })
    .capAtLeast("extreme_rain", day.precipitationMm, caps.extremeRainMm)
    .capAtLeast("violent_rain_rate", day.precipitationMaxRateMmH, caps.violentRateMmH)
    .capAtLeast("gale_gusts", day.gustMaxKmh, caps.galeGustKmh)
    .capAtLeast("gale_wind", day.windMaxKmh, caps.galeSustainedKmh)
    .capAtLeast("storm_gusts", day.gustMaxKmh, caps.stormGustKmh)
    .build();
}
