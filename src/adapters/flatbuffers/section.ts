/**
 * One section of a FlatBuffers answer (`VariablesWithTime`) read into the series the JSON reader makes of a JSON
 * section (`read.ts`): the time axis from `time`, `time_end` and `interval`; each variable found by what its series
 * says it is (variable, altitude, aggregation, ensemble member), never by its position; its unit read from the
 * series and converted, checked and stored by the JSON reader's own rules (`columnReader`, `badValue`), so that
 * missing series, wrong units and lengths give the same errors at the same paths (`hourly.temperature_2m[3]`,
 * `hourly_units.wind_speed_10m`); NaN is a missing value; sunrise and sunset from their int64 series.
 */
import { VanskyInputError } from "../../errors.js";
import { type ColumnReader, columnReader, type SectionSpec } from "../keys.js";
import { badValue, type SectionContext, type SectionRead } from "../read.js";
import type { Current } from "../section.js";
import type { VariableSpec } from "../variables.js";
import { floatView } from "./answer.js";
import { decimalScale, SECTION, SERIES, unitString } from "./schema.js";
import { choose, type Entry, entriesOf } from "./series.js";
import { f32, i32, i64, int64At, isInt64Max, type Message, malformed, type Table, type Vector } from "./table.js";

/**
 * Column readers by variable, unit and key, remembered (the answers of a batch read the same few dozen), as the JSON
 * reader remembers its plans; a unit no quantity has throws and is not remembered. Bounded like the plans.
 */
const READERS = new WeakMap<VariableSpec<string>, Map<number, Map<string, ColumnReader<string>>>>();
const READERS_KEPT = 256;

/** The reader of series `e` for `spec` (`columnReader`: MISSING_UNIT, UNKNOWN_UNIT naming `<path>_units.<key>`). */
function reader<F extends string>(e: Entry, spec: VariableSpec<F>, path: string): ColumnReader<F> {
  let byUnit = READERS.get(spec);
  if (byUnit === undefined) {
    byUnit = new Map();
    READERS.set(spec, byUnit);
  }
  let byKey = byUnit.get(e.unit);
  if (byKey === undefined || byKey.size >= READERS_KEPT) {
    byKey = new Map();
    byUnit.set(e.unit, byKey);
  }
  const known = byKey.get(e.key) as ColumnReader<F> | undefined;
  if (known !== undefined) return known;
  const made = columnReader(e.key, spec, unitString(e.unit), `${path}_units.${e.key}`);
  byKey.set(e.key, made);
  return made;
}

const notAllMissing = (unitPath: string) =>
  new VanskyInputError("UNKNOWN_UNIT", unitPath, `unit "undefined" but the values are not all missing`);

/** The float values of `vector` as a typed array and the index of the first, aligned or copied. */
export function floatsOf(
  m: Message,
  floats: Float32Array | null,
  vector: Vector,
): { source: Float32Array; base: number } {
  if (floats !== null && vector.data % 4 === 0) return { source: floats, base: vector.data >> 2 };
  const copy = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) copy[i] = m.view.getFloat32(vector.data + 4 * i, true);
  return { source: copy, base: 0 };
}

/**
 * A float32 value as Open-Meteo's JSON writes it and `JSON.parse` reads it back: `Float.formatted(decimals:)`
 * (open-meteo/open-meteo `NumberExtensions.swift`: |v| times 10^decimals in float32, rounded half away from zero, the
 * sign put back), `scale` being 10^decimals of the series' unit. So a FlatBuffers answer, whose values the server
 * leaves unrounded, scores as the JSON answer to the same request does.
 */
export function jsonValue(v: number, scale: number): number {
  const s = Math.round(Math.fround(Math.abs(v) * scale));
  return (v < 0 ? -s : s) / scale;
}

/**
 * A variable's float values, rounded as JSON writes them (`jsonValue`), converted into `column`; NaN and infinities
 * (which JSON writes as null) are missing. Returns how many are present.
 */
function readFloats(
  m: Message,
  floats: Float32Array | null,
  e: Entry,
  r: ColumnReader<string>,
  column: Float64Array,
  path: string,
): number {
  const vector = e.values;
  if (vector === null) throw malformed(`${path}.${e.key}`, "a series without float values");
  const { source, base } = floatsOf(m, floats, vector);
  const n = vector.length;
  if (r.nullsOnly) {
    for (let i = 0; i < n; i++)
      if (Number.isFinite(source[base + i] as number)) throw notAllMissing(`${path}_units.${e.key}`);
    column.fill(Number.NaN);
    return 0;
  }
  const { scale, offset, min, max, whole } = r;
  const decimals = decimalScale(e.unit);
  let missing = 0;
  for (let i = 0; i < n; i++) {
    const raw = source[base + i] as number;
    if (!Number.isFinite(raw)) {
      column[i] = Number.NaN;
      missing++;
      continue;
    }
    const v = jsonValue(raw, decimals);
    const x = v * scale + offset;
    if (!(x >= min && x <= max) || (whole && Math.floor(x) !== x)) throw badValue(r, v, path, i);
    column[i] = x;
  }
  return n - missing;
}

