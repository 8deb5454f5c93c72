import { describe, expect, it } from "vitest";
import { driveSeverity, effectiveDailyCode, isHeavyRainCode, isWetCode } from "../../src/day/codes.js";

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

describe("isHeavyRainCode", () => {
  it("is heavy rain, freezing rain and drizzle, violent showers and storms; not rime fog or snow", () => {
    const heavy = [56, 57, 65, 66, 67, 82, 95, 96, 99];
    const not = [0, 3, 45, 48, 55, 61, 63, 71, 73, 75, 77, 80, 81, 85, 86, Number.NaN];
    for (const code of heavy) expect(isHeavyRainCode(code), String(code)).toBe(true);
    for (const code of not) expect(isHeavyRainCode(code), String(code)).toBe(false);
  });
});

describe("isWetCode and effectiveDailyCode", () => {
  it("counts drizzle (51) and every code above as wet, fog (45, 48) and clouds below it as dry", () => {
    for (const code of [51, 53, 61, 65, 71, 80, 95, 99]) expect(isWetCode(code), String(code)).toBe(true);
    for (const code of [0, 1, 2, 3, 45, 48]) expect(isWetCode(code), String(code)).toBe(false);
  });

  it("shows a wet code on a day under 1 mm as overcast (3), at 1 mm as itself, and leaves dry codes alone", () => {
    expect(effectiveDailyCode(51, 0.9, 1)).toBe(3);
    expect(effectiveDailyCode(95, 0, 1)).toBe(3);
    expect(effectiveDailyCode(61, 1, 1)).toBe(61);
    expect(effectiveDailyCode(45, 0, 1)).toBe(45);
    expect(effectiveDailyCode(61, Number.NaN, 1)).toBe(61);
  });
});
