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

/** Fraction of non-NaN values. */
export function coverageOf(column: Float64Array): number {
  if (column.length === 0) return 0;
  let present = 0;
  for (let i = 0; i < column.length; i++) if (!Number.isNaN(column[i] as number)) present++;
  return present / column.length;
}

/**
 * The variables one kind of section holds, indexed once at module load: the specs, and every name a key may
 * resolve to (the specs' names plus time-valued names such as sunrise), longest first for suffix matching.
 */
export interface SectionSpec<Field extends string, Extra extends string = never> {
  readonly specs: readonly VariableSpec<Field>[];
  readonly timeNames: readonly string[];
  /** Columns the caller fills itself (sunrise and sunset as epoch ms), allocated with the others and all `NaN`. */
  readonly extraColumns: readonly Extra[];
  readonly names: ReadonlySet<string>;
  readonly namesLongestFirst: readonly string[];
}

/** Indexes a list of variable specs (and time-valued names with their extra columns) for `readSection`. */
export function defineSection<Field extends string, Extra extends string = never>(
  specs: readonly VariableSpec<Field>[],
  timeNames: readonly string[] = [],
  extraColumns: readonly Extra[] = [],
): SectionSpec<Field, Extra> {
  const names = [...specs.map((s) => s.name), ...timeNames];
  return {
    specs,
    timeNames,
    extraColumns,
    names: new Set(names),
    namesLongestFirst: names.sort((a, b) => b.length - a.length),
  };
}

/**
 * A time axis of `n` steps and one column per field, all views on one ArrayBuffer: a typed-array allocation costs
 * about as much as reading a whole column, so a section makes one. Columns start as `NaN`.
 */
export function allocateSeries<Field extends string>(fields: readonly Field[], n: number): MutableSeries<Field> {
  const buffer = new ArrayBuffer(8 * n * (fields.length + 1));
  const columns = {} as Record<Field, Float64Array>;
  const coverage = {} as Record<Field, number>;
  fields.forEach((field, i) => {
    columns[field] = new Float64Array(buffer, 8 * n * (i + 1), n).fill(Number.NaN);
    coverage[field] = 0;
  });
  return { timeMs: new Float64Array(buffer, 0, n), columns, coverage };
}

interface Candidate {
  key: string;
  /** 0: current spelling, 1: old spelling, 2: model-suffixed. */
  rank: number;
}

/**
 * Which response key to read for each wanted name: the current spelling, else an old spelling, else a key with a
 * weather-model suffix (`temperature_2m_max_gfs_seamless`). Suffixes of several models need `model`.
 */
function resolveKeys(
  raw: JsonObject,
  section: SectionSpec<string, string>,
  path: string,
  model: string | undefined,
): Map<string, string> {
  const chosen = new Map<string, Candidate>();
  let models: Set<string> | undefined;
  for (const key of Object.keys(raw)) {
    let target: string | undefined;
    let rank = 0;
    if (section.names.has(key)) target = key;
    else {
      const name = currentName(key);
      if (section.names.has(name)) {
        target = name;
        rank = 1;
      } else {
        const base = section.namesLongestFirst.find((w) => name.startsWith(`${w}_`));
        if (base === undefined) continue;
        const suffix = name.slice(base.length + 1);
        models ??= new Set();
        models.add(suffix);
        if (model !== undefined && suffix !== model) continue;
        target = base;
        rank = 2;
      }
    }
    const previous = chosen.get(target);
    if (!previous || rank < previous.rank) chosen.set(target, { key, rank });
  }
  if (model === undefined && models && models.size > 1) {
    throw new VanskyInputError(
      "MULTIPLE_MODELS",
      path,
      `keys for several weather models (${[...models].sort().join(", ")}); pass the option { model } to choose one`,
    );
  }
  const keys = new Map<string, string>();
  for (const [name, candidate] of chosen) keys.set(name, candidate.key);
  return keys;
}

/**
 * One variable's values converted into its fixed unit into `column`, checked against the quantity's physical
 * range; returns how many values are present.
 */
function readColumn(
  values: readonly unknown[],
  column: Float64Array,
  spec: VariableSpec,
  unit: unknown,
  path: string,
  unitPath: string,
): number {
  const quantity = QUANTITIES[spec.quantity];
  if (unit === "undefined") {
    if (values.every((v) => v === null)) {
      column.fill(Number.NaN);
      return 0;
    }
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
  const min = quantity.min - 1e-9;
  const max = quantity.max + 1e-9;
  let present = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === "number") {
      const x = v * scale + offset;
      if (!(x >= min && x <= max)) throw outOfRange(v, unit, spec, `${path}[${i}]`);
      column[i] = x;
      present++;
    } else if (v === null) column[i] = Number.NaN;
    else throw new VanskyInputError("BAD_VALUE", `${path}[${i}]`, `expected a number or null, got ${describe(v)}`);
  }
  return present;
}

function outOfRange(value: number, unit: string, spec: VariableSpec, path: string): VanskyInputError {
  const { min, max, unit: fixed } = QUANTITIES[spec.quantity];
  return new VanskyInputError(
    "OUT_OF_RANGE",
    path,
    `${value} ${unit} is outside the possible range of ${spec.name} (${min} to ${max} ${fixed})`,
  );
}

/** How a section keeps its times: one value (`current`), hourly wall times, or daily local dates. */
export type SectionKind = "current" | "hourly" | "daily";

/**
 * Reads one Open-Meteo section against a list of variable specs, with its `*_units` block. `current` is read as a
 * series of length 1. Every array of the section must match the length of `time`; unknown variables are otherwise
 * ignored. `timeNames` are time-valued variables (sunrise, sunset) whose keys are resolved but read by the caller.
 */
export function readSection<Field extends string, Extra extends string = never>(
  raw: unknown,
  units: unknown,
  path: string,
  kind: SectionKind,
  section: SectionSpec<Field, Extra>,
  context: SectionContext,
): SectionRead<Field | Extra> {
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
  const series = allocateSeries<Field | Extra>([...section.specs.map((s) => s.field), ...section.extraColumns], n);
  readTimeAxis(times, series.timeMs, format, context.offsetS, `${path}.time`, kind === "daily");
  const keys = resolveKeys(raw, section, path, context.model);

  for (const spec of section.specs) {
    const key = keys.get(spec.name);
    if (key === undefined) continue;
    const value = raw[key];
    const values = scalar ? [value] : (value as unknown[]);
    const present = readColumn(
      values,
      series.columns[spec.field],
      spec,
      unitOf(key),
      `${path}.${key}`,
      `${unitsPath}.${key}`,
    );
    series.coverage[spec.field] = n === 0 ? 0 : present / n;
  }
  const timeKeys: Record<string, string> = {};
  for (const name of section.timeNames) {
    const key = keys.get(name);
    if (key !== undefined) timeKeys[name] = key;
  }
  return { series, timeKeys };
}
