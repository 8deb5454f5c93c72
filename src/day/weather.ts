import type { DailyField, ForecastSeries } from "../adapters/forecast.js";
import { FORECAST_DAILY_RULES } from "../adapters/forecast.js";
import { freshMemory, type Series, type SeriesMemory } from "../adapters/section.js";
import { dewPointC } from "../physics/humidity.js";
import { defaultProfile, type Profile } from "../profile/index.js";
import { fixedClock } from "../time/zone.js";
import { type Calendar, calendarOf, clockFor, type LocalDay, localZone, rowsOnDays } from "./calendar.js";
import { effectiveDailyCode } from "./codes.js";
import { dailyOnDays } from "./daily-on-days.js";
import { type Daytime, daytimeOf } from "./daytime.js";
import { type HourlyInputs, hourlyInputs } from "./hourly-inputs.js";
import { firstKnown } from "./hours.js";
import { NIGHT_MEAN_ABOVE_MIN, NIGHT_SHARE_OF_DAY, type NightWeather, nightOf } from "./night.js";
import { sunTimes } from "./sun-times.js";

export type { NightWeather } from "./night.js";

/** Daytime mean wind from the daily maximum of hourly wind when there is no hourly data (docs/model.md, "Days, nights and time zones"). */
const DAYTIME_MEAN_WIND_OF_MAX = 0.7;

/**
 * One local day of a forecast in the terms the scores read, from daily values and, where the response has them,
 * hourly values (daytime wind and cloud, hourly rain rate, the night window). `NaN` where unknown.
 */
export interface DayWeather {
  /** Local midnight as a UTC instant, ms. */
  readonly dateMs: number;
  /** The next local midnight, ms (23, 24 or 25 hours later). */
  readonly endMs: number;
  /** The local date, `YYYY-MM-DD`. */
  readonly date: string;
  /** Maximum air temperature, °C. */
  readonly tempMaxC: number;
  /** Minimum air temperature, °C. */
  readonly tempMinC: number;
  /** Maximum apparent temperature, °C (computed with Open-Meteo's formula when the response lacks it). */
  readonly apparentMaxC: number;
  /** Minimum apparent temperature, °C. */
  readonly apparentMinC: number;
  /** The maximum the day feels like, °C: the apparent maximum, else the air maximum. */
  readonly feelsMaxC: number;
  /** Precipitation sum, mm. */
  readonly precipitationMm: number;
  /** Highest hourly precipitation, mm/h (NaN without hourly data). */
  readonly precipitationMaxRateMmH: number;
  /** Highest precipitation probability, %. */
  readonly precipitationProbabilityMaxPct: number;
  /** Daytime mean wind, km/h (hourly mean between sunrise and sunset, else 0.7 × the daily maximum). */
  readonly windMeanKmh: number;
  /** Highest hourly sustained wind, km/h. */
  readonly windMaxKmh: number;
  /** Highest gust of the day, km/h. */
  readonly gustMaxKmh: number;
  /** Highest gust between sunrise and sunset, km/h (else the day's). */
  readonly daytimeGustMaxKmh: number;
  /** Dominant wind direction, degrees from north. */
  readonly windDirectionDeg: number;
  /** Daytime mean cloud cover, % (hourly, else the daily mean, else 1 − sunshine/daylight). */
  readonly cloudPct: number;
  /** The day's most severe WMO code. */
  readonly weatherCode: number;
  /**
   * The daily code as the day will feel (`effectiveDailyCode`): a wet or storm code on a day with less than the
   * profile's `codes.dryBelowMm` of precipitation counts as overcast.
   */
  readonly effectiveCode: number;
  /** WMO codes of the daylight hours (hourly data), else the daily code alone. */
  readonly daytimeCodes: readonly number[];
  /** Whether the daytime values (codes, wind, gusts, cloud, visibility, rain rate) come from hourly data. */
  readonly hourly: boolean;
  /** Lowest daytime visibility, m (hourly, else the daily minimum). */
  readonly visibilityMinM: number;
  /** Mean relative humidity, %. */
  readonly humidityMeanPct: number;
  /** Highest relative humidity, %. */
  readonly humidityMaxPct: number;
  /** Lowest relative humidity, %. */
  readonly humidityMinPct: number;
  /** Mean dew point, °C. */
  readonly dewPointMeanC: number;
  /** Global horizontal irradiation, MJ/m². */
  readonly shortwaveMJm2: number;
  /** Time from sunrise to sunset, s (86 400 in polar day, 0 in polar night). */
  readonly daylightS: number;
  /** Sunshine duration, s. */
  readonly sunshineS: number;
  /** Highest UV index. */
  readonly uvIndexMax: number;
  /** Sunrise, UTC epoch ms (`NaN` in polar day and night). */
  readonly sunriseMs: number;
  /** Sunset, UTC epoch ms (`NaN` in polar day and night). */
  readonly sunsetMs: number;
  /** The night that starts this evening, 22:00 to 07:00 local. */
  readonly night: NightWeather;
}

