import { interpolate } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, ScoreBuilder } from "./breakdown.js";
import type { DayWeather } from "./day.js";

/** The night window's share of a day, 9 h of 24: its part of the daily rain when the hours are unknown. */
const NIGHT_SHARE_OF_DAY = 9 / 24;

/**
 * `sleep_score`, 0-100: the night (22:00-07:00) in an unheated van. A thermal rating of the outside night mean, 100
 * at 16 °C (an occupied van runs 2-4 K warmer: 18-20 °C inside, the recommended bedroom band's upper half), falling
 * gently on the hot side, where vents and fans help and sleep shortens by minutes per degree (Minor et al. 2022,
 * One Earth 5:534), and faster on the cold side below 10 °C; minus penalties for humid nights (half the dew-point
 * comfort scale's steps), gusty nights (Beaufort 6-9), rain on the roof (the night's hourly rain, else 9/24 of the
 * day's) and thunderstorms. `null` without a night temperature. See docs/model.md, sleep_score.
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function sleepScore(day: DayWeather, profile: Profile, options: BreakdownOptions = {}): ScoreBreakdown {
  const p = profile.sleep;
  const night = day.night;
  const rainMm = Number.isNaN(night.precipitationMm) ? NIGHT_SHARE_OF_DAY * day.precipitationMm : night.precipitationMm;
  return new ScoreBuilder(options.explain ?? true)
    .component("night_temperature", night.tempC, interpolate(p.thermalByNightC, night.tempC), 1)
    .adjust("humidity", night.dewPointC, -interpolate(p.humidityPenaltyByDewPointC, night.dewPointC))
    .adjust("wind", night.gustMaxKmh, -interpolate(p.windPenaltyByGustKmh, night.gustMaxKmh))
    .adjust("rain", rainMm, -interpolate(p.rainPenaltyByMm, rainMm))
    .adjust("thunderstorm", night.thunderstorm ? 1 : 0, night.thunderstorm ? -p.thunderstormPenalty : 0)
    .build();
}
