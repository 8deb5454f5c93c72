/**
 * The local days of a response (`src/day/calendar.ts`): which zone, which days, which row stands for which day, at
 * the boundaries; and the record's seven-day limit.
 */
import { describe, expect, it } from "vitest";
import { explainCountry, scoreCountry } from "../../src/assemble/country.js";
import {
  calendarOf,
  clockFor,
  hoursFromSolarTime,
  isUniversalZone,
  localZone,
  MAX_ZONE_FROM_SOLAR_H,
  rowsOnDays,
} from "../../src/day/calendar.js";
import { fixedClock } from "../../src/time/zone.js";
import { world } from "../adapters/helpers.js";
import { toGmt, withoutDerivable } from "../retime.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("localZone", () => {
  it("takes the first zone that is a place's: not GMT or UTC, and known to the runtime", () => {
    expect(localZone("Europe/Lisbon", "Europe/Madrid")).toBe("Europe/Lisbon");
    expect(localZone(undefined, "GMT", "Europe/Madrid")).toBe("Europe/Madrid");
    expect(localZone("UTC", "Etc/GMT", null, "Atlantis/Capital", "Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(localZone("GMT")).toBe("");
  });

  it("passes over every name of GMT and UTC, and counts only those as universal", () => {
    for (const zone of ["GMT", "UTC", "Etc/GMT", "Etc/UTC", "Etc/UCT", "Etc/Greenwich", "Etc/Universal"]) {
      expect(localZone(zone, "Asia/Tokyo"), zone).toBe("Asia/Tokyo");
      expect(isUniversalZone(zone), zone).toBe(true);
    }
    expect(isUniversalZone("Asia/Tokyo")).toBe(false);
    expect(isUniversalZone(null)).toBe(false);
  });

  it("gives a GMT response the country's zone, and a point of unknown zone UTC days with a warning", () => {
    const gmt = toGmt(withoutDerivable(world("2026-07-15", "PT.forecast.json")), "Europe/Lisbon");
    const country = explainCountry({ code: "PT", forecast: gmt, now: "2026-07-15T12:00:00Z" });
    expect(country.timezone).toBe("Europe/Lisbon");
    expect(country.record.weather.sunrise).toMatch(/\+01:00$/);
    const point = explainCountry({
      code: "P1",
      region: "europe",
      is_coastal: false,
      forecast: gmt,
      now: "2026-07-15T12:00:00Z",
    });
    expect(point.timezone).toBe("");
    expect(point.record.weather.sunrise).toMatch(/\+00:00$/);
    expect(point.warnings.map((w) => w.code)).toContain("NO_LOCAL_ZONE");
  });
});

describe("calendarOf and rowsOnDays", () => {
  const rows = Float64Array.of(Date.UTC(2026, 6, 15), Date.UTC(2026, 6, 16), Date.UTC(2026, 6, 17));

  it("gives each row the local date of its middle: GMT rows of Melbourne (+10) are its days, ten hours late", () => {
    const clock = clockFor("Australia/Melbourne", rows, 0);
    const { days } = calendarOf(rows, clock);
    expect(days.map((d) => d.date)).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]);
    expect(days[0]?.startMs).toBe(Date.UTC(2026, 6, 14, 14));
    const matched = rowsOnDays(days, rows);
    expect([...matched.rows]).toEqual([0, 1, 2]);
    expect(matched.exact).toBe(false);
    expect(matched.shiftMs).toBe(10 * HOUR);
  });

  it("puts first the local days the hourly data starts in: a GMT answer in Fiji's afternoon (+12) and New York's evening", () => {
    // Fiji: UTC midnight of the 15th is 12:00 on the 15th; the row of the 15th (UTC) has its middle on the 16th
    const fiji = calendarOf(rows, clockFor("Pacific/Fiji", rows, 0), Date.UTC(2026, 6, 15));
    expect(fiji.days.map((d) => d.date)).toEqual(["2026-07-15", "2026-07-16", "2026-07-17", "2026-07-18"]);
    expect(fiji.leading).toBe(1);
    expect(fiji.days[0]?.startMs).toBe(Date.UTC(2026, 6, 14, 12));
    expect(fiji.days[0]?.endMs).toBe(Date.UTC(2026, 6, 15, 12)); // Fiji's midnight of the 16th, 12:00 UTC on the 15th
    expect(fiji.days[0]?.endMs).toBe(fiji.days[1]?.startMs);
    const matched = rowsOnDays(fiji.days, rows);
    expect([...matched.rows]).toEqual([-1, 0, 1, 2]);
    expect(matched.exact).toBe(false);
    // New York (−4): UTC midnight of the 15th is 20:00 on the 14th
    const ny = calendarOf(rows, clockFor("America/New_York", rows, 0), Date.UTC(2026, 6, 15));
    expect(ny.days.map((d) => d.date).slice(0, 2)).toEqual(["2026-07-14", "2026-07-15"]);
    expect(ny.leading).toBe(1);
    // data that starts on the first row's day adds none
    expect(calendarOf(rows, fixedClock(0), Date.UTC(2026, 6, 15)).leading).toBe(0);
  });

  it("matches a row whose middle is the day's first instant to that day, and one whose middle is its end to the next", () => {
    const clock = fixedClock(0);
    const { days } = calendarOf(rows, clock);
    const early = Float64Array.of(Date.UTC(2026, 6, 15) - 12 * HOUR); // middle exactly at the 15th's midnight
    expect([...rowsOnDays(days, early).rows]).toEqual([0, -1, -1]);
    const late = Float64Array.of(Date.UTC(2026, 6, 15) + 12 * HOUR); // middle exactly at the 16th's midnight
    expect([...rowsOnDays(days, late).rows]).toEqual([-1, 0, -1]);
    const exact = rowsOnDays(days, rows);
    expect(exact.exact).toBe(true);
    expect(exact.shiftMs).toBe(0);
  });

  it("skips a date the rows skip, and keeps the first of two rows of one date", () => {
    const clock = fixedClock(0);
    const gap = Float64Array.of(Date.UTC(2026, 6, 15), Date.UTC(2026, 6, 17));
    expect(calendarOf(gap, clock).days.map((d) => d.date)).toEqual(["2026-07-15", "2026-07-17"]);
    const twice = Float64Array.of(Date.UTC(2026, 6, 15), Date.UTC(2026, 6, 15, 6));
    expect(calendarOf(twice, clock).days).toHaveLength(1);
    expect(calendarOf(gap, clock).days[1]?.startMs).toBe(Date.UTC(2026, 6, 17));
    expect(calendarOf(gap, clock).days[1]?.endMs).toBe(Date.UTC(2026, 6, 17) + DAY);
  });

  it("is not exact when a day has no row, though every row it has spans its day exactly", () => {
    const { days } = calendarOf(rows, fixedClock(0));
    const matched = rowsOnDays(days, rows.subarray(0, 2));
    expect([...matched.rows]).toEqual([0, 1, -1]);
    expect(matched.exact).toBe(false);
    expect(matched.shiftMs).toBe(0);
  });

  it("is not exact when only the first row is off its day, by that row's shift", () => {
    const { days } = calendarOf(rows, fixedClock(0));
    const late = Float64Array.of(Date.UTC(2026, 6, 15, 1), Date.UTC(2026, 6, 16), Date.UTC(2026, 6, 17));
    const matched = rowsOnDays(days, late);
    expect([...matched.rows]).toEqual([0, 1, 2]);
    expect(matched.exact).toBe(false);
    expect(matched.shiftMs).toBe(HOUR); // starts 01:00 instead of 00:00, ends 01:00 the next day instead of 00:00
  });
});