/** The maximum a day feels like, °C: its apparent maximum, else its air maximum. */
const feelsMax = (apparentMaxC: number, tempMaxC: number) => firstKnown(apparentMaxC, tempMaxC);

/** The fields of a day that follow from the others and the profile: `feelsMaxC` and `effectiveCode`. */
export function derivedDayFields(
  day: Pick<DayWeather, "apparentMaxC" | "tempMaxC" | "weatherCode" | "precipitationMm">,
  profile: Profile,
): Pick<DayWeather, "feelsMaxC" | "effectiveCode"> {
  return {
    feelsMaxC: feelsMax(day.apparentMaxC, day.tempMaxC),
    effectiveCode: effectiveDailyCode(day.weatherCode, day.precipitationMm, profile.codes.dryBelowMm),
  };
}

/** Daily fields that belong to their day whatever row holds them: instants and the daylight they bound. */
const SUN_FIELDS: readonly DailyField[] = ["sunriseMs", "sunsetMs", "daylightS"];

/** A forecast's days in the location's zone, with where their daily values came from. */
export interface LocalForecast {
  readonly calendar: Calendar;
  /** One per calendar day. */
  readonly days: readonly DayWeather[];
  /**
   * Daily fields taken from Open-Meteo rows that span other hours than the local day (no hourly data to aggregate
   * them again), with the largest distance between a row's hours and its day's, ms.
   */
  readonly borrowed: readonly DailyField[];
  readonly shiftMs: number;
}

/**
 * The forecast's days in the zone `zone` (`""`: the response's fixed offset): the response's daily rows where they
 * span the real local day, else values aggregated again from the hourly ones of the real day (`dailyOnDays`).
 *
 * @param memory where re-bucketed daily columns go (`freshMemory` unless the caller is done with them before the
 * next call)
 */
export function localForecast(
  forecast: ForecastSeries,
  zone: string,
  profile: Profile,
  memory: SeriesMemory,
): LocalForecast {
  const daily = forecast.daily;
  if (!daily) {
    const calendar = { clock: fixedClock(forecast.utcOffsetSeconds), days: [] };
    return { calendar, days: [], borrowed: [], shiftMs: 0 };
  }
  const clock = clockFor(zone, daily.timeMs, forecast.utcOffsetSeconds);
  const calendar = calendarOf(daily.timeMs, clock);
  const matched = rowsOnDays(calendar.days, daily.timeMs);
  let columns: Series<DailyField> = daily;
  let rowOf = (k: number) => matched.rows[k] as number;
  let borrowed: readonly DailyField[] = [];
  if (!matched.exact) {
    const moved = dailyOnDays(
      daily,
      forecast.hourly,
      FORECAST_DAILY_RULES,
      calendar.days,
      matched.rows,
      SUN_FIELDS,
      memory,
    );
    columns = moved.series;
    borrowed = moved.borrowed;
    rowOf = (k) => k;
  }
  const inputs = hourlyInputs(forecast.hourly);
  const days = calendar.days.map((day, k) =>
    dayWeather(forecast, inputs, columns.columns, rowOf(k), day, calendar, profile),
  );
  return { calendar, days, borrowed, shiftMs: matched.shiftMs };
}

