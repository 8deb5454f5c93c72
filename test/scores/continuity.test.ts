/**
 * Caps approached by a taper (docs/model.md, "Caps approached by a taper"): a small change of one input never moves a
 * score by more than the steepest taper allows. Each cap's ceiling falls from 100 to the cap over `tapers` below its
 * threshold, at most (100 − 19)/width per unit (the 19 caps), and the weighted facets change by far less, so:
 * 0.1 K moves the van score by at most 81 · 0.1 + 1 for rounding ≈ 9; 0.1 mm/h of rain rate by 3.3 + 1; 0.5 mm of
 * rain or 0.5 km/h of gusts by 8.1 + 1. The bounds below are those, rounded up. Before the tapers 0.1 K moved the van
 * score by 19 at 32 °C and 39 °C, and 0.1 mm/h by 35 at 7.6 mm/h (the review's cliffs).
 */
import { describe, expect, it } from "vitest";
import type { DayWeather } from "../../src/day/weather.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { seaScore } from "../../src/scores/sea.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { vanScore } from "../../src/scores/van.js";
import { mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";
import { type WorldDay, withDay, worldDay, worldSeaDay } from "../world-days.js";

const p = defaultProfile;
const RUNS = { numRuns: 300 };
const noBonus = { seaScore: null, solarScore: null };
const van = (day: DayWeather, profile = p) => vanScore(day, noBonus, profile, { explain: false }).score ?? -1;
const sleep = (day: DayWeather) => sleepScore(day, p, { explain: false }).score ?? -1;
/** A step of at most `max`, in the input's unit. */
const step = (max: number) => fc.double({ min: 0, max, noNaN: true });
/** `a` where known, else `b`. */
const known = (a: number, b: number) => (Number.isFinite(a) ? a : b);
/** The two scores differ by at most `bound`. */
const near = (a: number, b: number, bound: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(bound);

describe("the review's cliffs are tapers now (hand-worked)", () => {
  it("moves the van score by 4, not 19, from 31.9 to 32.0 °C", () => {
    // 31.9 °C: thermal 60 − 10·0.4/2 = 58, sky 15 % under the heat's 70: 20.3 + 17.5 + 25 + 15 = 77.8, under the heat
    // cap's taper 59 + 41·(1 − 0.9) = 63.1 -> 63; 32.0 °C: the cap itself, 59
    const at = (c: number) => van(mildDay({ tempMaxC: c, apparentMaxC: c }));
    expect(at(31.9)).toBe(63);
    expect(at(32)).toBe(59);
  });

  it("moves the van score by at most 2 from 7.5 to 7.6 mm/h (it fell 94 -> 59)", () => {
    // 7.5 mm/h: the heavy-rain cap's taper 59 + 41·(7.6 − 7.5)/2.5 = 60.64 -> 61; 7.6 mm/h: 59
    const at = (rate: number) => van(mildDay({ precipitationMm: 8, precipitationMaxRateMmH: rate, weatherCode: 63 }));
    expect(at(7.5)).toBe(61);
    expect(at(7.6)).toBe(59);
  });

  it("restores the steps with tapers of 0", () => {
    const steps = defineProfile({ tapers: { temperatureK: 0, rainRateMmH: 0, rainMm: 0, windKmh: 0, waveM: 0 } });
    const at = (c: number) => van(mildDay({ tempMaxC: c, apparentMaxC: c }), steps);
    // 31.9 °C: 77.8 (the sky under the heat's 70 from 30 °C) and no cap below 32 °C; 32.0 °C: the cap, 59
    expect(at(31.9)).toBe(78);
    expect(at(32)).toBe(59);
  });
});

describe("van_score moves little with a small change of one input", () => {
  test.prop([worldDay, step(0.1)], RUNS)("0.1 K of day temperature: at most 10", (w, k) => {
    const hotter = withDay(w.day, { apparentMaxC: w.day.apparentMaxC + k, tempMaxC: w.day.tempMaxC + k });
    near(van(w.day), van(hotter), 10);
  });

  test.prop([worldDay, step(0.1)], RUNS)("0.1 K of tonight's minimum or dew point: at most 10", (w, k) => {
    const n = w.day.night;
    const base = withDay(w.day, { night: { tempMinC: known(n.tempMinC, 15), dewPointC: known(n.dewPointC, 12) } });
    near(van(base), van(withDay(base, { night: { tempMinC: base.night.tempMinC + k } })), 10);
    near(van(base), van(withDay(base, { night: { dewPointC: base.night.dewPointC + k } })), 10);
  });

  test.prop([worldDay, step(0.1)], RUNS)(
    "0.1 K of the calendar minimum or the air maximum in the cold: at most 10",
    (w, k) => {
      near(van(w.day), van(withDay(w.day, { tempMinC: w.day.tempMinC - k })), 10);
      const cold = withDay(w.day, { tempMaxC: Math.min(w.day.tempMaxC, 0.5) });
      near(van(cold), van(withDay(cold, { tempMaxC: cold.tempMaxC - k })), 10);
    },
  );

  test.prop([worldDay, step(0.1), step(0.5)], RUNS)(
    "0.1 mm/h of rain rate: at most 5; 0.5 mm of rain: at most 10",
    (w, rate, mm) => {
      const base = withDay(w.day, {
        precipitationMaxRateMmH: known(w.day.precipitationMaxRateMmH, 0),
        precipitationMm: known(w.day.precipitationMm, 0),
      });
      near(van(base), van(withDay(base, { precipitationMaxRateMmH: base.precipitationMaxRateMmH + rate })), 5);
      near(van(base), van(withDay(base, { precipitationMm: base.precipitationMm + mm })), 10);
    },
  );

  test.prop([worldDay, step(0.5)], RUNS)("0.5 km/h of gusts or hourly wind: at most 10", (w, kmh) => {
    const base = withDay(w.day, { gustMaxKmh: known(w.day.gustMaxKmh, 30), windMaxKmh: known(w.day.windMaxKmh, 20) });
    near(van(base), van(withDay(base, { gustMaxKmh: base.gustMaxKmh + kmh })), 10);
    near(van(base), van(withDay(base, { windMaxKmh: base.windMaxKmh + kmh })), 10);
  });
});

describe("sleep_score and sea_score move little with a small change of one input", () => {
  test.prop([worldDay, step(0.1)], RUNS)("0.1 K of the night's temperature or dew point: at most 5", (w, k) => {
    const n = w.day.night;
    const base = withDay(w.day, { night: { dewPointC: known(n.dewPointC, 12) } });
    near(sleep(base), sleep(withDay(base, { night: { tempC: n.tempC + k } })), 5);
    near(sleep(base), sleep(withDay(base, { night: { dewPointC: base.night.dewPointC + k } })), 5);
  });

  test.prop([worldSeaDay, step(0.05)], RUNS)("5 cm of waves: at most 10", (w, m) => {
    const sea = w.sea as NonNullable<WorldDay["sea"]>;
    const base = { ...sea, waveHeightMaxM: known(sea.waveHeightMaxM, 1) };
    const score = (s: typeof sea) => seaScore(s, p, { explain: false }).score ?? -1;
    near(score(base), score({ ...base, waveHeightMaxM: base.waveHeightMaxM + m }), 10);
  });
});
