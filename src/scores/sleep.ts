import { firstKnown } from "../day/hours.js";
import type { DayWeather } from "../day/weather.js";
import { interpolateFlat } from "../math/curve.js";
import { humidexC } from "../physics/humidex.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, scoreBuilder } from "./breakdown.js";
import { ratingCurves } from "./curves.js";

/**
 * `sleep_score`, 0-100: tonight (22:00-07:00 after the day) in an unheated van. A thermal rating of the outside
 * night mean, 100 at 16 °C (the 15.6-19.4 °C bedroom band), falling faster on the cold side below 10 °C; the hot side
 * (85 at 30 °C, 60 at 36 °C) is fitted to the live service, which rates a 30 °C night near 65 (85 less a humid
 * night's 10-15), and is gentler than the physiology (CIBSE TM59's 26 °C bedroom limit; heat hurts sleep more than
 * cold once bedding is used, Okamoto-Mizuno & Mizuno 2012). Minus penalties for humid nights (half the dew-point comfort scale's steps), gusty
 * nights (a rocking van; the NWS wind advisory and high wind warning gusts), rain on the roof (`night.precipitationMm`:
 * the night's hourly rain, else the day layer's 9/24 of the day's) and thunderstorms (hourly data only). A humid hot
 * night is not ideal: from a night humidex of 30 °C (Environment Canada's "some discomfort"; humid heat increases
 * wakefulness, Okamoto-Mizuno & Mizuno 2012) the score is capped below ideal, approached over the temperature taper;
 * so is an estimated night (`night.estimated`). `null` without a night temperature. See docs/model.md, sleep_score.
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function sleepScore(day: DayWeather, profile: Profile, options: BreakdownOptions = {}): ScoreBreakdown {
  const p = profile.sleep;
  const c = ratingCurves(profile).sleep;
  const night = day.night;
  const estimated = night.estimated;
  // the humid-night cap's dew point, at most the night's temperature (saturated); unknown, an ordinary night's
  const dewPointC = Math.min(firstKnown(night.dewPointC, profile.ordinary.nightDewPointC), night.tempC);
  return scoreBuilder(options.explain ?? true)
    .rated("night_temperature", c.thermal, night.tempC, 1)
    .adjust("humidity", night.dewPointC, -interpolateFlat(c.humidity, night.dewPointC))
    .adjust("wind", night.gustMaxKmh, -interpolateFlat(c.wind, night.gustMaxKmh))
    .adjust("rain", night.precipitationMm, -interpolateFlat(c.rain, night.precipitationMm))
    .adjust("thunderstorm", night.thunderstorm ? 1 : 0, night.thunderstorm ? -p.thunderstormPenalty : 0)
    .capAtLeast("humid_night", humidexC(night.tempC, dewPointC), p.humidNightHumidexC, profile.tapers.temperatureK)
    .ceilingAt("estimated_night", estimated ? 1 : 0, 1, p.estimatedNightCap, estimated ? 1 : 0)
    .build();
}
