import type { ScoreOptions } from "../assemble/input.js";
import type { VanskyWarningCode } from "../errors.js";
import type { ScoreLabel } from "../scores/label.js";

/**
 * A score's spread over an ensemble's members: integer quantiles 0-100 by the nearest-rank rule (the smallest member
 * value with at least that share of members at or below it; Hyndman & Fan 1996, definition 1), so every quantile is
 * one member's own score.
 */
export interface ScoreQuantiles {
  /** The lowest member score. */
  min: number;
  /** 10th percentile. */
  p10: number;
  /** 25th percentile (lower quartile). */
  p25: number;
  /** Median (the lower of the two middle scores for an even member count). */
  p50: number;
  /** 75th percentile (upper quartile). */
  p75: number;
  /** 90th percentile. */
  p90: number;
  /** The highest member score. */
  max: number;
}

/** How sure the day's label is, from the share of members on it (profile `outlook`: 0.9 and 0.66 by default). */
export type Confidence = "high" | "medium" | "low";

/** One local day of an outlook: its scores' spread over the members and the odds they give. */
export interface OutlookDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The van score over the members. */
  van: ScoreQuantiles;
  /** The sleep score over the members. */
  sleep: ScoreQuantiles;
  /** The drive score over the members. */
  drive: ScoreQuantiles;
  /** The solar score over the members that have one; null when none has (no radiation in the answer). */
  solar: ScoreQuantiles | null;
  /** Share of members whose van score has each label (three decimals; the five sum to 1 within rounding). */
  label_probability: Record<ScoreLabel, number>;
  /** The label most members have; a tie goes to the worse label. */
  label: ScoreLabel;
  /** Share of members with a van score of at least `labels.comfortable` (60): a good day to stay. */
  p_good: number;
  /** Share of members with a drive score of at least `labels.comfortable` (60): a good day to drive. */
  p_drive: number;
  /** `high` when the label's share reaches `outlook.highConfidence`, `medium` from `mediumConfidence`, else `low`. */
  confidence: Confidence;
}

/**
 * A country's outlook (an extension beside the contract's records, not one of them): each local day from today to
 * the answer's last whole day, scored for every member of an Ensemble API answer by the engine that scores
 * `VanSkyCountry` records, with the spread and odds the members give. The odds are raw member shares: an ensemble is
 * usually too sure near the surface, most at short leads, so a share is not a calibrated probability. The sea
 * (marine answer) is deterministic: one marine answer serves every member.
 */
export interface VanSkyOutlook {
  /** ISO 3166-1 alpha-2, upper case (or the point id given as `code`). */
  code: string;
  /** When the ensemble answer was fetched, as given in the input (`fetchedAt`), else null. */
  fetched_at: string | null;
  /** The ensemble model (`gem_global`), as given in the options or named by the answer's keys; else null. */
  model: string | null;
  /** How many members the odds are shares of (the answer's members less those left out, see `warnings`). */
  members: number;
  /** Today and each following day the answer covers whole. */
  days: OutlookDay[];
  /**
   * From tomorrow on, the day with the largest share of members good both to drive and to stay (drive and van score
   * at least `labels.comfortable`), the earliest of equals, with that share; null when no day reaches
   * `outlook.bestMoveDayFloor` (half the members).
   */
  best_move_day: {
    /** The local date, `YYYY-MM-DD`. */
    date: string;
    /** Share of members good both to drive and to stay that day (three decimals). */
    probability: number;
  } | null;
  /** What was imperfect in the answer, and members left out (`MEMBER_LEFT_OUT`): `VanskyWarning`s. */
  warnings: {
    /** What kind of imperfection. */
    code: VanskyWarningCode;
    /** Where in the input (`hourly.temperature_2m_member04`, `marine`). */
    path: string;
    /** A sentence a person can act on. */
    message: string;
  }[];
}

/**
 * Options of `outlookCountry`: those of `scoreCountry` (the profile, warnings, `strictDays`, `model` to pick one
 * model of several, size limits) but `member`: an outlook reads every member.
 */
export type OutlookOptions = Omit<ScoreOptions, "member">;
