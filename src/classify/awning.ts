import { isFreezingPrecipitation, isSnow, isThunderstorm } from "../day/codes.js";
import type { DayWeather } from "../day/weather.js";
import type { Profile } from "../profile/index.js";

/** The contract's awning status: safe to leave out, caution (watch it, lower one side), or retract. */
export type AwningStatus = "safe" | "caution" | "retract";

/** The awning decision with the reasons that made it (empty for safe). */
export interface AwningResult {
  /** The decision: the most severe status among the reasons, safe when there are none. */
  readonly status: AwningStatus;
  /** Every check that failed, retract ones first, then frost, then the other cautions. */
  readonly reasons: readonly {
    /** What was checked: `gusts`, `sustained_wind`, `weather_code`, `rain` or `frost`. */
    readonly name: string;
    /** Today's value (km/h, mm; tonight's minimum, °C, for `frost`; the WMO code for `weather_code`). */
    readonly value: number;
    /** The limit it passed, in the same unit (0 for `weather_code`). */
    readonly threshold: number;
    /** The status this check calls for. */
    readonly status: AwningStatus;
  }[];
}

/**
 * Whether an awning can stay out today (docs/model.md, awning_status), against the EN 13561 wind resistance class
 * of the awning (`awning.windClass`): class 1/2/3 awnings may stay out to Beaufort 4/5/6, a mean wind of 28/38/49
 * km/h. The wind is the day's highest hourly mean (`windMaxKmh`), and its gusts read as a mean through Open-Meteo's
 * gust factor (`awning.gustFactor`, gust ≈ 2.2 × the mean): retract above the class's limit, caution above the
 * limit of the class below (in the class's own top Beaufort force). Also retract for a thunderstorm, snow or
 * freezing precipitation and a downpour; caution for rain that pools and for frost tonight (tonight's minimum,
 * 22:00-07:00 after the day; makers: never in snowfall or frost), the frost reason first among the cautions.
 */
export function awningStatus(day: DayWeather, profile: Profile): AwningResult {
  const p = profile.awning;
  const downpourMm = profile.rain.downpourMm;
  // defineProfile holds the class within the table of four increasing limits
  const limit = p.classWindLimitKmh[p.windClass] as number;
  const cautionLimit = p.classWindLimitKmh[Math.max(0, p.windClass - 1)] as number;
  const gust = day.gustMaxKmh;
  const wind = day.windMaxKmh;
  const code = day.effectiveCode;
  const frostC = day.night.tempMinC; // tonight's, when the awning would stay out
  const severeCode = isThunderstorm(code) || isSnow(code) || isFreezingPrecipitation(code) ? code : Number.NaN;
  const retractGust = limit * p.gustFactor;
  const cautionGust = cautionLimit * p.gustFactor;
  const checks: [string, number, number, AwningStatus, boolean][] = [
    ["gusts", gust, retractGust, "retract", gust > retractGust],
    ["sustained_wind", wind, limit, "retract", wind > limit],
    ["weather_code", severeCode, 0, "retract", !Number.isNaN(severeCode)],
    ["rain", day.precipitationMm, downpourMm, "retract", day.precipitationMm >= downpourMm],
    // frost first among the cautions: its advice, roll the awning in for the night, covers wind and rain too
    ["frost", frostC, p.frostMinC, "caution", frostC <= p.frostMinC],
    ["gusts", gust, cautionGust, "caution", gust > cautionGust],
    ["sustained_wind", wind, cautionLimit, "caution", wind > cautionLimit],
    ["rain", day.precipitationMm, p.cautionRainMm, "caution", day.precipitationMm >= p.cautionRainMm],
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
