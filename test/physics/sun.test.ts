import { getTimes } from "suncalc";
import { describe, expect, it } from "vitest";
import { civilTwilight, sunDay, sunriseSunset } from "../../src/physics/sun.js";
import { daysFromCivil, MS_PER_HOUR } from "../../src/time/civil.js";
import { latitudeDeg, longitudeDeg } from "../arbitraries.js";
import { fc, test } from "../prop.js";
import { TOLERANCE } from "../tolerances.js";

describe("sunDay", () => {
  /** suncalc 2.0.2 on the Sun's own date (its solar noon, 12:00 UTC − longitude/15 h), and its events as epoch ms. */
  const suncalc = (day: number, lat: number, lon: number) => {
    const times = getTimes(new Date(day * 86_400_000 + 12 * MS_PER_HOUR - (lon / 15) * MS_PER_HOUR), lat, lon);
    const ms = (date: Date | null) => (date ? date.getTime() : Number.NaN);
    return {
      noon: ms(times.solarNoon),
      horizon: [ms(times.sunrise), ms(times.sunset)] as const,
      civil: [ms(times.dawn), ms(times.dusk)] as const,
      polar: times.alwaysUp ? "day" : times.alwaysDown ? "night" : null,
    };
  };

  /** Expects `ours` within `TOLERANCE.sunSuncalcMs` of `theirs` (both epoch ms), or NaN where `theirs` is. */
  const expectNear = (ours: number, theirs: number) => {
    if (Number.isNaN(theirs)) expect(ours).toBeNaN();
    else expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(TOLERANCE.sunSuncalcMs);
  };

  /**
   * sunDay is suncalc within a millisecond wherever suncalc's events bracket solar noon within a day and the Sun
   * crosses the altitude at an angle (below 60° of latitude; beyond, a grazing Sun makes a crossing's time
   * ill-conditioned, and the property tests below hold instead).
   */
  const expectSuncalc = (day: number, lat: number, lon: number) => {
    const sun = sunDay(day, lat, lon);
    const theirs = suncalc(day, lat, lon);
    for (const [ours, [rise, set]] of [
      [[sun.sunriseMs, sun.sunsetMs], theirs.horizon],
      [[sun.civilDawnMs, sun.civilDuskMs], theirs.civil],
    ] as const) {
      if (!(rise < theirs.noon && theirs.noon < set && set - rise <= 86_400_000)) continue;
      expectNear(ours[0], rise);
      expectNear(ours[1], set);
    }
    expect(sun.polar).toBe(theirs.polar);
  };

  it("gives Lisbon's almanac sunrise and sunset for 2026-07-15 (06:24 and 21:01 WEST)", () => {
    const sun = sunDay(daysFromCivil(2026, 7, 15), 38.7167, -9.1333);
    expect(Math.abs(sun.sunriseMs - Date.UTC(2026, 6, 15, 5, 24))).toBeLessThan(TOLERANCE.sunEventMs);
    expect(Math.abs(sun.sunsetMs - Date.UTC(2026, 6, 15, 20, 1))).toBeLessThan(TOLERANCE.sunEventMs);
    expect(sun.civilDawnMs).toBeLessThan(sun.sunriseMs);
    expect(sun.civilDuskMs).toBeGreaterThan(sun.sunsetMs);
    expect(sun.polar).toBeNull();
    expect(sun.civilPolarDay).toBe(false);
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

  it("finds the civil date's events where the clock runs ahead of the Sun (Kashgar, UTC+8 at 76° E)", () => {
    // solar noon of 2026-01-01 at 12:00 − 76/15 h = 06:56 UTC = 14:56 local, on the civil date: that day's Sun
    const day = daysFromCivil(2026, 1, 1);
    const sun = sunDay(day, 39.47, 75.99, 8 * 3600);
    const [rise, set] = suncalc(day, 39.47, 75.99).horizon;
    expectNear(sun.sunriseMs, rise);
    expectNear(sun.sunsetMs, set);
    expect(Math.floor((sun.sunriseMs + 8 * MS_PER_HOUR) / 86_400_000)).toBe(day);
  });

  it("finds the civil date's events where the clock runs ahead of the Sun west of Greenwich (Ushuaia, UTC−3 at 68.3° W)", () => {
    // solar noon of 2026-01-01 at 12:00 + 68.3/15 h = 16:33 UTC = 13:33 local, on the civil date
    const day = daysFromCivil(2026, 1, 1);
    const sun = sunDay(day, -54.8, -68.3, -3 * 3600);
    const [rise, set] = suncalc(day, -54.8, -68.3).horizon;
    expectNear(sun.sunriseMs, rise);
    expectNear(sun.sunsetMs, set);
    expect(Math.floor((sun.sunriseMs - 3 * MS_PER_HOUR) / 86_400_000)).toBe(day);
  });

  it("takes the solar day whose noon falls at the civil date's first instant, not the one at its last", () => {
    // 0° on a UTC+12 clock: solar noon 1950-06-20 12:00 UTC is 1950-06-21 00:00 local, in the civil date 21 June;
    // the next, 21 June 12:00 UTC, is 22 June 00:00 local. One second less of offset puts the first at 20 June
    // 23:59:59 and the second at 21 June 23:59:59 local
    const day = daysFromCivil(1950, 6, 21);
    expectNear(sunDay(day, 45, 0, 12 * 3600).sunriseMs, suncalc(day - 1, 45, 0).horizon[0]);
    expectNear(sunDay(day, 45, 0, 12 * 3600 - 1).sunriseMs, suncalc(day, 45, 0).horizon[0]);
    // likewise on a UTC−12 clock: 21 June 12:00 UTC is 21 June 00:00 local; a second more of lag puts it at
    // 20 June 23:59:59, and 22 June 12:00 UTC at 21 June 23:59:59
    expectNear(sunDay(day, 45, 0, -12 * 3600).sunriseMs, suncalc(day, 45, 0).horizon[0]);
    expectNear(sunDay(day, 45, 0, -12 * 3600 - 1).sunriseMs, suncalc(day + 1, 45, 0).horizon[0]);
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
    // noon altitude 90 − 78.22 − 23.44 = −11.7°: the Sun never reaches −6°, so no white night either
    expect(winter.civilPolarDay).toBe(false);
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

  it("gives less than 24 h of daylight on that grazing day, since the Sun does set (suncalc finds a sunset)", () => {
    const sun = sunDay(daysFromCivil(2026, 7, 19), 68.3259, 23.3036);
    expect(sun.polar).toBeNull();
    expect(sun.daylightSeconds).toBeLessThan(86_400);
    expect(sun.sunsetMs - sun.sunriseMs).toBeLessThan(86_400_000);
  });

  // The boundaries of polar day and night: latitudes (found by bisection over doubles, then over longitudes until
  // one gives the bound exactly) at which cos H0 of sunrise, (sin(−0.833°) − sin φ sin δ)/(cos φ cos δ), is exactly
  // −1 or +1, the Sun's centre at −0.833° at midnight or noon. Solar noon is midway between the events there, and
  // suncalc's within a millisecond of it
  it("counts a Sun touching the horizon at midnight (cos H0 = −1 exactly) as setting: 24 h of daylight, not polar day", () => {
    // 68.37145589883441° N 20.55° E, 2026-07-19: H0 = acos(−1) = 180°, half a day either side of solar noon (the
    // refined events, with the Sun going south, slip off and no longer bracket solar noon, so the first-order ones
    // stand)
    const day = daysFromCivil(2026, 7, 19);
    const sun = sunDay(day, 68.37145589883441, 20.55);
    expect(sun.polar).toBeNull();
    expect(sun.sunsetMs - sun.sunriseMs).toBe(24 * MS_PER_HOUR);
    expectNear((sun.sunriseMs + sun.sunsetMs) / 2, suncalc(day, 68.37145589883441, 20.55).noon);
    expect(sun.daylightSeconds).toBe(86_400);
  });

  it("counts a Sun touching the horizon at noon (cos H0 = +1 exactly) as rising: no daylight, not polar night", () => {
    // 88.77536369240016° N 36.65° E, 2026-03-15: H0 = acos(1) = 0, sunrise and sunset are solar noon. The Sun's
    // centre then runs from −0.833° at noon to −0.833 − 2·(90 − 88.78) = −3.28° at midnight, never below −6°: a
    // white night
    const day = daysFromCivil(2026, 3, 15);
    const sun = sunDay(day, 88.77536369240016, 36.65);
    expect(sun.polar).toBeNull();
    expect(sun.sunsetMs).toBe(sun.sunriseMs);
    expectNear(sun.sunriseMs, suncalc(day, 88.77536369240016, 36.65).noon);
    expect(sun.daylightSeconds).toBe(0);
    expect(sun.civilDawnMs).toBeNaN();
    expect(sun.civilPolarDay).toBe(true);
  });

  it("keeps refined sunrise and sunset exactly 24 h apart (68.31705888° N 20° E, 2026-07-19)", () => {
    // at this latitude the refined events lie 86 400 000 ms apart to the millisecond and bracket solar noon: at
    // most a day, so they stand (the first-order hour angle would give 23.43 h)
    const day = daysFromCivil(2026, 7, 19);
    const sun = sunDay(day, 68.31705888, 20);
    const { noon } = suncalc(day, 68.31705888, 20);
    expect(sun.sunsetMs - sun.sunriseMs).toBe(86_400_000);
    expect(sun.sunriseMs < noon && noon < sun.sunsetMs).toBe(true);
    expect(sun.daylightSeconds).toBe(86_400);
  });

  it("puts sunrise and sunset symmetrically within a millisecond of noon when the Sun just clears the horizon", () => {
    // 67.39498° S, 2026-06-21: cos H0 = 1 − 7.8e-16 at 10° W and 1 − 1.0e-15 at 9.9° W, so H0 = √(2·(1 − cos H0))
    // = 3.94e-8 and 4.47e-8 rad, i.e. 0.542 and 0.615 ms of the 86 400 000 ms day (× 86 400 000/2π) either side of
    // solar noon; refined events, truncated to whole milliseconds, would sit 0 and 1 ms off noon, so the first-order
    // ones stand
    const day = daysFromCivil(2026, 6, 21);
    const cases: [number, number, number][] = [
      [-67.39498300636161, -10, 0.542],
      [-67.39498265729996, -9.9, 0.615],
    ];
    for (const [lat, lon, halfMs] of cases) {
      const sun = sunDay(day, lat, lon);
      expect((sun.sunsetMs - sun.sunriseMs) / 2).toBeCloseTo(halfMs, 3);
      expectNear((sun.sunriseMs + sun.sunsetMs) / 2, suncalc(day, lat, lon).noon);
    }
  });

  it("stops refining as suncalc does when the hour angle's sine is below 1e-6 (Sun 1 ms above the horizon at noon)", () => {
    // 67.3949830063616° S 10° W, 2026-06-21: cos H0 = 1 − 1.2e-15, the refinement's divisor cos φ cos δ sin H is
    // about 2e-8; the refinement stops there and the first guesses, truncated to whole milliseconds, bracket noon,
    // 1 ms either side
    const day = daysFromCivil(2026, 6, 21);
    const sun = sunDay(day, -67.3949830063616, -10);
    expect(sun.sunsetMs - sun.sunriseMs).toBe(2);
    expectNear(sun.sunriseMs + 1, suncalc(day, -67.3949830063616, -10).noon);
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

  /** Latitudes where the Sun crosses its altitudes at an angle all year (see `expectSuncalc`). */
  const sixtyDeg = fc.double({ min: -60, max: 60, noNaN: true });
  test.prop([fc.integer({ min: -36_500, max: 36_500 }), sixtyDeg, longitudeDeg])(
    "is suncalc 2.0.2's getTimes within a millisecond below 60° wherever suncalc's events bracket solar noon",
    (dayFrom2026, lat, lon) => expectSuncalc(daysFromCivil(2026, 1, 1) + dayFrom2026, lat, lon),
  );

  // ΔT enters the Sun's position (a second of ΔT moves an event by about 3 ms): each Espenak-Meeus fit must be
  // suncalc's, and the obliquity's T² and T³ terms count most far from 2000 (a few ms at high latitudes at the
  // solstices)
  test.prop([fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(1919, 12, 31) }), sixtyDeg, longitudeDeg])(
    "is suncalc within a millisecond from 1900 to 1919 (ΔT's first fit, −2.79 s in 1900 to 21.2 s in 1920)",
    expectSuncalc,
  );

  test.prop([
    fc.integer({ min: daysFromCivil(2100, 1, 1), max: daysFromCivil(2150, 12, 31) }),
    fc.double({ min: 55, max: 60, noNaN: true }),
    longitudeDeg,
  ])("is suncalc within a millisecond at 55-60° late in the ΔT fits' range (2100-2150)", expectSuncalc);

  it("is suncalc within a millisecond on the days the Sun's right ascension passes 12 h (September equinox)", () => {
    // 2026-09-23 00:05 UTC: the right ascension leaves +π for −π, within the half days either side of some
    // transit at every longitude; the interpolation takes the coordinates on one side of the jump
    for (let lon = -180; lon < 180; lon += 15) {
      for (const date of [22, 23]) expectSuncalc(daysFromCivil(2026, 9, date), 45, lon);
    }
  });

  it("gives the same events whatever was asked before (the remembered coordinates are their place's and day's)", () => {
    // a day shares its midnight coordinates with the day before and the day after at the same longitude; another
    // longitude's, or another day's, must never stand in for them
    const day = daysFromCivil(2026, 7, 15);
    const fresh = (d: number, lat: number, lon: number) => {
      sunDay(d + 400, -33.9, 151.2); // three other grid points: nothing of the next call's remembered
      return sunDay(d, lat, lon);
    };
    const paris = fresh(day, 48.86, 2.35);
    const lisbon = fresh(day, 38.72, -9.14);
    const parisTomorrow = fresh(day + 1, 48.86, 2.35);
    expect(sunDay(day, 38.72, -9.14)).toEqual(lisbon); // after another longitude's day
    expect(sunDay(day, 48.86, 2.35)).toEqual(paris);
    expect(sunDay(day + 1, 48.86, 2.35)).toEqual(parisTomorrow); // after the day before
    expect(sunDay(day, 48.86, 2.35)).toEqual(paris); // after the day after
    expect(sunDay(day, 38.72, 2.35).sunriseMs).toBe(fresh(day, 38.72, 2.35).sunriseMs); // the same longitude's
  });
});

describe("civilTwilight", () => {
  test.prop([fc.integer({ min: -36_500, max: 36_500 }), latitudeDeg, longitudeDeg])(
    "defaults the clock to the Sun's own (longitude/15 h), as sunDay does",
    (dayFrom2026, lat, lon) => {
      const day = daysFromCivil(2026, 1, 1) + dayFrom2026;
      const { civilDawnMs, civilDuskMs, civilPolarDay } = sunDay(day, lat, lon, (lon / 15) * 3600);
      expect(civilTwilight(day, lat, lon)).toEqual({ civilDawnMs, civilDuskMs, civilPolarDay });
    },
  );

  test.prop([fc.integer({ min: -36_500, max: 36_500 }), latitudeDeg, longitudeDeg, fc.integer({ min: -12, max: 14 })])(
    "is sunDay's civil dawn, dusk and white-night flag",
    (dayFrom2026, lat, lon, offsetHours) => {
      const day = daysFromCivil(2026, 1, 1) + dayFrom2026;
      const { civilDawnMs, civilDuskMs, civilPolarDay } = sunDay(day, lat, lon, offsetHours * 3600);
      expect(civilTwilight(day, lat, lon, offsetHours * 3600)).toEqual({ civilDawnMs, civilDuskMs, civilPolarDay });
    },
  );
});

describe("sunriseSunset", () => {
  test.prop([fc.integer({ min: -36_500, max: 36_500 }), latitudeDeg, longitudeDeg])(
    "defaults the clock to the Sun's own (longitude/15 h), as sunDay does",
    (dayFrom2026, lat, lon) => {
      const day = daysFromCivil(2026, 1, 1) + dayFrom2026;
      const { sunriseMs, sunsetMs, daylightSeconds, polar } = sunDay(day, lat, lon, (lon / 15) * 3600);
      expect(sunriseSunset(day, lat, lon)).toEqual({ sunriseMs, sunsetMs, daylightSeconds, polar });
    },
  );

  test.prop([fc.integer({ min: -36_500, max: 36_500 }), latitudeDeg, longitudeDeg, fc.integer({ min: -12, max: 14 })])(
    "is sunDay's sunrise, sunset, daylight and polar state",
    (dayFrom2026, lat, lon, offsetHours) => {
      const day = daysFromCivil(2026, 1, 1) + dayFrom2026;
      const { sunriseMs, sunsetMs, daylightSeconds, polar } = sunDay(day, lat, lon, offsetHours * 3600);
      expect(sunriseSunset(day, lat, lon, offsetHours * 3600)).toEqual({ sunriseMs, sunsetMs, daylightSeconds, polar });
    },
  );
});
