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

  it("explains itself by default: water_temperature and waves, and the rough_sea cap from 2.5 m, approached from 2 m", () => {
    const rough = seaScore(sea(25, 3, 8), defaultProfile);
    expect(rough.components.map((c) => c.name)).toEqual(["water_temperature", "waves"]);
    expect(rough.caps).toEqual([{ name: "rough_sea", input: 3, threshold: 2.5, cap: 30 }]);
    expect(seaScore(sea(25, 2.5), defaultProfile).caps.map((c) => c.name)).toEqual(["rough_sea"]);
    // halfway up the 0.5 m taper: 30 + 70/2 = 65; 0.6·100 + 0.4·30 = 72 under it: 65
    const halfway = seaScore(sea(25, 2.25), defaultProfile);
    expect(halfway.caps).toEqual([{ name: "rough_sea", input: 2.25, threshold: 2.5, cap: 65 }]);
    expect(halfway.score).toBe(65);
    expect(seaScore(sea(25, 2), defaultProfile).caps).toEqual([]);
  });

  it("counts an unknown sea temperature as the world ocean's mean, 16.1 °C: a calm sea scores 53, not 100", () => {
    // 16.1 °C: 20 + 25·0.1/2 = 21.25, below the waves' 100: 0.6·21.25 + 0.4·100 = 52.75 -> 53 (a known 10 °C: 40)
    expect(seaScore(sea(Number.NaN, 0.3), defaultProfile).score).toBe(53);
    expect(seaScore(sea(10, 0.3), defaultProfile).score).toBe(40);
    // 2 m waves rate 40: the water counts at 21.25 still: 0.6·21.25 + 16 = 28.75 -> 29; 3 m waves rate 13.33, the
    // water still 21.25 (it counted at 13.33 before): 12.75 + 5.33 = 18.08 -> 18
    expect(seaScore(sea(Number.NaN, 2), defaultProfile).score).toBe(29);
    expect(seaScore(sea(Number.NaN, 3), defaultProfile).score).toBe(18);
    const water = seaScore(sea(Number.NaN, 0.3), defaultProfile).components.at(-1);
    expect(water).toMatchObject({ name: "water_temperature", input: Number.NaN, weight: 0.6 });
    expect(water?.rating).toBeCloseTo(21.25, 9);
  });

  it("counts unknown waves as a slight sea (1.25 m, 75) whatever the water: never the roughest sea", () => {
    // 26 °C rates 100: 0.6·100 + 0.4·75 = 90
    expect(seaScore(sea(26, Number.NaN), defaultProfile).score).toBe(90);
    // with a 12 s period the ordinary slight sea carries the long swell's 10 points: 0.6·100 + 0.4·65 = 86
    expect(seaScore(sea(26, Number.NaN, 12), defaultProfile).score).toBe(86);
    // 15 °C rates 10: 0.6·10 + 0.4·75 = 36 (it scored 10: the waves sank to the water's rating)
    expect(seaScore(sea(15, Number.NaN), defaultProfile).score).toBe(36);
    // the review's 12 °C water (rated 0): unknown waves 0.4·75 = 30, between a calm sea's 40 and 3.5 m waves' 3
    // (6.67 rated, 2.67, under the rough cap); it scored 0, below the roughest known sea
    expect(seaScore(sea(12, Number.NaN), defaultProfile).score).toBe(30);
    expect(seaScore(sea(12, 0.3), defaultProfile).score).toBe(40);
    expect(seaScore(sea(12, 3.5), defaultProfile).score).toBe(3);
  });

  test.prop([fc.double({ min: 0, max: 8, noNaN: true }), fc.double({ min: -2, max: 35, noNaN: true })])(
    "never scores an unknown facet above the same sea with it at its ordinary value",
    (hs, sst) => {
      const o = defaultProfile.ordinary;
      const at = (t: number, h: number) => seaScore(sea(t, h), defaultProfile).score ?? 0;
      expect(at(Number.NaN, hs)).toBeLessThanOrEqual(at(o.seaTempC, hs));
      expect(at(sst, Number.NaN)).toBeLessThanOrEqual(at(sst, o.waveHeightM));
    },
  );

  test.prop([fc.double(), fc.double(), fc.double()])("is an integer 0-100 or null for any input", (t, h, p) => {
    expect(isScore(seaScore(sea(t, h, p), defaultProfile).score)).toBe(true);
  });
});
