import { forecastOne } from "../adapters/forecast.js";
import { marineOne } from "../adapters/marine.js";
import type { NormalizeOptions } from "../adapters/options.js";
import { ScratchMemory } from "../adapters/section.js";
import { parseWallTimeMs } from "../adapters/time.js";
import { type AwningResult, awningStatus } from "../classify/awning.js";
import { type CondensationResult, condensationRisk } from "../classify/condensation.js";
import { getCountry } from "../countries/index.js";
import { VanskyInputError } from "../errors.js";
import { apparentTemperatureC } from "../physics/apparent-temperature.js";
import { peakSunHours } from "../physics/solar.js";
import { bestMoveDay } from "../plan/best-move-day.js";
import { driveWindow, drivingHours } from "../plan/drive-window.js";
import { defaultProfile, type Profile } from "../profile/index.js";
import { type RecommendationInputs, recommend } from "../recommend/rules.js";
import type { ScoreBreakdown } from "../scores/breakdown.js";
import { type DayWeather, forecastDays, seaDay } from "../scores/day.js";
import { driveScore } from "../scores/drive.js";
import { scoreLabel } from "../scores/label.js";
import { seaScore } from "../scores/sea.js";
import { sleepScore } from "../scores/sleep.js";
import { solarScore } from "../scores/solar.js";
import { vanScore } from "../scores/van.js";
import { formatDate, formatDateTime, MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";
import { offsetsWithin } from "../time/zone.js";
import type { ForecastDay, VanSkyCountry } from "./types.js";

/** One country to score. */
export interface CountryInput {
  /** ISO 3166-1 alpha-2; region, coast and zone come from the country table unless given. */
  readonly code: string;
  /** An Open-Meteo forecast response. */
  readonly forecast: unknown;
  /** An Open-Meteo marine response; null or absent for landlocked countries. */
  readonly marine?: unknown;
  /** The instant that defines "today" and "current": ISO 8601 (an offset-less time is the forecast's local time), epoch ms or a Date; default the response's current time, else its first day. */
  readonly now?: string | number | Date;
  /** When the forecast was fetched, a date-time string, copied to `fetched_at`; default null. */
  readonly fetchedAt?: string | null;
  /** The service's region, for a code the country table does not know (a grid point). */
  readonly region?: string;
  /** Whether the place is coastal, likewise (decides whether `marine` is read). */
  readonly is_coastal?: boolean;
}

/**
 * Options of `scoreCountry`: the profile, and the adapter's options (`model` to pick one weather model of several;
 * `maxDays` and `maxHours`, the largest input accepted per location, default 366 days and 366 × 24 hours, beyond
 * which a response is a TOO_LARGE error rather than memory an API server spends). The van itself is part of the
 * profile: sleepers and air volume (`condensation.occupants`, `condensation.volumeM3`), the awning's EN 13561 wind
 * class (`awning.windClass`) and the panel model (`solar.pv`). Panel size changes nothing: `solar_kwh` is per kW of
 * panel by contract.
 */
export interface ScoreOptions extends NormalizeOptions {
  /** The model's thresholds and van parameters, from `defineProfile`; default `defaultProfile`. */
  readonly profile?: Profile;
}

/** The breakdowns behind one day's scores. */
export interface DayExplanation {
  /** Local date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The van score's breakdown. */
  readonly van: ScoreBreakdown;
  /** The sleep score's breakdown. */
  readonly sleep: ScoreBreakdown;
  /** The drive score's breakdown. */
  readonly drive: ScoreBreakdown;
  /** The solar score's breakdown. */
  readonly solar: ScoreBreakdown;
  /** The sea score's breakdown (score null without marine data). */
  readonly sea: ScoreBreakdown;
}

/** Why a record is what it is: every score's components and caps, and the values that decided each classification. */
export interface CountryExplanation {
  /** The record, exactly as `scoreCountry` returns it. */
  readonly record: VanSkyCountry;
  /** The instant that defined "today", as a date-time with the location's offset. */
  readonly now: string;
  /** Today's breakdowns, condensation model, awning checks, the hours the drive window weighed, and the rule inputs. */
  readonly today: DayExplanation & {
    /** Tonight's condensation model with every intermediate value. */
    readonly condensation: CondensationResult;
    /** The awning decision and the checks that failed. */
    readonly awning: AwningResult;
    /** Today's driving daylight hour by hour (`reason` null when safe), start and end as date-times. */
    readonly drivingHours: readonly {
      /** Start of the hour (or of the daylight within it), a date-time with the location's offset. */
      readonly start: string;
      /** End, likewise. */
      readonly end: string;
      /** Why the hour is unsafe (`unsafeHourReason`), null when it is safe. */
      readonly reason: string | null;
    }[];
    /** What the recommendation rules read. */
    readonly recommendationInputs: RecommendationInputs;
  };
  /** The breakdowns of every day in `record.forecast`, in the same order. */
  readonly days: readonly DayExplanation[];
}

const round = (x: number, decimals: number): number | null => {
  if (!Number.isFinite(x)) return null;
  const f = 10 ** decimals;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
};

/**
 * The instant `now` names, epoch ms, or NaN when it names none: an ISO 8601 time with `Z` or an offset, an
 * offset-less `YYYY-MM-DD[THH:MM[:SS]]` read as wall time at UTC offset `offsetS` (NaN when no offset is known, so
 * that only times with their own offset count), epoch ms or a Date. `scoreCountry`'s check of `now` (BAD_OPTION
 * when not finite), shared with the command line's `--now`.
 */
export function instantMs(now: unknown, offsetS: number): number {
  if (now instanceof Date) return now.getTime();
  if (typeof now === "number") return now;
  if (typeof now !== "string") return Number.NaN;
  return /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(now) ? Date.parse(now) : parseWallTimeMs(now) - offsetS * 1000;
}

function resolveNow(now: CountryInput["now"], fallbackMs: number, offsetS: number): number {
  if (now === undefined) return fallbackMs;
  const ms = instantMs(now, offsetS);
  if (!Number.isFinite(ms)) throw new VanskyInputError("BAD_OPTION", "now", `not an instant: ${String(now)}`);
  return ms;
}

/** Zone names that are not a place's zone: what Open-Meteo answers when asked for GMT or UTC rather than `auto`. */
const UNIVERSAL_ZONES = new Set(["GMT", "UTC", "Etc/GMT", "Etc/UTC"]);

/**
 * The IANA zone the record's date-times are written in: the response's own (the location's, with `timezone=auto`),
 * else, for a response in GMT or without a zone, the country's; "" falls back to the response's fixed offset.
 */
function localZone(responseZone: string | null, countryZone: string | undefined): string {
  if (responseZone !== null && !UNIVERSAL_ZONES.has(responseZone)) return responseZone;
  return countryZone ?? responseZone ?? "";
}

/**
 * The complete VanSkyCountry record of one country (contract §2.7): today's weather and marine snapshot, the
 * forecast from today (at most 7 days with data), today's scores and label, condensation risk, awning status, the
 * drive window, the best move day and recommendations. Date-times carry the location's real UTC offset at that
 * instant (from the response's IANA zone, else the country's), so a sunrise after a clock change has the new one;
 * dates are local `YYYY-MM-DD`. Deterministic: no clock, no machine time zone.
 *
 * @throws VanskyInputError for malformed responses, an unknown country without region and coast, or a `now`
 * outside the forecast's days.
 *
 * @example
 * ```ts
 * import { scoreCountry } from "vansky";
 *
 * // forecastJson and marineJson: parsed Open-Meteo responses for Lisbon and the sea off it (timezone=auto)
 * const record = scoreCountry({ code: "PT", forecast: forecastJson, marine: marineJson, now: "2026-07-15T12:00:00Z" });
 * record.van_score;     // 0-100
 * record.weather.sunrise; // "2026-07-15T06:23:00+01:00"
 * ```
 */
export function scoreCountry(input: CountryInput, options: ScoreOptions = {}): VanSkyCountry {
  return evaluate(input, options, false).record;
}

/**
 * `scoreCountry`'s record together with the reasons behind it (`CountryExplanation`): for "why is Portugal 62
 * today?", the van score's components (input, rating, weight), bonus and caps, and likewise for every other score,
 * classification and day. Same errors as `scoreCountry`.
 *
 * @example
 * ```ts
 * import { explainCountry } from "vansky";
 *
 * // forecastJson: a parsed Open-Meteo forecast for Abu Dhabi in July
 * const { record, today } = explainCountry({ code: "AE", forecast: forecastJson, now: "2026-07-15T12:00:00Z" });
 * record.van_score;     // 19
 * today.van.components; // [{ name: "thermal", input: 49.2, rating: 0, weight: 0.35 }, …]
 * today.van.caps;       // [{ name: "heat", input: 49.2, threshold: 32.2, cap: 59 }, …, { name: "extreme_heat", … }]
 * today.awning.reasons; // [{ name: "gusts", value: 32.5, threshold: 28, status: "caution" }, …]
 * ```
 */
export function explainCountry(input: CountryInput, options: ScoreOptions = {}): CountryExplanation {
  return evaluate(input, options, true) as CountryExplanation;
}

/**
 * The normalized responses' memory, reused by every call: a record is assembled before the next response is
 * normalized, and nothing of the series outlives the call.
 */
const scratch = new ScratchMemory();

function evaluate(
  input: CountryInput,
  options: ScoreOptions,
  explain: boolean,
): { record: VanSkyCountry } | CountryExplanation {
  const profile = options.profile ?? defaultProfile;
  if (typeof input !== "object" || input === null)
    throw new VanskyInputError("BAD_OPTION", "input", "expected an object {code, forecast, marine?, now?}");
  if (typeof input.code !== "string" || input.code.length === 0)
    throw new VanskyInputError("BAD_OPTION", "code", "expected a country code (ISO 3166-1 alpha-2) or a point id");
  if (input.region !== undefined && typeof input.region !== "string")
    throw new VanskyInputError("BAD_OPTION", "region", "expected a lower-case region name");
  if (input.is_coastal !== undefined && typeof input.is_coastal !== "boolean")
    throw new VanskyInputError("BAD_OPTION", "is_coastal", "expected a boolean");
  if (input.fetchedAt != null && typeof input.fetchedAt !== "string")
    throw new VanskyInputError("BAD_OPTION", "fetchedAt", "expected a date-time string or null");
  const country = getCountry(input.code);
  const region = input.region ?? country?.region;
  const isCoastal = input.is_coastal ?? country?.is_coastal;
  if (region === undefined || isCoastal === undefined) {
    throw new VanskyInputError(
      "BAD_OPTION",
      "code",
      `unknown country ${JSON.stringify(input.code)}: give region and is_coastal`,
    );
  }
  if (Array.isArray(input.forecast))
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", "forecast", "one location expected, got an array");
  const forecast = forecastOne(input.forecast, options, "", scratch);
  const marineInput = isCoastal ? input.marine : null;
  if (Array.isArray(marineInput))
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", "marine", "one location expected, got an array");
  const marine = marineInput != null ? marineOne(marineInput, options, "", scratch) : null;
  const days = forecastDays(forecast);
  if (days.length === 0) throw new VanskyInputError("MISSING_SECTION", "forecast", "no daily or hourly data to score");
  const offsetS = forecast.utcOffsetSeconds;
  const nowMs = resolveNow(input.now, forecast.current?.timeMs ?? (days[0]?.dateMs as number), offsetS);
  const todayIndex = days.findIndex((d) => d.dateMs <= nowMs && nowMs < d.dateMs + MS_PER_DAY);
  if (todayIndex < 0) {
    throw new VanskyInputError("BAD_TIME", "now", `${new Date(nowMs).toISOString()} lies outside the forecast's days`);
  }
  const zone = localZone(forecast.timezone, country?.timezone);
  const lastDayMs = (days[days.length - 1] as DayWeather).dateMs;
  const offsetAt = offsetsWithin(zone, (days[todayIndex] as DayWeather).dateMs, lastDayMs + MS_PER_DAY, offsetS);
  const dateTime = (ms: number) => (Number.isFinite(ms) ? formatDateTime(ms, offsetAt(ms)) : null);

  const scored = days.slice(todayIndex).map((day) => {
    const sea = seaDay(marine, day.dateMs);
    const seaResult = seaScore(sea, profile, { explain });
    const solar = solarScore(day, profile, { explain });
    const van = vanScore(day, { seaScore: seaResult.score, solarScore: solar.breakdown.score }, profile, { explain });
    const sleep = sleepScore(day, profile, { explain });
    return { day, sea, seaResult, solar, van, sleep, drive: driveScore(day, profile, { explain }) };
  });
  const forecastDaysOut: ForecastDay[] = [];
  const explained: typeof scored = [];
  for (const s of scored) {
    if (forecastDaysOut.length === 7 || s.van.score === null || s.sleep.score === null || s.drive.score === null)
      continue;
    explained.push(s);
    forecastDaysOut.push({
      date: formatDate(s.day.dateMs + offsetS * 1000),
      van_score: s.van.score,
      sleep_score: s.sleep.score,
      temp_day: round(s.day.tempMaxC, 1),
      temp_night: round(s.day.tempMinC, 1),
      solar_kwh: s.solar.kwh,
      weather_code: round(s.day.weatherCode, 0),
      score_label: scoreLabel(s.van.score, profile.labels),
      drive_score: s.drive.score,
    });
  }
  const today = scored[0];
  if (!today || today.van.score === null || today.sleep.score === null || forecastDaysOut.length === 0) {
    throw new VanskyInputError("MISSING_SECTION", "forecast", "today has no temperature to score");
  }
  const best = bestMoveDay(forecastDaysOut) as ForecastDay;
  const day = today.day;
  const window = driveWindow(forecast, day.dateMs, nowMs, profile);
  const condensation = condensationRisk(day, profile);
  const awning = awningStatus(day, profile);
  const current = forecast.current?.values;
  const currentFeels = current
    ? Number.isNaN(current.apparentTemperatureC)
      ? apparentTemperatureC(
          current.temperatureC,
          current.relativeHumidityPct,
          current.windSpeedKmh,
          current.shortwaveWm2,
        )
      : current.apparentTemperatureC
    : Number.NaN;
  const localHours = (ms: number) =>
    round((ms + offsetAt(ms) * 1000 - day.dateMs - offsetS * 1000) / MS_PER_HOUR, 2) ?? 0;
  const pick = (a: number | undefined, b: number) => (a !== undefined && !Number.isNaN(a) ? a : b);

  const recommendationInputs: RecommendationInputs = {
    day,
    sea: today.sea,
    condensation,
    awning,
    solarKwh: today.solar.kwh,
    solarScore: today.solar.breakdown.score,
    driveWindowHours: window ? { start: localHours(window.startMs), end: localHours(window.endMs) } : null,
    bestMoveDay: { daysAhead: forecastDaysOut.indexOf(best), driveScore: best.drive_score },
  };
  const record: VanSkyCountry = {
    code: input.code.toUpperCase(),
    is_coastal: isCoastal,
    region,
    weather: {
      temp_day: round(day.tempMaxC, 1),
      temp_night: round(day.tempMinC, 1),
      feels_like_day: round(day.apparentMaxC, 1),
      feels_like_night: round(day.apparentMinC, 1),
      temp_current: round(current?.temperatureC ?? Number.NaN, 1),
      feels_like_current: round(currentFeels, 1),
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
      humidity: round(pick(current?.relativeHumidityPct, day.humidityMeanPct), 0),
      cloud_cover: round(pick(current?.cloudCoverPct, day.cloudPct), 0),
    },
    marine: today.sea
      ? {
          sea_temp: round(today.sea.seaTempC, 1),
          wave_height: round(today.sea.waveHeightMaxM, 2),
          wave_dir: round(today.sea.waveDirectionDeg, 0),
          wave_period: round(today.sea.wavePeriodMaxS, 1),
        }
      : null,
    forecast: forecastDaysOut,
    van_score: today.van.score,
    sleep_score: today.sleep.score,
    solar_kwh: today.solar.kwh,
    solar_score: today.solar.breakdown.score,
    drive_score: today.drive.score,
    sea_score: today.seaResult.score,
    score_label: scoreLabel(today.van.score, profile.labels),
    condensation_risk: condensation.risk,
    awning_status: awning.status,
    drive_window: window ? { start: dateTime(window.startMs) as string, end: dateTime(window.endMs) as string } : null,
    best_move_day: best,
    recommendations: recommend(recommendationInputs, profile).map((r) => ({
      type: r.type,
      key: r.key,
      params: { ...r.params },
    })),
    fetched_at: input.fetchedAt ?? null,
  };
  if (!explain) return { record };
  const explainDay = (s: (typeof scored)[number]): DayExplanation => ({
    date: formatDate(s.day.dateMs + offsetS * 1000),
    van: s.van,
    sleep: s.sleep,
    drive: s.drive,
    solar: s.solar.breakdown,
    sea: s.seaResult,
  });
  return {
    record,
    now: dateTime(nowMs) as string,
    today: {
      ...explainDay(today),
      condensation,
      awning,
      drivingHours: drivingHours(forecast, day.dateMs, nowMs, profile).map((h) => ({
        start: dateTime(h.startMs) as string,
        end: dateTime(h.endMs) as string,
        reason: h.reason,
      })),
      recommendationInputs,
    },
    days: explained.map(explainDay),
  };
}

/**
 * `scoreCountry` for each input, in input order. The first bad input throws; to keep going past one, call
 * `scoreCountry` per input and catch `VanskyInputError`.
 *
 * @example
 * ```ts
 * import { scoreCountries, weatherListResponse } from "vansky";
 *
 * const now = "2026-07-15T12:00:00Z";
 * const records = scoreCountries(inputs.map((input) => ({ ...input, now, fetchedAt: now })));
 * const body = weatherListResponse(records, { updatedAt: now, source: "Open-Meteo" });
 * ```
 */
export function scoreCountries(inputs: Iterable<CountryInput>, options: ScoreOptions = {}): VanSkyCountry[] {
  return Array.from(inputs, (input) => scoreCountry(input, options));
}
