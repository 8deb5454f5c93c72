import { MS_PER_DAY } from "../time/civil.js";
import type { DailyRule } from "./daily.js";
import { normalizeEach, type ResponseHeader } from "./header.js";
import { childPath, isObject, type JsonObject, ownValue } from "./json.js";
import { defineSection } from "./keys.js";
import type { NormalizeOptions } from "./options.js";
import { composePrecipitation } from "./precipitation.js";
import { normalizeResponse, type ResponseKind, type SectionsRead } from "./response.js";
import { type Current, coverageOf, freshMemory, type Series, type SeriesMemory } from "./section.js";
import { readInstant, timeFormatOf } from "./time.js";
import {
  DAILY_VARIABLES,
  type DailyVariableField,
  HOURLY_VARIABLES,
  type HourlyField,
  LEGACY_CURRENT_NAMES,
} from "./variables.js";

export type { HourlyField } from "./variables.js";
/** Daily fields: the variables of DAILY_VARIABLES plus sunrise and sunset as UTC epoch ms. */
export type DailyField = DailyVariableField | "sunriseMs" | "sunsetMs";

/**
 * An Open-Meteo forecast response normalized: UTC epoch-ms time axes and columns in fixed units (°C, %, mm, cm of
 * snow, km/h, degrees, m, W/m², MJ/m², s, h, WMO code), `NaN` for missing values; `current` is one instant's values.
 * `daily` exists whenever `daily` or `hourly` does: values the response lacks are aggregated from the hourly values
 * of the same local day where those are complete. Polar day and night have `NaN` sunrise and sunset and a daylight
 * of 86 400 or 0 s.
 */
export interface ForecastSeries extends ResponseHeader {
  /** The `current` block: one instant's values, null when the response has none. */
  readonly current: Current<HourlyField> | null;
  /** The `hourly` section, null when the response has none. */
  readonly hourly: Series<HourlyField> | null;
  /** The `daily` section, the response's or aggregated from `hourly`; null when it has neither. */
  readonly daily: Series<DailyField> | null;
  /**
   * Variables the response lacks that the adapter composed from others, each with its parts, e.g.
   * `precipitation_sum = rain_sum + showers_sum + snowfall_sum`; empty for most responses.
   */
  readonly composed: readonly string[];
  /**
   * The weather model of the keys read (their suffix, `temperature_2m_icon_seamless`, or the `model` option), null
   * for unsuffixed keys (Open-Meteo's `best_match`, or a single model asked without the option): what its weather
   * codes mean depends on it (docs/model.md, "Weather codes by source").
   */
  readonly model: string | null;
  /** Whether the response is an Ensemble API answer (keys of members `_member01`, ...). */
  readonly ensemble: boolean;
}

/** Daily values derived from hourly ones when the response lacks them (Open-Meteo's own aggregations). */
export const FORECAST_DAILY_RULES: readonly DailyRule<DailyField, HourlyField>[] = [
  { target: "weatherCode", source: "weatherCode", aggregate: "max" },
  { target: "temperatureMaxC", source: "temperatureC", aggregate: "max" },
  { target: "temperatureMinC", source: "temperatureC", aggregate: "min" },
  { target: "temperatureMeanC", source: "temperatureC", aggregate: "mean" },
  { target: "apparentTemperatureMaxC", source: "apparentTemperatureC", aggregate: "max" },
  { target: "apparentTemperatureMinC", source: "apparentTemperatureC", aggregate: "min" },
  { target: "sunshineS", source: "sunshineS", aggregate: "sum" },
  { target: "uvIndexMax", source: "uvIndex", aggregate: "max" },
  { target: "precipitationSumMm", source: "precipitationMm", aggregate: "sum" },
  { target: "snowfallSumCm", source: "snowfallCm", aggregate: "sum" },
  { target: "precipitationHours", source: "precipitationMm", aggregate: "wetHours" },
  { target: "precipitationProbabilityMaxPct", source: "precipitationProbabilityPct", aggregate: "max" },
  { target: "windSpeedMaxKmh", source: "windSpeedKmh", aggregate: "max" },
  { target: "windGustsMaxKmh", source: "windGustsKmh", aggregate: "max" },
  { target: "windDirectionDominantDeg", source: "windDirectionDeg", aggregate: "dominant", weight: "windSpeedKmh" },
  { target: "shortwaveSumMJm2", source: "shortwaveWm2", aggregate: "radiantExposure" },
  { target: "relativeHumidityMeanPct", source: "relativeHumidityPct", aggregate: "mean" },
  { target: "relativeHumidityMaxPct", source: "relativeHumidityPct", aggregate: "max" },
  { target: "relativeHumidityMinPct", source: "relativeHumidityPct", aggregate: "min" },
  { target: "dewPointMeanC", source: "dewPointC", aggregate: "mean" },
  { target: "cloudCoverMeanPct", source: "cloudCoverPct", aggregate: "mean" },
  { target: "visibilityMinM", source: "visibilityM", aggregate: "min" },
];

const SUN_TIMES = ["sunrise", "sunset"] as const;

/** The legacy `current_weather` block (`current_weather=true`) rewritten as a `current` block with current names. */
function legacyCurrent(body: JsonObject): { raw: unknown; units: unknown; key: string } | undefined {
  const block = body.current_weather;
  const units = body.current_weather_units;
  if (block === undefined) return undefined;
  if (!isObject(block)) return { raw: block, units, key: "current_weather" };
  const rename = (source: JsonObject) => {
    const out: JsonObject = {};
    for (const key of Object.keys(source)) {
      const name = ownValue(LEGACY_CURRENT_NAMES, key);
      if (key === "time" || key === "interval") out[key] = source[key];
      else if (typeof name === "string") out[name] = source[key];
    }
    return out;
  };
  return { raw: rename(block), units: isObject(units) ? rename(units) : units, key: "current_weather" };
}

