import { locationCount } from "../adapters/flatbuffers/answer.js";
import { type ForecastSeries, forecastOne } from "../adapters/forecast.js";
import { type MarineSeries, marineOne } from "../adapters/marine.js";
import { ScratchMemory, type SeriesMemory } from "../adapters/section.js";
import type { AwningResult } from "../classify/awning.js";
import type { CondensationResult } from "../classify/condensation.js";
import { isVanskyInputError, VanskyInputError, type VanskyWarning } from "../errors.js";
import { drivingHours } from "../plan/drive-window.js";
import type { RecommendationInputs } from "../recommend/rules.js";
import type { ScoreBreakdown } from "../scores/breakdown.js";
import { formatDateTime } from "../time/civil.js";
import { type LocalDays, localDays, type Warn } from "./days.js";
import {
  type CheckedInput,
  type CheckedOptions,
  type CountryInput,
  checkInput,
  checkOptions,
  type ScoreOptions,
} from "./input.js";
import { reportInputs } from "./missing.js";
import { buildRecord, forecastDay, planToday, type TodayPlans } from "./record.js";
import { MAX_FORECAST_DAYS, type ScoredDay, scoreDays } from "./scored.js";
import type { VanSkyCountry } from "./types.js";

export { type CountryInput, instantMs, type ScoreOptions } from "./input.js";

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
  /** The IANA zone the days and date-times are reckoned in (`""`: the response's fixed offset). */
  readonly timezone: string;
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
  /** What was imperfect in the input and what vansky did about it (the same `onWarning` receives). */
  readonly warnings: readonly VanskyWarning[];
}

/**
 * The normalized responses' memory, reused by every call: a record is assembled before the next response is
 * normalized, and nothing of the series outlives the call. A call made while another runs (a getter in the input
 * that scores a country) takes memory of its own, so the outer record cannot be corrupted.
 */
const scratch = new ScratchMemory();
let running = 0;

/**
 * The input's `forecast` (or the response at `path`) is one location's response, not a multi-location JSON array or
 * FlatBuffers answer; else NOT_AN_OPEN_METEO_RESPONSE.
 */
export function checkOneLocation(response: unknown, path = "forecast"): void {
  if (Array.isArray(response))
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, "one location expected, got an array");
  const locations = locationCount(response, path);
  if (locations > 1)
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, `one location expected, got ${locations}`);
}

/**
 * Step 2, the marine part: the marine response normalized, or null without one; a response that cannot be read, has
 * no data, or is given for a country that is not coastal is a warning.
 */
export function readMarine(
  input: CheckedInput,
  options: CheckedOptions,
  memory: SeriesMemory,
  warn: Warn,
): MarineSeries | null {
  if (input.marine == null) return null;
  if (!input.isCoastal) {
    warn("MARINE_IGNORED", "marine", `${input.code} is not coastal: its marine response is ignored`);
    return null;
  }
  try {
    checkOneLocation(input.marine, "marine");
    const marine = marineOne(input.marine, options.normalize, "marine", memory);
    if (!marine)
      warn("MARINE_NO_DATA", "marine", "the marine response holds no wave or sea-temperature data (a point on land?)");
    return marine;
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    warn("MARINE_REJECTED", error.path, `marine data left out: ${error.problem} [${error.code}]`);
    return null;
  }
}

/** Step 2: the responses normalized; a marine response that cannot be read, or has no data, is a warning. */
function readResponses(
  input: CheckedInput,
  options: CheckedOptions,
  memory: SeriesMemory,
  warn: Warn,
): { forecast: ForecastSeries; marine: MarineSeries | null } {
  checkOneLocation(input.forecast);
  const forecast = forecastOne(input.forecast, options.normalize, "", memory);
  return { forecast, marine: readMarine(input, options, memory, warn) };
}

/** Everything a record and its explanation are made of. */
interface Evaluation {
  readonly record: VanSkyCountry;
  readonly forecast: ForecastSeries;
  readonly local: LocalDays;
  readonly scored: readonly ScoredDay[];
  readonly plans: TodayPlans;
  readonly options: CheckedOptions;
  readonly warnings: readonly VanskyWarning[];
}

