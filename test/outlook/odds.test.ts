import { describe, expect, it } from "vitest";
import {
  countAtLeast,
  coverageOf,
  labelCounts,
  probabilityOf,
  publishedProbability,
  roundShare,
  scoreQuantiles,
  weibullRank,
} from "../../src/outlook/odds.js";
import { defaultProfile } from "../../src/profile/index.js";
import { fc, test } from "../prop.js";

const range = (n: number) => Int16Array.from({ length: n }, (_, i) => i);

describe("weibullRank", () => {
  it("21 members (GEPS): round(p × 22) gives ranks 2, 6, 11, 17, 20 (5.5 and 16.5 halves up)", () => {
    expect([10, 25, 50, 75, 90].map((p) => weibullRank(p, 21))).toEqual([2, 6, 11, 17, 20]);
  });

  it("31 members (GEFS): round(p × 32) gives 3, 8, 16, 24, 29; 51 (ENS) 5, 13, 26, 39, 47", () => {
    expect([10, 25, 50, 75, 90].map((p) => weibullRank(p, 31))).toEqual([3, 8, 16, 24, 29]);
    // 5.2, 13, 26, 39, 46.8
    expect([10, 25, 50, 75, 90].map((p) => weibullRank(p, 51))).toEqual([5, 13, 26, 39, 47]);
  });

  it("keeps ranks within 1..n: one member is every rank, two members' p10 the first and p90 the second", () => {
    expect([10, 50, 90].map((p) => weibullRank(p, 1))).toEqual([1, 1, 1]);
    // 0.3 rounds to 0, kept at 1; 2.7 rounds to 3, kept at 2
    expect([10, 90].map((p) => weibullRank(p, 2))).toEqual([1, 2]);
  });
});

describe("scoreQuantiles", () => {
  it("takes the members of Weibull rank: 21 scores 0-20 give 1, 5, 10, 16, 19", () => {
    expect(scoreQuantiles(range(21))).toEqual({ min: 0, p10: 1, p25: 5, p50: 10, p75: 16, p90: 19, max: 20 });
  });

  it("of the members in any order: 31 scores 100, 97, ..., 10 (step 3), ranks 3, 8, 16, 24, 29", () => {
    const scores = Array.from({ length: 31 }, (_, i) => 100 - 3 * i);
    // ascending 10, 13, ..., 100: rank r is 10 + 3(r - 1)
    expect(scoreQuantiles(scores)).toEqual({ min: 10, p10: 16, p25: 31, p50: 55, p75: 79, p90: 94, max: 100 });
  });

  it("one member is every quantile", () => {
    expect(scoreQuantiles([42])).toEqual({ min: 42, p10: 42, p25: 42, p50: 42, p75: 42, p90: 42, max: 42 });
  });

  it("with equal weights, the weighted rule takes the same members", () => {
    for (const n of [1, 2, 3, 10, 21, 31, 51, 82]) {
      const scores = range(n);
      expect(scoreQuantiles(scores, new Float64Array(n).fill(0.37))).toEqual(scoreQuantiles(scores));
    }
  });

  it("pooled, counts each member by its model's weight: 2 members of weight 1/4 each below 10 of 1/20 each", () => {
    // members 0, 1 (one model, 2 members) and 10..19 (another, 10 members), each model half: in member units (n =
    // 12) the first two count 3 each, the others 0.6: cumulative 3, 6, 6.6, 7.2, ..., 12; p·13 - 0.5 targets
    // 0.8, 2.75, 6, 9.25, 11.2: the first member above each is 0, 0 (its 3 covers 2.75), 10, 15, 18
    const scores = [0, 1, ...Array.from({ length: 10 }, (_, i) => 10 + i)];
    const weights = [0.25, 0.25, ...Array(10).fill(0.05)];
    expect(scoreQuantiles(scores, weights)).toEqual({ min: 0, p10: 0, p25: 0, p50: 10, p75: 15, p90: 18, max: 19 });
  });

  test.prop([
    fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 60 }),
    fc.option(fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 60, maxLength: 60 })),
  ])("are member scores, ordered min <= p10 <= ... <= max, whatever the order or weights", (scores, w) => {
    const weights = w ? w.slice(0, scores.length) : undefined;
    const q = scoreQuantiles(scores, weights);
    const values = [q.min, q.p10, q.p25, q.p50, q.p75, q.p90, q.max];
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] as number);
    for (const v of values) expect(scores).toContain(v);
    const order = scores.map((_, i) => i).reverse();
    expect(
      scoreQuantiles(
        order.map((i) => scores[i] as number),
        weights && order.map((i) => weights[i] as number),
      ),
    ).toEqual(q);
    expect(q.min).toBe(Math.min(...scores));
    expect(q.max).toBe(Math.max(...scores));
  });
});

