import { describe, expect, it } from "vitest";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { expectInputError } from "../adapters/helpers.js";

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

  it("copies the override's breakpoints, freezing its own copy and not the caller's", () => {
    const curve: [number, number][] = [
      [10, 0],
      [20, 100],
    ];
    const p = defineProfile({ sea: { waterByC: curve } });
    expect(Object.isFrozen(p.sea.waterByC[0])).toBe(true);
    expect(Object.isFrozen(curve[0])).toBe(false);
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

  it("holds weights that must sum to 1 to it, and no others", () => {
    expectInputError(() => defineProfile({ van: { weights: { wind: 0.2 } } }), "BAD_OPTION", "profile.van.weights");
    expectInputError(() => defineProfile({ sea: { weights: { water: 0.5 } } }), "BAD_OPTION", "profile.sea.weights");
    const p = defineProfile({ van: { weights: { thermal: 0.4, sky: 0.2, precipitation: 0.3, wind: 0.1 } } });
    expect(p.van.weights.thermal).toBe(0.4);
    expect(defineProfile({ sea: { weights: { water: 1, waves: 0 } } }).sea.weights.waves).toBe(0);
  });

  it("keeps every cap and rating within 0-100 and every penalty non-negative", () => {
    expectInputError(
      () => defineProfile({ van: { caps: { heatApparentC: { cap: 120 } } } }),
      "BAD_OPTION",
      "profile.van.caps.heatApparentC.cap",
    );
    expectInputError(
      () => defineProfile({ van: { caps: { thunderstorm: -1 } } }),
      "BAD_OPTION",
      "profile.van.caps.thunderstorm",
    );
    expect(defineProfile({ van: { caps: { thunderstorm: 100 } } }).van.caps.thunderstorm).toBe(100);
    expectInputError(
      () =>
        defineProfile({
          van: {
            skyByCloudPct: [
              [0, 50],
              [100, 101],
            ],
          },
        }),
      "BAD_OPTION",
      "profile.van.skyByCloudPct[1][1]",
    );
    expectInputError(
      () =>
        defineProfile({
          drive: {
            gustPenaltyByKmh: [
              [50, 0],
              [80, -5],
            ],
          },
        }),
      "BAD_OPTION",
      "profile.drive.gustPenaltyByKmh[1][1]",
    );
  });

  it("wants six never-decreasing severity penalties and four increasing awning limits with the class among them", () => {
    expectInputError(
      () => defineProfile({ drive: { codePenaltyBySeverity: [0, 5, 12, 25, 45] } }),
      "BAD_OPTION",
      "profile.drive.codePenaltyBySeverity",
    );
    expectInputError(
      () => defineProfile({ drive: { codePenaltyBySeverity: [0, 5, 12, 10, 45, 70] } }),
      "BAD_OPTION",
      "profile.drive.codePenaltyBySeverity[3]",
    );
    expect(defineProfile({ drive: { codePenaltyBySeverity: [0, 0, 0, 0, 0, 0] } }).drive.codePenaltyBySeverity).toEqual(
      [0, 0, 0, 0, 0, 0],
    );
    expectInputError(() => defineProfile({ awning: { windClass: 4 } }), "BAD_OPTION", "profile.awning.windClass");
    expectInputError(() => defineProfile({ awning: { windClass: 1.5 } }), "BAD_OPTION", "profile.awning.windClass");
    expectInputError(() => defineProfile({ awning: { windClass: -1 } }), "BAD_OPTION", "profile.awning.windClass");
    expect(defineProfile({ awning: { windClass: 0 } }).awning.windClass).toBe(0);
    expectInputError(
      () => defineProfile({ awning: { classGustLimitKmh: [19, 28, 38] } }),
      "BAD_OPTION",
      "profile.awning.classGustLimitKmh",
    );
    expectInputError(
      () => defineProfile({ awning: { classGustLimitKmh: [19, 38, 38, 49] } }),
      "BAD_OPTION",
      "profile.awning.classGustLimitKmh[2]",
    );
  });

  it("keeps the labels in order within 0-100, and the condensation van physical", () => {
    expectInputError(() => defineProfile({ labels: { comfortable: 85 } }), "BAD_OPTION", "profile.labels");
    expectInputError(() => defineProfile({ labels: { acceptable: 20 } }), "BAD_OPTION", "profile.labels");
    expectInputError(() => defineProfile({ labels: { ideal: 101 } }), "BAD_OPTION", "profile.labels.ideal");
    expectInputError(() => defineProfile({ labels: { harsh: -1 } }), "BAD_OPTION", "profile.labels.harsh");
    expect(defineProfile({ labels: { ideal: 90, comfortable: 61 } }).labels.ideal).toBe(90);
    expectInputError(
      () => defineProfile({ condensation: { airChangesPerHour: 0 } }),
      "BAD_OPTION",
      "profile.condensation.airChangesPerHour",
    );
    expectInputError(
      () => defineProfile({ condensation: { surfaceTemperatureFactor: 1.2 } }),
      "BAD_OPTION",
      "profile.condensation.surfaceTemperatureFactor",
    );
    expectInputError(
      () => defineProfile({ condensation: { mediumMarginK: -1 } }),
      "BAD_OPTION",
      "profile.condensation.mediumMarginK",
    );
  });
});

