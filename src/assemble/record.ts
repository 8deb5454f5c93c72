import type { ForecastSeries } from "../adapters/forecast.js";
import { type AwningResult, awningStatus } from "../classify/awning.js";
import { type CondensationResult, condensationRisk } from "../classify/condensation.js";
import { canonicalCode } from "../countries/index.js";
import type { DayWeather } from "../day/weather.js";
import { peakSunHours } from "../physics/solar.js";
import { bestMoveDay } from "../plan/best-move-day.js";
import { type DriveWindow, driveWindow } from "../plan/drive-window.js";
import { type DriveHazards, driveHazards } from "../plan/hazards.js";
import type { Profile } from "../profile/index.js";
import { restOfDay } from "../recommend/rest-of-day.js";
import { type RecommendationInputs, recommend } from "../recommend/rules.js";
import { scoreLabel } from "../scores/label.js";
import { formatDateTime, formatOffset, formatReadable, MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";
import type { ZoneClock } from "../time/zone.js";
import { type Conditions, conditionsAt } from "./current.js";
import type { Warn } from "./days.js";
import type { CheckedInput } from "./input.js";
import type { ScoredDay } from "./scored.js";
import type { ForecastDay, VanSkyCountry } from "./types.js";

const round = (x: number, decimals: number): number | null => {
  if (!Number.isFinite(x)) return null;
  const f = 10 ** decimals;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
};

/** `a` unless it is NaN, then `b`. */
const pick = (a: number, b: number) => (Number.isNaN(a) ? b : a);

/** The contract's `ForecastDay` of a scored day (a scorable one: its three scores are numbers). */
export function forecastDay(s: ScoredDay, profile: Profile): ForecastDay {
  return {
    date: s.day.date,
    van_score: s.van.score as number,
    sleep_score: s.sleep.score as number,
    temp_day: round(s.day.tempMaxC, 1),
    temp_night: round(s.day.tempMinC, 1),
    solar_kwh: s.solar.kwh,
    weather_code: round(s.day.weatherCode, 0),
    score_label: scoreLabel(s.van.score as number, profile.labels),
    drive_score: s.drive.score as number,
  };
}

/** Today's plans and classifications, and what the recommendation rules read. */
export interface TodayPlans {
  readonly window: DriveWindow | null;
  /** What today's advice forbids that the drive window keeps out of. */
  readonly hazards: DriveHazards;
  readonly condensation: CondensationResult;
  readonly awning: AwningResult;
  readonly conditions: Conditions;
  readonly best: ForecastDay;
  readonly recommendationInputs: RecommendationInputs;
}

/**
 * The local wall-clock time of `ms` in decimal hours, to 0.01 h, for a drive window of the local date `day` (days
 * since 1970-01-01): 0 to 24, the day's end at midnight being 24; a civil dusk after midnight (summer far north)
 * reads as the next date's early hours, as a clock shows it.
 */
export function localHours(clock: ZoneClock, day: number, ms: number): number {
  const hours = (ms + clock.offsetAt(ms) * 1000 - day * MS_PER_DAY) / MS_PER_HOUR;
  return round(hours > 24 ? hours - 24 : hours, 2) ?? 0;
}

/**
 * The `STALE_CURRENT` warning of a current block for `currentMs`, over an hour from `nowMs` (epoch ms): its local time
 * as a reader says it, how far it is from the time scored, and what stands in (`source`: the hourly values, or none).
 */
function staleCurrent(currentMs: number, nowMs: number, clock: ZoneClock, source: Conditions["source"]): string {
  const offset = clock.offsetAt(currentMs);
  const hours = Math.abs(currentMs - nowMs) / MS_PER_HOUR;
  const gap = hours < 47.5 ? `${Math.round(hours)} h` : `${Math.round(hours / 24)} days`;
  const at = `${formatReadable(currentMs, offset)}, local time (UTC${formatOffset(offset)})`;
  const instead =
    source === "hourly"
      ? "; the hourly values for that time are used instead"
      : ", and no hourly value covers that time";
  return `the current block is for ${at}, ${gap} ${currentMs < nowMs ? "before" : "after"} the time the record is scored for${instead}`;
}

/**
 * Step 5 of a record: today's drive window (kept out of what the day's advice forbids: `driveHazards`), condensation
 * risk, awning status, the weather at `now` (a stale `current` block is a warning), the best move day (days ahead
 * counted by date) and the rule inputs, with what is left of the day for the day-peak messages.
 */
export function planToday(
  forecast: ForecastSeries,
  scored: readonly ScoredDay[],
  list: readonly ForecastDay[],
  clock: ZoneClock,
  nowMs: number,
  profile: Profile,
  warn: Warn,
): TodayPlans {
  const today = scored[0] as ScoredDay;
  const day = today.day;
  const hazards = driveHazards(forecast, day, clock, profile);
  const window = driveWindow(forecast, day, nowMs, profile, hazards);
  const conditions = conditionsAt(forecast, nowMs);
  if (forecast.current && conditions.source !== "current") {
    warn("STALE_CURRENT", "current.time", staleCurrent(forecast.current.timeMs, nowMs, clock, conditions.source));
  }
  const best = bestMoveDay(list) as ForecastDay;
  const bestDay = (scored[list.indexOf(best)] as ScoredDay).day;
  const todayLocal = clock.dayOf(day.dateMs);
  const condensation = condensationRisk(day, profile);
  const awning = awningStatus(day, profile);
  const hours = (ms: number) => localHours(clock, todayLocal, ms);
  const freezing = hazards.freezingFromMs;
  return {
    window,
    hazards,
    condensation,
    awning,
    conditions,
    best,
    recommendationInputs: {
      day,
      sea: today.sea,
      condensation,
      awning,
      solarKwh: today.solar.kwh,
      solarScore: today.solar.breakdown.score,
      driveWindowHours: window ? { start: hours(window.startMs), end: hours(window.endMs) } : null,
      bestMoveDay: {
        daysAhead: clock.dayOf(bestDay.dateMs) - todayLocal,
        driveScore: best.drive_score,
        daysCompared: list.length,
      },
      // freezing rain later today is told with its hour (the window ends before it); under way or past, without
      freezing: freezing === Infinity ? null : { startHours: freezing > nowMs ? hours(freezing) : null },
      restOfDay: restOfDay(forecast, day, nowMs),
    },
  };
}

/** The `humidity` of the record: at now, else the day's mean, else the mean of its extremes. */
function humidity(conditions: Conditions, day: DayWeather): number {
  return pick(pick(conditions.humidityPct, day.humidityMeanPct), (day.humidityMaxPct + day.humidityMinPct) / 2);
}

/** Step 6: the VanSkyCountry record (contract §2.7), date-times at the location's real offset at each instant. */
export function buildRecord(
  input: CheckedInput,
  today: ScoredDay,
  list: ForecastDay[],
  plans: TodayPlans,
  clock: ZoneClock,
  profile: Profile,
): VanSkyCountry {
  const day = today.day;
  const { window, conditions } = plans;
  const dateTime = (ms: number) => (Number.isFinite(ms) ? formatDateTime(ms, clock.offsetAt(ms)) : null);
  return {
    code: canonicalCode(input.code),
    is_coastal: input.isCoastal,
    region: input.region,
    weather: {
      temp_day: round(day.tempMaxC, 1),
      temp_night: round(day.tempMinC, 1),
      feels_like_day: round(day.apparentMaxC, 1),
      feels_like_night: round(day.apparentMinC, 1),
      temp_current: round(conditions.temperatureC, 1),
      feels_like_current: round(conditions.apparentC, 1),
      precip_sum: round(day.precipitationMm, 1),
      precip_prob_max: round(day.precipitationProbabilityMaxPct, 0),
      wind_max: round(day.windMaxKmh, 1),
      wind_gusts_max: round(day.gustMaxKmh, 1),
      wind_dir: round(day.windDirectionDeg, 0),
      shortwave_radiation_sum: round(day.shortwaveMJm2, 2),
      peak_sun_hours: round(peakSunHours(day.shortwaveMJm2), 1),
      uv_max: round(day.uvIndexMax, 1),
      sunrise: dateTime(day.sunriseMs),
      sunset: dateTime(day.sunsetMs),
      weather_code: round(day.weatherCode, 0),
      humidity: round(humidity(conditions, day), 0),
      cloud_cover: round(pick(conditions.cloudPct, day.cloudPct), 0),
    },
    marine: today.sea
      ? {
          sea_temp: round(today.sea.seaTempC, 1),
          wave_height: round(today.sea.waveHeightMaxM, 2),
          wave_dir: round(today.sea.waveDirectionDeg, 0),
          wave_period: round(today.sea.wavePeriodMaxS, 1),
        }
      : null,
    forecast: list,
    van_score: today.van.score as number,
    sleep_score: today.sleep.score as number,
    solar_kwh: today.solar.kwh,
    solar_score: today.solar.breakdown.score,
    drive_score: today.drive.score,
    sea_score: today.seaResult.score,
    score_label: scoreLabel(today.van.score as number, profile.labels),
    condensation_risk: plans.condensation.risk,
    awning_status: plans.awning.status,
    drive_window: window ? { start: dateTime(window.startMs) as string, end: dateTime(window.endMs) as string } : null,
    best_move_day: plans.best,
    recommendations: recommend(plans.recommendationInputs, profile).map((r) => ({
      type: r.type,
      key: r.key,
      params: { ...r.params },
    })),
    fetched_at: input.fetchedAt,
  };
}
