/**
 * Building a forecast's local days: the location's calendar, the daily rows matched to its days (or aggregated again
 * from the hourly values), and one `DayWeather` per day from daily, daytime and night values.
 */
import type { DailyField, ForecastSeries } from "../adapters/forecast.js";
import { FORECAST_DAILY_RULES } from "../adapters/forecast.js";
import { freshMemory, type Series, type SeriesMemory } from "../adapters/section.js";
import { dewPointC } from "../physics/humidity.js";
import { defaultProfile, type Profile } from "../profile/index.js";
import { fixedClock } from "../time/zone.js";
import { type Calendar, calendarOf, clockFor, type LocalDay, localZone, rowsOnDays } from "./calendar.js";
import { codesMeanHail, effectiveDailyCode } from "./codes.js";
import { dailyOnDays } from "./daily-on-days.js";
import { daytimeOf, emptyDaytime, type MutableDaytime } from "./daytime.js";
import { type HourlyInputs, hourlyInputs } from "./hourly-inputs.js";
import { firstKnown } from "./hours.js";
import { NIGHT_MEAN_ABOVE_MIN, NIGHT_SHARE_OF_DAY, type NightWeather, nightOf } from "./night.js";
import { emptySunTimes, type MutableSunTimes, sunTimes } from "./sun-times.js";
import { type DayWeather, feelsMax } from "./weather.js";

/** Daytime mean wind from the daily maximum of hourly wind when there is no hourly data (docs/model.md, "Days, nights and time zones"). */
const DAYTIME_MEAN_WIND_OF_MAX = 0.7;

/** Daily fields that belong to their day whatever row holds them: instants and the daylight they bound. */
const SUN_FIELDS: readonly DailyField[] = ["sunriseMs", "sunsetMs", "daylightS"];

/** A forecast's days in the location's zone, with where their daily values came from. */
export interface LocalForecast {
  readonly calendar: Calendar;
  /** One per calendar day, or per one of its first days (`localForecast`'s `dayCount`). */
  readonly days: readonly DayWeather[];
  /**
   * Daily fields taken from Open-Meteo rows that span other hours than the local day (no hourly data to aggregate
   * them again), with the largest distance between a row's hours and its day's, ms.
   */
  readonly borrowed: readonly DailyField[];
  readonly shiftMs: number;
  /**
   * The first hourly stamp, UTC epoch ms (`NaN` without hourly data): a day that starts before it has only the hours
   * after it (a GMT response starts at UTC midnight), and its daily values are those of the hours it has.
   */
  readonly dataFromMs: number;
}

/**
 * The forecast's days in the zone `zone` (`""`: the response's fixed offset): the response's daily rows where they
 * span the real local day, else values aggregated again from the hourly ones of the real day (`dailyOnDays`).
 *
 * @param memory where re-bucketed daily columns go (`freshMemory` unless the caller is done with them before the
 * next call)
 * @param dayCount how many of the calendar's first days to build, asked once the calendar is known (default all: a
 * record needs today and six more, not the eighth day of an 8-day answer)
 */
