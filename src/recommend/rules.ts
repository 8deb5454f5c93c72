import type { AwningResult } from "../classify/awning.js";
import type { CondensationResult } from "../classify/condensation.js";
import { isFreezingPrecipitation, isSnow, isThunderstorm } from "../day/codes.js";
import type { SeaDay } from "../day/sea.js";
import { type DayWeather, leavesMoisture } from "../day/weather.js";
import type { Profile } from "../profile/index.js";
import { KEY_PREFIX, type RecommendationName, type RecommendationParams, type RecommendationType } from "./keys.js";

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
    /** End, hours after local midnight (an end after midnight may be given as 24.1 or as 0.1, below the start). */
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

/** Adds one recommendation, its parameters checked against the key table. */
type Add = <N extends RecommendationName>(type: RecommendationType, name: N, params: RecommendationParams<N>) => void;

const TYPE_ORDER: Record<RecommendationType, number> = { danger: 0, warning: 1, tip: 2, info: 3 };
/** To 0.1, with −0 written as 0 (−0.04 °C is "0 °C", never "-0 °C"). */
const r1 = (x: number) => Math.round(x * 10) / 10 + 0;
const MINUTES_PER_DAY = 1440;

/**
 * The awning message for the first reason of its status (`awningStatus` lists retract reasons first): one key per
 * reason, the figure only when it is the reason and no other message of the day gives it (high_wind_driving gives
 * the gust, downpour the rain). Nothing for a safe awning.
 */
function awningAdvice(awning: AwningResult, highWind: boolean, add: Add): void {
  const reason = awning.reasons.find((r) => r.status === awning.status); // none for a safe awning
  if (!reason) return;
  const retract = awning.status === "retract";
  const type = retract ? "danger" : "warning";
  if (reason.name === "gusts") {
    if (highWind) add(type, retract ? "awning_retract_high_wind" : "awning_caution_high_wind", {});
    else add(type, retract ? "awning_retract" : "awning_caution", { gust_kmh: Math.round(reason.value) });
  } else if (reason.name === "sustained_wind") {
    add(type, retract ? "awning_retract_wind" : "awning_caution_wind", { wind_kmh: Math.round(reason.value) });
  } else if (reason.name === "weather_code") {
    const code = reason.value;
    if (isThunderstorm(code)) add(type, "awning_retract_storm", {});
    else if (isSnow(code)) add(type, "awning_retract_snow", {});
    else if (isFreezingPrecipitation(code)) add(type, "awning_retract_freezing_rain", {});
  } else if (reason.name === "rain") {
    if (retract) add(type, "awning_retract_rain", {});
    else add(type, "awning_caution_rain", { precip_mm: r1(reason.value) });
  } else if (reason.name === "frost" && !retract) add(type, "awning_caution_frost", {});
}

/** The drive window message: hours and minutes of its start and end, its own key when it ends after midnight. */
function driveWindowAdvice(window: NonNullable<RecommendationInputs["driveWindowHours"]>, add: Add): void {
  const start = Math.round(window.start * 60);
  const endMinutes = Math.round(window.end * 60);
  const end = endMinutes < start ? endMinutes + MINUTES_PER_DAY : endMinutes;
  const past = end > MINUTES_PER_DAY;
  const shownEnd = past ? end - MINUTES_PER_DAY : end; // 24:00 stays hour 24: midnight
  const params = {
    start_hour: Math.floor(start / 60),
    start_minute: start % 60,
    end_hour: Math.floor(shownEnd / 60),
    end_minute: shownEnd % 60,
  };
  add("tip", past ? "drive_window_past_midnight" : "drive_window", params);
}

/**
 * The rule table (docs/messages.md; thresholds in `profile.recommend` and shared with the scores), for today. Each
 * message names its real reason (one key per reason), gives a figure only where it is the reason and gives it once,
 * and no tip contradicts a danger of the same day (no swim on a storm day). Keys follow the service's
 * `vansky.rec.<name>` pattern; parameters are numbers, °C and mm to 0.1, km/h, m, UV and scores to integers, −0
 * written 0. Sorted danger, warning, tip, info, then by key, so the output is stable.
 */
