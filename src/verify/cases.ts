/**
 * What an outlook said and what then happened, paired: each day of each past outlook (its lead day from the
 * outlook's today, its probabilities, label counts and van quantiles) with the observation of that place and date.
 * The observation is the record's own day of the shortest lead among the records given (its day 0 when the records
 * of that date were kept: the best estimate of what the day was, in the absence of station observations).
 */
import type { VanSkyCountry } from "../assemble/types.js";
import type { OutlookDay, ScoreQuantiles, VanSkyOutlook } from "../outlook/types.js";
import type { ScoreLabel } from "../scores/label.js";

/** What a day turned out to be at a place. */
export interface Observation {
  /** The place's code (the outlook's and the record's). */
  readonly code: string;
  /** The local date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The van score 0-100. */
  readonly van: number;
  /** The drive score 0-100. */
  readonly drive: number;
  /** The label. */
  readonly label: ScoreLabel;
  /** The lead day of the record it is read from (0: the record of that very day). */
  readonly lead: number;
}

/** One forecast day paired with its observation. */
export interface VerificationCase {
  /** The outlook's code. */
  readonly code: string;
  /** The day's date. */
  readonly date: string;
  /** When the outlook was issued: its first date. */
  readonly issued: string;
  /** The day's lead from the outlook's today (0 today). */
  readonly lead: number;
  /** The outlook's member count (the ranks of its quantiles). */
  readonly members: number;
  /** The outlook's day. */
  readonly day: OutlookDay;
  /** What happened. */
  readonly observed: Observation;
}

/**
 * The observations `records` give: for each place and date, the record's day of the shortest lead (its index in the
 * record's forecast), the first record given of equal leads.
 */
export function observationsOf(records: Iterable<VanSkyCountry>): Observation[] {
  const best = new Map<string, Observation>();
  for (const record of records)
    record.forecast.forEach((day, lead) => {
      const key = `${record.code}\u0000${day.date}`;
      const known = best.get(key);
      if (known && known.lead <= lead) return;
      best.set(key, {
        code: record.code,
        date: day.date,
        van: day.van_score,
        drive: day.drive_score,
        label: day.score_label,
        lead,
      });
    });
  return [...best.values()];
}

/** Every day of `outlooks` that has an observation, paired with it, in the outlooks' order. */
export function casesOf(outlooks: Iterable<VanSkyOutlook>, observations: Iterable<Observation>): VerificationCase[] {
  const observed = new Map<string, Observation>();
  for (const o of observations) observed.set(`${o.code}\u0000${o.date}`, o);
  const cases: VerificationCase[] = [];
  for (const outlook of outlooks) {
    const issued = outlook.days[0]?.date ?? "";
    outlook.days.forEach((day, lead) => {
      const o = observed.get(`${outlook.code}\u0000${day.date}`);
      if (o)
        cases.push({ code: outlook.code, date: day.date, issued, lead, members: outlook.members, day, observed: o });
    });
  }
  return cases;
}

/** The seven published values of a day's van quantiles, ascending. */
export const quantileValues = (q: ScoreQuantiles): number[] => [q.min, q.p10, q.p25, q.p50, q.p75, q.p90, q.max];
