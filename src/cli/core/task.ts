/**
 * The units of batch work and how a batch of them is scored into output bytes: shared by the main thread
 * (`--workers 0`) and the worker threads, so the output does not depend on where a task ran.
 */
import { isVanskyInputError, type VanskyWarning } from "../../errors.js";
import {
  type CountryInput,
  defineProfile,
  type OutlookInput,
  outlookCountry,
  type ProfileOverrides,
  scoreCountry,
} from "../../index.js";
import { InputProblem, inputOf } from "./input.js";
import { type Format, joinRecords } from "./output.js";

/** A location whose responses are files (the world-fixture layout, or one forecast file). */
export interface FileTask {
  readonly kind: "files";
  readonly id: string;
  readonly forecastPath: string;
  readonly marinePath: string | null;
  /** For an outlook: the deterministic forecast its record is scored from (`deterministic`), when there is one. */
  readonly deterministicPath?: string | null;
  /** When its forecast was fetched (a folder index's `fetched_at`): the record's `fetched_at`. */
  readonly fetchedAt?: string;
  readonly region?: string;
  readonly is_coastal?: boolean;
  /** Where its region and coast could be given: a forecast file named on the command line (by `--region` and
   * `--is-coastal`), or a folder (in its index.json). */
  readonly given: "file" | "folder";
}

