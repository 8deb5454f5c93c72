import { VanskyInputError } from "../errors.js";
import { countOf } from "../math/ranges.js";
import { type KeySuffix, parseKeySuffix } from "./models.js";
import { describe, readTimeAxis, timeFormatOf } from "./time.js";
import { conversionFor, QUANTITIES } from "./units.js";
import { currentName, type VariableSpec } from "./variables.js";

/**
 * One section of a normalized response: a UTC epoch-ms time axis and one column per field in vansky's fixed units,
 * `NaN` where a value is missing; `coverage` is each field's fraction of non-missing values (0 when absent).
 * Columns are views on one buffer per section: treat them as read-only.
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

/** The `current` section: one instant (UTC epoch ms) and one value per field, `NaN` where missing. */
export interface Current<Field extends string> {
  readonly timeMs: number;
  readonly values: Readonly<Record<Field, number>>;
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
  /** Ensemble member to read (0: the control run). */
  readonly member: number;
  /** Largest accepted number of time steps. */
  readonly maxLength: number;
  /** Where the section's columns go. */
  readonly memory: SeriesMemory;
}

/** Fraction of non-NaN values. */
export const coverageOf = (column: Float64Array): number =>
  column.length === 0 ? 0 : countOf(column, 0, column.length) / column.length;

/**
 * The variables one kind of section holds, indexed once at module load: the specs, the names a key may resolve to
 * (the specs' names plus time-valued names such as sunrise), and extra columns the caller fills (sunrise as ms).
 */
export interface SectionSpec<Field extends string, Extra extends string = never> {
  readonly specs: readonly VariableSpec<Field>[];
  readonly timeNames: readonly string[];
  readonly fields: readonly (Field | Extra)[];
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
    fields: [...specs.map((s) => s.field), ...extraColumns],
    names: new Set(names),
    namesLongestFirst: names.sort((a, b) => b.length - a.length),
  };
}

/**
 * A time axis of `n` steps and one column per field, all views on one ArrayBuffer (a typed-array allocation costs
 * as much as reading a whole column, so a section makes one). Columns start at 0 and coverage at 0.
 */
function allocate<Field extends string>(fields: readonly Field[], n: number): MutableSeries<Field> {
  const buffer = new ArrayBuffer(8 * n * (fields.length + 1));
  const columns = {} as Record<Field, Float64Array>;
  const coverage = {} as Record<Field, number>;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as Field;
    columns[field] = new Float64Array(buffer, 8 * n * (i + 1), n);
    coverage[field] = 0;
  }
  return { timeMs: new Float64Array(buffer, 0, n), columns, coverage };
}

/**
 * Where the adapter puts a section's columns. `freshMemory` allocates them for every response (what the public
 * normalizers return must outlive the next call); a `ScratchMemory` hands out the same series again for the same
 * section layout and length, for a caller that is done with one response before it normalizes the next.
 */
export interface SeriesMemory {
  /** A series of `n` steps for `fields`; its values are unspecified and its coverage 0. */
  series<Field extends string>(fields: readonly Field[], n: number): MutableSeries<Field>;
}

export const freshMemory: SeriesMemory = { series: allocate };

/**
 * Reusable series, one per section layout (the `fields` array of a section spec) and its last length: scoring a
 * batch of same-shaped responses allocates nothing after the first. Bounded by the number of section layouts.
 */
export class ScratchMemory implements SeriesMemory {
  private readonly cache = new Map<readonly string[], MutableSeries<string>>();

  series<Field extends string>(fields: readonly Field[], n: number): MutableSeries<Field> {
    const cached = this.cache.get(fields) as MutableSeries<Field> | undefined;
    if (cached === undefined || cached.timeMs.length !== n) {
      const series = allocate(fields, n);
      this.cache.set(fields, series);
      return series;
    }
    for (let i = 0; i < fields.length; i++) cached.coverage[fields[i] as Field] = 0;
    return cached;
  }
}

/** A series of `n` steps whose columns are all missing (`NaN`), to be filled in. */
export function allocateSeries<Field extends string>(
  fields: readonly Field[],
  n: number,
  memory: SeriesMemory,
): MutableSeries<Field> {
  const series = memory.series(fields, n);
  for (const field of fields) series.columns[field].fill(Number.NaN);
  return series;
}

/** A key that names a wanted variable: in its current or an old spelling, with its member and model suffix. */
interface KeyCandidate {
  readonly key: string;
  readonly old: boolean;
  readonly suffix: KeySuffix;
}

