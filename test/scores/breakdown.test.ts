import { describe, expect, it } from "vitest";
import { flatCurve } from "../../src/math/curve.js";
import { defaultProfile } from "../../src/profile/index.js";
import { reachedAtLeast, reachedBelow, ScoreBuilder, scoreBuilder } from "../../src/scores/breakdown.js";
import { driveScore } from "../../src/scores/drive.js";
import { seaScore } from "../../src/scores/sea.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { solarScore } from "../../src/scores/solar.js";
import { vanScore } from "../../src/scores/van.js";
import { anyDay, hostile } from "../arbitraries.js";
import { fc, test } from "../prop.js";

/** One builder's parts, with and without explanation. */
const build = (explain: boolean) =>
  new ScoreBuilder(explain)
    .component("a", 20, 80, 3)
    .component("b", 5, 40, 1)
    .component("unknown", Number.NaN, 0, 5)
    .adjust("bonus", 1, 4)
    .adjust("penalty", 2, -10.5)
    .capAtLeast("hot", 40, { at: 35, cap: 60 })
    .capBelow("cold", -3, { at: 0, cap: 65 })
    .capAtLeast("not reached", 10, { at: 30, cap: 0 })
    .build();

describe("ScoreBuilder", () => {
  it("weights the known components, adds the adjustments and takes the lowest cap", () => {
    // (3·80 + 1·40) / 4 = 70; 70 + 4 − 10.5 = 63.5; caps 60 and 65 apply: min(63.5, 60) = 60
    const explained = build(true);
    expect(explained.score).toBe(60);
    expect(explained.components.map((c) => c.name)).toEqual(["a", "b"]);
    expect(explained.adjustments.map((a) => a.points)).toEqual([4, -10.5]);
    expect(explained.caps.map((c) => [c.name, c.threshold, c.cap])).toEqual([
      ["hot", 35, 60],
      ["cold", 0, 65],
    ]);
  });

  it("gives the same score without its parts when not explaining", () => {
    const lean = build(false);
    expect(lean).toEqual({ score: 60, components: [], adjustments: [], caps: [] });
  });

  it("is null without a known component, and clamps to 0-100", () => {
    expect(new ScoreBuilder().component("x", Number.NaN, 50, 1).build().score).toBeNull();
    expect(new ScoreBuilder(false).component("x", 1, 90, 1).adjust("up", 1, 30).build().score).toBe(100);
    expect(new ScoreBuilder(false).component("x", 1, 10, 1).adjust("down", 1, -30).build().score).toBe(0);
  });

  it("counts an unknown facet with an ordinary rating at the lower of that rating and the known mean", () => {
    // known a: 80 (weight 3); unknown b, ordinary 50 (weight 1): (3·80 + 50)/4 = 72.5 -> 73
    const lower = new ScoreBuilder().component("a", 1, 80, 3).component("b", Number.NaN, Number.NaN, 1, 50).build();
    expect(lower.score).toBe(73);
    expect(lower.components).toEqual([
      { name: "a", input: 1, rating: 80, weight: 3 },
      { name: "b", input: Number.NaN, rating: 50, weight: 1 },
    ]);
    // ordinary 90 above the known mean 80: it counts at 80, as if dropped
    const higher = new ScoreBuilder(false).component("a", 1, 80, 3).component("b", Number.NaN, 0, 1, 90).build();
    expect(higher.score).toBe(80);
    // an unknown rating (a known input, a NaN curve value) is unknown too
    expect(new ScoreBuilder(false).component("a", 1, 80, 1).component("b", 5, Number.NaN, 1, 40).build().score).toBe(
      60,
    );
    // nothing known: no score, whatever the ordinary ratings
    expect(new ScoreBuilder().component("b", Number.NaN, 0, 1, 50).build().score).toBeNull();
  });

  it("rates a facet by its curve, an unknown one at the curve's rating of its ordinary input", () => {
    const curve = [
      [0, 0],
      [10, 100],
    ] as const;
    // known a: 5 -> 50 (weight 1); unknown b, ordinary input 2 -> 20 (weight 1): (50 + 20)/2 = 35
    const flat = flatCurve(curve);
    const result = new ScoreBuilder().rated("a", flat, 5, 1).rated("b", flat, Number.NaN, 1, 2).build();
    expect(result.score).toBe(35);
    expect(result.components.map((c) => c.rating)).toEqual([50, 20]);
    // without an ordinary input an unknown facet drops out
    expect(new ScoreBuilder().rated("a", flat, 5, 1).rated("b", flat, Number.NaN, 1).build().score).toBe(50);
  });

  it("builds the same breakdown twice", () => {
    const builder = new ScoreBuilder().component("a", 1, 80, 3).component("b", Number.NaN, 0, 1, 50);
    expect(builder.build()).toEqual(builder.build());
  });

  it("explains itself by default", () => {
    expect(new ScoreBuilder().component("x", 1, 50, 1).build().components).toEqual([
      { name: "x", input: 1, rating: 50, weight: 1 },
    ]);
  });

  it("leaves out a component of weight 0 or below: no part, no score from it alone", () => {
    expect(new ScoreBuilder().component("zero", 1, 50, 0).component("negative", 1, 50, -1).build()).toEqual({
      score: null,
      components: [],
      adjustments: [],
      caps: [],
    });
  });

  it("keeps no adjustment of 0 or NaN points, and NaN points leave the score as it was", () => {
    const result = new ScoreBuilder()
      .component("x", 1, 50, 1)
      .adjust("none", 1, 0)
      .adjust("nan", 1, Number.NaN)
      .build();
    expect(result.adjustments).toEqual([]);
    expect(result.score).toBe(50);
  });

  it("applies a capBelow strictly below its threshold: 0 does not reach at 0, −0.1 does", () => {
    const capped = (input: number) =>
      new ScoreBuilder().component("x", 1, 80, 1).capBelow("cold", input, { at: 0, cap: 65 }).build();
    expect(capped(0)).toMatchObject({ score: 80, caps: [] });
    expect(capped(-0.1)).toMatchObject({ score: 65, caps: [{ name: "cold", input: -0.1, threshold: 0, cap: 65 }] });
  });
});