/** A location given as one NDJSON line `{code, forecast, marine?, now?, fetchedAt?, region?, is_coastal?}`. */
export interface LineTask {
  readonly kind: "line";
  /** The line's code, else `file:line` (for sharding). */
  readonly id: string;
  /** The line's `"code"`, read without parsing it all; null when it has none. */
  readonly code: string | null;
  /** Where the line came from: a file name or `stdin`, and its line number from 1. */
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

export type Task = FileTask | LineTask;

/** Options every task of a run shares. */
export interface RunOptions {
  /** Overrides the instant of every input (ISO 8601); else the input's own `now`, else its response's current time. */
  readonly now: string | undefined;
  /** `fetched_at` of every record whose input has no `fetchedAt` of its own. */
  readonly fetchedAt: string | undefined;
  /** Records fetched longer ago than `maxAgeMs` before `ageAtMs` (epoch ms) are stale: kept, or dropped when `drop`. */
  readonly stale?: { readonly maxAgeMs: number; readonly ageAtMs: number; readonly drop: boolean };
  /** Output format: records joined by `,` (json, inside the envelope's array) or each followed by a newline. */
  readonly format: Format;
  /**
   * Make outlooks of ensemble answers (`outlookCountry`, each named by `model` when given) in place of records: the
   * tasks' forecast files are Ensemble API answers.
   */
  readonly outlook?: {
    readonly model: string | undefined;
    /** The profile's `outlook.calibration` to apply (`vansky verify --fit`'s), checked by `defineProfile`. */
    readonly calibration?: unknown;
  };
}

/**
 * Why one input was left out: one line of `--errors FILE`. `error_code` is the VanskyInputError's code, or `BAD_JSON`
 * (a file or line that is not JSON), `UNREADABLE` (a file that cannot be read), `BAD_LINE` (a line that is not an
 * object, or has no forecast), `INTERNAL` (a bug in vansky: please report it); `path` is where inside the input ("" for
 * the whole of it); `message` says it in words, the path first (the code is `error_code`'s, not repeated).
 */
export interface Failure {
  readonly file: string;
  /** The NDJSON line number, from 1 (NDJSON inputs only). */
  readonly line?: number;
  readonly code: string | null;
  readonly error_code: string;
  readonly path: string;
  readonly message: string;
}

/**
 * A record kept poorer than it could be (marine data left out, days re-reckoned from a GMT response, …): the engine's
 * `VanskyWarning` with the file it is about, the marine file for a marine warning (`path` starting with `marine`).
 */
export interface Warning {
  /** The file the warning is about: the marine file for marine data, else the forecast or NDJSON file. */
  readonly file: string;
  /** The NDJSON line number, from 1 (NDJSON inputs only). */
  readonly line?: number;
  /** The engine's warning code (`MARINE_REJECTED`, `SHIFTED_DAYS`, …). */
  readonly code: string;
  /** Where inside the input (`marine.hourly.wave_height`, `current.time`; "" for the whole of it). */
  readonly path: string;
  /** What vansky did about it. */
  readonly message: string;
}

/** A record whose data is older than `RunOptions.stale.maxAgeMs`: its code and `fetched_at`. */
export interface Stale {
  readonly code: string;
  readonly fetched_at: string;
}

/**
 * A scored batch: its records as UTF-8 output bytes, ready to append, their number, its failures and warnings, the
 * latest `fetched_at` of its records (null when none has one) and its stale records (left out when dropped).
 */
export interface BatchResult {
  readonly bytes: Uint8Array;
  readonly records: number;
  readonly failures: readonly Failure[];
  readonly warnings: readonly Warning[];
  readonly latest: string | null;
  readonly stale: readonly Stale[];
}

/** The failure record of `task` for `error`. */
function failureOf(task: Task, error: unknown): Failure {
  const where =
    task.kind === "files"
      ? { file: task.forecastPath, code: task.id }
      : { file: task.file, line: task.line, code: task.code };
  if (error instanceof InputProblem)
    return { ...where, file: error.file, error_code: error.errorCode, path: "", message: error.message };
  if (isVanskyInputError(error)) {
    const message = `${error.path ? `${error.path}: ` : ""}${error.problem}`;
    return { ...where, error_code: error.code, path: error.path, message };
  }
  // anything else is a bug in vansky: reported like a bad input, so one location does not stop a batch
  return {
    ...where,
    error_code: "INTERNAL",
    path: "",
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The warning record of `task` for the engine's `warning`. */
function warningOf(task: Task, warning: VanskyWarning): Warning {
  const { code, path, message } = warning;
  if (task.kind === "line") return { file: task.file, line: task.line, code, path, message };
  const marine = task.marinePath !== null && path.startsWith("marine");
  return { file: marine ? (task.marinePath as string) : task.forecastPath, code, path, message };
}

const UTF8 = new TextEncoder();

/** The later of two `fetched_at` values (either may be null). */
export const later = (a: string | null, b: string | null): string | null =>
  a === null || (b !== null && Date.parse(b) > Date.parse(a)) ? b : a;

/** What a batch makes of one input: a VanSkyCountry record (`scoreCountry`), or an outlook. */
type Scorer = (
  input: CountryInput & OutlookInput,
  options: { readonly onWarning: (warning: VanskyWarning) => void },
) => { readonly code: string; readonly fetched_at: string | null };

/** What `options` make of an input: a record (`scoreCountry`), or with `options.outlook` an outlook. */
function scorerOf(options: RunOptions): Scorer {
  if (options.outlook === undefined) return scoreCountry;
  const { model, calibration } = options.outlook;
  const profile =
    calibration === undefined ? {} : { profile: defineProfile({ outlook: { calibration } } as ProfileOverrides) };
  return (input, { onWarning }) =>
    outlookCountry(input, { onWarning, ...profile, ...(model === undefined ? {} : { model }) });
}

/**
 * Scores a batch of tasks, in order, by what `options` ask (records, or outlooks); never throws (a failing task is a
 * failure).
 */
export function runBatch(tasks: readonly Task[], options: RunOptions): BatchResult {
  const score = scorerOf(options);
  const records: string[] = [];
  const failures: Failure[] = [];
  const warnings: Warning[] = [];
  const stale: Stale[] = [];
  let latest: string | null = null;
  for (const task of tasks) {
    const onWarning = (warning: VanskyWarning) => warnings.push(warningOf(task, warning));
    try {
      const record = score(inputOf(task, options) as CountryInput, { onWarning });
      const fetched = record.fetched_at;
      const limit = options.stale;
      if (fetched !== null && limit && limit.ageAtMs - Date.parse(fetched) > limit.maxAgeMs) {
        stale.push({ code: record.code, fetched_at: fetched });
        if (limit.drop) continue;
      }
      latest = later(latest, fetched);
      records.push(JSON.stringify(record));
    } catch (error) {
      failures.push(failureOf(task, error));
    }
  }
  const bytes = UTF8.encode(joinRecords(records, options.format));
  return { bytes, records: records.length, failures, warnings, latest, stale };
}

/** The stderr line of a failure: where, then the message. */
export const describeFailure = (f: Failure): string =>
  `${f.file}${f.line === undefined ? "" : `:${f.line}`}: ${f.message}`;

/** The stderr line of a warning: where, `warning:`, the path inside the input, then the message. */
export const describeWarning = (w: Warning): string =>
  `${w.file}${w.line === undefined ? "" : `:${w.line}`}: warning: ${w.path ? `${w.path}: ` : ""}${w.message}`;
