import type { ForecastSeries } from "../adapters/forecast.js";
import { parseWallTimeMs } from "../adapters/time.js";
import { HOURLY_KIND } from "../adapters/variables.js";
import { isFog, isFreezingPrecipitation, isHeavyRainCode, isRimeFog, isSnow, isThunderstorm } from "../day/codes.js";
import { edgeIndex } from "../day/hours.js";
import type { DayWeather } from "../day/weather.js";
import { lowerBound } from "../math/ranges.js";
import { civilTwilight } from "../physics/sun.js";
import type { Profile } from "../profile/index.js";
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from "../time/civil.js";
import { type DriveHazards, hourFeltC, NO_HAZARDS } from "./hazards.js";

/** The day a drive window is planned for: its local date and its first and last instants (a `DayWeather`). */
export type DriveDay = Pick<DayWeather, "date" | "dateMs" | "endMs">;

/** A suggested driving window, UTC epoch ms. */
export interface DriveWindow {
  /** Start, UTC epoch ms. */
  readonly startMs: number;
  /** End, UTC epoch ms. */
  readonly endMs: number;
}

/**
 * Why the step from the stamp `i` to the next (an hour in hourly data) is unsafe to drive, or `null` when it is safe
 * (docs/model.md, drive_window): instants (code, temperature, felt temperature, visibility) at its start, the rain
 * and gusts of the interval that ends at the next stamp (open-meteo.md §5), rain as a rate over the step, mm/h.
 */
export function unsafeHourReason(forecast: ForecastSeries, i: number, profile: Profile): string | null {
  const hourly = forecast.hourly;
  if (!hourly) return "no_data";
  const h = hourly.columns;
  const t = hourly.timeMs;
  const p = profile.driveWindow;
  const stepMs = stepAt(t, i);
  // the values of the interval [t[i], t[i] + step): stamped at its end, when the axis has that stamp
  const end = t[i + 1] === (t[i] as number) + stepMs ? i + 1 : -1;
  const code = h.weatherCode[i] as number;
  const tempC = h.temperatureC[i] as number;
  if (isFreezingPrecipitation(code)) return "freezing_precipitation";
  if (isSnow(code)) return "snow";
  if (isThunderstorm(code)) return "thunderstorm";
  if (isRimeFog(code) && tempC <= 0) return "freezing_fog";
  const rateMmH = ((h.precipitationMm[end] ?? Number.NaN) * MS_PER_HOUR) / stepMs;
  if (rateMmH > p.maxRainMmH || isHeavyRainCode(code)) return "heavy_rain";
  if ((h.windGustsKmh[end] ?? Number.NaN) >= p.maxGustKmh) return "dangerous_gusts";
  if ((h.visibilityM[i] as number) < p.minVisibilityM || (Number.isNaN(h.visibilityM[i] as number) && isFog(code)))
    return "fog";
  if (tempC <= 0) {
    // rain in the wet-road hours before the step, or during it: the intervals ending after t[i] - wetRoadHours
    const since = edgeIndex(t, (t[i] as number) - p.wetRoadHours * MS_PER_HOUR, HOURLY_KIND.precipitationMm);
    for (let k = since; k <= i + 1 && k < t.length; k++)
      if ((h.precipitationMm[k] as number) > 0) return "frozen_wet_road";
  }
  // the extreme_heat danger's own threshold, so the window never recommends the heat it says not to drive in
  if (hourFeltC(h, i) >= profile.van.caps.dangerHeatApparentC.at) return "extreme_heat";
  return null;
}

/**
 * Why the step from the stamp `i` is unsafe to drive: its own weather (`unsafeHourReason`), else what the day's
 * advice forbids (`DriveHazards`): `iced_road` from the day's first freezing precipitation on, `black_ice` in
 * tonight's hours at or below `drive.ice.frozenMinC` on a black-ice night; null when it is safe.
 */
function hourReason(forecast: ForecastSeries, i: number, hazards: DriveHazards, profile: Profile): string | null {
  const own = unsafeHourReason(forecast, i, profile);
  const hourly = forecast.hourly;
  if (own !== null || !hourly) return own;
  const ms = hourly.timeMs[i] as number;
  if (ms + stepAt(hourly.timeMs, i) > hazards.freezingFromMs) return "iced_road";
  const frozen = (hourly.columns.temperatureC[i] as number) <= profile.drive.ice.frozenMinC;
  return ms >= hazards.iceFromMs && frozen ? "black_ice" : null;
}

/** The step of the axis `t` from the stamp `i`: to the next stamp, else from the one before, else an hour. */
function stepAt(t: Float64Array, i: number): number {
  if (i + 1 < t.length) return (t[i + 1] as number) - (t[i] as number);
  return i > 0 ? (t[i] as number) - (t[i - 1] as number) : MS_PER_HOUR;
}

/**
 * Today's driving daylight from `nowMs` on, UTC epoch ms: civil dawn (or now) to civil dusk of the local date, the
 * whole day when the Sun stays above −6° (midnight sun, white nights); null when it never gets that high (polar night).
 */