describe("coverageOf", () => {
  it("is the share between the ranks over n + 1: 21 members 18/22, 11/22, 20/22", () => {
    expect(coverageOf(21)).toEqual({ p10_p90: 0.818, p25_p75: 0.5, min_max: 0.909 });
  });

  it("31 members: 26/32, 16/32, 30/32; one member covers nothing", () => {
    expect(coverageOf(31)).toEqual({ p10_p90: 0.813, p25_p75: 0.5, min_max: 0.938 });
    expect(coverageOf(1)).toEqual({ p10_p90: 0, p25_p75: 0, min_max: 0 });
  });
});

describe("counts", () => {
  it("counts scores at least the threshold: 60 is good, 59 is not", () => {
    expect(countAtLeast([59, 60, 61, 100], 60)).toBe(3);
    expect(countAtLeast([59], 60)).toBe(0);
  });

  it("counts members per label, best label first, reading bands at their lower bounds (80, 60, 40, 20)", () => {
    const counts = labelCounts([80, 79, 60, 59, 40, 20, 19], defaultProfile.labels);
    expect(counts).toEqual({ ideal: 1, comfortable: 2, acceptable: 2, harsh: 1, extreme: 1 });
    expect(Object.keys(counts)).toEqual(["ideal", "comfortable", "acceptable", "harsh", "extreme"]);
  });

  it("rounds a share to three decimals", () => {
    expect(roundShare(2 / 3)).toBe(0.667);
    expect(roundShare(1 / 21)).toBe(0.048);
  });
});

describe("probabilityOf", () => {
  it("is Laplace's (k + 1)/(n + 2): 21 of 21 is 22/23, 0 of 21 is 1/23, 13 of 21 is 14/23", () => {
    const one = (k: number, n: number) => probabilityOf([{ k, n, weight: 1 }], null);
    expect(one(21, 21)).toBeCloseTo(22 / 23, 12);
    expect(one(0, 21)).toBeCloseTo(1 / 23, 12);
    expect(one(13, 21)).toBeCloseTo(14 / 23, 12);
    // one run: 2/3 or 1/3, never certain
    expect(one(1, 1)).toBeCloseTo(2 / 3, 12);
  });

  it("weighs each model the same whatever its member count: 31 of 31 and 0 of 51 give (32/33 + 1/53)/2", () => {
    const p = probabilityOf(
      [
        { k: 31, n: 31, weight: 0.5 },
        { k: 0, n: 51, weight: 0.5 },
      ],
      null,
    );
    expect(p).toBeCloseTo((32 / 33 + 1 / 53) / 2, 12);
  });

  it("weighs the record's verdict in: 31 of 31 good beside a record that is not, at 0.5, gives 0.5 × 32/33", () => {
    const counts = [{ k: 31, n: 31, weight: 1 }];
    expect(probabilityOf(counts, { yes: false, weight: 0.5 })).toBeCloseTo(16 / 33, 12);
    // 0 of 31 beside a good record at 0.125: 0.875/33 + 0.125
    expect(probabilityOf([{ k: 0, n: 31, weight: 1 }], { yes: true, weight: 0.125 })).toBeCloseTo(
      0.875 / 33 + 0.125,
      12,
    );
    // a weight of 0 is the members' alone
    expect(probabilityOf(counts, { yes: false, weight: 0 })).toBeCloseTo(32 / 33, 12);
  });

  test.prop([fc.integer({ min: 1, max: 500 }), fc.nat(), fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true })])(
    "is never 0 or 1 once published, and rises with k",
    (n, j, yes, weight) => {
      const k = j % (n + 1);
      const p = probabilityOf([{ k, n, weight: 1 }], { yes, weight });
      const published = publishedProbability(p);
      expect(published).toBeGreaterThan(0);
      expect(published).toBeLessThan(1);
      if (k < n) expect(probabilityOf([{ k: k + 1, n, weight: 1 }], { yes, weight })).toBeGreaterThanOrEqual(p);
    },
  );
});
