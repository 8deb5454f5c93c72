import type { Quantity } from "./units.js";

/**
 * What a sub-daily value stands for at its time stamp (open-meteo.md §5, Open-Meteo's "valid time"): the value at
 * that instant, or the sum, maximum or mean over the interval that ends at the stamp (the preceding hour in hourly
 * data, the preceding three hours with `temporal_resolution=hourly_3`: the axis' step, `stepHours`).
 */
export type TimeKind = "instant" | "sum" | "max" | "mean";

/** One Open-Meteo variable the engine reads: its current name, vansky's field name and its quantity. */
export interface VariableSpec<Field extends string = string> {
  /** Open-Meteo's current name, e.g. `temperature_2m`. */
  readonly name: string;
  /** vansky's field name, with its unit, e.g. `temperatureC`. */
  readonly field: Field;
  /** What it measures, which decides the units accepted and the conversion to the field's unit. */
  readonly quantity: Quantity;
  /** What a sub-daily value stands for at its stamp (daily values: `instant`, they are the day's). */
  readonly kind: TimeKind;
}

const spec = <F extends string>(
  name: string,
  field: F,
  quantity: Quantity,
  kind: TimeKind = "instant",
): VariableSpec<F> => ({ name, field, quantity, kind });

/** Forecast variables of the `hourly` and `current` sections (fields carry their unit). */
export const HOURLY_VARIABLES = [
  spec("temperature_2m", "temperatureC", "temperature"),
  spec("relative_humidity_2m", "relativeHumidityPct", "percent"),
  spec("dew_point_2m", "dewPointC", "temperature"),
  spec("apparent_temperature", "apparentTemperatureC", "temperature"),
  spec("precipitation", "precipitationMm", "precipitation", "sum"),
  spec("rain", "rainMm", "precipitation", "sum"),
  spec("showers", "showersMm", "precipitation", "sum"),
  spec("precipitation_probability", "precipitationProbabilityPct", "percent", "max"),
  spec("snowfall", "snowfallCm", "snowfall", "sum"),
  spec("weather_code", "weatherCode", "code"),
  spec("cloud_cover", "cloudCoverPct", "percent"),
  spec("visibility", "visibilityM", "length"),
  spec("wind_speed_10m", "windSpeedKmh", "speed"),
  spec("wind_gusts_10m", "windGustsKmh", "speed", "max"),
  spec("wind_direction_10m", "windDirectionDeg", "direction"),
  spec("shortwave_radiation", "shortwaveWm2", "irradiance", "mean"),
  spec("is_day", "isDay", "flag"),
  spec("uv_index", "uvIndex", "index"),
  spec("sunshine_duration", "sunshineS", "duration", "sum"),
] as const;

/** Forecast variables of the `daily` section; `sunrise` and `sunset` are times, read apart. */
export const DAILY_VARIABLES = [
  spec("weather_code", "weatherCode", "code"),
  spec("temperature_2m_max", "temperatureMaxC", "temperature"),
  spec("temperature_2m_min", "temperatureMinC", "temperature"),
  spec("temperature_2m_mean", "temperatureMeanC", "temperature"),
  spec("apparent_temperature_max", "apparentTemperatureMaxC", "temperature"),
  spec("apparent_temperature_min", "apparentTemperatureMinC", "temperature"),
  spec("daylight_duration", "daylightS", "duration"),
  spec("sunshine_duration", "sunshineS", "duration"),
  spec("uv_index_max", "uvIndexMax", "index"),
  spec("precipitation_sum", "precipitationSumMm", "precipitation"),
  spec("rain_sum", "rainSumMm", "precipitation"),
  spec("showers_sum", "showersSumMm", "precipitation"),
  spec("snowfall_sum", "snowfallSumCm", "snowfall"),
  spec("precipitation_hours", "precipitationHours", "hours"),
  spec("precipitation_probability_max", "precipitationProbabilityMaxPct", "percent"),
  spec("wind_speed_10m_max", "windSpeedMaxKmh", "speed"),
  spec("wind_gusts_10m_max", "windGustsMaxKmh", "speed"),
  spec("wind_direction_10m_dominant", "windDirectionDominantDeg", "direction"),
  spec("shortwave_radiation_sum", "shortwaveSumMJm2", "radiantExposure"),
  spec("relative_humidity_2m_mean", "relativeHumidityMeanPct", "percent"),
  spec("relative_humidity_2m_max", "relativeHumidityMaxPct", "percent"),
  spec("relative_humidity_2m_min", "relativeHumidityMinPct", "percent"),
  spec("dew_point_2m_mean", "dewPointMeanC", "temperature"),
  spec("cloud_cover_mean", "cloudCoverMeanPct", "percent"),
  spec("visibility_min", "visibilityMinM", "length"),
] as const;

