/**
 * The two parts of a location's entry in `index.json` that `vansky fetch` writes, each by runs of its own: the
 * deterministic forecast (`ID.forecast.json`, `ID.marine.json` and their times, status and marine failure) and the
 * ensemble (`--ensemble`: `ID.ensemble.json`, `ensemble_fetched_at`, `ensemble_model`, `ensemble_status`). A run
 * replaces its part of the locations it asks for and keeps the other part as it was, so a forecast refresh keeps the
 * ensemble answers and an ensemble refresh the forecasts; each part has its own list of failures and its own start
 * time at the top of the index. A run writes its answers in its format (`--format flatbuffers`: `ID.forecast.fb` and
 * so on) and keeps an earlier run's files in theirs: each entry names its files.
 */
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { RequestPoint } from "../../index.js";
import type { AnswerFormat } from "../../request/plan.js";
import { ENSEMBLE_STAGING, STAGING } from "../core/journal.js";
import { ensembleFile, forecastFile, type IndexEntry, marineFile } from "../core/layout.js";
import { ENSEMBLE_LOCK_FILE, LOCK_FILE } from "./lock.js";
import type { AnswerBody } from "./types.js";

/** How the run that asked for a part last left it: fetched, kept by `--max-age`, or an older run's after a failure. */
export type Status = "fresh" | "reused" | "stale";

/**
 * One location of the `index.json` fetch writes: the entry score and outlook read, with when and how its files were
 * fetched. An entry of a location the last run did not ask for is the one of the run that did. A location with an
 * ensemble answer and no forecast has `forecast: null` and none of the forecast's times.
 */
export interface FetchedEntry extends IndexEntry {
  readonly marine: string | null;
  /** When the forecast file was fetched: the answer's `Date` header, else the clock at its receipt (RFC 3339). */
  readonly fetched_at?: string;
  /** When the marine file was fetched, likewise; null without one. */
  readonly marine_fetched_at?: string | null;
  /** The forecast part's status. */
  readonly status?: Status;
  /** Why that run's marine data failed (the forecast is fresh; `marine` is an older run's file, or null). */
  readonly marine_failed?: string;
  /** The ensemble part's status. */
  readonly ensemble_status?: Status;
}

/**
 * When a location's answers were made (`answerTime`): its forecast's (or ensemble answer's), its marine one's or null;
 * and, for an earlier run's files, their names (of either format: a fresh run's are named by its own).
 */
export interface FetchTimes {
  readonly forecast: string;
  readonly marine: string | null;
  readonly names?: { readonly main?: string | undefined; readonly marine?: string | null | undefined };
}

/** The index a run found: its locations in order, each part's failures, and the parts' start times. */
export interface PreviousIndex {
  readonly entries: readonly FetchedEntry[];
  readonly failed: Readonly<Record<FailedKey, readonly FailedEntry[]>>;
  readonly byCode: ReadonlyMap<string, FetchedEntry>;
  /** The top of the index: when each part's last run started. */
  readonly started: Readonly<Partial<Record<StartedKey, string>>>;
}

/** A location whose last fetch of a part failed. */
export interface FailedEntry {
  readonly code: string;
  readonly reason: string;
  /** Whether an older run's files of the part are kept for it (its entry's status `stale`). */
  readonly stale: boolean;
  /** When the part kept was fetched, and its age in seconds when this run ended; null when none is kept. */
  readonly kept_fetched_at: string | null;
  readonly kept_age_s: number | null;
}

/** The index's lists of failures, one per part. */
export type FailedKey = "failed" | "ensemble_failed";
/** The index's start times, one per part. */
export type StartedKey = "fetched_at" | "ensemble_fetched_at";

