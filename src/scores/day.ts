import type { ForecastSeries } from "../adapters/forecast.js";
import type { MarineSeries } from "../adapters/marine.js";
import { maxOf, meanOf, minOf, sumOf } from "../math/ranges.js";
import { apparentTemperatureC } from "../physics/apparent-temperature.js";
import { dewPointC } from "../physics/humidity.js";
import { sunDay } from "../physics/sun.js";
import { MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";
import { isThunderstorm } from "./codes.js";

/** The hours of the night a van sleeps through: 22:00 to 07:00 local time (hours after local midnight). */
export const NIGHT_FROM_HOUR = 22;
export const NIGHT_TO_HOUR = 31;
/**
 * Night mean temperature from daily extremes when there is no hourly data: on a sinusoidal diurnal cycle peaking at
 * 15:00, the 22:00-07:00 mean lies 0.11 of the daily range above the minimum.
 */
const NIGHT_MEAN_ABOVE_MIN = 0.11;
/** Daytime hours, after local midnight, when a day has hourly data but no sunrise and sunset and is not polar day. */
const FALLBACK_DAY_FROM_HOUR = 7;
const FALLBACK_DAY_TO_HOUR = 19;
/** Fewest hourly values of the night window that make a night hourly-aware (two thirds of its nine hours). */
const MIN_NIGHT_HOURS = 6;
/** Daytime mean wind from the daily maximum of hourly wind when there is no hourly data (research note §11.0). */
const DAYTIME_MEAN_WIND_OF_MAX = 0.7;

/** Conditions of one night, 22:00 to 07:00 local; `NaN` where unknown. */
export interface NightWeather {
  /** Mean temperature, °C (hourly, else from the daily extremes on a sinusoidal cycle). */
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
  /** Precipitation, mm (hourly data only). */
  readonly precipitationMm: number;
  /** A thunderstorm code in some hour of the night (hourly data only). */
  readonly thunderstorm: boolean;
}

/**
 * One local day of a forecast in the terms the scores read, from daily values and, where the response has them,
 * hourly values (daytime wind and cloud, hourly rain rate, the night window). `NaN` where unknown.
 */
export interface DayWeather {
  /** Local midnight as a UTC instant, ms. */
  readonly dateMs: number;
  /** Maximum air temperature, °C. */
  readonly tempMaxC: number;
  /** Minimum air temperature, °C. */
  readonly tempMinC: number;
  /** Maximum apparent temperature, °C (computed with Open-Meteo's formula when the response lacks it). */
  readonly apparentMaxC: number;
  /** Minimum apparent temperature, °C. */
  readonly apparentMinC: number;
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
  /** WMO codes of the daylight hours (hourly data), else the daily code alone. */
  readonly daytimeCodes: readonly number[];
  /** Whether the daytime values (codes, wind, gusts, cloud, visibility, rain rate) come from hourly data. */
  readonly hourly: boolean;
  /** Lowest daytime visibility, m (hourly, else the daily minimum). */
  readonly visibilityMinM: number;
  /** Mean relative humidity, %. */
  readonly humidityMeanPct: number;
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

/** Marine conditions of one local day; `NaN` where unknown. */
export interface SeaDay {
  /** Sea surface temperature, °C: the daily mean, else the current value. */
  readonly seaTempC: number;
  /** Highest significant wave height, m (swell's when there are no combined waves). */
  readonly waveHeightMaxM: number;
  /** Longest wave period, s (likewise). */
  readonly wavePeriodMaxS: number;
  /** Dominant wave direction, degrees from north (likewise). */
  readonly waveDirectionDeg: number;
}

/** First index `i` with `timeMs[i] >= t` (the axis is sorted). */
function lowerBound(timeMs: Float64Array, t: number): number {
  let lo = 0;
  let hi = timeMs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((timeMs[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `a` unless it is NaN, then `b`. */
const firstKnown = (a: number, b: number): number => (Number.isNaN(a) ? b : a);

/**
 * The forecast's days as `DayWeather`, one per daily step. Sun times the response lacks come from `sunDay` at the
 * response's grid point; apparent temperature it lacks is computed hour by hour from temperature, humidity, wind and
 * radiation; dew point from temperature and humidity.
 */
export function forecastDays(forecast: ForecastSeries): DayWeather[] {
  const daily = forecast.daily;
  if (!daily) return [];
  const hourly = forecast.hourly;
  const h = hourly?.columns;
  const offsetMs = forecast.utcOffsetSeconds * 1000;
  const apparent =
    h && hourly.coverage.apparentTemperatureC === 0 ? hourlyApparent(hourly.columns) : h?.apparentTemperatureC;
  const dewPoint = h && hourly.coverage.dewPointC === 0 ? hourlyDewPoint(hourly.columns) : h?.dewPointC;
  const d = daily.columns;
  const days: DayWeather[] = [];
  for (let i = 0; i < daily.timeMs.length; i++) {
    const dateMs = daily.timeMs[i] as number;
    let sunriseMs = d.sunriseMs[i] as number;
    let sunsetMs = d.sunsetMs[i] as number;
    let daylightS = d.daylightS[i] as number;
    if (Number.isNaN(daylightS) || (Number.isNaN(sunriseMs) && daylightS > 0 && daylightS < 86_400)) {
      const localDay = Math.floor((dateMs + offsetMs) / MS_PER_DAY);
      const sun = sunDay(localDay, forecast.latitude, forecast.longitude, forecast.utcOffsetSeconds);
      sunriseMs = sun.sunriseMs;
      sunsetMs = sun.sunsetMs;
      daylightS = sun.daylightSeconds;
    }
    const tempMaxC = d.temperatureMaxC[i] as number;
    const tempMinC = d.temperatureMinC[i] as number;
    const precipitationMm = d.precipitationSumMm[i] as number;
    const sunshineS = d.sunshineS[i] as number;
    const dailyCloud = firstKnown(
      d.cloudCoverMeanPct[i] as number,
      daylightS > 0 ? 100 * (1 - sunshineS / daylightS) : Number.NaN,
    );
    const dailyDewPoint = d.dewPointMeanC[i] as number;
    const nightFallbackDewPoint = firstKnown(dailyDewPoint, dewPointC(tempMinC, d.relativeHumidityMaxPct[i] as number));

    let fromHourly = false;
    let precipitationMaxRateMmH = Number.NaN;
    let windMeanKmh = DAYTIME_MEAN_WIND_OF_MAX * (d.windSpeedMaxKmh[i] as number);
    let daytimeGustMaxKmh = d.windGustsMaxKmh[i] as number;
    let cloudPct = dailyCloud;
    let daytimeCodes: readonly number[] = [d.weatherCode[i] as number];
    let visibilityMinM = d.visibilityMinM[i] as number;
    let apparentMaxC = d.apparentTemperatureMaxC[i] as number;
    let apparentMinC = d.apparentTemperatureMinC[i] as number;
    let night: NightWeather = {
      tempC: tempMinC + NIGHT_MEAN_ABOVE_MIN * (tempMaxC - tempMinC),
      dewPointC: nightFallbackDewPoint,
      humidityMaxPct: d.relativeHumidityMaxPct[i] as number,
      cloudPct: dailyCloud,
      windMeanKmh: Number.NaN,
      gustMaxKmh: d.windGustsMaxKmh[i] as number,
      precipitationMm: Number.NaN,
      thunderstorm: false,
    };
    if (hourly && h && apparent && dewPoint) {
      const t = hourly.timeMs;
      const from = lowerBound(t, dateMs);
      const to = lowerBound(t, dateMs + MS_PER_DAY);
      if (to > from) {
        const hasSun = !Number.isNaN(sunriseMs) && !Number.isNaN(sunsetMs);
        const polarDay = daylightS >= 86_400;
        const dayFrom = hasSun
          ? lowerBound(t, sunriseMs)
          : polarDay
            ? from
            : lowerBound(t, dateMs + FALLBACK_DAY_FROM_HOUR * MS_PER_HOUR);
        const dayTo = hasSun
          ? lowerBound(t, sunsetMs)
          : polarDay
            ? to
            : lowerBound(t, dateMs + FALLBACK_DAY_TO_HOUR * MS_PER_HOUR);
        const codes: number[] = [];
        for (let k = dayFrom; k < dayTo; k++)
          if (!Number.isNaN(h.weatherCode[k] as number)) codes.push(h.weatherCode[k] as number);
        fromHourly = true;
        precipitationMaxRateMmH = maxOf(h.precipitationMm, from, to);
        windMeanKmh = firstKnown(meanOf(h.windSpeedKmh, dayFrom, dayTo), windMeanKmh);
        daytimeGustMaxKmh = firstKnown(maxOf(h.windGustsKmh, dayFrom, dayTo), daytimeGustMaxKmh);
        cloudPct = firstKnown(meanOf(h.cloudCoverPct, dayFrom, dayTo), dailyCloud);
        if (codes.length > 0) daytimeCodes = codes;
        visibilityMinM = firstKnown(minOf(h.visibilityM, dayFrom, dayTo), visibilityMinM);
        if (Number.isNaN(apparentMaxC)) apparentMaxC = maxOf(apparent, from, to);
        if (Number.isNaN(apparentMinC)) apparentMinC = minOf(apparent, from, to);
      }
      const nightFrom = lowerBound(t, dateMs + NIGHT_FROM_HOUR * MS_PER_HOUR);
      const nightTo = lowerBound(t, dateMs + NIGHT_TO_HOUR * MS_PER_HOUR);
      if (nightTo - nightFrom >= MIN_NIGHT_HOURS) {
        let thunderstorm = false;
        for (let k = nightFrom; k < nightTo; k++) if (isThunderstorm(h.weatherCode[k] as number)) thunderstorm = true;
        night = {
          tempC: firstKnown(meanOf(h.temperatureC, nightFrom, nightTo), night.tempC),
          dewPointC: firstKnown(meanOf(dewPoint, nightFrom, nightTo), night.dewPointC),
          humidityMaxPct: firstKnown(maxOf(h.relativeHumidityPct, nightFrom, nightTo), night.humidityMaxPct),
          cloudPct: firstKnown(meanOf(h.cloudCoverPct, nightFrom, nightTo), night.cloudPct),
          windMeanKmh: meanOf(h.windSpeedKmh, nightFrom, nightTo),
          gustMaxKmh: firstKnown(maxOf(h.windGustsKmh, nightFrom, nightTo), night.gustMaxKmh),
          precipitationMm: sumOf(h.precipitationMm, nightFrom, nightTo),
          thunderstorm,
        };
      }
    }
    days.push({
      dateMs,
      tempMaxC,
      tempMinC,
      precipitationMm,
      precipitationProbabilityMaxPct: d.precipitationProbabilityMaxPct[i] as number,
      windMaxKmh: d.windSpeedMaxKmh[i] as number,
      gustMaxKmh: d.windGustsMaxKmh[i] as number,
      windDirectionDeg: d.windDirectionDominantDeg[i] as number,
      weatherCode: d.weatherCode[i] as number,
      humidityMeanPct: d.relativeHumidityMeanPct[i] as number,
      dewPointMeanC: dailyDewPoint,
      shortwaveMJm2: d.shortwaveSumMJm2[i] as number,
      daylightS,
      sunshineS,
      uvIndexMax: d.uvIndexMax[i] as number,
      sunriseMs,
      sunsetMs,
      hourly: fromHourly,
      precipitationMaxRateMmH,
      windMeanKmh,
      daytimeGustMaxKmh,
      cloudPct,
      daytimeCodes,
      visibilityMinM,
      apparentMaxC,
      apparentMinC,
      night,
    });
  }
  return days;
}

function hourlyApparent(h: NonNullable<ForecastSeries["hourly"]>["columns"]): Float64Array {
  const out = new Float64Array(h.temperatureC.length);
  for (let i = 0; i < out.length; i++) {
    out[i] = apparentTemperatureC(
      h.temperatureC[i] as number,
      h.relativeHumidityPct[i] as number,
      h.windSpeedKmh[i] as number,
      h.shortwaveWm2[i] as number,
    );
  }
  return out;
}

function hourlyDewPoint(h: NonNullable<ForecastSeries["hourly"]>["columns"]): Float64Array {
  const out = new Float64Array(h.temperatureC.length);
  for (let i = 0; i < out.length; i++)
    out[i] = dewPointC(h.temperatureC[i] as number, h.relativeHumidityPct[i] as number);
  return out;
}

/**
 * The marine conditions of the local day starting at `dateMs`: daily wave maxima (swell when the response has no
 * combined waves) and the daily mean sea temperature, else the current one.
 */
export function seaDay(marine: MarineSeries | null, dateMs: number): SeaDay | null {
  if (!marine) return null;
  const daily = marine.daily;
  const i = daily ? lowerBound(daily.timeMs, dateMs) : -1;
  const at = (column: Float64Array | undefined) =>
    daily && i >= 0 && i < daily.timeMs.length && daily.timeMs[i] === dateMs && column
      ? (column[i] as number)
      : Number.NaN;
  const c = daily?.columns;
  const result: SeaDay = {
    seaTempC: firstKnown(
      at(c?.seaSurfaceTemperatureMeanC),
      marine.current?.values.seaSurfaceTemperatureC ?? Number.NaN,
    ),
    waveHeightMaxM: firstKnown(at(c?.waveHeightMaxM), at(c?.swellWaveHeightMaxM)),
    wavePeriodMaxS: firstKnown(at(c?.wavePeriodMaxS), at(c?.swellWavePeriodMaxS)),
    waveDirectionDeg: firstKnown(at(c?.waveDirectionDominantDeg), at(c?.swellWaveDirectionDominantDeg)),
  };
  return Number.isNaN(result.seaTempC) && Number.isNaN(result.waveHeightMaxM) ? null : result;
}
