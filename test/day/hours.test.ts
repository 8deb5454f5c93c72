import { describe, expect, it } from "vitest";
import { edgeIndex } from "../../src/day/hours.js";

describe("edgeIndex", () => {
  const t = Float64Array.of(0, 3_600_000, 7_200_000, 10_800_000);
  it("puts instants at a window's start in it, and interval values stamped at its start out of it", () => {
    // the window [1 h, 3 h): instants stamped 1 h and 2 h; interval values stamped 2 h and 3 h (ending inside)
    expect([edgeIndex(t, 3_600_000, "instant"), edgeIndex(t, 10_800_000, "instant")]).toEqual([1, 3]);
    expect([edgeIndex(t, 3_600_000, "sum"), edgeIndex(t, 10_800_000, "max")]).toEqual([2, 4]);
  });
});
