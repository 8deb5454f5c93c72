/**
 * Where a server keeps the records it serves, and how a refresh replaces them without losing data: a refresh where
 * some inputs fail keeps the last good record of those countries (with its own `fetched_at`, so a client sees how
 * old it is); a refresh where every input fails keeps the previous set and its `updated_at`; a store that never
 * held a record answers 503 (src/serve/router.ts). Outlooks are kept alike: a refresh without outlooks keeps the
 * previous ones, one with some keeps the previous outlook of every code it has none for; unless the refresh brings the
 * whole set of outlooks (`UpdateOptions.outlooks: "replace"`, a server that makes them of a folder as of now, where a
 * previous outlook left out is an outlook no longer true: stale, or of days gone).
 */
import { type CountryInput, type ScoreOptions, scoreCountry } from "../assemble/country.js";
import type { VanSkyCountry } from "../assemble/types.js";
import { isVanskyInputError, type VanskyInputError } from "../errors.js";
import type { VanSkyOutlook } from "../outlook/types.js";
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

/** How `update` takes a set's outlooks. */
export interface UpdateOptions {
  /**
   * `merge` (default): in place of the previous outlooks of the same codes, the others kept, and none changed by a set
   * without outlooks; `replace`: the set's outlooks are the whole set served (none at all when absent).
   */
  readonly outlooks?: "merge" | "replace";
}

const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** `fresh` in place of the items of the same codes of `previous`, the others kept, ordered by code. */
function merged<T extends { readonly code: string }>(fresh: readonly T[], previous: readonly T[]): T[] {
  const codes = new Set(fresh.map((r) => keyOf(r.code)));
  return [...fresh, ...previous.filter((r) => !codes.has(keyOf(r.code)))].sort(byCode);
}

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
   * code (ordered by code), and `set.outlooks` likewise (without any, the previous outlooks and their `updated_at`
   * stay), or with `options.outlooks` `replace` exactly `set.outlooks`. With no records and no outlooks to change,
   * nothing changes: the previous set and its `updated_at` stay.
   */
  update(set: RecordSet, options: UpdateOptions = {}): RefreshReport {
    const before = this.#snapshot;
    const previous = before?.records ?? [];
    const fresh = new Set(set.records.map((r) => keyOf(r.code)));
    const kept = previous.filter((r) => !fresh.has(keyOf(r.code))).map((r) => r.code);
    const replace = options.outlooks === "replace";
    const newOutlooks = set.outlooks !== undefined && set.outlooks.length > 0;
    const changed = replace ? set.outlooks !== undefined || before?.outlook !== undefined : newOutlooks;
    if (set.records.length === 0 && !changed) return { updated: [], kept, failed: [], swapped: false };
    const { outlooks, outlooksUpdatedAt, ...meta } = set;
    const old = before?.outlook;
    const dated = outlooksUpdatedAt === undefined ? {} : { outlooksUpdatedAt };
    this.replace({
      ...meta,
      ...(set.records.length > 0
        ? { records: merged(set.records, previous) }
        : { records: previous, updatedAt: before?.updatedAt ?? set.updatedAt }),
      ...(replace
        ? outlooks === undefined
          ? {}
          : { outlooks: [...outlooks].sort(byCode), ...dated }
        : newOutlooks
          ? { outlooks: merged<VanSkyOutlook>(outlooks ?? [], old?.outlooks ?? []), ...dated }
          : old
            ? { outlooks: old.outlooks, outlooksUpdatedAt: old.updatedAt }
            : {}),
    });
    return { updated: set.records.map((r) => r.code), kept, failed: [], swapped: true };
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