/** One local day from the daily columns' row `i` and the hourly section. */
function dayWeather(
  forecast: ForecastSeries,
  inputs: HourlyInputs | null,
  d: Readonly<Record<DailyField, Float64Array>>,
  i: number,
  day: LocalDay,
  calendar: Calendar,
  profile: Profile,
): DayWeather {
  // a forecast's calendar has a row for each of its days (calendarOf)
  const at = (column: Float64Array) => column[i] as number;
  const sun = sunTimes(day, at(d.sunriseMs), at(d.sunsetMs), at(d.daylightS), forecast.latitude, forecast.longitude);
  const tempMaxC = at(d.temperatureMaxC);
  const tempMinC = at(d.temperatureMinC);
  const precipitationMm = at(d.precipitationSumMm);
  const sunshineS = at(d.sunshineS);
  const dailyCloud = firstKnown(
    at(d.cloudCoverMeanPct),
    sun.daylightS > 0 ? 100 * (1 - sunshineS / sun.daylightS) : Number.NaN,
  );
  const dewPointMeanC = at(d.dewPointMeanC);
  const humidityMaxPct = at(d.relativeHumidityMaxPct);
  const weatherCode = at(d.weatherCode);
  let daytime: Daytime = {
    hourly: false,
    precipitationMaxRateMmH: Number.NaN,
    windMeanKmh: DAYTIME_MEAN_WIND_OF_MAX * at(d.windSpeedMaxKmh),
    daytimeGustMaxKmh: at(d.windGustsMaxKmh),
    cloudPct: dailyCloud,
    daytimeCodes: [weatherCode],
    visibilityMinM: at(d.visibilityMinM),
    apparentMaxC: at(d.apparentTemperatureMaxC),
    apparentMinC: at(d.apparentTemperatureMinC),
  };
  let night: NightWeather = {
    tempC: tempMinC + NIGHT_MEAN_ABOVE_MIN * (tempMaxC - tempMinC),
    dewPointC: firstKnown(dewPointMeanC, dewPointC(tempMinC, humidityMaxPct)),
    humidityMaxPct,
    cloudPct: dailyCloud,
    windMeanKmh: Number.NaN,
    gustMaxKmh: at(d.windGustsMaxKmh),
    precipitationMm: NIGHT_SHARE_OF_DAY * precipitationMm,
    thunderstorm: false,
  };
  if (inputs) {
    daytime = daytimeOf(inputs.hourly, inputs.apparent, day, sun, calendar.clock, daytime);
    night = nightOf(inputs.hourly, inputs.dewPoint, day, calendar.clock, night);
  }
  const apparentMaxC = daytime.apparentMaxC;
  return {
    dateMs: day.startMs,
    endMs: day.endMs,
    date: day.date,
    tempMaxC,
    tempMinC,
    apparentMaxC,
    apparentMinC: daytime.apparentMinC,
    feelsMaxC: feelsMax(apparentMaxC, tempMaxC),
    precipitationMm,
    precipitationMaxRateMmH: daytime.precipitationMaxRateMmH,
    precipitationProbabilityMaxPct: at(d.precipitationProbabilityMaxPct),
    windMeanKmh: daytime.windMeanKmh,
    windMaxKmh: at(d.windSpeedMaxKmh),
    gustMaxKmh: at(d.windGustsMaxKmh),
    daytimeGustMaxKmh: daytime.daytimeGustMaxKmh,
    windDirectionDeg: at(d.windDirectionDominantDeg),
    cloudPct: daytime.cloudPct,
    weatherCode,
    effectiveCode: effectiveDailyCode(weatherCode, precipitationMm, profile.codes.dryBelowMm),
    daytimeCodes: daytime.daytimeCodes,
    hourly: daytime.hourly,
    visibilityMinM: daytime.visibilityMinM,
    humidityMeanPct: at(d.relativeHumidityMeanPct),
    humidityMaxPct,
    humidityMinPct: at(d.relativeHumidityMinPct),
    dewPointMeanC,
    shortwaveMJm2: at(d.shortwaveSumMJm2),
    daylightS: sun.daylightS,
    sunshineS,
    uvIndexMax: at(d.uvIndexMax),
    sunriseMs: sun.sunriseMs,
    sunsetMs: sun.sunsetMs,
    night,
  };
}

/** Options of `forecastDays`. */
export interface ForecastDaysOptions {
  /** The IANA zone of the location; default the response's own, else its fixed offset (a GMT response's days are UTC). */
  readonly timezone?: string;
  /** Supplies `codes.dryBelowMm` for `effectiveCode`; default `defaultProfile`. */
  readonly profile?: Profile;
}

/**
 * The forecast's local days as `DayWeather`: days, daylight and nights in the location's zone, at its real offset
 * at each instant (see `localForecast`). Sun times the response lacks come from `sunDay` at the response's grid
 * point; apparent temperature it lacks is computed hour by hour from temperature, humidity, wind and radiation; dew
 * point from temperature and humidity.
 */
export function forecastDays(forecast: ForecastSeries, options: ForecastDaysOptions = {}): DayWeather[] {
  const zone = localZone(options.timezone, forecast.timezone);
  return [...localForecast(forecast, zone, options.profile ?? defaultProfile, freshMemory).days];
}
