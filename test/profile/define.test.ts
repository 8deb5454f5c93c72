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
    const flat = { codePenaltyBySeverity: [0, 0, 0, 0, 0, 0], rainRate: { heavyPenalty: 0 } };
    expect(defineProfile({ drive: flat }).drive.codePenaltyBySeverity).toEqual([0, 0, 0, 0, 0, 0]);
    expectInputError(() => defineProfile({ awning: { windClass: 4 } }), "BAD_OPTION", "profile.awning.windClass");
    expectInputError(() => defineProfile({ awning: { windClass: 1.5 } }), "BAD_OPTION", "profile.awning.windClass");
    expectInputError(() => defineProfile({ awning: { windClass: -1 } }), "BAD_OPTION", "profile.awning.windClass");
    expect(defineProfile({ awning: { windClass: 0 } }).awning.windClass).toBe(0);
    expect(defineProfile({ awning: { windClass: 3 } }).awning.windClass).toBe(3);
    expectInputError(
      () => defineProfile({ awning: { classWindLimitKmh: [19, 28, 38] } }),
      "BAD_OPTION",
      "profile.awning.classWindLimitKmh",
    );
    expectInputError(
      () => defineProfile({ awning: { classWindLimitKmh: [19, 38, 38, 49] } }),
      "BAD_OPTION",
      "profile.awning.classWindLimitKmh[2]",
    );
  });

  it("keeps the outlook's record weights within 0-1, its factors in range, its calibration curves within 0-1", () => {
    const at = (path: string) => `profile.outlook.${path}`;
    expectInputError(
      () => defineProfile({ outlook: { recordWeightByLead: [0.5, 1.1] } }),
      "BAD_OPTION",
      at("recordWeightByLead[1]"),
    );
    expectInputError(
      () => defineProfile({ outlook: { fallbackGustFactor: 0.9 } }),
      "BAD_OPTION",
      at("fallbackGustFactor"),
    );
    expectInputError(
      () => defineProfile({ outlook: { peakFactor: { threeHour: 3.1 } } }),
      "BAD_OPTION",
      at("peakFactor.threeHour"),
    );
    expectInputError(
      () => defineProfile({ outlook: { peakFactor: { sixHour: 0.5 } } }),
      "BAD_OPTION",
      at("peakFactor.sixHour"),
    );
    const curve = (points: [number, number][]) => ({ calibration: { name: "c", pGood: [points], pDrive: [] } });
    expectInputError(
      () =>
        defineProfile({
          outlook: curve([
            [0, 0.1],
            [1, 1.2],
          ]),
        }),
      "BAD_OPTION",
      at("calibration.pGood[0][1][1]"),
    );
    expectInputError(
      () =>
        defineProfile({
          outlook: curve([
            [-0.1, 0.1],
            [1, 0.9],
          ]),
        }),
      "BAD_OPTION",
      at("calibration.pGood[0][0][0]"),
    );
    expectInputError(
      () =>
        defineProfile({
          outlook: curve([
            [0.5, 0.1],
            [0.5, 0.9],
          ]),
        }),
      "BAD_OPTION",
      at("calibration.pGood[0]"),
    );
    const edges = defineProfile({
      outlook: {
        recordWeightByLead: [1, 0],
        ...curve([
          [0, 0],
          [1, 1],
        ]),
      },
    });
    expect(edges.outlook.recordWeightByLead).toEqual([1, 0]);
    expect(edges.outlook.calibration.pGood).toEqual([
      [
        [0, 0],
        [1, 1],
      ],
    ]);
    expect(defineProfile({ outlook: { recordWeightByLead: [] } }).outlook.recordWeightByLead).toEqual([]);
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

describe("defineProfile's messages while validating", () => {
  const ratingCurves = [
    "van.thermalByApparentMaxC",
    "van.precipitationByMm",
    "van.windByMeanKmh",
    "sleep.thermalByNightC",
    "solar.scoreByKWh",
    "sea.waterByC",
    "sea.wavesByM",
  ];
  const penaltyCurves = [
    "sleep.humidityPenaltyByDewPointC",
    "sleep.windPenaltyByGustKmh",
    "sleep.rainPenaltyByMm",
    "drive.visibilityPenaltyByM",
    "drive.heatPenaltyByAirC",
  ];
  /** `{group: {key: curve}}` for the setting path `group.key`. */
  const curveAt = (setting: string, curve: number[][]) => {
    const [group, key] = setting.split(".") as [string, string];
    return { [group]: { [key]: curve } } as never;
  };

  it.each(ratingCurves)("holds the rating curve %s within 0-100, naming the breakpoint", (setting) => {
    const curve = [
      [0, 50],
      [1, 101],
    ];
    expect(badOption(() => defineProfile(curveAt(setting, curve)))).toEqual({
      path: `profile.${setting}[1][1]`,
      problem: "expected a value from 0 to 100, got 101",
    });
  });

  it.each(penaltyCurves)("holds the penalty curve %s non-negative, naming the breakpoint", (setting) => {
    const curve = [
      [0, 0],
      [1, -1],
    ];
    expect(badOption(() => defineProfile(curveAt(setting, curve)))).toEqual({
      path: `profile.${setting}[1][1]`,
      problem: "expected a value of at least 0, got -1",
    });
  });

  it("names a negative weight, and weights that do not sum to 1 with their sum", () => {
    expect(badOption(() => defineProfile({ van: { weights: { wind: -0.1 } } }))).toEqual({
      path: "profile.van.weights.wind",
      problem: "a weight cannot be negative, got -0.1",
    });
    // 0.75 + 0.5 = 1.25, exact in binary
    expect(badOption(() => defineProfile({ sea: { weights: { water: 0.75, waves: 0.5 } } }))).toEqual({
      path: "profile.sea.weights",
      problem: "the weights must sum to 1, got 1.25",
    });
  });

  it("names the cap of the sky's heat cap and of the rough-sea cap", () => {
    expect(badOption(() => defineProfile({ van: { skyHeatCap: { cap: 101 } } }))).toEqual({
      path: "profile.van.skyHeatCap.cap",
      problem: "expected a value from 0 to 100, got 101",
    });
    expect(badOption(() => defineProfile({ sea: { roughSeaCap: { cap: -1 } } }))).toEqual({
      path: "profile.sea.roughSeaCap.cap",
      problem: "expected a value from 0 to 100, got -1",
    });
  });

  it("holds the warm-night slope within 0-10 K per K", () => {
    expect(defineProfile({ van: { warmNight: { kPerK: 10 } } }).van.warmNight.kPerK).toBe(10);
    expect(badOption(() => defineProfile({ van: { warmNight: { kPerK: 10.1 } } }))).toEqual({
      path: "profile.van.warmNight.kPerK",
      problem: "expected a value from 0 to 10, got 10.1",
    });
  });

  it("holds each van bonus setting within 0-100 by its own path", () => {
    expect(defineProfile({ van: { bonus: { sea: 100 } } }).van.bonus.sea).toBe(100);
    expect(badOption(() => defineProfile({ van: { bonus: { sea: 101 } } }))).toEqual({
      path: "profile.van.bonus.sea",
      problem: "expected a value from 0 to 100, got 101",
    });
  });

  it("holds the sleep thunderstorm penalty within 0-100", () => {
    expect(defineProfile({ sleep: { thunderstormPenalty: 100 } }).sleep.thunderstormPenalty).toBe(100);
    expect(badOption(() => defineProfile({ sleep: { thunderstormPenalty: 100.5 } }))).toEqual({
      path: "profile.sleep.thunderstormPenalty",
      problem: "expected a value from 0 to 100, got 100.5",
    });
  });

  it("holds the tapers non-negative (0 restores the steps), the humid-night and estimated-night caps within 0-100", () => {
    expect(defineProfile({ tapers: { temperatureK: 0 } }).tapers.temperatureK).toBe(0);
    expect(badOption(() => defineProfile({ tapers: { windKmh: -1 } }))).toEqual({
      path: "profile.tapers.windKmh",
      problem: "expected a value of at least 0, got -1",
    });
    expect(badOption(() => defineProfile({ sleep: { humidNightHumidexC: { cap: 101 } } }))).toEqual({
      path: "profile.sleep.humidNightHumidexC.cap",
      problem: "expected a value from 0 to 100, got 101",
    });
    expect(badOption(() => defineProfile({ sleep: { estimatedNightCap: -1 } }))).toEqual({
      path: "profile.sleep.estimatedNightCap",
      problem: "expected a value from 0 to 100, got -1",
    });
    expect(badOption(() => defineProfile({ van: { caps: { awningRetract: 120 } } }))).toEqual({
      path: "profile.van.caps.awningRetract",
      problem: "expected a value from 0 to 100, got 120",
    });
  });

  it("wants the van's gust penalty a non-negative curve that never falls", () => {
    const bad = (gustPenaltyByKmh: [number, number][]) => badOption(() => defineProfile({ van: { gustPenaltyByKmh } }));
    expect(
      bad([
        [50, 0],
        [74, 10],
        [90, 5],
      ]),
    ).toEqual({ path: "profile.van.gustPenaltyByKmh[2][1]", problem: "expected a curve that never falls, got 5" });
    expect(bad([[50, -1]])).toEqual({
      path: "profile.van.gustPenaltyByKmh[0][1]",
      problem: "expected a value of at least 0, got -1",
    });
  });

  it("holds the PV system loss within 0-0.99", () => {
    expect(defineProfile({ solar: { pv: { systemLoss: 0.99 } } }).solar.pv.systemLoss).toBe(0.99);
    expect(badOption(() => defineProfile({ solar: { pv: { systemLoss: 0.995 } } }))).toEqual({
      path: "profile.solar.pv.systemLoss",
      problem: "expected a value from 0 to 0.99, got 0.995",
    });
  });

  it("holds the charge efficiency and the van derate within 0.01-1", () => {
    expect(defineProfile({ solar: { pv: { chargeEfficiency: 0.01 } } }).solar.pv.chargeEfficiency).toBe(0.01);
    expect(badOption(() => defineProfile({ solar: { pv: { chargeEfficiency: 0.009 } } }))).toEqual({
      path: "profile.solar.pv.chargeEfficiency",
      problem: "expected a value from 0.01 to 1, got 0.009",
    });
    expect(defineProfile({ solar: { pv: { vanDerate: 1 } } }).solar.pv.vanDerate).toBe(1);
    expect(badOption(() => defineProfile({ solar: { pv: { vanDerate: 1.01 } } }))).toEqual({
      path: "profile.solar.pv.vanDerate",
      problem: "expected a value from 0.01 to 1, got 1.01",
    });
  });

  it("wants six severity penalties, and a never-decreasing one names its bounds", () => {
    expect(badOption(() => defineProfile({ drive: { codePenaltyBySeverity: [0, 5, 12, 25, 45] } }))).toEqual({
      path: "profile.drive.codePenaltyBySeverity",
      problem: "expected six penalties, for severities 0 to 5",
    });
    // severity 3 below severity 2's 12: within 12-100
    expect(badOption(() => defineProfile({ drive: { codePenaltyBySeverity: [0, 5, 12, 10, 45, 70] } }))).toEqual({
      path: "profile.drive.codePenaltyBySeverity[3]",
      problem: "expected a value from 12 to 100, got 10",
    });
  });

  it("wants a positive van volume: 0 m³ is not", () => {
    expect(badOption(() => defineProfile({ condensation: { volumeM3: 0 } }))).toEqual({
      path: "profile.condensation.volumeM3",
      problem: "expected a positive value, got 0",
    });
  });

  it("lets the medium condensation margin equal the high one, not fall below it", () => {
    // highMarginK defaults to 0 K
    expect(defineProfile({ condensation: { mediumMarginK: 0 } }).condensation.mediumMarginK).toBe(0);
    expect(badOption(() => defineProfile({ condensation: { mediumMarginK: -0.1 } }))).toEqual({
      path: "profile.condensation.mediumMarginK",
      problem: "expected at least highMarginK",
    });
  });

  it("keeps every curve the shape that makes the scores monotone, naming the breakpoint that breaks it", () => {
    expect(
      badOption(() =>
        defineProfile({
          drive: {
            gustPenaltyByKmh: [
              [50, 0],
              [70, 30],
              [90, 20],
            ],
          },
        }),
      ),
    ).toEqual({
      path: "profile.drive.gustPenaltyByKmh[2][1]",
      problem: "expected a curve that never falls, got 20",
    });
    expect(
      badOption(() =>
        defineProfile({
          drive: {
            visibilityPenaltyByM: [
              [50, 60],
              [200, 70],
            ],
          },
        }),
      ),
    ).toEqual({
      path: "profile.drive.visibilityPenaltyByM[1][1]",
      problem: "expected a curve that never rises, got 70",
    });
    // a thermal curve with two optima: 100 at 16 °C, down to 80, up again to 90
    const twoPeaks = [
      [0, 40],
      [16, 100],
      [25, 80],
      [30, 90],
      [40, 0],
    ] as const;
    expect(badOption(() => defineProfile({ sleep: { thermalByNightC: twoPeaks } }))).toEqual({
      path: "profile.sleep.thermalByNightC[3][1]",
      problem: "expected a curve that rises to one optimum, then falls, got 90",
    });
    // plateaus are fine: the default waves curve holds 100 from 0 to 0.5 m
    expect(
      defineProfile({
        sea: {
          wavesByM: [
            [0, 100],
            [1, 100],
            [3, 0],
          ],
        },
      }).sea.wavesByM[1],
    ).toEqual([1, 100]);
  });

  it("checks each curve's own shape and names it: a second optimum, a rise where it falls, a fall where it rises", () => {
    /** Breakpoints from x, y, x, y, …. */
    const breakpoints = (...xy: number[]) => xy.flatMap((x, i) => (i % 2 === 0 ? [[x, xy[i + 1] as number]] : []));
    const peaks = "rises to one optimum, then falls";
    // [setting, an override of the wrong shape (ratings within 0-100, penalties not negative), the breakpoint that
    // breaks it, what the setting's shape wants]
    const cases: [string, number[][], string, string][] = [
      ["van.thermalByApparentMaxC", breakpoints(0, 50, 20, 100, 25, 80, 30, 90, 40, 0), "[3][1]", `${peaks}, got 90`],
      ["van.skyByCloudPct", breakpoints(0, 80, 20, 100, 50, 60, 80, 70, 100, 10), "[3][1]", `${peaks}, got 70`],
      ["van.precipitationByMm", breakpoints(0, 90, 1, 100, 50, 0), "[1][1]", "never rises, got 100"],
      ["van.windByMeanKmh", breakpoints(0, 85, 10, 100, 30, 60, 40, 70, 60, 0), "[3][1]", `${peaks}, got 70`],
      ["sleep.humidityPenaltyByDewPointC", breakpoints(16, 0, 20, 10, 24, 5), "[2][1]", "never falls, got 5"],
      ["sleep.windPenaltyByGustKmh", breakpoints(40, 0, 60, 20, 80, 10), "[2][1]", "never falls, got 10"],
      ["sleep.rainPenaltyByMm", breakpoints(0, 0, 5, 12, 20, 8), "[2][1]", "never falls, got 8"],
      ["solar.scoreByKWh", breakpoints(0, 0, 3, 80, 5, 70), "[2][1]", "never falls, got 70"],
      ["drive.heatPenaltyByAirC", breakpoints(35, 0, 40, 25, 45, 20), "[2][1]", "never falls, got 20"],
      ["sea.waterByC", breakpoints(14, 0, 24, 100, 28, 80, 30, 90, 33, 70), "[3][1]", `${peaks}, got 90`],
      ["sea.wavesByM", breakpoints(0, 80, 0.5, 100, 4, 0), "[1][1]", "never rises, got 100"],
    ];
    for (const [setting, curve, at, wanted] of cases) {
      const [group, name] = setting.split(".") as [string, string];
      expect(
        badOption(() => defineProfile({ [group]: { [name]: curve } } as never)),
        setting,
      ).toEqual({
        path: `profile.${setting}${at}`,
        problem: `expected a curve that ${wanted}`,
      });
    }
  });

  it("lets a curve hold level: on a peaked curve's way up, and on a rising one", () => {
    // a plateau is no fall: 40 from 0 to 5 °C, then up to the optimum
    const levelThenPeak = [
      [0, 40],
      [5, 40],
      [16, 100],
      [48, 0],
    ] as const;
    expect(defineProfile({ sleep: { thermalByNightC: levelThenPeak } }).sleep.thermalByNightC[1]).toEqual([5, 40]);
    const levelPenalty = [
      [35, 0],
      [40, 25],
      [42, 25],
      [45, 35],
    ] as const;
    expect(defineProfile({ drive: { heatPenaltyByAirC: levelPenalty } }).drive.heatPenaltyByAirC[2]).toEqual([42, 25]);
  });

  it("keeps the rain rate's heavy step within what a heavy-rain code adds to a moderate one", () => {
    // severity 3 costs 25, severity 2 costs 12: a heavy step above 13 would make the code's credit outweigh its cost
    expect(badOption(() => defineProfile({ drive: { rainRate: { heavyPenalty: 14 } } }))).toEqual({
      path: "profile.drive.rainRate.heavyPenalty",
      problem: "expected a value from 0 to 13, got 14",
    });
    expect(defineProfile({ drive: { rainRate: { heavyPenalty: 13 } } }).drive.rainRate.heavyPenalty).toBe(13);
    expect(badOption(() => defineProfile({ drive: { rainRate: { veryHeavyPenalty: 9 } } }))).toEqual({
      path: "profile.drive.rainRate.veryHeavyPenalty",
      problem: "expected a value from 10 to 100, got 9",
    });
    expect(badOption(() => defineProfile({ drive: { rainRate: { veryHeavyMmH: 7 } } }))).toEqual({
      path: "profile.drive.rainRate.veryHeavyMmH",
      problem: "expected a value of at least 7.6, got 7",
    });
  });

  it("keeps the ordinary values physical: cloud within 0-100 %, amounts not negative", () => {
    expect(badOption(() => defineProfile({ ordinary: { cloudPct: 101 } }))).toEqual({
      path: "profile.ordinary.cloudPct",
      problem: "expected a value from 0 to 100, got 101",
    });
    expect(badOption(() => defineProfile({ ordinary: { waveHeightM: -1 } }))).toEqual({
      path: "profile.ordinary.waveHeightM",
      problem: "expected a value of at least 0, got -1",
    });
    expect(badOption(() => defineProfile({ awning: { gustFactor: 0.9 } }))).toEqual({
      path: "profile.awning.gustFactor",
      problem: "expected a value from 1 to 5, got 0.9",
    });
  });

  it("names the awning table's length, its order and the class", () => {
    expect(badOption(() => defineProfile({ awning: { classWindLimitKmh: [19, 28, 38] } }))).toEqual({
      path: "profile.awning.classWindLimitKmh",
      problem: "expected four limits, for EN 13561 classes 0 to 3",
    });
    expect(badOption(() => defineProfile({ awning: { classWindLimitKmh: [19, 38, 38, 49] } }))).toEqual({
      path: "profile.awning.classWindLimitKmh[2]",
      problem: "expected values increasing",
    });
    expect(badOption(() => defineProfile({ awning: { windClass: 4 } }))).toEqual({
      path: "profile.awning.windClass",
      problem: "expected an EN 13561 class 0, 1, 2 or 3, got 4",
    });
  });

  it("wants the labels strictly in order: a tie between two neighbours is refused", () => {
    const problem = "expected ideal > comfortable > acceptable > harsh";
    // defaults 80 > 60 > 40 > 20
    expect(badOption(() => defineProfile({ labels: { comfortable: 80 } }))).toEqual({
      path: "profile.labels",
      problem,
    });
    expect(badOption(() => defineProfile({ labels: { acceptable: 60 } }))).toEqual({ path: "profile.labels", problem });
    expect(badOption(() => defineProfile({ labels: { acceptable: 65 } }))).toEqual({ path: "profile.labels", problem });
    expect(badOption(() => defineProfile({ labels: { harsh: 40 } }))).toEqual({ path: "profile.labels", problem });
    expect(defineProfile({ labels: { comfortable: 79.9, acceptable: 60.1, harsh: 60 } }).labels.harsh).toBe(60);
  });
});
