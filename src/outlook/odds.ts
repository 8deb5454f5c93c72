/**
 * Odds from an ensemble's member scores: Weibull-rank quantiles (weighted when models are pooled), counts of members,
 * Laplace's estimate of a probability from k of n members, the record's verdict weighted in, and the nominal
 * coverage of the quantile intervals. Pure arithmetic on whole-number scores; no member order matters.
 */
import type { Profile } from "../profile/index.js";
import { type ScoreLabel, scoreLabel } from "../scores/label.js";
import type { ScoreQuantiles, VanSkyOutlook } from "./types.js";

/** The labels in the record's order, best first. */
export const LABELS: readonly ScoreLabel[] = ["ideal", "comfortable", "acceptable", "harsh", "extreme"];

/** The percentiles the quantiles publish, between `min` and `max`. */
const PERCENTS = [10, 25, 50, 75, 90] as const;

/**
 * The rank (1 to `n`) of percentile `percent` (a whole number 0-100) of `n` members by the Weibull rule: round(p·(n +
 * 1)), halves up, kept within 1..n (Hyndman & Fan 1996, definition 6's plotting position i/(n + 1)). In integers, so
 * that no rounding of p·(n + 1) moves a rank: 21 members give ranks 2, 6, 11, 17, 20.
 */
export function weibullRank(percent: number, n: number): number {
  return Math.min(n, Math.max(1, Math.floor((percent * (n + 1) + 50) / 100)));
}

/**
 * The quantiles of `scores` (whole numbers, any order, at least one), each member counting `weights[i]` (relative;
 * absent: all equal): the member of Weibull rank for equal weights; for pooled models, the first member (ascending)
 * whose cumulative weight in member units, n·S_i, exceeds p·(n + 1) - 1/2, which is the same member for equal weights.
 */
export function scoreQuantiles(scores: ArrayLike<number>, weights?: ArrayLike<number>): ScoreQuantiles {
  const n = scores.length;
  let sorted: ArrayLike<number>;
  let pick: (percent: number) => number;
  if (weights === undefined) {
    const ascending = Float64Array.from(scores).sort();
    sorted = ascending;
    pick = (percent) => ascending[weibullRank(percent, n) - 1] as number;
  } else {
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (scores[a] as number) - (scores[b] as number));
    const ascending = order.map((i) => scores[i] as number);
    sorted = ascending;
    let total = 0;
    for (let i = 0; i < n; i++) total += weights[i] as number;
    const cumulative: number[] = [];
    let sum = 0;
    for (const i of order) {
      sum += ((weights[i] as number) * n) / total;
      cumulative.push(sum);
    }
    pick = (percent) => {
      const target = (percent * (n + 1)) / 100 - 0.5 + 1e-9;
      const at = cumulative.findIndex((u) => u > target);
      return ascending[at < 0 ? n - 1 : at] as number;
    };
  }
  const [p10, p25, p50, p75, p90] = PERCENTS.map(pick) as [number, number, number, number, number];
  return { min: sorted[0] as number, p10, p25, p50, p75, p90, max: sorted[n - 1] as number };
}

/** The nominal coverage of the quantile intervals of `n` members: (rank difference)/(n + 1), three decimals. */
export function coverageOf(n: number): VanSkyOutlook["coverage"] {
  const between = (lo: number, hi: number) => roundShare((weibullRank(hi, n) - weibullRank(lo, n)) / (n + 1));
  return { p10_p90: between(10, 90), p25_p75: between(25, 75), min_max: roundShare((n - 1) / (n + 1)) };
}

/** A probability or share as written in the outlook: three decimals (every k/n for up to 500 members stays distinct). */
export const roundShare = (share: number): number => Math.round(share * 1000) / 1000;

/** How many of `values` are at least `threshold`. */
export function countAtLeast(values: ArrayLike<number>, threshold: number): number {
  let count = 0;
  for (let i = 0; i < values.length; i++) if ((values[i] as number) >= threshold) count++;
  return count;
}

/** How many of the members' van scores `vanScores` have each label under the profile's bands. */
export function labelCounts(vanScores: ArrayLike<number>, labels: Profile["labels"]): Record<ScoreLabel, number> {
  const counts = Object.fromEntries(LABELS.map((l) => [l, 0])) as Record<ScoreLabel, number>;
  for (let i = 0; i < vanScores.length; i++) counts[scoreLabel(vanScores[i] as number, labels)]++;
  return counts;
}

/** `k` of `n` members of one model, and the model's weight in the pool (its share, the weights summing to 1). */
export interface ModelCount {
  readonly k: number;
  readonly n: number;
  readonly weight: number;
}

/**
 * The probability that the event the counts count happens: each model's (k + 1)/(n + 2) (Laplace's rule of
 * succession: the posterior mean under a uniform prior, never 0 or 1 from a finite ensemble), averaged by the models'
 * weights; then, with the record's verdict (`record.yes`, the deterministic run's own answer) of weight `s`,
 * (1 - s)·that + s·verdict. Unrounded.
 */
export function probabilityOf(
  counts: readonly ModelCount[],
  record: { readonly yes: boolean; readonly weight: number } | null,
): number {
  let p = 0;
  for (const { k, n, weight } of counts) p += (weight * (k + 1)) / (n + 2);
  if (record === null || record.weight === 0) return p;
  return (1 - record.weight) * p + record.weight * (record.yes ? 1 : 0);
}

/** A published probability: three decimals, within 0.001-0.999 (a rounding never prints certainty). */
export const publishedProbability = (p: number): number => Math.min(0.999, Math.max(0.001, roundShare(p)));
