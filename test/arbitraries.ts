/** Shared fast-check arbitraries: physically meaningful ranges with units in their names. */
import fc from "fast-check";
import { type DayWeather, derivedDayFields, type NightWeather } from "../src/day/weather.js";
import { defaultProfile } from "../src/profile/index.js";

/** Air temperature, °C, over the range of the Magnus fit (−40..+50). */
export const tempC = fc.double({ min: -40, max: 50, noNaN: true });
/** Relative humidity, %, strictly positive (the dew point is undefined at 0 %). */
export const rhPct = fc.double({ min: 1, max: 100, noNaN: true });
/** 10 m wind speed, km/h. */
export const windKmh = fc.double({ min: 0, max: 150, noNaN: true });
/** Global horizontal irradiance, W/m². */
export const shortwaveWm2 = fc.double({ min: 0, max: 1200, noNaN: true });
/** Any double, including NaN and ±Infinity. */
export const anyNumber = fc.double();
/** Instants between 1900 and 2200 as UTC epoch milliseconds. */
export const epochMs = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
/** UTC offsets that exist in the tz database, s: −12:00..+14:00 in quarter hours. */
export const offsetSeconds = fc.integer({ min: -48, max: 56 }).map((q) => q * 900);
/** Latitudes away from the poles, degrees, and longitudes, degrees. */
export const latitudeDeg = fc.double({ min: -89, max: 89, noNaN: true });
export const longitudeDeg = fc.double({ min: -180, max: 180, noNaN: true });

/**
 * A mild, calm, sunny summer day (22 °C, 12 °C minimum, tonight's too): the baseline scenario tests change one thing of.
 * `feelsMaxC` and `effectiveCode` follow from the other fields (default profile) unless given.
 */
export function mildDay(
  overrides: Partial<Omit<DayWeather, "night">> & { night?: Partial<NightWeather> } = {},
): DayWeather {
  const { night, ...day } = overrides;
  const base = {
    dateMs: Date.UTC(2026, 6, 15),
    endMs: Date.UTC(2026, 6, 16),
    date: "2026-07-15",
    tempMaxC: 22,
    tempMinC: 12,
    apparentMaxC: 22,
    apparentMinC: 11,
    precipitationMm: 0,
    precipitationMaxRateMmH: 0,
    daytimePrecipitationMaxRateMmH: 0,
    precipitationProbabilityMaxPct: 5,
    windMeanKmh: 8,
    windMaxKmh: 14,
    gustMaxKmh: 25,
    daytimeGustMaxKmh: 25,
    windDirectionDeg: 250,
    cloudPct: 15,
    weatherCode: 1,
    daytimeCodes: [0, 1, 1],
    hailCodes: true,
    hourly: true,
    visibilityMinM: 24_000,
    humidityMeanPct: 55,
    humidityMaxPct: 80,
    humidityMinPct: 35,
    dewPointMeanC: 10,
    shortwaveMJm2: 27,
    daylightS: 15 * 3600,
    sunshineS: 13 * 3600,
    uvIndexMax: 8,
    sunriseMs: Date.UTC(2026, 6, 15, 5, 20),
    sunsetMs: Date.UTC(2026, 6, 15, 20, 20),
    ...day,
    night: {
      tempMinC: 12,
      tempC: 14,
      dewPointC: 9,
      humidityMaxPct: 75,
      cloudPct: 10,
      windMeanKmh: 5,
      gustMaxKmh: 15,
      precipitationMm: 0,
      thunderstorm: false,
      estimated: false,
      ...night,
    },
  };
  return { ...derivedDayFields(base, defaultProfile), ...base };
}

/** Any value a score might meet: plausible numbers, extremes, negatives, NaN and ±Infinity. */
export const hostile = (min: number, max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.double({ min, max, noNaN: true }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1e9, 1e9),
    },
  );

/** Days with every field drawn from `hostile`, for laws that must hold for any input. */
export const anyDay = fc
  .record({
    tempMaxC: hostile(-60, 55),
    tempMinC: hostile(-70, 40),
    apparentMaxC: hostile(-70, 60),
    precipitationMm: hostile(0, 300),
    precipitationMaxRateMmH: hostile(0, 100),
    daytimePrecipitationMaxRateMmH: hostile(0, 100),
    windMeanKmh: hostile(0, 150),
    windMaxKmh: hostile(0, 200),
    gustMaxKmh: hostile(0, 250),
    daytimeGustMaxKmh: hostile(0, 250),
    cloudPct: hostile(0, 100),
    weatherCode: fc.constantFrom(
      0,
      1,
      2,
      3,
      45,
      48,
      51,
      56,
      61,
      63,
      65,
      66,
      67,
      71,
      75,
      80,
      82,
      85,
      95,
      96,
      99,
      Number.NaN,
    ),
    visibilityMinM: hostile(0, 50_000),
    shortwaveMJm2: hostile(0, 40),
    daylightS: hostile(0, 86_400),
    nightTempC: hostile(-50, 40),
    nightDewPointC: hostile(-50, 35),
    nightGustKmh: hostile(0, 200),
    nightPrecipitationMm: hostile(0, 100),
    thunderstorm: fc.boolean(),
    estimated: fc.boolean(),
    hailCodes: fc.boolean(),
    hourly: fc.boolean(),
  })
  .map((r) =>
    mildDay({
      ...r,
      daytimeCodes: [r.weatherCode],
      night: {
        tempC: r.nightTempC,
        dewPointC: r.nightDewPointC,
        gustMaxKmh: r.nightGustKmh,
        precipitationMm: r.nightPrecipitationMm,
        thunderstorm: r.thunderstorm,
        estimated: r.estimated,
      },
    }),
  );

/** A score is an integer 0-100, or null where the contract allows. */
export const isScore = (score: number | null): boolean =>
  score === null || (Number.isInteger(score) && score >= 0 && score <= 100);
