/**
 * Where a server keeps the records it serves, and how a refresh replaces them without losing data: a refresh where
 * some inputs fail keeps the last good record of those countries (with its own `fetched_at`, so a client sees how
 * old it is); a refresh where every input fails keeps the previous set and its `updated_at`; a store that never
 * held a record answers 503 (src/serve/router.ts).
 */
import { type CountryInput, type ScoreOptions, scoreCountry } from "../assemble/country.js";
import type { VanSkyCountry } from "../assemble/types.js";
import { isVanskyInputError, type VanskyInputError } from "../errors.js";
import { createSnapshot, DEFAULT_SOURCE, keyOf, type RecordSet, type Snapshot } from "./snapshot.js";

/** What an `update` or `refresh` did. */
export interface RefreshReport {
  /** Codes whose records came from this refresh. */
  readonly updated: readonly string[];
  /** Codes served from the previous set because this refresh had no new record for them. */
  readonly kept: readonly string[];
  /** Inputs that failed, with their error (refresh only). */
  readonly failed: readonly {
    /** The input's country code. */
    readonly code: string;
    /** Why it failed. */
    readonly error: VanskyInputError;
  }[];
  /** Whether a new set was swapped in (false when nothing new came: the previous set and its `updated_at` stay). */
  readonly swapped: boolean;
}

const byCode = (a: VanSkyCountry, b: VanSkyCountry) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * The current set of records of a server, as a checked, serialized snapshot that a refresh swaps whole. Give it to
 * `createWeatherscoreHandler({ records: store })`.
 */
export class WeatherscoreStore {
  #snapshot: Snapshot | undefined;
  readonly #source: string;

  /** An empty store (it answers 503 until it holds records), or one holding `initial`. */
  constructor(initial?: RecordSet) {
    this.#source = initial?.source ?? DEFAULT_SOURCE;
    if (initial) this.replace(initial);
  }

  /** The set being served, or undefined before the first records. */
  get snapshot(): Snapshot | undefined {
    return this.#snapshot;
  }

  /**
   * Serves exactly `set` from now on (checked against the published schema first: a `VanskyInputError`
   * `BAD_RECORD` leaves the previous set in place). An empty set makes the endpoints answer 503.
   */
  replace(set: RecordSet): Snapshot {
    this.#snapshot = createSnapshot({ source: this.#source, ...set });
    return this.#snapshot;
  }

  /**
   * Serves `set.records` in place of the records of the same codes, keeping the previous record of every other
   * code (ordered by code). With no records, nothing changes: the previous set and its `updated_at` stay.
   */
  update(set: RecordSet): RefreshReport {
    const previous = this.#snapshot?.records ?? [];
    if (set.records.length === 0) return { updated: [], kept: previous.map((r) => r.code), failed: [], swapped: false };
    const fresh = new Set(set.records.map((r) => keyOf(r.code)));
    const kept = previous.filter((r) => !fresh.has(keyOf(r.code)));
    this.replace({ ...set, records: [...set.records, ...kept].sort(byCode) });
    return { updated: set.records.map((r) => r.code), kept: kept.map((r) => r.code), failed: [], swapped: true };
  }

  /**
   * Scores `inputs` (`scoreCountry` with `options`) and `update`s the store with the records that scored: an input
   * that fails with a `VanskyInputError` keeps its country's previous record; when every input fails, the previous
   * set stays whole. Any other exception (a bug, not bad input) propagates and leaves the store as it was.
   */
  refresh(inputs: readonly CountryInput[], meta: Omit<RecordSet, "records">, options?: ScoreOptions): RefreshReport {
    const records: VanSkyCountry[] = [];
    const failed: { code: string; error: VanskyInputError }[] = [];
    for (const input of inputs) {
      try {
        records.push(scoreCountry(input, options));
      } catch (error) {
        if (!isVanskyInputError(error)) throw error;
        failed.push({ code: input.code, error });
      }
    }
    return { ...this.update({ ...meta, records }), failed };
  }
}
