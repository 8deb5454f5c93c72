import { describe, expect, it } from "vitest";
import { countOf, maxOf, meanOf, minOf, sumOf } from "../../src/math/ranges.js";
import { fc, test } from "../prop.js";

describe("range reductions", () => {
  const values = Float64Array.of(Number.NaN, 4, -2, Number.NaN, 7, 1);

  it("skip missing values inside the range and ignore values outside it", () => {
    expect(countOf(values, 0, 6)).toBe(4);
    expect(maxOf(values, 0, 6)).toBe(7);
    expect(minOf(values, 0, 6)).toBe(-2);
    expect(sumOf(values, 0, 6)).toBe(10);
    expect(meanOf(values, 0, 6)).toBe(2.5);
    expect(maxOf(values, 1, 3)).toBe(4); // [4, −2]
    expect(sumOf(values, 2, 5)).toBe(5); // [−2, NaN, 7]
  });

  it("give NaN (a count of 0) where nothing is present", () => {
    expect(countOf(values, 3, 4)).toBe(0);
    for (const reduce of [maxOf, minOf, sumOf, meanOf]) {
      expect(reduce(values, 3, 4)).toBeNaN();
      expect(reduce(values, 2, 2)).toBeNaN();
    }
  });

  test.prop([fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(Number.NaN)))])(
    "min ≤ mean ≤ max over the present values, and sum = mean × count",
    (list) => {
      const column = Float64Array.from(list);
      const n = column.length;
      const count = countOf(column, 0, n);
      fc.pre(count > 0);
      expect(minOf(column, 0, n)).toBeLessThanOrEqual(meanOf(column, 0, n) + 1e-9);
      expect(meanOf(column, 0, n)).toBeLessThanOrEqual(maxOf(column, 0, n) + 1e-9);
      expect(sumOf(column, 0, n)).toBeCloseTo(meanOf(column, 0, n) * count, 3);
    },
  );
});