/** The wanted name `key` stands for and its suffix, or `undefined` when it names a variable the section does not read. */
function matchKey(
  key: string,
  section: SectionSpec<string, string>,
  extraModel: string | undefined,
): { name: string; candidate: KeyCandidate } | undefined {
  const spelled = section.names.has(key) ? key : currentName(key);
  for (const name of section.namesLongestFirst) {
    if (!spelled.startsWith(name)) continue;
    const suffix = parseKeySuffix(spelled.slice(name.length), extraModel);
    if (suffix) return { name, candidate: { key, old: spelled !== key, suffix } };
  }
  return undefined;
}

/** The candidate to read among a name's keys: the current spelling before an old one, an unsuffixed key first. */
function best(candidates: readonly KeyCandidate[]): KeyCandidate | undefined {
  let chosen: KeyCandidate | undefined;
  let chosenRank = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const rank = (c.suffix.model === undefined ? 0 : 2) + (c.old ? 1 : 0);
    if (rank < chosenRank) {
      chosen = c;
      chosenRank = rank;
    }
  }
  return chosen;
}

/** The keys of ensemble member `member` among a name's candidates (see `resolveKeys` for a section without members). */
function ofMember(name: string, candidates: readonly KeyCandidate[], member: number): KeyCandidate[] {
  const chosen = candidates.filter((c) => c.suffix.member === member);
  if (chosen.length > 0) return chosen;
  const members = [...new Set(candidates.map((c) => c.suffix.member).filter((m) => m > 0))].sort((a, b) => a - b);
  if (members.length === 0) return candidates.filter((c) => c.suffix.member === 0);
  const range = `members ${members[0]} to ${members[members.length - 1]}`;
  throw new VanskyInputError(
    "BAD_OPTION",
    "options.member",
    member === 0
      ? `${name} has ensemble ${range} but no control run: choose one with the option { member }`
      : `${name} has no ensemble member ${member} (${range})`,
  );
}

/**
 * Which response key to read for each wanted name: the current spelling, else an old spelling; of an ensemble, the
 * control run (unsuffixed) or `member`'s `_memberNN` keys (a variable without member keys is read as it is); a key
 * with a weather-model suffix (`temperature_2m_max_gfs_seamless`) when one model is present, or `model`'s among
 * several. Keys whose tail is neither a member nor a model in MODEL_IDS name other variables and are ignored.
 */
function resolveKeys(
  raw: JsonObject,
  section: SectionSpec<string, string>,
  path: string,
  model: string | undefined,
  member: number,
): Map<string, string> {
  const candidates = new Map<string, KeyCandidate[]>();
  const models = new Set<string>();
  for (const key of Object.keys(raw)) {
    const match = matchKey(key, section, model);
    if (match === undefined) continue;
    if (match.candidate.suffix.model !== undefined) models.add(match.candidate.suffix.model);
    const list = candidates.get(match.name);
    if (list) list.push(match.candidate);
    else candidates.set(match.name, [match.candidate]);
  }
  if (model === undefined && models.size > 1) {
    throw new VanskyInputError(
      "MULTIPLE_MODELS",
      path,
      `keys for several weather models (${[...models].sort().join(", ")}); pass the option { model } to choose one`,
    );
  }
  if (model !== undefined && models.size > 0 && !models.has(model)) {
    throw new VanskyInputError(
      "BAD_OPTION",
      "options.model",
      `${path} has no keys for model ${JSON.stringify(model)} (it has ${[...models].sort().join(", ")})`,
    );
  }
  const keys = new Map<string, string>();
  for (const [name, list] of candidates) {
    const ofModel = model === undefined ? list : list.filter((c) => c.suffix.model === model || !c.suffix.model);
    const chosen = best(ofMember(name, ofModel, member));
    if (chosen) keys.set(name, chosen.key);
  }
  return keys;
}

/**
 * How one response key is read into one field: the unit it came with, the linear conversion into the field's fixed
 * unit, and the physical range the converted values must fall in. `nullsOnly` stands for Open-Meteo's unit
 * "undefined", which it gives a variable it has no data for.
 */
interface ColumnReader<Field extends string> {
  readonly key: string;
  readonly spec: VariableSpec<Field>;
  readonly unit: unknown;
  readonly nullsOnly: boolean;
  readonly scale: number;
  readonly offset: number;
  readonly min: number;
  readonly max: number;
  /** Whether only whole numbers are allowed (WMO codes, flags). */
  readonly whole: boolean;
}

