import { describe, expect, it } from "vitest";
import { isSortedCurve } from "../../src/math/curve.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { expectInputError } from "../adapters/helpers.js";

describe("defaultProfile", () => {
  it("is frozen all the way down", () => {
    expect(Object.isFrozen(defaultProfile)).toBe(true);
    expect(Object.isFrozen(defaultProfile.van.caps.heatApparentC)).toBe(true);
    expect(Object.isFrozen(defaultProfile.van.thermalByApparentMaxC[0])).toBe(true);
  });

  it("uses VanSky's published weights, summing to 1, and sorted curves", () => {
    const w = defaultProfile.van.weights;
    expect([w.thermal, w.sky, w.precipitation, w.wind]).toEqual([0.35, 0.25, 0.25, 0.15]);
    for (const curve of [
      defaultProfile.van.thermalByApparentMaxC,
      defaultProfile.sleep.thermalByNightC,
      defaultProfile.sea.waterByC,
    ]) {
      expect(isSortedCurve(curve)).toBe(true);
    }
  });
});

describe("defineProfile", () => {
  it("deep-merges overrides and leaves the rest at the defaults", () => {
    const p = defineProfile({ van: { caps: { heatApparentC: { at: 30 } } }, solar: { pv: { vanDerate: 0.62 } } });
    expect(p.van.caps.heatApparentC).toEqual({ at: 30, cap: 59 });
    expect(p.solar.pv.vanDerate).toBe(0.62);
    expect(p.solar.pv.systemLoss).toBe(defaultProfile.solar.pv.systemLoss);
    expect(p.sleep).toEqual(defaultProfile.sleep);
    expect(Object.isFrozen(p)).toBe(true);
  });

  it("replaces curves whole", () => {
    const p = defineProfile({
      sea: {
        waterByC: [
          [10, 0],
          [20, 100],
        ],
      },
    });
    expect(p.sea.waterByC).toEqual([
      [10, 0],
      [20, 100],
    ]);
  });

  it("rejects negative weights, unsorted breakpoints, unknown keys and non-finite numbers", () => {
    expectInputError(
      () => defineProfile({ van: { weights: { wind: -0.1 } } }),
      "BAD_OPTION",
      "profile.van.weights.wind",
    );
    expectInputError(
      () =>
        defineProfile({
          sea: {
            wavesByM: [
              [2, 0],
              [1, 100],
            ],
          },
        }),
      "BAD_OPTION",
      "profile.sea.wavesByM",
    );
    expectInputError(() => defineProfile({ van: { heat: 3 } } as never), "BAD_OPTION", "profile.van.heat");
    expectInputError(() => defineProfile({ labels: { ideal: Number.NaN } }), "BAD_OPTION", "profile.labels.ideal");
    expectInputError(
      () => defineProfile({ van: { weights: { thermal: 0, sky: 0, precipitation: 0, wind: 0 } } }),
      "BAD_OPTION",
      "profile.van.weights",
    );
  });
});
