/**
 * Reading a section's values: each variable's values checked, converted into vansky's fixed unit and stored in the
 * section's columns, by the plan `keys.ts` makes for the section's keys and units.
 */
import { VanskyInputError } from "../errors.js";
import { checkObject, describe, type JsonObject, ownValue } from "./json.js";
import { type ColumnReader, type KeyChoice, type ResponseSource, type SectionSpec, sectionPlan } from "./keys.js";
import type { Current, MutableSeries, SeriesMemory } from "./section.js";
import { readInstant, readTimeAxis, timeFormatOf } from "./time.js";
import { QUANTITIES } from "./units.js";

/** What reading a section needs beside the section itself. */
export interface SectionContext extends KeyChoice {
  /** The response's `utc_offset_seconds`. */
  readonly offsetS: number;
  /** Largest accepted number of time steps. */
  readonly maxLength: number;
  /** Where the section's columns go. */
  readonly memory: SeriesMemory;
}

/** The context of a response's sections, by each section's size limit: its offset, the run to read, the memory. */
export const sectionContext =
  (offsetS: number, { model, member }: KeyChoice, memory: SeriesMemory) =>
  (maxLength: number): SectionContext => ({ offsetS, model, member, maxLength, memory });

/**
 * The error for value `i` of `reader`'s key in the section at `sectionPath` (`i` < 0: the one value of `current`):
 * not a number, out of range, or a fraction where only whole numbers exist.
 */
export function badValue(reader: ColumnReader<string>, v: unknown, sectionPath: string, i: number): VanskyInputError {
  const path = i < 0 ? `${sectionPath}.${reader.key}` : `${sectionPath}.${reader.key}[${i}]`;
  if (typeof v !== "number")
    return new VanskyInputError("BAD_VALUE", path, `expected a number or null, got ${describe(v)}`);
  const x = v * reader.scale + reader.offset;
  if (x >= reader.min && x <= reader.max)
    return new VanskyInputError("BAD_VALUE", path, `expected a whole number for ${reader.spec.name}, got ${v}`);
  const { min, max, unit } = QUANTITIES[reader.spec.quantity];
  const range = `${min} to ${max} ${unit}`;
  const message = `${v} ${reader.unit} is outside the possible range of ${reader.spec.name} (${range})`;
  return new VanskyInputError("OUT_OF_RANGE", path, message);
}

/** Open-Meteo's unit "undefined" is only for a variable without data: anything but nulls is an error. */
function checkNullsOnly(values: readonly unknown[], unitPath: string): void {
  if (!values.every((v) => v === null))
    throw new VanskyInputError("UNKNOWN_UNIT", unitPath, `unit "undefined" but the values are not all null`);
}

/**
 * One variable's values converted into its fixed unit into `column`, checked against the quantity's physical
 * range (and, for codes and flags, to be whole numbers); returns how many values are present.
 */
function readColumn(
  values: readonly unknown[],
  column: Float64Array,
  reader: ColumnReader<string>,
  sectionPath: string,
): number {
  if (reader.nullsOnly) {
    checkNullsOnly(values, `${sectionPath}_units.${reader.key}`);
    column.fill(Number.NaN);
    return 0;
  }
  const { scale, offset, min, max } = reader;
  // two loops, whole numbers or not, rather than a test of `whole` per value: 3-5 % of normalizing (one loop that
  // counted missing values instead of present ones gained nothing: docs/performance.md)
  let missing = 0;
  if (reader.whole) {
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (typeof v === "number") {
        const x = v * scale + offset;
        if (!(x >= min && x <= max) || Math.floor(x) !== x) throw badValue(reader, v, sectionPath, i);
        column[i] = x;
      } else if (v === null) {
        column[i] = Number.NaN;
        missing++;
      } else throw badValue(reader, v, sectionPath, i);
    }
  } else {
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (typeof v === "number") {
        const x = v * scale + offset;
        if (!(x >= min && x <= max)) throw badValue(reader, v, sectionPath, i);
        column[i] = x;
      } else if (v === null) {
        column[i] = Number.NaN;
        missing++;
      } else throw badValue(reader, v, sectionPath, i);
    }
  }
  return values.length - missing;
}

