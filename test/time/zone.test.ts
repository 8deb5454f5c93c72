import { describe, expect, it } from "vitest";
import { fixedClock, isKnownZone, MAX_UNCHECKED_MS, zoneClock, zoneOffsetSeconds } from "../../src/time/zone.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;

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
    expect(isKnownZone("Mars/Olympus_Mons")).toBe(false);
    expect(isKnownZone("")).toBe(false);
    expect(isKnownZone("America/St_Johns")).toBe(true);
  });
});

describe("zoneClock", () => {
  const span = (y: number, m: number, d: number, days = 9) => [Date.UTC(y, m, d), Date.UTC(y, m, d + days)] as const;

  it("answers a week without a transition with one offset", () => {
    const clock = zoneClock("Europe/Lisbon", ...span(2026, 6, 12), 0);
    expect(clock.offsetAt(Date.UTC(2026, 6, 15, 6))).toBe(3600);
    expect(clock.offsetAt(Date.UTC(2026, 6, 19, 20))).toBe(3600);
    expect(clock.startOfDay(Math.floor(Date.UTC(2026, 6, 15) / DAY))).toBe(Date.UTC(2026, 6, 14, 23));
  });

  it("finds the transition inside the span to the second, and lengthens or shortens the day it falls on", () => {
    const berlin = zoneClock("Europe/Berlin", ...span(2026, 2, 25), 3600);
    expect(berlin.offsetAt(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe(3600);
    expect(berlin.offsetAt(Date.UTC(2026, 2, 29, 1))).toBe(7200);
    const day = Math.floor(Date.UTC(2026, 2, 29) / DAY);
    expect(berlin.startOfDay(day + 1) - berlin.startOfDay(day)).toBe(23 * HOUR);
    const lisbon = zoneClock("Europe/Lisbon", ...span(2026, 9, 20), 3600);
    const autumn = Math.floor(Date.UTC(2026, 9, 25) / DAY);
    expect(lisbon.startOfDay(autumn + 1) - lisbon.startOfDay(autumn)).toBe(25 * HOUR);
    // 23:30 on the 25th is after the change: the 25th's, not the 26th's (Open-Meteo's stale offset says the 26th)
    expect(lisbon.dayOf(Date.UTC(2026, 9, 25, 23, 30))).toBe(autumn);
  });

  it("reads wall times: the earlier of a repeated hour, the offset before the change in a skipped one", () => {
    const berlin = zoneClock("Europe/Berlin", ...span(2026, 9, 20), 7200);
    // 02:30 on 25 Oct 2026 happens twice (CEST then CET): the first is 00:30 UTC
    expect(berlin.instantOf(Date.UTC(2026, 9, 25, 2, 30))).toBe(Date.UTC(2026, 9, 25, 0, 30));
    const spring = zoneClock("Europe/Berlin", ...span(2026, 2, 25), 3600);
    // 02:30 on 29 Mar 2026 never happens: read at +01:00, it is 01:30 UTC (03:30 CEST)
    expect(spring.instantOf(Date.UTC(2026, 2, 29, 2, 30))).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });

  it("starts a day whose midnight the clock skips at the change (Santiago: 00:00 becomes 01:00)", () => {
    const santiago = zoneClock("America/Santiago", ...span(2026, 8, 2), -14_400);
    const change = santiago.startOfDay(Math.floor(Date.UTC(2026, 8, 6) / DAY));
    expect(zoneOffsetSeconds("America/Santiago", change)).toBe(-10_800);
    expect(zoneOffsetSeconds("America/Santiago", change - 1)).toBe(-14_400);
  });

  it("asks the database per instant outside its span, and keeps a fixed offset for an unknown zone", () => {
    const clock = zoneClock("Europe/Lisbon", ...span(2026, 6, 12), 0);
    expect(clock.offsetAt(Date.UTC(2026, 0, 15))).toBe(0);
    expect(zoneClock("Mars/Olympus_Mons", ...span(2026, 0, 1), 5400).offsetAt(Date.UTC(2026, 0, 3))).toBe(5400);
    expect(fixedClock(-3600).dayOf(Date.UTC(2026, 0, 1, 0, 30))).toBe(Math.floor(Date.UTC(2025, 11, 31) / DAY));
  });

  it("asks at most every six days, so finds two changes seven days apart that a wider question would miss", () => {
    expect(MAX_UNCHECKED_MS).toBe(6 * DAY);
    const t0 = Date.UTC(2026, 0, 1);
    // a made-up zone at +1 h that is at +2 h from day 1 to day 8: ends eight days apart would agree
    const zone = (_: string, ms: number) => (ms >= t0 + 1 * DAY && ms < t0 + 8 * DAY ? 7200 : 3600);
    const clock = zoneClock("Test/Twice", t0, t0 + 12 * DAY, 0, zone);
    for (const d of [0.5, 1, 4, 7.9, 8, 11.5])
      expect(clock.offsetAt(t0 + d * DAY), `day ${d}`).toBe(zone("", t0 + d * DAY));
    let questions = 0;
    zoneClock("Test/Once", t0, t0 + 12 * DAY, 0, () => {
      questions++;
      return 0;
    });
    expect(questions).toBe(3); // the start and every six days: 0, 6, 12
  });
});
