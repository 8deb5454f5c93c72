/**
 * Key planning: which response key feeds which field of a section, with which unit conversion and range, worked out
 * once per key list and units and remembered for the responses of the same shape that follow.
 */
import { VanskyInputError } from "../errors.js";
import { type JsonObject, ownValue } from "./json.js";
import { type KeySuffix, parseKeySuffix } from "./models.js";
import { conversionFor, QUANTITIES } from "./units.js";
import { currentName, type VariableSpec } from "./variables.js";

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

/** Indexes a list of variable specs (and time-valued names with their extra columns) for the section readers. */
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

/** Which run of a response to read: the weather model among several, and the ensemble member (0: control run). */
export interface KeyChoice {
  readonly model: string | undefined;
  readonly member: number;
}

/** A key that names a wanted variable: in its current or an old spelling, with its member and model suffix. */
interface KeyCandidate {
  readonly key: string;
  readonly old: boolean;
  readonly suffix: KeySuffix;
}

/** The wanted name `key` stands for and its suffix, or `undefined` when it names a variable the section does not read. */
export function matchKey(
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

/**
 * The keys (or FlatBuffers series) of ensemble member `member` among a name's candidates; a name without member keys
 * keeps its own. BAD_OPTION for a member the name lacks, or for the control run of an ensemble without one.
 */
export function ofMember<C extends { readonly suffix: { readonly member: number } }>(
  name: string,
  candidates: readonly C[],
  member: number,
): C[] {
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

const modelList = (models: ReadonlySet<string>) => [...models].sort().join(", ");

/**
 * Which response key to read for each wanted name (docs/adapter.md, "Variable names"): the current spelling, else an
 * old one; of an ensemble, the control run or the chosen member; a model-suffixed key when one model is present, or
 * the chosen model's among several. Keys whose tail is neither a member nor a known model name other variables.
 */
function resolveKeys(
  raw: JsonObject,
  section: SectionSpec<string, string>,
  path: string,
  { model, member }: KeyChoice,
): { keys: Map<string, string>; source: ResponseSource } {
  const candidates = new Map<string, KeyCandidate[]>();
  const models = new Set<string>();
  let ensemble = false;
  for (const key of Object.keys(raw)) {
    const match = matchKey(key, section, model);
    if (match === undefined) continue;
    if (match.candidate.suffix.member > 0) ensemble = true;
    if (match.candidate.suffix.model !== undefined) models.add(match.candidate.suffix.model);
    const list = candidates.get(match.name);
    if (list) list.push(match.candidate);
    else candidates.set(match.name, [match.candidate]);
  }
  if (model === undefined && models.size > 1) {
    const message = `keys for several weather models (${modelList(models)}); pass the option { model } to choose one`;
    throw new VanskyInputError("MULTIPLE_MODELS", path, message);
  }
  if (model !== undefined && models.size > 0 && !models.has(model)) {
    const message = `${path} has no keys for model ${JSON.stringify(model)} (it has ${modelList(models)})`;
    throw new VanskyInputError("BAD_OPTION", "options.model", message);
  }
  const keys = new Map<string, string>();
  let keyModel: string | undefined;
  for (const [name, list] of candidates) {
    const ofModel = model === undefined ? list : list.filter((c) => c.suffix.model === model || !c.suffix.model);
    const chosen = best(ofMember(name, ofModel, member));
    if (chosen) keys.set(name, chosen.key);
    keyModel ??= chosen?.suffix.model;
  }
  return { keys, source: { model: model ?? keyModel, ensemble } };
}

/**
 * Which run a section's keys came from: its weather model where the keys or the caller name one, and whether it is
 * an ensemble's.
 */
export interface ResponseSource {
  /** The model suffix of the keys read, else the caller's `model` option; `undefined` for unsuffixed keys. */
  readonly model: string | undefined;
  /** Whether the section has ensemble members' keys (`_member01`, ...): an Ensemble API answer. */
  readonly ensemble: boolean;
}

/**
 * How one response key is read into one field: the unit it came with, the linear conversion into the field's fixed
 * unit, and the physical range the converted values must fall in. `nullsOnly` stands for Open-Meteo's unit
 * "undefined", which it gives a variable it has no data for.
 */
export interface ColumnReader<Field extends string> {
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
export interface SectionPlan<Field extends string> {
  readonly readers: readonly ColumnReader<Field>[];
  readonly absent: readonly Field[];
  readonly timeKeys: Readonly<Record<string, string>>;
  readonly source: ResponseSource;
}

/** The reader of `key` with `unit` for `spec`; throws MISSING_UNIT or UNKNOWN_UNIT naming `unitPath`. */
export function columnReader<Field extends string>(
  key: string,
  spec: VariableSpec<Field>,
  unit: unknown,
  unitPath: string,
): ColumnReader<Field> {
  const quantity = QUANTITIES[spec.quantity];
  const range = { min: quantity.min - 1e-9, max: quantity.max + 1e-9, whole: quantity.whole === true };
  if (unit === "undefined") return { key, spec, unit, nullsOnly: true, scale: 1, offset: 0, ...range };
  if (typeof unit !== "string") {
    const message = `no unit for ${spec.name} (expected ${quantity.unit} or another Open-Meteo unit)`;
    throw new VanskyInputError("MISSING_UNIT", unitPath, message);
  }
  const conversion = conversionFor(spec.quantity, unit);
  if (!conversion) {
    const known = Object.keys(quantity.accepted)
      .map((u) => JSON.stringify(u))
      .join(", ");
    const message = `unknown unit ${JSON.stringify(unit)} for ${spec.name} (known: ${known})`;
    throw new VanskyInputError("UNKNOWN_UNIT", unitPath, message);
  }
  return { key, spec, unit, nullsOnly: false, scale: conversion.scale, offset: conversion.offset, ...range };
}

/** The plan of a section with the keys of `block` and the units of `unitBlock`. */
function planSection<Field extends string, Extra extends string>(
  block: JsonObject,
  unitBlock: JsonObject | undefined,
  section: SectionSpec<Field, Extra>,
  path: string,
  choice: KeyChoice,
): SectionPlan<Field> {
  const { keys, source } = resolveKeys(block, section, path, choice);
  const readers: ColumnReader<Field>[] = [];
  const absent: Field[] = [];
  for (const spec of section.specs) {
    const key = keys.get(spec.name);
    if (key === undefined) absent.push(spec.field);
    else readers.push(columnReader(key, spec, ownValue(unitBlock, key), `${path}_units.${key}`));
  }
  const timeKeys: Record<string, string> = {};
  for (const name of section.timeNames) {
    const key = keys.get(name);
    if (key !== undefined) timeKeys[name] = key;
  }
  return { readers, absent, timeKeys, source };
}

/** A plan with the key list and choice it was made for (its readers hold the units). */
interface PlanEntry {
  readonly keys: readonly string[];
  readonly model: string | undefined;
  readonly member: number;
  readonly plan: SectionPlan<string>;
}

/** Plans remembered per section spec: the responses of a batch share their keys and units, so one plan serves all. */
const PLANS = new WeakMap<SectionSpec<string, string>, PlanEntry[]>();
/**
 * Plans kept per section spec: hourly and current share one, a batch may mix a few request shapes, and an ensemble
 * answer needs one plan per member (51 for ECMWF's ENS, the largest Open-Meteo serves), each read once per location.
 */
export const PLANS_PER_SECTION = 64;

function fits(entry: PlanEntry, keys: readonly string[], unitBlock: JsonObject | undefined, choice: KeyChoice) {
  if (entry.model !== choice.model || entry.member !== choice.member || entry.keys.length !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) if (entry.keys[i] !== keys[i]) return false;
  for (const reader of entry.plan.readers) if (ownValue(unitBlock, reader.key) !== reader.unit) return false;
  return true;
}

/**
 * The plan of a section whose `block` has `keys` (its own keys, in order) and whose units are `unitBlock`: a
 * remembered one when a recent response had the same keys in the same order, units and choice, else a new one.
 */
export function sectionPlan<Field extends string, Extra extends string>(
  block: JsonObject,
  keys: readonly string[],
  unitBlock: JsonObject | undefined,
  section: SectionSpec<Field, Extra>,
  path: string,
  choice: KeyChoice,
): SectionPlan<Field> {
  let entries = PLANS.get(section);
  if (entries === undefined) {
    entries = [];
    PLANS.set(section, entries);
  }
  for (const entry of entries) if (fits(entry, keys, unitBlock, choice)) return entry.plan as SectionPlan<Field>;
  const plan = planSection(block, unitBlock, section, path, choice);
  if (entries.length === PLANS_PER_SECTION) entries.pop();
  const { model, member } = choice;
  entries.unshift({ keys, model, member, plan: plan as SectionPlan<string> });
  return plan;
}

/** The model of the sections read (the hourly's, else the daily's, else the caller's `model`) and whether either is an ensemble's. */
export function sourceOf(
  hourly: ResponseSource | undefined,
  daily: ResponseSource | undefined,
  { model }: KeyChoice,
): ResponseSource {
  return {
    model: hourly?.model ?? daily?.model ?? model,
    ensemble: hourly?.ensemble === true || daily?.ensemble === true,
  };
}
