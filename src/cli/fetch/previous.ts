/**
 * The index an earlier run left in a folder, as a run reads it before it writes its own. An `index.json` that cannot
 * be read (not JSON, not an index, a folder of that name, a file this user cannot read) is never replaced by this
 * run's locations alone, which would unpublish every other one: the index is rebuilt from the folder's files (each
 * location's forecast, marine and ensemble files, JSON or FlatBuffers, dated by their modification times, the ensemble model told by its
 * runs), or, when a file's location cannot be placed without the index (a point of one's own this run does not
 * ask, whose region only the index held), the run refuses.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ensembleLayout } from "../../adapters/members.js";
import { ENSEMBLE_MODELS, type EnsembleModelId, getCountry, type RequestPoint } from "../../index.js";
import type { AnswerFormat } from "../../request/plan.js";
import { DataError } from "../core/exit.js";
import {
  ENSEMBLE_SUFFIX,
  ensembleFile,
  FORECAST_SUFFIX,
  forecastFile,
  INDEX_FILE,
  idOf,
  isFlatBuffersFile,
  marineFile,
} from "../core/layout.js";
import { readText } from "../core/text.js";
import {
  composeEntry,
  type FailedEntry,
  type FailedKey,
  type FetchedEntry,
  type Fields,
  type PreviousIndex,
  type StartedKey,
} from "./parts.js";

/** What a run found of an earlier index: the index, and why it had to be rebuilt from the files (when it had). */
export interface FoundIndex extends PreviousIndex {
  /** Why `index.json` could not be read; undefined when it was read, or there was none. */
  readonly rebuilt?: string;
}

const isEntry = (e: unknown): e is { code: string } =>
  typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string";

/** The index in `text`, or why it is not one. */
function parsed(text: string): PreviousIndex | string {
  let index: unknown;
  try {
    index = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  if (typeof index !== "object" || index === null || !Array.isArray((index as { countries?: unknown }).countries))
    return "not an index of vansky fetch: expected {countries: [...]}";
  const read = index as Record<string, unknown>;
  const entries = (read.countries as unknown[]).filter(isEntry) as FetchedEntry[];
  const failed: Record<FailedKey, FailedEntry[]> = { failed: [], ensemble_failed: [] };
  for (const key of ["failed", "ensemble_failed"] as const) {
    const list = read[key];
    if (Array.isArray(list)) failed[key] = list.filter(isEntry) as FailedEntry[];
  }
  const started: Partial<Record<StartedKey, string>> = {};
  for (const key of ["fetched_at", "ensemble_fetched_at"] as const) {
    const at = read[key];
    if (typeof at === "string") started[key] = at;
  }
  return { entries, failed, byCode: new Map(entries.map((e) => [e.code, e])), started };
}

/** When `dir`'s file `name` was last written, RFC 3339 in UTC to the second. */
const modified = (dir: string, name: string) =>
  statSync(join(dir, name))
    .mtime.toISOString()
    .replace(/\.\d{3}Z$/, "Z");

/** The model whose runs an ensemble answer has (the models' run counts differ), undefined when none has as many. */
function modelOf(path: string): EnsembleModelId | undefined {
  try {
    const answer = isFlatBuffersFile(path) ? readFileSync(path) : JSON.parse(readFileSync(path, "utf8"));
    const runs = ensembleLayout(answer).members.length;
    return (Object.keys(ENSEMBLE_MODELS) as EnsembleModelId[]).find((id) => ENSEMBLE_MODELS[id].members === runs);
  } catch {
    return undefined;
  }
}

/**
 * The index of `dir` rebuilt from its files: one entry per location with a forecast or ensemble file, in the order
 * of their ids, each part dated by its main file's modification time and `reused` (kept as an earlier run left it).
 * @throws DataError when a location is not a country and not one of `points` (its region is not known)
 */
function rebuild(dir: string, points: readonly RequestPoint[], why: string): FoundIndex {
  const names = new Set(readdirSync(dir).filter((name) => !name.startsWith(".")));
  const ids = [...names]
    .flatMap((name) => [idOf(name, FORECAST_SUFFIX), idOf(name, ENSEMBLE_SUFFIX)])
    .filter((id, i, all): id is string => id !== undefined && id !== "" && all.indexOf(id) === i)
    .sort();
  /** `id`'s file of one kind (`file`) in either format, the later written when both are there; or undefined. */
  const found = (id: string, file: (id: string, format: AnswerFormat) => string) =>
    [file(id, "json"), file(id, "flatbuffers")]
      .filter((name) => names.has(name))
      .sort((a, b) => modified(dir, b).localeCompare(modified(dir, a)))[0];
  const asked = new Map(points.map((p) => [p.id, p]));
  const unplaced = ids.filter((id) => getCountry(id) === undefined && !asked.has(id));
  if (unplaced.length > 0)
    throw new DataError(
      `${join(dir, INDEX_FILE)} cannot be read (${why}), and it alone gives the region of ${unplaced.join(" ")}: repair it, or fetch them again with --points, so that no location of the folder is lost`,
    );
  const entries: FetchedEntry[] = [];
  for (const id of ids) {
    const point = asked.get(id);
    const place =
      getCountry(id) !== undefined || point === undefined
        ? {}
        : {
            is_coastal: point.marineLatitude !== undefined,
            ...(point.region === undefined ? {} : { region: point.region }),
          };
    const f = found(id, forecastFile);
    const m = found(id, marineFile);
    const forecast: Fields =
      f !== undefined
        ? {
            forecast: f,
            marine: m ?? null,
            fetched_at: modified(dir, f),
            marine_fetched_at: m === undefined ? null : modified(dir, m),
            status: "reused",
          }
        : {};
    const e = found(id, ensembleFile);
    const model = e === undefined ? undefined : modelOf(join(dir, e));
    const ensemble: Fields =
      e !== undefined
        ? {
            ensemble: e,
            ensemble_fetched_at: modified(dir, e),
            ...(model === undefined ? {} : { ensemble_model: model }),
            ensemble_status: "reused",
          }
        : {};
    const entry = composeEntry(id, place, [forecast, ensemble]);
    if (entry) entries.push(entry);
  }
  const failed = { failed: [], ensemble_failed: [] };
  return { entries, failed, byCode: new Map(entries.map((e) => [e.code, e])), started: {}, rebuilt: why };
}

/**
 * The index an earlier run left in `dir`: empty without one; rebuilt from the folder's files (`rebuild`) when it
 * cannot be read, `points` being the run's.
 * @throws DataError when it cannot be read and the folder's files cannot be placed without it
 */
export function previousIndex(dir: string, points: readonly RequestPoint[]): FoundIndex {
  let text: string;
  try {
    text = readText(join(dir, INDEX_FILE));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT")
      return { entries: [], failed: { failed: [], ensemble_failed: [] }, byCode: new Map(), started: {} };
    return rebuild(dir, points, `${code ?? (error as Error).message}`);
  }
  const read = parsed(text);
  return typeof read === "string" ? rebuild(dir, points, read) : read;
}
