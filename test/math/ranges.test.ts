import { describe, expect, it } from "vitest";
import { countOf, lowerBound, maxOf, meanOf, minOf, sumOf } from "../../src/math/ranges.js";
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
      expect(reduce(values, 4, 2)).toBeNaN(); // a range that ends before it starts holds nothing
    }
  });

  // (−0 made 0: Math.max(0, −0) is 0 wherever they stand, the reductions keep the first of equal values)
  test.prop([
    fc.array(
      fc.oneof(
        fc.double({ noNaN: true }).map((v) => v + 0),
        fc.constant(Number.NaN),
      ),
    ),
  ])("max and min are the largest and smallest present values, whatever comes first", (list) => {
    const present = list.filter((v) => !Number.isNaN(v));
    const column = Float64Array.from(list);
    expect(maxOf(column, 0, column.length)).toBe(present.length ? Math.max(...present) : Number.NaN);
    expect(minOf(column, 0, column.length)).toBe(present.length ? Math.min(...present) : Number.NaN);
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

/** The first index whose value is at least `t`, by a plain scan: what `lowerBound` must give. */
const scan = (timeMs: Float64Array, t: number) => {
  const i = timeMs.findIndex((v) => v >= t);
  return i < 0 ? timeMs.length : i;
};

describe("lowerBound", () => {
  const hourly = Float64Array.of(10, 20, 30, 40);
  it("finds the first stamp at or after t on a regular axis, at both ends and between stamps", () => {
    expect([5, 10, 11, 20, 29, 30, 40, 41, 1e9].map((t) => lowerBound(hourly, t))).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 4]);
    expect([Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY].map((t) => lowerBound(hourly, t))).toEqual([0, 4]);
    expect(lowerBound(hourly, Number.NaN)).toBe(0);
  });

  it("finds it on an axis whose steps differ, where the first step's arithmetic guesses wrong", () => {
    // first step 10: 35 guesses index 3 (40), but the stamp 35 is index 2; 100 guesses past the end
    const gappy = Float64Array.of(10, 20, 35, 100, 101);
    expect([15, 35, 36, 99, 100, 101, 102].map((t) => lowerBound(gappy, t))).toEqual([1, 2, 3, 3, 3, 4, 5]);
  });

  it("answers on axes of no and one stamp", () => {
    expect([
      lowerBound(new Float64Array(0), 5),
      lowerBound(Float64Array.of(7), 5),
      lowerBound(Float64Array.of(7), 8),
    ]).toEqual([0, 0, 1]);
  });

  /** An axis whose element reads are counted (the length is not a read). */
  const counted = (axis: Float64Array) => {
    const counter = { reads: 0 };
    const proxy = new Proxy(axis, {
      get(target, key) {
        if (typeof key === "string" && /^\d+$/.test(key)) counter.reads++;
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { axis: proxy as Float64Array, counter };
  };

  it("reads four stamps of a regular axis of any length, two for a time at or before its start", () => {
    const long = Float64Array.from({ length: 1000 }, (_, i) => 3_600_000 * i);
    for (const [t, index, reads] of [
      [3_600_000 * 500.5, 501, 4],
      [3_600_000 * 999, 999, 4],
      [3_600_000 * 1000, 1000, 3],
      [0, 0, 2],
      [-5, 0, 2],
    ] as const) {
      const { axis, counter } = counted(long);
      expect(lowerBound(axis, t), `${t}`).toBe(index);
      expect(counter.reads, `${t}`).toBe(reads);
    }
    // past the end, and on an axis whose steps differ, it bisects: more reads, the same answer
    const { axis, counter } = counted(long);
    expect(lowerBound(axis, 3_600_000 * 1001)).toBe(1000);
    expect(counter.reads).toBeGreaterThan(4);
  });

  test.prop([
    fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 0, maxLength: 30 }),
    fc.integer({ min: -10, max: 200 }),
    fc.boolean(),
  ])("agrees with a scan on any strictly increasing axis", (steps, t, regular) => {
    let at = 0;
    const axis = Float64Array.from(steps, (s) => (at += regular ? 3 : s));
    expect(lowerBound(axis, t)).toBe(scan(axis, t));
    expect(lowerBound(axis, t + 0.5)).toBe(scan(axis, t + 0.5));
  });
});
