import { describe, expect, it } from "vitest";
import { interpolate } from "../../src/math/curve.js";
import { defaultProfile } from "../../src/profile/index.js";
import { solarScore } from "../../src/scores/solar.js";
import { anyDay, isScore, mildDay } from "../arbitraries.js";
import { test } from "../prop.js";

describe("solar_score", () => {
  // VanSky's published (solar_kwh, solar_score) pairs, research note §10.3
  it.each([
    [0.5, 10],
    [1, 20],
    [1.4, 30],
    [2, 45],
    [2.4, 55],
    [3, 70],
    [3.4, 78],
    [4.5, 100],
  ])("maps %f kWh/kWp to the published %i", (kwh, score) => {
    expect(Math.round(interpolate(defaultProfile.solar.scoreByKWh, kwh))).toBe(score);
  });

  it("rounds the yield to 0.1 kWh and scores that, as the service does", () => {
    const result = solarScore(
      mildDay({ shortwaveMJm2: 13, daylightS: 11.3 * 3600, tempMaxC: 24, tempMinC: 11 }),
      defaultProfile,
    );
    expect(result.kwh).toBe(1.8); // 2.895 × the van derate 0.62 = 1.795, see test/physics/solar.test.ts
    expect(result.breakdown.score).toBe(40); // 20 + 25·0.8
  });

  it("takes the apparent maximum for an unknown air maximum (a panel never cooler for missing data)", () => {
    // 18 MJ/m², 12 h, no minimum: Ta at the maximum, 30 °C apparent: Tc = 30 + 0.035·514.04 = 47.99 °C,
    // f = 0.90803; Y = 5·0.8592·0.97·0.62·0.90803 = 2.346 -> 2.3 (with no temperature at all, the NOCT 20 °C air)
    const day = mildDay({
      shortwaveMJm2: 18,
      daylightS: 12 * 3600,
      tempMaxC: Number.NaN,
      apparentMaxC: 30,
      tempMinC: Number.NaN,
    });
    expect(solarScore(day, defaultProfile).kwh).toBe(2.3);
  });

  it("explains itself by default: the rounded yield as pv_yield_kwh", () => {
    const result = solarScore(
      mildDay({ shortwaveMJm2: 13, daylightS: 11.3 * 3600, tempMaxC: 24, tempMinC: 11 }),
      defaultProfile,
    );
    // 1.8 kWh/kWp between 1 -> 20 and 3 -> 70: 20 + 50·0.8/2 = 40
    expect(result.breakdown.components).toHaveLength(1);
    expect(result.breakdown.components[0]).toMatchObject({ name: "pv_yield_kwh", input: 1.8, weight: 1 });
    expect(result.breakdown.components[0]?.rating).toBeCloseTo(40, 9);
  });

  it("is null without radiation", () => {
    const result = solarScore(mildDay({ shortwaveMJm2: Number.NaN }), defaultProfile);
    expect(result.kwh).toBeNull();
    expect(result.breakdown.score).toBeNull();
  });

  test.prop([anyDay])("is an integer 0-100 or null for any day", (day) => {
    expect(isScore(solarScore(day, defaultProfile).breakdown.score)).toBe(true);
  });
});
