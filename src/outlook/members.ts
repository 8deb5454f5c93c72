/**
 * Every member of an ensemble answer scored by the engine that scores a deterministic forecast: each member
 * normalized as `{ member: n }` reads it, put on the location's days, and its days scored by `scoreDays`, the step
 * that scores a VanSkyCountry record's days. The marine answer, read once, is every member's sea, and the sun times
 * of the first member's days are every member's (an answer's members share one time axis and one place).
 */
import { stepHours } from "../adapters/daily.js";
import { type ForecastSeries, forecastOne } from "../adapters/forecast.js";
import type { NormalizeOptions } from "../adapters/options.js";
import type { MutableSeries, SeriesMemory } from "../adapters/section.js";
import { type ForecastDays, forecastOnDays, type Warn, withSea } from "../assemble/days.js";
import type { CheckedInput, CheckedOptions } from "../assemble/input.js";
import { reportInputs } from "../assemble/missing.js";
import { scoreDays } from "../assemble/scored.js";
import { rowsOnDays } from "../day/calendar.js";
import type { LocalSea } from "../day/sea.js";
import { isVanskyInputError, type VanskyInputError, type VanskyWarning } from "../errors.js";
import { MS_PER_HOUR } from "../time/civil.js";

/** One member's scores, day by day from today: van, sleep and drive, and solar (`-1`: none). */
export interface MemberScores {
  readonly member: number;
  readonly dates: readonly string[];
  readonly van: Int16Array;
  readonly sleep: Int16Array;
  readonly drive: Int16Array;
  readonly solar: Int16Array;
  /** What was imperfect in this member's run (the engine's warnings). */
  readonly warnings: readonly VanskyWarning[];
}

/** A member left out, and why (a sentence for the `MEMBER_LEFT_OUT` warning). */
export interface LeftOut {
  readonly member: number;
  readonly why: string;
}

/** What scoring the members gives: each scored member's days, the members left out, the first error of today. */
export interface ScoredMembers {
  readonly scored: readonly MemberScores[];
  readonly leftOut: readonly LeftOut[];
  /** Why today could not be scored for the first member it failed for (thrown when no member is scored). */
  readonly firstError: VanskyInputError | null;
}

/**
 * How many days from today to score: today, then each following day the hourly axis covers whole up to its hour
 * `lastIndex` (default its last), every stamp of the local day from 00:00 to its last hour (Open-Meteo's daily rule,
 * open-meteo.md §5), so that no day of an answer that ends inside it (a GMT answer's last local day, or values that
 * stop) is scored from part of its hours.
 */
export function wholeDaysFromToday(
  { forecast, todayIndex }: ForecastDays,
  hourly: ForecastSeries["hourly"],
  lastIndex = Number.POSITIVE_INFINITY,
): number {
  const days = forecast.calendar.days;
  const t = hourly?.timeMs;
  if (!t || t.length === 0) return 1;
  const firstMs = t[0] as number;
  const lastMs = t[Math.max(0, Math.min(t.length - 1, lastIndex))] as number;
  const stepMs = stepHours(t) * MS_PER_HOUR;
  let n = 1;
  for (let k = todayIndex + 1; k < days.length; k++) {
    const day = days[k] as (typeof days)[number];
    if (day.startMs < firstMs || day.endMs - stepMs > lastMs) break;
    n++;
  }
  return n;
}

/** The sun times of one member's days, by the daily row of the answer each day is read from. */
export interface SunTimes {
  readonly rowsMs: Float64Array;
  readonly rows: Int32Array;
  readonly days: readonly { readonly sunriseMs: number; readonly sunsetMs: number; readonly daylightS: number }[];
}

/** The sun times of `days` (a member's, as the day layer computed them) on the rows of its daily section. */
function sunTimesOf(days: ForecastDays, daily: ForecastSeries["daily"]): SunTimes | null {
  if (!daily) return null;
  const { rows } = rowsOnDays(days.forecast.calendar.days, daily.timeMs);
  return { rowsMs: Float64Array.from(daily.timeMs), rows, days: days.forecast.days };
}

/**
 * Writes `sun` into a later member's daily sunrise, sunset and daylight where that member has none (an ensemble
 * answer has no daily section): the day layer then takes them as the answer's own, which it does only where they
 * are the day's (`sunTimes`), so each day gets the very times it would have computed, without computing them again.
 */