/** A part of the entries: its fields, its files, and where the index keeps its failures and start time. */
export interface Part {
  /** What the messages call it. */
  readonly name: "forecast" | "ensemble";
  /** Its place in `partsOf`'s pair. */
  readonly index: 0 | 1;
  readonly failedKey: FailedKey;
  readonly startedKey: StartedKey;
  /** The lock a run of the part holds, and its staging folder: one run of each part at a time, both at once. */
  readonly lockFile: string;
  readonly staging: string;
  /** The files of a location's answers, by name (`main`: its forecast or ensemble answer). */
  files(id: string, bodies: LocationBodies): { name: string; body: AnswerBody }[];
  /** Its fields of `point`'s entry for answers made at `times`, with `status`; `previous` its old entry. */
  fields(point: RequestPoint, times: FetchTimes, status: Status, previous: FetchedEntry | undefined): Fields;
  /** The times of `point`'s files from an earlier run in `dir`, undefined without its main file. */
  existing(dir: string, point: RequestPoint, previous: PreviousIndex): FetchTimes | undefined;
  /** Whether `--max-age` may keep the files of `entry` (an ensemble answer of another model may not). */
  reusable(entry: FetchedEntry | undefined): boolean;
  /**
   * What of `entry`'s part this run's part may not keep, in words (`its answer of gem_global removed: …`), when
   * `existing` leaves it out: an ensemble answer of another model; undefined otherwise.
   */
  foreign(entry: FetchedEntry): string | undefined;
}

/** The fields of one part of an entry (none: the entry has not that part). */
export type Fields = Partial<FetchedEntry>;

/** The answers of one location: its forecast (or ensemble answer), and its marine answer when it has a sea point. */
export interface LocationBodies {
  readonly main: AnswerBody;
  readonly marine?: AnswerBody;
}

/** When a file was last written, RFC 3339 in UTC to the second: the fetch time of a file no index dates. */
const modified = (path: string) =>
  statSync(path)
    .mtime.toISOString()
    .replace(/\.\d{3}Z$/, "Z");

/**
 * An earlier run's file of location `id` of one kind (`file`: `forecastFile`) in `dir`, in either format (the one its
 * entry names, `named`, first), and when it was fetched: `indexed`, else its modification time; or undefined.
 */
function keptFile(
  dir: string,
  id: string,
  file: (id: string, format: AnswerFormat) => string,
  named: string | null | undefined,
  indexed: string | null | undefined,
): { name: string; at: string } | undefined {
  const names = [file(id, "json"), file(id, "flatbuffers")];
  if (typeof named === "string" && names.includes(named)) names.unshift(named);
  const name = names.find((n) => existsSync(join(dir, n)));
  return name === undefined ? undefined : { name, at: indexed ?? modified(join(dir, name)) };
}

const hasSea = (p: RequestPoint) => p.marineLatitude !== undefined;

/** The deterministic forecast and marine answers, written in `format`. */
export function forecastPart(format: AnswerFormat): Part {
  return {
    name: "forecast",
    index: 0,
    failedKey: "failed",
    startedKey: "fetched_at",
    lockFile: LOCK_FILE,
    staging: STAGING,
    files(id, bodies) {
      const files = [{ name: forecastFile(id, format), body: bodies.main }];
      if (bodies.marine !== undefined) files.push({ name: marineFile(id, format), body: bodies.marine });
      return files;
    },
    fields: (p, t, status) => ({
      forecast: t.names?.main ?? forecastFile(p.id, format),
      marine: t.marine === null ? null : (t.names?.marine ?? marineFile(p.id, format)),
      fetched_at: t.forecast,
      marine_fetched_at: t.marine,
      status,
    }),
    existing(dir, p, previous) {
      const entry = previous.byCode.get(p.id);
      const forecast = keptFile(dir, p.id, forecastFile, entry?.forecast, entry?.fetched_at);
      if (forecast === undefined) return undefined;
      const marine = hasSea(p) ? keptFile(dir, p.id, marineFile, entry?.marine, entry?.marine_fetched_at) : undefined;
      return {
        forecast: forecast.at,
        marine: marine?.at ?? null,
        names: { main: forecast.name, marine: marine?.name ?? null },
      };
    },
    reusable: () => true,
    foreign: () => undefined,
  };
}

