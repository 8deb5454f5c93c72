import type { CountryInput, ScoreOptions } from "../assemble/input.js";
import type { VanskyWarningCode } from "../errors.js";
import type { ScoreLabel } from "../scores/label.js";

/**
 * A score's spread over an ensemble's members: integer quantiles 0-100, each one member's own score, chosen by the
 * Weibull rank rule: the quantile `p` of `n` members is the member of rank round(p·(n + 1)) (1 to n, ascending;
 * Hyndman & Fan 1996, definition 6's plotting position), so that the interval between two of them covers the share
 * `outlook.coverage` says of outcomes drawn like the members: p10-p90 18/22 of outcomes with 21 members (81.8 %),
 * 26/32 with 31 (81.3 %), p25-p75 50 %. Several models pooled: each member counts by its model's weight (docs/model.md,
 * "Outlook").
 */
export interface ScoreQuantiles {
  /** The lowest member score. */
  min: number;
  /** 10th percentile: the member of rank round(0.1·(n + 1)). */
  p10: number;
  /** 25th percentile: rank round(0.25·(n + 1)). */
  p25: number;
  /** Median: rank round(0.5·(n + 1)) (the upper of the two middle scores for an even member count). */
  p50: number;
  /** 75th percentile: rank round(0.75·(n + 1)). */
  p75: number;
  /** 90th percentile: rank round(0.9·(n + 1)). */
  p90: number;
  /** The highest member score. */
  max: number;
}

/** The record's own day beside the members' (the deterministic forecast the record is scored from). */
export interface RecordDay {
  /** The record's van score of the day. */
  van: number;
  /** Its drive score. */
  drive: number;
  /** Its label. */
  label: ScoreLabel;
  /**
   * The weight the record's verdicts (van and drive at least 60) have in `p_good` and `p_drive` that day, 0-1:
   * `outlook.recordWeightByLead` of the day's lead (0.5 today, 0.375, 0.25, 0.125, then 0).
   */
  weight: number;
}

/** One local day of an outlook: its scores' spread over the members and the odds they give. */
export interface OutlookDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The van score over the members. */
  van: ScoreQuantiles;
  /** The sleep score over the members. */
  sleep: ScoreQuantiles;
  /** The drive score over the members; null when the drive cannot be seen (the outlook's `withheld` says why). */
  drive: ScoreQuantiles | null;
  /** The solar score over the members that have one; null when none has (no radiation in the answer). */
  solar: ScoreQuantiles | null;
  /** The median member's label: the label of the van score's median (`van.p50`). */
  label: ScoreLabel;
  /** How many members have each label (the five sum to `members`). */
  label_members: Record<ScoreLabel, number>;
  /** How many members have the day's `label`: the members that agree with it. */
  agreement: number;
  /** How many members have a van score of at least `labels.comfortable` (60): a good day to stay. */
  members_good: number;
  /**
   * The probability of a good day to stay: (k + 1)/(n + 2) of the members (k of n good; Laplace's rule of
   * succession, never 0 or 1), the record's verdict weighted in on days 0-3 (`record.weight`), each model of a pool
   * weighted equally; the calibrated value where the profile has a calibration (`calibration`). Three decimals.
   */
  p_good: number;
  /** How many members have a drive score of at least 60; null when the drive cannot be seen. */
  members_drive: number | null;
  /** The probability of a good day to drive, as `p_good` of the drive scores; null when the drive cannot be seen. */
  p_drive: number | null;
  /** The record's own day and its weight in `p_good`/`p_drive`; null on days the record does not have or without one. */
  record: RecordDay | null;
}

/** A variable the members did not give, estimated, and how. */
export interface EstimatedVariable {
  /** Open-Meteo's name of the variable (`wind_gusts_10m`, `precipitation`). */
  variable: string;
  /** The factor used (gusts: × the member's wind; precipitation: the peak hour × its step's mean). */
  factor: number;
  /** How, in a sentence: what was measured where. */
  method: string;
}

