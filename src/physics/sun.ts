import { getTimes } from "suncalc";
import { civilFromDays, daysFromCivil, MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";

/** Sun events of one local civil day; times are UTC epoch ms, `NaN` when the event does not happen. */
export interface SunDay {
  /** Upper limb at the horizon with refraction (altitude −0.833°). */
  sunriseMs: number;
  sunsetMs: number;
  /** Civil dawn and dusk: the Sun's centre 6° below the horizon (`NaN` when it never gets that low, or that high). */
  civilDawnMs: number;
  civilDuskMs: number;
  /** Time between sunrise and sunset, s: 86400 in polar day, 0 in polar night. */
  daylightSeconds: number;
  /** `"day"` when the Sun never sets, `"night"` when it never rises, else `null`. */
  polar: "day" | "night" | null;
  /** Whether the Sun stays above −6° all day (white nights: civil twilight lasts from dusk to dawn). */
  civilPolarDay: boolean;
}

const toMs = (date: Date | null | undefined) => (date ? date.getTime() : Number.NaN);
const RAD = Math.PI / 180;
const SUNRISE_ALTITUDE_DEG = -0.833;
const CIVIL_ALTITUDE_DEG = -6;

/**
 * Solar declination, radians, on a day of the year (0 = 1 January), after Spencer (1971), "Fourier series
 * representation of the position of the Sun", Search 2(5): 172; within 0.035°.
 */
function declinationRad(dayOfYear: number): number {
  const g = (2 * Math.PI * dayOfYear) / 365;
  return (
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g)
  );
}

/**
 * The pair of events around `noonMs` at which the Sun crosses `altitudeDeg`: suncalc's own when they bracket solar
 * noon within a day, else (suncalc's refinement can slip to the neighbouring day when the Sun only grazes the
 * altitude, as in Lapland in the week the midnight sun ends) the first-order hour angle
 * cos H = (sin h − sin φ sin δ)/(cos φ cos δ) around solar noon.
 */
function events(
  riseMs: number,
  setMs: number,
  noonMs: number,
  latitudeDeg: number,
  dayOfYear: number,
  altitudeDeg: number,
): [number, number] {
  if (!(Number.isFinite(riseMs) && Number.isFinite(setMs))) return [riseMs, setMs];
  if (riseMs < noonMs && noonMs < setMs && setMs - riseMs <= MS_PER_DAY) return [riseMs, setMs];
  const dec = declinationRad(dayOfYear);
  const phi = latitudeDeg * RAD;
  const cosH = (Math.sin(altitudeDeg * RAD) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  const halfDayMs = cosH <= -1 ? MS_PER_DAY / 2 : cosH >= 1 ? 0 : (Math.acos(cosH) / (2 * Math.PI)) * MS_PER_DAY;
  return [noonMs - halfDayMs, noonMs + halfDayMs];
}

/**
 * Sunrise, sunset, civil dawn and dusk of the civil date `localDay` (days since 1970-01-01) at a point whose clocks
 * run `utcOffsetSeconds` east of UTC, from suncalc 2.0.2 (Meeus-based; rise/set within about 15 s of USNO). suncalc
 * picks the solar day containing the instant it is given, so it is called at the solar noon (12:00 UTC −
 * longitude/15 h, give or take a day) that falls on that civil date: where the zone runs a day ahead of the Sun
 * (Kiritimati, UTC+14 at 157° W; Samoa and Tonga, UTC+13 near 172° W) the civil date's solar noon is on the
 * previous UTC date. Polar day and night set `polar` and leave the missing events `NaN`; events always bracket
 * solar noon and daylight is at most 24 h (see `events` for the grazing days where suncalc alone does not).
 * Costs one `getTimes` call (about 6 µs): use only where the forecast lacks sun times.
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
  const solarNoonMs = localDay * MS_PER_DAY + 12 * MS_PER_HOUR - (longitudeDeg / 15) * MS_PER_HOUR;
  const dayShift = Math.floor((solarNoonMs + utcOffsetSeconds * 1000) / MS_PER_DAY) - localDay;
  const times = getTimes(new Date(solarNoonMs - dayShift * MS_PER_DAY), latitudeDeg, longitudeDeg);
  const polar = times.alwaysUp ? "day" : times.alwaysDown ? "night" : null;
  const noonMs = toMs(times.solarNoon);
  const dayOfYear = localDay - daysFromCivil(civilFromDays(localDay)[0], 1, 1);
  const [sunriseMs, sunsetMs] = events(
    toMs(times.sunrise),
    toMs(times.sunset),
    noonMs,
    latitudeDeg,
    dayOfYear,
    SUNRISE_ALTITUDE_DEG,
  );
  const [civilDawnMs, civilDuskMs] = events(
    toMs(times.dawn),
    toMs(times.dusk),
    noonMs,
    latitudeDeg,
    dayOfYear,
    CIVIL_ALTITUDE_DEG,
  );
  const daylightSeconds = polar === "day" ? 86_400 : polar === "night" ? 0 : (sunsetMs - sunriseMs) / 1000;
  // no civil dawn on a day the Sun rises means it never got 6° below the horizon
  const civilPolarDay = Number.isNaN(civilDawnMs) && polar !== "night";
  return { sunriseMs, sunsetMs, civilDawnMs, civilDuskMs, daylightSeconds, polar, civilPolarDay };
}