/** The Ensemble API answers of `model` (`--ensemble --model`), written in `format`. */
export function ensemblePart(model: string, format: AnswerFormat): Part {
  const foreign = (entry: FetchedEntry) =>
    entry.ensemble_model !== undefined && entry.ensemble_model !== model
      ? `its answer of ${entry.ensemble_model} removed: a folder holds answers of one ensemble model`
      : undefined;
  return {
    name: "ensemble",
    index: 1,
    failedKey: "ensemble_failed",
    startedKey: "ensemble_fetched_at",
    lockFile: ENSEMBLE_LOCK_FILE,
    staging: ENSEMBLE_STAGING,
    files: (id, bodies) => [{ name: ensembleFile(id, format), body: bodies.main }],
    fields(p, t, status, previous) {
      // an older run's answer keeps the model it was asked of
      const asked = status === "stale" ? previous?.ensemble_model : model;
      return {
        ensemble: t.names?.main ?? ensembleFile(p.id, format),
        ensemble_fetched_at: t.forecast,
        ...(asked === undefined ? {} : { ensemble_model: asked }),
        ensemble_status: status,
      };
    },
    existing(dir, p, previous) {
      const entry = previous.byCode.get(p.id);
      if (entry && foreign(entry) !== undefined) return undefined;
      const kept = keptFile(dir, p.id, ensembleFile, entry?.ensemble, entry?.ensemble_fetched_at);
      return kept === undefined ? undefined : { forecast: kept.at, marine: null, names: { main: kept.name } };
    },
    reusable: (entry) => entry?.ensemble_model === model,
    foreign,
  };
}

/** Each part's fields of an entry, its main file's field first. */
const KEYS: readonly (readonly (keyof FetchedEntry)[])[] = [
  ["forecast", "marine", "fetched_at", "marine_fetched_at", "status", "marine_failed"],
  ["ensemble", "ensemble_fetched_at", "ensemble_model", "ensemble_status"],
];

/** An entry's parts, forecast first, each `{}` when it has not that part. */
export type Parts = [Fields, Fields];

/** The parts of `entry`. */
export const partsOf = (entry: FetchedEntry): Parts =>
  KEYS.map((keys) =>
    typeof entry[keys[0] as keyof FetchedEntry] === "string"
      ? Object.fromEntries(keys.filter((k) => entry[k] !== undefined).map((k) => [k, entry[k]]))
      : {},
  ) as Parts;

/**
 * The parts of `entry` whose main file is still there (`dir` and the name the index gives, relative or absolute),
 * and whether one was left out because its file is gone.
 */
export function presentParts(dir: string, entry: FetchedEntry): { parts: Parts; dropped: boolean } {
  const whole = partsOf(entry);
  const parts = whole.map((fields, i) => {
    const main = fields[KEYS[i]?.[0] as keyof FetchedEntry];
    return typeof main === "string" && existsSync(resolve(dir, main)) ? fields : {};
  }) as Parts;
  return { parts, dropped: parts.some((p, i) => p !== whole[i]) };
}

/**
 * The entry of `code` with `parts`, in one order: the code, the forecast part (`forecast: null, marine: null`
 * without one), the place (a point's region and coast), the ensemble part; undefined when it has neither part.
 */
export function composeEntry(
  code: string,
  place: Pick<FetchedEntry, "region" | "is_coastal">,
  [forecast, ensemble]: Parts,
): FetchedEntry | undefined {
  if (forecast.forecast === undefined && ensemble.ensemble === undefined) return undefined;
  return { code, forecast: null, marine: null, ...forecast, ...place, ...ensemble };
}

/** The place fields of `entry` (a point's region and coast). */
export const placeOf = (entry: FetchedEntry): Pick<FetchedEntry, "region" | "is_coastal"> => ({
  ...(entry.is_coastal === undefined ? {} : { is_coastal: entry.is_coastal }),
  ...(entry.region === undefined ? {} : { region: entry.region }),
});

/** The files one part of an entry names (to remove when the part is dropped): forecast and marine, or ensemble. */
export const partFiles = (fields: Fields): string[] =>
  [fields.forecast, fields.marine, fields.ensemble].filter((name): name is string => typeof name === "string");
