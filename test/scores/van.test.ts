import { describe, expect, it } from "vitest";
import { awningStatus } from "../../src/classify/awning.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { scoreLabel } from "../../src/scores/label.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { vanDayC, vanHeatC, vanScore } from "../../src/scores/van.js";
import { anyDay, isScore, mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

const noBonus = { seaScore: null, solarScore: null };
const score = (day: ReturnType<typeof mildDay>) => vanScore(day, noBonus, defaultProfile);
/** The ceiling the cap `name` sets on the mild day changed by `change`, or undefined where it does not apply. */
const capOf = (name: string, change: Parameters<typeof mildDay>[0]) =>
  score(mildDay(change)).caps.find((c) => c.name === name)?.cap;

describe("van_score scenarios worked out by hand", () => {
  it("reads heat and the weather code from the day's own fields (feelsMaxC, effectiveCode), not from raw ones", () => {
    // raw values of a mild day, but the day says it feels 52 °C and its code, after the dry-day rule, is a storm
    const result = vanScore(mildDay({ feelsMaxC: 52, effectiveCode: 95 }), noBonus, defaultProfile);
    expect(result.caps.map((c) => c.name)).toEqual(expect.arrayContaining(["extreme_heat", "thunderstorm"]));
    expect(result.score).toBe(19);
  });

  it("scores a mild sunny 22 °C day ideal", () => {
    // thermal: 22 °C lies between 18 -> 90 and 23 -> 100: 98; sky 15 % -> 100; rain 0 mm -> 100; wind 8 km/h -> 100
    // 0.35·98 + 0.25·100 + 0.25·100 + 0.15·100 = 99.3 -> 99
    const result = score(mildDay());
    expect(result.score).toBe(99);
    expect(scoreLabel(result.score ?? 0, defaultProfile.labels)).toBe("ideal");
    expect(result.caps).toEqual([]);
  });

  it("scores a 44 °C desert day with a 32 °C night extreme, capped by the heat rules", () => {
    const result = score(
      mildDay({ tempMaxC: 44, apparentMaxC: 44, cloudPct: 0, night: { tempMinC: 32, tempC: 34, dewPointC: 12 } }),
    );
    // heat temperature 44 + (32 − 18) = 58 °C: thermal 0, sky capped at 70 in heat, rain 100, wind 100:
    // 0 + 17.5 + 25 + 15 = 57.5, then caps 59 (>= 32), 49 (tonight >= 25), 39 (>= 39), 19 (>= 51)
    expect(result.score).toBe(19);
    expect(result.caps.map((c) => c.name)).toEqual(["heat", "tropical_night", "danger_heat", "extreme_heat"]);
    expect(result.components[0]).toEqual({ name: "thermal", input: 58, rating: 0, weight: 0.35 });
    expect(scoreLabel(result.score ?? 0, defaultProfile.labels)).toBe("extreme");
  });

  it("lets a warm night lower the thermal rating, never raise it", () => {
    // 20 °C apparent with a 22 °C night: the heat temperature 24 °C would rate 100, the day itself 20 °C rates 94
    // (18 -> 90, 23 -> 100): the day's rating stays
    const cool = score(mildDay({ apparentMaxC: 20, tempMaxC: 20, night: { tempMinC: 22 } }));
    expect(cool.components[0]).toEqual({ name: "thermal", input: 20, rating: 94, weight: 0.35 });
    // 27 °C with a 22 °C night: the heat temperature 31 °C rates 62.5 (29.5 -> 70, 31.5 -> 60), the day 27 °C 83.3
    const warm = score(mildDay({ apparentMaxC: 27, tempMaxC: 27, night: { tempMinC: 22 } }));
    expect(warm.components[0]?.input).toBe(31);
    expect(warm.components[0]?.rating).toBeCloseTo(62.5, 9);
  });

  it("rates a humid 30 °C coast with a 24 °C night as a 36 °C day: below comfortable", () => {
    // heat temperature 30 + (24 − 18) = 36 °C: thermal 40 − 20·0.5/2 = 35 (35.5 -> 40, 37.5 -> 20);
    // sky 15 % capped at 70; 0.35·35 + 0.25·70 + 25 + 15 = 69.75, under the heat cap 59 and the muggy-night 49
    // (night dew point 22 °C)
    const result = score(mildDay({ tempMaxC: 30, apparentMaxC: 30, night: { tempMinC: 24, dewPointC: 22 } }));
    expect(result.components[0]?.input).toBe(36);
    expect(result.components[0]?.rating).toBeCloseTo(35, 9);
    expect(result.score).toBe(49);
    expect(result.caps.map((c) => c.name)).toEqual(["heat", "muggy_night"]);
  });

  it("caps a 95 km/h storm day at 19", () => {
    const result = score(
      mildDay({ gustMaxKmh: 95, windMaxKmh: 65, windMeanKmh: 45, weatherCode: 95, precipitationMm: 12 }),
    );
    expect(result.score).toBe(19);
    expect(result.caps.map((c) => c.name)).toContain("storm_gusts");
  });

  it("caps a frost night at 59 and reads the bonus for a warm sea and strong sun", () => {
    expect(score(mildDay({ night: { tempMinC: -1 } })).score).toBe(59);
    const cool = mildDay({ apparentMaxC: 17, tempMaxC: 17 });
    const withBonus = vanScore(cool, { seaScore: 95, solarScore: 90 }, defaultProfile);
    expect((withBonus.score ?? 0) - (score(cool).score ?? 0)).toBe(5);
  });

  it("rates rain by the stretched HCI table and caps only rainstorms and heavy hourly rain", () => {
    // 30 mm, 2 mm/h at most: rain rated 10·(1 − 6/26) = 7.7, no cap
    const wet = score(mildDay({ precipitationMm: 30, precipitationMaxRateMmH: 2, weatherCode: 63 }));
    expect(wet.components.find((c) => c.name === "precipitation")?.rating).toBeCloseTo(100 / 13, 9);
    expect(wet.caps).toEqual([]);
    const capsOf = (precipitationMm: number, precipitationMaxRateMmH: number) =>
      score(mildDay({ precipitationMm, precipitationMaxRateMmH, weatherCode: 63 })).caps.map((c) => [c.name, c.cap]);
    expect(capsOf(20, 7.6)).toEqual([["heavy_rain_rate", 59]]);
    // approached over 2.5 mm/h: from 5.1 mm/h, halfway (6.35) at 59 + 41/2 = 79.5
    expect(capsOf(20, 5.1)).toEqual([]);
    expect(capsOf(20, 6.35)[0]?.[1]).toBeCloseTo(79.5, 9);
    expect(capsOf(50, 2)).toEqual([["downpour", 39]]);
    // approached over 5 mm: from 45 mm, halfway (47.5) at 39 + 61/2 = 69.5
    expect(capsOf(45, 2)).toEqual([]);
    expect(capsOf(47.5, 2)).toEqual([["downpour", 69.5]]);
    expect(capsOf(100, 2)).toEqual([
      ["downpour", 39],
      ["extreme_rain", 19],
    ]);
  });

  it("caps a gale at 39 from the day's highest hourly wind of 62 km/h (Beaufort 8)", () => {
    const caps = (windMaxKmh: number) =>
      score(mildDay({ windMaxKmh }))
        .caps.filter((c) => c.name !== "awning_wind")
        .map((c) => [c.name, c.cap]);
    expect(caps(62)).toEqual([["gale_wind", 39]]);
    // approached over 5 km/h: nothing at 57, halfway (59.5) at 39 + 61/2 = 69.5
    expect(caps(57)).toEqual([]);
    expect(caps(59.5)).toEqual([["gale_wind", 69.5]]);
  });

  it("adds the bonus up to its maximum", () => {
    const cool = mildDay({ apparentMaxC: 17, tempMaxC: 17 });
    const base = score(cool).score ?? 0;
    const generous = defineProfile({ van: { bonus: { sea: 4, solar: 4, max: 5 } } });
    expect((vanScore(cool, { seaScore: 95, solarScore: 90 }, generous).score ?? 0) - base).toBe(5);
    expect((vanScore(cool, { seaScore: 95, solarScore: 50 }, generous).score ?? 0) - base).toBe(4);
    expect((vanScore(cool, { seaScore: 89, solarScore: 79 }, generous).score ?? 0) - base).toBe(0);
  });

  it("explains its four facets by name", () => {
    expect(score(mildDay()).components.map((c) => c.name)).toEqual(["thermal", "sky", "precipitation", "wind"]);
  });

  it("caps the sky rating at 70 from a heat temperature of 30 °C, approached from 29 °C", () => {
    // cloud 15 % rates 100; heat temperature = the apparent maximum (night 12 °C adds nothing)
    const sky = (c: number) =>
      score(mildDay({ tempMaxC: c, apparentMaxC: c })).components.find((x) => x.name === "sky")?.rating;
    expect(sky(30)).toBe(70);
    expect(sky(29.5)).toBe(85);
    expect(sky(29)).toBe(100);
  });

  it("gives the sea bonus (+3) from a sea score of 90 and the solar bonus (+2) from 80, as a 'bonus' adjustment", () => {
    const bonusOf = (seaScore: number | null, solarScore: number | null) =>
      vanScore(mildDay(), { seaScore, solarScore }, defaultProfile).adjustments;
    expect(bonusOf(90, null)).toEqual([{ name: "bonus", input: 3, points: 3 }]);
    expect(bonusOf(89, null)).toEqual([]);
    expect(bonusOf(null, 80)).toEqual([{ name: "bonus", input: 2, points: 2 }]);
    expect(bonusOf(null, 79)).toEqual([]);
  });

  it("gives no bonus for an unknown sea or solar score, even where any known score would earn it", () => {
    const anyScore = defineProfile({ van: { bonus: { seaScoreAtLeast: 0, solarScoreAtLeast: 0 } } });
    const bonusOf = (seaScore: number | null, solarScore: number | null) =>
      vanScore(mildDay(), { seaScore, solarScore }, anyScore).adjustments;
    expect(bonusOf(null, null)).toEqual([]);
    expect(bonusOf(0, null)).toEqual([{ name: "bonus", input: 3, points: 3 }]);
    expect(bonusOf(null, 0)).toEqual([{ name: "bonus", input: 2, points: 2 }]);
  });

  it("reads a muggy night (dew point 22 °C) on a hot day (NWS extreme caution, 32 °C), as far as the heat reached", () => {
    const capsAt = (c: number) =>
      score(mildDay({ tempMaxC: c, apparentMaxC: c, night: { dewPointC: 22 } })).caps.map((x) => [x.name, x.cap]);
    expect(capsAt(32)).toEqual([
      ["heat", 59],
      ["muggy_night", 49],
    ]);
    // halfway up the heat's taper: the heat cap at 59 + 41/2, the muggy night at 49 + 51/2 (its dew point is past 21)
    expect(capsAt(31.5)).toEqual([
      ["heat", 79.5],
      ["muggy_night", 74.5],
    ]);
    expect(capsAt(31)).toEqual([]);
  });

  it("caps danger heat from 39 °C and extreme heat from 51 °C (NWS danger and extreme danger, rounded)", () => {
    const capsAt = (c: number) => score(mildDay({ tempMaxC: c, apparentMaxC: c })).caps.map((x) => x.name);
    expect(capsAt(39)).toEqual(["heat", "danger_heat"]);
    expect(capsAt(38)).toEqual(["heat"]);
    expect(capsAt(51)).toEqual(["heat", "danger_heat", "extreme_heat"]);
    expect(capsAt(50)).toEqual(["heat", "danger_heat"]);
  });

  it("reads frost and cold from tonight's minimum (22:00-07:00 after the day), not the morning's", () => {
    // this morning −3 °C (the night before's, the day before's to judge), tonight 12 °C: the mild day's 99, no cap
    // (thermal 90 + 10·4/5 = 98 at 22 °C; 0.35·98 + 0.25·100 + 0.25·100 + 0.15·100 = 99.3)
    const morning = score(mildDay({ tempMinC: -3 }));
    expect([morning.score, morning.caps]).toEqual([99, []]);
    // this morning 12 °C, tonight −12 °C: frost and severe cold, 39
    const tonight = score(mildDay({ tempMinC: 12, night: { tempMinC: -12 } }));
    expect([tonight.score, tonight.caps.map((c) => [c.name, c.input, c.cap])]).toEqual([
      39,
      [
        ["frost", -12, 59],
        ["severe_cold", -12, 39],
      ],
    ]);
  });

  it("caps cold by ETCCDI's thresholds (frost and ice day below 0 °C, −10 °C, −20 °C), approached over 1 K above", () => {
    const capsOf = (tempMinC: number, tempMaxC = 5) =>
      score(mildDay({ tempMaxC, apparentMaxC: tempMaxC, night: { tempMinC } })).caps.map((c) => [c.name, c.cap]);
    expect(capsOf(1)).toEqual([]);
    expect(capsOf(0.5)).toEqual([["frost", 79.5]]);
    expect(capsOf(-0.1)).toEqual([["frost", 59]]);
    expect(capsOf(-5, 1)).toEqual([["frost", 59]]);
    expect(capsOf(-5, 0.5)).toEqual([
      ["frost", 59],
      ["ice_day", 69.5],
    ]);
    expect(capsOf(-5, -0.1)).toEqual([
      ["frost", 59],
      ["ice_day", 39],
    ]);
    expect(capsOf(-9)).toEqual([["frost", 59]]);
    expect(capsOf(-10.1)).toEqual([
      ["frost", 59],
      ["severe_cold", 39],
    ]);
    expect(capsOf(-19)).toEqual([
      ["frost", 59],
      ["severe_cold", 39],
    ]);
    expect(capsOf(-19.5)).toEqual([
      ["frost", 59],
      ["severe_cold", 39],
      ["extreme_cold", 59.5],
    ]);
    expect(capsOf(-20.1)).toEqual([
      ["frost", 59],
      ["severe_cold", 39],
      ["extreme_cold", 19],
    ]);
  });

  it("caps hail (96, 99 where the codes mean hail) and freezing rain (66, 67) or drizzle (56, 57) at 19, heavy rain 65 not", () => {
    const capsOf = (weatherCode: number) =>
      score(mildDay({ weatherCode, precipitationMm: 5 })).caps.map((c) => [c.name, c.threshold, c.cap]);
    expect(capsOf(96)).toEqual([
      ["thunderstorm", 95, 39],
      ["hail_or_freezing_rain", 0, 19],
    ]);
    expect(capsOf(66)).toEqual([["hail_or_freezing_rain", 0, 19]]);
    expect(capsOf(56)).toEqual([["hail_or_freezing_rain", 0, 19]]);
    expect(capsOf(65)).toEqual([]);
  });

  it("caps freezing precipitation at 19 whatever its amount, and an hour of it that the day's code hides", () => {
    // 0.3 mm of freezing drizzle: before, the dry-day rule read the day as overcast and the mild day scored ideal
    const drizzle = score(mildDay({ weatherCode: 56, precipitationMm: 0.3 }));
    expect([drizzle.score, drizzle.caps.map((c) => [c.name, c.cap])]).toEqual([19, [["hail_or_freezing_rain", 19]]]);
    // an hour of freezing rain on a day coded 61 (rain, its most severe code): the advice warns of it, so does the cap
    expect(score(mildDay({ weatherCode: 61, precipitationMm: 3, freezingHour: true })).score).toBe(19);
    expect(score(mildDay({ weatherCode: 61, precipitationMm: 3 })).caps).toEqual([]);
  });

  it("reads 96 and 99 as a strong thunderstorm (39), not hail, where the answer's code is Open-Meteo's derived one", () => {
    const derived = (weatherCode: number) =>
      score(mildDay({ weatherCode, precipitationMm: 5, hailCodes: false })).caps.map((c) => [c.name, c.cap]);
    expect(derived(96)).toEqual([["thunderstorm", 39]]);
    expect(derived(99)).toEqual([["thunderstorm", 39]]);
    // freezing rain is freezing rain in every model's code
    expect(derived(66)).toEqual([["hail_or_freezing_rain", 19]]);
  });

  it("caps an hour of violent rain (50 mm/h) at 19, not 49.9 mm/h", () => {
    const capsOf = (precipitationMaxRateMmH: number) =>
      score(mildDay({ precipitationMm: 20, precipitationMaxRateMmH, weatherCode: 63 })).caps.map((c) => c.name);
    expect(capsOf(50)).toEqual(["heavy_rain_rate", "violent_rain_rate"]);
    expect(capsOf(47.5)).toEqual(["heavy_rain_rate"]);
  });

  it("caps gusts of 74 km/h (the NWS wind advisory's 46 mph) at 39, approached from 69 km/h", () => {
    const caps = (gustMaxKmh: number) =>
      score(mildDay({ gustMaxKmh }))
        .caps.filter((c) => c.name !== "awning_gusts")
        .map((c) => [c.name, c.cap]);
    expect(caps(74)).toEqual([["gale_gusts", 39]]);
    expect(caps(71.5)).toEqual([["gale_gusts", 69.5]]);
    expect(caps(69)).toEqual([]);
  });

  it("takes a graded gust penalty from 50 km/h: 10 points at 74 km/h (the NWS wind advisory)", () => {
    const gustPoints = (gustMaxKmh: number) =>
      score(mildDay({ gustMaxKmh })).adjustments.find((a) => a.name === "gusts")?.points ?? 0;
    expect(gustPoints(50)).toBe(0);
    expect(gustPoints(62)).toBeCloseTo(-5, 9);
    expect(gustPoints(74)).toBeCloseTo(-10, 9);
    // the mild 22 °C day scores 99.3 calm; at 55 km/h 99.3 − 10·5/24 = 97.2 -> 97 (below the awning's taper)
    expect(score(mildDay({ gustMaxKmh: 55 })).score).toBe(97);
  });

  it("is never ideal once the awning must come in for its gusts (class 1: 28 km/h × 2.2 = 61.6 km/h), approached from 56.6", () => {
    // the review's day: gusts 73 km/h, wind 30, mean 20 scored 98 "ideal" beside two danger messages
    const day = mildDay({ gustMaxKmh: 73, windMaxKmh: 30, windMeanKmh: 20 });
    const result = score(day);
    expect(result.caps.map((c) => c.name)).toContain("awning_gusts");
    expect(result.score).toBeLessThan(defaultProfile.labels.ideal);
    // thermal 98, sky 100, rain 100, wind 20 km/h rates 90: 34.3 + 25 + 25 + 13.5 = 97.8, less 10·23/24 = 9.58:
    // 88.2, under the awning's 79 and the gale gusts' taper, 39 + 61·(74 − 73)/5 = 51.2 -> 51
    expect(result.score).toBe(51);
    expect(capOf("awning_gusts", { gustMaxKmh: 61.7 })).toBe(79);
    expect(capOf("awning_gusts", { gustMaxKmh: 59.1 })).toBeCloseTo(89.5, 9);
    expect(capOf("awning_gusts", { gustMaxKmh: 56.5 })).toBeUndefined();
    // a class 3 awning stays out to 49 × 2.2 = 107.8 km/h: no such cap below the storm's
    const class3 = defineProfile({ awning: { windClass: 3 } });
    expect(vanScore(mildDay({ gustMaxKmh: 73 }), noBonus, class3).caps.map((c) => c.name)).toEqual(["gale_gusts"]);
  });

  it("is never ideal once the awning must come in for its hourly mean wind (class 1: 28 km/h), approached from 23", () => {
    // a mild day whose windiest hour blows 31 km/h, gusts 55: before, 97 "ideal" beside "Retract the awning"
    // thermal 98, sky 100, rain 100, mean wind 8 km/h rates 100: 99.3, less 10·5/24 = 2.08 for the gusts: 97.2; the
    // awning's wind is past its limit: 79
    const windy = score(mildDay({ windMaxKmh: 31, gustMaxKmh: 55 }));
    expect([windy.score, windy.caps.map((c) => [c.name, c.input, c.threshold, c.cap])]).toEqual([
      79,
      [["awning_wind", 31, 28, 79]],
    ]);
    expect(capOf("awning_wind", { windMaxKmh: 28 })).toBe(79);
    // halfway up the 5 km/h taper (25.5 km/h): 79 + 21/2 = 89.5; nothing at 23
    expect(capOf("awning_wind", { windMaxKmh: 25.5 })).toBeCloseTo(89.5, 9);
    expect(capOf("awning_wind", { windMaxKmh: 23 })).toBeUndefined();
    // a class 2 awning stays out to 38 km/h: 31 km/h is below its taper
    const class2 = defineProfile({ awning: { windClass: 2 } });
    expect(vanScore(mildDay({ windMaxKmh: 31 }), noBonus, class2).caps).toEqual([]);
  });

  it("is never ideal on an estimated night (the answer ends inside it): capped at 79", () => {
    const result = score(mildDay({ night: { estimated: true } }));
    expect(result.score).toBe(79);
    expect(result.caps).toEqual([{ name: "estimated_night", input: 1, threshold: 1, cap: 79 }]);
    expect(score(mildDay()).score).toBe(99);
  });

  it("counts a thunderstorm code on a day with under 1 mm as overcast (OpenVan's rule)", () => {
    expect(score(mildDay({ weatherCode: 95, precipitationMm: 0.4 })).caps).toEqual([]);
    expect(score(mildDay({ weatherCode: 95, precipitationMm: 4 })).caps.map((c) => c.name)).toEqual(["thunderstorm"]);
  });
});

describe("van_score on unknown inputs (docs/model.md, Missing inputs)", () => {
  it("counts an unknown sky as half cloud (rating 65) where the known facets rate higher", () => {
    // thermal 98, rain 100, wind 100: known mean (0.35·98 + 0.25·100 + 0.15·100)/0.75 = 99.07; the sky counts at
    // min(65, 99.07) = 65: 34.3 + 25 + 15 + 0.25·65 = 90.55 -> 91, as with a known 50 % sky (dropping it gave 99)
    const unknown = score(mildDay({ cloudPct: Number.NaN }));
    expect(unknown.score).toBe(91);
    expect(unknown.components.at(-1)).toEqual({ name: "sky", input: Number.NaN, rating: 65, weight: 0.25 });
    expect(score(mildDay({ cloudPct: 50 })).score).toBe(91);
  });

  it("counts an unknown sky at the known facets' mean where that is lower than an ordinary sky's rating", () => {
    // 38 °C: thermal 20 − 20·0.5/1.5 = 13.33; 30 mm: 100/13 = 7.69; wind 100: known mean
    // (4.667 + 1.923 + 15)/0.75 = 28.79, below 65: the sky counts at 28.79 and the score stays 28.79 -> 29
    const result = score(mildDay({ tempMaxC: 38, apparentMaxC: 38, precipitationMm: 30, cloudPct: Number.NaN }));
    expect(result.score).toBe(29);
    expect(result.components.at(-1)?.rating).toBeCloseTo(28.786, 3);
  });

  it("caps an ice day by the apparent maximum where the air maximum is unknown", () => {
    const capsOf = (tempMaxC: number, apparentMaxC: number) =>
      score(mildDay({ tempMaxC, apparentMaxC, tempMinC: 1 })).caps.map((c) => c.name);
    expect(capsOf(Number.NaN, -2)).toEqual(["ice_day"]);
    expect(capsOf(3, -2)).toEqual([]);
  });

  it("has no score without a day temperature", () => {
    const cold = mildDay({ tempMaxC: Number.NaN, apparentMaxC: Number.NaN, feelsMaxC: Number.NaN });
    expect(score(cold)).toEqual({ score: null, components: [], adjustments: [], caps: [] });
  });

  it("reads the tropical-night cap from tonight's minimum, not the calendar day's", () => {
    // 33 °C apparent: heat temperature 33 + (tonight − 18)
    const capsOf = (tempMinC: number, tonightC: number) =>
      score(mildDay({ tempMaxC: 33, apparentMaxC: 33, tempMinC, night: { tempMinC: tonightC } })).caps.map(
        (c) => c.name,
      );
    expect(capsOf(26, 24)).toEqual(["heat", "danger_heat"]);
    expect(capsOf(20, 25)).toEqual(["heat", "tropical_night", "danger_heat"]);
  });
});

describe("vanDayC", () => {
  it("rates cold by the air maximum up to 23 °C and heat by the apparent maximum", () => {
    // a breezy 16 °C day that feels like 12 °C rates as 16 °C; 25 °C feeling like 22 °C rates as 23 °C
    expect(vanDayC(mildDay({ tempMaxC: 16, apparentMaxC: 12 }), 23)).toBe(16);
    expect(vanDayC(mildDay({ tempMaxC: 25, apparentMaxC: 22 }), 23)).toBe(23);
    // a dry 38 °C day that feels like 35 °C and a humid 30 °C day that feels like 36 °C: the apparent maximum
    expect(vanDayC(mildDay({ tempMaxC: 38, apparentMaxC: 35 }), 23)).toBe(35);
    expect(vanDayC(mildDay({ tempMaxC: 30, apparentMaxC: 36 }), 23)).toBe(36);
    expect(vanDayC(mildDay({ tempMaxC: Number.NaN, apparentMaxC: 12 }), 23)).toBe(12);
    expect(vanDayC(mildDay({ tempMaxC: 14, apparentMaxC: Number.NaN }), 23)).toBe(14);
  });

  it("gives a breezy 16 °C day the air's rating: 74 (15.5 -> 70, 18 -> 90), not the 12 °C apparent's 56", () => {
    const result = score(mildDay({ tempMaxC: 16, apparentMaxC: 12 }));
    expect(result.components[0]?.input).toBe(16);
    expect(result.components[0]?.rating).toBeCloseTo(74, 9);
  });
});

describe("vanHeatC", () => {
  const van = defaultProfile.van;
  const night = (tempMinC: number) => ({ night: { tempMinC } });
  it("is the apparent maximum (the air maximum without it) up to a night minimum of 18 °C", () => {
    expect(vanHeatC(mildDay({ apparentMaxC: 31, ...night(18) }), van)).toBe(31);
    expect(vanHeatC(mildDay({ apparentMaxC: Number.NaN, tempMaxC: 29, ...night(10) }), van)).toBe(29);
    expect(vanHeatC(mildDay({ apparentMaxC: 31, ...night(Number.NaN) }), van)).toBe(31);
  });

  it("adds a kelvin for each kelvin of night above 18 °C, and its slope from the profile", () => {
    expect(vanHeatC(mildDay({ apparentMaxC: 31, ...night(18.5) }), van)).toBe(31.5);
    expect(vanHeatC(mildDay({ apparentMaxC: 31, ...night(26) }), van)).toBe(39);
    expect(
      vanHeatC(mildDay({ apparentMaxC: 31, ...night(26) }), { ...van, warmNight: { fromC: 20, kPerK: 0.5 } }),
    ).toBe(34);
  });

  it("is never cooler than the air maximum: dry windy heat meets the heat caps by the air", () => {
    // the review's day: 38 °C at 8 % and 35 km/h feels 31.7 °C; the van's air is at least 38 °C
    expect(vanHeatC(mildDay({ tempMaxC: 38, apparentMaxC: 31.7 }), van)).toBe(38);
    expect(vanHeatC(mildDay({ tempMaxC: 38, apparentMaxC: 31.7, ...night(20) }), van)).toBe(40);
    // humid heat above the air stays the apparent maximum's
    expect(vanHeatC(mildDay({ tempMaxC: 30, apparentMaxC: 36 }), van)).toBe(36);
  });

  it("caps the review's dry windy 38 °C day at 59 (it scored 75, comfortable, by its apparent 31.7 °C)", () => {
    // thermal by the apparent 31.7 °C: 60 − 10·0.2/2 = 59; sky 15 % under the heat's 70; rain 100; wind 35 km/h 70:
    // 20.65 + 17.5 + 25 + 10.5 = 73.65, under the heat cap 59 (heat by the air: 38 °C), the danger cap's taper not
    // reached (from 38 °C)
    const result = score(mildDay({ tempMaxC: 38, apparentMaxC: 31.7, windMeanKmh: 35 }));
    expect(result.components[0]?.rating).toBeCloseTo(59, 9);
    expect(result.caps).toEqual([{ name: "heat", input: 38, threshold: 32, cap: 59 }]);
    expect(result.score).toBe(59);
  });

  it("reads tonight's minimum (22:00-07:00 after the day), not the calendar day's (the night before)", () => {
    // a 26 °C dawn before a front, a 16 °C night after it: nothing to add; the reverse adds 8 K
    expect(vanHeatC(mildDay({ apparentMaxC: 31, tempMinC: 26, ...night(16) }), van)).toBe(31);
    expect(vanHeatC(mildDay({ apparentMaxC: 31, tempMinC: 16, ...night(26) }), van)).toBe(39);
  });
});

describe("van_score laws", () => {
  test.prop([fc.double({ min: 18, max: 35, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true })])(
    "never rises with a warmer night on a hot day",
    (nightC, warmer) => {
      const day = (tempMinC: number) => mildDay({ tempMaxC: 33, apparentMaxC: 33, night: { tempMinC } });
      expect(score(day(nightC + warmer)).score ?? 0).toBeLessThanOrEqual(score(day(nightC)).score ?? 0);
    },
  );

  test.prop([anyDay, fc.double({ min: 61.7, max: 300, noNaN: true }), fc.integer({ min: 0, max: 100 })])(
    "is never ideal on a day whose gusts retract the awning (its danger message), whatever the bonus",
    (day, gustMaxKmh, bonusScore) => {
      const result = vanScore({ ...day, gustMaxKmh }, { seaScore: bonusScore, solarScore: bonusScore }, defaultProfile);
      expect(result.score ?? 0).toBeLessThan(defaultProfile.labels.ideal);
    },
  );

  test.prop([
    anyDay,
    fc.double({ min: 28.01, max: 200, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.integer({ min: 0, max: 100 }),
    fc.boolean(),
  ])(
    "is never ideal on a day whose hourly mean wind retracts the awning (its danger message), whatever the bonus",
    (any, windMaxKmh, share, bonusScore, mild) => {
      // the mild ideal day (99) or any day, with gusts below the awning's and the daytime mean at most the windiest hour
      const day = mild ? mildDay() : any;
      const windy = { ...day, windMaxKmh, windMeanKmh: share * windMaxKmh, gustMaxKmh: Math.min(day.gustMaxKmh, 56) };
      expect(awningStatus(windy, defaultProfile).status).toBe("retract");
      const result = vanScore(windy, { seaScore: bonusScore, solarScore: bonusScore }, defaultProfile);
      expect(result.score ?? 0).toBeLessThan(defaultProfile.labels.ideal);
    },
  );

  test.prop([anyDay, fc.boolean()])("is never ideal on an estimated night, nor is sleep", (day, hail) => {
    const estimated = { ...day, hailCodes: hail, night: { ...day.night, estimated: true } };
    expect(vanScore(estimated, { seaScore: 100, solarScore: 100 }, defaultProfile).score ?? 0).toBeLessThan(80);
    expect(sleepScore(estimated, defaultProfile).score ?? 0).toBeLessThan(80);
  });

  test.prop([anyDay, fc.option(fc.integer({ min: 0, max: 100 })), fc.option(fc.integer({ min: 0, max: 100 }))])(
    "is an integer 0-100 (or null with no facet at all) for any input",
    (day, seaScore, solarScore) => {
      expect(isScore(vanScore(day, { seaScore, solarScore }, defaultProfile).score)).toBe(true);
    },
  );

  test.prop([anyDay, fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 60, noNaN: true })])(
    "never rises with more rain (daily amount or hourly rate)",
    (day, extraMm, extraRate) => {
      const base = vanScore(day, noBonus, defaultProfile).score;
      const wetter = mildDay({
        ...day,
        precipitationMm: (Number.isFinite(day.precipitationMm) ? day.precipitationMm : 0) + extraMm,
        precipitationMaxRateMmH:
          (Number.isFinite(day.precipitationMaxRateMmH) ? day.precipitationMaxRateMmH : 0) + extraRate,
      });
      const before = Number.isFinite(day.precipitationMm) && Number.isFinite(day.precipitationMaxRateMmH) ? base : null;
      if (before !== null) expect(vanScore(wetter, noBonus, defaultProfile).score ?? 0).toBeLessThanOrEqual(before);
    },
  );
});
