import type { AwningResult } from "../classify/awning.js";
import type { CondensationResult } from "../classify/condensation.js";
import { isFreezingPrecipitation, isThunderstorm } from "../day/codes.js";
import type { SeaDay } from "../day/sea.js";
import { type DayWeather, leavesMoisture } from "../day/weather.js";
import type { Profile } from "../profile/index.js";
import { KEY_PREFIX, type RecommendationName } from "./messages/catalog.js";

/** How urgent a recommendation is, most urgent first: danger, warning, tip, info. */
export type RecommendationType = "danger" | "warning" | "tip" | "info";

/** A recommendation before assembly: a type, a `vansky.rec.*` key and numeric parameters. */
export interface RecommendationDraft {
  /** How urgent. */
  readonly type: RecommendationType;
  /** The translation key, `vansky.rec.<name>`. */
  readonly key: string;
  /** The message's numeric parameters, by placeholder name. */
  readonly params: Readonly<Record<string, number>>;
}

/** What the rules read about today. */
export interface RecommendationInputs {
  /** Today's weather. */
  readonly day: DayWeather;
  /** Today's sea, null without marine data. */
  readonly sea: SeaDay | null;
  /** Tonight's condensation model. */
  readonly condensation: CondensationResult;
  /** Today's awning decision. */
  readonly awning: AwningResult;
  /** Today's solar yield, kWh per kW of panel, or null. */
  readonly solarKwh: number | null;
  /** Today's solar score, 0-100, or null. */
  readonly solarScore: number | null;
  /** Today's drive window in local decimal hours, or null. */
  readonly driveWindowHours: {
    /** Start, hours after local midnight. */
    readonly start: number;
    /** End, hours after local midnight. */
    readonly end: number;
  } | null;
  /** Days from today to the best move day (0 = today), and its drive score. */
  readonly bestMoveDay: {
    /** Days from today, 0 for today. */
    readonly daysAhead: number;
    /** Its drive score, 0-100. */
    readonly driveScore: number;
  } | null;
}

const TYPE_ORDER: Record<RecommendationType, number> = { danger: 0, warning: 1, tip: 2, info: 3 };
const r1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The rule table (docs/model.md, recommendations; thresholds in `profile.recommend` and shared with the scores), for
 * today. Keys follow the service's `vansky.rec.<name>` pattern; parameters are numbers, °C and mm to 0.1, km/h, m and
 * scores to integers. Sorted danger, warning, tip, info, then by key, so the output is stable.
 */
export function recommend(inputs: RecommendationInputs, profile: Profile): RecommendationDraft[] {
  const { day, sea, condensation, awning } = inputs;
  const p = profile.recommend;
  const heat = profile.van.caps;
  const ice = profile.drive.ice;
  const out: RecommendationDraft[] = [];
  const add = (type: RecommendationType, name: RecommendationName, params: Record<string, number> = {}) =>
    out.push({ type, key: `${KEY_PREFIX}${name}`, params });
  const feels = day.feelsMaxC;
  const codes = [...day.daytimeCodes, day.weatherCode];
  const wet = leavesMoisture(day, ice.wetRhPct);
  // the night judgements read tonight, 22:00-07:00 after the day
  const nightMinC = day.night.tempMinC;

  if (codes.some(isThunderstorm) && day.precipitationMm >= profile.codes.dryBelowMm)
    add("danger", "thunderstorm", { code: Math.max(...codes.filter(isThunderstorm)) });
  if (codes.some(isFreezingPrecipitation) || (nightMinC <= ice.frozenMinC && wet))
    add("danger", "black_ice", { temp_min: r1(nightMinC) });
  else if (nightMinC <= ice.nearFreezingMinC && wet) add("warning", "ice_possible", { temp_min: r1(nightMinC) });
  if (day.gustMaxKmh >= profile.driveWindow.maxGustKmh)
    add("danger", "high_wind_driving", { gust_kmh: Math.round(day.gustMaxKmh) });
  if (awning.status !== "safe") {
    add(awning.status === "retract" ? "danger" : "warning", `awning_${awning.status}`, {
      gust_kmh: Number.isNaN(day.gustMaxKmh) ? 0 : Math.round(day.gustMaxKmh),
    });
  }
  if (feels >= heat.dangerHeatApparentC.at) add("danger", "heat", { feels_like: r1(feels) });
  else if (feels >= heat.heatApparentC.at) add("warning", "heat", { feels_like: r1(feels) });
  if (nightMinC >= heat.tropicalNightMinC.at) add("warning", "tropical_night", { temp_min: r1(nightMinC) });
  else if (nightMinC > p.tropicalNightInfoMinC) add("info", "tropical_night", { temp_min: r1(nightMinC) });
  if (condensation.risk !== "low") {
    add(condensation.risk === "high" ? "warning" : "tip", "condensation", {
      dew_point: r1(condensation.insideDewPointC),
      temp_min: r1(condensation.outsideC),
    });
  }
  if (day.precipitationMm >= profile.rain.downpourMm)
    add("warning", "downpour", { precip_mm: r1(day.precipitationMm) });
  if (day.visibilityMinM < p.fogVisibilityM) add("warning", "fog", { visibility_m: Math.round(day.visibilityMinM) });
  if (day.uvIndexMax >= p.uvDanger) add("danger", "uv", { uv: r1(day.uvIndexMax) });
  else if (day.uvIndexMax >= p.uvWarning) add("warning", "uv", { uv: r1(day.uvIndexMax) });
  else if (day.uvIndexMax >= p.uvInfo) add("info", "uv", { uv: r1(day.uvIndexMax) });
  if (inputs.solarKwh !== null && inputs.solarScore !== null) {
    if (inputs.solarScore >= p.solarGoodScore) add("tip", "solar_good", { solar_kwh: inputs.solarKwh });
    else if (inputs.solarScore <= p.solarPoorScore) add("info", "solar_poor", { solar_kwh: inputs.solarKwh });
  }
  if (inputs.driveWindowHours) add("tip", "drive_window", inputs.driveWindowHours);
  if (inputs.bestMoveDay) {
    if (inputs.bestMoveDay.driveScore < p.noGoodMoveDayBelow)
      add("warning", "no_good_move_day", { drive_score: inputs.bestMoveDay.driveScore });
    else if (inputs.bestMoveDay.daysAhead > 0) {
      add("tip", "best_move_day", {
        days_ahead: inputs.bestMoveDay.daysAhead,
        drive_score: inputs.bestMoveDay.driveScore,
      });
    }
  }
  if (sea) {
    if (sea.seaTempC >= p.warmSeaC && !(sea.waveHeightMaxM >= p.warmSeaMaxWaveM))
      add("tip", "sea_warm", { sea_temp: r1(sea.seaTempC) });
    else if (sea.seaTempC < p.coldWaterC) add("info", "cold_water", { sea_temp: r1(sea.seaTempC) });
    if (sea.waveHeightMaxM >= p.highWavesM) add("warning", "high_waves", { wave_height: r1(sea.waveHeightMaxM) });
  }
  return out.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