/** One `current` value converted and checked like a column's values (see `readColumn`). */
function readValue(value: unknown, reader: ColumnReader<string>, sectionPath: string): number {
  if (reader.nullsOnly) {
    checkNullsOnly([value], `${sectionPath}_units.${reader.key}`);
    return Number.NaN;
  }
  if (value === null) return Number.NaN;
  if (typeof value === "number") {
    const x = value * reader.scale + reader.offset;
    if (x >= reader.min && x <= reader.max && !(reader.whole && Math.floor(x) !== x)) return x;
  }
  throw badValue(reader, value, sectionPath, -1);
}

/** The `current` section read: one time and one value per variable. */
export function readCurrent<Field extends string>(
  raw: unknown,
  units: unknown,
  path: string,
  section: SectionSpec<Field>,
  context: SectionContext,
): Current<Field> {
  const block = checkObject(raw, path);
  const unitBlock = units === undefined ? undefined : checkObject(units, `${path}_units`);
  const format = timeFormatOf(ownValue(unitBlock, "time"), block.time, `${path}_units.time`);
  const timeMs = readInstant(block.time, format, context.offsetS, `${path}.time`, -1, false, false);
  const plan = sectionPlan(block, Object.keys(block), unitBlock, section, path, context);
  const values = {} as Record<Field, number>;
  for (const field of plan.absent) values[field] = Number.NaN;
  for (const reader of plan.readers) values[reader.spec.field] = readValue(block[reader.key], reader, path);
  return { timeMs, values };
}

/** What a section reader returns: the series plus the response keys of time-valued variables (sunrise, sunset). */
export interface SectionRead<Field extends string> {
  readonly series: MutableSeries<Field>;
  readonly timeKeys: Readonly<Record<string, string>>;
  readonly source: ResponseSource;
}

/** Checks that every key of `block` is an array of `n` values. */
function checkArrays(block: JsonObject, keys: readonly string[], n: number, path: string): void {
  for (const key of keys) {
    const v = block[key];
    if (!Array.isArray(v)) {
      const message = `expected an array, got ${describe(v)}`;
      throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", `${path}.${key}`, message);
    }
    if (v.length !== n)
      throw new VanskyInputError("LENGTH_MISMATCH", `${path}.${key}`, `${v.length} values but ${n} times`);
  }
}

/**
 * Reads one `hourly` or `daily` section against its variable specs, with its `*_units` block. Every array of the
 * section must match the length of `time`; unknown variables are otherwise ignored. Time-valued names (sunrise,
 * sunset) are resolved to their keys for the caller, whose extra columns start as `NaN`.
 */
export function readSection<Field extends string, Extra extends string = never>(
  raw: unknown,
  units: unknown,
  path: string,
  daily: boolean,
  section: SectionSpec<Field, Extra>,
  context: SectionContext,
): SectionRead<Field | Extra> {
  const block = checkObject(raw, path);
  const unitBlock = units === undefined ? undefined : checkObject(units, `${path}_units`);
  const times = block.time;
  if (!Array.isArray(times))
    throw new VanskyInputError("BAD_TIME", `${path}.time`, `expected an array of times, got ${describe(times)}`);
  const n = times.length;
  if (n > context.maxLength) {
    const message = `${n} time steps; at most ${context.maxLength} are accepted`;
    throw new VanskyInputError("TOO_LARGE", `${path}.time`, message);
  }
  const keys = Object.keys(block);
  checkArrays(block, keys, n, path);
  const series = context.memory.series(section.fields, n);
  const format = timeFormatOf(ownValue(unitBlock, "time"), times[0], `${path}_units.time`);
  readTimeAxis(times, series.timeMs, format, context.offsetS, `${path}.time`, daily);
  const plan = sectionPlan(block, keys, unitBlock, section, path, context);
  for (const reader of plan.readers) {
    const field = reader.spec.field;
    const present = readColumn(block[reader.key] as unknown[], series.columns[field], reader, path);
    series.coverage[field] = n === 0 ? 0 : present / n;
  }
  for (const field of plan.absent) series.columns[field].fill(Number.NaN);
  for (let i = section.specs.length; i < section.fields.length; i++)
    series.columns[section.fields[i] as Field | Extra].fill(Number.NaN);
  return { series, timeKeys: plan.timeKeys, source: plan.source };
}
