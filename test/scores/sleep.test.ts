import { describe, expect, it } from "vitest";
import type { NightWeather } from "../../src/day/weather.js";
import { defaultProfile } from "../../src/profile/index.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { anyDay, isScore, mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

const sleep = (n: Partial<NightWeather>, dayRainMm = 0) =>
  sleepScore(mildDay({ precipitationMm: dayRainMm, night: n }), defaultProfile);

describe("sleep_score", () => {
  it("is 100 for a dry, calm 16 °C night and 97 at 15 °C (10 -> 80, 16 -> 100)", () => {
    expect(sleep({ tempC: 16 }).score).toBe(100);
    expect(sleep({ tempC: 15 }).score).toBe(97);
  });

  it("falls gently on hot nights: 77 for a dry 32 °C desert night (30 -> 85, 36 -> 60: 76.7)", () => {
    expect(sleep({ tempC: 32, dewPointC: 10 }).score).toBe(77);
  });

  it("takes half the dew-point scale's points on a humid night: 28 °C, dew point 24 °C -> 87.1 − 10", () => {
    expect(sleep({ tempC: 28, dewPointC: 24 }).score).toBe(77);
  });

  it("takes points for humid, gusty, wet and thundery nights", () => {
    // 16 °C -> 100; dew point 22 °C -> 5 + (1/3)·5 = 6.67; gusts 65 km/h -> 10 + (5/15)·10 = 13.33;
    // rain 12 mm -> 12 + (7/15)·8 = 15.73; thunderstorm 20: 44.27
    const result = sleep({ tempC: 16, dewPointC: 22, gustMaxKmh: 65, precipitationMm: 12, thunderstorm: true });
    expect(result.score).toBe(44);
    expect(result.adjustments.map((a) => a.name)).toEqual(["humidity", "wind", "rain", "thunderstorm"]);
  });

  it("hears any rain on the roof: the night's, not the day's (the day layer estimates a night without hours)", () => {
    expect(sleep({ tempC: 16, precipitationMm: 0 }, 30).score).toBe(100);
    expect(sleep({ tempC: 16, precipitationMm: 1 }).score).toBe(92);
    // 3 mm -> 8 + (2/4)·4 = 10
    expect(sleep({ tempC: 16, precipitationMm: 3 }, 8).score).toBe(90);
    expect(sleep({ tempC: 16, precipitationMm: Number.NaN }, 8).score).toBe(100);
  });

  it("is not ideal on a humid hot night: from a night humidex of 30 °C (some discomfort), approached over 1 K", () => {
    // 24 °C, dew point 19 °C: 91.43 − 3.33 = 88.1 "ideal" before; humidex 24 + 0.5555·(22.18 − 10) = 30.77: 79
    const humid = sleep({ tempC: 24, dewPointC: 19 });
    expect(humid.score).toBe(79);
    expect(humid.caps.map((c) => [c.name, c.threshold, c.cap])).toEqual([["humid_night", 30, 79]]);
    expect(humid.caps[0]?.input).toBeCloseTo(30.77, 2);
    // 28 °C, dew point 22 °C: 87.14 − 6.67 = 80.5 "ideal" before; humidex 37.3: 79
    expect(sleep({ tempC: 28, dewPointC: 22 }).score).toBe(79);
    // a dry 24 °C night (dew point 10 °C, humidex 25.3) stays ideal: 91
    expect(sleep({ tempC: 24, dewPointC: 10 }).score).toBe(91);
    // halfway up the taper (humidex 29.5: 24 °C with the dew point that gives it) the ceiling is 79 + 21/2 = 89.5
    const dewFor = (humidex: number, t: number) => {
      const e = 10 + (humidex - t) / 0.5555;
      return 1 / (1 / 273.16 - Math.log(e / 6.11) / 5417.753) - 273.15;
    };
    expect(sleep({ tempC: 24, dewPointC: dewFor(29.5, 24) }).caps[0]?.cap).toBeCloseTo(89.5, 6);
    expect(sleep({ tempC: 24, dewPointC: dewFor(28.9, 24) }).caps).toEqual([]);
  });

  it("reads an unknown dew point at 16 °C for the humid-night cap (no humidity penalty either)", () => {
    // 27 °C: 100 − 15·11/14 = 88.2; humidex 27 + 0.5555·(18.17 − 10) = 31.5: 79
    expect(sleep({ tempC: 27, dewPointC: Number.NaN }).score).toBe(79);
    expect(sleep({ tempC: 27, dewPointC: 16 }).score).toBe(79);
  });

  it("is never ideal on an estimated night (the answer ends inside it): 79", () => {
    expect(sleep({ tempC: 16, estimated: true }).score).toBe(79);
    expect(sleep({ tempC: 16, estimated: true }).caps).toEqual([
      { name: "estimated_night", input: 1, threshold: 1, cap: 79 },
    ]);
    expect(sleep({ tempC: 5, estimated: true }).score).toBe(63);
  });

  it("explains the night temperature as its one component by default", () => {
    expect(sleep({ tempC: 16 }).components).toEqual([{ name: "night_temperature", input: 16, rating: 100, weight: 1 }]);
  });

  it("is null without a night temperature", () => {
    expect(sleep({ tempC: Number.NaN }).score).toBeNull();
  });

  test.prop([anyDay])("is an integer 0-100 or null for any night", (day) => {
    expect(isScore(sleepScore(day, defaultProfile).score)).toBe(true);
  });

  test.prop([
    fc.double({ min: -20, max: 35, noNaN: true }),
    fc.double({ min: -10, max: 30, noNaN: true }),
    fc.double({ min: 0, max: 10, noNaN: true }),
  ])("never rises with a more humid night", (tempC, dewPointC, more) => {
    const a = sleep({ tempC, dewPointC }).score ?? 0;
    const b = sleep({ tempC, dewPointC: dewPointC + more }).score ?? 0;
    expect(b).toBeLessThanOrEqual(a);
  });

  test.prop([
    fc.double({ min: -20, max: 35, noNaN: true }),
    fc.double({ min: 0, max: 50, noNaN: true }),
    fc.double({ min: 0, max: 50, noNaN: true }),
  ])("never rises with more rain in the night", (tempC, rainMm, more) => {
    const a = sleep({ tempC, precipitationMm: rainMm }).score ?? 0;
    expect(sleep({ tempC, precipitationMm: rainMm + more }).score ?? 0).toBeLessThanOrEqual(a);
  });
});
