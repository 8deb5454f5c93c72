/**
 * How Open-Meteo's server describes each JSON key and unit in a FlatBuffers answer (its `getFlatBuffersMeta`,
 * open-meteo/open-meteo `FlatBuffers+WeatherApi.swift` and `+EnsembleApi.swift`; units as the SDK's `Unit.swift`),
 * spelled with @openmeteo/sdk's own enums, for the test writer (writer.ts): independent of vansky's reader.
 */
import { Aggregation } from "@openmeteo/sdk/aggregation.js";
import { Unit } from "@openmeteo/sdk/unit.js";
import { Variable } from "@openmeteo/sdk/variable.js";

/** Unit strings of Open-Meteo's JSON and the `Unit` they stand for (the SDK's `Unit.swift`, `abbreviation`). */
const UNITS: Readonly<Record<string, Unit>> = {
  undefined: Unit.undefined,
  "°C": Unit.celsius,
  "°F": Unit.fahrenheit,
  K: Unit.kelvin,
  "km/h": Unit.kilometres_per_hour,
  "m/s": Unit.metre_per_second,
  "mp/h": Unit.miles_per_hour,
  kn: Unit.knots,
  mm: Unit.millimetre,
  cm: Unit.centimetre,
  inch: Unit.inch,
  m: Unit.metre,
  ft: Unit.feet,
  "%": Unit.percentage,
  "°": Unit.degree_direction,
  "W/m²": Unit.watt_per_square_metre,
  "MJ/m²": Unit.megajoule_per_square_metre,
  s: Unit.seconds,
  h: Unit.hours,
  hPa: Unit.hectopascal,
  "wmo code": Unit.wmo_code,
  "": Unit.dimensionless,
  iso8601: Unit.iso8601,
  unixtime: Unit.unix_time,
};

const TAILS: readonly (readonly [string, Aggregation])[] = [
  ["_max", Aggregation.maximum],
  ["_min", Aggregation.minimum],
  ["_mean", Aggregation.mean],
  ["_sum", Aggregation.sum],
  ["_dominant", Aggregation.dominant],
];
/** Old spellings Open-Meteo still accepts and echoes in JSON; FlatBuffers has only the variable. */
const OLD: readonly (readonly [string, string])[] = [
  ["weathercode", "weather_code"],
  ["windspeed", "wind_speed"],
  ["winddirection", "wind_direction"],
  ["windgusts", "wind_gusts"],
  ["cloudcover", "cloud_cover"],
  ["relativehumidity", "relative_humidity"],
  ["dewpoint", "dew_point"],
];
/** What the server writes for a JSON key: variable, altitude, aggregation and member; `undefined` for another kind. */
export interface Meta {
  readonly variable: Variable;
  readonly altitude: number;
  readonly aggregation: Aggregation;
  readonly member: number;
  /** A pressure level, hPa (`temperature_850hPa`), and the day of an earlier run (`_previous_day1`); 0 for none. */
  readonly pressureLevel?: number;
  readonly previousDay?: number;
  /** A soil depth and the bottom of its layer, cm, and a probability of the ensemble's (`Probability`); 0 for none. */
  readonly depth?: number;
  readonly depthTo?: number;
  readonly probability?: number;
}

const variableNamed = (name: string): Variable | undefined =>
  Object.hasOwn(Variable, name) && typeof Variable[name as keyof typeof Variable] === "number"
    ? Variable[name as keyof typeof Variable]
    : undefined;

/** The meta of a JSON key (`temperature_2m_max_member03`), or `undefined` for a name outside the schema's reach. */
export function metaOf(key: string): Meta | undefined {
  let name = key;
  for (const [old, current] of OLD) name = name.replace(old, current);
  let member = 0;
  const suffix = /_member(\d+)$/.exec(name);
  if (suffix) {
    member = Number(suffix[1]);
    name = name.slice(0, suffix.index);
  }
  let previousDay = 0;
  const previous = /_previous_day(\d+)$/.exec(name);
  if (previous) {
    previousDay = Number(previous[1]);
    name = name.slice(0, previous.index);
  }
  const level = /_(\d+)hPa$/.exec(name);
  if (level) {
    const variable = variableNamed(name.slice(0, level.index));
    return variable === undefined
      ? undefined
      : { variable, altitude: 0, aggregation: 0, member, pressureLevel: Number(level[1]) };
  }
  if (name === "wave_peak_period") return { variable: Variable.wave_period, altitude: 0, aggregation: 0, member };
  let aggregation = Aggregation.none;
  if (variableNamed(name) === undefined)
    for (const [tail, value] of TAILS)
      if (name.endsWith(tail)) {
        aggregation = value;
        name = name.slice(0, -tail.length);
        break;
      }
  let altitude = 0;
  const height = /_(\d+)m$/.exec(name);
  if (height && variableNamed(name) === undefined) {
    altitude = Number(height[1]);
    name = name.slice(0, height.index);
  }
  const variable = variableNamed(name);
  if (variable === undefined) return undefined;
  if (variable === Variable.apparent_temperature) altitude = 2;
  return { variable, altitude, aggregation, member, previousDay };
}

/** The `Unit` of a JSON unit string for `variable` (an empty one is dimensionless_integer for is_day, as the server has it). */
export function unitOf(unit: unknown, key: string, variable: Variable): Unit {
  if (unit === "" && variable === Variable.is_day) return Unit.dimensionless_integer;
  if (typeof unit !== "string" || !Object.hasOwn(UNITS, unit))
    throw new Error(`writer: no FlatBuffers unit for ${key}'s ${JSON.stringify(unit)}`);
  return UNITS[unit] as Unit;
}