function evaluate(rawInput: unknown, rawOptions: unknown, explain: boolean): Evaluation {
  const options = checkOptions(rawOptions);
  const warnings: VanskyWarning[] = [];
  const warn: Warn = (code, path, message) => {
    const warning: VanskyWarning = { code, path, message };
    if (explain) warnings.push(warning);
    options.onWarning?.(warning);
  };
  const memory = running === 0 ? scratch : new ScratchMemory();
  running++;
  try {
    const input = checkInput(rawInput);
    const { profile } = options;
    const { forecast, marine } = readResponses(input, options, memory, warn);
    reportInputs(forecast, warn);
    const local = localDays(input, forecast, marine, profile, options.strictDays, memory, warn, MAX_FORECAST_DAYS);
    const scored = scoreDays(local, profile, explain, warn);
    const list = scored.map((s) => forecastDay(s, profile));
    const clock = local.forecast.calendar.clock;
    const plans = planToday(forecast, scored, list, clock, local.nowMs, profile, warn);
    const record = buildRecord(input, scored[0] as ScoredDay, list, plans, clock, profile);
    return { record, forecast, local, scored, plans, options, warnings };
  } finally {
    running--;
  }
}

/**
 * The complete VanSkyCountry record of one country (contract §2.7): today's weather and marine snapshot, the
 * forecast from today (at most 7 days, none without a temperature), today's scores and label, condensation risk,
 * awning status, the drive window, the best move day and recommendations. Days, nights and daylight are the
 * location's own, in its zone at its real offset at each instant (the input's `timezone`, else the response's IANA
 * zone, else the country's), whatever the response's offset: a GMT response far from Greenwich, or one across a
 * clock change, gives the same record as one asked with `timezone=auto`. Dates are local `YYYY-MM-DD`.
 * Deterministic: no clock, no machine time zone. What was imperfect in the input goes to `options.onWarning`.
 *
 * @throws VanskyInputError for malformed responses or options, an unknown country without region and coast, a
 * `now` outside the forecast's days, a today without temperature, or a marine response of other days.
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
 * classification and day, and the warnings. Same errors as `scoreCountry`.
 *
 * @example
 * ```ts
 * import { explainCountry } from "vansky";
 *
 * // forecastJson: a parsed Open-Meteo forecast for Abu Dhabi in July
 * const { record, today } = explainCountry({ code: "AE", forecast: forecastJson, now: "2026-07-15T12:00:00Z" });
 * record.van_score;     // 19
 * today.van.components; // [{ name: "thermal", input: 52.5, rating: 0, weight: 0.35 }, …]
 * today.van.caps;       // [{ name: "heat", input: 52.5, threshold: 32, cap: 59 }, …, { name: "extreme_heat", … }]
 * today.awning.reasons; // [{ name: "sustained_wind", value: 20.2, threshold: 19, status: "caution" }]
 * ```
 */
export function explainCountry(input: CountryInput, options: ScoreOptions = {}): CountryExplanation {
  const { record, forecast, local, scored, plans, options: checked, warnings } = evaluate(input, options, true);
  const clock = local.forecast.calendar.clock;
  const dateTime = (ms: number) => formatDateTime(ms, clock.offsetAt(ms));
  const explainDay = (s: ScoredDay): DayExplanation => ({
    date: s.day.date,
    van: s.van,
    sleep: s.sleep,
    drive: s.drive,
    solar: s.solar.breakdown,
    sea: s.seaResult,
  });
  const today = scored[0] as ScoredDay;
  return {
    record,
    now: dateTime(local.nowMs),
    timezone: local.zone,
    today: {
      ...explainDay(today),
      condensation: plans.condensation,
      awning: plans.awning,
      drivingHours: drivingHours(forecast, today.day, local.nowMs, checked.profile, plans.hazards).map((h) => ({
        start: dateTime(h.startMs),
        end: dateTime(h.endMs),
        reason: h.reason,
      })),
      recommendationInputs: plans.recommendationInputs,
    },
    days: scored.map(explainDay),
    warnings,
  };
}