export function lendSunTimes(sun: SunTimes | null, daily: ForecastSeries["daily"]): void {
  if (!sun || !daily || daily.coverage.sunriseMs > 0 || daily.coverage.daylightS > 0) return;
  const t = daily.timeMs;
  if (t.length !== sun.rowsMs.length || t.some((ms, i) => ms !== sun.rowsMs[i])) return;
  const { sunriseMs, sunsetMs, daylightS } = (daily as MutableSeries<"sunriseMs" | "sunsetMs" | "daylightS">).columns;
  sun.days.forEach((day, k) => {
    const row = sun.rows[k] as number;
    if (row < 0) return;
    sunriseMs[row] = day.sunriseMs;
    sunsetMs[row] = day.sunsetMs;
    daylightS[row] = day.daylightS;
  });
}

/** One member's days scored; `null` when today cannot be scored from it (its error goes to `failed`). */
function scoreMember(
  member: number,
  input: CheckedInput,
  options: CheckedOptions,
  shared: { sea: (days: ForecastDays) => LocalSea | null; sun: SunTimes | null; lastIndex: number },
  memory: SeriesMemory,
  failed: (error: VanskyInputError) => void,
): { scores: MemberScores | null; sun: SunTimes | null } {
  const warnings: VanskyWarning[] = [];
  const warn: Warn = (code, path, message) => warnings.push({ code, path, message });
  const { profile, strictDays } = options;
  // Object.assign, not { ...normalize, member }: a spread that adds a field kept the young generation's objects alive
  // (docs/performance.md, "Spreads and the young generation")
  const normalize: NormalizeOptions = Object.assign({}, options.normalize, { member });
  const forecast = forecastOne(input.forecast, normalize, "", memory);
  reportInputs(forecast, warn, true);
  lendSunTimes(shared.sun, forecast.daily);
  const days = forecastOnDays(input, forecast, profile, strictDays, memory, warn);
  const sun = shared.sun ?? sunTimesOf(days, forecast.daily);
  const local = withSea(days, shared.sea(days));
  let scored: ReturnType<typeof scoreDays>;
  try {
    scored = scoreDays(local, profile, false, warn, wholeDaysFromToday(days, forecast.hourly, shared.lastIndex));
  } catch (error) {
    if (!isVanskyInputError(error) || error.code !== "NO_TEMPERATURE") throw error;
    failed(error);
    return { scores: null, sun };
  }
  const n = scored.length;
  const out = {
    member,
    dates: scored.map((s) => s.day.date),
    van: new Int16Array(n),
    sleep: new Int16Array(n),
    drive: new Int16Array(n),
    solar: new Int16Array(n),
    warnings,
  };
  scored.forEach((s, k) => {
    out.van[k] = s.van.score as number;
    out.sleep[k] = s.sleep.score as number;
    out.drive[k] = s.drive.score as number;
    out.solar[k] = s.solar.breakdown.score ?? -1;
  });
  return { scores: out, sun };
}

/**
 * The runs `members` of the answer scored, in member order, up to the answer's hour `lastIndex`: one whose today
 * cannot be scored (NO_TEMPERATURE) is left out. `sea` gives the marine conditions on the members' days (computed
 * once). Any other input error (a unit, a length, a time) is the answer's and is thrown.
 */
export function scoreMembers(
  members: readonly number[],
  input: CheckedInput,
  options: CheckedOptions,
  shared: { sea: (days: ForecastDays) => LocalSea | null; lastIndex: number },
  memory: SeriesMemory,
): ScoredMembers {
  const scored: MemberScores[] = [];
  const leftOut: LeftOut[] = [];
  let firstError: VanskyInputError | null = null;
  let sun: SunTimes | null = null;
  for (const member of members) {
    const failed = (error: VanskyInputError) => {
      firstError ??= error;
      leftOut.push({ member, why: `today not scorable: ${error.problem}` });
    };
    // the shared fields written out, not { ...shared, sun } (docs/performance.md, "Spreads and the young generation")
    const run = scoreMember(
      member,
      input,
      options,
      { sea: shared.sea, lastIndex: shared.lastIndex, sun },
      memory,
      failed,
    );
    sun = run.sun;
    if (run.scores) scored.push(run.scores);
  }
  return { scored, leftOut, firstError };
}
