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

  it("scores from waves alone when the sea temperature is unknown", () => {
    expect(seaScore(sea(Number.NaN, 2), defaultProfile).score).toBe(40);
  });

  test.prop([fc.double(), fc.double(), fc.double()])("is an integer 0-100 or null for any input", (t, h, p) => {
    expect(isScore(seaScore(sea(t, h, p), defaultProfile).score)).toBe(true);
  });
});
