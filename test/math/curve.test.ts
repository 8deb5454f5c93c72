import { describe, expect, it } from "vitest";
import { clamp, flatCurve, interpolate, interpolateFlat, isSortedCurve } from "../../src/math/curve.js";
import { fc, test } from "../prop.js";

describe("interpolate", () => {
  const curve = [
    [0, 0],
    [10, 100],
    [20, 50],
  ] as const;
  it("is linear between breakpoints and clamped outside", () => {
    expect(interpolate(curve, 5)).toBe(50);
    expect(interpolate(curve, 15)).toBe(75);
    expect(interpolate(curve, -5)).toBe(0);
    expect(interpolate(curve, 99)).toBe(50);
    expect(interpolate(curve, Number.NaN)).toBeNaN();
  });

  test.prop([fc.double({ noNaN: true })])("stays within the curve's y range", (x) => {
    const y = interpolate(curve, x);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(100);
  });

  it("reads a curve that changed since the last call afresh, and a frozen one the same as its copy", () => {
    const mutable: [number, number][] = [
      [0, 0],
      [10, 100],
    ];
    expect(interpolate(mutable, 5)).toBe(50);
    (mutable[1] as [number, number])[1] = 200;
    expect(interpolate(mutable, 5)).toBe(100);
    const frozen = Object.freeze(mutable.map((p) => Object.freeze([...p] as const)));
    for (const x of [-1, 0, 2.5, 5, 10, 11]) expect(interpolate(frozen, x)).toBe(interpolate(mutable, x));
  });

  it("reads afresh a curve whose array or any one breakpoint may still change", () => {
    // Frozen breakpoints in an array that is not frozen: a breakpoint replaced, 5 on [0,0]-[10,200] gives 0 + 200 × 5/10 = 100.
    const open: (readonly [number, number])[] = [Object.freeze([0, 0] as const), Object.freeze([10, 100] as const)];
    expect(interpolate(open, 5)).toBe(50); // 0 + 100 × 5/10
    open[1] = Object.freeze([10, 200] as const);
    expect(interpolate(open, 5)).toBe(100);
    // A frozen array with one breakpoint that is not frozen: that breakpoint changed, the same 100.
    const last: [number, number] = [10, 100];
    const half = Object.freeze([Object.freeze([0, 0] as const), last]);
    expect(interpolate(half, 5)).toBe(50);
    last[1] = 200;
    expect(interpolate(half, 5)).toBe(100);
  });

  it("reads a deeply frozen curve's breakpoints once and remembers them", () => {
    let reads = 0; // reads of a breakpoint (an index of the curve, not its length)
    const frozen = Object.freeze([Object.freeze([0, 0] as const), Object.freeze([10, 100] as const)]);
    const watched = new Proxy(frozen, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    expect(interpolate(watched, 5)).toBe(50); // 0 + 100 × 5/10
    const firstReads = reads;
    expect(firstReads).toBeGreaterThan(0);
    expect(interpolate(watched, 2.5)).toBe(25); // 0 + 100 × 2.5/10
    expect(reads).toBe(firstReads);
  });

  it("gives NaN for an empty curve", () => {
    expect(interpolate([], 5)).toBeNaN();
  });

  it("reads a flat curve as its breakpoints (interpolateFlat)", () => {
    const flat = flatCurve(curve);
    expect([...flat]).toEqual([0, 0, 10, 100, 20, 50]);
    // 2.5 between [0, 0] and [10, 100]: 25; 17.5 between [10, 100] and [20, 50]: 100 − 50 × 0.75 = 62.5
    expect([-1, 0, 2.5, 10, 17.5, 20, 21].map((x) => interpolateFlat(flat, x))).toEqual([0, 0, 25, 100, 62.5, 50, 50]);
    expect(interpolateFlat(flat, Number.NaN)).toBeNaN();
    expect(interpolateFlat(new Float64Array(0), 5)).toBeNaN();
  });

  it("reads a step (two breakpoints at one x) as its first breakpoint's y, at the start as in the middle", () => {
    // At the start: x = 0 is at the first x, so the first y, 0 (not the step's top, 100).
    expect(
      interpolate(
        [
          [0, 0],
          [0, 100],
          [10, 100],
        ],
        0,
      ),
    ).toBe(0);
    // In the middle: x = 10 ends the segment [0,0]-[10,0], y = 0 (not the step's top, 100); past it, the top.
    const step = [
      [0, 0],
      [10, 0],
      [10, 100],
      [20, 100],
    ] as const;
    expect(interpolate(step, 10)).toBe(0);
    expect(interpolate(step, 15)).toBe(100); // 100 + 0 × 5/10
  });

  it("recognizes sorted curves", () => {
    expect(isSortedCurve(curve)).toBe(true);
    expect(
      isSortedCurve([
        [1, 0],
        [1, 2],
      ]),
    ).toBe(false);
    expect(isSortedCurve([])).toBe(false);
  });
});

describe("isSortedCurve's rejections", () => {
  it("rejects a breakpoint with a non-finite x or y, and an x that falls back", () => {
    expect(isSortedCurve([[0, 1]])).toBe(true);
    expect(isSortedCurve([[Number.NaN, 1]])).toBe(false);
    expect(isSortedCurve([[0, Number.POSITIVE_INFINITY]])).toBe(false);
    expect(
      isSortedCurve([
        [0, 1],
        [Number.POSITIVE_INFINITY, 2],
      ]),
    ).toBe(false);
    expect(
      isSortedCurve([
        [0, 1],
        [2, Number.NaN],
      ]),
    ).toBe(false);
    expect(
      isSortedCurve([
        [0, 1],
        [2, 2],
        [1, 3],
      ]),
    ).toBe(false);
  });
});

describe("clamp", () => {
  it("gives the bound below lo and above hi, at the bound and just beside it", () => {
    expect(clamp(-0.1, 0, 100)).toBe(0);
    expect(clamp(0, 0, 100)).toBe(0);
    expect(clamp(0.1, 0, 100)).toBe(0.1);
    expect(clamp(99.9, 0, 100)).toBe(99.9);
    expect(clamp(100, 0, 100)).toBe(100);
    expect(clamp(100.1, 0, 100)).toBe(100);
    expect(clamp(50, 0, 100)).toBe(50);
  });

  it("returns x itself, not a bound equal to it, sign of zero included", () => {
    // +0 = −0 but Object.is tells them apart (1/+0 = +∞, 1/−0 = −∞): x at a bound is kept as it is.
    expect(clamp(0, -0, 1)).toBe(0);
    expect(clamp(-0, -1, 0)).toBe(-0);
  });

  test.prop([fc.double({ noNaN: true }), fc.double({ noNaN: true }), fc.double({ noNaN: true })])(
    "is x on [lo, hi] and within [lo, hi] everywhere",
    (x, a, b) => {
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      const y = clamp(x, lo, hi);
      expect(y >= lo && y <= hi).toBe(true);
      if (x >= lo && x <= hi) expect(y).toBe(x);
    },
  );
});
