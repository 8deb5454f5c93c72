/**
 * The members of an Ensemble API answer: which runs its hourly keys hold (the control run unsuffixed, member `n` as
 * `_memberNN`), the key of each variable in each run, how far each run's values of each variable reach, and which
 * variables each run lacks that other runs have (no key, or nothing but nulls). Read by the same key grammar as the
 * normalizers (`matchKey`), so a member listed here is one `normalizeForecast(json, { member })` reads.
 */
import { VanskyInputError } from "../errors.js";
import { isFlatBuffers } from "./flatbuffers/answer.js";
import { flatBuffersRuns } from "./flatbuffers/normalize.js";
import { FORECAST_HOURLY } from "./forecast.js";
import { readHeader } from "./header.js";
import { describe, isObject, type JsonObject } from "./json.js";
import { matchKey } from "./keys.js";
import { type NormalizeOptions, readOptions } from "./options.js";
import { currentName } from "./variables.js";

/** One variable of one run: the key it is written under and how far its values reach. */
export interface RunVariable {
  /** The answer's key (`wind_speed_10m_member03`). */
  readonly key: string;
  /** What follows the variable's name in the key (`_member03`, `""` for the control run). */
  readonly suffix: string;
  /** Index of the last hour with a value (not null), -1 when every value is null. */
  readonly lastIndex: number;
}

/** What an answer's hourly keys say about its ensemble. */
export interface EnsembleLayout {
  /**
   * The runs present, ascending: 0 the control run (unsuffixed keys of a variable that also has member keys), `n`
   * the keys `_memberNN`; `[0]` for an answer without member keys (a deterministic forecast, one run).
   */
  readonly members: readonly number[];
  /**
   * Per run, the Open-Meteo names of the variables other runs have values of and it lacks: no key, or a key with
   * nothing but nulls (absent: it lacks none).
   */
  readonly lacking: ReadonlyMap<number, readonly string[]>;
  /** The model suffix of the keys read (`_gem_global_ensemble`), when there is one; `undefined` for unsuffixed keys. */
  readonly model: string | undefined;
  /** Per run, each variable it has a key of (by Open-Meteo's current name), with how far its values reach. */
  readonly runs: ReadonlyMap<number, ReadonlyMap<string, RunVariable>>;
  /** Hours of the answer's time axis (`hourly.time`'s length, 0 without one; a FlatBuffers answer's axis). */
  readonly hours: number;
}

/** Index of the last element of `values` that is neither null nor undefined, -1 when there is none. */
function lastValueIndex(values: unknown): number {
  if (!Array.isArray(values)) return -1;
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== null && values[i] !== undefined) return i;
  return -1;
}

/**
 * The members of the Ensemble API answer `json` (one location, JSON or FlatBuffers), the key and reach of each run's
 * variables and the variables each run lacks, from its `hourly` section (a FlatBuffers answer: its series'
 * `ensemble_member`, their JSON keys and values, the same layout as its JSON answer's). Variables without member keys (`is_day`, which
 * Open-Meteo gives once) are every member's and count for none; a variable no run has a value of (a model's missing
 * field, answered as nulls) is lacking in none. With `options.model`, only that model's keys (and unsuffixed ones)
 * are read.
 *
 * @throws VanskyInputError NOT_AN_OPEN_METEO_RESPONSE or OPEN_METEO_ERROR for a body that is not one response,
 * MISSING_SECTION without an `hourly` section (the Ensemble API answers hourly members), BAD_OPTION for bad options.
 */
export function ensembleLayout(json: unknown, options?: NormalizeOptions): EnsembleLayout {
  const { model, maxHours } = readOptions(options);
  if (isFlatBuffers(json)) {
    const { runs, hours } = flatBuffersRuns(json, FORECAST_HOURLY, maxHours);
    const byName = new Map<string, Map<number, RunVariable>>();
    for (const [name, members] of runs) {
      const read = [...members].map(([m, { key, lastIndex }]) => [
        m,
        { key, suffix: key.slice(name.length), lastIndex },
      ]);
      byName.set(name, new Map(read as [number, RunVariable][]));
    }
    return layoutOf(byName, undefined, hours);
  }
  const { body } = readHeader(json, "");
  const hourly = body.hourly;
  if (hourly === undefined)
    throw new VanskyInputError("MISSING_SECTION", "hourly", "an ensemble answer has its members' hourly values");
  if (!isObject(hourly))
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", "hourly", `expected an object, got ${describe(hourly)}`);
  const byName = new Map<string, Map<number, RunVariable>>();
  let suffix: string | undefined;
  for (const key of Object.keys(hourly)) {
    const match = matchKey(key, FORECAST_HOURLY, model);
    if (match === undefined) continue;
    const keyModel = match.candidate.suffix.model;
    if (model !== undefined && keyModel !== undefined && keyModel !== model) continue;
    suffix ??= keyModel;
    const runs = byName.get(match.name) ?? new Map<number, RunVariable>();
    const member = match.candidate.suffix.member;
    // of two spellings of one run's variable, the current one
    if (!runs.has(member) || !match.candidate.old) {
      const tail = (match.candidate.old ? currentName(key) : key).slice(match.name.length);
      runs.set(member, { key, suffix: tail, lastIndex: lastValueIndex((hourly as JsonObject)[key]) });
    }
    byName.set(match.name, runs);
  }
  return layoutOf(byName, suffix, Array.isArray(hourly.time) ? hourly.time.length : 0);
}

/** The layout from each variable's runs. */
function layoutOf(byName: Map<string, Map<number, RunVariable>>, model: string | undefined, hours: number) {
  const ensemble = [...byName].filter(([, runs]) => runs.size > 1 || !runs.has(0));
  const members = [...new Set(ensemble.flatMap(([, runs]) => [...runs.keys()]))].sort((a, b) => a - b);
  const lacking = new Map<number, string[]>();
  for (const [name, runs] of ensemble) {
    if (![...runs.values()].some((v) => v.lastIndex >= 0)) continue;
    for (const member of members)
      if (!((runs.get(member)?.lastIndex ?? -1) >= 0)) lacking.set(member, [...(lacking.get(member) ?? []), name]);
  }
  const runsOf = new Map<number, Map<string, RunVariable>>();
  for (const member of members.length > 0 ? members : [0]) runsOf.set(member, new Map());
  for (const [name, runs] of byName) for (const [member, variable] of runs) runsOf.get(member)?.set(name, variable);
  // a variable given once (is_day) is every run's
  for (const [name, runs] of byName) {
    const shared = runs.size === 1 && runs.has(0) ? runs.get(0) : undefined;
    if (shared) for (const variables of runsOf.values()) if (!variables.has(name)) variables.set(name, shared);
  }
  return { members: members.length > 0 ? members : [0], lacking, model, runs: runsOf, hours };
}
