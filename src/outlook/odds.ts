/**
 * Odds from an ensemble's member scores: nearest-rank quantiles, shares of members, the most likely label and how
 * sure it is. Pure arithmetic on whole-number scores; no member order matters.
 */
import type { Profile } from "../profile/index.js";
import { type ScoreLabel, scoreLabel } from "../scores/label.js";
import type { Confidence, ScoreQuantiles } from "./types.js";

/** The contract's labels, worst first: scanning them so, a strictly larger count wins and a tie stays with the worse. */
const WORST_FIRST: readonly ScoreLabel[] = ["extreme", "harsh", "acceptable", "comfortable", "ideal"];
/** The labels in the record's order, best first. */
const BEST_FIRST: readonly ScoreLabel[] = [...WORST_FIRST].reverse();

/**
 * The value at percentile `percent` (a whole number 0-100) of `sorted` (ascending, not empty) by the nearest-rank
 * rule: the element of rank ⌈percent × n / 100⌉ (1-based), the first for 0 (Hyndman & Fan 1996, definition 1, the
 * inverse of the empirical distribution). Integer arithmetic, so no rounding of `percent × n / 100` moves a rank.
 */
export function nearestRank(sorted: ArrayLike<number>, percent: number): number {
  const rank = Math.floor((percent * sorted.length + 99) / 100);
  return sorted[Math.max(0, rank - 1)] as number;
}

/** The quantiles of `scores` (members' whole-number scores, any order, at least one) by `nearestRank`. */
export function scoreQuantiles(scores: ArrayLike<number>): ScoreQuantiles {
  const sorted = Int16Array.from(scores).sort();
  return {
    min: sorted[0] as number,
    p10: nearestRank(sorted, 10),
    p25: nearestRank(sorted, 25),
    p50: nearestRank(sorted, 50),
    p75: nearestRank(sorted, 75),
    p90: nearestRank(sorted, 90),
    max: sorted[sorted.length - 1] as number,
  };
}

/** A share of members as written in the record: three decimals (every k/n for up to 500 members stays distinct). */
export const roundShare = (share: number): number => Math.round(share * 1000) / 1000;

/** The share of `values` (at least one) that are at least `threshold`. */
export function shareAtLeast(values: ArrayLike<number>, threshold: number): number {
  let count = 0;
  for (let i = 0; i < values.length; i++) if ((values[i] as number) >= threshold) count++;
  return count / values.length;
}

/** What the members' van scores say of the day's label: the share of each label, the most likely one, how sure. */
export interface LabelOdds {
  /** Each label's share of members, unrounded, best label first. */
  readonly shares: Readonly<Record<ScoreLabel, number>>;
  /** The label with the largest share; a tie goes to the worse label. */
  readonly label: ScoreLabel;
  /** That label's share. */
  readonly share: number;
}

/** The label odds of the members' van scores `vanScores` (at least one) under the profile's label bands. */
export function labelOdds(vanScores: ArrayLike<number>, labels: Profile["labels"]): LabelOdds {
  const counts = new Map<ScoreLabel, number>(BEST_FIRST.map((l) => [l, 0]));
  for (let i = 0; i < vanScores.length; i++) {
    const label = scoreLabel(vanScores[i] as number, labels);
    counts.set(label, (counts.get(label) as number) + 1);
  }
  let label: ScoreLabel = "extreme";
  for (const l of WORST_FIRST) if ((counts.get(l) as number) > (counts.get(label) as number)) label = l;
  const n = vanScores.length;
  const shares = Object.fromEntries(BEST_FIRST.map((l) => [l, (counts.get(l) as number) / n])) as Record<
    ScoreLabel,
    number
  >;
  return { shares, label, share: shares[label] };
}

/** How sure a label is that `share` of the members agree on (profile `outlook` thresholds, "at least"). */
export function confidenceOf(share: number, outlook: Profile["outlook"]): Confidence {
  if (share >= outlook.highConfidence) return "high";
  return share >= outlook.mediumConfidence ? "medium" : "low";
}
