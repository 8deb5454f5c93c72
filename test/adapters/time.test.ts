import { describe, expect, it } from "vitest";
import { parseWallTimeMs, readInstant, readTimeAxis, timeFormatOf } from "../../src/adapters/time.js";
import { VanskyInputError } from "../../src/errors.js";
import { formatWallMinute } from "../../src/time/civil.js";
import { epochMs } from "../arbitraries.js";
import { fc, test } from "../prop.js";
import { expectInputError } from "./helpers.js";

describe("parseWallTimeMs", () => {
  it("reads Open-Meteo's local times as if they were UTC", () => {
    expect(parseWallTimeMs("2026-07-15")).toBe(Date.UTC(2026, 6, 15));
    expect(parseWallTimeMs("2026-07-15T06:12")).toBe(Date.UTC(2026, 6, 15, 6, 12));
    expect(parseWallTimeMs("2026-07-15T06:12:30")).toBe(Date.UTC(2026, 6, 15, 6, 12, 30));
    expect(parseWallTimeMs("2024-02-29T00:00")).toBe(Date.UTC(2024, 1, 29));
  });

  it.each([
    "2026-7-15",
    "2026-07-15T6:12",
    "2026-02-29",
    "2026-13-01",
    "2026-07-15T24:00",
    "2026-07-15 06:12",
    "2026-07-15T06:12Z",
    "",
  ])("is NaN for %j", (text) => expect(parseWallTimeMs(text)).toBeNaN());

  test.prop([epochMs])("inverts formatWallMinute and agrees with Date.parse of the same text + Z", (ms) => {
    const text = formatWallMinute(ms);
    expect(parseWallTimeMs(text)).toBe(Date.parse(`${text}:00Z`));
    expect(parseWallTimeMs(text)).toBe(Math.floor(ms / 60_000) * 60_000);
  });

  test.prop([fc.string({ maxLength: 20 })])("never throws on any string", (text) => {
    const ms = parseWallTimeMs(text);
    expect(Number.isNaN(ms) || Number.isInteger(ms)).toBe(true);
  });
});

describe("readTimeAxis", () => {
  const hours = (first: number, n: number) =>
    Array.from({ length: n }, (_, i) => formatWallMinute(first + i * 3_600_000));
  const read = (times: readonly unknown[], offsetS: number, daily = false) =>
    Array.from(readTimeAxis(times, new Float64Array(times.length), "iso8601", offsetS, "hourly.time", daily));
  const expected = (times: readonly string[], offsetS: number) =>
    times.map((t) => Date.parse(`${t}:00Z`) - offsetS * 1000);

  it("gives each response its own offset when its strings equal a recent axis's", () => {
    const times = hours(Date.UTC(2026, 6, 15), 48);
    expect(read(times, 3600)).toEqual(expected(times, 3600));
    expect(read([...times], -34_200)).toEqual(expected(times, -34_200));
    expect(read([...times], 0)).toEqual(expected(times, 0));
  });

  it("still rejects an axis changed in place after it was read", () => {
    const times = hours(Date.UTC(2026, 6, 16), 24);
    read(times, 0);
    times[7] = "2026-07-16 07:00";
    expect(() => read(times, 0)).toThrow(VanskyInputError);
    times[7] = "2026-07-16T06:00";
    expect(() => read(times, 0)).toThrow(/strictly increasing/);
  });

  it("does not take a date axis for an hourly one with the same strings", () => {
    const dates = ["2026-07-15", "2026-07-16", "2026-07-17"];
    expect(read(dates, 0, true)).toEqual(dates.map((d) => Date.parse(d)));
    expect(() => read(dates, 0, false)).toThrow(VanskyInputError);
  });

  test.prop([fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: -12, max: 14 })), { maxLength: 30 })])(
    "reads any sequence of axes as if each were the first",
    (sequence) => {
      for (const [startDay, offsetHours] of sequence) {
        const times = hours(Date.UTC(2026, 0, 1 + startDay), 30);
        expect(read(times, offsetHours * 3600)).toEqual(expected(times, offsetHours * 3600));
      }
    },
  );
});

describe("parseWallTimeMs on each character it checks", () => {
  it.each([
    ["2a26-07-15", "a letter for a digit: 2, 49, 2, 6 would make the year 6926"],
    ["2026-1/-15", "a slash for a digit: 1 and −1 would make the month 9"],
    ["2026-07-15T06:12-30", "a dash before the seconds"],
    ["2026-07-15T06:12:60", "second 60"],
  ])("is NaN for %j (%s)", (text) => expect(parseWallTimeMs(text)).toBeNaN());

  it("reads second 59", () => {
    expect(parseWallTimeMs("2026-07-15T06:12:59")).toBe(Date.UTC(2026, 6, 15, 6, 12, 59));
  });
});

