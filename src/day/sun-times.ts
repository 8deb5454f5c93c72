import { sunDay } from "../physics/sun.js";
import { MS_PER_DAY } from "../time/civil.js";
import type { LocalDay } from "./calendar.js";

/** Sunrise and sunset (UTC epoch ms, `NaN` in polar day and night) and daylight, s, of one local day. */
export interface SunTimes {
  readonly sunriseMs: number;
  readonly sunsetMs: number;
  readonly daylightS: number;
}

/**
 * The day's sun times: the response's own (sunrise, sunset and daylight of the row that stands for the day, instants
 * whatever its offset) where their solar noon lies in the day, else, where it has none, only a daylight without the
 * events, or events of another local date (a GMT row far from Greenwich holds the sun of the UTC date, open-meteo.md §5),
 * `sunDay` at the grid point for the local date (its solar noon on that date; docs/model.md, Sun times).
 */
export function sunTimes(
  day: LocalDay,
  sunriseMs: number,
  sunsetMs: number,
  daylightS: number,
  latitudeDeg: number,
  longitudeDeg: number,
): SunTimes {
  // the row's events are the day's when they bracket a solar noon inside it (a sunset past midnight is the day's)
  const noonMs = (sunriseMs + sunsetMs) / 2;
  const events = Number.isNaN(sunriseMs)
    ? !(daylightS > 0 && daylightS < 86_400)
    : sunriseMs < sunsetMs && noonMs >= day.startMs && noonMs < day.endMs;
  if (!Number.isNaN(daylightS) && events) return { sunriseMs, sunsetMs, daylightS };
  const offsetS = (day.day * MS_PER_DAY - day.startMs) / 1000;
  const sun = sunDay(day.day, latitudeDeg, longitudeDeg, offsetS);
  return { sunriseMs: sun.sunriseMs, sunsetMs: sun.sunsetMs, daylightS: sun.daylightSeconds };
}
