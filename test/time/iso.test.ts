import { describe, expect, it } from "vitest";
import { parseIsoDateTime } from "../../src/time/iso.js";
import { fc, test } from "../prop.js";

const instant = (text: string, strict = false) => {
  const r = parseIsoDateTime(text, strict);
  return r === null ? null : r.offsetS === null ? `wall ${r.wallMs}` : r.wallMs - r.offsetS * 1000;
};

describe("parseIsoDateTime", () => {
  it("reads date-times with Z, ±HH:MM or ±HHMM offsets, seconds and fractions, as Date.parse reads them", () => {
    for (const text of [
      "2026-07-15T12:00:00Z",
      "2026-07-15T13:00+01:00",
      "2026-07-15T09:00+0530",
      "2026-07-15T09:00:00.5-03:30",
      "2026-07-15t12:00:00.123456789z",
      "2028-02-29T23:59:59+14:00",
    ])
      expect(instant(text), text).toBe(Date.parse(text.toUpperCase()));
  });

  it("reads a date-time without an offset as a wall time, and rejects it when strict", () => {
    expect(parseIsoDateTime("2026-07-15T09:00")).toEqual({ wallMs: Date.UTC(2026, 6, 15, 9), offsetS: null });
    expect(parseIsoDateTime("2026-07-15T09:00:30")?.wallMs).toBe(Date.UTC(2026, 6, 15, 9, 0, 30));
    expect(parseIsoDateTime("2026-07-15T09:00:30", true)).toBeNull();
    expect(parseIsoDateTime("2026-07-15T09:00Z", true)).toBeNull(); // RFC 3339 needs seconds
    expect(parseIsoDateTime("2026-07-15T09:00:00Z", true)?.offsetS).toBe(0);
  });

  it("rejects what is not an ISO date-time, or names a date, time or offset that does not exist", () => {
    for (const text of [
      "banana",
      "2026-07-15",
      "2026-07-15 12:00:00Z",
      "2026-02-29T12:00Z",
      "2026-13-01T12:00Z",
      "2026-07-15T24:00Z",
      "2026-07-15T12:60Z",
      "2026-07-15T12:00:60Z",
      "2026-07-15T12:00+18:30",
      "2026-07-15T12:00+05:3",
      "2026-07-15T12:00:00.Z",
      "2026-07-15T12:00:00.1234567891Z",
      "2026-07-15T12:00Zjunk",
      "+2026-07-15T12:00Z",
    ])
      expect(parseIsoDateTime(text), text).toBeNull();
  });

  test.prop([
    fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }),
  ])("reads back every Date's toISOString", (date) => {
    expect(instant(date.toISOString(), true)).toBe(date.getTime());
  });
});

describe("parseIsoDateTime's leap years (Gregorian: every 4th year, not centuries, but every 400th)", () => {
  it.each([
    ["2024-02-29T00:00:00Z", true],
    ["2000-02-29T00:00:00Z", true],
    ["1900-02-29T00:00:00Z", false],
    ["2100-02-29T00:00:00Z", false],
    ["2026-02-29T00:00:00Z", false],
    ["2026-02-28T00:00:00Z", true],
  ])("%s is %s", (text, valid) => {
    expect(parseIsoDateTime(text, true) !== null).toBe(valid);
  });
});

describe("parseIsoDateTime's calendar and clock bounds", () => {
  it.each(["04", "06", "09", "11"])("month %s has 30 days: the 30th exists, the 31st does not", (month) => {
    expect(parseIsoDateTime(`2026-${month}-30T12:00Z`)?.wallMs).toBe(Date.UTC(2026, Number(month) - 1, 30, 12));
    expect(parseIsoDateTime(`2026-${month}-31T12:00Z`)).toBeNull();
  });

  it("has no month 0 and no day 0", () => {
    expect(parseIsoDateTime("2026-00-15T12:00Z")).toBeNull();
    expect(parseIsoDateTime("2026-07-00T12:00Z")).toBeNull();
  });

  it("needs '-' at index 4 and 7 and ':' at index 13, whatever the rest", () => {
    expect(parseIsoDateTime("2026x07-15T12:00Z")).toBeNull();
    expect(parseIsoDateTime("2026-07x15T12:00Z")).toBeNull();
    expect(parseIsoDateTime("2026-07-15T12x00Z")).toBeNull();
  });
});

describe("parseIsoDateTime's offsets", () => {
  it("reads offsets up to ±18:00 and minutes up to 59", () => {
    // 18 h = 64 800 s; 5 h 59 min = 18 000 + 3540 = 21 540 s
    expect(parseIsoDateTime("2026-07-15T12:00+18:00")?.offsetS).toBe(64_800);
    expect(parseIsoDateTime("2026-07-15T12:00-1800")?.offsetS).toBe(-64_800);
    expect(parseIsoDateTime("2026-07-15T12:00+05:59")?.offsetS).toBe(21_540);
  });

  it("rejects 60 minutes, a sign other than + or -, a last letter other than Z, and a digit too many", () => {
    for (const text of [
      "2026-07-15T12:00+01:60",
      "2026-07-15T12:00*01:00",
      "2026-07-15T12:00X",
      "2026-07-15T12:00+01:000",
      "2026-07-15T12:00+01000",
    ])
      expect(parseIsoDateTime(text), text).toBeNull();
  });
});
