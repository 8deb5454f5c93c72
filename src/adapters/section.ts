import { VanskyInputError } from "../errors.js";
import { describe, readTimeAxis, timeFormatOf } from "./time.js";
import { conversionFor, QUANTITIES } from "./units.js";
import { currentName, type VariableSpec } from "./variables.js";

/**
 * One section of a normalized response: a UTC epoch-ms time axis and one column per field in vansky's fixed units,
 * `NaN` where a value is missing; `coverage` is each field's fraction of non-missing values (0 when absent).
 */
export interface Series<Field extends string> {
  readonly timeMs: Float64Array;
  readonly columns: Readonly<Record<Field, Float64Array>>;
  readonly coverage: Readonly<Record<Field, number>>;
}

/** A series while the adapter still fills it in. */
export interface MutableSeries<Field extends string> {
  readonly timeMs: Float64Array;
  readonly columns: Record<Field, Float64Array>;
  readonly coverage: Record<Field, number>;
}

/** A plain JSON object (not null, not an array). */
export type JsonObject = Record<string, unknown>;
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export interface SectionContext {
  /** The response's `utc_offset_seconds`. */
  readonly offsetS: number;
  /** Weather model to read when keys carry model suffixes. */
  readonly model: string | undefined;
  /** Largest accepted number of time steps. */
  readonly maxLength: number;
}

/** What a section reader returns: the series plus the raw keys of time-valued variables (sunrise, sunset). */
export interface SectionRead<Field extends string> {
  readonly series: MutableSeries<Field>;
  /** Resolved key (as spelled in the response) of each extra time variable that is present. */
  readonly timeKeys: Readonly<Record<string, string>>;
}

interface Candidate {
  key: string;
  /** 0: current spelling, 1: old spelling, 2: model-suffixed. */
  rank: number;
}

/** Fraction of non-NaN values. */
export function coverageOf(column: Float64Array): number {
  if (column.length === 0) return 0;
  let present = 0;
  for (let i = 0; i < column.length; i++) if (!Number.isNaN(column[i] as number)) present++;
  return present / column.length;
}

/**
 * Which response key to read for each wanted name: the current spelling, else an old spelling, else a key with a
 * weather-model suffix (`temperature_2m_max_gfs_seamless`). Suffixes of several models need `context.model`.
 */
function resolveKeys(
  raw: JsonObject,
  wanted: readonly string[],
  path: string,
  model: string | undefined,
): Map<string, string> {
  const chosen = new Map<string, Candidate>();
  const models = new Set<string>();
  const byLength = [...wanted].sort((a, b) => b.length - a.length);
  for (const key of Object.keys(raw)) {
    if (key === "time" || key === "interval") continue;
    const name = currentName(key);
    let target: string | undefined;
    let rank = name === key ? 0 : 1;
    if (wanted.includes(name)) target = name;
    else {
      const base = byLength.find((w) => name.startsWith(`${w}_`));
      if (base === undefined) continue;
      const suffix = name.slice(base.length + 1);
      models.add(suffix);
      if (model !== undefined && suffix !== model) continue;
      target = base;
      rank = 2;
    }
    const previous = chosen.get(target);
    if (!previous || rank < previous.rank) chosen.set(target, { key, rank });
  }
  if (model === undefined && models.size > 1) {
    throw new VanskyInputError(
      "MULTIPLE_MODELS",
      path,
      `keys for several weather models (${[...models].sort().join(", ")}); pass the option { model } to choose one`,
    );
  }
  return new Map([...chosen].map(([name, c]) => [name, c.key]));
}

