import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { condensationRisk } from "../../src/classify/condensation.js";
import { defaultProfile } from "../../src/profile/index.js";
import { mildDay } from "../arbitraries.js";

const night = (tempMinC: number, humidityMaxPct: number, cloudPct: number, windMeanKmh = 3) =>
  condensationRisk(
    mildDay({ tempMinC, night: { dewPointC: Number.NaN, humidityMaxPct, cloudPct, windMeanKmh } }),
    defaultProfile,
  );

describe("condensationRisk, nights worked out by hand (research note §11.10)", () => {
  it("8 °C, 85 %, half cloud, calm: high", () => {
    // e = 0.85·10.72 = 9.11 hPa; ρo = 216.7·9.11/281.15 = 7.03 g/m³; ρi = 7.03 + 2·40/(4·10) = 9.03;
    // Ti = 12 °C, ei = 9.03·285.15/216.7 = 11.88 hPa, Td,i = 9.5 °C; surface = 8 + 0.25·4 − 2·0.5 = 8.0 °C
    const r = night(8, 85, 50);
    expect(r.insideGm3 - r.outsideGm3).toBeCloseTo(2, 10);
    expect(r.insideDewPointC).toBeCloseTo(9.5, 1);
    expect(r.surfaceC).toBeCloseTo(8, 10);
    expect(r.marginK).toBeCloseTo(-1.5, 1);
    expect(r.risk).toBe("high");
  });

  it("15 °C, 60 %, 20 % cloud: low", () => {
    // e = 0.6·17.02 = 10.21 hPa -> ρo 7.68, ρi 9.68; Ti 19: ei = 9.68·292.15/216.7 = 13.05 hPa, Td,i 10.94 °C;
    // surface 15 + 1 − 2·0.8 = 14.4 °C: margin 3.46 K (the research table's +3.5)
    const r = night(15, 60, 20);
    expect(r.marginK).toBeCloseTo(3.46, 1);
    expect(r.risk).toBe("low");
  });

  it("2 °C, 80 %, clear: high; 12 °C, 70 %, overcast, windy: medium", () => {
    expect(night(2, 80, 0).risk).toBe("high");
    // e = 0.7·14.02 = 9.82 hPa -> ρo 7.46, ρi 9.46; Ti 16: ei = 9.46·289.15/216.7 = 12.62 hPa, Td,i 10.44 °C;
    // surface 12 + 1 = 13 °C (no sky cooling under full cloud): margin 2.56 K
    const r = night(12, 70, 100, 20);
    expect(r.marginK).toBeCloseTo(2.56, 1);
    expect(r.risk).toBe("medium");
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
