import { describe, expect, it } from "vitest";
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
