/**
 * `verifyOutlooks`: whether an outlook's odds meant what they said, lead day by lead day, over past outlooks and
 * what then happened (docs/model.md, "Outlook", verification); and `fitCalibration`, a recalibration fitted on the
 * earlier half of the issue dates and checked on the later half, which the profile carries
 * (`outlook.calibration`) and the outlook applies.
 */
import { calibrate } from "../outlook/calibration.js";
import type { VanSkyOutlook } from "../outlook/types.js";
import { defaultProfile, defineProfile, type Profile } from "../profile/index.js";
import type { ScoreLabel } from "../scores/label.js";
import { casesOf, type Observation, quantileValues, type VerificationCase } from "./cases.js";
import { curvesByLead } from "./recalibrate.js";
import {
  type BrierSummary,
  brierOf,
  type ProbabilityCase,
  quantileCrps,
  type RankHistogram,
  rankedProbabilityScore,
  rankHistogramOf,
} from "./scores.js";

/** The labels from worst to best: the order of the ranked probability score's categories. */
const ORDERED: readonly ScoreLabel[] = ["extreme", "harsh", "acceptable", "comfortable", "ideal"];

/** One lead day's verification. */
export interface LeadVerification {
  /** The lead day (0: the outlook's today). */
  readonly lead: number;
  /** How many forecast days of that lead have an observation. */
  readonly count: number;
  /** `p_good` against van scores of at least 60. */
  readonly pGood: BrierSummary;
  /** `p_drive` against drive scores of at least 60 (days with a p_drive). */
  readonly pDrive: BrierSummary;
  /** Mean ranked probability score of the label's member counts (0 best, 1 worst); null without days. */
  readonly rps: number | null;
  /** Mean CRPS of the van quantiles, score points (0 best); null without days. */
  readonly crps: number | null;
  /** The van score's rank histogram by the quantiles' ranks, and whether the members are too sure. */
  readonly rank: RankHistogram;
}

/** A verification of outlooks: per lead day, and how many cases it rests on. */
export interface OutlookVerification {
  /** Per lead day, from 0. */
  readonly leads: LeadVerification[];
  /** Forecast days paired with an observation. */
  readonly cases: number;
}

