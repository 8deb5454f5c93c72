import { getTimes } from "suncalc";
import { MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";

/** Sun events of one local civil day; times are UTC epoch ms, `NaN` when the event does not happen. */
export interface SunDay {
  /** Upper limb at the horizon with refraction (altitude −0.833°). */
  sunriseMs: number;
  sunsetMs: number;
  /** Civil dawn and dusk: the Sun's centre 6° below the horizon. */
  civilDawnMs: number;
  civilDuskMs: number;
  /** Time between sunrise and sunset, s: 86400 in polar day, 0 in polar night. */
  daylightSeconds: number;
  /** `"day"` when the Sun never sets, `"night"` when it never rises, else `null`. */
  polar: "day" | "night" | null;
}

const toMs = (date: Date | null | undefined) => (date ? date.getTime() : Number.NaN);

/**
 * Sunrise, sunset, civil dawn and dusk of the civil date `localDay` (days since 1970-01-01) at a point, from
 * suncalc 2.0.2 (Meeus-based; rise/set within about 15 s of USNO). suncalc picks the solar day containing the
 * instant it is given, so it is called at local solar noon, 12:00 UTC − longitude/15 h, where every suncalc 2.x
 * release agrees. Polar day and night set `polar` and leave the missing events `NaN`; daylight is at most 24 h.
 * Costs one `getTimes` call (about 6 µs): use only where the forecast lacks sun times.
 *
 * @param localDay civil date as days since 1970-01-01
 * @param latitudeDeg degrees north, -90..90
 * @param longitudeDeg degrees east, -180..180
 */
export function sunDay(localDay: number, latitudeDeg: number, longitudeDeg: number): SunDay {
  const solarNoonMs = localDay * MS_PER_DAY + 12 * MS_PER_HOUR - (longitudeDeg / 15) * MS_PER_HOUR;
  const times = getTimes(new Date(solarNoonMs), latitudeDeg, longitudeDeg);
  const polar = times.alwaysUp ? "day" : times.alwaysDown ? "night" : null;
  const sunriseMs = toMs(times.sunrise);
  const sunsetMs = toMs(times.sunset);
  // suncalc's iteration can place a grazing sunrise before the previous nadir (rise and set over 24 h apart, when
  // the Sun barely dips below the horizon): a day still holds at most 24 h of daylight
  const daylightSeconds =
    polar === "day" ? 86_400 : polar === "night" ? 0 : Math.min(86_400, (sunsetMs - sunriseMs) / 1000);
  return {
    sunriseMs,
    sunsetMs,
    civilDawnMs: toMs(times.dawn),
    civilDuskMs: toMs(times.dusk),
    daylightSeconds,
    polar,
  };
}
