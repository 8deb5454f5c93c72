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
    const day = mildDay({
      hourly: false,
      weatherCode: 1,
      effectiveCode: 65,
      daytimePrecipitationMaxRateMmH: Number.NaN,
    });
    expect(score(day)).toBe(75);
    expect(score(mildDay({ hourly: false, weatherCode: 65, effectiveCode: 3 }))).toBe(100);
  });

  it("is far below a calm day's on a 95 km/h storm day", () => {
    // thunderstorm code 95: severity 3 -> 25; daylight gusts 95 km/h between 93 -> 55 (NWS high wind warning) and
    // 97 -> 70 (60 mph, Orwell Bridge closed): 55 + (2/4)·15 = 62.5; total 100 − 87.5 = 12.5 -> 13
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
    ).toBe(13);
  });

  it("takes 30 for ice: a minimum below 0 °C with moisture, 15 up to +3 °C", () => {
    expect(score(mildDay({ tempMinC: -2, precipitationMm: 1, daytimeCodes: [3] }))).toBe(70);
    expect(score(mildDay({ tempMinC: 2, night: { humidityMaxPct: 95 } }))).toBe(85);
    expect(score(mildDay({ tempMinC: -2 }))).toBe(100); // dry: no ice
  });

  it("lets light rain and drizzle pass and takes 12 for moderate rain", () => {
    expect(score(mildDay({ daytimeCodes: [51, 61, 80], precipitationMm: 3, daytimePrecipitationMaxRateMmH: 1 }))).toBe(
      100,
    );
    expect(score(mildDay({ daytimeCodes: [61, 63], precipitationMm: 9, daytimePrecipitationMaxRateMmH: 4 }))).toBe(88);
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

  it("takes the worst daylight code wherever it falls, and names the first of equally severe ones", () => {
    // heavy rain 65 (severity 3) before an overcast hour: 25 points
    const worstFirst = driveScore(mildDay({ daytimeCodes: [65, 3], precipitationMm: 10 }), defaultProfile);
    expect(worstFirst.score).toBe(75);
    expect(worstFirst.adjustments).toEqual([{ name: "weather_code", input: 65, points: -25 }]);
    // moderate rain 63 and moderate showers 81, both severity 2: 12 points, reported as the first hour's 63
    const tie = driveScore(mildDay({ daytimeCodes: [63, 81], precipitationMm: 5 }), defaultProfile);
    expect(tie.adjustments).toEqual([{ name: "weather_code", input: 63, points: -12 }]);
  });

  it("counts a night humidity of 90 % as moisture for ice, 89.9 % not", () => {
    // Tmin 2 °C (<= 3 °C), dry, no fog: only the humid night makes it moist: 15 points
    expect(score(mildDay({ tempMinC: 2, night: { humidityMaxPct: 90 } }))).toBe(85);
    expect(score(mildDay({ tempMinC: 2, night: { humidityMaxPct: 89.9 } }))).toBe(100);
  });

  it("counts an unknown night humidity as moisture for ice (FAO-56: without humidity, the dew point at the minimum)", () => {
    expect(score(mildDay({ tempMinC: 2, night: { humidityMaxPct: Number.NaN } }))).toBe(85);
    expect(score(mildDay({ tempMinC: 4, night: { humidityMaxPct: Number.NaN } }))).toBe(100);
  });

  it("counts a wet code as moisture for ice even where the day's sum says 0 mm: a worse code never dries the road", () => {
    // drizzle 51 (severity 1, no points) at 2 °C: 15 for ice; without it the dry day costs nothing
    expect(score(mildDay({ tempMinC: 2, daytimeCodes: [0, 51], precipitationMm: 0 }))).toBe(85);
    expect(score(mildDay({ tempMinC: 2, daytimeCodes: [0, 3], precipitationMm: 0 }))).toBe(100);
  });

  it("counts fog in any one daylight hour as moisture for ice", () => {
    // fog 45 (severity 2): 12 points; Tmin 2 °C with the fog's moisture: 15 more; 100 − 27 = 73
    expect(score(mildDay({ tempMinC: 2, daytimeCodes: [0, 45, 1] }))).toBe(73);
  });

  it("takes 30 for ice at a minimum of 0 °C itself, 15 at +0.1 and at +3 °C, none at +3.1 °C", () => {
    const wet = (tempMinC: number) => score(mildDay({ tempMinC, precipitationMm: 1 }));
    expect(wet(0)).toBe(70);
    expect(wet(0.1)).toBe(85);
    expect(wet(3)).toBe(85);
    expect(wet(3.1)).toBe(100);
  });

  it("takes 10 for an hourly rate above 7.6 mm/h and 25 above 20 mm/h (AMS heavy rain), not at them", () => {
    // moderate rain 61 (severity 1) costs nothing itself
    const rate = (daytimePrecipitationMaxRateMmH: number) =>
      score(mildDay({ daytimeCodes: [61], precipitationMm: 10, daytimePrecipitationMaxRateMmH }));
    expect(rate(7.6)).toBe(100);
    expect(rate(7.7)).toBe(90);
    expect(rate(20)).toBe(90);
    expect(rate(20.1)).toBe(75);
  });

  it("counts under a code of severity 3 only the rate's points beyond its heavy step (10)", () => {
    // heavy rain 65: 25 for the code; 25 mm/h costs 25, of which the code already counts the heavy step's 10: 60
    expect(score(mildDay({ daytimeCodes: [65], precipitationMm: 30, daytimePrecipitationMaxRateMmH: 25 }))).toBe(60);
    // 10 mm/h (heavy, not very heavy) adds nothing to the code: 75
    expect(score(mildDay({ daytimeCodes: [65], precipitationMm: 30, daytimePrecipitationMaxRateMmH: 10 }))).toBe(75);
    // the credit is the severity's, whatever the code: moderate snow 73 and rime fog 48 (severity 3) alike
    const rainy = { precipitationMm: 30, daytimePrecipitationMaxRateMmH: 25 };
    expect(score(mildDay({ daytimeCodes: [73, 63], ...rainy }))).toBe(60);
    expect(score(mildDay({ daytimeCodes: [48, 63], ...rainy }))).toBe(60);
  });

  it("reads the rain rate of the driving hours: a downpour at 03:00 costs nothing (the review's Portugal case)", () => {
    // 25 mm/h at 03:00 leaves moderate rain 63 and 4 mm/h in daylight: 12 -> 88 (it cost 25 more, 63, while the
    // drive window called all daylight safe); the same hour at 15:00 makes the daylight code heavy rain 65 and the
    // daylight rate 25 mm/h: 25 + (25 − 10) = 40 -> 60
    const night = { precipitationMm: 30, precipitationMaxRateMmH: 4, daytimePrecipitationMaxRateMmH: 4 };
    expect(score(mildDay({ daytimeCodes: [63], ...night }))).toBe(88);
    const day = { precipitationMm: 30, precipitationMaxRateMmH: 25, daytimePrecipitationMaxRateMmH: 25 };
    expect(score(mildDay({ daytimeCodes: [63, 65], ...day }))).toBe(60);
    // the whole day's highest hour is not the drive score's
    expect(score(mildDay({ daytimeCodes: [63], precipitationMm: 30, precipitationMaxRateMmH: 25 }))).toBe(88);
  });

  it("reads 96 and 99 as a strong thunderstorm (severity 3, 25) unless the answer's codes mean hail (4 and 5)", () => {
    const storm = (code: number, hailCodes: boolean) =>
      score(mildDay({ daytimeCodes: [code], precipitationMm: 5, hailCodes }));
    expect(storm(95, false)).toBe(75);
    expect(storm(96, false)).toBe(75);
    expect(storm(99, false)).toBe(75);
    expect(storm(96, true)).toBe(55);
    expect(storm(99, true)).toBe(30);
  });

  it("scores a day with a single known input, and is null with none", () => {
    const only = (tempMaxC: number) =>
      score(
        mildDay({
          hourly: false,
          effectiveCode: Number.NaN,
          daytimeGustMaxKmh: Number.NaN,
          tempMinC: Number.NaN,
          tempMaxC,
          visibilityMinM: Number.NaN,
        }),
      );
    expect(only(38)).toBe(85); // heat 38 °C: 25·3/5 = 15 points
    expect(only(Number.NaN)).toBeNull();
  });

  it("explains itself by default, each penalty under its name with the input that decided it", () => {
    // moderate rain 63: 12; gusts 61 km/h: 20·11/22 = 10; Tmin 0 °C with rain: 30; visibility 1000 m: 10;
    // 40 °C air: 25; 10 mm/h: 10 (above 7.6, not 20); 100 − 97 = 3
    const result = driveScore(
      mildDay({
        daytimeCodes: [63],
        precipitationMm: 5,
        daytimePrecipitationMaxRateMmH: 10,
        daytimeGustMaxKmh: 61,
        tempMinC: 0,
        visibilityMinM: 1000,
        tempMaxC: 40,
      }),
      defaultProfile,
    );
    expect(result.score).toBe(3);
    expect(result.components).toEqual([{ name: "base", input: 1, rating: 100, weight: 1 }]);
    expect(result.adjustments.map((a) => [a.name, a.input, a.points])).toEqual([
      ["weather_code", 63, -12],
      ["gusts", 61, -10],
      ["ice", 0, -30],
      ["visibility", 1000, -10],
      ["heat", 40, -25],
      ["rain_rate", 10, -10],
    ]);
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
      const rate = Number.isFinite(day.daytimePrecipitationMaxRateMmH) ? day.daytimePrecipitationMaxRateMmH : 0;
      const a = driveScore(
        mildDay({ ...day, precipitationMm: mm, daytimePrecipitationMaxRateMmH: rate }),
        defaultProfile,
      ).score;
      const b = driveScore(
        mildDay({ ...day, precipitationMm: mm + moreMm, daytimePrecipitationMaxRateMmH: rate + moreRate }),
        defaultProfile,
      ).score;
      if (a !== null && b !== null) expect(b).toBeLessThanOrEqual(a);
    },
  );
});
