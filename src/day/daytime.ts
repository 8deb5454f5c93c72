import type { ForecastSeries } from "../adapters/forecast.js";
import { HOURLY_KIND } from "../adapters/variables.js";
import { maxOf, meanOf, minOf } from "../math/ranges.js";
import { MS_PER_HOUR } from "../time/civil.js";
import type { ZoneClock } from "../time/zone.js";
import type { LocalDay } from "./calendar.js";
import type { HourlyInputs } from "./hourly-inputs.js";
import { edgeIndex, firstKnown, lowerBound } from "./hours.js";
import type { SunTimes } from "./sun-times.js";

/** Daytime hours on the local wall clock for a day with hourly data but no sun times that is not polar day. */
const FALLBACK_DAY_FROM_HOUR = 7;
const FALLBACK_DAY_TO_HOUR = 19;

/** The hourly section of a forecast. */
export type Hourly = NonNullable<ForecastSeries["hourly"]>;

/** A day's daytime conditions: from the hours between sunrise and sunset where there are some, else daily values. */
export interface Daytime {
  /** Whether the values come from hourly data. */
  readonly hourly: boolean;
  /** Highest hourly precipitation of the whole day, mm/h (NaN without hourly data). */
  readonly precipitationMaxRateMmH: number;
  readonly windMeanKmh: number;
  readonly daytimeGustMaxKmh: number;
  readonly cloudPct: number;
  readonly daytimeCodes: readonly number[];
  readonly visibilityMinM: number;
  /** Apparent temperature extremes of the whole day, °C. */
  readonly apparentMaxC: number;
  readonly apparentMinC: number;
}

/**
 * The day's daytime values from the hourly section (mean wind, highest gust, mean cloud, the codes and lowest
 * visibility between sunrise and sunset, each variable by its kind: instants stamped in the daylight, gusts of the
 * intervals ending in it; the rain rate, mm/h over each stamp's interval, and apparent extremes over the local day's
 * stamps 00:00..23:00, as Open-Meteo's daily values), each falling back to `daily`'s where the hours hold none;
 * `daily` itself when the day has no hour at all.
 */
export function daytimeOf(
  { hourly, apparent, stepH }: HourlyInputs,
  day: LocalDay,
  sun: SunTimes,
  clock: ZoneClock,
  daily: Daytime,
): Daytime {
  const t = hourly.timeMs;
  const h = hourly.columns;
  const first = lowerBound(t, day.startMs);
  const last = lowerBound(t, day.endMs);
  if (last === first) return daily;
  // daylight: sunrise to sunset, the whole day in polar day, else 07:00 to 19:00 on the wall clock
  let fromMs = day.startMs;
  let toMs = day.endMs;
  if (!Number.isNaN(sun.sunriseMs) && !Number.isNaN(sun.sunsetMs)) {
    fromMs = sun.sunriseMs;
    toMs = sun.sunsetMs;
  } else if (sun.daylightS < 86_400) {
    const midnightWall = day.day * 24 * MS_PER_HOUR;
    fromMs = clock.instantOf(midnightWall + FALLBACK_DAY_FROM_HOUR * MS_PER_HOUR);
    toMs = clock.instantOf(midnightWall + FALLBACK_DAY_TO_HOUR * MS_PER_HOUR);
  }
  const from = lowerBound(t, fromMs);
  const to = lowerBound(t, toMs);
  const codes: number[] = [];
  for (let k = from; k < to; k++) if (!Number.isNaN(h.weatherCode[k] as number)) codes.push(h.weatherCode[k] as number);
  return {
    hourly: true,
    precipitationMaxRateMmH: maxOf(h.precipitationMm, first, last) / stepH,
    windMeanKmh: firstKnown(meanOf(h.windSpeedKmh, from, to), daily.windMeanKmh),
    daytimeGustMaxKmh: firstKnown(
      maxOf(
        h.windGustsKmh,
        edgeIndex(t, fromMs, HOURLY_KIND.windGustsKmh),
        edgeIndex(t, toMs, HOURLY_KIND.windGustsKmh),
      ),
      daily.daytimeGustMaxKmh,
    ),
    cloudPct: firstKnown(meanOf(h.cloudCoverPct, from, to), daily.cloudPct),
    daytimeCodes: codes.length > 0 ? codes : daily.daytimeCodes,
    visibilityMinM: firstKnown(minOf(h.visibilityM, from, to), daily.visibilityMinM),
    apparentMaxC: Number.isNaN(daily.apparentMaxC) ? maxOf(apparent, first, last) : daily.apparentMaxC,
    apparentMinC: Number.isNaN(daily.apparentMinC) ? minOf(apparent, first, last) : daily.apparentMinC,
  };
}
