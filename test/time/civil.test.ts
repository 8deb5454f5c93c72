import { describe, expect, it } from "vitest";
import {
  civilFromDays,
  daysFromCivil,
  formatDate,
  formatDateTime,
  formatHoursMinutes,
  formatOffset,
  formatReadable,
  formatWallMinute,
} from "../../src/time/civil.js";
import { epochMs, offsetSeconds } from "../arbitraries.js";
import { fc, test } from "../prop.js";

describe("daysFromCivil / civilFromDays", () => {
  it("counts days from the Unix epoch (values from the Gregorian calendar by hand)", () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(1969, 12, 31)).toBe(-1);
    expect(daysFromCivil(2000, 3, 1)).toBe(11_017); // 30 years * 365 + 7 leap days + 31 + 29
    expect(daysFromCivil(2024, 2, 29) - daysFromCivil(2024, 2, 28)).toBe(1);
    expect(daysFromCivil(2100, 3, 1) - daysFromCivil(2100, 2, 28)).toBe(1); // 2100 is not a leap year
  });

  it("reads the last day of a 400-year era and the first day of a century year (not a leap year)", () => {
    // 2000-03-01 is day 11 017 (above), so the day before, 29 Feb 2000, is 11 016: the era's day 146 096, its last
    expect(civilFromDays(11_016)).toEqual([2000, 2, 29]);
    // 1700-03-01 is 100 years of 365 days and 24 leap days (1604..1696) after 1600-03-01, day 36 524 of its era
    expect(civilFromDays(daysFromCivil(1700, 3, 1))).toEqual([1700, 3, 1]);
    expect(civilFromDays(daysFromCivil(1700, 3, 1) - 1)).toEqual([1700, 2, 28]);
  });

  test.prop([fc.integer({ min: -200_000, max: 200_000 })])("round-trips every day", (days) => {
    expect(daysFromCivil(...civilFromDays(days))).toBe(days);
  });

  test.prop([epochMs])("agrees with Date.UTC", (ms) => {
    const d = new Date(ms);
    expect(daysFromCivil(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())).toBe(Math.floor(ms / 86_400_000));
  });
});

describe("formatting", () => {
  test.prop([epochMs])("formatDate equals the date of toISOString", (ms) => {
    expect(formatDate(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
  });

  it("writes date-times with the offset, ISO 8601", () => {
    const ms = Date.UTC(2026, 6, 15, 5, 12);
    expect(formatDateTime(ms, 3600)).toBe("2026-07-15T06:12:00+01:00");
    expect(formatDateTime(ms, -12_600)).toBe("2026-07-15T01:42:00-03:30");
    expect(formatDateTime(ms, 20_700)).toBe("2026-07-15T10:57:00+05:45");
    expect(formatDateTime(Date.UTC(2026, 0, 1, 11, 0), 50_400)).toBe("2026-01-02T01:00:00+14:00");
    expect(formatOffset(0)).toBe("+00:00");
    // 7 h 14 min 40 s rounds to 07:15; a whole day stays 24:00 (the end of a window that runs to midnight)
    expect(formatHoursMinutes(7 * 3600 + 14 * 60 + 40)).toBe("07:15");
    expect(formatHoursMinutes(86_400)).toBe("24:00");
    expect(formatWallMinute(Date.UTC(2026, 6, 15, 23, 59, 59))).toBe("2026-07-15T23:59");
  });

  it("writes a wall time as a reader says it, on the wall's own date", () => {
    const ms = Date.UTC(2026, 6, 15, 5, 12);
    expect(formatReadable(ms, 3600)).toBe("06:12 on 15 Jul 2026");
    expect(formatReadable(ms, -21_600)).toBe("23:12 on 14 Jul 2026"); // UTC-06:00: the evening before
    expect(formatReadable(Date.UTC(2026, 11, 31, 23, 30), 50_400)).toBe("13:30 on 1 Jan 2027");
  });

  test.prop([epochMs, offsetSeconds])("date-times parse back to the same instant", (ms, offset) => {
    const seconds = Math.floor(ms / 1000) * 1000;
    expect(Date.parse(formatDateTime(seconds, offset))).toBe(seconds);
  });
});

describe("formatDate's four-digit years", () => {
  it("pads years below 1000 to four digits and signs years before 1 (astronomical numbering)", () => {
    expect(formatDate(Date.parse("0099-12-31T00:00:00Z"))).toBe("0099-12-31");
    expect(formatDate(Date.parse("0000-03-01T00:00:00Z"))).toBe("0000-03-01");
    expect(formatDate(Date.parse("-000001-01-01T00:00:00Z"))).toBe("-0001-01-01");
  });
});