const good = (score: number) => score >= defaultProfile.labels.comfortable;
const average = (xs: readonly number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/** The `p_good` and `p_drive` cases of `cases` (days without a p_drive left out of the latter). */
function probabilityCases(cases: readonly VerificationCase[]): { good: ProbabilityCase[]; drive: ProbabilityCase[] } {
  return {
    good: cases.map((c) => ({ p: c.day.p_good, happened: good(c.observed.van) })),
    drive: cases.flatMap((c) =>
      c.day.p_drive === null ? [] : [{ p: c.day.p_drive, happened: good(c.observed.drive) }],
    ),
  };
}

/** One lead's verification from its cases. */
function leadOf(lead: number, cases: readonly VerificationCase[]): LeadVerification {
  const { good: pGood, drive: pDrive } = probabilityCases(cases);
  return {
    lead,
    count: cases.length,
    pGood: brierOf(pGood),
    pDrive: brierOf(pDrive),
    rps: average(
      cases.map((c) =>
        rankedProbabilityScore(
          ORDERED.map((l) => c.day.label_members[l] / c.members),
          ORDERED.indexOf(c.observed.label),
        ),
      ),
    ),
    crps: average(cases.map((c) => quantileCrps(quantileValues(c.day.van), c.observed.van))),
    rank: rankHistogramOf(cases.map((c) => ({ n: c.members, values: quantileValues(c.day.van), y: c.observed.van }))),
  };
}

/** `cases` by lead day, 0 to the longest lead. */
function byLead(cases: readonly VerificationCase[]): VerificationCase[][] {
  const leads: VerificationCase[][] = [];
  for (const c of cases) {
    const lead = leads[c.lead] ?? [];
    lead.push(c);
    leads[c.lead] = lead;
  }
  return Array.from({ length: leads.length }, (_, k) => leads[k] ?? []);
}

/**
 * The verification of `outlooks` against `observations` (`observationsOf(records)`): per lead day, the Brier score,
 * skill and reliability table of `p_good` and `p_drive`, the ranked probability score of the label, the CRPS of the
 * van quantiles and the van score's rank histogram with its verdict (over-confident when observations fall outside
 * p10-p90 more often than the members' ranks allow, by more than three binomial standard errors).
 */
export function verifyOutlooks(
  outlooks: Iterable<VanSkyOutlook>,
  observations: Iterable<Observation>,
): OutlookVerification {
  const cases = casesOf(outlooks, observations);
  return { leads: byLead(cases).map((c, lead) => leadOf(lead, c)), cases: cases.length };
}

/** The Brier scores of a lead's held-out probabilities, as published and recalibrated. */
export interface HeldOutLead {
  /** The lead day (0: the outlook's today). */
  readonly lead: number;
  /** How many held-out forecast days of that lead have an observation. */
  readonly count: number;
  /** The Brier score of `p_good` on them. */
  readonly pGood: {
    /** Of the probabilities as published (null without a case). */
    readonly raw: number | null;
    /** Of the probabilities through the fitted curve (null without a case). */
    readonly recalibrated: number | null;
  };
  /** The Brier score of `p_drive` on them. */
  readonly pDrive: {
    /** Of the probabilities as published (null without a case). */
    readonly raw: number | null;
    /** Of the probabilities through the fitted curve (null without a case). */
    readonly recalibrated: number | null;
  };
}

/** A fitted calibration, what it was fitted on, and how it does on the days not used to fit it. */
export interface FittedCalibration {
  /** The profile's `outlook.calibration` (`defineProfile({ outlook: { calibration } })`). */
  readonly calibration: Profile["outlook"]["calibration"];
  /** The issue dates fitted on (the earlier half) and held out (the later half). */
  readonly fittedOn: readonly string[];
  /** The issue dates held out to check the fit on (the later half). */
  readonly heldOut: readonly string[];
  /** Per lead day, the Brier scores of the held-out days, raw and recalibrated. */
  readonly leads: readonly HeldOutLead[];
  /** Cases left out of the fit: their outlooks were calibrated already. */
  readonly skipped: number;
}

/**
 * A recalibration of `p_good` and `p_drive` per lead day (logistic, `recalibrationCurve`), fitted on the outlooks of the
 * earlier half of the issue dates (outlooks already calibrated left out) and verified on the later half: the Brier
 * score of each lead's held-out probabilities as published and through the fitted curves. `name` names it in the
 * outlooks it calibrates.
 */
export function fitCalibration(
  outlooks: Iterable<VanSkyOutlook>,
  observations: Iterable<Observation>,
  name: string,
): FittedCalibration {
  const all = [...outlooks];
  const raw = all.filter((o) => o.calibration === null);
  const cases = casesOf(raw, observations);
  const dates = [...new Set(cases.map((c) => c.issued))].sort();
  const cut = Math.ceil(dates.length / 2);
  const fittedOn = dates.slice(0, cut);
  const fitted = new Set(fittedOn);
  const fit = byLead(cases.filter((c) => fitted.has(c.issued)));
  const calibration = {
    name,
    pGood: curvesByLead(fit.map((c) => probabilityCases(c).good)),
    pDrive: curvesByLead(fit.map((c) => probabilityCases(c).drive)),
  };
  const profile = defineProfile({ outlook: { calibration } });
  const brier = (xs: readonly ProbabilityCase[]) => brierOf(xs).brier;
  const through = (xs: readonly ProbabilityCase[], field: "p_good" | "p_drive", lead: number) =>
    xs.map((c) => ({ ...c, p: calibrate(profile, field, lead, c.p) }));
  const leads = byLead(cases.filter((c) => !fitted.has(c.issued))).map((held, lead) => {
    const p = probabilityCases(held);
    return {
      lead,
      count: held.length,
      pGood: { raw: brier(p.good), recalibrated: brier(through(p.good, "p_good", lead)) },
      pDrive: { raw: brier(p.drive), recalibrated: brier(through(p.drive, "p_drive", lead)) },
    };
  });
  const skipped = casesOf(
    all.filter((o) => o.calibration !== null),
    observations,
  ).length;
  return { calibration, fittedOn, heldOut: dates.slice(cut), leads, skipped };
}