describe("defineProfile's shape checks", () => {
  it("wants an object where the profile has a group of settings, an array where it has a curve", () => {
    expectInputError(() => defineProfile({ sleep: 5 } as never), "BAD_OPTION", "profile.sleep");
    expectInputError(() => defineProfile({ van: { weights: [0.35] } } as never), "BAD_OPTION", "profile.van.weights");
    expectInputError(
      () => defineProfile({ van: { thermalByApparentMaxC: { 0: [0, 1] } } } as never),
      "BAD_OPTION",
      "profile.van.thermalByApparentMaxC",
    );
    expect(() => defineProfile({ van: { thermalByApparentMaxC: { 0: [0, 1] } } } as never)).toThrow(
      "expected an array",
    );
    expect(() => defineProfile({ sleep: 5 } as never)).toThrow("expected an object");
  });

  it("rejects a curve whose x values do not rise strictly (a step: two breakpoints at one x)", () => {
    const flat = [
      [0, 10],
      [0, 20],
    ];
    expectInputError(
      () => defineProfile({ van: { thermalByApparentMaxC: flat } } as never),
      "BAD_OPTION",
      "profile.van.thermalByApparentMaxC",
    );
  });
});

/** The BAD_OPTION `run` throws, as its path and problem: both are part of the contract. */
function badOption(run: () => unknown): { path: string; problem: string } {
  try {
    run();
  } catch (error) {
    expectInputError(() => {
      throw error;
    }, "BAD_OPTION");
    const { path, problem } = error as { path: string; problem: string };
    return { path, problem };
  }
  throw new Error("expected a BAD_OPTION, nothing was thrown");
}

const breakpointsProblem = "expected breakpoints [x, y] with finite, strictly increasing x";

describe("defineProfile's messages while merging", () => {
  it("names a key the profile does not have", () => {
    expect(badOption(() => defineProfile({ van: { heat: 3 } } as never))).toEqual({
      path: "profile.van.heat",
      problem: "not a setting of the profile",
    });
  });

  it("wants an object, not null, for a group of settings", () => {
    expect(badOption(() => defineProfile({ sleep: null } as never))).toEqual({
      path: "profile.sleep",
      problem: "expected an object",
    });
  });

  it("rejects a curve whose breakpoint has three numbers, even when its x values rise", () => {
    const curve = [
      [10, 0],
      [20, 100, 5],
    ];
    expect(badOption(() => defineProfile({ sea: { waterByC: curve } } as never))).toEqual({
      path: "profile.sea.waterByC",
      problem: breakpointsProblem,
    });
  });

  it("rejects a curve of bare numbers as a whole, not number by number", () => {
    expect(badOption(() => defineProfile({ sea: { waterByC: [10, 20] } } as never))).toEqual({
      path: "profile.sea.waterByC",
      problem: breakpointsProblem,
    });
  });

  it("rejects a breakpoint that is an array-like object rather than an array", () => {
    const curve = [{ 0: 10, 1: 0, length: 2 }];
    expect(badOption(() => defineProfile({ sea: { waterByC: curve } } as never))).toEqual({
      path: "profile.sea.waterByC",
      problem: breakpointsProblem,
    });
  });

  it("names the breakpoints' problem for a curve whose x values fall", () => {
    const curve = [
      [2, 0],
      [1, 100],
    ];
    expect(badOption(() => defineProfile({ sea: { wavesByM: curve } } as never))).toEqual({
      path: "profile.sea.wavesByM",
      problem: breakpointsProblem,
    });
  });

  it("wants a finite number where the profile has one (NaN fails as not finite, not as out of range)", () => {
    expect(badOption(() => defineProfile({ labels: { ideal: Number.NaN } }))).toEqual({
      path: "profile.labels.ideal",
      problem: "expected a finite number",
    });
    expect(badOption(() => defineProfile({ recommend: { uvInfo: "6" } } as never))).toEqual({
      path: "profile.recommend.uvInfo",
      problem: "expected a finite number",
    });
  });

  it("checks every entry of a number list by its index, also past the default's length", () => {
    expect(
      badOption(() => defineProfile({ drive: { codePenaltyBySeverity: [0, 0, "12", 25, 45, 70] } } as never)),
    ).toEqual({ path: "profile.drive.codePenaltyBySeverity[2]", problem: "expected a finite number" });
    // seven entries where the table has six: the seventh is still held to a finite number
    expect(
      badOption(() => defineProfile({ drive: { codePenaltyBySeverity: [0, 0, 12, 25, 45, 70, Number.NaN] } })),
    ).toEqual({ path: "profile.drive.codePenaltyBySeverity[6]", problem: "expected a finite number" });
  });
});