export function recommend(inputs: RecommendationInputs, profile: Profile): RecommendationDraft[] {
  const { day, sea, condensation, awning } = inputs;
  const p = profile.recommend;
  const heat = profile.van.caps;
  const ice = profile.drive.ice;
  const out: RecommendationDraft[] = [];
  const add: Add = (type, name, params) => out.push({ type, key: `${KEY_PREFIX}${name}`, params });
  const feels = day.feelsMaxC;
  const codes = [...day.daytimeCodes, day.weatherCode];
  const wet = leavesMoisture(day, ice.wetRhPct);
  // the night judgements read tonight, 22:00-07:00 after the day
  const nightMinC = day.night.tempMinC;
  const storm = codes.some(isThunderstorm) && day.precipitationMm >= profile.codes.dryBelowMm;
  const downpour = day.precipitationMm >= profile.rain.downpourMm;
  const highWind = day.gustMaxKmh >= profile.driveWindow.maxGustKmh;

  if (storm) add("danger", "thunderstorm", { code: Math.max(...codes.filter(isThunderstorm)) });
  if (codes.some(isFreezingPrecipitation)) add("danger", "freezing_rain", {});
  else if (nightMinC <= ice.frozenMinC && wet) add("danger", "black_ice", { temp_min: r1(nightMinC) });
  else if (nightMinC <= ice.nearFreezingMinC && wet) add("warning", "ice_possible", { temp_min: r1(nightMinC) });
  if (highWind) add("danger", "high_wind_driving", { gust_kmh: Math.round(day.gustMaxKmh) });
  awningAdvice(awning, highWind, add);
  if (feels >= heat.dangerHeatApparentC.at) add("danger", "extreme_heat", { feels_like: r1(feels) });
  else if (feels >= heat.heatApparentC.at) add("warning", "heat", { feels_like: r1(feels) });
  if (nightMinC >= heat.tropicalNightMinC.at) add("warning", "hot_night", { temp_min: r1(nightMinC) });
  else if (nightMinC > p.tropicalNightInfoMinC) add("info", "tropical_night", { temp_min: r1(nightMinC) });
  if (condensation.risk === "high") add("warning", "condensation", { surface_temp: r1(condensation.surfaceC) });
  else if (condensation.risk === "medium")
    add("tip", "condensation_possible", { surface_temp: r1(condensation.surfaceC) });
  if (downpour) add("warning", "downpour", { precip_mm: r1(day.precipitationMm) });
  if (day.visibilityMinM < p.fogVisibilityM) add("warning", "fog", { visibility_m: Math.round(day.visibilityMinM) });
  const uv = Math.round(day.uvIndexMax); // WHO publishes the UV index as a whole number, its bands on it
  if (uv >= p.uvDanger) add("danger", "uv", { uv });
  else if (uv >= p.uvWarning) add("warning", "uv", { uv });
  else if (uv >= p.uvInfo) add("info", "uv", { uv });
  if (inputs.solarKwh !== null && inputs.solarScore !== null) {
    const kwh = r1(inputs.solarKwh);
    if (inputs.solarScore >= p.solarGoodScore) add("tip", "solar_good", { solar_kwh: kwh });
    else if (inputs.solarScore <= p.solarPoorScore && kwh > 0) add("info", "solar_poor", { solar_kwh: kwh });
    else if (inputs.solarScore <= p.solarPoorScore) add("info", "solar_none", {});
  }
  if (inputs.driveWindowHours) driveWindowAdvice(inputs.driveWindowHours, add);
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
    const seaTemp = r1(sea.seaTempC);
    // a calm, warm sea: both known (unknown waves are no calm sea, as the van score's sea bonus needs both)
    if (sea.seaTempC >= p.warmSeaC && sea.waveHeightMaxM < p.warmSeaMaxWaveM) {
      if (!storm && !downpour && !highWind) add("tip", "sea_warm", { sea_temp: seaTemp });
    } else if (sea.seaTempC < p.veryColdWaterC) add("info", "very_cold_water", { sea_temp: seaTemp });
    else if (sea.seaTempC < p.coldWaterC) add("info", "cold_water", { sea_temp: seaTemp });
    if (sea.waveHeightMaxM >= p.highWavesM) add("warning", "high_waves", { wave_height: r1(sea.waveHeightMaxM) });
  }
  return out.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