/** One variable's values converted into its fixed unit, checked against the quantity's physical range. */
function readColumn(
  values: readonly unknown[],
  spec: VariableSpec,
  unit: unknown,
  path: string,
  unitPath: string,
): Float64Array {
  const quantity = QUANTITIES[spec.quantity];
  const column = new Float64Array(values.length);
  if (unit === "undefined") {
    if (values.every((v) => v === null)) return column.fill(Number.NaN);
    throw new VanskyInputError("UNKNOWN_UNIT", unitPath, `unit "undefined" but the values are not all null`);
  }
  if (typeof unit !== "string") {
    throw new VanskyInputError(
      "MISSING_UNIT",
      unitPath,
      `no unit for ${spec.name} (expected ${quantity.unit} or another Open-Meteo unit)`,
    );
  }
  const conversion = conversionFor(spec.quantity, unit);
  if (!conversion) {
    const known = Object.keys(quantity.accepted)
      .map((u) => JSON.stringify(u))
      .join(", ");
    throw new VanskyInputError(
      "UNKNOWN_UNIT",
      unitPath,
      `unknown unit ${JSON.stringify(unit)} for ${spec.name} (known: ${known})`,
    );
  }
  const { scale, offset } = conversion;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null) {
      column[i] = Number.NaN;
      continue;
    }
    if (typeof v !== "number")
      throw new VanskyInputError("BAD_VALUE", `${path}[${i}]`, `expected a number or null, got ${describe(v)}`);
    const x = v * scale + offset;
    if (!(x >= quantity.min - 1e-9 && x <= quantity.max + 1e-9)) {
      throw new VanskyInputError(
        "OUT_OF_RANGE",
        `${path}[${i}]`,
        `${v} ${unit} is outside the possible range of ${spec.name} (${quantity.min} to ${quantity.max} ${quantity.unit})`,
      );
    }
    column[i] = x;
  }
  return column;
}

/** How a section keeps its times: one value (`current`), hourly wall times, or daily local dates. */
export type SectionKind = "current" | "hourly" | "daily";

/**
 * Reads one Open-Meteo section against a list of variable specs, with its `*_units` block. `current` is read as a
 * series of length 1. Every array of the section must match the length of `time`; unknown variables are otherwise
 * ignored. `timeNames` are time-valued variables (sunrise, sunset) whose keys are resolved but read by the caller.
 */
export function readSection<Field extends string>(
  raw: unknown,
  units: unknown,
  path: string,
  kind: SectionKind,
  specs: readonly VariableSpec<Field>[],
  timeNames: readonly string[],
  context: SectionContext,
): SectionRead<Field> {
  const scalar = kind === "current";
  if (!isObject(raw))
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, `expected an object, got ${describe(raw)}`);
  const unitsPath = `${path}_units`;
  if (units !== undefined && !isObject(units)) {
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", unitsPath, `expected an object, got ${describe(units)}`);
  }
  const unitOf = (key: string) => (units && Object.hasOwn(units, key) ? units[key] : undefined);
  const rawTime = raw.time;
  const times = scalar ? [rawTime] : rawTime;
  if (!Array.isArray(times))
    throw new VanskyInputError("BAD_TIME", `${path}.time`, `expected an array of times, got ${describe(rawTime)}`);
  const n = times.length;
  if (n > context.maxLength) {
    throw new VanskyInputError(
      "TOO_LARGE",
      `${path}.time`,
      `${n} time steps; at most ${context.maxLength} are accepted`,
    );
  }
  if (!scalar) {
    for (const key of Object.keys(raw)) {
      const v = raw[key];
      if (Array.isArray(v) && v.length !== n) {
        throw new VanskyInputError("LENGTH_MISMATCH", `${path}.${key}`, `${v.length} values but ${n} times`);
      }
      if (!Array.isArray(v) && key !== "time") {
        throw new VanskyInputError(
          "NOT_AN_OPEN_METEO_RESPONSE",
          `${path}.${key}`,
          `expected an array, got ${describe(v)}`,
        );
      }
    }
  }
  const format = timeFormatOf(unitOf("time"), times[0], `${unitsPath}.time`);
  const timeMs = readTimeAxis(times, format, context.offsetS, `${path}.time`, kind === "daily");
  const keys = resolveKeys(raw, [...specs.map((s) => s.name), ...timeNames], path, context.model);

  const columns = {} as Record<Field, Float64Array>;
  const coverage = {} as Record<Field, number>;
  for (const spec of specs) {
    const key = keys.get(spec.name);
    let column: Float64Array;
    if (key === undefined) column = new Float64Array(n).fill(Number.NaN);
    else {
      const value = raw[key];
      const values = scalar ? [value] : (value as unknown[]);
      column = readColumn(values, spec, unitOf(key), `${path}.${key}`, `${unitsPath}.${key}`);
    }
    columns[spec.field] = column;
    coverage[spec.field] = coverageOf(column);
  }
  const timeKeys: Record<string, string> = {};
  for (const name of timeNames) {
    const key = keys.get(name);
    if (key !== undefined) timeKeys[name] = key;
  }
  return { series: { timeMs, columns, coverage }, timeKeys };
}
