import type { ForecastSeries } from "../adapters/forecast.js";
import { HOURLY_KIND } from "../adapters/variables.js";
import { lowerBound, maxOf, meanOf, minOf } from "../math/ranges.js";
import { MS_PER_HOUR } from "../time/civil.js";
import type { ZoneClock } from "../time/zone.js";
import type { LocalDay } from "./calendar.js";
import { isFreezingPrecipitation } from "./codes.js";
import type { HourlyInputs } from "./hourly-inputs.js";
import { edgeIndex } from "./hours.js";
import { NIGHT_FROM_HOUR, NIGHT_TO_HOUR } from "./night.js";
import type { SunTimes } from "./sun-times.js";

/**
 * The day's waking hours on the local wall clock, 07:00 to 22:00: between the night before (which ends at 07:00) and
 * tonight (from 22:00), the hours the van score's rain-rate caps read.
 */
const WAKING_FROM_HOUR = NIGHT_TO_HOUR - 24;
const WAKING_TO_HOUR = NIGHT_FROM_HOUR;

/** Daytime hours on the local wall clock for a day with hourly data but no sun times that is not polar day. */
const FALLBACK_DAY_FROM_HOUR = 7;
const FALLBACK_DAY_TO_HOUR = 19;

/** The hourly section of a forecast. */
export type Hourly = NonNullable<ForecastSeries["hourly"]>;

/**
 * A day's daytime conditions from its hours, `NaN` where the hours hold none; `forecastDays` falls back to daily
 * values field by field.
 */
export interface Daytime {
  /** Highest hourly precipitation of the waking hours, 07:00-22:00, mm/h. */
  readonly precipitationMaxRateMmH: number;
  /** Highest hourly precipitation of the intervals ending in daylight, mm/h. */
  readonly daytimePrecipitationMaxRateMmH: number;
  /** Mean wind between sunrise and sunset, km/h. */
  readonly windMeanKmh: number;
  /** Highest gust of the intervals ending in daylight, km/h. */
  readonly daytimeGustMaxKmh: number;
  /** Mean cloud cover in daylight, %. */
  readonly cloudPct: number;
  /** WMO codes of the daylight hours, in order (empty when no daylight hour has one). */
  readonly daytimeCodes: readonly number[];
  /** Lowest visibility in daylight, m. */
  readonly visibilityMinM: number;
  /** Whether a stamp of the local day (00:00..23:00) has freezing drizzle or rain (WMO 56, 57, 66, 67). */
  readonly freezingHour: boolean;
  /** Apparent temperature extremes of the whole day, °C (`NaN` unless asked for: `withApparent`). */
  readonly apparentMaxC: number;
  readonly apparentMinC: number;
}

/**
 * The day's daytime values from the hourly section (mean wind, highest gust, mean cloud, the codes and lowest
 * visibility between sunrise and sunset, each variable by its kind: instants stamped in the daylight, gusts and rain
 * of the intervals ending in it; the waking hours' rain rate (07:00-22:00), mm/h over each stamp's interval, whether
 * any stamp of the local day has freezing precipitation, and,
 * `withApparent`, the apparent extremes over the local day's stamps 00:00..23:00, as Open-Meteo's daily values), `NaN`
 * where the hours hold none; null when the day has no hour at all. Written into `into` where given (one object for
 * every day of a forecast, read before the next day's), else into a new one.
 */
export function daytimeOf(
  { hourly, apparent, stepH }: HourlyInputs,
  day: LocalDay,
  sun: SunTimes,
  clock: ZoneClock,
  withApparent: boolean,
  into?: MutableDaytime,
): Daytime | null {
  const t = hourly.timeMs;
  const h = hourly.columns;
  const first = lowerBound(t, day.startMs);
  const last = lowerBound(t, day.endMs);
  if (last === first) return null;
  const midnightWall = day.day * 24 * MS_PER_HOUR;
  // daylight: sunrise to sunset, the whole day in polar day, else 07:00 to 19:00 on the wall clock
  let fromMs = day.startMs;
  let toMs = day.endMs;
  if (!Number.isNaN(sun.sunriseMs) && !Number.isNaN(sun.sunsetMs)) {
    fromMs = sun.sunriseMs;
    toMs = sun.sunsetMs;
  } else if (sun.daylightS < 86_400) {
    fromMs = clock.instantOf(midnightWall + FALLBACK_DAY_FROM_HOUR * MS_PER_HOUR);
    toMs = clock.instantOf(midnightWall + FALLBACK_DAY_TO_HOUR * MS_PER_HOUR);
  }
  const from = lowerBound(t, fromMs);
  const to = lowerBound(t, toMs);
  const rain = HOURLY_KIND.precipitationMm;
  const wakingFrom = edgeIndex(t, clock.instantOf(midnightWall + WAKING_FROM_HOUR * MS_PER_HOUR), rain);
  const wakingTo = edgeIndex(t, clock.instantOf(midnightWall + WAKING_TO_HOUR * MS_PER_HOUR), rain);
  const codes: number[] = [];
  for (let k = from; k < to; k++) {
    const code = h.weatherCode[k] as number;
    if (!Number.isNaN(code)) codes.push(code);
  }
  let freezingHour = false;
  for (let k = first; k < last && !freezingHour; k++)
    freezingHour = isFreezingPrecipitation(h.weatherCode[k] as number);
  const out = into ?? emptyDaytime();
  out.precipitationMaxRateMmH = maxOf(h.precipitationMm, wakingFrom, wakingTo) / stepH;
  out.daytimePrecipitationMaxRateMmH =
    maxOf(h.precipitationMm, edgeIndex(t, fromMs, rain), edgeIndex(t, toMs, rain)) / stepH;
  out.windMeanKmh = meanOf(h.windSpeedKmh, from, to);
  out.daytimeGustMaxKmh = maxOf(
    h.windGustsKmh,
    edgeIndex(t, fromMs, HOURLY_KIND.windGustsKmh),
    edgeIndex(t, toMs, HOURLY_KIND.windGustsKmh),
  );
  out.cloudPct = meanOf(h.cloudCoverPct, from, to);
  out.daytimeCodes = codes;
  out.visibilityMinM = minOf(h.visibilityM, from, to);
  out.freezingHour = freezingHour;
  out.apparentMaxC = withApparent ? maxOf(apparent, first, last) : Number.NaN;
  out.apparentMinC = withApparent ? minOf(apparent, first, last) : Number.NaN;
  return out;
}

/** A `Daytime` being written (`daytimeOf`'s `into`). */
export type MutableDaytime = { -readonly [K in keyof Daytime]: Daytime[K] };

/** An empty `Daytime` to write into, its fields in `Daytime`'s order (one shape for every day). */
export const emptyDaytime = (): MutableDaytime => ({
  precipitationMaxRateMmH: Number.NaN,
  daytimePrecipitationMaxRateMmH: Number.NaN,
  windMeanKmh: Number.NaN,
  daytimeGustMaxKmh: Number.NaN,
  cloudPct: Number.NaN,
  daytimeCodes: [],
  visibilityMinM: Number.NaN,
  freezingHour: false,
  apparentMaxC: Number.NaN,
  apparentMinC: Number.NaN,
});
