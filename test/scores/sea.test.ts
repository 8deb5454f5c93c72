import { describe, expect, it } from "vitest";
import { defaultProfile } from "../../src/profile/index.js";
import { seaScore } from "../../src/scores/sea.js";
import { isScore } from "../arbitraries.js";
import { fc, test } from "../prop.js";

const sea = (seaTempC: number, waveHeightMaxM: number, wavePeriodMaxS = 6) => ({
  seaTempC,
  waveHeightMaxM,
  wavePeriodMaxS,
  waveDirectionDeg: 270,
});

describe("sea_score", () => {
  it("is null without marine data", () => {
    expect(seaScore(null, defaultProfile).score).toBeNull();
    expect(seaScore(sea(Number.NaN, Number.NaN), defaultProfile).score).toBeNull();
  });

  it("rates a warm calm sea 100 and a cold one low (hand-computed)", () => {
    expect(seaScore(sea(25, 0.4), defaultProfile).score).toBe(100);
    // 15 °C: 0 + (1/2)·20 = 10; waves 0.4 m -> 100: 0.6·10 + 0.4·100 = 46
    expect(seaScore(sea(15, 0.4), defaultProfile).score).toBe(46);
  });

  it("penalizes long-period swell and caps a rough sea at 30", () => {
    // 1.25 m -> 75, minus 10 for a 12 s swell: 65; 0.6·100 + 0.4·65 = 86
    expect(seaScore(sea(25, 1.25, 12), defaultProfile).score).toBe(86);
    expect(seaScore(sea(25, 3, 8), defaultProfile).score).toBe(30);
  });

  it("penalizes swell from 1 m and 10 s, not at 0.99 m or 9.9 s", () => {
    const waves = (hs: number, periodS: number) =>
      seaScore(sea(25, hs, periodS), defaultProfile).components.find((c) => c.name === "waves")?.rating;
    // 1 m between 0.5 m -> 100 and 1.25 m -> 75: 100 − 25·0.5/0.75 = 83.33, minus 10 for swell: 73.33
    expect(waves(1, 12)).toBeCloseTo(73.333, 3);
    // 0.99 m: 100 − 25·0.49/0.75 = 83.67, no swell however long the period
    expect(waves(0.99, 12)).toBeCloseTo(83.667, 3);
    // 1.25 m -> 75: minus 10 at 10 s, not at 9.9 s
    expect(waves(1.25, 10)).toBeCloseTo(65, 9);
    expect(waves(1.25, 9.9)).toBeCloseTo(75, 9);
  });

  it("explains itself by default: water_temperature and waves, and the rough_sea cap from 2.5 m", () => {
    const rough = seaScore(sea(25, 3, 8), defaultProfile);
    expect(rough.components.map((c) => c.name)).toEqual(["water_temperature", "waves"]);
    expect(rough.caps).toEqual([{ name: "rough_sea", input: 3, threshold: 2.5, cap: 30 }]);
    expect(seaScore(sea(25, 2.5), defaultProfile).caps.map((c) => c.name)).toEqual(["rough_sea"]);
    expect(seaScore(sea(25, 2.49), defaultProfile).caps).toEqual([]);
  });

  it("scores from waves alone when the sea temperature is unknown", () => {
    expect(seaScore(sea(Number.NaN, 2), defaultProfile).score).toBe(40);
  });

  test.prop([fc.double(), fc.double(), fc.double()])("is an integer 0-100 or null for any input", (t, h, p) => {
    expect(isScore(seaScore(sea(t, h, p), defaultProfile).score)).toBe(true);
  });
});
