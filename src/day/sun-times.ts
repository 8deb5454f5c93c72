import { sunriseSunset } from "../physics/sun.js";
import { MS_PER_DAY } from "../time/civil.js";
import type { LocalDay } from "./calendar.js";

/** Sunrise and sunset (UTC epoch ms, `NaN` in polar day and night) and daylight, s, of one local day. */
export interface SunTimes {
  readonly sunriseMs: number;
  readonly sunsetMs: number;
  readonly daylightS: number;
}

/** `SunTimes` being written (`sunTimes`' `into`). */
export type MutableSunTimes = { -readonly [K in keyof SunTimes]: SunTimes[K] };

/** Sun times to write into, none known yet (NaN), their fields in `SunTimes`' order (one shape for every day). */
export const emptySunTimes = (): MutableSunTimes => ({
  sunriseMs: Number.NaN,
  sunsetMs: Number.NaN,
  daylightS: Number.NaN,
});

/**
 * An instant cut to its minute, as Open-Meteo writes sunrise and sunset (`2026-07-15T06:23`), so that a computed
 * time selects the same daylight hours as a response's own: a sunrise computed at 07:00:40 is 07:00, as the response
 * writes it, and the stamp 07:00 is daylight either way. `NaN` stays `NaN`.
 */
export const toMinute = (ms: number): number => Math.floor(ms / 60_000) * 60_000;

/**
 * The day's sun times: the response's own (sunrise, sunset and daylight of the row that stands for the day, instants
 * whatever its offset) where their solar noon lies in the day, else, where it has none, only a daylight without the
 * events, or events of another local date (a GMT row far from Greenwich holds the sun of the UTC date, open-meteo.md
 * §5), `sunriseSunset` (`sunDay`'s horizon events) at the grid point for the local date (its solar noon on that
 * date; docs/model.md, Sun times), its events cut to the minute (`toMinute`). Written into `into` where given (one
 * object for every day of a forecast, read before the next day's), else into a new one.
 */
export function sunTimes(
  day: LocalDay,
  sunriseMs: number,
  sunsetMs: number,
  daylightS: number,
  latitudeDeg: number,
  longitudeDeg: number,
  into: MutableSunTimes = emptySunTimes(),
): SunTimes {
  // the row's events are the day's when they bracket a solar noon inside it (a sunset past midnight is the day's)
  const noonMs = (sunriseMs + sunsetMs) / 2;
  const events = Number.isNaN(sunriseMs)
    ? !(daylightS > 0 && daylightS < 86_400)
    : sunriseMs < sunsetMs && noonMs >= day.startMs && noonMs < day.endMs;
  if (!Number.isNaN(daylightS) && events) {
    into.sunriseMs = sunriseMs;
    into.sunsetMs = sunsetMs;
    into.daylightS = daylightS;
    return into;
  }
  const offsetS = (day.day * MS_PER_DAY - day.startMs) / 1000;
  const sun = sunriseSunset(day.day, latitudeDeg, longitudeDeg, offsetS);
  into.sunriseMs = toMinute(sun.sunriseMs);
  into.sunsetMs = toMinute(sun.sunsetMs);
  into.daylightS = sun.daylightSeconds;
  return into;
}
