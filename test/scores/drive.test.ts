import { describe, expect, it } from "vitest";
import { defaultProfile } from "../../src/profile/index.js";
import { driveScore } from "../../src/scores/drive.js";
import { anyDay, isScore, mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

const score = (day: ReturnType<typeof mildDay>) => driveScore(day, defaultProfile).score;

describe("drive_score", () => {
  it("is 100 on a calm dry day", () => {
    expect(score(mildDay())).toBe(100);
  });

  it("reads a day without hourly codes by the day's effectiveCode, not its raw code", () => {
    // heavy rain (65, severity 3): 25 points; the raw code 1 would cost none
    const day = mildDay({ hourly: false, weatherCode: 1, effectiveCode: 65, precipitationMaxRateMmH: Number.NaN });
    expect(score(day)).toBe(75);
    expect(score(mildDay({ hourly: false, weatherCode: 65, effectiveCode: 3 }))).toBe(100);
  });

  it("is far below a calm day's on a 95 km/h storm day", () => {
    // thunderstorm code 95: severity 3 -> 25; daylight gusts 95 km/h: 45 + (7/12)·25 = 59.6; total 100 − 84.6 -> 15
    expect(
      score(
        mildDay({
          daytimeGustMaxKmh: 95,
          gustMaxKmh: 95,
          daytimeCodes: [3, 95, 95],
          weatherCode: 95,
          precipitationMm: 10,
        }),
      ),
    ).toBe(15);
  });

  it("takes 30 for ice: a minimum below 0 °C with moisture, 15 up to +3 °C", () => {
    expect(score(mildDay({ tempMinC: -2, precipitationMm: 1, daytimeCodes: [3] }))).toBe(70);
    expect(score(mildDay({ tempMinC: 2, night: { humidityMaxPct: 95 } }))).toBe(85);
    expect(score(mildDay({ tempMinC: -2 }))).toBe(100); // dry: no ice
  });

  it("lets light rain and drizzle pass and takes 12 for moderate rain", () => {
    expect(score(mildDay({ daytimeCodes: [51, 61, 80], precipitationMm: 3, precipitationMaxRateMmH: 1 }))).toBe(100);
    expect(score(mildDay({ daytimeCodes: [61, 63], precipitationMm: 9, precipitationMaxRateMmH: 4 }))).toBe(88);
  });

  it("takes points for heat on the vehicle by the air maximum: 35 °C -> 0, 40 -> 25, 45 -> 35", () => {
    expect(score(mildDay({ tempMaxC: 35, apparentMaxC: 40 }))).toBe(100);
    expect(score(mildDay({ tempMaxC: 38, apparentMaxC: 34 }))).toBe(85); // 25·3/5
    expect(score(mildDay({ tempMaxC: 42.5, apparentMaxC: 40 }))).toBe(70); // 25 + 10/2
    expect(score(mildDay({ tempMaxC: 50, apparentMaxC: 45 }))).toBe(65);
  });

  it("reads fog from visibility and the daily code through OpenVan's dry-day rule without hourly data", () => {
    // 150 m lies between 50 m -> 60 and 200 m -> 30: 60 − (100/150)·30 = 40 points
    expect(score(mildDay({ visibilityMinM: 150 }))).toBe(60);
    expect(score(mildDay({ hourly: false, weatherCode: 63, precipitationMm: 0.3 }))).toBe(100);
    expect(score(mildDay({ hourly: false, weatherCode: 63, precipitationMm: 6 }))).toBe(88);
  });

  test.prop([anyDay])("is an integer 0-100 or null for any day", (day) => {
    expect(isScore(driveScore(day, defaultProfile).score)).toBe(true);
  });

  test.prop([anyDay, fc.double({ min: 0, max: 20, noNaN: true })])("never rises on a hotter day", (day, more) => {
    const hot = Number.isFinite(day.tempMaxC) ? day.tempMaxC : 30;
    const a = driveScore(mildDay({ ...day, tempMaxC: hot }), defaultProfile).score;
    const b = driveScore(mildDay({ ...day, tempMaxC: hot + more }), defaultProfile).score;
    if (a !== null && b !== null) expect(b).toBeLessThanOrEqual(a);
  });

  test.prop([anyDay, fc.double({ min: 0, max: 150, noNaN: true })])("never rises with stronger gusts", (day, more) => {
    const gust = Number.isFinite(day.daytimeGustMaxKmh) ? day.daytimeGustMaxKmh : 0;
    const a = driveScore(mildDay({ ...day, daytimeGustMaxKmh: gust }), defaultProfile).score;
    const b = driveScore(mildDay({ ...day, daytimeGustMaxKmh: gust + more }), defaultProfile).score;
    if (a !== null && b !== null) expect(b).toBeLessThanOrEqual(a);
  });

  test.prop([anyDay, fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 60, noNaN: true })])(
    "never rises with more rain",
    (day, moreMm, moreRate) => {
      const mm = Number.isFinite(day.precipitationMm) ? day.precipitationMm : 0;
      const rate = Number.isFinite(day.precipitationMaxRateMmH) ? day.precipitationMaxRateMmH : 0;
      const a = driveScore(
        mildDay({ ...day, precipitationMm: mm, precipitationMaxRateMmH: rate }),
        defaultProfile,
      ).score;
      const b = driveScore(
        mildDay({ ...day, precipitationMm: mm + moreMm, precipitationMaxRateMmH: rate + moreRate }),
        defaultProfile,
      ).score;
      if (a !== null && b !== null) expect(b).toBeLessThanOrEqual(a);
    },
  );
});
