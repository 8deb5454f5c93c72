/**
 * The members of an Ensemble API answer: which runs its hourly keys hold (the control run unsuffixed, member `n` as
 * `_memberNN`), and which variables each run lacks that other runs have. Read by the same key grammar as the
 * normalizers (`matchKey`), so a member listed here is one `normalizeForecast(json, { member })` reads.
 */
import { VanskyInputError } from "../errors.js";
import { isFlatBuffers } from "./flatbuffers/answer.js";
import { flatBuffersRuns } from "./flatbuffers/normalize.js";
import { FORECAST_HOURLY } from "./forecast.js";
import { readHeader } from "./header.js";
import { describe, isObject } from "./json.js";
import { matchKey } from "./keys.js";
import { type NormalizeOptions, readOptions } from "./options.js";

/** What an answer's hourly keys say about its ensemble. */
export interface EnsembleLayout {
  /**
   * The runs present, ascending: 0 the control run (unsuffixed keys of a variable that also has member keys), `n`
   * the keys `_memberNN`; `[0]` for an answer without member keys (a deterministic forecast, one run).
   */
  readonly members: readonly number[];
  /** Per run, the Open-Meteo names of the variables other runs have and it lacks (absent: it lacks none). */
  readonly lacking: ReadonlyMap<number, readonly string[]>;
  /** The model suffix of the keys read (`_gem_global_ensemble`), when there is one; `undefined` for unsuffixed keys. */
  readonly model: string | undefined;
}

/**
 * The members of the Ensemble API answer `json` (one location, JSON or FlatBuffers) and the variables each lacks, from
 * the keys of its `hourly` section (a FlatBuffers answer: its series' `ensemble_member`). Variables without member
 * keys (`is_day`, which Open-Meteo gives once) are every member's and count for none. With `options.model`, only
 * that model's keys (and unsuffixed ones) are read.
 *
 * @throws VanskyInputError NOT_AN_OPEN_METEO_RESPONSE or OPEN_METEO_ERROR for a body that is not one response,
 * MISSING_SECTION without an `hourly` section (the Ensemble API answers hourly members), BAD_OPTION for bad options.
 */
export function ensembleLayout(json: unknown, options?: NormalizeOptions): EnsembleLayout {
  const { model } = readOptions(options);
  if (isFlatBuffers(json)) return layoutOf(flatBuffersRuns(json, FORECAST_HOURLY), undefined);
  const { body } = readHeader(json, "");
  const hourly = body.hourly;
  if (hourly === undefined)
    throw new VanskyInputError("MISSING_SECTION", "hourly", "an ensemble answer has its members' hourly values");
  if (!isObject(hourly))
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", "hourly", `expected an object, got ${describe(hourly)}`);
  const runs = new Map<string, Set<number>>();
  let suffix: string | undefined;
  for (const key of Object.keys(hourly)) {
    const match = matchKey(key, FORECAST_HOURLY, model);
    if (match === undefined) continue;
    const keyModel = match.candidate.suffix.model;
    if (model !== undefined && keyModel !== undefined && keyModel !== model) continue;
    suffix ??= keyModel;
    const set = runs.get(match.name) ?? new Set<number>();
    set.add(match.candidate.suffix.member);
    runs.set(match.name, set);
  }
  return layoutOf(runs, suffix);
}

/**
 * The layout of an answer whose hourly variables have the runs `runs` (Open-Meteo name -> members present), read from
 * the keys of `model`. A FlatBuffers answer holds one model and names none (as a JSON answer of one model suffixes
 * no key): its members are its series' `ensemble_member`.
 */
function layoutOf(runs: ReadonlyMap<string, ReadonlySet<number>>, model: string | undefined): EnsembleLayout {
  const ensemble = [...runs].filter(([, set]) => set.size > 1 || !set.has(0));
  const members = [...new Set(ensemble.flatMap(([, set]) => [...set]))].sort((a, b) => a - b);
  const lacking = new Map<number, string[]>();
  for (const [name, set] of ensemble)
    for (const member of members) if (!set.has(member)) lacking.set(member, [...(lacking.get(member) ?? []), name]);
  return { members: members.length > 0 ? members : [0], lacking, model };
}
