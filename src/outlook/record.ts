/**
 * The record beside the outlook: the deterministic forecast a place's record is scored from, scored by
 * `scoreCountry` with the outlook's `now`, so that the outlook can weigh the record's own verdicts into its first
 * days, show them beside its members', and measure the place's gust factor for members without gusts.
 */
import { forecastOne } from "../adapters/forecast.js";
import type { SeriesMemory } from "../adapters/section.js";
import { scoreCountry } from "../assemble/country.js";
import type { Warn } from "../assemble/days.js";
import type { CheckedOptions } from "../assemble/input.js";
import { isVanskyInputError } from "../errors.js";
import type { Profile } from "../profile/index.js";
import { type GustFactor, gustFactorOf } from "./gusts.js";
import type { OutlookInput, RecordDay } from "./types.js";

/** What the record's deterministic forecast gives the outlook. */
export interface RecordSide {
  /** The record's scores and label by local date. */
  readonly days: ReadonlyMap<string, Omit<RecordDay, "weight">>;
  /** The place's gust factor (its highest gusts over its highest winds), null when it has no gusts or wind. */
  readonly gusts: GustFactor | null;
}

/**
 * The record of `input.deterministic` (scored as `scoreCountry` scores it, the same place, marine answer and `now`)
 * and its gust factor; null without a deterministic answer, or, with a `RECORD_REJECTED` warning, for one that cannot
 * be scored (the outlook is then made without the record).
 */
export function recordSide(
  input: OutlookInput,
  options: CheckedOptions,
  memory: SeriesMemory,
  warn: Warn,
): RecordSide | null {
  const { deterministic, ...place } = input;
  if (deterministic === undefined || deterministic === null) return null;
  try {
    const record = scoreCountry(
      { ...place, forecast: deterministic },
      { profile: options.profile, strictDays: options.strictDays },
    );
    const days = new Map(
      record.forecast.map((d) => [d.date, { van: d.van_score, drive: d.drive_score, label: d.score_label }]),
    );
    return { days, gusts: gustFactorOf(forecastOne(deterministic, {}, "deterministic", memory).hourly) };
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    const where = error.path ? `${error.path}: ` : "";
    warn("RECORD_REJECTED", "deterministic", `${where}${error.problem}: the outlook is made without the record`);
    return null;
  }
}

/** The record's day on `date` at lead day `lead` (0 today), with its weight in the probabilities; null without one. */
export function recordDayOn(side: RecordSide | null, date: string, lead: number, profile: Profile): RecordDay | null {
  const day = side?.days.get(date);
  if (!day) return null;
  return { ...day, weight: profile.outlook.recordWeightByLead[lead] ?? 0 };
}
