import { describe, expect, it } from "vitest";
import { heatIndexC } from "../../src/physics/heat-index.js";
import { windChillC } from "../../src/physics/wind-chill.js";
import { rhPct, tempC, windKmh } from "../arbitraries.js";
import { test } from "../prop.js";
import { TOLERANCE } from "../tolerances.js";

const fToC = (f: number) => ((f - 32) * 5) / 9;

describe("heatIndexC", () => {
  // NWS heat index chart (weather.gov/safety/heat-index), °F: [temperature, RH %, heat index]
  const chart: [number, number, number][] = [
    [80, 40, 80],
    [90, 50, 95],
    [90, 70, 106],
    [96, 60, 116],
    [100, 40, 109],
    [104, 50, 131],
    [86, 90, 105],
  ];
  it.each(chart)("%f °F at %f %% reads %f °F on the NWS chart", (t, rh, hi) => {
    expect(Math.abs(heatIndexC(fToC(t), rh) - fToC(hi))).toBeLessThan(TOLERANCE.heatIndexC);
  });

  it("uses the simple formula below 80 °F", () => {
    // 0.5·(70 + 61 + 1.2·2 + 0.094·50) = 69.05 °F
    expect(heatIndexC(fToC(70), 50)).toBeCloseTo(fToC(69.05), 6);
  });

  it("switches to the regression where the simple formula reaches 79 °F (MetPy, weathermetrics)", () => {
    // 76 °F, 100 %: simple 0.5·(76 + 61 + 9.6 + 9.4) = 78.0 °F, below 79: the simple one stays
    expect(heatIndexC(fToC(76), 100)).toBeCloseTo(fToC(78), 6);
    // 77 °F, 100 %: simple 0.5·(77 + 61 + 10.8 + 9.4) = 79.1 °F takes the Rothfusz regression: −42.379 + 157.7742
    // + 1014.3331 − 1730.6167 − 40.5415 − 548.1717 + 728.5199 + 656.6714 − 117.9871 = 77.6027 °F (25.33 °C; the
    // mean of the simple form and T, 78.05 °F, kept 79.1 before)
    expect(heatIndexC(fToC(77), 100)).toBeCloseTo(fToC(77.6027), 3);
    // 79 °F, 100 %: simple 81.3 °F; the regression puts it at 83.80 °F (28.78 °C; the simple form would give 27.39 °C)
    expect(heatIndexC(fToC(79), 100)).toBeCloseTo(28.778, 2);
  });

  test.prop([tempC, rhPct])("is finite for finite input", (t, rh) => {
    expect(Number.isFinite(heatIndexC(t, rh))).toBe(true);
  });
});

describe("windChillC", () => {
  // Environment Canada wind chill chart (°C, rounded to integers): [air °C, wind km/h, wind chill]
  const chart: [number, number, number][] = [
    [0, 10, -3],
    [5, 20, 1],
    [-10, 20, -18],
    [-15, 40, -27],
    [-20, 30, -33],
    [-30, 50, -49],
  ];
  it.each(chart)("%f °C at %f km/h reads %f on the Environment Canada chart", (t, v, wc) => {
    expect(Math.abs(windChillC(t, v) - wc)).toBeLessThan(TOLERANCE.windChillC);
  });

  it("is the air temperature outside its domain (above 10 °C or calm)", () => {
    expect(windChillC(15, 40)).toBe(15);
    expect(windChillC(-10, 3)).toBe(-10);
    expect(windChillC(Number.NaN, 10)).toBeNaN();
  });

  test.prop([tempC, windKmh])("never exceeds the air temperature", (t, v) => {
    expect(windChillC(t, v)).toBeLessThanOrEqual(t + 1e-9);
  });

  it("applies at 4.9 km/h and not at 3 mph, 4.828 km/h (the NWS needs V > 3 mph)", () => {
    expect(windChillC(0, 4.8)).toBe(0);
    expect(windChillC(-20, 3 * 1.609344)).toBe(-20);
    // just above 3 mph at −20 °C: 4.83^0.16 = 1.28656; 13.12 − 12.43 − (11.37 + 7.93)·1.28656 = −24.14 °C, the 4.1 K jump
    expect(windChillC(-20, 4.83)).toBeCloseTo(-24.15, 1);
    // 13.12 − 11.37·4.9^0.16 = 13.12 − 11.37·1.2895 = −1.54 °C
    expect(windChillC(0, 4.9)).toBeCloseTo(13.12 - 11.37 * 4.9 ** 0.16, 9);
    expect(windChillC(0, 4.9)).toBeLessThan(-1.5);
  });

  it("applies at 10 °C and not above", () => {
    expect(windChillC(10.1, 30)).toBe(10.1);
    expect(windChillC(10, 30)).toBeLessThan(10);
  });
});

describe("heatIndexC's NWS adjustments, worked by hand in °F", () => {
  const fToC = (f: number) => ((f - 32) * 5) / 9;
  // Rothfusz at 100 °F, 10 %: 94.7526 °F; at 113 °F, 10 %: 107.8191 °F; at 85 °F, 90 %: 101.5808 °F; at 88 °F, 90 %: 113.2473 °F
  it("subtracts ((13 − RH)/4)·√((17 − |T − 95|)/17) below 13 %: 100 °F, 10 % is 94.7526 − 0.6301 = 94.1225 °F", () => {
    expect(heatIndexC(fToC(100), 10)).toBeCloseTo(fToC(94.1225), 3);
  });

  it("adds nothing above 112 °F, where the root would be of a negative number: 113 °F, 10 % is Rothfusz's 107.8191 °F", () => {
    expect(heatIndexC(fToC(113), 10)).toBeCloseTo(fToC(107.8191), 3);
  });

  it("adds ((RH − 85)/10)·((87 − T)/5) above 85 % from 80 to 87 °F: 85 °F, 90 % is 101.5808 + 0.2 = 101.7808 °F", () => {
    expect(heatIndexC(fToC(85), 90)).toBeCloseTo(fToC(101.7808), 3);
  });

  it("adds nothing above 87 °F: 88 °F, 90 % is Rothfusz's 113.2473 °F", () => {
    expect(heatIndexC(fToC(88), 90)).toBeCloseTo(fToC(113.2473), 3);
  });
});