function drivingDaylight(
  forecast: ForecastSeries,
  today: DriveDay,
  nowMs: number,
): { readonly fromMs: number; readonly duskMs: number } | null {
  const localDay = parseWallTimeMs(today.date) / MS_PER_DAY;
  const offsetS = (localDay * MS_PER_DAY - today.dateMs) / 1000;
  const sun = civilTwilight(localDay, forecast.latitude, forecast.longitude, offsetS);
  // polar day implies civilPolarDay: a Sun that never sets never gets 6° below the horizon either
  const dawn = sun.civilPolarDay ? today.dateMs : sun.civilDawnMs;
  const dusk = sun.civilPolarDay ? today.endMs : sun.civilDuskMs;
  if (Number.isNaN(dawn) || Number.isNaN(dusk)) return null;
  return { fromMs: Math.max(dawn, nowMs), duskMs: dusk };
}

/** An hour the drive window weighed, clipped to today's driving daylight, with why it is unsafe (`null`: safe). */
export interface DriveHour {
  /** Start of the hour (or of the daylight within it), UTC epoch ms. */
  readonly startMs: number;
  /** End, UTC epoch ms. */
  readonly endMs: number;
  /** Why the hour is unsafe (`unsafeHourReason`, or a hazard of the day's advice), null when it is safe. */
  readonly reason: string | null;
}

/**
 * The hours of today's driving daylight (civil dawn, or `nowMs` when later, to civil dusk), each clipped to it and
 * judged by `unsafeHourReason` and the day's `hazards` (none unless given); empty without hourly data or daylight.
 */
export function drivingHours(
  forecast: ForecastSeries,
  today: DriveDay,
  nowMs: number,
  profile: Profile,
  hazards: DriveHazards = NO_HAZARDS,
): DriveHour[] {
  const t = forecast.hourly?.timeMs;
  const span = t ? drivingDaylight(forecast, today, nowMs) : null;
  if (!t || !span) return [];
  // the steps that overlap the span: from the last stamp at or before its start, to the last before dusk
  const hours: DriveHour[] = [];
  for (let i = Math.max(0, lowerBound(t, span.fromMs + 1) - 1); i < lowerBound(t, span.duskMs); i++) {
    const startMs = Math.max(t[i] as number, span.fromMs);
    const endMs = Math.min((t[i] as number) + stepAt(t, i), span.duskMs);
    if (endMs > startMs) hours.push({ startMs, endMs, reason: hourReason(forecast, i, hazards, profile) });
  }
  return hours;
}

/**
 * Today's longest run of safe hours between civil dawn and civil dusk (the Sun 6° below the horizon; night driving
 * carries a much higher crash rate per mile), from `nowMs` on: no hour with freezing precipitation, snow,
 * thunderstorm, rain above 2.5 mm/h, gusts from 72 km/h, fog below 200 m (the Met Office's fog for motorists), a
 * freezing road wet within 3 hours, or a felt temperature at the extreme-heat danger's 39 °C; and none of what the
 * day's advice forbids (`hazards`: the hours after freezing precipitation starts, tonight's frozen hours on a
 * black-ice night). Hourly values hold for the hour from their time stamp (a run continues across a missing hour);
 * the window is clipped to dawn, dusk and now, and the earliest of equally long runs wins; start and end are whole
 * minutes inside the run. `null` when the run is shorter than 2 hours, when there is no daylight (polar night), or
 * when the response has no hourly data to judge.
 *
 * @param today the local day (`DayWeather` of `forecastDays`): its date and first and last instants
 * @param hazards what the day's advice forbids (`driveHazards`); none unless given
 */
export function driveWindow(
  forecast: ForecastSeries,
  today: DriveDay,
  nowMs: number,
  profile: Profile,
  hazards: DriveHazards = NO_HAZARDS,
): DriveWindow | null {
  let best: DriveWindow | null = null;
  let runStart = Number.NaN;
  let runEnd = Number.NaN;
  const close = () => {
    if (!Number.isNaN(runStart) && runEnd - runStart > (best ? best.endMs - best.startMs : 0))
      best = { startMs: runStart, endMs: runEnd };
    runStart = Number.NaN;
  };
  for (const hour of drivingHours(forecast, today, nowMs, profile, hazards)) {
    if (hour.reason !== null) close();
    else {
      if (Number.isNaN(runStart)) runStart = hour.startMs;
      runEnd = hour.endMs;
    }
  }
  close();
  const run = best as DriveWindow | null;
  if (!run) return null;
  // whole minutes, inside the safe run: start rounded up, end rounded down
  const window = {
    startMs: Math.ceil(run.startMs / MS_PER_MINUTE) * MS_PER_MINUTE,
    endMs: Math.floor(run.endMs / MS_PER_MINUTE) * MS_PER_MINUTE,
  };
  return window.endMs - window.startMs >= profile.driveWindow.minHours * MS_PER_HOUR ? window : null;
}