/** Fields an outlook leaves null, and why. */
export interface WithheldFields {
  /** The fields (`drive`, `members_drive`, `p_drive`, `best_move_day`). */
  fields: string[];
  /** Why, in a sentence a person can act on. */
  reason: string;
}

/**
 * A country's outlook (an extension beside the contract's records, not one of them): each local day from today to
 * the answer's last whole day, scored for every member of an Ensemble API answer by the engine that scores
 * `VanSkyCountry` records, with the spread and odds the members give (docs/model.md, "Outlook": every number, its
 * estimator and its coverage). The sea (marine answer) is deterministic: one marine answer serves every member.
 */
export interface VanSkyOutlook {
  /** ISO 3166-1 alpha-2, upper case (or the point id given as `code`). */
  code: string;
  /** When the ensemble answer was fetched, as given in the input (`fetchedAt`), else null. */
  fetched_at: string | null;
  /**
   * The ensemble model (`gfs_seamless`), as given in the options or named by the answer's keys, several pooled as
   * Open-Meteo's `models=` spells them (`gfs_seamless,ecmwf_ifs025`); else null.
   */
  model: string | null;
  /** How many members the days' counts are of (the answer's members less those left out, see `warnings`). */
  members: number;
  /** The members of each model pooled (one entry for one model), each model weighing equally in every probability. */
  models: {
    /** The model (`gfs_seamless`), null where the answer's keys name none and none was given. */
    model: string | null;
    /** Its members read (left-out ones not counted). */
    members: number;
  }[];
  /**
   * The share of outcomes the quantile intervals cover when the members are drawn like the outcome (a reliable
   * ensemble): (r_hi - r_lo)/(n + 1) of the Weibull ranks, e.g. 0.818, 0.5 and 0.909 for 21 members.
   */
  coverage: {
    /** Of the interval p10-p90, 0-1. */
    p10_p90: number;
    /** Of the interval p25-p75, 0-1. */
    p25_p75: number;
    /** Of the interval from the lowest member to the highest, 0-1. */
    min_max: number;
  };
  /** Variables estimated for the members (gusts from the wind, precipitation peaks of 3- or 6-hour means). */
  estimated: EstimatedVariable[];
  /** Fields left null on every day, and why (no visibility: the drive cannot be seen). */
  withheld: WithheldFields[];
  /** The calibration applied to `p_good` and `p_drive` (its name), or null: Laplace's rule, uncalibrated. */
  calibration: string | null;
  /** Today and each following day the answer covers whole. */
  days: OutlookDay[];
  /**
   * The best day to move by the record's own rule (the best drive score, then the best van score, then the earliest,
   * today included: `best_move_day` of the record) applied in each member: the day best in the most members, with how
   * many and their share (each model of a pool weighted equally); null when the drive cannot be seen.
   */
  best_move_day: {
    /** The local date, `YYYY-MM-DD`. */
    date: string;
    /** In how many members that day is the best to move. */
    members_best: number;
    /** Their share of the members (three decimals; a raw share of members, not a calibrated probability). */
    share: number;
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
 * The input of `outlookCountry`: `scoreCountry`'s (`forecast` the Ensemble API answer), and `deterministic`, the
 * forecast answer the place's record is scored from (Forecast API, same place), when there is one: its days weigh in
 * `p_good` and `p_drive` on days 0-3 and stand beside the members' (`record`), and its gusts over its wind give
 * the gust factor of members without gusts.
 */
export type OutlookInput = CountryInput & {
  /** The deterministic Forecast API answer of the same place (the record's), or null. */
  readonly deterministic?: unknown;
};

/**
 * Options of `outlookCountry`: those of `scoreCountry` (the profile, warnings, `strictDays`, `model`, size limits)
 * but `member` (an outlook reads every member); `model` may name several models of one answer, comma-separated
 * (`gfs_seamless,ecmwf_ifs025`), to pool their members.
 */
export type OutlookOptions = Omit<ScoreOptions, "member">;
