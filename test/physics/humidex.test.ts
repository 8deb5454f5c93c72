import { describe, expect, it } from "vitest";
import { humidexC } from "../../src/physics/humidex.js";
import { dewPointC } from "../../src/physics/humidity.js";
import { rhPct, tempC } from "../arbitraries.js";
import { fc, test } from "../prop.js";

describe("humidexC (Environment Canada)", () => {
  it("gives Environment Canada's example: 30 °C with a 15 °C dew point feels like 34", () => {
    // e = 6.11·exp(5417.753·(1/273.16 − 1/288.15)) = 17.15 hPa; 30 + 0.5555·7.15 = 33.97, the table's 34
    expect(humidexC(30, 15)).toBeCloseTo(33.97, 2);
  });

  it("is the air temperature where the vapour pressure is 10 hPa (a dew point of 6.97 °C), below it lower", () => {
    expect(humidexC(20, 6.97)).toBeCloseTo(20, 2);
    expect(humidexC(20, 0)).toBeLessThan(20);
  });

  it("is NaN for NaN input", () => {
    expect(humidexC(Number.NaN, 10)).toBeNaN();
    expect(humidexC(20, Number.NaN)).toBeNaN();
  });

  test.prop([tempC, rhPct, fc.double({ min: 0, max: 5, noNaN: true })])(
    "rises with the dew point at a given temperature",
    (t, rh, more) => {
      const td = dewPointC(t, rh);
      expect(humidexC(t, Math.min(t, td + more))).toBeGreaterThanOrEqual(humidexC(t, td));
    },
  );
});
