import { isVanskyInputError, type VanskyInputError } from "../errors.js";
import { scoreCountry } from "./country.js";
import type { CountryInput, ScoreOptions } from "./input.js";
import type { VanSkyCountry } from "./types.js";

/** One input of a batch that could not be scored. */
export interface CountryFailure {
  /** Its position in the batch's inputs. */
  readonly index: number;
  /** Its `code`, when it has a string one. */
  readonly code: string | null;
  /** Why: the input error, its path prefixed with the index (`[137].hourly.temperature_2m`). */
  readonly error: VanskyInputError;
}

/** What `scoreCountriesSettled` returns: every record that could be made, in input order, and every failure. */
export interface SettledBatch {
  /** The record of every input that could be scored, in input order. */
  readonly records: VanSkyCountry[];
  /** Each input that could not, with its index, code and error. */
  readonly failures: CountryFailure[];
}

const at = (index: number, path: string) => `[${index}]${path === "" || path.startsWith("[") ? "" : "."}${path}`;

/** Options for each input of a batch: warnings' paths prefixed by the input's index, like errors'. */
function optionsFor<Options extends ScoreOptions>(options: Options, index: number): Options {
  const onWarning = options.onWarning;
  if (!onWarning) return options;
  return { ...options, onWarning: (w) => onWarning({ ...w, path: at(index, w.path) }) };
}

const codeOf = (input: unknown): string | null => {
  const code = typeof input === "object" && input !== null ? (input as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : null;
};

/**
 * `score` (`scoreCountry`, or an outlook) for each input in order: the records, and each input error handed to
 * `failed` with its index, warnings' paths prefixed by it.
 */
export function scoreEach<Input, Options extends ScoreOptions, Out>(
  inputs: Iterable<Input>,
  options: Options,
  score: (input: Input, options: Options) => Out,
  failed: (failure: CountryFailure) => void,
): Out[] {
  const records: Out[] = [];
  let index = 0;
  for (const input of inputs) {
    try {
      records.push(score(input, optionsFor(options, index)));
    } catch (error) {
      if (!isVanskyInputError(error)) throw error;
      failed({ index, code: codeOf(input), error: error.atIndex(index) });
    }
    index++;
  }
  return records;
}

/**
 * `scoreCountry` for each input, in input order. The first input that cannot be scored throws its
 * VanskyInputError with the input's index prefixed to the path (`[137].hourly.temperature_2m`); to keep every good
 * record of a batch and report the failures instead, use `scoreCountriesSettled`.
 *
 * @example
 * ```ts
 * import { scoreCountries, weatherListResponse } from "vansky";
 *
 * const now = "2026-07-15T12:00:00Z";
 * const records = scoreCountries(inputs.map((input) => ({ ...input, now, fetchedAt: now })));
 * const body = weatherListResponse(records, { updatedAt: now, source: "Open-Meteo" });
 * ```
 */
export function scoreCountries(inputs: Iterable<CountryInput>, options: ScoreOptions = {}): VanSkyCountry[] {
  return scoreEach(inputs, options, scoreCountry, (failure) => {
    throw failure.error;
  });
}

/**
 * `scoreCountry` for each input, keeping going past bad ones: the records of every input that could be scored, in
 * input order, and for each one that could not, its index, code and VanskyInputError (path prefixed with the index).
 * Other exceptions (bugs, not bad input) still propagate.
 *
 * @example
 * ```ts
 * const { records, failures } = scoreCountriesSettled(inputs, { onWarning: (w) => console.warn(w.message) });
 * for (const f of failures) console.error(`${f.code}: ${f.error.message}`);
 * ```
 */
export function scoreCountriesSettled(inputs: Iterable<CountryInput>, options: ScoreOptions = {}): SettledBatch {
  const failures: CountryFailure[] = [];
  const records = scoreEach(inputs, options, scoreCountry, (failure) => failures.push(failure));
  return { records, failures };
}