describe("scoreBuilder", () => {
  it("hands out one shared builder for unexplained scores, emptied each time", () => {
    const first = scoreBuilder(false);
    // (3·80 + 50)/4 = 72.5 -> 73; + 5 points, capped at 70
    const capped = first
      .component("a", 1, 80, 3)
      .component("b", Number.NaN, Number.NaN, 1, 50)
      .adjust("up", 1, 5)
      .capAtLeast("hot", 1, { at: 0, cap: 70 })
      .build();
    expect(capped.score).toBe(70);
    const second = scoreBuilder(false);
    expect(second).toBe(first);
    // no unknown facet, points or cap left over from the score before: 80, not (80 + 50)/2 + 5 or 70
    expect(second.component("a", 1, 80, 1).build().score).toBe(80);
  });

  it("gives a new builder for a score begun while the shared one is in use, or when explaining", () => {
    const outer = scoreBuilder(false).component("a", 1, 80, 1);
    const explained = scoreBuilder(true);
    expect(explained).not.toBe(outer);
    expect(explained.component("e", 1, 30, 1).build().components).toEqual([
      { name: "e", input: 1, rating: 30, weight: 1 },
    ]);
    // an explained score built meanwhile does not free the shared builder
    const inner = scoreBuilder(false);
    expect(inner).not.toBe(outer);
    expect(inner.component("b", 1, 20, 1).build().score).toBe(20);
    expect(outer.build().score).toBe(80);
    expect(scoreBuilder(false)).toBe(outer);
    outer.build();
  });

  it("shares one frozen breakdown per unexplained score, null included", () => {
    const a = scoreBuilder(false).component("a", 1, 42, 1).build();
    const b = scoreBuilder(false).component("b", 7, 42, 2).build();
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual({ score: 42, components: [], adjustments: [], caps: [] });
    const none = scoreBuilder(false).component("x", Number.NaN, 50, 1).build();
    expect(none).toEqual({ score: null, components: [], adjustments: [], caps: [] });
    expect(scoreBuilder(false).component("z", 1, 100, 1).build().score).toBe(100);
    expect(scoreBuilder(false).component("z", 1, 0, 1).build().score).toBe(0);
  });
});

