/**
 * The physics contract: finite physical inputs give finite numbers; NaN in gives NaN out; nothing throws, for any
 * double.
 */

import { describe, expect } from "vitest";
import { apparentTemperatureC } from "../../src/physics/apparent-temperature.js";
import { heatIndexC } from "../../src/physics/heat-index.js";
import { dewPointC, relativeHumidityPct, saturationVapourPressureHpa } from "../../src/physics/humidity.js";
import { pvYieldKWhPerKWp } from "../../src/physics/solar.js";
import { sunDay } from "../../src/physics/sun.js";
import { windChillC } from "../../src/physics/wind-chill.js";
import { defaultProfile } from "../../src/profile/index.js";
import { latitudeDeg, longitudeDeg, rhPct, shortwaveWm2, tempC, windKmh } from "../arbitraries.js";
import { fc, test } from "../prop.js";

/** Each function with two arguments, and the physical range of each (where its result must be finite). */
const functions: [string, (a: number, b: number) => number, fc.Arbitrary<number>, fc.Arbitrary<number>][] = [
  ["saturationVapourPressureHpa", (a) => saturationVapourPressureHpa(a), tempC, tempC],
  ["dewPointC", dewPointC, tempC, rhPct],
  ["relativeHumidityPct", relativeHumidityPct, tempC, tempC],
  ["apparentTemperatureC", (a, b) => apparentTemperatureC(a, b, 10, 500), tempC, rhPct],
  ["heatIndexC", heatIndexC, tempC, rhPct],
  ["windChillC", windChillC, tempC, windKmh],
  [
    "pvYieldKWhPerKWp",
    (a, b) => pvYieldKWhPerKWp(a, 12 * 3600, b, b - 10, defaultProfile.solar.pv),
    fc.double({ min: 0, max: 40, noNaN: true }),
    tempC,
  ],
  [
    "sunDay",
    (a, b) => sunDay(20_000 + Math.round(a), b, 0).daylightSeconds,
    fc.double({ min: -3000, max: 3000, noNaN: true }),
    latitudeDeg,
  ],
];

describe("physics functions", () => {
  test.prop([fc.double(), fc.double()])("never throw for any doubles", (a, b) => {
    for (const [name, f] of functions) expect(() => f(a, b), name).not.toThrow();
    expect(() => apparentTemperatureC(a, b, a, b)).not.toThrow();
    expect(() => sunDay(Math.round(Number.isFinite(a) ? a % 1e6 : 0), b, a)).not.toThrow();
  });

  for (const [name, f, first, second] of functions) {
    test.prop([first, second])(`${name} is finite for physical inputs`, (a, b) => {
      expect(Number.isFinite(f(a, b))).toBe(true);
    });
  }

  test.prop([fc.double({ noNaN: true }), windKmh, shortwaveWm2, longitudeDeg])(
    "give NaN for NaN input",
    (b, wind, sw) => {
      for (const [name, f] of functions.slice(0, 7)) expect(f(Number.NaN, b), name).toBeNaN();
      expect(apparentTemperatureC(Number.NaN, 50, wind, sw)).toBeNaN();
    },
  );
});