/** Marine variables of the `hourly` and `current` sections. */
export const MARINE_HOURLY_VARIABLES = [
  spec("sea_surface_temperature", "seaSurfaceTemperatureC", "temperature"),
  spec("wave_height", "waveHeightM", "length"),
  spec("wave_direction", "waveDirectionDeg", "direction"),
  spec("wave_period", "wavePeriodS", "duration"),
  spec("swell_wave_height", "swellWaveHeightM", "length"),
  spec("swell_wave_direction", "swellWaveDirectionDeg", "direction"),
  spec("swell_wave_period", "swellWavePeriodS", "duration"),
] as const;

/** Marine variables of the `daily` section (`sea_surface_temperature_*` is served but undocumented). */
export const MARINE_DAILY_VARIABLES = [
  spec("wave_height_max", "waveHeightMaxM", "length"),
  spec("wave_direction_dominant", "waveDirectionDominantDeg", "direction"),
  spec("wave_period_max", "wavePeriodMaxS", "duration"),
  spec("swell_wave_height_max", "swellWaveHeightMaxM", "length"),
  spec("swell_wave_direction_dominant", "swellWaveDirectionDominantDeg", "direction"),
  spec("swell_wave_period_max", "swellWavePeriodMaxS", "duration"),
  spec("sea_surface_temperature_mean", "seaSurfaceTemperatureMeanC", "temperature"),
] as const;

/**
 * Variables read only to stand in for one the response lacks (`rain` and `showers` make `precipitation`:
 * `composePrecipitation`), never asked for by the request plan.
 */
export const STAND_IN_VARIABLES: ReadonlySet<string> = new Set(["rain", "showers", "rain_sum", "showers_sum"]);

/** Fields of the hourly (and current) forecast variables: vansky's names, units in the name (`temperatureC`). */
export type HourlyField = (typeof HOURLY_VARIABLES)[number]["field"];

/** Each hourly field's time kind, from the table above: what the windows of the day layer read it by. */
export const HOURLY_KIND = Object.fromEntries(HOURLY_VARIABLES.map((v) => [v.field, v.kind])) as Readonly<
  Record<HourlyField, TimeKind>
>;
/** Fields of the daily variables read from a response (forecast `DailyField` adds sunrise and sunset in ms). */
export type DailyVariableField = (typeof DAILY_VARIABLES)[number]["field"];
/** Fields of the hourly (and current) marine variables. */
export type MarineHourlyField = (typeof MARINE_HOURLY_VARIABLES)[number]["field"];
/** Fields of the daily marine variables. */
export type MarineDailyField = (typeof MARINE_DAILY_VARIABLES)[number]["field"];

/**
 * Old spellings Open-Meteo still accepts and echoes back (the legacy cases of the server's `VariableHourly.swift` and
 * `VariableDaily.swift`; open-meteo/open-meteo#920), as word substitutions:
 * `windspeed_10m_max` -> `wind_speed_10m_max`, `weathercode` -> `weather_code`, ...
 */
const OLD_WORDS: readonly (readonly [string, string])[] = [
  ["weathercode", "weather_code"],
  ["relativehumidity", "relative_humidity"],
  ["dewpoint", "dew_point"],
  ["cloudcover", "cloud_cover"],
  ["windspeed", "wind_speed"],
  ["winddirection", "wind_direction"],
  ["windgusts", "wind_gusts"],
  ["freezinglevel", "freezing_level"],
  ["vapor_pressure", "vapour_pressure"],
];

/** The current spelling of an Open-Meteo variable name (old names mapped, others unchanged). */
export function currentName(name: string): string {
  let result = name;
  for (const [old, current] of OLD_WORDS) if (result.includes(old)) result = result.replace(old, current);
  return result;
}

/**
 * The legacy `current_weather` block's keys (`current_weather=true`) and the `current` variables they are.
 */
export const LEGACY_CURRENT_NAMES: Readonly<Record<string, string>> = {
  temperature: "temperature_2m",
  windspeed: "wind_speed_10m",
  winddirection: "wind_direction_10m",
  weathercode: "weather_code",
  is_day: "is_day",
};