/** Sunrise or sunset (UTC epoch s, INT64_MAX: none that day) into `column` as epoch ms. */
function readTimes(m: Message, e: Entry, column: Float64Array, path: string): void {
  const vector = e.times;
  if (vector === null)
    throw new VanskyInputError("BAD_TIME", `${path}.${e.key}`, "expected unix times (values_int64), got none");
  for (let d = 0; d < vector.length; d++) {
    const at = vector.data + 8 * d;
    if (isInt64Max(m.view, at)) column[d] = Number.NaN;
    else {
      const s = int64At(m.view, at);
      if (!(Math.abs(s) < 1e11))
        throw new VanskyInputError("BAD_TIME", `${path}.${e.key}[${d}]`, `expected epoch seconds, got ${s}`);
      column[d] = s * 1000;
    }
  }
}

/** The time axis: `interval`-second steps from `time` up to `time_end` (exclusive), checked. */
export function axisOf(
  m: Message,
  section: Table,
  path: string,
  maxLength: number,
): { startS: number; stepS: number; n: number } {
  const startS = i64(m, section, SECTION.time, path);
  const endS = i64(m, section, SECTION.timeEnd, path);
  const stepS = i32(m, section, SECTION.interval, path);
  const at = `${path}.time`;
  if (stepS <= 0) throw new VanskyInputError("BAD_TIME", at, `no time axis (interval ${stepS} s)`);
  if (!(Math.abs(startS) < 1e11 && Math.abs(endS) < 1e11) || endS < startS || (endS - startS) % stepS !== 0)
    throw new VanskyInputError("BAD_TIME", at, `no whole number of ${stepS} s steps from ${startS} to ${endS}`);
  const n = (endS - startS) / stepS;
  if (n > maxLength) throw new VanskyInputError("TOO_LARGE", at, `${n} time steps; at most ${maxLength} are accepted`);
  return { startS, stepS, n };
}

/** Checks that every series of the section has `n` values, as every array of a JSON section must. */
function checkLengths(entries: readonly Entry[], n: number, path: string): void {
  for (const e of entries) {
    const length = e.values?.length ?? e.times?.length;
    if (length === undefined) throw malformed(`${path}.${e.key}`, "a series without values");
    for (const vector of [e.values, e.times])
      if (vector !== null && vector.length !== n)
        throw new VanskyInputError("LENGTH_MISMATCH", `${path}.${e.key}`, `${vector.length} values but ${n} times`);
  }
}

/**
 * Reads one `hourly` or `daily` section of a FlatBuffers answer into a series, as `readSection` reads a JSON one;
 * the time-valued names' extra columns (sunrise and sunset as epoch ms) are filled here, so no time keys are left
 * for the caller.
 */
export function readFlatBuffersSection<Field extends string, Extra extends string = never>(
  m: Message,
  table: Table,
  path: string,
  section: SectionSpec<Field, Extra>,
  context: SectionContext,
): SectionRead<Field | Extra> {
  const { startS, stepS, n } = axisOf(m, table, path, context.maxLength);
  const entries = entriesOf(m, table, path);
  checkLengths(entries, n, path);
  const series = context.memory.series(section.fields, n);
  for (let i = 0; i < n; i++) series.timeMs[i] = (startS + i * stepS) * 1000;
  const chosen = choose(entries, section.names, context.member);
  const floats = floatView(m);
  for (const spec of section.specs) {
    const column = series.columns[spec.field];
    const e = chosen.get(spec.name);
    if (e === undefined) column.fill(Number.NaN);
    else {
      const present = readFloats(m, floats, e, reader(e, spec, path), column, path);
      series.coverage[spec.field] = n === 0 ? 0 : present / n;
    }
  }
  section.timeNames.forEach((name, k) => {
    const column = series.columns[section.fields[section.specs.length + k] as Field | Extra];
    const e = chosen.get(name);
    if (e === undefined) column.fill(Number.NaN);
    else readTimes(m, e, column, path);
  });
  // a FlatBuffers answer names its model by the SDK's enum, not by a key suffix: the caller's `model` stands for it,
  // as for a JSON answer's unsuffixed keys (one model asked)
  return { series, timeKeys: {}, source: { model: context.model, ensemble: entries.some((e) => e.member > 0) } };
}

/** The `current` section of a FlatBuffers answer: its time and one `value` per variable, as `readCurrent` reads JSON. */
export function readFlatBuffersCurrent<Field extends string>(
  m: Message,
  table: Table,
  path: string,
  section: SectionSpec<Field>,
  context: SectionContext,
): Current<Field> {
  const timeS = i64(m, table, SECTION.time, path);
  if (!(Math.abs(timeS) < 1e11))
    throw new VanskyInputError("BAD_TIME", `${path}.time`, `expected epoch seconds, got ${timeS}`);
  const chosen = choose(entriesOf(m, table, path), section.names, context.member);
  const values = {} as Record<Field, number>;
  for (const spec of section.specs) {
    const e = chosen.get(spec.name);
    values[spec.field] = Number.NaN;
    if (e === undefined) continue;
    const r = reader(e, spec, path);
    const raw = f32(m, e.table, SERIES.value, 0, `${path}.${e.key}`);
    if (r.nullsOnly && Number.isFinite(raw)) throw notAllMissing(`${path}_units.${e.key}`);
    if (r.nullsOnly || !Number.isFinite(raw)) continue;
    const v = jsonValue(raw, decimalScale(e.unit));
    const x = v * r.scale + r.offset;
    if (!(x >= r.min && x <= r.max) || (r.whole && Math.floor(x) !== x)) throw badValue(r, v, path, -1);
    values[spec.field] = x;
  }
  return { timeMs: timeS * 1000, values };
}
