import type { AwningResult } from "../classify/awning.js";
import type { CondensationResult } from "../classify/condensation.js";
import { isFreezingPrecipitation, isSnow, isThunderstorm } from "../day/codes.js";
import type { SeaDay } from "../day/sea.js";
import { type DayWeather, heatFeltMaxC } from "../day/weather.js";
import { iceTonight } from "../plan/hazards.js";
import type { Profile } from "../profile/index.js";
import { KEY_PREFIX, type RecommendationName, type RecommendationParams, type RecommendationType } from "./keys.js";
import type { RestOfDay } from "./rest-of-day.js";

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
    /** How many days it was chosen among, today included (the record's forecast, 1-7); a week when absent. */
    readonly daysCompared?: number;
  } | null;
  /**
   * Today's freezing precipitation (`freezingFromMs`): `startHours`, the local decimal hour it starts at when that
   * is still ahead of now, else null (under way, past, or not placed in the day); null without freezing
   * precipitation. Absent: read from the day's codes, without a time.
   */
  readonly freezing?: {
    /** Local decimal hours it starts at, when that is after now; null when under way, past or not placed. */
    readonly startHours: number | null;
  } | null;
  /** What is still ahead of today from now (`restOfDay`), for the day-peak messages; absent or null: all of it. */
  readonly restOfDay?: RestOfDay | null;
}

/** Adds one recommendation, its parameters checked against the key table. */
type Add = <N extends RecommendationName>(type: RecommendationType, name: N, params: RecommendationParams<N>) => void;

const TYPE_ORDER: Record<RecommendationType, number> = { danger: 0, warning: 1, tip: 2, info: 3 };
/** To 0.1, with −0 written as 0 (−0.04 °C is "0 °C", never "-0 °C"): as the record rounds its 0.1 fields. */
const r1 = (x: number) => Math.round(x * 10) / 10 + 0;
/**
 * A whole number quoted from one of the record's 0.1 fields (UV, gusts, wind), rounded from that field's value so
 * that the two never disagree (the record's UV 6.5 is the message's 7, not the raw 6.46's 6).
 */
const whole = (x: number) => Math.round(r1(x)) + 0;
const MINUTES_PER_DAY = 1440;

/** Local decimal hours as the hour and minute of a message, rounded to the minute. */
function clockOf(hours: number, at: "start" | "end" | "from"): Record<string, number> {
  const minutes = Math.round(hours * 60);
  return { [`${at}_hour`]: Math.floor(minutes / 60), [`${at}_minute`]: minutes % 60 };
}

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
    else add(type, retract ? "awning_retract" : "awning_caution", { gust_kmh: whole(reason.value) });
  } else if (reason.name === "sustained_wind") {
    add(type, retract ? "awning_retract_wind" : "awning_caution_wind", { wind_kmh: whole(reason.value) });
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
  // Object.assign, not { ...a, ...b }: a spread whose result gains keys kept young objects alive through minor
  // collections (docs/performance.md, "Spreads and the young generation")
  const params = Object.assign(clockOf(start / 60, "start"), clockOf(shownEnd / 60, "end"));
  add("tip", past ? "drive_window_past_midnight" : "drive_window", params as RecommendationParams<"drive_window">);
}

/**
 * Today's freezing precipitation and tonight's ice, one message at most: freezing rain with the hour it starts when
 * that is still ahead (the drive window ends before it), else without a time (and no window today); else tonight's
 * icy roads, black ice or possible ice (`iceTonight`), with tonight's minimum.
 */
function iceAdvice(inputs: RecommendationInputs, profile: Profile, add: Add): void {
  const { day } = inputs;
  const fromCodes = [...day.daytimeCodes, day.weatherCode].some(isFreezingPrecipitation) ? { startHours: null } : null;
  const freezing = inputs.freezing === undefined ? fromCodes : inputs.freezing;
  if (freezing?.startHours != null)
    add(
      "danger",
      "freezing_rain_from",
      clockOf(freezing.startHours, "from") as RecommendationParams<"freezing_rain_from">,
    );
  else if (freezing) add("danger", "freezing_rain", {});
  const ice = iceTonight(day, freezing !== null, profile);
  const temp_min = r1(day.night.tempMinC);
  if (ice) add(ice === "ice_possible" ? "warning" : "danger", ice, { temp_min });
}

/**
 * Whether a day-peak message still has its peak ahead: the rest of the day (`restOfDay`) reaches `atLeast` (an
 * unknown rest, or none given, counts as reaching it).
 */
const ahead = (rest: number | undefined, atLeast: number) => !(rest !== undefined && rest < atLeast);

/**
 * The day-peak messages (heat, UV, a good solar day) while the rest of the day still reaches their threshold (32 °C
 * felt, UV 6, 1 kWh/kWp still to come): they quote the whole day's peak, and are not given once it is past (review
 * N5: "it will feel like 40 °C" at 20:00). Heat is the day's felt maximum never cooler than the air
 * (`heatFeltMaxC`), the value the van score's heat caps read. Poor and no solar yield stay: they hold all day.
 */
