import { describe, expect, it } from "vitest";
import { condensationRisk } from "../../src/classify/condensation.js";
import { defaultProfile } from "../../src/profile/index.js";
import { mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

const night = (tempMinC: number, humidityMaxPct: number, cloudPct: number, windMeanKmh = 3) =>
  condensationRisk(
    mildDay({ tempMinC, night: { dewPointC: Number.NaN, humidityMaxPct, cloudPct, windMeanKmh } }),
    defaultProfile,
  );

describe("condensationRisk, nights worked out by hand (docs/model.md, condensation_risk)", () => {
  // two sleepers at 40 g/h, 8 air changes an hour, 10 m³: +1 g/m³ inside; the van 4 K warmer; glass at f = 0.25
  it("8 °C, 85 %, clear, calm: high (water on the glass by morning)", () => {
    // e = 0.85·10.71 = 9.11 hPa; ρo = 216.7·9.11/281.15 = 7.02 g/m³; ρi = 8.02; Ti = 12 °C,
    // ei = 8.02·285.15/216.7 = 10.55 hPa, Td,i = 7.78 °C; surface = 8 + 0.25·4 − 2 = 7.0 °C: margin −0.78 K
    const r = night(8, 85, 0);
    expect(r.insideGm3 - r.outsideGm3).toBeCloseTo(1, 10);
    expect(r.insideDewPointC).toBeCloseTo(7.78, 1);
    expect(r.surfaceC).toBeCloseTo(7, 10);
    expect(r.marginK).toBeCloseTo(-0.78, 1);
    expect(r.risk).toBe("high");
  });

  it("the same night under half cloud: medium (the glass 1 K warmer, margin +0.22 K)", () => {
    const r = night(8, 85, 50);
    expect(r.surfaceC).toBeCloseTo(8, 10);
    expect(r.marginK).toBeCloseTo(0.22, 1);
    expect(r.risk).toBe("medium");
  });

  it("takes an unknown night cloud as half cloud", () => {
    expect(night(8, 85, Number.NaN).surfaceC).toBe(night(8, 85, 50).surfaceC);
  });

  it("15 °C, 60 %, 20 % cloud: low", () => {
    // e = 10.21 hPa -> ρo 7.68, ρi 8.68; Ti 19: ei = 8.68·292.15/216.7 = 11.70 hPa, Td,i 9.30 °C;
    // surface 15 + 1 − 2·0.8 = 14.4 °C: margin 5.10 K
    const r = night(15, 60, 20);
    expect(r.marginK).toBeCloseTo(5.1, 1);
    expect(r.risk).toBe("low");
  });

  it("2 °C, 80 %, clear: high; a humid 24 °C tropical night, 88 %, 60 % cloud: medium", () => {
    expect(night(2, 80, 0).marginK).toBeCloseTo(-0.92, 1);
    expect(night(2, 80, 0).risk).toBe("high");
    // e = 0.88·29.78 = 26.21 hPa -> ρo 19.11, ρi 20.11; Ti 28: ei = 27.95 hPa, Td,i 22.95 °C;
    // surface 24 + 1 − 2·0.4 = 24.2 °C: margin 1.25 K
    const r = night(24, 88, 60);
    expect(r.marginK).toBeCloseTo(1.25, 1);
    expect(r.risk).toBe("medium");
  });

  it("classes a margin at the high threshold high and at the medium threshold medium (both inclusive)", () => {
    const day = mildDay({ night: { dewPointC: Number.NaN, humidityMaxPct: 85, cloudPct: 50 } });
    const { marginK } = condensationRisk(day, defaultProfile);
    const risk = (highMarginK: number, mediumMarginK: number) =>
      condensationRisk(day, {
        ...defaultProfile,
        condensation: { ...defaultProfile.condensation, highMarginK, mediumMarginK },
      }).risk;
    expect(risk(marginK, marginK + 3)).toBe("high");
    expect(risk(marginK - 1e-9, marginK)).toBe("medium");
    expect(risk(marginK - 2, marginK - 1e-9)).toBe("low");
  });

  it("takes clear-sky cooling 1 K from 10 km/h of night wind, 2 K below it", () => {
    // clear sky, To 8 °C: surface = 8 + 0.25·4 − ΔTsky = 9 − 1 = 8.0 °C at 10 km/h; 9 − 2 = 7.0 °C at 9.9 km/h
    const calm = defaultProfile.condensation.calmBelowKmh;
    expect(night(8, 85, 0, calm).surfaceC).toBeCloseTo(8, 10);
    expect(night(8, 85, 0, calm - 0.1).surfaceC).toBeCloseTo(7, 10);
  });

  it("caps a night dew point above the night minimum at saturation there", () => {
    // To 8 °C, Td 10 °C reported: e = es(8) = 6.1094·exp(17.625·8/251.04) = 6.1094·1.7536 = 10.71 hPa (not es(10) = 12.26)
    const withDew = (dewPointC: number) =>
      condensationRisk(mildDay({ tempMinC: 8, night: { dewPointC } }), defaultProfile).outsideVapourHpa;
    expect(withDew(10)).toBeCloseTo(10.71, 2);
    expect(withDew(10)).toBe(withDew(8));
  });

  test.prop([
    fc.double({ min: -20, max: 30, noNaN: true }),
    fc.double({ min: 5, max: 95, noNaN: true }),
    fc.double({ min: 0, max: 5, noNaN: true }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ])("never lowers the risk on a more humid night", (t, rh, more, cloud) => {
    const rank = { low: 0, medium: 1, high: 2 };
    expect(rank[night(t, rh + more, cloud).risk]).toBeGreaterThanOrEqual(rank[night(t, rh, cloud).risk]);
  });
});
