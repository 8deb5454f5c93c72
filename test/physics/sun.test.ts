import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { sunDay } from "../../src/physics/sun.js";
import { daysFromCivil, MS_PER_HOUR } from "../../src/time/civil.js";
import { latitudeDeg, longitudeDeg } from "../arbitraries.js";
import { TOLERANCE } from "../tolerances.js";

describe("sunDay", () => {
  it("gives Lisbon's almanac sunrise and sunset for 2026-07-15 (06:24 and 21:01 WEST)", () => {
    const sun = sunDay(daysFromCivil(2026, 7, 15), 38.7167, -9.1333);
    expect(Math.abs(sun.sunriseMs - Date.UTC(2026, 6, 15, 5, 24))).toBeLessThan(TOLERANCE.sunEventMs);
    expect(Math.abs(sun.sunsetMs - Date.UTC(2026, 6, 15, 20, 1))).toBeLessThan(TOLERANCE.sunEventMs);
    expect(sun.civilDawnMs).toBeLessThan(sun.sunriseMs);
    expect(sun.civilDuskMs).toBeGreaterThan(sun.sunsetMs);
    expect(sun.polar).toBeNull();
  });

  it("picks the local civil day east of the date line (Auckland's 2026-01-15 sunrise is on 2026-01-14 UTC)", () => {
    const sun = sunDay(daysFromCivil(2026, 1, 15), -36.85, 174.76);
    expect(sun.sunriseMs).toBeGreaterThan(Date.UTC(2026, 0, 14, 16));
    expect(sun.sunriseMs).toBeLessThan(Date.UTC(2026, 0, 14, 18));
  });

  it("reports polar day and polar night at Longyearbyen (78.2° N)", () => {
    const summer = sunDay(daysFromCivil(2026, 6, 21), 78.22, 15.65);
    expect(summer.polar).toBe("day");
    expect(summer.daylightSeconds).toBe(86_400);
    expect(summer.sunriseMs).toBeNaN();
    const winter = sunDay(daysFromCivil(2026, 12, 21), 78.22, 15.65);
    expect(winter.polar).toBe("night");
    expect(winter.daylightSeconds).toBe(0);
    expect(winter.sunsetMs).toBeNaN();
  });

  it("brackets solar noon on the grazing days when suncalc's events slip to the next day (Lapland, 2026-07-19)", () => {
    // 68.33° N 23.30° E, where the midnight sun ends about now: suncalc 2.0.2 alone gives a sunrise on 20 July at
    // 05:24 and a sunset at 01:06 EEST (daylight −4.3 h). The Sun only grazes the horizon at midnight, so the
    // first-order hour angle (δ ≈ 20.9°, critical latitude 90 − δ − 0.83 ≈ 68.3°) gives 24 h or just under
    const sun = sunDay(daysFromCivil(2026, 7, 19), 68.3259, 23.3036);
    expect(sun.polar).toBeNull();
    expect(sun.sunriseMs).toBeLessThan(Date.UTC(2026, 6, 19, 10, 30));
    expect(sun.sunsetMs).toBeGreaterThan(Date.UTC(2026, 6, 19, 10, 30));
    expect(sun.daylightSeconds / 3600).toBeGreaterThan(21.5);
    expect(sun.daylightSeconds / 3600).toBeLessThanOrEqual(24);
    expect(sun.civilPolarDay).toBe(true);
  });

  it("keeps daylight within 24 h when suncalc's rise and set lie more than a day apart (68.26° N, 126° W)", () => {
    const sun = sunDay(daysFromCivil(2026, 7, 18), 68.2639, -126);
    expect(sun.daylightSeconds).toBeLessThanOrEqual(86_400);
    expect(sun.sunsetMs - sun.sunriseMs).toBeLessThanOrEqual(86_400_000);
  });

  test.prop([fc.integer({ min: 0, max: 365 }), longitudeDeg])(
    "gives 12 h 5-10 min of daylight on the equator all year (refraction and the solar disc)",
    (dayOfYear, lon) => {
      const sun = sunDay(daysFromCivil(2026, 1, 1) + dayOfYear, 0, lon);
      expect(sun.daylightSeconds).toBeGreaterThan(12 * 3600 + 300);
      expect(sun.daylightSeconds).toBeLessThan(12 * 3600 + 600);
    },
  );

  test.prop([fc.integer({ min: 0, max: 365 }), latitudeDeg, longitudeDeg])(
    "keeps daylight within 0-24 h and events within a day of local solar noon",
    (dayOfYear, lat, lon) => {
      const day = daysFromCivil(2026, 1, 1) + dayOfYear;
      const sun = sunDay(day, lat, lon);
      expect(sun.daylightSeconds).toBeGreaterThanOrEqual(0);
      expect(sun.daylightSeconds).toBeLessThanOrEqual(86_400);
      const noon = day * 86_400_000 + 12 * MS_PER_HOUR - (lon / 15) * MS_PER_HOUR;
      if (sun.polar === null && Number.isFinite(sun.sunriseMs)) {
        expect(Math.abs(sun.sunriseMs - noon)).toBeLessThan(14 * MS_PER_HOUR);
        expect(sun.sunriseMs).toBeLessThanOrEqual(sun.sunsetMs);
      }
    },
  );
});
