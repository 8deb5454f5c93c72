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

  it("names every check that fired, with its value, threshold and status, retract ones first", () => {
    // a storm day failing all eight checks of docs/model.md: gusts 60 > 49 (class 3) and > 28 (class 1), sustained
    // 40 ≥ 39 and ≥ 20 km/h, code 95 (thunderstorm), 30 mm ≥ 25 and ≥ 3 mm, Tmin −2 ≤ 0 °C
    const day = mildDay({ gustMaxKmh: 60, windMaxKmh: 40, weatherCode: 95, precipitationMm: 30, tempMinC: -2 });
    expect(awningStatus(day, defaultProfile).reasons).toEqual([
      { name: "gusts", value: 60, threshold: 49, status: "retract" },
      { name: "sustained_wind", value: 40, threshold: 39, status: "retract" },
      { name: "weather_code", value: 95, threshold: 0, status: "retract" },
      { name: "rain", value: 30, threshold: 25, status: "retract" },
      { name: "gusts", value: 60, threshold: 28, status: "caution" },
      { name: "sustained_wind", value: 40, threshold: 20, status: "caution" },
      { name: "rain", value: 30, threshold: 3, status: "caution" },
      { name: "frost", value: -2, threshold: 0, status: "caution" },
    ]);
  });

  describe("boundaries (docs/model.md: gusts above the limit; sustained, rain and frost at it)", () => {
    const a = defaultProfile.awning;
    const fired = (over: Parameters<typeof mildDay>[0], name: string) =>
      awningStatus(mildDay(over), defaultProfile)
        .reasons.filter((r) => r.name === name)
        .map((r) => [r.status, r.threshold]);
    const limit = a.classGustLimitKmh[a.windClass] as number; // class 3: 49 km/h

    it("gusts at the class limit only caution; just above it retract", () => {
      expect(status({ gustMaxKmh: limit, windMaxKmh: 12 })).toBe("caution");
      expect(fired({ gustMaxKmh: limit, windMaxKmh: 12 }, "gusts")).toEqual([["caution", 28]]);
      expect(fired({ gustMaxKmh: limit + 0.1, windMaxKmh: 12 }, "gusts")).toEqual([
        ["retract", 49],
        ["caution", 28],
      ]);
    });

    it("retracts at sustained 39 km/h (Beaufort 6), only cautions at 38.9", () => {
      const w = a.retractSustainedKmh;
      expect(status({ windMaxKmh: w, gustMaxKmh: 25 })).toBe("retract");
      expect(fired({ windMaxKmh: w, gustMaxKmh: 25 }, "sustained_wind")).toEqual([
        ["retract", 39],
        ["caution", 20],
      ]);
      expect(status({ windMaxKmh: w - 0.1, gustMaxKmh: 25 })).toBe("caution");
      expect(fired({ windMaxKmh: w - 0.1, gustMaxKmh: 25 }, "sustained_wind")).toEqual([["caution", 20]]);
    });

    it("cautions at sustained 20 km/h (Beaufort 4), safe at 19.9", () => {
      const w = a.cautionSustainedKmh;
      expect(status({ windMaxKmh: w })).toBe("caution");
      expect(fired({ windMaxKmh: w }, "sustained_wind")).toEqual([["caution", 20]]);
      expect(status({ windMaxKmh: w - 0.1 })).toBe("safe");
    });

    it("retracts at a 25 mm downpour, only cautions at 24.9 mm", () => {
      const mm = defaultProfile.rain.downpourMm;
      expect(status({ precipitationMm: mm, weatherCode: 65 })).toBe("retract");
      expect(fired({ precipitationMm: mm, weatherCode: 65 }, "rain")).toEqual([
        ["retract", 25],
        ["caution", 3],
      ]);
      expect(status({ precipitationMm: mm - 0.1, weatherCode: 65 })).toBe("caution");
      expect(fired({ precipitationMm: mm - 0.1, weatherCode: 65 }, "rain")).toEqual([["caution", 3]]);
    });

    it("cautions at 3 mm of rain (pooling), safe at 2.9 mm", () => {
      const mm = a.cautionRainMm;
      expect(status({ precipitationMm: mm, weatherCode: 61 })).toBe("caution");
      expect(fired({ precipitationMm: mm, weatherCode: 61 }, "rain")).toEqual([["caution", 3]]);
      expect(status({ precipitationMm: mm - 0.1, weatherCode: 61 })).toBe("safe");
    });

    it("cautions at a 0 °C minimum (frost), safe at 0.1 °C", () => {
      expect(status({ tempMinC: a.frostMinC })).toBe("caution");
      expect(fired({ tempMinC: a.frostMinC }, "frost")).toEqual([["caution", 0]]);
      expect(status({ tempMinC: a.frostMinC + 0.1 })).toBe("safe");
    });
  });

  test.prop([fc.double({ min: 0, max: 150, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true })])(
    "more gusts never make it safer",
    (gust, more) => {
      const rank = { safe: 0, caution: 1, retract: 2 };
      expect(rank[status({ gustMaxKmh: gust + more })]).toBeGreaterThanOrEqual(rank[status({ gustMaxKmh: gust })]);
    },
  );
});
