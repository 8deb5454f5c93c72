import { describe, expect, it } from "vitest";
import { offsetsWithin, zoneOffsetSeconds } from "../../src/time/zone.js";

describe("zoneOffsetSeconds", () => {
  it("reads the tz database, including DST and quarter-hour zones", () => {
    expect(zoneOffsetSeconds("Europe/Lisbon", Date.UTC(2026, 6, 15))).toBe(3600);
    expect(zoneOffsetSeconds("Europe/Lisbon", Date.UTC(2026, 0, 15))).toBe(0);
    expect(zoneOffsetSeconds("Asia/Kathmandu", Date.UTC(2026, 0, 15))).toBe(20_700);
    expect(zoneOffsetSeconds("Pacific/Chatham", Date.UTC(2026, 0, 15))).toBe(49_500); // +13:45 in summer
    expect(zoneOffsetSeconds("America/St_Johns", Date.UTC(2026, 0, 15))).toBe(-12_600);
  });

  it("switches at the DST instant (EU: 01:00 UTC on the last Sunday of March)", () => {
    expect(zoneOffsetSeconds("Europe/Berlin", Date.UTC(2026, 2, 29, 0, 59))).toBe(3600);
    expect(zoneOffsetSeconds("Europe/Berlin", Date.UTC(2026, 2, 29, 1, 0))).toBe(7200);
  });

  it("is NaN for a zone the runtime does not know", () => {
    expect(zoneOffsetSeconds("Mars/Olympus_Mons", 0)).toBeNaN();
  });
});

describe("offsetsWithin", () => {
  const week = (y: number, m: number, d: number) => [Date.UTC(y, m, d), Date.UTC(y, m, d + 8)] as const;

  it("answers a week without a transition with one offset", () => {
    const at = offsetsWithin("Europe/Lisbon", ...week(2026, 6, 12), 0);
    expect(at(Date.UTC(2026, 6, 15, 6))).toBe(3600);
    expect(at(Date.UTC(2026, 6, 19, 20))).toBe(3600);
  });

  it("follows the zone across a transition inside the week", () => {
    const at = offsetsWithin("Europe/Berlin", ...week(2026, 2, 25), 3600);
    expect(at(Date.UTC(2026, 2, 28, 12))).toBe(3600);
    expect(at(Date.UTC(2026, 2, 30, 12))).toBe(7200);
  });

  it("falls back to the response's offset for an unknown zone", () => {
    expect(offsetsWithin("Mars/Olympus_Mons", ...week(2026, 0, 1), 5400)(Date.UTC(2026, 0, 3))).toBe(5400);
  });
});
