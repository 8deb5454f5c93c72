import { interpolate } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, ScoreBuilder } from "./breakdown.js";
import type { NightWeather } from "./day.js";

/**
 * `sleep_score`, 0-100: the night (22:00-07:00) in an unheated van. A thermal rating of the outside night mean,
 * whose 100-plateau of 12-18 °C puts an occupied van (2-4 K warmer) in the recommended 15.6-19.4 °C bedroom band,
 * falling from the tropical-night threshold of 20 °C (ETCCDI) and more gently on the cold side, because bedding
 * protects sleep from cold but not from heat (Okamoto-Mizuno & Mizuno 2012); minus penalties for humid nights
 * (dew-point comfort scale), gusty nights (Beaufort 6-9) and wet or thundery nights. `null` without a night
 * temperature.
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function sleepScore(night: NightWeather, profile: Profile, options: BreakdownOptions = {}): ScoreBreakdown {
  const p = profile.sleep;
  const wet = night.precipitationMm >= p.rainPenalty.mm ? p.rainPenalty.points : 0;
  return new ScoreBuilder(options.explain ?? true)
    .component("night_temperature", night.tempC, interpolate(p.thermalByNightC, night.tempC), 1)
    .adjust("humidity", night.dewPointC, -interpolate(p.humidityPenaltyByDewPointC, night.dewPointC))
    .adjust("wind", night.gustMaxKmh, -interpolate(p.windPenaltyByGustKmh, night.gustMaxKmh))
    .adjust("rain", night.precipitationMm, -wet)
    .adjust("thunderstorm", night.thunderstorm ? 1 : 0, night.thunderstorm ? -p.thunderstormPenalty : 0)
    .build();
}
