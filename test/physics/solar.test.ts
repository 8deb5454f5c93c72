import { describe, expect, it } from "vitest";
import {
  energyWeightedIrradianceWm2,
  peakSunHours,
  pvYieldKWhPerKWp,
  radiantExposureKWhm2,
  SOLAR_CONSTANT_WM2,
} from "../../src/physics/solar.js";
import { defaultProfile } from "../../src/profile/index.js";
import { fc, test } from "../prop.js";

/** The PVWatts-style model without the van derate, as research note examples give it. */
const pv = { ...defaultProfile.solar.pv, vanDerate: 1 };

describe("solar energy", () => {
  it("converts MJ/m² to kWh/m² and peak sun hours (1 kWh = 3.6 MJ)", () => {
    expect(radiantExposureKWhm2(18)).toBe(5);
    expect(peakSunHours(18)).toBe(5);
  });

  it("weights a half-sine day's irradiance by energy: π²/8 · H/D", () => {
    // 13 MJ/m² over 11.3 h: 13e6 / 40680 s = 319.6 W/m² mean; × 1.2337 = 394.3 W/m²
    expect(energyWeightedIrradianceWm2(13, 11.3 * 3600)).toBeCloseTo(394.25, 1);
    expect(energyWeightedIrradianceWm2(0, 0)).toBe(0);
  });

  it("caps the irradiance at the solar constant when the energy cannot fit in the day", () => {
    // 23 MJ/m² in one hour would be 7.9 kW/m²: more than the Sun delivers above the atmosphere
    expect(energyWeightedIrradianceWm2(23, 3600)).toBe(SOLAR_CONSTANT_WM2);
    // the counterexample that found the uncapped model's hot branch, where more sun gave less energy
    expect(pvYieldKWhPerKWp(23.13, 3600, 0, -10, pv)).toBeGreaterThan(pvYieldKWhPerKWp(0.0015, 3600, 0, -10, pv));
  });

  it("reproduces the research note's PVWatts-style example (13 MJ/m², 11.3 h, 24/11 °C -> 2.9 kWh/kWp)", () => {
    // H = 3.611 kWh/m²; Tc = 24 − 3.25 + 0.035·394.25 = 34.55 °C; f = 1 − 0.004·9.55 = 0.9618;
    // Y = 3.611 · 0.8592 · 0.97 · 0.9618 = 2.895
    expect(pvYieldKWhPerKWp(13, 11.3 * 3600, 24, 11, pv)).toBeCloseTo(2.895, 3);
  });

  it("scales by the van derate, the default's 0.62", () => {
    expect(defaultProfile.solar.pv.vanDerate).toBe(0.62);
    expect(pvYieldKWhPerKWp(13, 11.3 * 3600, 24, 11, defaultProfile.solar.pv)).toBeCloseTo(2.895 * 0.62, 3);
  });

  it("derates at the NOCT air (20 °C) without temperatures, and is NaN without radiation", () => {
    // G = (π²/8)·18e6/43 200 = 514.04 W/m²; Tc = 20 + 0.035·514.04 = 37.99 °C; f = 1 − 0.004·12.99 = 0.94803;
    // Y = 5 · 0.8592 · 0.97 · 0.94803 = 3.9506 (no derate would give 4.1671)
    expect(pvYieldKWhPerKWp(18, 12 * 3600, Number.NaN, Number.NaN, pv)).toBeCloseTo(3.9506, 4);
    expect(pvYieldKWhPerKWp(Number.NaN, 12 * 3600, 20, 10, pv)).toBeNaN();
  });

  it("takes the air at the maximum without a minimum, never below the NOCT air without a maximum", () => {
    // Tmax 30 alone: Tc = 30 + 17.99 = 47.99 °C; f = 1 − 0.004·22.99 = 0.90803; Y = 4.1671·0.90803 = 3.7839
    expect(pvYieldKWhPerKWp(18, 12 * 3600, 30, Number.NaN, pv)).toBeCloseTo(3.7839, 4);
    expect(pvYieldKWhPerKWp(18, 12 * 3600, Number.NaN, 5, pv)).toBeCloseTo(3.9506, 4);
    expect(pvYieldKWhPerKWp(18, 12 * 3600, Number.NaN, 30, pv)).toBeCloseTo(3.7839, 4);
  });

  it("takes the NOCT irradiance (800 W/m²) without a day length", () => {
    // Tc = 24 − 3.25 + 0.035·800 = 48.75 °C; f = 1 − 0.004·23.75 = 0.905; Y = 3.6111·0.8592·0.97·0.905 = 2.7237
    expect(pvYieldKWhPerKWp(13, Number.NaN, 24, 11, pv)).toBeCloseTo(2.7237, 4);
  });

  const radiation = fc.double({ min: 0, max: 35, noNaN: true });
  test.prop([
    radiation,
    radiation,
    fc.double({ min: 3600, max: 86_400, noNaN: true }),
    fc.double({ min: -20, max: 45, noNaN: true }),
  ])("never rises when radiation falls, and is never negative", (a, b, daylight, tMax) => {
    const [low, high] = a < b ? [a, b] : [b, a];
    const yLow = pvYieldKWhPerKWp(low, daylight, tMax, tMax - 10, pv);
    expect(yLow).toBeGreaterThanOrEqual(0);
    expect(yLow).toBeLessThanOrEqual(pvYieldKWhPerKWp(high, daylight, tMax, tMax - 10, pv) * (1 + 1e-12));
  });
});
