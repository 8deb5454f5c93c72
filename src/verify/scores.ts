/**
 * Scores of probabilistic forecasts (Wilks 2011, Statistical Methods in the Atmospheric Sciences, 3rd ed., ch. 8;
 * Gneiting & Raftery 2007, J. Am. Stat. Assoc. 102:359): the Brier score and reliability table of a probability, the
 * ranked probability score of an ordered label, the continuous ranked probability score of published quantiles, and
 * a rank histogram by the quantiles' ranks, with the frequencies a reliable ensemble gives. Pure arithmetic.
 */
import { weibullRank } from "../outlook/odds.js";

/** One probability forecast of an event and whether it happened. */
export interface ProbabilityCase {
  readonly p: number;
  readonly happened: boolean;
}

/** One bin of a reliability table. */
export interface ReliabilityBin {
  /** The bin's forecasts, from `from` (included) to `to` (excluded; the last bin includes 1). */
  readonly from: number;
  /** The bin's upper bound (excluded, but for the last bin's 1). */
  readonly to: number;
  /** How many forecasts fell in it. */
  readonly count: number;
  /** Their mean forecast probability (null when empty). */
  readonly forecast: number | null;
  /** How often the event happened after them (null when empty). */
  readonly observed: number | null;
}

/** The Brier score of a set of probability forecasts, and what it is made of. */
export interface BrierSummary {
  /** How many forecasts. */
  readonly count: number;
  /** Mean of (p - o)², 0 best; null without forecasts. */
  readonly brier: number | null;
  /** How often the event happened (the base rate); null without forecasts. */
  readonly baseRate: number | null;
  /** Brier skill against always forecasting the base rate, 1 - brier/(b(1 - b)); null without variance. */
  readonly skill: number | null;
  /** Ten bins of 0.1. */
  readonly reliability: ReliabilityBin[];
}

const mean = (xs: readonly number[]): number | null =>
  xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;

/** The Brier score, base rate, skill and reliability table (ten bins of 0.1) of `cases`. */
export function brierOf(cases: readonly ProbabilityCase[]): BrierSummary {
  const brier = mean(cases.map((c) => (c.p - (c.happened ? 1 : 0)) ** 2));
  const baseRate = mean(cases.map((c) => (c.happened ? 1 : 0)));
  const variance = baseRate === null ? 0 : baseRate * (1 - baseRate);
  const reliability = Array.from({ length: 10 }, (_, i) => {
    const inBin = cases.filter((c) => Math.min(9, Math.floor(c.p * 10)) === i);
    return {
      from: i / 10,
      to: (i + 1) / 10,
      count: inBin.length,
      forecast: mean(inBin.map((c) => c.p)),
      observed: mean(inBin.map((c) => (c.happened ? 1 : 0))),
    };
  });
  return {
    count: cases.length,
    brier,
    baseRate,
    skill: brier === null || variance === 0 ? null : 1 - brier / variance,
    reliability,
  };
}

/**
 * The ranked probability score of one forecast of `k` ordered categories: Σ (F_j - O_j)² over the first k - 1
 * cumulative probabilities, divided by k - 1 (0 best, 1 worst). `probabilities` in the categories' order.
 */
export function rankedProbabilityScore(probabilities: readonly number[], observed: number): number {
  let forecast = 0;
  let sum = 0;
  for (let j = 0; j < probabilities.length - 1; j++) {
    forecast += probabilities[j] as number;
    sum += (forecast - (j >= observed ? 1 : 0)) ** 2;
  }
  return sum / (probabilities.length - 1);
}

/**
 * The probability each published value stands for when min, p10, p25, p50, p75, p90 and max are read as a
 * distribution: half of each gap between their levels (0, 0.1, 0.25, 0.5, 0.75, 0.9, 1) on either side: 0.05, 0.125,
 * 0.2, 0.25, 0.2, 0.125, 0.05.
 */
export const QUANTILE_MASSES = [0.05, 0.125, 0.2, 0.25, 0.2, 0.125, 0.05] as const;

/**
 * The CRPS of `values` (a day's seven published quantiles) read as a distribution of `QUANTILE_MASSES`, against the
 * observation `y`: Σ wᵢ|xᵢ - y| - ½ Σᵢ Σⱼ wᵢwⱼ|xᵢ - xⱼ| (Gneiting & Raftery 2007, eq. 21), in score points.
 */