function dayPeakAdvice(inputs: RecommendationInputs, profile: Profile, add: Add): void {
  const p = profile.recommend;
  const heat = profile.van.caps;
  const rest = inputs.restOfDay ?? undefined;
  const feels = heatFeltMaxC(inputs.day); // as the van score's heat caps read it, never cooler than the air
  if (ahead(rest?.feelsMaxC, heat.heatApparentC.at)) {
    if (feels >= heat.dangerHeatApparentC.at) add("danger", "extreme_heat", { feels_like: r1(feels) });
    else if (feels >= heat.heatApparentC.at) add("warning", "heat", { feels_like: r1(feels) });
  }
  const uv = whole(inputs.day.uvIndexMax); // WHO publishes the UV index as a whole number, its bands on it
  if (ahead(rest === undefined ? undefined : whole(rest.uvMax), p.uvInfo)) {
    if (uv >= p.uvDanger) add("danger", "uv_extreme", { uv });
    else if (uv >= p.uvWarning) add("warning", "uv", { uv });
    else if (uv >= p.uvInfo) add("info", "uv", { uv });
  }
  if (inputs.solarKwh === null || inputs.solarScore === null) return;
  const kwh = r1(inputs.solarKwh);
  const kwhAhead = rest === undefined ? undefined : kwh * rest.irradiationShare;
  if (inputs.solarScore >= p.solarGoodScore) {
    if (ahead(kwhAhead, p.solarGoodAheadKwh)) add("tip", "solar_good", { solar_kwh: kwh });
  } else if (inputs.solarScore <= p.solarPoorScore && kwh > 0) add("info", "solar_poor", { solar_kwh: kwh });
  else if (inputs.solarScore <= p.solarPoorScore) add("info", "solar_none", {});
}

/**
 * The rule table (docs/messages.md; thresholds in `profile.recommend` and shared with the scores), for today. Each
 * message names its real reason (one key per reason), gives a figure only where it is the reason and gives it once,
 * and no part of the record contradicts another (test/assemble/coherence.test.ts): no swim on a storm day, no
 * day-peak message after its peak, frost words on glass at or below 0 °C, "this week" only over seven days, and a
 * number quoted from a record field rounded from that field. Keys follow the service's `vansky.rec.<name>`
 * pattern; parameters are numbers, °C and mm to 0.1, km/h, m, UV and scores to integers, −0 written 0. Sorted
 * danger, warning, tip, info, then by key, so the output is stable.
 */
export function recommend(inputs: RecommendationInputs, profile: Profile): RecommendationDraft[] {
  const { day, sea, condensation, awning } = inputs;
  const p = profile.recommend;
  const heat = profile.van.caps;
  const out: RecommendationDraft[] = [];
  const add: Add = (type, name, params) => out.push({ type, key: `${KEY_PREFIX}${name}`, params });
  const codes = [...day.daytimeCodes, day.weatherCode];
  // the night judgements read tonight, 22:00-07:00 after the day
  const nightMinC = day.night.tempMinC;
  const storm = codes.some(isThunderstorm) && day.precipitationMm >= profile.codes.dryBelowMm;
  const downpour = day.precipitationMm >= profile.rain.downpourMm;
  const highWind = day.gustMaxKmh >= profile.driveWindow.maxGustKmh;

  if (storm) add("danger", "thunderstorm", { code: Math.max(...codes.filter(isThunderstorm)) });
  iceAdvice(inputs, profile, add);
  if (highWind) add("danger", "high_wind_driving", { gust_kmh: whole(day.gustMaxKmh) });
  awningAdvice(awning, highWind, add);
  dayPeakAdvice(inputs, profile, add);
  if (nightMinC >= heat.tropicalNightMinC.at) add("warning", "hot_night", { temp_min: r1(nightMinC) });
  else if (nightMinC > p.tropicalNightInfoMinC) add("info", "tropical_night", { temp_min: r1(nightMinC) });
  // the glass at or below 0 °C gathers frost, not water (the model's own frost point there)
  const glass = r1(condensation.surfaceC);
  if (condensation.risk === "high")
    add("warning", glass <= 0 ? "condensation_frost" : "condensation", { surface_temp: glass });
  else if (condensation.risk === "medium")
    add("tip", glass <= 0 ? "condensation_frost_possible" : "condensation_possible", { surface_temp: glass });
  if (downpour) add("warning", "downpour", { precip_mm: r1(day.precipitationMm) });
  if (day.visibilityMinM < p.fogVisibilityM) add("warning", "fog", { visibility_m: Math.round(day.visibilityMinM) });
  if (inputs.driveWindowHours) driveWindowAdvice(inputs.driveWindowHours, add);
  if (inputs.bestMoveDay) {
    const days = inputs.bestMoveDay.daysCompared ?? 7;
    if (inputs.bestMoveDay.driveScore < p.noGoodMoveDayBelow)
      add("warning", "no_good_move_day", { drive_score: inputs.bestMoveDay.driveScore, days });
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
    // the record gives waves to 0.01 m: the message rounds that value
    const waves = r1(Math.round(sea.waveHeightMaxM * 100) / 100);
    if (sea.waveHeightMaxM >= p.highWavesM) add("warning", "high_waves", { wave_height: waves });
  }
  return out.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
