import { describe, expect, it } from "vitest";
import { deepFreeze } from "../../src/profile/defaults.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";

describe("defaultProfile", () => {
  it("is frozen all the way down", () => {
    expect(Object.isFrozen(defaultProfile)).toBe(true);
    expect(Object.isFrozen(defaultProfile.van.caps.heatApparentC)).toBe(true);
    expect(Object.isFrozen(defaultProfile.van.thermalByApparentMaxC[0])).toBe(true);
  });

  it("uses VanSky's published weights", () => {
    const w = defaultProfile.van.weights;
    expect([w.thermal, w.sky, w.precipitation, w.wind]).toEqual([0.35, 0.25, 0.25, 0.15]);
  });

  it("passes its own validation", () => {
    expect(defineProfile()).toEqual(defaultProfile);
  });
});

describe("deepFreeze", () => {
  it("passes null and strings through untouched (it freezes objects only)", () => {
    expect(deepFreeze(null)).toBe(null);
    expect(deepFreeze("ab")).toBe("ab");
    expect(deepFreeze(7)).toBe(7);
  });
});

describe("defaultProfile's documented values (docs/model.md)", () => {
  it("gives the van score's bonus: +3 from a sea score of 90, +2 from a solar score of 80, at most 5", () => {
    expect(defaultProfile.van.bonus).toEqual({ seaScoreAtLeast: 90, sea: 3, solarScoreAtLeast: 80, solar: 2, max: 5 });
  });

  it("caps the van score at 39 below −10 °C and at 19 below −20 °C", () => {
    expect(defaultProfile.van.caps.severeColdMinC).toEqual({ at: -10, cap: 39 });
    expect(defaultProfile.van.caps.extremeColdMinC).toEqual({ at: -20, cap: 19 });
  });

  it("loses 0.4 % of PV power per kelvin of cell heat (γ = −0.004 /K)", () => {
    expect(defaultProfile.solar.pv.temperatureCoefficientPerK).toBe(-0.004);
  });

  it("costs drive points for ice: 30 at Tmin ≤ 0 °C, 15 at Tmin ≤ 3 °C, humidity moist from 90 %", () => {
    expect(defaultProfile.drive.ice).toEqual({
      frozenMinC: 0,
      frozenPenalty: 30,
      nearFreezingMinC: 3,
      nearFreezingPenalty: 15,
      wetRhPct: 90,
    });
  });

  it("costs drive points for rain rate: 10 above 7.6 mm/h, 25 above 20 mm/h", () => {
    expect(defaultProfile.drive.rainRate).toEqual({ heavyPenalty: 10, veryHeavyMmH: 20, veryHeavyPenalty: 25 });
    expect(defaultProfile.rain.heavyRateMmH).toBe(7.6);
  });

  it("takes 10 sea points for swell of at least 10 s and 1 m", () => {
    expect(defaultProfile.sea.swell).toEqual({ periodS: 10, heightM: 1, penalty: 10 });
  });

  it("bounds the drive window by 2.5 mm/h, 72 km/h gusts, 200 m visibility, 3 wet-road hours and 2 hours at least", () => {
    expect(defaultProfile.driveWindow).toEqual({
      maxRainMmH: 2.5,
      maxGustKmh: 72,
      minVisibilityM: 200,
      wetRoadHours: 3,
      minHours: 2,
    });
  });

  it("sets the recommendation thresholds of the rule table", () => {
    expect(defaultProfile.recommend).toEqual({
      tropicalNightInfoMinC: 20,
      fogVisibilityM: 200,
      uvInfo: 6,
      uvWarning: 8,
      uvDanger: 11,
      solarGoodScore: 80,
      solarPoorScore: 20,
      warmSeaC: 22,
      warmSeaMaxWaveM: 1.25,
      coldWaterC: 15,
      veryColdWaterC: 10,
      highWavesM: 2,
      noGoodMoveDayBelow: 40,
      icyRoadsMinC: -10,
      solarGoodAheadKwh: 1,
    });
  });

  it("reads the van score's heat by the NWS heat-index categories rounded to 32, 39 and 51 °C", () => {
    const caps = defaultProfile.van.caps;
    expect([caps.heatApparentC.at, caps.dangerHeatApparentC.at, caps.extremeHeatApparentC.at]).toEqual([32, 39, 51]);
  });

  it("caps gusts at the NWS wind advisory (46 mph, 74 km/h) and high wind warning (58 mph, 93 km/h)", () => {
    expect(defaultProfile.van.caps.galeGustKmh).toEqual({ at: 74, cap: 39 });
    expect(defaultProfile.van.caps.stormGustKmh).toEqual({ at: 93, cap: 19 });
  });

  it("judges a class 1 awning by its mean wind, gusts through Open-Meteo's gust factor 2.2", () => {
    expect(defaultProfile.awning).toEqual({
      windClass: 1,
      classWindLimitKmh: [19, 28, 38, 49],
      gustFactor: 2.2,
      cautionRainMm: 3,
      frostMinC: 0,
    });
  });

  it("derives the van's inside excess, 1.5 K, from its heat balance at 8 air changes an hour", () => {
    // 2 sleepers × 46 W sensible / (ρ·cp·n·V/3600 = 26.8 W/K + UA 35 W/K) = 92/61.8 = 1.49 K (docs/model.md)
    const c = defaultProfile.condensation;
    const ventilationWK = (1.2 * 1005 * c.airChangesPerHour * c.volumeM3) / 3600;
    expect((c.occupants * 46) / (ventilationWK + 35)).toBeCloseTo(c.interiorExcessK, 1);
  });

  it("counts an unknown input at an ordinary value: half cloud, a dry day, 10 km/h, a 16 °C night dew point, 16.1 °C sea, 1.25 m waves", () => {
    expect(defaultProfile.ordinary).toEqual({
      cloudPct: 50,
      precipitationMm: 0,
      windKmh: 10,
      nightDewPointC: 16,
      seaTempC: 16.1,
      waveHeightM: 1.25,
    });
  });

  it("weighs the record into the outlook's odds by 0.5, 0.375, 0.25 and 0.125 on days 0-3, uncalibrated", () => {
    expect(defaultProfile.outlook.recordWeightByLead).toEqual([0.5, 0.375, 0.25, 0.125]);
    // no calibration: no name, no curve (an outlook then names none)
    expect(defaultProfile.outlook.calibration).toEqual({ name: "", pGood: [], pDrive: [] });
  });

  it("calls 25 mm a downpour and a wet code under 1 mm dry", () => {
    expect(defaultProfile.rain).toEqual({ downpourMm: 25, heavyRateMmH: 7.6 });
    expect(defaultProfile.codes).toEqual({ dryBelowMm: 1 });
  });
});