export function localForecast(
  forecast: ForecastSeries,
  zone: string,
  profile: Profile,
  memory: SeriesMemory,
  dayCount?: (calendar: Calendar) => number,
): LocalForecast {
  const daily = forecast.daily;
  if (!daily) {
    const calendar = { clock: fixedClock(forecast.utcOffsetSeconds), days: [], leading: 0 };
    return { calendar, days: [], borrowed: [], shiftMs: 0, dataFromMs: Number.NaN };
  }
  const clock = clockFor(zone, daily.timeMs, forecast.utcOffsetSeconds);
  const dataFromMs = forecast.hourly?.timeMs[0] ?? Number.NaN;
  const calendar = calendarOf(daily.timeMs, clock, dataFromMs);
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
  const minima = columns.columns.temperatureMinC;
  const night = emptyNight();
  const scratch: DayScratch = { daytime: emptyDaytime(), sun: emptySunTimes() };
  const hail = codesMeanHail(forecast.model, forecast.ensemble, forecast.latitude, forecast.longitude);
  const count = dayCount ? Math.min(dayCount(calendar), calendar.days.length) : calendar.days.length;
  const days: DayWeather[] = [];
  for (let k = 0; k < count; k++) {
    const day = calendar.days[k] as LocalDay;
    // the next day's minimum falls at the end of this day's night: the night's minimum where its hours are unknown
    const next = calendar.days[k + 1];
    const nextMinC = next && next.startMs === day.endMs ? (minima[rowOf(k + 1)] as number) : Number.NaN;
    days.push(
      dayWeather(forecast, inputs, columns.columns, rowOf(k), nextMinC, day, calendar, profile, night, scratch, hail),
    );
  }
  return { calendar, days, borrowed, shiftMs: matched.shiftMs, dataFromMs };
}

/** Where a day's sun times and daytime values are written while it is built (`dayWeather`'s `scratch`). */
interface DayScratch {
  readonly daytime: MutableDaytime;
  readonly sun: MutableSunTimes;
}

/** A night's daily estimate while it is filled in, day after day (`dayWeather`'s `night`). */
type NightEstimate = { -readonly [K in keyof NightWeather]: NightWeather[K] };

const emptyNight = (): NightEstimate => ({
  tempMinC: Number.NaN,
  tempC: Number.NaN,
  dewPointC: Number.NaN,
  humidityMaxPct: Number.NaN,
  cloudPct: Number.NaN,
  windMeanKmh: Number.NaN,
  gustMaxKmh: Number.NaN,
  precipitationMm: Number.NaN,
  thunderstorm: false,
  estimated: false,
});

/**
 * One local day from the daily columns' row `i` and the hourly section; `nextMinC` is the next day's daily minimum
 * (`NaN` for the last day), °C. Daytime values come from the day's hours where it has some (`daytimeOf`), each else
 * from the daily row; the night from its hours (`nightOf`), else from the daily estimate, which is written into
 * `night`, one object for every day of a forecast (the night returned is always a new one), estimated where the
 * next day's minimum is unknown too (the data ends inside the night). `scratch`: where `sunTimes` and `daytimeOf`
 * write, objects shared by every day too. `hailCodes`: `codesMeanHail` of the answer.
 */
