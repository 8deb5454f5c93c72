/**
 * What the engine needs of Open-Meteo's FlatBuffers schema (open-meteo/sdk `flatbuffers/weather_api.fbs`): the field
 * slots of its three tables, the unit enum as the unit strings of its JSON answers, and how a series' description
 * (variable, altitude, aggregation) spells the JSON name of the variable, as the server's `getFlatBuffersMeta`
 * (open-meteo/open-meteo `FlatBuffers+WeatherApi.swift`, `+EnsembleApi.swift`) encodes it.
 */

/** Field slots of `WeatherApiResponse`. */
export const RESPONSE = {
  latitude: 0,
  longitude: 1,
  elevation: 2,
  locationId: 4,
  model: 5,
  utcOffsetSeconds: 6,
  timezone: 7,
  current: 9,
  daily: 10,
  hourly: 11,
} as const;

/** Field slots of `VariablesWithTime` (a section: `time` and `time_end` UTC epoch s, `interval` s). */
export const SECTION = { time: 0, timeEnd: 1, interval: 2, variables: 3 } as const;

/** Field slots of `VariableWithValues` (one series, or one `current` value). */
export const SERIES = {
  variable: 0,
  unit: 1,
  value: 2,
  values: 3,
  valuesInt64: 4,
  altitude: 5,
  aggregation: 6,
  pressureLevel: 7,
  depth: 8,
  depthTo: 9,
  ensembleMember: 10,
  previousDay: 11,
  probability: 12,
} as const;

/**
 * The `Unit` enum, by its number: the unit string Open-Meteo's JSON writes for it and the decimals it writes values
 * with (the SDK's `Unit.swift`, `abbreviation` and `significantDigits`). A FlatBuffers unit is checked and converted
 * by the very table JSON units are (`units.ts`), and its values rounded as JSON rounds them.
 */
const UNITS: readonly (readonly [string, number])[] = [
  ["undefined", 0],
  ["°C", 1],
  ["cm", 2],
  ["m³/m³", 3],
  ["m³/s", 2],
  ["°", 0],
  ["", 0],
  ["", 2],
  ["EAQI", 0],
  ["°F", 1],
  ["ft", 3],
  ["fraction", 3],
  ["GGDc", 2],
  ["gpm", 0],
  ["grains/m³", 1],
  ["g/kg", 2],
  ["hPa", 1],
  ["h", 1],
  ["inch", 3],
  ["iso8601", 0],
  ["J/kg", 1],
  ["K", 1],
  ["kPa", 2],
  ["kg/m²", 2],
  ["km/h", 1],
  ["kn", 1],
  ["MJ/m²", 2],
  ["m/s", 2],
  ["m/s", 2],
  ["m", 2],
  ["μg/m³", 1],
  ["mp/h", 1],
  ["mm", 2],
  ["Pa", 0],
  ["s⁻¹", 2],
  ["%", 0],
  ["s", 2],
  ["unixtime", 0],
  ["USAQI", 0],
  ["W/m²", 1],
  ["wmo code", 0],
  ["ppm", 0],
  ["kg/m³", 2],
];

/** The unit string of unit enum value `unit` (a number of a newer schema: `unit <n>`, which no quantity accepts). */
export const unitString = (unit: number): string => UNITS[unit]?.[0] ?? `unit ${unit}`;

const SCALES: readonly number[] = UNITS.map(([, decimals]) => 10 ** decimals);

/** 10 to the decimals Open-Meteo's JSON writes values of unit enum value `unit` with (a newer unit: 1000). */
export const decimalScale = (unit: number): number => SCALES[unit] ?? 1000;

/** The `Variable` enum values the engine reads, with the name their JSON keys start with. */
const VARIABLE_NAMES: Readonly<Record<number, string>> = {
  1: "apparent_temperature",
  3: "cloud_cover",
  7: "daylight_duration",
  8: "dew_point",
  19: "is_day",
  24: "precipitation",
  25: "precipitation_hours",
  26: "precipitation_probability",
  28: "rain",
  29: "relative_humidity",
  32: "shortwave_radiation",
  34: "showers",
  37: "snowfall",
  40: "sunrise",
  41: "sunset",
  47: "temperature",
  52: "uv_index",
  55: "visibility",
  56: "weather_code",
  57: "wind_direction",
  58: "wind_gusts",
  59: "wind_speed",
  64: "wave_height",
  65: "wave_period",
  66: "wave_direction",
  71: "swell_wave_height",
  72: "swell_wave_period",
  74: "swell_wave_direction",
  103: "sunshine_duration",
  133: "sea_surface_temperature",
};

/** The `Aggregation` enum values of the variables the engine reads, as the tail of their JSON names. */
const AGGREGATION_TAILS: Readonly<Record<number, string>> = {
  0: "",
  1: "_min",
  2: "_max",
  3: "_mean",
  9: "_dominant",
  10: "_sum",
};

/** A series' description as the schema gives it. */
export interface SeriesMeta {
  readonly variable: number;
  readonly altitude: number;
  readonly aggregation: number;
  /** Pressure level, depth, previous day or probability: any of them set makes another variable than the plain one. */
  readonly qualified: boolean;
}

/**
 * The JSON name of the variable a series is (`temperature_2m_max` for temperature, altitude 2, maximum), or
 * `undefined` for one the engine does not read (a pressure level, a depth, a previous day's run, a probability, a
 * spread). The server writes apparent temperature with altitude 2 under a name without it.
 */
export function seriesName({ variable, altitude, aggregation, qualified }: SeriesMeta): string | undefined {
  const base = VARIABLE_NAMES[variable];
  const tail = AGGREGATION_TAILS[aggregation];
  if (base === undefined || tail === undefined || qualified) return undefined;
  const height = altitude === 0 || base === "apparent_temperature" ? "" : `_${altitude}m`;
  return `${base}${height}${tail}`;
}

/** The JSON key of member `member` of a variable (`temperature_2m_member03`; the control run, 0, unsuffixed). */
export const memberKey = (name: string, member: number): string =>
  member === 0 ? name : `${name}_member${String(member).padStart(2, "0")}`;
