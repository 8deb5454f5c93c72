import { isFreezingPrecipitation, isHail, isThunderstorm, THUNDERSTORM_CODE } from "../day/codes.js";
import { firstKnown } from "../day/hours.js";
import { type DayWeather, heatFeltMaxC } from "../day/weather.js";
import { interpolateFlat } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, reachedAtLeast, type ScoreBreakdown, scoreBuilder } from "./breakdown.js";
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
 * The day temperature the van score's thermal rating reads, °C: heat by the day's `feelsMaxC` (the apparent maximum,
 * the air maximum without it), cold by the air: the higher of `feelsMaxC` and the air maximum up to `coldByAirUpToC`
 * (the start of the thermal optimum). On cool breezy days Open-Meteo's apparent temperature runs 3-5 K below the air;
 * that wind chill matters little to someone who can step into a van, while humid heat follows them inside. Above it
 * the rating keeps the Holiday Climate Index's convention, whose effective temperature also rates dry air cooler than
 * it is; the heat caps read `vanHeatC`, never cooler than the air. See docs/model.md, van_score.
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
 * The temperature the van score's heat caps read, °C: the day's heat (`heatFeltMaxC`: the felt maximum never cooler
 * than the air maximum, as the heat messages quote it; a parked van's air is at least the air outside, and the wind
 * that cools Open-Meteo's apparent temperature of a dry windy day, 31.7 °C at 38 °C, 8 % and 35 km/h, does not reach
 * its occupants), plus `warmNight.kPerK` kelvin for each kelvin tonight's minimum (`night.tempMinC`, 22:00-07:00
 * after the day) stays above `warmNight.fromC`. A
 * van is a metal box with little thermal mass that does not cool below the night outside, so a warm night takes the
 * day's heat into the night and the recovery away; heat-health services rate the day and the night after it
 * together for the same reason (the Excess Heat Factor of the Australian Bureau of Meteorology: Nairn & Fawcett
 * 2015, Int. J. Environ. Res. Public Health 12:227). See docs/model.md, van_score.
 */
export function vanHeatC(day: DayWeather, van: Profile["van"]): number {
  return withWarmNight(heatFeltMaxC(day), day.night.tempMinC, van.warmNight);
}

