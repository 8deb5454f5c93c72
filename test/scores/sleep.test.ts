import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { NightWeather } from "../../src/day/weather.js";
import { defaultProfile } from "../../src/profile/index.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { anyDay, isScore, mildDay } from "../arbitraries.js";

const night = (n: Partial<NightWeather>) => mildDay({ night: n }).night;

describe("sleep_score", () => {
  it("is 100 for a cool, dry, calm 15 °C night", () => {
    expect(sleepScore(night({ tempC: 15 }), defaultProfile).score).toBe(100);
  });

  it("is poor for a 32 °C desert night (thermal 10 -> 32 °C lies between 31 -> 10 and 34 -> 0: 6.7)", () => {
    expect(sleepScore(night({ tempC: 32, dewPointC: 10 }), defaultProfile).score).toBe(7);
  });

  it("takes points for humid, gusty, wet and thundery nights", () => {
    // 14 °C -> 100; dew point 22 °C -> 10 + (1/3)·10 = 13.3; gusts 65 km/h -> 10 + (5/15)·10 = 13.3; rain 12 mm -> 5; storm 20
    const result = sleepScore(
      night({ dewPointC: 22, gustMaxKmh: 65, precipitationMm: 12, thunderstorm: true }),
      defaultProfile,
    );
    expect(result.score).toBe(48);
  });

  it("is null without a night temperature", () => {
    expect(sleepScore(night({ tempC: Number.NaN }), defaultProfile).score).toBeNull();
  });

  test.prop([anyDay])("is an integer 0-100 or null for any night", (day) => {
    expect(isScore(sleepScore(day.night, defaultProfile).score)).toBe(true);
  });

  test.prop([
    fc.double({ min: -20, max: 35, noNaN: true }),
    fc.double({ min: -10, max: 30, noNaN: true }),
    fc.double({ min: 0, max: 10, noNaN: true }),
  ])("never rises with a more humid night", (tempC, dewPointC, more) => {
    const a = sleepScore(night({ tempC, dewPointC }), defaultProfile).score ?? 0;
    const b = sleepScore(night({ tempC, dewPointC: dewPointC + more }), defaultProfile).score ?? 0;
    expect(b).toBeLessThanOrEqual(a);
  });
});
