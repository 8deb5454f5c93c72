import { describe, expect, it } from "vitest";
import { awningStatus } from "../../src/classify/awning.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

const status = (over: Parameters<typeof mildDay>[0], profile = defaultProfile) =>
  awningStatus(mildDay(over), profile).status;

describe("awningStatus (EN 13561 classes by the mean wind)", () => {
  // the default class 1: retract above a mean of 28 km/h (gusts above 28·2.2 = 61.6), caution above class 0's 19 km/h
  // (gusts above 41.8)
  it("is safe on a calm dry day, caution in the class's top Beaufort force, retract above it", () => {
    expect(status({ gustMaxKmh: 25, windMaxKmh: 12 })).toBe("safe");
    expect(status({ gustMaxKmh: 30, windMaxKmh: 20 })).toBe("caution");
    expect(status({ gustMaxKmh: 30, windMaxKmh: 29 })).toBe("retract");
    expect(status({ gustMaxKmh: 45, windMaxKmh: 12 })).toBe("caution");
    expect(status({ gustMaxKmh: 65, windMaxKmh: 12 })).toBe("retract");
    // a class 2 awning stays out to Beaufort 5: 38 km/h, gusts to 83.6
    const class2 = defineProfile({ awning: { windClass: 2 } });
    expect(status({ gustMaxKmh: 65, windMaxKmh: 30 }, class2)).toBe("caution");
    expect(status({ gustMaxKmh: 84, windMaxKmh: 30 }, class2)).toBe("retract");
  });

  it("cautions for the review's Toronto day (21 km/h wind, 54 km/h gusts) instead of retracting", () => {
    // mean 21 > 19, gusts 54 > 41.8: caution; neither passes class 1's 28 km/h (61.6 in gusts)
    const toronto = awningStatus(mildDay({ windMaxKmh: 21, gustMaxKmh: 54 }), defaultProfile);
    expect(toronto.status).toBe("caution");
    expect(toronto.reasons.map((r) => [r.name, r.status])).toEqual([
      ["gusts", "caution"],
      ["sustained_wind", "caution"],
    ]);
  });

  it("judges the wind from gusts alone, or from the mean alone, where only one is known", () => {
    expect(status({ gustMaxKmh: 70, windMaxKmh: Number.NaN })).toBe("retract");
    expect(status({ gustMaxKmh: Number.NaN, windMaxKmh: 30 })).toBe("retract");
    expect(status({ gustMaxKmh: Number.NaN, windMaxKmh: Number.NaN })).toBe("safe");
  });

  it("retracts for storms, snow and downpours; cautions for rain that pools and frost", () => {
    expect(status({ weatherCode: 95, precipitationMm: 5 })).toBe("retract");
    expect(status({ weatherCode: 73, precipitationMm: 4 })).toBe("retract");
    expect(status({ precipitationMm: 30 })).toBe("retract");
    expect(status({ precipitationMm: 4, weatherCode: 61 })).toBe("caution");
    expect(status({ night: { tempMinC: -1 } })).toBe("caution");
  });

  it("judges the weather code by the day's effectiveCode (the dry-day rule applied once, in the day)", () => {
    expect(status({ weatherCode: 1, effectiveCode: 95 })).toBe("retract");
    expect(status({ weatherCode: 95, effectiveCode: 3 })).toBe("safe");
  });

  it("takes caution at the limit of the class below, and a class 0 awning's at its own limit", () => {
    const reasons = (windClass: number, windMaxKmh: number) =>
      awningStatus(mildDay({ gustMaxKmh: 10, windMaxKmh }), defineProfile({ awning: { windClass } })).reasons.map(
        (r) => [r.status, r.threshold],
      );
    expect(reasons(3, 39)).toEqual([["caution", 38]]);
    expect(reasons(3, 38)).toEqual([]);
    expect(reasons(0, 20)).toEqual([
      ["retract", 19],
      ["caution", 19],
    ]);
  });

  it("names every check that fired, with its value, threshold and status, retract ones first", () => {
    // a storm day failing all eight checks of docs/model.md: gusts 70 > 61.6 and > 41.8, a mean of 40 > 28 and
    // > 19 km/h, code 95 (thunderstorm), 30 mm ≥ 25 and ≥ 3 mm, tonight's minimum −2 ≤ 0 °C (frost first of the
    // cautions: its advice, to roll the awning in, covers the others)
    const day = mildDay({
      gustMaxKmh: 70,
      windMaxKmh: 40,
      weatherCode: 95,
      precipitationMm: 30,
      night: { tempMinC: -2 },
    });
    const reasons = awningStatus(day, defaultProfile).reasons;
    expect(reasons.map((r) => [r.name, r.value, r.status])).toEqual([
      ["gusts", 70, "retract"],
      ["sustained_wind", 40, "retract"],
      ["weather_code", 95, "retract"],
      ["rain", 30, "retract"],
      ["frost", -2, "caution"],
      ["gusts", 70, "caution"],
      ["sustained_wind", 40, "caution"],
      ["rain", 30, "caution"],
    ]);
    const thresholds = reasons.map((r) => r.threshold);
    expect(thresholds[0]).toBeCloseTo(61.6, 9);
    expect(thresholds[5]).toBeCloseTo(41.8, 9);
    expect([thresholds[1], thresholds[2], thresholds[3], thresholds[4], thresholds[6], thresholds[7]]).toEqual([
      28, 0, 25, 0, 19, 3,
    ]);
  });

  describe("boundaries (docs/model.md: wind above the limit; rain and frost at it)", () => {
    const a = defaultProfile.awning;
    const fired = (over: Parameters<typeof mildDay>[0], name: string) =>
      awningStatus(mildDay(over), defaultProfile)
        .reasons.filter((r) => r.name === name)
        .map((r) => [r.status, r.threshold]);
    const limit = a.classWindLimitKmh[a.windClass] as number; // class 1: 28 km/h

    it("a mean wind at the class limit only cautions; just above it retracts", () => {
      expect(status({ windMaxKmh: limit, gustMaxKmh: 10 })).toBe("caution");
      expect(fired({ windMaxKmh: limit, gustMaxKmh: 10 }, "sustained_wind")).toEqual([["caution", 19]]);
      expect(fired({ windMaxKmh: limit + 0.1, gustMaxKmh: 10 }, "sustained_wind")).toEqual([
        ["retract", 28],
        ["caution", 19],
      ]);
    });

    it("cautions above a mean of 19 km/h (class 0's limit), safe at it", () => {
      expect(status({ windMaxKmh: 19.1, gustMaxKmh: 10 })).toBe("caution");
      expect(status({ windMaxKmh: 19, gustMaxKmh: 10 })).toBe("safe");
    });

    it("reads gusts through the gust factor: retract above 61.6 km/h, caution above 41.8, not at them", () => {
      expect(status({ gustMaxKmh: 61.6, windMaxKmh: 10 })).toBe("caution");
      expect(status({ gustMaxKmh: 61.7, windMaxKmh: 10 })).toBe("retract");
      expect(status({ gustMaxKmh: 41.8, windMaxKmh: 10 })).toBe("safe");
      expect(status({ gustMaxKmh: 41.9, windMaxKmh: 10 })).toBe("caution");
    });

    it("takes a gust exactly at the limit times the factor as not above it: 70 and 47.5 km/h at a factor of 2.5", () => {
      // 28·2.2 is 61.600000000000001 in doubles, so 61.6 lies just below it; 28·2.5 = 70 and 19·2.5 = 47.5 are exact
      const factor25 = defineProfile({ awning: { gustFactor: 2.5 } });
      expect(status({ gustMaxKmh: 70, windMaxKmh: 10 }, factor25)).toBe("caution");
      expect(status({ gustMaxKmh: 70.1, windMaxKmh: 10 }, factor25)).toBe("retract");
      expect(status({ gustMaxKmh: 47.5, windMaxKmh: 10 }, factor25)).toBe("safe");
      expect(status({ gustMaxKmh: 47.6, windMaxKmh: 10 }, factor25)).toBe("caution");
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

    it("cautions at tonight's 0 °C minimum (frost), safe at 0.1 °C", () => {
      expect(status({ night: { tempMinC: a.frostMinC } })).toBe("caution");
      expect(fired({ night: { tempMinC: a.frostMinC } }, "frost")).toEqual([["caution", 0]]);
      expect(status({ night: { tempMinC: a.frostMinC + 0.1 } })).toBe("safe");
    });

    it("reads frost from tonight's minimum, not the calendar day's (review N2: the morning before)", () => {
      // a −1.7 °C dawn before a +0.6 °C night (Jan+0 CA): no frost tonight; a +4 °C dawn before −0.7 °C: frost
      expect(status({ tempMinC: -1.7, night: { tempMinC: 0.6 } })).toBe("safe");
      const frost = awningStatus(mildDay({ tempMinC: 4, night: { tempMinC: -0.7 } }), defaultProfile).reasons;
      expect(frost.map((r) => [r.name, r.value, r.status])).toEqual([["frost", -0.7, "caution"]]);
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