function dayWeather(
  forecast: ForecastSeries,
  inputs: HourlyInputs | null,
  d: Readonly<Record<DailyField, Float64Array>>,
  i: number,
  nextMinC: number,
  day: LocalDay,
  calendar: Calendar,
  profile: Profile,
  night: NightEstimate,
  scratch: DayScratch,
  hailCodes: boolean,
): DayWeather {
  // a forecast's calendar has a row for each of its days (calendarOf); the row's values read straight from their
  // columns (a closure reading them cost about 3 µs a record: docs/performance.md)
  const sun = sunTimes(
    day,
    d.sunriseMs[i] as number,
    d.sunsetMs[i] as number,
    d.daylightS[i] as number,
    forecast.latitude,
    forecast.longitude,
    scratch.sun,
  );
  const tempMaxC = d.temperatureMaxC[i] as number;
  const tempMinC = d.temperatureMinC[i] as number;
  const precipitationMm = d.precipitationSumMm[i] as number;
  const sunshineS = d.sunshineS[i] as number;
  const dailyCloud = firstKnown(
    d.cloudCoverMeanPct[i] as number,
    sun.daylightS > 0 ? 100 * (1 - sunshineS / sun.daylightS) : Number.NaN,
  );
  const dewPointMeanC = d.dewPointMeanC[i] as number;
  const humidityMaxPct = d.relativeHumidityMaxPct[i] as number;
  const weatherCode = d.weatherCode[i] as number;
  const windMaxKmh = d.windSpeedMaxKmh[i] as number;
  const gustMaxKmh = d.windGustsMaxKmh[i] as number;
  const dailyApparentMaxC = d.apparentTemperatureMaxC[i] as number;
  const dailyApparentMinC = d.apparentTemperatureMinC[i] as number;
  // tonight's minimum without its hours: the next day's (at this night's end), else the day's own (the night before)
  const nightMinC = firstKnown(nextMinC, tempMinC);
  night.tempMinC = nightMinC;
  night.tempC = nightMinC + NIGHT_MEAN_ABOVE_MIN * (tempMaxC - nightMinC);
  // the Magnus formula only where the day has no mean dew point (most days have one: spare the logarithm)
  night.dewPointC = Number.isNaN(dewPointMeanC) ? dewPointC(nightMinC, humidityMaxPct) : dewPointMeanC;
  night.humidityMaxPct = humidityMaxPct;
  night.cloudPct = dailyCloud;
  night.gustMaxKmh = gustMaxKmh;
  night.precipitationMm = NIGHT_SHARE_OF_DAY * precipitationMm;
  night.estimated = Number.isNaN(nextMinC);
  const withApparent = Number.isNaN(dailyApparentMaxC) || Number.isNaN(dailyApparentMinC);
  const daytime = inputs ? daytimeOf(inputs, day, sun, calendar.clock, withApparent, scratch.daytime) : null;
  const apparentMaxC = firstKnown(dailyApparentMaxC, daytime ? daytime.apparentMaxC : Number.NaN);
  return {
    dateMs: day.startMs,
    endMs: day.endMs,
    date: day.date,
    tempMaxC,
    tempMinC,
    apparentMaxC,
    apparentMinC: firstKnown(dailyApparentMinC, daytime ? daytime.apparentMinC : Number.NaN),
    feelsMaxC: feelsMax(apparentMaxC, tempMaxC),
    precipitationMm,
    precipitationMaxRateMmH: daytime ? daytime.precipitationMaxRateMmH : Number.NaN,
    daytimePrecipitationMaxRateMmH: daytime ? daytime.daytimePrecipitationMaxRateMmH : Number.NaN,
    precipitationProbabilityMaxPct: d.precipitationProbabilityMaxPct[i] as number,
    windMeanKmh: firstKnown(daytime ? daytime.windMeanKmh : Number.NaN, DAYTIME_MEAN_WIND_OF_MAX * windMaxKmh),
    windMaxKmh,
    gustMaxKmh,
    daytimeGustMaxKmh: firstKnown(daytime ? daytime.daytimeGustMaxKmh : Number.NaN, gustMaxKmh),
    windDirectionDeg: d.windDirectionDominantDeg[i] as number,
    cloudPct: firstKnown(daytime ? daytime.cloudPct : Number.NaN, dailyCloud),
    weatherCode,
    effectiveCode: effectiveDailyCode(weatherCode, precipitationMm, profile.codes.dryBelowMm),
    daytimeCodes: daytime && daytime.daytimeCodes.length > 0 ? daytime.daytimeCodes : [weatherCode],
    freezingHour: daytime ? daytime.freezingHour : false,
    hailCodes,
    hourly: daytime !== null,
    visibilityMinM: firstKnown(daytime ? daytime.visibilityMinM : Number.NaN, d.visibilityMinM[i] as number),
    humidityMeanPct: d.relativeHumidityMeanPct[i] as number,
    humidityMaxPct,
    humidityMinPct: d.relativeHumidityMinPct[i] as number,
    dewPointMeanC,
    shortwaveMJm2: d.shortwaveSumMJm2[i] as number,
    daylightS: sun.daylightS,
    sunshineS,
    uvIndexMax: d.uvIndexMax[i] as number,
    sunriseMs: sun.sunriseMs,
    sunsetMs: sun.sunsetMs,
    night: inputs ? nightOf(inputs, day, calendar.clock, night) : { ...night },
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
