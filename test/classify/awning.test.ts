import { describe, expect, it } from "vitest";
import { awningStatus } from "../../src/classify/awning.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

const status = (over: Parameters<typeof mildDay>[0], profile = defaultProfile) =>
  awningStatus(mildDay(over), profile).status;

describe("awningStatus (EN 13561 classes)", () => {
  it("is safe on a calm dry day, caution above the class 1 limit, retract above the awning's class limit", () => {
    expect(status({ gustMaxKmh: 25, windMaxKmh: 12 })).toBe("safe");
    expect(status({ gustMaxKmh: 35, windMaxKmh: 12 })).toBe("caution");
    expect(status({ gustMaxKmh: 55, windMaxKmh: 12 })).toBe("retract");
    expect(status({ gustMaxKmh: 42, windMaxKmh: 12 }, defineProfile({ awning: { windClass: 2 } }))).toBe("retract");
  });

  it("retracts for storms, snow and downpours; cautions for rain that pools and frost", () => {
    expect(status({ weatherCode: 95, precipitationMm: 5 })).toBe("retract");
    expect(status({ weatherCode: 73, precipitationMm: 4 })).toBe("retract");
    expect(status({ precipitationMm: 30 })).toBe("retract");
    expect(status({ precipitationMm: 4, weatherCode: 61 })).toBe("caution");
    expect(status({ tempMinC: -1 })).toBe("caution");
  });

  it("judges the weather code by the day's effectiveCode (the dry-day rule applied once, in the day)", () => {
    expect(status({ weatherCode: 1, effectiveCode: 95 })).toBe("retract");
    expect(status({ weatherCode: 95, effectiveCode: 3 })).toBe("safe");
  });

  it("takes caution at the class 1 limit, or at the awning's own limit when that is lower", () => {
    const reasons = (windClass: number, gustMaxKmh: number) =>
      awningStatus(mildDay({ gustMaxKmh, windMaxKmh: 12 }), defineProfile({ awning: { windClass } })).reasons.map(
        (r) => [r.status, r.threshold],
      );
    expect(reasons(3, 29)).toEqual([["caution", 28]]);
    expect(reasons(3, 28)).toEqual([]);
    expect(reasons(0, 25)).toEqual([
      ["retract", 19],
      ["caution", 19],
    ]);
  });

  test.prop([fc.double({ min: 0, max: 150, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true })])(
    "more gusts never make it safer",
    (gust, more) => {
      const rank = { safe: 0, caution: 1, retract: 2 };
      expect(rank[status({ gustMaxKmh: gust + more })]).toBeGreaterThanOrEqual(rank[status({ gustMaxKmh: gust })]);
    },
  );
});
