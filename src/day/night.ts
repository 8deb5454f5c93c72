import { HOURLY_KIND } from "../adapters/variables.js";
import { lowerBound, maxOf, meanOf, minOf, sumOf } from "../math/ranges.js";
import { MS_PER_HOUR } from "../time/civil.js";
import type { ZoneClock } from "../time/zone.js";
import type { LocalDay } from "./calendar.js";
import { isThunderstorm } from "./codes.js";
import type { HourlyInputs } from "./hourly-inputs.js";
import { edgeIndex, firstKnown } from "./hours.js";

/**
 * The hours of the night a van sleeps through: 22:00 to 07:00 on the local wall clock (hours after local midnight),
 * the night that follows the day. CIBSE TM59 judges bedrooms over the same hours; unlike sunset to sunrise it means
 * the same at every latitude and season, polar day and night included (docs/model.md, "Days, nights and time zones").
 */
export const NIGHT_FROM_HOUR = 22;
export const NIGHT_TO_HOUR = 31;
/**
 * Night mean temperature from daily extremes when there is no hourly data: on a sinusoidal diurnal cycle peaking at
 * 15:00, the 22:00-07:00 mean lies 0.11 of the daily range above the minimum (docs/model.md, "Days, nights and time zones").
 */
export const NIGHT_MEAN_ABOVE_MIN = 0.11;
/**
 * The night window's share of a day, 9 h of 24: its part of the day's precipitation when its hours are unknown (rain
 * spread evenly over the day; docs/model.md, "Days, nights and time zones").
 */
export const NIGHT_SHARE_OF_DAY = 9 / 24;
/** Fewest hourly values of the night window that make a night hourly-aware (two thirds of its nine hours). */
export const MIN_NIGHT_HOURS = 6;

/** Conditions of one night, 22:00 to 07:00 local, the night that follows the day; `NaN` where unknown. */
export interface NightWeather {
  /**
   * Lowest temperature of the night, °C: the lowest of its hourly values (instants 22:00..06:00), else the next
   * day's daily minimum (which falls at the end of this night), else the day's own (the night before: all that is
   * known of the last day's night); where the data ends inside the night, never above the hours it has.
   */
  readonly tempMinC: number;
  /** Mean temperature, °C (hourly, else from the night's minimum and the day's maximum on a sinusoidal cycle). */
  readonly tempC: number;
  /** Mean dew point, °C (hourly, else the day's mean, else from the minimum and the highest humidity). */
  readonly dewPointC: number;
  /** Highest relative humidity, % (hourly, else the day's). */
  readonly humidityMaxPct: number;
  /** Mean cloud cover, % (hourly, else the day's). */
  readonly cloudPct: number;
  /** Mean wind, km/h (hourly data only). */
  readonly windMeanKmh: number;
  /** Highest gust, km/h (hourly, else the day's). */
  readonly gustMaxKmh: number;
  /** Precipitation of the night window, mm (without its hours, `NIGHT_SHARE_OF_DAY` of the day's). */
  readonly precipitationMm: number;
  /** A thunderstorm code in some hour of the night (hourly data only). */
  readonly thunderstorm: boolean;
  /**
   * Whether the night is estimated: the data ends inside it (fewer than `MIN_NIGHT_HOURS` of its hours and no next
   * day), as a 7-day answer's last night, so its values are the day's daily estimate, not the night's own.
   */
  readonly estimated: boolean;
}

/**
 * The night after `day` from its hourly values, 22:00 to 07:00 on the location's wall clock (eight or ten hours
 * across a clock change), when at least `MIN_NIGHT_HOURS` of them exist; each variable by its kind (instants stamped
 * 22:00..06:00, the rain and gusts of the intervals ending 23:00..07:00); each value falls back to `daily`'s. With
 * fewer hours (the data ends inside the night) the night is `daily`'s, its minimum no higher than the hours it has.
 * Always a new object: `daily` is only read (`forecastDays` fills one for every day).
 */
export function nightOf(
  { hourly, dewPoint, stepH }: HourlyInputs,
  day: LocalDay,
  clock: ZoneClock,
  daily: NightWeather,
): NightWeather {
  const midnightWall = day.day * 24 * MS_PER_HOUR;
  const t = hourly.timeMs;
  const fromMs = clock.instantOf(midnightWall + NIGHT_FROM_HOUR * MS_PER_HOUR);
  const toMs = clock.instantOf(midnightWall + NIGHT_TO_HOUR * MS_PER_HOUR);
  const from = lowerBound(t, fromMs);
  const to = lowerBound(t, toMs);
  const h = hourly.columns;
  const hoursMinC = minOf(h.temperatureC, from, to);
  if ((to - from) * stepH < MIN_NIGHT_HOURS) {
    // the hours it has bound the night's minimum from above (a cold front arriving at 22:00)
    const lower = hoursMinC < daily.tempMinC || (Number.isNaN(daily.tempMinC) && !Number.isNaN(hoursMinC));
    return { ...daily, tempMinC: lower ? hoursMinC : daily.tempMinC };
  }
  // rain and gusts are both values of the interval ending at their stamp (the same window edges)
  const fromInterval = edgeIndex(t, fromMs, HOURLY_KIND.precipitationMm);
  const toInterval = edgeIndex(t, toMs, HOURLY_KIND.precipitationMm);
  let thunderstorm = false;
  for (let k = from; k < to; k++) if (isThunderstorm(h.weatherCode[k] as number)) thunderstorm = true;
  return {
    tempMinC: firstKnown(hoursMinC, daily.tempMinC),
    tempC: firstKnown(meanOf(h.temperatureC, from, to), daily.tempC),
    dewPointC: firstKnown(meanOf(dewPoint, from, to), daily.dewPointC),
    humidityMaxPct: firstKnown(maxOf(h.relativeHumidityPct, from, to), daily.humidityMaxPct),
    cloudPct: firstKnown(meanOf(h.cloudCoverPct, from, to), daily.cloudPct),
    windMeanKmh: meanOf(h.windSpeedKmh, from, to),
    gustMaxKmh: firstKnown(maxOf(h.windGustsKmh, fromInterval, toInterval), daily.gustMaxKmh),
    precipitationMm: firstKnown(sumOf(h.precipitationMm, fromInterval, toInterval), daily.precipitationMm),
    thunderstorm,
    estimated: false,
  };
}
