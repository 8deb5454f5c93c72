import { describe, expect, it } from "vitest";
import { conversionFor, QUANTITIES, type Quantity } from "../../src/adapters/units.js";

/** Converts `value` given in `unit` into the quantity's fixed unit. */
const convert = (quantity: Quantity, unit: string, value: number): number | undefined => {
  const c = conversionFor(quantity, unit);
  return c && value * c.scale + c.offset;
};

describe("QUANTITIES", () => {
  // the fixed units reach the OUT_OF_RANGE and MISSING_UNIT messages ("… (0 to 500 km/h)")
  it.each([
    ["temperature", "°C"],
    ["percent", "%"],
    ["precipitation", "mm"],
    ["snowfall", "cm"],
    ["speed", "km/h"],
    ["direction", "°"],
    ["length", "m"],
    ["irradiance", "W/m²"],
    ["radiantExposure", "MJ/m²"],
    ["duration", "s"],
    ["hours", "h"],
    ["index", ""],
    ["code", "wmo code"],
    ["flag", ""],
  ] as const)("gives %s in %j, which it accepts as is", (quantity, unit) => {
    expect(QUANTITIES[quantity].unit).toBe(unit);
    expect(conversionFor(quantity, unit)).toEqual({ scale: 1, offset: 0 });
  });
});

describe("conversionFor", () => {
  it("converts the units defined exactly", () => {
    expect(convert("snowfall", "inch", 2)).toBeCloseTo(5.08, 12); // 1 inch = 2.54 cm
    expect(convert("precipitation", "inch", 1)).toBeCloseTo(25.4, 12); // 1 inch = 25.4 mm
    expect(convert("speed", "m/s", 10)).toBeCloseTo(36, 12); // 10 m/s × 3600 s/h / 1000 m/km
    expect(convert("speed", "kn", 10)).toBeCloseTo(18.52, 12); // 1 kn = 1 nautical mile (1852 m) per hour
    expect(convert("speed", "mp/h", 10)).toBeCloseTo(16.09344, 12); // 1 mile = 1609.344 m
    expect(convert("duration", "h", 1.5)).toBe(5400); // 1.5 h × 3600 s/h
    expect(convert("length", "ft", 1000)).toBeCloseTo(304.8, 12); // 1 ft = 0.3048 m
    expect(convert("temperature", "°F", 212)).toBeCloseTo(100, 12); // (212 − 32) × 5/9
  });

  it("knows no unit of another quantity", () => {
    expect(conversionFor("snowfall", "mm")).toBeUndefined();
    expect(conversionFor("duration", "min")).toBeUndefined();
    expect(conversionFor("speed", "mph")).toBeUndefined(); // Open-Meteo writes mp/h
    expect(conversionFor("temperature", "toString")).toBeUndefined();
  });
});
