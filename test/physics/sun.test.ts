import { getTimes } from "suncalc";
import { describe, expect, it } from "vitest";
import { civilTwilight, sunDay } from "../../src/physics/sun.js";
import { daysFromCivil, MS_PER_HOUR } from "../../src/time/civil.js";
import { latitudeDeg, longitudeDeg } from "../arbitraries.js";
import { fc, test } from "../prop.js";
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

  it("finds the civil date's events where the clock runs a day ahead of the Sun (Kiritimati, UTC+14 at 157° W)", () => {
    // 2026-07-16 in Kiritimati: sunrise about 06:29 local = 2026-07-15 16:29 UTC
    const sun = sunDay(daysFromCivil(2026, 7, 16), 1.87, -157.4, 14 * 3600);
    expect(sun.sunriseMs).toBeGreaterThan(Date.UTC(2026, 6, 15, 16));
    expect(sun.sunriseMs).toBeLessThan(Date.UTC(2026, 6, 15, 17));
    // without the zone, the Sun's own day is meant: a full day later on the local clock
    expect(sunDay(daysFromCivil(2026, 7, 16), 1.87, -157.4).sunriseMs - sun.sunriseMs).toBeCloseTo(86_400_000, -6);
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

  // real zones run at most about 4 h from the Sun's time (western China), or a day ahead of it (Kiritimati)
  const zoneSkewHours = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.constantFrom(-24, 0, 24));
  test.prop([fc.integer({ min: 0, max: 365 }), latitudeDeg, longitudeDeg, zoneSkewHours])(
    "keeps daylight within 0-24 h and the day's solar noon on the local civil date, whatever the zone",
    (dayOfYear, lat, lon, [skew, wrap]) => {
      const offsetHours = Math.round(lon / 15) + skew + wrap;
      fc.pre(offsetHours >= -12 && offsetHours <= 14);
      const day = daysFromCivil(2026, 1, 1) + dayOfYear;
      const sun = sunDay(day, lat, lon, offsetHours * 3600);
      expect(sun.daylightSeconds).toBeGreaterThanOrEqual(0);
      expect(sun.daylightSeconds).toBeLessThanOrEqual(86_400);
      if (sun.polar === null && Number.isFinite(sun.sunriseMs)) {
        expect(sun.sunriseMs).toBeLessThanOrEqual(sun.sunsetMs);
        const localNoon = (sun.sunriseMs + sun.sunsetMs) / 2 + offsetHours * MS_PER_HOUR;
        expect(Math.floor(localNoon / 86_400_000)).toBe(day);
      }
    },
  );

  test.prop([fc.integer({ min: -36_500, max: 36_500 }), fc.double({ min: -89, max: 89, noNaN: true }), longitudeDeg])(
    "is suncalc 2.0.2's getTimes to the millisecond wherever suncalc's events bracket solar noon",
    (dayFrom2026, lat, lon) => {
      const day = daysFromCivil(2026, 1, 1) + dayFrom2026;
      const sun = sunDay(day, lat, lon);
      const times = getTimes(new Date(day * 86_400_000 + 12 * MS_PER_HOUR - (lon / 15) * MS_PER_HOUR), lat, lon);
      const ms = (date: Date | null) => (date ? date.getTime() : Number.NaN);
      const noon = ms(times.solarNoon);
      for (const [ours, theirs] of [
        [
          [sun.sunriseMs, sun.sunsetMs],
          [ms(times.sunrise), ms(times.sunset)],
        ],
        [
          [sun.civilDawnMs, sun.civilDuskMs],
          [ms(times.dawn), ms(times.dusk)],
        ],
      ] as const) {
        const [rise, set] = theirs;
        // elsewhere (grazing days, polar day and night) the property tests above hold instead
        if (!(rise < noon && noon < set && set - rise <= 86_400_000)) continue;
        expect(Math.abs(ours[0] - rise)).toBeLessThanOrEqual(1);
        expect(Math.abs(ours[1] - set)).toBeLessThanOrEqual(1);
      }
      expect(sun.polar).toBe(times.alwaysUp ? "day" : times.alwaysDown ? "night" : null);
    },
  );
});

describe("civilTwilight", () => {
  test.prop([fc.integer({ min: -36_500, max: 36_500 }), latitudeDeg, longitudeDeg, fc.integer({ min: -12, max: 14 })])(
    "is sunDay's civil dawn, dusk and white-night flag",
    (dayFrom2026, lat, lon, offsetHours) => {
      const day = daysFromCivil(2026, 1, 1) + dayFrom2026;
      const { civilDawnMs, civilDuskMs, civilPolarDay } = sunDay(day, lat, lon, offsetHours * 3600);
      expect(civilTwilight(day, lat, lon, offsetHours * 3600)).toEqual({ civilDawnMs, civilDuskMs, civilPolarDay });
    },
  );
});
