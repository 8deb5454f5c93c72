import { describe, expect, it } from "vitest";
import { interpolate, isSortedCurve } from "../../src/math/curve.js";
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
