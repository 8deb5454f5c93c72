import { isFreezingPrecipitation, isSnow, isThunderstorm } from "../day/codes.js";
import type { DayWeather } from "../day/weather.js";
import type { Profile } from "../profile/index.js";

/** The contract's awning status: safe to leave out, caution (watch it, lower one side), or retract. */
export type AwningStatus = "safe" | "caution" | "retract";

/** The awning decision with the reasons that made it (empty for safe). */
export interface AwningResult {
  /** The decision: the most severe status among the reasons, safe when there are none. */
  readonly status: AwningStatus;
  /** Every check that failed, retract ones first. */
  readonly reasons: readonly {
    /** What was checked: `gusts`, `sustained_wind`, `weather_code`, `rain` or `frost`. */
    readonly name: string;
    /** Today's value (km/h, mm, °C; the WMO code for `weather_code`). */
    readonly value: number;
    /** The limit it reached, in the same unit (0 for `weather_code`). */
    readonly threshold: number;
    /** The status this check calls for. */
    readonly status: AwningStatus;
  }[];
}

/**
 * Whether an awning can stay out today (docs/model.md, awning_status), against EN 13561 wind resistance classes (class
 * 1/2/3 awnings may stay out to Beaufort 4/5/6: 28/38/49 km/h; makers: never in snowfall or frost risk, lower one side
 * in rain). Retract: gusts above the awning's class limit, sustained wind of Beaufort 6, a thunderstorm, snow or
 * freezing precipitation, a downpour. Caution (tie down, storm straps, do not leave unattended): gusts above the class
 * 1 limit, Beaufort 4 sustained, rain that pools, frost.
 */
export function awningStatus(day: DayWeather, profile: Profile): AwningResult {
  const p = profile.awning;
  const downpourMm = profile.rain.downpourMm;
  // defineProfile holds the class within the table of four increasing limits
  const limit = p.classGustLimitKmh[p.windClass] as number;
  const cautionGust = Math.min(limit, p.classGustLimitKmh[1] as number);
  const code = day.effectiveCode;
  const severeCode = isThunderstorm(code) || isSnow(code) || isFreezingPrecipitation(code) ? code : Number.NaN;
  const checks: [string, number, number, AwningStatus, boolean][] = [
    ["gusts", day.gustMaxKmh, limit, "retract", day.gustMaxKmh > limit],
    ["sustained_wind", day.windMaxKmh, p.retractSustainedKmh, "retract", day.windMaxKmh >= p.retractSustainedKmh],
    ["weather_code", severeCode, 0, "retract", !Number.isNaN(severeCode)],
    ["rain", day.precipitationMm, downpourMm, "retract", day.precipitationMm >= downpourMm],
    ["gusts", day.gustMaxKmh, cautionGust, "caution", day.gustMaxKmh > cautionGust],
    ["sustained_wind", day.windMaxKmh, p.cautionSustainedKmh, "caution", day.windMaxKmh >= p.cautionSustainedKmh],
    ["rain", day.precipitationMm, p.cautionRainMm, "caution", day.precipitationMm >= p.cautionRainMm],
    ["frost", day.tempMinC, p.frostMinC, "caution", day.tempMinC <= p.frostMinC],
  ];
  const reasons = checks
    .filter((c) => c[4])
    .map(([name, value, threshold, status]) => ({ name, value, threshold, status }));
  const status: AwningStatus = reasons.some((r) => r.status === "retract")
    ? "retract"
    : reasons.length > 0
      ? "caution"
      : "safe";
  return { status, reasons };
}