describe("parseWallTimeMs on the calendar", () => {
  it("has February 29 in years divisible by 4, except centuries not divisible by 400", () => {
    expect(parseWallTimeMs("2000-02-29")).toBe(Date.UTC(2000, 1, 29)); // 2000 = 5 × 400
    expect(parseWallTimeMs("2028-02-29")).toBe(Date.UTC(2028, 1, 29)); // 2028 = 507 × 4, not a century
    expect(parseWallTimeMs("1900-02-29")).toBeNaN(); // 1900 = 19 × 100, 1900 / 400 = 4.75
    expect(parseWallTimeMs("2100-02-29")).toBeNaN(); // 2100 / 400 = 5.25
  });

  it.each(["04", "06", "09", "11"])("has 30 days in month %s, not 31", (month) => {
    expect(parseWallTimeMs(`2026-${month}-30`)).toBe(Date.UTC(2026, Number(month) - 1, 30));
    expect(parseWallTimeMs(`2026-${month}-31`)).toBeNaN();
  });

  it.each(["01", "03", "05", "07", "08", "10", "12"])("has 31 days in month %s", (month) => {
    expect(parseWallTimeMs(`2026-${month}-31`)).toBe(Date.UTC(2026, Number(month) - 1, 31));
  });

  it.each([
    ["2026-00-15", "month 0"],
    ["2026-07-00", "day 0"],
    ["2026/07/15", "slashes for both dashes"],
    ["2026/07-15", "a slash for the first dash"],
    ["2026-07/15", "a slash for the second dash"],
    ["2026-07-15T06-12", "a dash for the colon"],
    ["2026-07-15T06:60", "minute 60"],
    ["2026-07-15T06:12:30Z", "20 characters: a zone after the seconds"],
  ])("is NaN for %j (%s)", (text) => expect(parseWallTimeMs(text)).toBeNaN());

  it("reads the last minute of a day", () => {
    expect(parseWallTimeMs("2026-07-15T23:59")).toBe(Date.UTC(2026, 6, 15, 23, 59));
  });
});

describe("timeFormatOf", () => {
  it("takes the unit when it is one of Open-Meteo's two", () => {
    expect(timeFormatOf("iso8601", 1_784_073_600, "hourly_units.time")).toBe("iso8601");
    expect(timeFormatOf("unixtime", "2026-07-15T00:00", "hourly_units.time")).toBe("unixtime");
  });

  it("without a unit, takes the JSON type of the first time", () => {
    expect(timeFormatOf(undefined, 1_784_073_600, "hourly_units.time")).toBe("unixtime");
    expect(timeFormatOf(undefined, "2026-07-15T00:00", "hourly_units.time")).toBe("iso8601");
    expect(timeFormatOf(undefined, undefined, "hourly_units.time")).toBe("iso8601");
  });

  it("rejects any other unit with UNKNOWN_UNIT, naming both", () => {
    expectInputError(() => timeFormatOf("seconds", 0, "daily_units.time"), "UNKNOWN_UNIT", "daily_units.time");
    expect(() => timeFormatOf(null, 0, "daily_units.time")).toThrow(
      'daily_units.time: time unit null is neither "iso8601" nor "unixtime" [UNKNOWN_UNIT]',
    );
  });
});

