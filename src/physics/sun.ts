// Sun events adapted from suncalc 2.0.2 (BSD-2-Clause, Copyright (c) 2026, Volodymyr Agafonkin); see LICENSE.
import { MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";
import {
  declination,
  type Ephemeris,
  ephemeris,
  J0,
  RAD,
  rightAscension,
  siderealRad,
  solarTransit,
  TWO_PI,
  wrapPi,
} from "./sun-position.js";

/** Sun events of one local civil day; times are UTC epoch ms, `NaN` when the event does not happen. */
export interface SunDay {
  /** Upper limb at the horizon with refraction (altitude −0.833°). */
  sunriseMs: number;
  /** Sunset, likewise; sunrise and sunset are `NaN` in polar day and night. */
  sunsetMs: number;
  /** Civil dawn and dusk: the Sun's centre 6° below the horizon (`NaN` when it never gets that low, or that high). */
  civilDawnMs: number;
  /** Civil dusk, likewise. */
  civilDuskMs: number;
  /** Time between sunrise and sunset, s: 86400 in polar day, 0 in polar night. */
  daylightSeconds: number;
  /** `"day"` when the Sun never sets, `"night"` when it never rises, else `null`. */
  polar: "day" | "night" | null;
  /** Whether the Sun stays above −6° all day (white nights: civil twilight lasts from dusk to dawn). */
  civilPolarDay: boolean;
}

const SUNRISE_ALTITUDE_DEG = -0.833;
const CIVIL_ALTITUDE_DEG = -6;
const J1970 = 2_440_588;
const J2000 = 2_451_545;

/** Days since J2000.0 (UT) of a UTC epoch-ms instant, and back (whole ms, as a `Date` would hold them). */
const daysSinceJ2000 = (ms: number) => ms / MS_PER_DAY - 0.5 + J1970 - J2000;
const msOfDays = (d: number) => Math.trunc((d + J2000 + 0.5 - J1970) * MS_PER_DAY);

/** sin of the altitudes vansky's events are at: sunrise and sunset's, civil twilight's. */
const SIN_SUNRISE = Math.sin(SUNRISE_ALTITUDE_DEG * RAD);
const SIN_CIVIL = Math.sin(CIVIL_ALTITUDE_DEG * RAD);

/**
 * cos H of the hour angle at which the Sun's centre stands at the altitude whose sine is `sinH0` on `day` (latitude
 * φ, transit declination δ): (sin h − sin φ sin δ)/(cos φ cos δ).
 */
const cosHourAngle = (sinH0: number, day: SolarDay) =>
  (sinH0 - day.sinPhi * Math.sin(day.dec)) / (day.cosPhi * Math.cos(day.dec));

/**
 * When the Sun's centre crosses altitude `h0` (radians; `cosH0`, its hour angle's cosine at transit, see
 * `cosHourAngle`) before (`sign` −1) or after (+1) the transit of `day`, UT days since J2000, with two of Meeus'
 * altitude corrections (15.2); `NaN` when it stays above or below `h0` all day.
 */
function crossing(h0: number, cosH0: number, sign: number, day: SolarDay): number {
  if (cosH0 < -1 || cosH0 > 1) return Number.NaN;
  const { lw, sinPhi, cosPhi } = day;
  let d = day.transit + (sign * Math.acos(cosH0)) / TWO_PI;
  for (let i = 0; i < 2; i++) {
    const dec = declination(day.sun, d);
    const h = wrapPi(siderealRad(d, lw) - rightAscension(day.sun, d));
    const cosPhiCosDec = cosPhi * Math.cos(dec);
    const altitude = Math.asin(sinPhi * Math.sin(dec) + cosPhiCosDec * Math.cos(h));
    const sinH = cosPhiCosDec * Math.sin(h);
    if (Math.abs(sinH) < 1e-6) break; // grazing the altitude: the correction is ill-conditioned
    d += (altitude - h0) / (TWO_PI * sinH);
  }
  return d;
}

/**
 * The pair of events around `noonMs` at which the Sun crosses an altitude: the iterated ones when they bracket solar
 * noon within a day, else (the refinement can slip to the neighbouring day when the Sun only grazes the altitude, as
 * in Lapland in the week the midnight sun ends) the first-order hour angle around solar noon, from `cosH` (see
 * `cosHourAngle`).
 */
function events(riseMs: number, setMs: number, noonMs: number, cosH: number): [number, number] {
  if (!(Number.isFinite(riseMs) && Number.isFinite(setMs))) return [riseMs, setMs];
  if (riseMs < noonMs && noonMs < setMs && setMs - riseMs <= MS_PER_DAY) return [riseMs, setMs];
  const halfDayMs = cosH <= -1 ? MS_PER_DAY / 2 : cosH >= 1 ? 0 : (Math.acos(cosH) / TWO_PI) * MS_PER_DAY;
  return [noonMs - halfDayMs, noonMs + halfDayMs];
}

/** The solar transit of a civil date and what the events of every altitude around it need (see `sunDay`). */
interface SolarDay {
  readonly transit: number;
  readonly noonMs: number;
  readonly dec: number;
  readonly lw: number;
  readonly sinPhi: number;
  readonly cosPhi: number;
  readonly sun: Ephemeris;
}

function solarDay(localDay: number, latitudeDeg: number, longitudeDeg: number, utcOffsetSeconds: number): SolarDay {
  const solarNoonMs = localDay * MS_PER_DAY + 12 * MS_PER_HOUR - (longitudeDeg / 15) * MS_PER_HOUR;
  const dayShift = Math.floor((solarNoonMs + utcOffsetSeconds * 1000) / MS_PER_DAY) - localDay;
  const lw = -longitudeDeg * RAD;
  const anchor = Math.round(daysSinceJ2000(solarNoonMs - dayShift * MS_PER_DAY) - J0 - lw / TWO_PI);
  const sun = ephemeris(anchor, lw);
  const transit = solarTransit(sun, lw);
  const phi = latitudeDeg * RAD;
  const noonMs = msOfDays(transit);
  const dec = declination(sun, transit);
  return { transit, noonMs, dec, lw, sinPhi: Math.sin(phi), cosPhi: Math.cos(phi), sun };
}

/**
 * The events at which the Sun's centre crosses `altitudeDeg` on `day`, UTC epoch ms (see `events`), from its hour
 * angle's cosine at transit `cosH0` (see `cosHourAngle`).
 */
function eventsAt(day: SolarDay, altitudeDeg: number, cosH0: number): [number, number] {
  const h0 = altitudeDeg * RAD;
  const rise = msOfDays(crossing(h0, cosH0, -1, day));
  const set = msOfDays(crossing(h0, cosH0, 1, day));
  return events(rise, set, day.noonMs, cosH0);
}

/** cos H of sunrise on `day`: beyond ±1 the Sun is above the horizon all day (−1) or below it (+1). */
const horizonCosH = (day: SolarDay) => cosHourAngle(SIN_SUNRISE, day);

/** Civil dawn and dusk of `day` (see `sunDay`). */
const civilEvents = (day: SolarDay) => eventsAt(day, CIVIL_ALTITUDE_DEG, cosHourAngle(SIN_CIVIL, day));

/** Whether the Sun stays above −6° all day: no civil dawn on a day it does rise (`horizonCosH` not above 1). */
const isCivilPolarDay = (civilDawnMs: number, horizonCos: number) => Number.isNaN(civilDawnMs) && !(horizonCos > 1);

/**
 * Sunrise, sunset, civil dawn and dusk of the civil date `localDay` (days since 1970-01-01) at a point whose clocks
 * run `utcOffsetSeconds` east of UTC: suncalc 2.0.2's algorithm (Meeus ch. 15 and 25 with ΔT; rise/set within
 * about 15 s of USNO) on the Sun's coordinates interpolated through the day (`ephemeris`: within a millisecond of
 * suncalc below 60° of latitude), for the two altitudes vansky needs and without `Date` objects (0.9 µs, a seventh
 * of a `getTimes` call). The solar day is the one whose solar noon (12:00 UTC −
 * longitude/15 h, give or take a day) falls on that civil date: where the zone runs a day ahead of the Sun
 * (Kiritimati, UTC+14 at 157° W; Samoa and Tonga, UTC+13 near 172° W) the civil date's solar noon is on the
 * previous UTC date. Polar day and night set `polar` and leave the missing events `NaN`; events always bracket
 * solar noon and daylight is at most 24 h (see `events` for the grazing days where the iteration alone does not).
 *
 * @param localDay civil date as days since 1970-01-01
 * @param latitudeDeg degrees north, -90..90
 * @param longitudeDeg degrees east, -180..180
 * @param utcOffsetSeconds the local clock's offset; default the Sun's own (longitude/15 h)
 */
export function sunDay(
  localDay: number,
  latitudeDeg: number,
  longitudeDeg: number,
  utcOffsetSeconds = (longitudeDeg / 15) * 3600,
): SunDay {
  const day = solarDay(localDay, latitudeDeg, longitudeDeg, utcOffsetSeconds);
  const cosH = horizonCosH(day);
  const { sunriseMs, sunsetMs, daylightSeconds, polar } = horizonEvents(day, cosH);
  const [civilDawnMs, civilDuskMs] = civilEvents(day);
  const civilPolarDay = isCivilPolarDay(civilDawnMs, cosH);
  return { sunriseMs, sunsetMs, civilDawnMs, civilDuskMs, daylightSeconds, polar, civilPolarDay };
}

/** Sunrise, sunset, daylight and polar state of `day`, whose `horizonCosH` is `cosH` (see `sunDay`). */
function horizonEvents(
  day: SolarDay,
  cosH: number,
): Pick<SunDay, "sunriseMs" | "sunsetMs" | "daylightSeconds" | "polar"> {
  const [sunriseMs, sunsetMs] = eventsAt(day, SUNRISE_ALTITUDE_DEG, cosH);
  const polar: SunDay["polar"] = cosH < -1 ? "day" : cosH > 1 ? "night" : null;
  const daylightSeconds = polar === "day" ? 86_400 : polar === "night" ? 0 : (sunsetMs - sunriseMs) / 1000;
  return { sunriseMs, sunsetMs, daylightSeconds, polar };
}

/**
 * Sunrise, sunset, daylight and polar state of the civil date `localDay` alone: `sunDay`'s fields (same arguments,
 * same values) without the crossings of civil twilight, for callers that do not need it (the days' sun times).
 */
export function sunriseSunset(
  localDay: number,
  latitudeDeg: number,
  longitudeDeg: number,
  utcOffsetSeconds = (longitudeDeg / 15) * 3600,
): Pick<SunDay, "sunriseMs" | "sunsetMs" | "daylightSeconds" | "polar"> {
  const day = solarDay(localDay, latitudeDeg, longitudeDeg, utcOffsetSeconds);
  return horizonEvents(day, horizonCosH(day));
}

/**
 * Civil dawn and dusk of the civil date `localDay` alone: `sunDay`'s civil fields (same arguments, same values)
 * without the crossings of sunrise and sunset, for callers that do not need them (the drive window).
 */
export function civilTwilight(
  localDay: number,
  latitudeDeg: number,
  longitudeDeg: number,
  utcOffsetSeconds = (longitudeDeg / 15) * 3600,
): Pick<SunDay, "civilDawnMs" | "civilDuskMs" | "civilPolarDay"> {
  const day = solarDay(localDay, latitudeDeg, longitudeDeg, utcOffsetSeconds);
  const [civilDawnMs, civilDuskMs] = civilEvents(day);
  return { civilDawnMs, civilDuskMs, civilPolarDay: isCivilPolarDay(civilDawnMs, horizonCosH(day)) };
}