/** A section's key resolution: a reader per variable present, the fields absent, the keys of time-valued names. */
interface SectionPlan<Field extends string> {
  readonly readers: readonly ColumnReader<Field>[];
  readonly absent: readonly Field[];
  readonly timeKeys: Readonly<Record<string, string>>;
}

/** The reader of `key` with `unit` for `spec`; throws MISSING_UNIT or UNKNOWN_UNIT naming `unitPath`. */
function columnReader<Field extends string>(
  key: string,
  spec: VariableSpec<Field>,
  unit: unknown,
  unitPath: string,
): ColumnReader<Field> {
  const quantity = QUANTITIES[spec.quantity];
  const min = quantity.min - 1e-9;
  const max = quantity.max + 1e-9;
  const whole = quantity.whole === true;
  if (unit === "undefined") return { key, spec, unit, nullsOnly: true, scale: 1, offset: 0, min, max, whole };
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
  return { key, spec, unit, nullsOnly: false, scale: conversion.scale, offset: conversion.offset, min, max, whole };
}

/** The plan of a section with the keys of `block` and the units of `unitBlock`. */
function planSection<Field extends string, Extra extends string>(
  block: JsonObject,
  unitBlock: JsonObject | undefined,
  section: SectionSpec<Field, Extra>,
  path: string,
  model: string | undefined,
  member: number,
): SectionPlan<Field> {
  const keys = resolveKeys(block, section, path, model, member);
  const readers: ColumnReader<Field>[] = [];
  const absent: Field[] = [];
  for (const spec of section.specs) {
    const key = keys.get(spec.name);
    if (key === undefined) absent.push(spec.field);
    else readers.push(columnReader(key, spec, unitOf(unitBlock, key), `${path}_units.${key}`));
  }
  const timeKeys: Record<string, string> = {};
  for (const name of section.timeNames) {
    const key = keys.get(name);
    if (key !== undefined) timeKeys[name] = key;
  }
  return { readers, absent, timeKeys };
}

/** A plan with the key list, model and member it was made for (its readers hold the units). */
interface PlanEntry {
  readonly keys: readonly string[];
  readonly model: string | undefined;
  readonly member: number;
  readonly plan: SectionPlan<string>;
}

/** Plans remembered per section spec: the responses of a batch share their keys and units, so one plan serves all. */
const PLANS = new WeakMap<SectionSpec<string, string>, PlanEntry[]>();
/** Plans kept per section spec (hourly and current share one, and a batch may mix a few request shapes). */
const PLANS_PER_SECTION = 4;

function fits(
  entry: PlanEntry,
  keys: readonly string[],
  unitBlock: JsonObject | undefined,
  model: string | undefined,
  member: number,
): boolean {
  if (entry.model !== model || entry.member !== member || entry.keys.length !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) if (entry.keys[i] !== keys[i]) return false;
  for (const reader of entry.plan.readers) if (unitOf(unitBlock, reader.key) !== reader.unit) return false;
  return true;
}

/** `planSection`, remembered for the next response with the same keys (in the same order), units, model and member. */
function sectionPlan<Field extends string, Extra extends string>(
  block: JsonObject,
  keys: readonly string[],
  unitBlock: JsonObject | undefined,
  section: SectionSpec<Field, Extra>,
  path: string,
  model: string | undefined,
  member: number,
): SectionPlan<Field> {
  let entries = PLANS.get(section);
  if (entries === undefined) {
    entries = [];
    PLANS.set(section, entries);
  }
  for (const entry of entries)
    if (fits(entry, keys, unitBlock, model, member)) return entry.plan as unknown as SectionPlan<Field>;
  const plan = planSection(block, unitBlock, section, path, model, member);
  if (entries.length === PLANS_PER_SECTION) entries.pop();
  entries.unshift({ keys, model, member, plan: plan as unknown as SectionPlan<string> });
  return plan;
}

/**
 * The error for value `i` of `reader`'s key in the section at `sectionPath` (`i` < 0: the one value of `current`):
 * not a number, out of range, or a fraction where only whole numbers exist.
 */
