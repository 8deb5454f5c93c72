import { type DayWeather, derivedDayFields } from "../../src/day/weather.js";
import { defaultProfile } from "../../src/profile/index.js";

/**
 * A DayWeather from the four weather columns of the service's published snapshot (day and night temperature, °C;
 * precipitation, mm; maximum wind, km/h); everything the snapshot lacks is unknown (NaN), and night values follow
 * the same daily fallbacks as `forecastDays`.
 */
export function mildDayFromSnapshot(
  tempDayC: number,
  tempNightC: number,
  precipitationMm: number,
  windMaxKmh: number,
): DayWeather {
  const day = {
    dateMs: Date.UTC(2026, 9, 10),
    endMs: Date.UTC(2026, 9, 11),
    date: "2026-10-10",
    tempMaxC: tempDayC,
    tempMinC: tempNightC,
    apparentMaxC: Number.NaN,
    apparentMinC: Number.NaN,
    precipitationMm,
    precipitationMaxRateMmH: Number.NaN,
    precipitationProbabilityMaxPct: Number.NaN,
    windMeanKmh: 0.7 * windMaxKmh,
    windMaxKmh,
    gustMaxKmh: Number.NaN,
    daytimeGustMaxKmh: Number.NaN,
    windDirectionDeg: Number.NaN,
    cloudPct: Number.NaN,
    weatherCode: Number.NaN,
    daytimeCodes: [],
    hourly: false,
    visibilityMinM: Number.NaN,
    humidityMeanPct: Number.NaN,
    humidityMaxPct: Number.NaN,
    humidityMinPct: Number.NaN,
    dewPointMeanC: Number.NaN,
    shortwaveMJm2: Number.NaN,
    daylightS: Number.NaN,
    sunshineS: Number.NaN,
    uvIndexMax: Number.NaN,
    sunriseMs: Number.NaN,
    sunsetMs: Number.NaN,
    night: {
      tempC: tempNightC + 0.11 * (tempDayC - tempNightC),
      dewPointC: Number.NaN,
      humidityMaxPct: Number.NaN,
      cloudPct: Number.NaN,
      windMeanKmh: Number.NaN,
      gustMaxKmh: Number.NaN,
      precipitationMm: Number.NaN,
      thunderstorm: false,
    },
  };
  return { ...day, ...derivedDayFields(day, defaultProfile) };
}