export function quantileCrps(values: readonly number[], y: number): number {
  let spread = 0;
  let error = 0;
  values.forEach((x, i) => {
    const w = QUANTILE_MASSES[i] as number;
    error += w * Math.abs(x - y);
    values.forEach((z, j) => {
      spread += w * (QUANTILE_MASSES[j] as number) * Math.abs(x - z);
    });
  });
  return error - spread / 2;
}

/**
 * The ranks (1 to n) the seven published values stand at among `n` members: 1, the Weibull ranks of p10-p90, n. The
 * eight bins around them (below the lowest member, between each two, above the highest) hold (r_{i+1} - r_i)/(n +
 * 1) of outcomes drawn like the members (a reliable ensemble), r_0 = 0 and r_8 = n + 1.
 */
export function binProbabilities(n: number): number[] {
  const ranks = [0, 1, ...[10, 25, 50, 75, 90].map((p) => weibullRank(p, n)), n, n + 1];
  return ranks.slice(1).map((r, i) => (r - (ranks[i] as number)) / (n + 1));
}

/**
 * Where the observation `y` falls among a day's seven published values (ascending) of `n` members: a count of 1 over
 * the eight bins (below the lowest, between each two, above the highest). Equal to published values (integer scores
 * tie often), it is shared among the bins on either side of them in proportion to what each holds of a reliable
 * ensemble's outcomes (`binProbabilities`): a tied outcome ranks anywhere among the members equal to it, which lie in
 * those bins.
 */
export function rankBins(values: readonly number[], y: number, n: number): number[] {
  const tied = values.flatMap((x, j) => (x === y ? [j] : []));
  const counts = new Array<number>(8).fill(0);
  if (tied.length === 0) {
    counts[values.filter((x) => x < y).length] = 1;
    return counts;
  }
  const probabilities = binProbabilities(n);
  const first = tied[0] as number;
  const last = (tied[tied.length - 1] as number) + 1;
  let total = 0;
  for (let b = first; b <= last; b++) total += probabilities[b] as number;
  for (let b = first; b <= last; b++)
    counts[b] = total > 0 ? (probabilities[b] as number) / total : 1 / (last - first + 1);
  return counts;
}

/** A rank histogram: observed and expected counts per bin, and how sure the ensemble is against its outcomes. */
export interface RankHistogram {
  /** Observations per bin (shared among tied bins). */
  readonly observed: number[];
  /** What a reliable ensemble of the same member counts gives per bin. */
  readonly expected: number[];
  /** The share of observations outside p10-p90, and what a reliable ensemble gives. */
  readonly outside: {
    /** The share of observations outside p10-p90, 0-1. */
    readonly observed: number;
    /** What a reliable ensemble of the same member counts gives, 0-1. */
    readonly expected: number;
  };
  /** The outside share's standard score against the binomial of the expected share. */
  readonly z: number;
  /** `over-confident` (too sure) when z > 3, `under-confident` when z < -3, else `consistent`. */
  readonly verdict: "over-confident" | "under-confident" | "consistent";
}

/** The rank histogram of days with their member counts, seven published values and observations. */
export function rankHistogramOf(days: readonly { n: number; values: readonly number[]; y: number }[]): RankHistogram {
  const observed = new Array<number>(8).fill(0);
  const expected = new Array<number>(8).fill(0);
  for (const d of days) {
    rankBins(d.values, d.y, d.n).forEach((c, i) => {
      observed[i] = (observed[i] as number) + c;
    });
    binProbabilities(d.n).forEach((p, i) => {
      expected[i] = (expected[i] as number) + p;
    });
  }
  const outer = (counts: readonly number[]) =>
    (counts[0] as number) + (counts[1] as number) + (counts[6] as number) + (counts[7] as number);
  const total = days.length;
  const share = total === 0 ? 0 : outer(expected) / total;
  const seen = total === 0 ? 0 : outer(observed) / total;
  const z = total === 0 || share === 0 ? 0 : (seen - share) / Math.sqrt((share * (1 - share)) / total);
  return {
    observed,
    expected,
    outside: { observed: seen, expected: share },
    z,
    verdict: z > 3 ? "over-confident" : z < -3 ? "under-confident" : "consistent",
  };
}