describe("readInstant", () => {
  const problem = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      return (error as VanskyInputError).problem;
    }
    return "no error";
  };

  it("reads a wall time minus the offset, a date as local midnight", () => {
    // 06:00 at UTC+2 is 04:00 UTC; 2026-07-15 at UTC−9:30 begins at 09:30 UTC
    expect(readInstant("2026-07-15T06:00", "iso8601", 7200, "current.time", -1, false, false)).toBe(
      Date.UTC(2026, 6, 15, 4),
    );
    expect(readInstant("2026-07-15", "iso8601", -34_200, "daily.sunrise", 0, true, true)).toBe(
      Date.UTC(2026, 6, 15, 9, 30),
    );
  });

  it("gives NaN for null only where null is allowed", () => {
    expect(readInstant(null, "iso8601", 0, "daily.sunrise", 3, true, false)).toBeNaN();
    expectInputError(() => readInstant(null, "iso8601", 0, "current.time", -1, false, false), "BAD_TIME");
    expectInputError(() => readInstant(null, "unixtime", 0, "current.time", -1, false, false), "BAD_TIME");
  });

  it("names the path alone for index −1 and path[index] from index 0", () => {
    expectInputError(
      () => readInstant("x", "iso8601", 0, "current.time", -1, false, false),
      "BAD_TIME",
      "current.time",
    );
    expectInputError(
      () => readInstant("x", "iso8601", 0, "hourly.time", 0, false, false),
      "BAD_TIME",
      "hourly.time[0]",
    );
  });

  it("reads epoch seconds below 1e11 in magnitude as milliseconds", () => {
    // one day = 86 400 s = 86 400 000 ms; the largest accepted: (1e11 − 1) s × 1000
    expect(readInstant(86_400, "unixtime", 3600, "current.time", -1, false, false)).toBe(86_400_000);
    expect(readInstant(99_999_999_999, "unixtime", 0, "current.time", -1, false, false)).toBe(99_999_999_999_000);
    expect(readInstant(-99_999_999_999, "unixtime", 0, "current.time", -1, false, false)).toBe(-99_999_999_999_000);
  });

  it("rejects 1e11 s and beyond: epoch milliseconds given as seconds", () => {
    expectInputError(() => readInstant(1e11, "unixtime", 0, "current.time", -1, false, false), "BAD_TIME");
    expectInputError(() => readInstant(-1e11, "unixtime", 0, "current.time", -1, false, false), "BAD_TIME");
    // 2026-07-15 in ms: 1 784 073 600 000 ≥ 1e11
    expectInputError(() => readInstant(1_784_073_600_000, "unixtime", 0, "current.time", -1, false, false), "BAD_TIME");
  });

  it("says what it expected and what it got", () => {
    const at = (value: unknown, format: "iso8601" | "unixtime", dateOnly: boolean) =>
      problem(() => readInstant(value, format, 0, "daily.time", 2, false, dateOnly));
    expect(at("2026-07-15", "unixtime", false)).toBe('expected integer epoch seconds, got "2026-07-15"');
    expect(at(1.5, "unixtime", false)).toBe("expected integer epoch seconds, got 1.5");
    expect(at("2026-07-15T06:00", "iso8601", true)).toBe('expected a local time YYYY-MM-DD, got "2026-07-15T06:00"');
    expect(at(5, "iso8601", false)).toBe("expected a local time YYYY-MM-DDTHH:MM, got 5");
  });

  it("rejects a string of the right length that is not a valid time", () => {
    expectInputError(() => readInstant("2026-13-01T00:00", "iso8601", 0, "hourly.time", 4, false, false), "BAD_TIME");
    expectInputError(() => readInstant("2026-02-30", "iso8601", 0, "daily.time", 4, false, true), "BAD_TIME");
  });
});

describe("readTimeAxis on malformed and unixtime axes", () => {
  const axisOf = (times: readonly unknown[], format: "iso8601" | "unixtime", offsetS: number) =>
    Array.from(readTimeAxis(times, new Float64Array(times.length), format, offsetS, "hourly.time", false));

  it("rejects a null time as not a time, not as out of order", () => {
    const times = ["2031-03-01T00:00", null, "2031-03-01T02:00"];
    expectInputError(() => axisOf(times, "iso8601", 0), "BAD_TIME", "hourly.time[1]");
    expect(() => axisOf(times, "iso8601", 0)).toThrow("expected a local time YYYY-MM-DDTHH:MM, got null");
  });

  it("reads the same epoch seconds to the same instants whatever the offset", () => {
    // unix times are instants already: 1 000 000 000 s = 1e12 ms, +3600 s = +3 600 000 ms
    const times = [1_000_000_000, 1_000_003_600, 1_000_007_200];
    const instants = [1e12, 1e12 + 3_600_000, 1e12 + 7_200_000];
    expect(axisOf(times, "unixtime", 0)).toEqual(instants);
    expect(axisOf([...times], "unixtime", 3600)).toEqual(instants);
    expect(axisOf([...times], "unixtime", -34_200)).toEqual(instants);
  });

  it("rejects numbers under an iso8601 unit even after reading them as unix times", () => {
    const times = [1_000_100_000, 1_000_103_600];
    expect(axisOf(times, "unixtime", 0)).toEqual([1_000_100_000_000, 1_000_103_600_000]);
    expectInputError(() => axisOf([...times], "iso8601", 0), "BAD_TIME", "hourly.time[0]");
  });

  it("rejects a missing time after a recent axis of the same first strings", () => {
    const times = ["2031-03-02T00:00", "2031-03-02T01:00"];
    axisOf(times, "iso8601", 0);
    expectInputError(() => axisOf([...times, undefined], "iso8601", 0), "BAD_TIME", "hourly.time[2]");
  });

  it("reads an axis that is a prefix of a recent one to its own values", () => {
    const times = ["2031-03-03T00:00", "2031-03-03T01:00", "2031-03-03T02:00"];
    axisOf(times, "iso8601", 0);
    expect(axisOf(times.slice(0, 2), "iso8601", 3600)).toEqual([
      Date.UTC(2031, 2, 2, 23), // 00:00 at UTC+1 is 23:00 UTC the day before
      Date.UTC(2031, 2, 3, 0),
    ]);
  });
});
