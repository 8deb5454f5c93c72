import { describe, expect, it } from "vitest";
import {
  absoluteHumidityGm3,
  dewPointC,
  dewPointFromVapourPressureC,
  frostPointFromVapourPressureC,
  relativeHumidityPct,
  saturationVapourPressureHpa,
  vapourPressureHpa,
} from "../../src/physics/humidity.js";
import { anyNumber, rhPct, tempC } from "../arbitraries.js";
import { fc, test } from "../prop.js";
import { TOLERANCE } from "../tolerances.js";

describe("saturationVapourPressureHpa", () => {
  // saturation over water, hPa: Hardy (1998) ITS-90 values from 0 °C up (6.1121 at 0 °C, 23.392 at 20 °C; Goff-Gratch
  // itself gives 6.1078 at 0 °C), and at −10 °C a Goff-Gratch-like 2.8627 (Hardy 2.8652): each within the tolerance
  const table: [number, number][] = [
    [-10, 2.8627],
    [0, 6.1121],
    [10, 12.282],
    [20, 23.392],
    [30, 42.467],
    [40, 73.844],
  ];
  it.each(table)("at %f °C is the tabulated %f hPa", (t, es) => {
    expect(Math.abs(saturationVapourPressureHpa(t) / es - 1)).toBeLessThan(TOLERANCE.saturationVapourPressureRel);
  });
});

describe("dewPointC", () => {
  // Dew points read off the same table by inverse interpolation (e = RH·es(T)), to 0.1 °C.
  const table: [number, number, number][] = [
    [30, 50, 18.4],
    [20, 50, 9.3],
    [25, 80, 21.3],
    [10, 90, 8.4],
    [0, 70, -4.8],
  ];
  it.each(table)("at %f °C and %f %% is %f °C", (t, rh, td) => {
    expect(Math.abs(dewPointC(t, rh) - td)).toBeLessThan(TOLERANCE.dewPointC);
  });

  it("equals the air temperature at saturation and is NaN when dry", () => {
    expect(dewPointC(17, 100)).toBeCloseTo(17, 10);
    expect(dewPointC(17, 0)).toBeNaN();
  });

  test.prop([tempC, rhPct])("never exceeds the air temperature", (t, rh) => {
    expect(dewPointC(t, rh)).toBeLessThanOrEqual(t);
  });

  test.prop([tempC, rhPct, rhPct])("rises with humidity", (t, a, b) => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    expect(dewPointC(t, lo)).toBeLessThanOrEqual(dewPointC(t, hi) + 1e-9);
  });

  test.prop([anyNumber, anyNumber])("never throws, and NaN in gives NaN out", (t, rh) => {
    const td = dewPointC(t, rh);
    if (Number.isNaN(t) || Number.isNaN(rh)) expect(td).toBeNaN();
  });
});

describe("frostPointFromVapourPressureC (Alduchov & Eskridge eq. 23, over ice)", () => {
  it("puts the frost point of a −10 °C dew point at −8.88 °C, 1.1 K above it", () => {
    // e = es,w(−10) = 6.1094·exp(−176.25/233.04) = 2.86765 hPa; γ = ln(2.86765/6.1121) = −0.75677;
    // Tf = 273.86·(−0.75677)/(22.587 + 0.75677) = −8.8781 °C
    expect(frostPointFromVapourPressureC(saturationVapourPressureHpa(-10))).toBeCloseTo(-8.878, 3);
  });

  it("is 0 °C at 6.1121 hPa, NaN for no vapour or a negative pressure, as the dew point is", () => {
    expect(frostPointFromVapourPressureC(6.1121)).toBe(0);
    for (const e of [0, -1, Number.NaN]) {
      expect(frostPointFromVapourPressureC(e)).toBeNaN();
      expect(dewPointFromVapourPressureC(e)).toBeNaN();
    }
  });

  test.prop([fc.double({ min: -40, max: -0.1, noNaN: true })])("lies above the dew point below 0 °C", (td) => {
    const e = saturationVapourPressureHpa(td);
    expect(frostPointFromVapourPressureC(e)).toBeGreaterThan(dewPointFromVapourPressureC(e));
  });
});

describe("relativeHumidityPct", () => {
  test.prop([tempC, rhPct])("inverts dewPointC", (t, rh) => {
    expect(relativeHumidityPct(t, dewPointC(t, rh))).toBeCloseTo(rh, 6);
  });

  test.prop([tempC, fc.double({ min: -60, max: 60, noNaN: true })])("stays within 0-100 %", (t, td) => {
    const rh = relativeHumidityPct(t, td);
    expect(rh).toBeGreaterThan(0);
    expect(rh).toBeLessThanOrEqual(100);
  });
});

describe("absoluteHumidityGm3", () => {
  it("gives 17.3 g/m³ for saturated air at 20 °C (tabulated 17.3)", () => {
    expect(Math.abs(absoluteHumidityGm3(vapourPressureHpa(20, 100), 20) - 17.3)).toBeLessThan(0.1);
  });
});
