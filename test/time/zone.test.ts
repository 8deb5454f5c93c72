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

  it("still knows a zone asked a second time (the answer it remembers)", () => {
    expect(isKnownZone("Asia/Kathmandu")).toBe(true);
    expect(isKnownZone("Asia/Kathmandu")).toBe(true);
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

  it("answers inside its span, both ends included, without a question; outside it, per instant", () => {
    const t0 = Date.UTC(2026, 0, 1);
    let questions = 0;
    // a made-up zone at +1 h that moves to +2 h three days on
    const clock = zoneClock("Test/Count", t0, t0 + 2 * DAY, 0, (_, ms) => {
      questions++;
      return ms >= t0 + 3 * DAY ? 7200 : 3600;
    });
    questions = 0;
    for (const ms of [t0, t0 + DAY, t0 + 2 * DAY]) expect(clock.offsetAt(ms)).toBe(3600);
    expect(questions).toBe(0);
    expect(clock.offsetAt(t0 - 1)).toBe(3600);
    expect(clock.offsetAt(t0 + 4 * DAY)).toBe(7200); // after the span: the zone's own later offset
    expect(questions).toBe(2);
  });

  it("reads a wall time outside a steady span by the zone's offsets there, not the span's", () => {
    // Lisbon is on WET (+00:00) from late October to late March, on WEST (+01:00) in July
    const summer = zoneClock("Europe/Lisbon", ...span(2026, 6, 12), 0);
    expect(summer.instantOf(Date.UTC(2026, 0, 15, 12))).toBe(Date.UTC(2026, 0, 15, 12));
    expect(summer.instantOf(Date.UTC(2026, 11, 15, 12))).toBe(Date.UTC(2026, 11, 15, 12));
  });

  it("reads the repeated hour outside a span by the offsets a day either side: the earlier instant", () => {
    // Lisbon falls back at 01:00 UTC on 25 Oct 2026 (02:00 WEST -> 01:00 WET): 01:30 happens at 00:30 UTC (WEST)
    // and at 01:30 UTC (WET); spans in winter (+00:00 throughout), after and before that day
    const wall = Date.UTC(2026, 9, 25, 1, 30);
    expect(zoneClock("Europe/Lisbon", ...span(2026, 0, 12), 0).instantOf(wall)).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(zoneClock("Europe/Lisbon", ...span(2026, 11, 1), 0).instantOf(wall)).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it("reads the repeated hour at a span's start by the offset before it too: the earlier instant", () => {
    // Los Angeles falls back at 09:00 UTC on 1 Nov 2026 (02:00 PDT -> 01:00 PST): 01:45 happens at 08:45 UTC (-07:00)
    // and at 09:45 UTC (-08:00); a span that begins at 09:30 UTC is steady at -08:00, yet the earlier one is 08:45
    const from = Date.UTC(2026, 10, 1, 9, 30);
    const clock = zoneClock("America/Los_Angeles", from, from + 7 * DAY, 0);
    expect(clock.instantOf(Date.UTC(2026, 10, 1, 1, 45))).toBe(Date.UTC(2026, 10, 1, 8, 45));
    expect(clock.instantOf(Date.UTC(2026, 10, 3, 1, 45))).toBe(Date.UTC(2026, 10, 3, 9, 45)); // a day in: -08:00
  });

  it("reads a wall time just after a steady span by the zone's offset there, not the span's", () => {
    // Lisbon falls back at 01:00 UTC on 25 Oct 2026 (WEST +01:00 -> WET +00:00); a span on WEST ending at 12:00 UTC
    // on the 24th: the wall time 10:00 of the 25th is read at +00:00, 10:00 UTC, not at the span's +01:00 (09:00)
    const clock = zoneClock("Europe/Lisbon", Date.UTC(2026, 9, 20), Date.UTC(2026, 9, 24, 12), 0);
    expect(clock.instantOf(Date.UTC(2026, 9, 25, 10))).toBe(Date.UTC(2026, 9, 25, 10));
  });

  it("reads the skipped hour outside a span, and inside one, at the offset before the change (not the fallback)", () => {
    // Berlin springs forward at 01:00 UTC on 29 Mar 2026 (02:00 CET -> 03:00 CEST): 02:30 read at +01:00 is 01:30 UTC
    const wall = Date.UTC(2026, 2, 29, 2, 30);
    expect(zoneClock("Europe/Berlin", ...span(2026, 0, 12), 0).instantOf(wall)).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(zoneClock("Europe/Berlin", ...span(2026, 2, 25), 0).instantOf(wall)).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });

  it("reads a steady span's wall times by its one offset wherever that instant lies inside the span, ends included", () => {
    const t0 = Date.UTC(2026, 0, 1);
    // a made-up zone at +01:00 from t0 for 45 min, +00:00 otherwise: the wall times 01:00-01:45 happen twice, at
    // +01:00 and an hour later at +00:00; the span [t0, t0 + 30 min] holds the earlier of 01:00, 01:15 and 01:30
    const blip = (_: string, ms: number) => (ms >= t0 && ms < t0 + 45 * 60_000 ? 3600 : 0);
    const clock = zoneClock("Test/Blip", t0, t0 + 30 * 60_000, 0, blip);
    expect(clock.instantOf(t0 + HOUR)).toBe(t0); // 01:00 - 1 h, the span's start
    expect(clock.instantOf(t0 + 75 * 60_000)).toBe(t0 + 15 * 60_000); // 01:15 - 1 h
    expect(clock.instantOf(t0 + 90 * 60_000)).toBe(t0 + 30 * 60_000); // 01:30 - 1 h, the span's end
  });

  it("reads a wall time at either end of the span by the span's offsets, not a day away", () => {
    const t0 = Date.UTC(2026, 0, 1);
    // a made-up zone at +01:00 from t0 for 2 h, -01:00 otherwise: wall 01:00 happens at t0 (+01:00) and at t0 + 2 h
    // (-01:00), wall 01:30 at t0 + 30 min and t0 + 2 h 30 min; the span [t0 + 1 h, t0 + 1 h 30 min] is at +01:00
    const zone = (_: string, ms: number) => (ms >= t0 && ms < t0 + 2 * HOUR ? 3600 : -3600);
    const clock = zoneClock("Test/Swing", t0 + HOUR, t0 + 90 * 60_000, 0, zone);
    expect(clock.instantOf(t0 + HOUR)).toBe(t0); // wall at the span's start
    expect(clock.instantOf(t0 + 90 * 60_000)).toBe(t0 + 30 * 60_000); // wall at the span's end
  });

  it("reads wall times among three offsets: the one instant that reads it, or the offset before a skip", () => {
    const t0 = Date.UTC(2026, 0, 1);
    // a made-up zone at +00:00, +02:00 from t0 (00:00 -> 02:00), +01:00 from t0 + 30 min (02:30 -> 01:30)
    const zone = (_: string, ms: number) => (ms < t0 ? 0 : ms < t0 + 30 * 60_000 ? 7200 : 3600);
    const clock = zoneClock("Test/Three", t0 - HOUR, t0 + 3 * HOUR, 0, zone);
    // 01:40 is read only at +01:00: t0 + 1 h 40 min - 1 h
    expect(clock.instantOf(t0 + 100 * 60_000)).toBe(t0 + 40 * 60_000);
    // 01:00 is never read (00:00 jumps to 02:00, 02:30 falls to 01:30): at +00:00, the offset before the jump
    expect(clock.instantOf(t0 + HOUR)).toBe(t0 + HOUR);
  });

  it("starts a day at its midnight, not at a later change that springs forward into it", () => {
    const t0 = Date.UTC(2026, 0, 2);
    // a made-up zone at +00:00 that falls back to -01:00 at 00:30 (back to 23:30 of the 1st) and springs to +00:30
    // at t0 + 45 min (23:45 of the 1st -> 01:15 of the 2nd): the 2nd began at its first midnight, t0
    const zone = (_: string, ms: number) => (ms < t0 + 30 * 60_000 ? 0 : ms < t0 + 45 * 60_000 ? -3600 : 1800);
    const clock = zoneClock("Test/Back", t0 - HOUR, t0 + 3 * HOUR, 0, zone);
    expect(clock.startOfDay(t0 / DAY)).toBe(t0);
  });

  it("starts a day whose midnight a change skipped at that change, even from a wall time outside the span", () => {
    const t0 = Date.UTC(2026, 0, 2);
    // a made-up zone at +00:00 but +01:00 for the hour from 23:30 UTC on the 1st: the clock jumps from 23:30 to
    // 00:30 of the 2nd at t0 - 30 min, which is when the 2nd begins; the span ends before the wall time 00:00 of it
    const zone = (_: string, ms: number) => (ms >= t0 - 30 * 60_000 && ms < t0 + 30 * 60_000 ? 3600 : 0);
    const clock = zoneClock("Test/Skip", t0 - 2 * HOUR, t0 - 60_000, 0, zone);
    expect(clock.startOfDay(t0 / DAY)).toBe(t0 - 30 * 60_000);
  });

  it("hands back the clock it built for a zone and any span within it, and builds anew for a wider one", () => {
    const [from, to] = span(2026, 4, 4);
    const clock = zoneClock("Asia/Kathmandu", from, to, 0);
    expect(zoneClock("Asia/Kathmandu", from, to, 0)).toBe(clock);
    expect(zoneClock("Asia/Kathmandu", from + DAY, to - DAY, 0)).toBe(clock);
    const earlier = zoneClock("Asia/Kathmandu", from - DAY, to, 0);
    expect(earlier).not.toBe(clock);
    expect(zoneClock("Asia/Kathmandu", from - DAY, to + DAY, 0)).not.toBe(earlier);
  });

  it("keeps the clocks of a made-up lookup to themselves: only the database's are shared", () => {
    const [from, to] = span(2026, 4, 4);
    expect(zoneClock("Europe/Vienna", from, to, 0, () => 1800).offsetAt(from)).toBe(1800);
    expect(zoneClock("Europe/Vienna", from, to, 0, () => -1800).offsetAt(from)).toBe(-1800);
    expect(zoneClock("Europe/Vienna", from, to, 0).offsetAt(from)).toBe(7200); // CEST in May
  });

  it("names no zone for a fixed clock", () => {
    expect(fixedClock(3600).zone).toBe("");
  });
});