/**
 * Sunrise and sunset columns, with Open-Meteo's polar convention (sunrise = sunset = `D T00:00` in polar night,
 * sunrise `D T00:00` and sunset `D+1 T00:00` in polar day) turned into NaN plus a 0 or 86 400 s daylight.
 */
function readSunTimes({ header, body, daily, dailyTimeKeys, path }: SectionsRead<HourlyField, DailyField>) {
  if (!daily) return;
  const offsetS = header.utcOffsetSeconds;
  const units = isObject(body.daily_units) ? body.daily_units : undefined;
  const raw = body.daily as JsonObject;
  const dailyPath = childPath(path, "daily");
  for (const name of SUN_TIMES) {
    const key = dailyTimeKeys[name];
    if (key === undefined) continue;
    const values = raw[key] as unknown[];
    const unitPath = `${dailyPath}_units.${key}`;
    const format = timeFormatOf(
      ownValue(units, key),
      values.find((v) => v !== null),
      unitPath,
    );
    const column = daily.columns[name === "sunrise" ? "sunriseMs" : "sunsetMs"];
    for (let d = 0; d < values.length; d++)
      column[d] = readInstant(values[d], format, offsetS, `${dailyPath}.${key}`, d, true, false);
  }
  const { sunriseMs, sunsetMs, daylightS } = daily.columns;
  for (let d = 0; d < daily.timeMs.length; d++) {
    const midnight = daily.timeMs[d] as number;
    const rise = sunriseMs[d] as number;
    const set = sunsetMs[d] as number;
    if (rise === midnight && (set === midnight || set === midnight + MS_PER_DAY)) {
      if (Number.isNaN(daylightS[d] as number)) daylightS[d] = set === midnight ? 0 : 86_400;
      sunriseMs[d] = Number.NaN;
      sunsetMs[d] = Number.NaN;
    } else if (Number.isNaN(daylightS[d] as number) && set > rise) daylightS[d] = (set - rise) / 1000;
  }
  for (const field of ["sunriseMs", "sunsetMs", "daylightS"] as const)
    daily.coverage[field] = coverageOf(daily.columns[field]);
}

const HOURLY_PARTS = {
  total: "precipitationMm",
  rain: "rainMm",
  showers: "showersMm",
  snowfallCm: "snowfallCm",
} as const;
const DAILY_PARTS = {
  total: "precipitationSumMm",
  rain: "rainSumMm",
  showers: "showersSumMm",
  snowfallCm: "snowfallSumCm",
} as const;

/**
 * The response's own adjustments: sun times, and precipitation from rain, showers and snowfall where it has no
 * precipitation (hourly first, so that daily sums come from hourly totals where there are some).
 */
function adjustForecast(read: SectionsRead<HourlyField, DailyField>): void {
  readSunTimes(read);
  if (composePrecipitation(read.hourly, HOURLY_PARTS)) read.composed.push("precipitation = rain + showers + snowfall");
  if ((read.hourly?.coverage.precipitationMm ?? 0) === 0 && composePrecipitation(read.daily, DAILY_PARTS))
    read.composed.push("precipitation_sum = rain_sum + showers_sum + snowfall_sum");
}

/** The variables of a forecast's `hourly` (and `current`) section, indexed for the key readers. */
export const FORECAST_HOURLY = defineSection(HOURLY_VARIABLES);

const FORECAST: ResponseKind<HourlyField, DailyField> = {
  hourly: FORECAST_HOURLY,
  daily: defineSection(DAILY_VARIABLES, SUN_TIMES, ["sunriseMs", "sunsetMs"] as const),
  rules: FORECAST_DAILY_RULES,
  noSections:
    "the response has no current, hourly or daily section (request variables such as daily=temperature_2m_max)",
  legacyCurrent,
  adjust: adjustForecast,
};

/**
 * One forecast response normalized, its columns in `memory` (`normalizeForecast` for one response, with the memory
 * chosen by the caller: see `SeriesMemory`).
 */
export function forecastOne(
  json: unknown,
  options: NormalizeOptions | undefined,
  path: string,
  memory: SeriesMemory,
): ForecastSeries {
  return normalizeResponse(json, options, path, memory, FORECAST);
}

/**
 * Normalizes an Open-Meteo forecast (or archive) response: units from its `*_units` blocks into vansky's fixed
 * units, `iso8601` or `unixtime` times into UTC instants, old variable names and a single weather-model suffix into
 * current names, the legacy `current_weather` block into `current`, and missing daily values into aggregates of the
 * hourly ones. An array of responses (a multi-location request) gives an array in `location_id` order. A FlatBuffers
 * answer of one location (`format=flatbuffers`: its bytes, or a `WeatherApiResponse` of Open-Meteo's client
 * `openmeteo`) reads the same, and an array of `fetchWeatherApi`'s responses as an array (docs/adapter.md,
 * "FlatBuffers answers"; `splitResponse` splits the bytes of several locations).
 *
 * @throws VanskyInputError (`code`, `path`) for anything that is not a well-formed Open-Meteo response.
 */
export function normalizeForecast(json: readonly unknown[], options?: NormalizeOptions): ForecastSeries[];
export function normalizeForecast(json: unknown, options?: NormalizeOptions): ForecastSeries;
export function normalizeForecast(json: unknown, options?: NormalizeOptions): ForecastSeries | ForecastSeries[] {
  if (Array.isArray(json)) {
    return normalizeEach(json, (one, path) => {
      const result = forecastOne(one, options, path, freshMemory);
      return { locationId: result.locationId, result };
    });
  }
  return forecastOne(json, options, "", freshMemory);
}
