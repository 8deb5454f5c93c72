import { describe, expect, it } from "vitest";
import { apparentTemperatureC } from "../../src/physics/apparent-temperature.js";
import { rhPct, shortwaveWm2, tempC, windKmh } from "../arbitraries.js";
import { fc, test } from "../prop.js";

describe("apparentTemperatureC", () => {
  it("reproduces the worked example of the research note (30 °C, 60 %, 3 m/s, 800 W/m² -> 34.4 °C)", () => {
    // By hand: ws2 = 2.25 m/s, e = 0.6·6.105·exp(17.27·30/267.7) = 25.37 hPa, Q = 25,
    // AT = 30 + 8.83 − 1.575 + 0.7·25/12.25 − 4.25 = 34.43.
    expect(apparentTemperatureC(30, 60, 3 * 3.6, 800)).toBeCloseTo(34.43, 2);
  });

  it("drops the radiation term below 550 W/m² and when radiation is unknown", () => {
    const shade = apparentTemperatureC(30, 60, 10.8, 0);
    expect(apparentTemperatureC(30, 60, 10.8, 550)).toBe(shade);
    expect(apparentTemperatureC(30, 60, 10.8, Number.NaN)).toBe(shade);
    expect(shade).toBeCloseTo(34.43 - (0.7 * 25) / 12.25, 2);
  });

  it("is NaN when temperature, humidity or wind is missing", () => {
    expect(apparentTemperatureC(Number.NaN, 50, 10, 0)).toBeNaN();
    expect(apparentTemperatureC(20, Number.NaN, 10, 0)).toBeNaN();
    expect(apparentTemperatureC(20, 50, Number.NaN, 0)).toBeNaN();
  });

  test.prop([tempC, rhPct, windKmh, windKmh, shortwaveWm2])("falls as the wind rises", (t, rh, a, b, sw) => {
    const [calm, windy] = a < b ? [a, b] : [b, a];
    expect(apparentTemperatureC(t, rh, windy, sw)).toBeLessThanOrEqual(apparentTemperatureC(t, rh, calm, sw) + 1e-9);
  });

  test.prop([tempC, rhPct, rhPct, windKmh, shortwaveWm2])("rises with humidity", (t, a, b, w, sw) => {
    const [dry, humid] = a < b ? [a, b] : [b, a];
    expect(apparentTemperatureC(t, humid, w, sw)).toBeGreaterThanOrEqual(apparentTemperatureC(t, dry, w, sw) - 1e-9);
  });

  test.prop([tempC, rhPct, windKmh, fc.double({ min: 0, max: 1200, noNaN: true })])(
    "rises with sunshine",
    (t, rh, w, sw) => {
      expect(apparentTemperatureC(t, rh, w, sw + 100)).toBeGreaterThanOrEqual(apparentTemperatureC(t, rh, w, sw));
    },
  );
});
