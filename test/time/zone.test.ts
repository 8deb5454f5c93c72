import { describe, expect, it } from "vitest";
import { zoneOffsetSeconds } from "../../src/time/zone.js";

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
