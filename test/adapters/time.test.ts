import { describe, expect, it } from "vitest";
import { parseWallTimeMs, readTimeAxis } from "../../src/adapters/time.js";
import { VanskyInputError } from "../../src/errors.js";
import { formatWallMinute } from "../../src/time/civil.js";
import { epochMs } from "../arbitraries.js";
import { fc, test } from "../prop.js";

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
