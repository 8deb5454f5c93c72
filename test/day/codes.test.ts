import { describe, expect, it } from "vitest";
import { driveSeverity } from "../../src/day/codes.js";

describe("driveSeverity", () => {
  it("rates codes by the research note's table (§6.4), unknown and fractional codes 0, NaN for NaN", () => {
    const cases: [number, number][] = [
      [0, 0], // clear
      [3, 0], // overcast
      [45, 2], // fog
      [48, 3], // depositing rime fog
      [55, 2], // dense drizzle
      [57, 4], // dense freezing drizzle
      [65, 3], // heavy rain
      [67, 5], // heavy freezing rain
      [75, 4], // heavy snow
      [82, 3], // violent rain showers
      [95, 3], // thunderstorm
      [99, 5], // thunderstorm with heavy hail
      [4, 0], // not an Open-Meteo code
      [61.5, 0],
      [150, 0],
      [-1, 0],
    ];
    for (const [code, severity] of cases) expect(driveSeverity(code), String(code)).toBe(severity);
    expect(driveSeverity(Number.NaN)).toBeNaN();
  });
});
