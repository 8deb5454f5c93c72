import { isFreezingPrecipitation, isHail, isThunderstorm, THUNDERSTORM_CODE } from "../day/codes.js";
import { firstKnown } from "../day/hours.js";
import type { DayWeather } from "../day/weather.js";
import { interpolateFlat } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, scoreBuilder } from "./breakdown.js";
import { ratingCurves } from "./curves.js";

/** Scores the van score's bonus reads: the day's sea and solar scores (null when unknown). */
export interface VanBonusInputs {
  /**
   * The day's sea score, 0-100, or null; `scoreCountry` gives null where the sea's water temperature or waves are
   * unknown (no bonus on unknown data).
   */
  readonly seaScore: number | null;
  /** The day's solar score, 0-100, or null. */
  readonly solarScore: number | null;
}

/**
 * The day temperature the van score rates, °C: heat by the day's `feelsMaxC` (the apparent maximum, the air maximum
 * without it), cold by the air: the higher of `feelsMaxC` and the air maximum up to `coldByAirUpToC` (the start of
 * the thermal optimum). On cool breezy days Open-Meteo's apparent temperature runs 3-5 K below the air; that wind chill matters
 * little to someone who can step into a van, while humid heat follows them inside. See docs/model.md, van_score.
 */
export function vanDayC(day: DayWeather, coldByAirUpToC: number): number {
  const airC = day.tempMaxC > coldByAirUpToC ? coldByAirUpToC : day.tempMaxC;
  return airC > day.feelsMaxC ? airC : day.feelsMaxC;
}

/** `dayC` raised by `warmNight.kPerK` kelvin for each kelvin `nightMinC` stays above `warmNight.fromC`. */
function withWarmNight(dayC: number, nightMinC: number, warmNight: Profile["van"]["warmNight"]): number {
  const warmth = nightMinC - warmNight.fromC;
  return warmth > 0 ? dayC + warmNight.kPerK * warmth : dayC;
}

/**
 * The temperature the van score rates heat by, °C: the day temperature (`vanDayC`) plus `warmNight.kPerK` kelvin
 * for each kelvin tonight's minimum (`night.tempMinC`, 22:00-07:00 after the day) stays above `warmNight.fromC`. A
 * van is a metal box with little thermal mass that does not cool below the night outside, so a warm night takes the
 * day's heat into the night and the recovery away; heat-health services rate the day and the night after it
 * together for the same reason (the Excess Heat Factor of the Australian Bureau of Meteorology: Nairn & Fawcett
 * 2015, Int. J. Environ. Res. Public Health 12:227). See docs/model.md, van_score.
 */
export function vanHeatC(day: DayWeather, van: Profile["van"]): number {
  return withWarmNight(vanDayC(day, van.coldByAirUpToC), day.night.tempMinC, van.warmNight);
}

/**
 * `van_score`, 0-100: the day's suitability for van life. The VanSky index structure (thermal comfort 35 %,
 * sunshine 25 %, precipitation 25 %, wind 15 %) with Holiday Climate Index rating tables (Scott et al. 2016),
 * a small bonus for a warm sea and strong solar, and "extremes override" caps at published warning thresholds
 * for heat, frost, storm, downpour and gale. Thermal comfort rates `vanDayC` (heat by the apparent maximum, cold by
 * the air) and `vanHeatC`, the same raised by a warm night, whose heat lowers the rating and never raises it.
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
  const ordinary = profile.ordinary;
  const explain = options.explain ?? true;
  const dayC = vanDayC(day, p.coldByAirUpToC);
  // no day temperature, no van score (a day is not scored without one)
  if (Number.isNaN(dayC)) return scoreBuilder(explain).build();
  const c = ratingCurves(profile).van;
  const nightMinC = day.night.tempMinC;
  const heatC = withWarmNight(dayC, nightMinC, p.warmNight);
  // the night adds heat, never comfort: the lower of the day's rating and the rating with the night's heat
  const dayRating = interpolateFlat(c.thermal, dayC);
  const heatRating = interpolateFlat(c.thermal, heatC);
  const warmNightCounts = heatC > dayC && heatRating <= dayRating;
  const skyCap = heatC >= p.skyHeatCap.at ? p.skyHeatCap.cap : 100;
  const sky = Math.min(interpolateFlat(c.sky, day.cloudPct), skyCap);
  const ordinarySky = Math.min(interpolateFlat(c.sky, ordinary.cloudPct), skyCap);
  const code = day.effectiveCode;
  const bonusPoints = Math.min(
    p.bonus.max,
    (bonus.seaScore !== null && bonus.seaScore >= p.bonus.seaScoreAtLeast ? p.bonus.sea : 0) +
      (bonus.solarScore !== null && bonus.solarScore >= p.bonus.solarScoreAtLeast ? p.bonus.solar : 0),
  );
  const hot = heatC >= caps.heatApparentC.at;
  return (
    scoreBuilder(explain)
      .component("thermal", warmNightCounts ? heatC : dayC, warmNightCounts ? heatRating : dayRating, p.weights.thermal)
      .component("sky", day.cloudPct, sky, p.weights.sky, ordinarySky)
      .rated("precipitation", c.precipitation, day.precipitationMm, p.weights.precipitation, ordinary.precipitationMm)
      .rated("wind", c.wind, day.windMeanKmh, p.weights.wind, ordinary.windKmh)
      .adjust("bonus", bonusPoints, bonusPoints)
      .capAtLeast("heat", heatC, caps.heatApparentC)
      .capAtLeast("muggy_night", hot ? day.night.dewPointC : Number.NaN, caps.muggyNightDewPointC)
      .capAtLeast("tropical_night", hot ? nightMinC : Number.NaN, caps.tropicalNightMinC)
      .capAtLeast("danger_heat", heatC, caps.dangerHeatApparentC)
      .capAtLeast("extreme_heat", heatC, caps.extremeHeatApparentC)
      .capBelow("frost", day.tempMinC, caps.frostMinC)
      // without the air maximum, the apparent one (at or below it in the cold) stands in
      .capBelow("ice_day", firstKnown(day.tempMaxC, day.feelsMaxC), caps.iceDayMaxC)
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
      .build()
  );
}
