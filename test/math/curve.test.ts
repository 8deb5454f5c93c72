import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { interpolate, isSortedCurve } from "../../src/math/curve.js";

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
