import { describe, expect, it } from "vitest";
import { allocateSeries, coverageOf, freshMemory, ScratchMemory } from "../../src/adapters/section.js";

describe("coverageOf", () => {
  it("is the fraction of values present, and 0 for no values at all", () => {
    expect(coverageOf(Float64Array.of(1, Number.NaN, 3, Number.NaN))).toBe(0.5); // 2 of 4
    expect(coverageOf(new Float64Array(0))).toBe(0);
  });
});

describe("ScratchMemory", () => {
  const FIELDS = ["a", "b"] as const;

  it("hands out the same series again for the same fields and length", () => {
    const memory = new ScratchMemory();
    const first = memory.series(FIELDS, 3);
    expect(first.timeMs).toHaveLength(3);
    expect(memory.series(FIELDS, 3)).toBe(first);
  });

  it("allocates a new series of the new length when the length changes", () => {
    const memory = new ScratchMemory();
    const three = memory.series(FIELDS, 3);
    const five = memory.series(FIELDS, 5);
    expect(five).not.toBe(three);
    expect(five.timeMs).toHaveLength(5);
    expect(five.columns.a).toHaveLength(5);
    expect(memory.series(FIELDS, 5)).toBe(five);
  });

  it("resets the coverage of every field, and only of the fields, when it hands a series out again", () => {
    const memory = new ScratchMemory();
    const series = memory.series(FIELDS, 2);
    series.coverage.a = 1;
    series.coverage.b = 0.5;
    expect(memory.series(FIELDS, 2).coverage).toEqual({ a: 0, b: 0 });
    const one = ["c"] as const;
    memory.series(one, 2).coverage.c = 1;
    expect(memory.series(one, 2).coverage).toEqual({ c: 0 });
  });

  it("gives allocateSeries all-missing columns, like fresh memory", () => {
    const memory = new ScratchMemory();
    memory.series(FIELDS, 2).columns.a.fill(7);
    const again = allocateSeries(FIELDS, 2, memory);
    expect(Array.from(again.columns.a)).toEqual([Number.NaN, Number.NaN]);
    expect(allocateSeries(FIELDS, 2, freshMemory).coverage).toEqual({ a: 0, b: 0 });
  });
});
