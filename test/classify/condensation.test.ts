import { describe, expect, it } from "vitest";
import { condensationRisk } from "../../src/classify/condensation.js";
import { defaultProfile } from "../../src/profile/index.js";
import { mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

/** Tonight's minimum `tempMinC` (the calendar day's stays 12 °C) with the night's humidity, cloud and wind. */
const night = (tempMinC: number, humidityMaxPct: number, cloudPct: number, windMeanKmh = 3) =>
  condensationRisk(
    mildDay({ night: { tempMinC, dewPointC: Number.NaN, humidityMaxPct, cloudPct, windMeanKmh } }),
    defaultProfile,
  );

describe("condensationRisk, nights worked out by hand (docs/model.md, condensation_risk)", () => {
  // two sleepers at 40 g/h, 8 air changes an hour, 10 m³: +1 g/m³ inside; the van 1.5 K warmer (its heat balance);
  // glass at f = 0.25: surface = To + 0.375 K − clear-sky cooling
  it("8 °C, 85 %, clear, calm: high (water on the glass by morning)", () => {
    // e = 0.85·10.713 = 9.106 hPa; ρo = 216.7·9.106/281.15 = 7.019 g/m³; ρi = 8.019; Ti = 9.5 °C,
    // ei = 8.019·282.65/216.7 = 10.459 hPa, Td,i = 7.65 °C; surface = 8 + 0.375 − 2 = 6.375 °C: margin −1.27 K
    const r = night(8, 85, 0);
    expect(r.insideGm3 - r.outsideGm3).toBeCloseTo(1, 10);
    expect(r.insideC - r.outsideC).toBeCloseTo(1.5, 10);
    expect(r.insideDewPointC).toBeCloseTo(7.65, 2);
    expect(r.surfaceC).toBeCloseTo(6.375, 10);
    expect(r.marginK).toBeCloseTo(-1.27, 2);
    expect(r.risk).toBe("high");
  });

  it("8 °C, 75 %, half cloud: medium (the glass 1 K warmer, margin +1.31 K)", () => {
    // e = 0.75·10.713 = 8.035 hPa; ρo 6.193, ρi 7.193; ei = 9.382 hPa, Td,i 6.06 °C; surface 8 + 0.375 − 1 = 7.375 °C
    const r = night(8, 75, 50);
    expect(r.surfaceC).toBeCloseTo(7.375, 10);
    expect(r.marginK).toBeCloseTo(1.31, 2);
    expect(r.risk).toBe("medium");
  });

  it("takes an unknown night cloud as half cloud (`ordinary.cloudPct`)", () => {
    expect(night(8, 85, Number.NaN).surfaceC).toBe(night(8, 85, 50).surfaceC);
  });

  it("15 °C, 60 %, 20 % cloud: low", () => {
    // e = 10.212 hPa -> ρo 7.680, ρi 8.680; Ti 16.5: ei = 8.680·289.65/216.7 = 11.602 hPa, Td,i 9.18 °C;
    // surface 15 + 0.375 − 2·0.8 = 13.775 °C: margin 4.60 K
    const r = night(15, 60, 20);
    expect(r.marginK).toBeCloseTo(4.6, 2);
    expect(r.risk).toBe("low");
  });

  it("2 °C, 80 %, clear: high; a humid 24 °C tropical night, 88 %, 60 % cloud: medium", () => {
    // e = 5.644 hPa -> ρo 4.445, ρi 5.445; Ti 3.5: ei 6.951 hPa, Td,i 1.79 °C; surface 2.375 − 2 = 0.375: −1.42 K
    expect(night(2, 80, 0).marginK).toBeCloseTo(-1.42, 2);
    expect(night(2, 80, 0).risk).toBe("high");
    // e = 0.88·29.781 = 26.207 hPa -> ρo 19.112, ρi 20.112; Ti 25.5: ei = 27.717 hPa, Td,i 22.81 °C;
    // surface 24 + 0.375 − 2·0.4 = 23.575 °C: margin 0.765 K
    const r = night(24, 88, 60);
    expect(r.marginK).toBeCloseTo(0.765, 2);
    expect(r.risk).toBe("medium");
  });

  it("judges glass below 0 °C by the frost point: −5 °C, 62 %, half cloud is high, not medium", () => {
    // e = 0.62·4.2195 = 2.616 hPa -> ρo 2.114, ρi 3.114; Ti −3.5: ei = 3.114·269.65/216.7 = 3.875 hPa;
    // Td,i = −6.12 °C, Tf,i = 273.86·γ/(22.587 − γ), γ = ln(3.875/6.1121): −5.42 °C; surface −5 + 0.375 − 1 = −5.625:
    // −0.21 K below the frost point (0.50 K above the dew point, a medium night by the dew point alone)
    const r = night(-5, 62, 50);
    expect(r.insideDewPointC).toBeCloseTo(-6.12, 2);
    expect(r.insideSaturationC).toBeCloseTo(-5.42, 2);
    expect(r.marginK).toBeCloseTo(-0.21, 2);
    expect(r.risk).toBe("high");
  });

  it("reads tonight's minimum, not the calendar day's", () => {
    const day = mildDay({ tempMinC: 2, night: { tempMinC: 15 } });
    expect(condensationRisk(day, defaultProfile).outsideC).toBe(15);
  });

  it("is medium on a night without humidity, whatever the sky, wind or season: the worst case says nothing", () => {
    // the values are FAO-56's saturated estimate (Tdew ≈ Tmin): e = es(8) = 10.713 hPa -> ρo 8.257, ρi 9.257;
    // ei = 12.075 hPa, Td,i 9.77 °C; surface 6.375: margin −3.40 K, which a saturated night does give (high)
    const r = night(8, Number.NaN, 0);
    expect(r.outsideVapourHpa).toBeCloseTo(10.713, 3);
    expect(r.marginK).toBeCloseTo(-3.4, 2);
    expect(r.humidityUnknown).toBe(true);
    expect(r.risk).toBe("medium");
    expect(night(8, 100, 0).marginK).toBe(r.marginK);
    expect(night(8, 100, 0).risk).toBe("high");
    // the glass sits at most To + 0.375 K and the saturated inside dew point above To: every such night was high
    // (the review's Denver in August, To 18.6 °C, −1.69 K); now medium under any sky and on any night
    for (const [t, cloud] of [
      [18.6, 0],
      [18.6, 100],
      [-5, 50],
      [30, 100],
    ] as const) {
      expect(night(t, Number.NaN, cloud).risk, `${t} °C, ${cloud} %`).toBe("medium");
    }
    expect(night(8, 60, 0).humidityUnknown).toBe(false);
  });

  it("is medium without a night temperature: the model cannot run, and low would be the ideal answer", () => {
    expect(night(Number.NaN, 80, 50).risk).toBe("medium");
  });

  it("classes a margin at the high threshold high and at the medium threshold medium (both inclusive)", () => {
    const day = mildDay({ night: { tempMinC: 8, dewPointC: Number.NaN, humidityMaxPct: 85, cloudPct: 50 } });
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

  it("takes clear-sky cooling 1 K from 10 km/h of night wind, 2 K below it, and an unknown wind as calm", () => {
    // clear sky, To 8 °C: surface = 8 + 0.25·1.5 − ΔTsky = 8.375 − 1 = 7.375 °C at 10 km/h; 6.375 °C at 9.9 km/h
    const calm = defaultProfile.condensation.calmBelowKmh;
    expect(night(8, 85, 0, calm).surfaceC).toBeCloseTo(7.375, 10);
    expect(night(8, 85, 0, calm - 0.1).surfaceC).toBeCloseTo(6.375, 10);
    expect(night(8, 85, 0, Number.NaN).surfaceC).toBeCloseTo(6.375, 10);
  });

  it("caps a night dew point above the night minimum at saturation there", () => {
    // To 8 °C, Td 10 °C reported: e = es(8) = 6.1094·exp(17.625·8/251.04) = 6.1094·1.7536 = 10.71 hPa (not es(10) = 12.26)
    const withDew = (dewPointC: number) =>
      condensationRisk(mildDay({ night: { tempMinC: 8, dewPointC } }), defaultProfile).outsideVapourHpa;
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
