import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { heatIndexC } from "../../src/physics/heat-index.js";
import { windChillC } from "../../src/physics/wind-chill.js";
import { rhPct, tempC, windKmh } from "../arbitraries.js";
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

  test.prop([tempC, rhPct])("heat index is finite for finite input", (t, rh) => {
    expect(Number.isFinite(heatIndexC(t, rh))).toBe(true);
  });
});