describe("the record's forecast", () => {
  /** PT's world forecast, hourly only, stretched to ten days by repeating its week. */
  function tenDays() {
    const forecast = world("2026-07-15", "PT.forecast.json");
    delete forecast.daily;
    delete forecast.daily_units;
    delete forecast.current;
    delete forecast.current_units;
    const hourly = forecast.hourly as Record<string, unknown[]>;
    for (const key of Object.keys(hourly)) {
      const week = hourly[key] as unknown[];
      hourly[key] =
        key === "time"
          ? Array.from({ length: 240 }, (_, h) =>
              new Date(Date.UTC(2026, 6, 14, 23 + h) + HOUR).toISOString().slice(0, 16),
            )
          : Array.from({ length: 240 }, (_, h) => week[h % 168]);
    }
    return forecast;
  }

  it("holds at most seven days from today, and fewer where the data ends", () => {
    const at = (now: string) => scoreCountry({ code: "PT", forecast: tenDays(), now }).forecast.map((d) => d.date);
    expect(at("2026-07-15T12:00:00Z")).toEqual([15, 16, 17, 18, 19, 20, 21].map((d) => `2026-07-${d}`));
    expect(at("2026-07-18T12:00:00Z")).toEqual([18, 19, 20, 21, 22, 23, 24].map((d) => `2026-07-${d}`));
    expect(at("2026-07-20T12:00:00Z")).toEqual([20, 21, 22, 23, 24].map((d) => `2026-07-${d}`));
  });
});

describe("hoursFromSolarTime", () => {
  it("measures a zone's offset from mean solar time around the clock, by hand", () => {
    // Kiritimati, 157.4° W: solar time UTC−10.49 h, zone UTC+14: 24.49 h apart one way, 0.49 h the other
    expect(hoursFromSolarTime("Pacific/Kiritimati", Date.UTC(2026, 6, 15), -157.4)).toBeCloseTo(0.49, 2);
    // Kashgar, 75.99° E, on Beijing time (UTC+8): solar UTC+5.07, 2.93 h off, the widest gap of a real zone
    expect(hoursFromSolarTime("Asia/Shanghai", Date.UTC(2026, 6, 15), 75.99)).toBeCloseTo(2.93, 2);
    expect(hoursFromSolarTime("Asia/Shanghai", Date.UTC(2026, 6, 15), 75.99)).toBeLessThan(MAX_ZONE_FROM_SOLAR_H);
    // Paris in New York's summer time (UTC−4): 4.16 h off
    expect(hoursFromSolarTime("America/New_York", Date.UTC(2026, 6, 15), 2.35)).toBeCloseTo(4.157, 2);
    // Kiritimati at Greenwich's longitude: 14 h east of solar time one way, 24 − 14 = 10 h the other
    expect(hoursFromSolarTime("Pacific/Kiritimati", Date.UTC(2026, 6, 15), 0)).toBe(10);
    expect(hoursFromSolarTime("Nowhere/Atlantis", 0, 0)).toBeNaN();
  });
});
