/** The verification scores (src/verify/scores.ts), worked out by hand. */
import { describe, expect, it } from "vitest";
import {
  binProbabilities,
  brierOf,
  QUANTILE_MASSES,
  quantileCrps,
  rankBins,
  rankedProbabilityScore,
  rankHistogramOf,
} from "../../src/verify/scores.js";

describe("brierOf", () => {
  it("is the mean of (p - o)²: 0.9 happened, 0.9 not, 0.2 not give (0.01 + 0.81 + 0.04)/3", () => {
    const s = brierOf([
      { p: 0.9, happened: true },
      { p: 0.9, happened: false },
      { p: 0.2, happened: false },
    ]);
    expect(s.count).toBe(3);
    expect(s.brier).toBeCloseTo(0.86 / 3, 12);
    expect(s.baseRate).toBeCloseTo(1 / 3, 12);
    // against the base rate's b(1 - b) = 2/9
    expect(s.skill).toBeCloseTo(1 - 0.86 / 3 / (2 / 9), 12);
    expect(s.reliability[9]).toEqual({ from: 0.9, to: 1, count: 2, forecast: 0.9, observed: 0.5 });
    expect(s.reliability[2]).toEqual({ from: 0.2, to: 0.3, count: 1, forecast: 0.2, observed: 0 });
    expect(s.reliability[5]).toEqual({ from: 0.5, to: 0.6, count: 0, forecast: null, observed: null });
  });

  it("has no score, base rate or skill without forecasts, and no skill without variance", () => {
    expect(brierOf([])).toMatchObject({ count: 0, brier: null, baseRate: null, skill: null });
    expect(brierOf([{ p: 0.999, happened: true }]).skill).toBeNull();
  });
});

describe("rankedProbabilityScore", () => {
  it("is 0 for all probability on the observed category and 1 for all on the farthest", () => {
    expect(rankedProbabilityScore([0, 0, 1, 0, 0], 2)).toBe(0);
    expect(rankedProbabilityScore([1, 0, 0, 0, 0], 4)).toBe(1);
  });

  it("sums the squared cumulative differences over k - 1: half on each neighbour of the observed", () => {
    // F = 0, 0.5, 0.5, 1 against O = 0, 0, 1, 1: (0.25 + 0.25)/4
    expect(rankedProbabilityScore([0, 0.5, 0, 0.5, 0], 2)).toBeCloseTo(0.125, 12);
  });
});

describe("quantileCrps", () => {
  it("of seven equal values is the distance to the observation", () => {
    expect(quantileCrps([50, 50, 50, 50, 50, 50, 50], 62)).toBeCloseTo(12, 12);
  });

  it("reads the values as a distribution of masses 0.05, 0.125, 0.2, 0.25, 0.2, 0.125, 0.05", () => {
    expect(QUANTILE_MASSES.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // two points: 0 (masses 0.05 + 0.125 + 0.2 = 0.375) and 100 (0.625); y = 0: 0.625 × 100 - 0.375 × 0.625 × 100
    expect(quantileCrps([0, 0, 0, 100, 100, 100, 100], 0)).toBeCloseTo(62.5 - 23.4375, 9);
  });
});

describe("the rank histogram", () => {
  it("of no days is empty, consistent, with nothing outside", () => {
    const zeros = [0, 0, 0, 0, 0, 0, 0, 0];
    expect(rankHistogramOf([])).toEqual({
      observed: zeros,
      expected: zeros,
      outside: { observed: 0, expected: 0 },
      z: 0,
      verdict: "consistent",
    });
  });

  it("bins by the members' ranks: 21 members give 1, 1, 4, 5, 6, 3, 1, 1 of 22", () => {
    // ranks 0, 1, 2, 6, 11, 17, 20, 21, 22
    expect(binProbabilities(21).map((p) => p * 22)).toEqual([1, 1, 4, 5, 6, 3, 1, 1].map((x) => expect.closeTo(x, 9)));
  });

  it("puts an observation between two values in the bin between them, below or above all at the ends", () => {
    const values = [10, 20, 30, 40, 50, 60, 70];
    expect(rankBins(values, 35, 21)).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    expect(rankBins(values, 5, 21)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(rankBins(values, 75, 21)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it("shares an observation equal to a value between the bins beside it, by what each holds (4 and 5 of 22)", () => {
    expect(rankBins([10, 20, 30, 40, 50, 60, 70], 30, 21)).toEqual(
      [0, 0, 4 / 9, 5 / 9, 0, 0, 0, 0].map((x) => expect.closeTo(x, 12)),
    );
    // all seven equal: every bin, by its share
    expect(rankBins([50, 50, 50, 50, 50, 50, 50], 50, 21).map((c) => c * 22)).toEqual(
      [1, 1, 4, 5, 6, 3, 1, 1].map((x) => expect.closeTo(x, 9)),
    );
  });

  it("judges the members too sure when more outcomes fall outside p10-p90 than their ranks allow", () => {
    const values = [10, 20, 30, 40, 50, 60, 70];
    // 4/22 outside is what a reliable ensemble gives; 100 days half outside is far more
    const outside = Array.from({ length: 100 }, (_, i) => ({ n: 21, values, y: i % 2 === 0 ? 5 : 45 }));
    const h = rankHistogramOf(outside);
    expect(h.outside).toEqual({ observed: 0.5, expected: expect.closeTo(4 / 22, 12) });
    expect(h.verdict).toBe("over-confident");
    // the standard score of 50 outside of 100 against a binomial of 4/22: 0.318/0.0386
    expect(h.z).toBeCloseTo((0.5 - 4 / 22) / Math.sqrt(((4 / 22) * (18 / 22)) / 100), 12);
    const inside = Array.from({ length: 100 }, () => ({ n: 21, values, y: 45 }));
    expect(rankHistogramOf(inside).verdict).toBe("under-confident");
  });
});
