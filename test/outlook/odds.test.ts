import { describe, expect, it } from "vitest";
import {
  confidenceOf,
  labelOdds,
  nearestRank,
  roundShare,
  scoreQuantiles,
  shareAtLeast,
} from "../../src/outlook/odds.js";
import { defaultProfile } from "../../src/profile/index.js";
import { fc, test } from "../prop.js";

const range = (n: number) => Int16Array.from({ length: n }, (_, i) => i);

describe("nearestRank", () => {
  it("takes the element of rank ⌈p·n/100⌉: ten scores 0-9", () => {
    const ten = range(10);
    // ranks 1, 3 (2.5 up), 5, 8 (7.5 up), 9, 10
    expect([0, 10, 25, 50, 75, 90, 100].map((p) => nearestRank(ten, p))).toEqual([0, 0, 2, 4, 7, 8, 9]);
  });

  it("21 scores 0-20 (GEPS): ranks 3, 6, 11, 16, 19", () => {
    expect([10, 25, 50, 75, 90].map((p) => nearestRank(range(21), p))).toEqual([2, 5, 10, 15, 18]);
  });

  it("30 and 50 members: p·n/100 whole gives that rank, no rounding error above it (0.1 × 30 is 3.0000000000000004)", () => {
    expect([10, 50, 90].map((p) => nearestRank(range(30), p))).toEqual([2, 14, 26]);
    expect([10, 50, 90].map((p) => nearestRank(range(50), p))).toEqual([4, 24, 44]);
  });

  it("one member is every quantile", () => {
    expect(scoreQuantiles([42])).toEqual({ min: 42, p10: 42, p25: 42, p50: 42, p75: 42, p90: 42, max: 42 });
  });
});

describe("scoreQuantiles", () => {
  it("of the members in any order: 31 scores 100, 97, ..., 10 (step 3)", () => {
    const scores = Array.from({ length: 31 }, (_, i) => 100 - 3 * i);
    // ascending 10, 13, ..., 100; ranks 4, 8, 16, 24, 28
    expect(scoreQuantiles(scores)).toEqual({ min: 10, p10: 19, p25: 31, p50: 55, p75: 79, p90: 91, max: 100 });
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 60 })])(
    "are member scores, ordered min <= p10 <= ... <= max, whatever the order",
    (scores) => {
      const q = scoreQuantiles(scores);
      const values = [q.min, q.p10, q.p25, q.p50, q.p75, q.p90, q.max];
      for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] as number);
      for (const v of values) expect(scores).toContain(v);
      expect(scoreQuantiles([...scores].reverse())).toEqual(q);
      expect(q.min).toBe(Math.min(...scores));
      expect(q.max).toBe(Math.max(...scores));
    },
  );
});

describe("shares", () => {
  it("counts scores at least the threshold: 60 is good, 59 is not", () => {
    expect(shareAtLeast([59, 60, 61, 100], 60)).toBe(0.75);
    expect(shareAtLeast([59], 60)).toBe(0);
  });

  it("rounds a share to three decimals", () => {
    expect(roundShare(2 / 3)).toBe(0.667);
    expect(roundShare(1 / 21)).toBe(0.048);
    expect(roundShare(1)).toBe(1);
  });
});

describe("labelOdds", () => {
  it("gives each label's share and the most likely label", () => {
    const odds = labelOdds([85, 90, 61, 45], defaultProfile.labels);
    expect(odds.shares).toEqual({ ideal: 0.5, comfortable: 0.25, acceptable: 0.25, harsh: 0, extreme: 0 });
    expect(odds.label).toBe("ideal");
    expect(odds.share).toBe(0.5);
  });

  it("gives the shares best label first, as the record writes them", () => {
    expect(Object.keys(labelOdds([50], defaultProfile.labels).shares)).toEqual([
      "ideal",
      "comfortable",
      "acceptable",
      "harsh",
      "extreme",
    ]);
  });

  it("gives a tie to the worse label, whichever comes first", () => {
    expect(labelOdds([80, 50], defaultProfile.labels).label).toBe("acceptable");
    expect(labelOdds([50, 80], defaultProfile.labels).label).toBe("acceptable");
    expect(labelOdds([19, 20, 39, 40], defaultProfile.labels).label).toBe("harsh");
    expect(labelOdds([0, 100], defaultProfile.labels).label).toBe("extreme");
  });

  it("reads the bands at their lower bounds: 80 ideal, 79 comfortable, 20 harsh, 19 extreme", () => {
    const odds = labelOdds([80, 79, 20, 19], defaultProfile.labels);
    expect(odds.shares).toEqual({ ideal: 0.25, comfortable: 0.25, acceptable: 0, harsh: 0.25, extreme: 0.25 });
  });
});

describe("confidenceOf", () => {
  it("is high from 0.9, medium from 0.66, low below (profile outlook)", () => {
    const outlook = defaultProfile.outlook;
    expect(confidenceOf(1, outlook)).toBe("high");
    expect(confidenceOf(0.9, outlook)).toBe("high");
    expect(confidenceOf(0.899, outlook)).toBe("medium");
    expect(confidenceOf(0.66, outlook)).toBe("medium");
    expect(confidenceOf(0.659, outlook)).toBe("low");
    expect(confidenceOf(0.2, outlook)).toBe("low");
  });
});