/**
 * `van_score`, 0-100: the day's suitability for van life. The VanSky index structure (thermal comfort 35 %,
 * sunshine 25 %, precipitation 25 %, wind 15 %) with Holiday Climate Index rating tables (Scott et al. 2016),
 * a graded gust penalty from 50 km/h, a small bonus for a warm sea and strong solar, and "extremes override" caps at
 * published warning thresholds for heat, frost, storm, downpour and gale, each approached by a taper (`tapers`) so
 * that no small change of an input moves the score by a cap's whole drop. The day owns its waking hours and the
 * night after it: the night caps, the warm-night term and the frost and cold caps read tonight (22:00-07:00).
 * Thermal comfort rates `vanDayC` (cold by the air, heat by the apparent maximum), raised by a warm night, whose heat
 * lowers the rating and never raises it; the heat caps read `vanHeatC`, never cooler than the air. A day the awning
 * must come in for its gusts or its hourly mean wind (the awning's retract checks), or whose night is estimated, is
 * not ideal.
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
  const taper = profile.tapers;
  const explain = options.explain ?? true;
  const dayC = vanDayC(day, p.coldByAirUpToC);
  // no day temperature, no van score (a day is not scored without one)
  if (Number.isNaN(dayC)) return scoreBuilder(explain).build();
  const c = ratingCurves(profile).van;
  const nightMinC = day.night.tempMinC;
  // the rating's heat: the day temperature with tonight's; the caps' heat, never cooler than the air
  const warmC = withWarmNight(dayC, nightMinC, p.warmNight);
  const heatC = vanHeatC(day, p);
  // the night adds heat, never comfort: the lower of the day's rating and the rating with the night's heat
  const dayRating = interpolateFlat(c.thermal, dayC);
  const warmRating = interpolateFlat(c.thermal, warmC);
  const warmNightCounts = warmC > dayC && warmRating <= dayRating;
  // "in heat the sun is no longer a bonus", approached over the temperature taper like the caps
  const skyCap = 100 - (100 - p.skyHeatCap.cap) * reachedAtLeast(warmC, p.skyHeatCap.at, taper.temperatureK);
  const sky = Math.min(interpolateFlat(c.sky, day.cloudPct), skyCap);
  const ordinarySky = Math.min(interpolateFlat(c.sky, ordinary.cloudPct), skyCap);
  const code = day.effectiveCode;
  const bonusPoints = Math.min(
    p.bonus.max,
    (bonus.seaScore !== null && bonus.seaScore >= p.bonus.seaScoreAtLeast ? p.bonus.sea : 0) +
      (bonus.solarScore !== null && bonus.solarScore >= p.bonus.solarScoreAtLeast ? p.bonus.solar : 0),
  );
  // the muggy- and tropical-night caps hold on a hot day: each as far as both the heat and the night reached theirs
  const hot = reachedAtLeast(heatC, caps.heatApparentC.at, taper.temperatureK);
  const muggy = caps.muggyNightDewPointC;
  const tropical = caps.tropicalNightMinC;
  const dewPointC = day.night.dewPointC;
  const awning = profile.awning;
  // the awning's retract wind (its EN 13561 class limit, a mean wind) and its gusts (the limit × the gust factor)
  const retractWindKmh = awning.classWindLimitKmh[awning.windClass] as number;
  const retractGustKmh = retractWindKmh * awning.gustFactor;
  // freezing precipitation whatever its amount, in the daily code or in any hour of the day (as its advice reads it)
  const hail = (isHail(code) && day.hailCodes) || isFreezingPrecipitation(code) || day.freezingHour;
  const estimated = day.night.estimated;
  return (
    scoreBuilder(explain)
      .component("thermal", warmNightCounts ? warmC : dayC, warmNightCounts ? warmRating : dayRating, p.weights.thermal)
      .component("sky", day.cloudPct, sky, p.weights.sky, ordinarySky)
      .rated("precipitation", c.precipitation, day.precipitationMm, p.weights.precipitation, ordinary.precipitationMm)
      .rated("wind", c.wind, day.windMeanKmh, p.weights.wind, ordinary.windKmh)
      .adjust("gusts", day.gustMaxKmh, -interpolateFlat(c.gusts, day.gustMaxKmh))
      .adjust("bonus", bonusPoints, bonusPoints)
      .capAtLeast("heat", heatC, caps.heatApparentC, taper.temperatureK)
      .ceilingAt(
        "muggy_night",
        dewPointC,
        muggy.at,
        muggy.cap,
        Math.min(hot, reachedAtLeast(dewPointC, muggy.at, taper.temperatureK)),
      )
      .ceilingAt(
        "tropical_night",
        nightMinC,
        tropical.at,
        tropical.cap,
        Math.min(hot, reachedAtLeast(nightMinC, tropical.at, taper.temperatureK)),
      )
      .capAtLeast("danger_heat", heatC, caps.dangerHeatApparentC, taper.temperatureK)
      .capAtLeast("extreme_heat", heatC, caps.extremeHeatApparentC, taper.temperatureK)
      // tonight's frost and cold, as the awning and the ice advice read them (the morning's is the night before's)
      .capBelow("frost", nightMinC, caps.frostMinC, taper.temperatureK)
      // without the air maximum, the apparent one (at or below it in the cold) stands in
      .capBelow("ice_day", firstKnown(day.tempMaxC, day.feelsMaxC), caps.iceDayMaxC, taper.temperatureK)
      .capBelow("severe_cold", nightMinC, caps.severeColdMinC, taper.temperatureK)
      .capBelow("extreme_cold", nightMinC, caps.extremeColdMinC, taper.temperatureK)
      .ceilingAt("thunderstorm", code, THUNDERSTORM_CODE, caps.thunderstorm, isThunderstorm(code) ? 1 : 0)
      // any such code: the threshold 0 stands for the code itself
      .ceilingAt("hail_or_freezing_rain", code, 0, caps.hailOrFreezingRain, hail ? 1 : 0)
      .capAtLeast("downpour", day.precipitationMm, caps.downpourMm, taper.rainMm)
      .capAtLeast(
        "heavy_rain_rate",
        day.precipitationMaxRateMmH,
        { at: profile.rain.heavyRateMmH, cap: caps.heavyRainRate },
        taper.rainRateMmH,
      )
      .capAtLeast("extreme_rain", day.precipitationMm, caps.extremeRainMm, taper.rainMm)
      .capAtLeast("violent_rain_rate", day.precipitationMaxRateMmH, caps.violentRateMmH, taper.rainRateMmH)
      .capAtLeast("awning_gusts", day.gustMaxKmh, { at: retractGustKmh, cap: caps.awningRetract }, taper.windKmh)
      .capAtLeast("awning_wind", day.windMaxKmh, { at: retractWindKmh, cap: caps.awningRetract }, taper.windKmh)
      .capAtLeast("gale_gusts", day.gustMaxKmh, caps.galeGustKmh, taper.windKmh)
      .capAtLeast("gale_wind", day.windMaxKmh, caps.galeSustainedKmh, taper.windKmh)
      .capAtLeast("storm_gusts", day.gustMaxKmh, caps.stormGustKmh, taper.windKmh)
      .ceilingAt("estimated_night", estimated ? 1 : 0, 1, caps.estimatedNight, estimated ? 1 : 0)
      .build()
  );
}
