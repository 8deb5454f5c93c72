/** The physics contract: numbers in, numbers out; NaN in gives NaN out; nothing throws, for any double. */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { apparentTemperatureC } from "../../src/physics/apparent-temperature.js";
import { heatIndexC } from "../../src/physics/heat-index.js";
import { dewPointC, relativeHumidityPct, saturationVapourPressureHpa } from "../../src/physics/humidity.js";
import { pvYieldKWhPerKWp } from "../../src/physics/solar.js";
import { sunDay } from "../../src/physics/sun.js";
import { windChillC } from "../../src/physics/wind-chill.js";
import { defaultProfile } from "../../src/profile/index.js";

const functions: [string, (a: number, b: number) => number][] = [
  ["saturationVapourPressureHpa", (a) => saturationVapourPressureHpa(a)],
  ["dewPointC", dewPointC],
  ["relativeHumidityPct", relativeHumidityPct],
  ["apparentTemperatureC", (a, b) => apparentTemperatureC(a, b, b, a)],
  ["heatIndexC", heatIndexC],
  ["windChillC", windChillC],
  ["pvYieldKWhPerKWp", (a, b) => pvYieldKWhPerKWp(a, b, a, b, defaultProfile.solar.pv)],
  ["sunDay", (a, b) => sunDay(Math.round(Number.isFinite(a) ? a % 1e6 : 0), b, a).daylightSeconds],
];

describe("physics functions", () => {
  test.prop([fc.double(), fc.double()])("never throw and return a number for any doubles", (a, b) => {
    for (const [name, f] of functions) expect(typeof f(a, b), name).toBe("number");
  });

  test.prop([fc.double({ noNaN: true })])("give NaN for NaN input", (b) => {
    for (const [name, f] of functions.slice(0, 7)) expect(f(Number.NaN, b), name).toBeNaN();
  });
});