const anySea = fc.option(
  fc.record({
    seaTempC: hostile(-2, 35),
    waveHeightMaxM: hostile(0, 15),
    wavePeriodMaxS: hostile(0, 25),
    waveDirectionDeg: hostile(0, 360),
  }),
);

describe("the five scores without explanation", () => {
  const p = defaultProfile;
  const LEAN = { explain: false } as const;
  test.prop([anyDay, anySea])("give the explained scores, with empty parts", (day, sea) => {
    const bonus = { seaScore: 80, solarScore: 90 };
    const pairs = [
      [vanScore(day, bonus, p), vanScore(day, bonus, p, LEAN)],
      [sleepScore(day, p), sleepScore(day, p, LEAN)],
      [driveScore(day, p), driveScore(day, p, LEAN)],
      [solarScore(day, p).breakdown, solarScore(day, p, LEAN).breakdown],
      [seaScore(sea, p), seaScore(sea, p, LEAN)],
    ] as const;
    for (const [explained, lean] of pairs) {
      expect(lean.score).toBe(explained.score);
      expect([lean.components, lean.adjustments, lean.caps]).toEqual([[], [], []]);
    }
  });
});

describe("caps approached by a taper (reachedAtLeast, reachedBelow, ceilingAt)", () => {
  it("reaches a threshold linearly over the taper below it, wholly from it on, a step without a taper", () => {
    expect([31, 31.25, 31.5, 32, 40].map((x) => reachedAtLeast(x, 32, 1))).toEqual([0, 0.25, 0.5, 1, 1]);
    expect([30, 31.9, 32].map((x) => reachedAtLeast(x, 32, 0))).toEqual([0, 0, 1]);
    expect(reachedAtLeast(Number.NaN, 32, 1)).toBe(0);
    // the cold caps mirrored: whole below the threshold, over the taper above it
    expect([-1, 0, 0.5, 1, 3].map((x) => reachedBelow(x, 0, 1))).toEqual([1, 1, 0.5, 0, 0]);
    expect([-0.1, 0].map((x) => reachedBelow(x, 0, 0))).toEqual([1, 0]);
    expect(reachedBelow(Number.NaN, 0, 1)).toBe(0);
  });

  it("lowers the ceiling from 100 to the cap as the reach goes from 0 to 1, and lists it with its ceiling", () => {
    const capped = (reach: number) =>
      new ScoreBuilder(true).component("x", 1, 100, 1).ceilingAt("heat", 31.5, 32, 59, reach).build();
    expect(capped(0)).toMatchObject({ score: 100, caps: [] });
    expect(capped(0.5)).toMatchObject({ score: 80, caps: [{ name: "heat", input: 31.5, threshold: 32, cap: 79.5 }] });
    expect(capped(1)).toMatchObject({ score: 59, caps: [{ cap: 59 }] });
  });

  test.prop([fc.double({ min: -50, max: 60, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true })])(
    "never falls as the input rises toward its threshold (monotone), and stays within 0-1",
    (x, dx) => {
      const a = reachedAtLeast(x, 32, 1);
      expect(reachedAtLeast(x + dx, 32, 1)).toBeGreaterThanOrEqual(a);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(1);
      expect(reachedBelow(x - dx, 0, 1)).toBeGreaterThanOrEqual(reachedBelow(x, 0, 1));
    },
  );
});
