/**
 * A day's sun times (`src/day/sun-times.ts`): the row's own where their solar noon lies in the day (or, without
 * events, where its daylight is polar), else `sunDay` for the local date cut to the minute (docs/model.md, "Days,
 * nights and time zones" and "Sun times").
 */
import { describe, expect, it } from "vitest";
import { emptySunTimes, sunTimes, toMinute } from "../../src/day/sun-times.js";
import { sunDay } from "../../src/physics/sun.js";
import { fc, test } from "../prop.js";

const HOUR = 3_600_000;
const START = Date.UTC(2026, 6, 15);
/** 2026-07-15 on a UTC clock: [00:00Z, 24:00Z). */
const day = { day: START / 86_400_000, date: "2026-07-15", startMs: START, endMs: START + 24 * HOUR };
// the equator at Greenwich: about 12 h of daylight, sunrise near 06:00Z (so unlike every row below)
const sun = sunDay(day.day, 0, 0, 0);
const computed = {
  sunriseMs: toMinute(sun.sunriseMs),
  sunsetMs: toMinute(sun.sunsetMs),
  daylightS: sun.daylightSeconds,
};
const at = (sunriseMs: number, sunsetMs: number, daylightS: number) =>
  sunTimes(day, sunriseMs, sunsetMs, daylightS, 0, 0);

describe("sunTimes", () => {
  it("takes the row's events as they are when their solar noon lies in the day", () => {
    // 05:00:30 to 19:00:30: noon 12:00:30, 14 h = 50 400 s; the seconds show they were not recomputed to the minute
    const row = { sunriseMs: START + 5 * HOUR + 30_000, sunsetMs: START + 19 * HOUR + 30_000, daylightS: 50_400 };
    expect(at(row.sunriseMs, row.sunsetMs, row.daylightS)).toEqual(row);
  });

  it("counts a solar noon at the day's first instant in the day, and one 1 ms before it out", () => {
    // (−6 h + 6 h)/2 = 00:00Z; (−6 h − 2 ms + 6 h)/2 = 1 ms before
    expect(at(START - 6 * HOUR, START + 6 * HOUR, 43_200)).toEqual({
      sunriseMs: START - 6 * HOUR,
      sunsetMs: START + 6 * HOUR,
      daylightS: 43_200,
    });
    expect(at(START - 6 * HOUR - 2, START + 6 * HOUR, 43_200)).toEqual(computed);
  });

  it("counts a solar noon 1 ms before the next day in the day, and one at the next day's start out", () => {
    const end = day.endMs;
    expect(at(end - 6 * HOUR - 2, end + 6 * HOUR, 43_200)).toEqual({
      sunriseMs: end - 6 * HOUR - 2,
      sunsetMs: end + 6 * HOUR,
      daylightS: 43_200,
    });
    expect(at(end - 6 * HOUR, end + 6 * HOUR, 43_200)).toEqual(computed);
  });

  it("computes the day's sun when the row's sunset comes before its sunrise (a GMT row far east)", () => {
    // sunset 08:00Z of the day before the local one, sunrise 18:00Z: their middle 13:00Z lies in the day
    expect(at(START + 18 * HOUR, START + 8 * HOUR, 36_000)).toEqual(computed);
  });

  it("computes the day's sun when the row's sunrise and sunset are the same instant", () => {
    expect(at(START + 12 * HOUR, START + 12 * HOUR, 0)).toEqual(computed);
  });

  it("keeps a row without events whose daylight is polar day (86 400 s) or polar night (0 s)", () => {
    expect(at(Number.NaN, Number.NaN, 86_400)).toEqual({
      sunriseMs: Number.NaN,
      sunsetMs: Number.NaN,
      daylightS: 86_400,
    });
    expect(at(Number.NaN, Number.NaN, 0)).toEqual({ sunriseMs: Number.NaN, sunsetMs: Number.NaN, daylightS: 0 });
  });

  it("computes the day's sun for a row with a daylight between polar night and day but no events", () => {
    expect(at(Number.NaN, Number.NaN, 1)).toEqual(computed);
    expect(at(Number.NaN, Number.NaN, 43_200)).toEqual(computed);
    expect(at(Number.NaN, Number.NaN, 86_399)).toEqual(computed);
  });

  it("computes the day's sun for a row whose events have no daylight", () => {
    expect(at(START + 6 * HOUR, START + 18 * HOUR, Number.NaN)).toEqual(computed);
  });

  it("writes computed events to the minute, as Open-Meteo does", () => {
    const out = at(Number.NaN, Number.NaN, Number.NaN);
    expect(out.sunriseMs % 60_000).toBe(0);
    expect(out.sunsetMs % 60_000).toBe(0);
    // the equator on 15 July: sunrise within half an hour of 06:00Z
    expect(Math.abs(out.sunriseMs - (START + 6 * HOUR))).toBeLessThan(HOUR / 2);
  });

  test.prop([fc.integer({ min: 0, max: 24 * HOUR - 1 }), fc.integer({ min: 1, max: 12 * HOUR })], { numRuns: 200 })(
    "takes any row whose events bracket a solar noon inside the day unchanged",
    (noonOffset, half) => {
      const row = { sunriseMs: START + noonOffset - half, sunsetMs: START + noonOffset + half, daylightS: half / 500 };
      expect(at(row.sunriseMs, row.sunsetMs, row.daylightS)).toEqual(row);
    },
  );
});

describe("emptySunTimes", () => {
  it("knows no sun time yet, its fields in SunTimes' order, a new object each call", () => {
    const empty = emptySunTimes();
    expect(Object.keys(empty)).toEqual(["sunriseMs", "sunsetMs", "daylightS"]);
    expect(Object.values(empty).every(Number.isNaN)).toBe(true);
    expect(emptySunTimes()).not.toBe(empty);
  });
});