function badValue(reader: ColumnReader<string>, v: unknown, sectionPath: string, i: number): VanskyInputError {
  const path = i < 0 ? `${sectionPath}.${reader.key}` : `${sectionPath}.${reader.key}[${i}]`;
  if (typeof v !== "number")
    return new VanskyInputError("BAD_VALUE", path, `expected a number or null, got ${describe(v)}`);
  const quantity = QUANTITIES[reader.spec.quantity];
  const x = v * reader.scale + reader.offset;
  if (x >= reader.min && x <= reader.max)
    return new VanskyInputError("BAD_VALUE", path, `expected a whole number for ${reader.spec.name}, got ${v}`);
  return new VanskyInputError(
    "OUT_OF_RANGE",
    path,
    `${v} ${reader.unit} is outside the possible range of ${reader.spec.name} (${quantity.min} to ${quantity.max} ${quantity.unit})`,
  );
}

/** Open-Meteo's unit "undefined" is only for a variable without data: anything but nulls is an error. */
function checkNullsOnly(values: readonly unknown[], unitPath: string): void {
  if (!values.every((v) => v === null))
    throw new VanskyInputError("UNKNOWN_UNIT", unitPath, `unit "undefined" but the values are not all null`);
}

/**
 * One variable's values converted into its fixed unit into `column`, checked against the quantity's physical
 * range; returns how many values are present.
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
  const { scale, offset, min, max, whole } = reader;
  let present = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === "number") {
      const x = v * scale + offset;
      if (!(x >= min && x <= max) || (whole && Math.floor(x) !== x)) throw badValue(reader, v, sectionPath, i);
      column[i] = x;
      present++;
    } else if (v === null) column[i] = Number.NaN;
    else throw badValue(reader, v, sectionPath, i);
  }
  return present;
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

function checkObject(value: unknown, path: string): JsonObject {
  if (isObject(value)) return value;
  throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, `expected an object, got ${describe(value)}`);
}

const unitOf = (units: JsonObject | undefined, key: string) =>
  units && Object.hasOwn(units, key) ? units[key] : undefined;

/** Reads the `current` section: one time and one value per variable. */
export function readCurrent<Field extends string>(
  raw: unknown,
  units: unknown,
  path: string,
  section: SectionSpec<Field>,
  context: SectionContext,
): Current<Field> {
  const block = checkObject(raw, path);
  const unitBlock = units === undefined ? undefined : checkObject(units, `${path}_units`);
  const time = new Float64Array(1);
  readTimeAxis(
    [block.time],
    time,
    timeFormatOf(unitOf(unitBlock, "time"), block.time, `${path}_units.time`),
    context.offsetS,
    `${path}.time`,
    false,
  );
  const plan = sectionPlan(block, Object.keys(block), unitBlock, section, path, context.model, context.member);
  const values = {} as Record<Field, number>;
  for (const field of plan.absent) values[field] = Number.NaN;
  for (const reader of plan.readers) values[reader.spec.field] = readValue(block[reader.key], reader, path);
  return { timeMs: time[0] as number, values };
}

/** What a section reader returns: the series plus the response keys of time-valued variables (sunrise, sunset). */
export interface SectionRead<Field extends string> {
  readonly series: MutableSeries<Field>;
  readonly timeKeys: Readonly<Record<string, string>>;
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
    throw new VanskyInputError(
      "TOO_LARGE",
      `${path}.time`,
      `${n} time steps; at most ${context.maxLength} are accepted`,
    );
  }
  const keys = Object.keys(block);
  for (const key of keys) {
    const v = block[key];
    if (!Array.isArray(v))
      throw new VanskyInputError(
        "NOT_AN_OPEN_METEO_RESPONSE",
        `${path}.${key}`,
        `expected an array, got ${describe(v)}`,
      );
    if (v.length !== n)
      throw new VanskyInputError("LENGTH_MISMATCH", `${path}.${key}`, `${v.length} values but ${n} times`);
  }
  const series = context.memory.series(section.fields, n);
  const format = timeFormatOf(unitOf(unitBlock, "time"), times[0], `${path}_units.time`);
  readTimeAxis(times, series.timeMs, format, context.offsetS, `${path}.time`, daily);
  const plan = sectionPlan(block, keys, unitBlock, section, path, context.model, context.member);
  for (const reader of plan.readers) {
    const field = reader.spec.field;
    const present = readColumn(block[reader.key] as unknown[], series.columns[field], reader, path);
    series.coverage[field] = n === 0 ? 0 : present / n;
  }
  for (const field of plan.absent) series.columns[field].fill(Number.NaN);
  for (let i = section.specs.length; i < section.fields.length; i++)
    series.columns[section.fields[i] as Field | Extra].fill(Number.NaN);
  const timeKeys = plan.timeKeys;
  return { series, timeKeys };
}
