import { driveSeverity, HEAVY_CODE_SEVERITY } from "../day/codes.js";
import { type DayWeather, leavesMoisture } from "../day/weather.js";
import { interpolateFlat } from "../math/curve.js";
import type { Profile } from "../profile/index.js";
import { type BreakdownOptions, type ScoreBreakdown, scoreBuilder } from "./breakdown.js";
import { ratingCurves } from "./curves.js";

/**
 * `drive_score`, 0-100: how safe a day is for driving a van, as 100 minus penalties for the worst weather code of
 * the daylight hours (WMO driving severity; light rain and drizzle free), gusts in daylight (gust criteria: the
 * Orwell Bridge protocol's restrictions from 45 mph, the NWS high wind warning's 58 mph), ice (the calendar day's minimum,
 * the morning the van drives in, at or below 0 °C, or up to +3 °C where car ice warnings start, with moisture:
 * `leavesMoisture`), fog (the Met Office's fog below 1 km, thick fog below 200 m, dense below 50 m), heat on the
 * vehicle by the air maximum (from 35 °C, JMA's extremely hot day, to IMD's heat-wave maxima of 40 and 45 °C) and the
 * daylight hours' rain rate (AMS heavy rain > 7.6 mm/h) beyond what the worst code already counts. Hourly codes, gusts,
 * rain and visibility are used when the response has them; daily codes go through OpenVan's dry-day rule; 96 and 99
 * count as hail only where the answer's codes mean hail (`hailCodes`). `null` without any weather input.
 *
 * @param options `explain: false` leaves the breakdown's parts out (the score is the same)
 */
export function driveScore(day: DayWeather, profile: Profile, options: BreakdownOptions = {}): ScoreBreakdown {
  const p = profile.drive;
  const c = ratingCurves(profile).drive;
  // the worst of the daylight hours' codes (the first of equals), else the daily code as the day will feel
  const hail = day.hailCodes;
  let worstCode = day.hourly ? Number.NaN : day.effectiveCode;
  let severity = driveSeverity(worstCode, hail);
  if (day.hourly) {
    for (const code of day.daytimeCodes) {
      const s = driveSeverity(code, hail);
      if (Number.isNaN(severity) || s > severity) {
        severity = s;
        worstCode = code;
      }
    }
  }
  const moist = leavesMoisture(day, p.ice.wetRhPct);
  const icePenalty =
    day.tempMinC <= p.ice.frozenMinC && moist
      ? p.ice.frozenPenalty
      : day.tempMinC <= p.ice.nearFreezingMinC && moist
        ? p.ice.nearFreezingPenalty
        : 0;
  // the rate's points beyond what the worst code already counts: a code of severity 3 or more (heavy rain, violent
  // showers, storms, heavy snow) stands for an hour of heavy precipitation, so the rate's heavy step is not counted
  // twice; read by severity alone, so the score never rises as the code and the rate worsen together
  const rate = day.daytimePrecipitationMaxRateMmH;
  const ratePenalty =
    rate > p.rainRate.veryHeavyMmH
      ? p.rainRate.veryHeavyPenalty
      : rate > profile.rain.heavyRateMmH
        ? p.rainRate.heavyPenalty
        : 0;
  const rateCredit = severity >= HEAVY_CODE_SEVERITY ? Math.min(ratePenalty, p.rainRate.heavyPenalty) : 0;
  const known =
    !Number.isNaN(worstCode) ||
    !Number.isNaN(day.daytimeGustMaxKmh) ||
    !Number.isNaN(day.tempMinC) ||
    !Number.isNaN(day.tempMaxC) ||
    !Number.isNaN(day.visibilityMinM);
  return scoreBuilder(options.explain ?? true)
    .component("base", known ? 1 : Number.NaN, 100, 1)
    .adjust("weather_code", worstCode, -(p.codePenaltyBySeverity[severity] ?? 0))
    .adjust("gusts", day.daytimeGustMaxKmh, -interpolateFlat(c.gusts, day.daytimeGustMaxKmh))
    .adjust("ice", day.tempMinC, -icePenalty)
    .adjust("visibility", day.visibilityMinM, -interpolateFlat(c.visibility, day.visibilityMinM))
    .adjust("heat", day.tempMaxC, -interpolateFlat(c.heat, day.tempMaxC))
    .adjust("rain_rate", rate, -(ratePenalty - rateCredit))
    .build();
}
