import { describe, expect, it } from "vitest";
import { flatCurve } from "../../src/math/curve.js";
import { defaultProfile, defineProfile, type Profile } from "../../src/profile/index.js";
import { ratingCurves } from "../../src/scores/curves.js";

/** A profile like the default whose objects can still change (not frozen). */
const openProfile = (): Profile => structuredClone(defaultProfile) as Profile;

describe("ratingCurves", () => {
  it("gives each score's curves flat, breakpoint by breakpoint", () => {
    const p = defaultProfile;
    const c = ratingCurves(p);
    const flat = (curve: readonly (readonly [number, number])[]) => Float64Array.from(curve.flat());
    expect(c.van.thermal).toEqual(flat(p.van.thermalByApparentMaxC));
    expect(c.van.sky).toEqual(flat(p.van.skyByCloudPct));
    expect(c.van.precipitation).toEqual(flat(p.van.precipitationByMm));
    expect(c.van.wind).toEqual(flat(p.van.windByMeanKmh));
    expect(c.sleep.thermal).toEqual(flat(p.sleep.thermalByNightC));
    expect(c.sleep.humidity).toEqual(flat(p.sleep.humidityPenaltyByDewPointC));
    expect(c.sleep.wind).toEqual(flat(p.sleep.windPenaltyByGustKmh));
    expect(c.sleep.rain).toEqual(flat(p.sleep.rainPenaltyByMm));
    expect(c.drive.gusts).toEqual(flat(p.drive.gustPenaltyByKmh));
    expect(c.drive.visibility).toEqual(flat(p.drive.visibilityPenaltyByM));
    expect(c.drive.heat).toEqual(flat(p.drive.heatPenaltyByAirC));
    expect(c.solar).toEqual(flat(p.solar.scoreByKWh));
    expect(c.sea.water).toEqual(flat(p.sea.waterByC));
    expect(c.sea.waves).toEqual(flat(p.sea.wavesByM));
    expect(c.sea.waves).toBe(flatCurve(p.sea.wavesByM));
  });

  it("remembers the curves of frozen profiles, the last one and earlier ones", () => {
    const other = defineProfile({ awning: { windClass: 2 } });
    const first = ratingCurves(defaultProfile);
    const theirs = ratingCurves(other);
    expect(ratingCurves(other)).toBe(theirs);
    expect(ratingCurves(defaultProfile)).toBe(first);
    expect(ratingCurves(other)).toBe(theirs);
  });

  it("reads a profile that may still change afresh on every call", () => {
    const open = openProfile();
    const before = ratingCurves(open);
    expect(ratingCurves(open)).not.toBe(before);
    (open.van.windByMeanKmh as [number, number][])[0] = [0, 7];
    expect(ratingCurves(open).van.wind[1]).toBe(7);
    expect(before.van.wind[1]).not.toBe(7);
  });

  it("does not remember a frozen profile with a curve that may still change", () => {
    const open = openProfile();
    const sections = ["van", "sleep", "drive", "solar", "sea"] as const;
    const frozen = Object.freeze({ ...open, ...Object.fromEntries(sections.map((k) => [k, Object.freeze(open[k])])) });
    // every curve of the profile is an open array: none is remembered, and the profile's curves are read afresh
    const before = ratingCurves(frozen as Profile);
    expect(ratingCurves(frozen as Profile)).not.toBe(before);
  });

  it("does not remember a profile with frozen curves whose objects may still change", () => {
    const open = openProfile();
    for (const section of [open.van, open.sleep, open.drive, open.solar, open.sea])
      for (const value of Object.values(section)) {
        if (!Array.isArray(value)) continue;
        for (const point of value) Object.freeze(point);
        Object.freeze(value);
      }
    const before = ratingCurves(open);
    expect(ratingCurves(open)).not.toBe(before);
  });
});
