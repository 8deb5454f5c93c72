/**
 * What `vansky outlook` reads: folders of Ensemble API answers in the layout `vansky fetch --ensemble` writes (and
 * fixtures/ensemble/ holds): an `index.json` whose entries name each location's `ensemble` answer, with
 * `ensemble_fetched_at` (the outlook's `fetched_at`), `ensemble_model`, its deterministic `marine` answer and its
 * `forecast` (the record's, weighed into the outlook's first days); or, without an index, `ID.ensemble.json` files
 * with `ID.marine.json` and `ID.forecast.json` beside them. Any of them may be a FlatBuffers answer (`.fb` for
 * `.json`, `vansky fetch --format flatbuffers`), read as bytes.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { canonicalCode } from "../../countries/index.js";
import { DataError, UsageError } from "../core/exit.js";
import { readIndexFile } from "../core/inputs.js";
import { pendingCommit, readablePath } from "../core/journal.js";
import {
  ENSEMBLE_SUFFIX,
  forecastFile,
  INDEX_FILE,
  type IndexEntry,
  idOf,
  marineFile,
  namesBeside,
} from "../core/layout.js";
import type { FileTask } from "../core/task.js";

/** The outlook tasks of the folders given, in order, with what their indexes say. */
export interface EnsembleInputs {
  readonly tasks: FileTask[];
  /** The ensemble model the indexes name (one for all), else undefined. */
  readonly model: string | undefined;
  /** The `reference` instant of a fixture folder's index, used as `now` when an entry has no fetch time. */
  readonly reference: string | undefined;
  /** Entries without an ensemble answer, one line per folder. */
  readonly warnings: readonly string[];
}

const isEnsembleEntry = (e: unknown): e is IndexEntry & { ensemble: string } =>
  typeof e === "object" &&
  e !== null &&
  typeof (e as IndexEntry).code === "string" &&
  typeof (e as IndexEntry).ensemble === "string";

/**
 * The task of an ensemble answer: its file stands where a forecast would, the marine file beside it, and the
 * location's deterministic forecast as the record's.
 */
function task(
  path: string,
  id: string,
  files: { marine: string | null; deterministic: string | null },
  entry?: IndexEntry,
): FileTask {
  return {
    kind: "files",
    id: canonicalCode(id),
    forecastPath: path,
    marinePath: files.marine,
    deterministicPath: files.deterministic,
    given: "folder",
    ...(entry?.ensemble_fetched_at === undefined ? {} : { fetchedAt: entry.ensemble_fetched_at }),
    ...(entry?.region === undefined ? {} : { region: entry.region }),
    ...(entry?.is_coastal === undefined ? {} : { is_coastal: entry.is_coastal }),
  };
}

function folder(dir: string): { tasks: FileTask[]; models: string[]; reference?: string; warnings: string[] } {
  const indexPath = join(dir, INDEX_FILE);
  if (!existsSync(indexPath)) {
    const names = readdirSync(dir)
      .filter((name) => idOf(name, ENSEMBLE_SUFFIX) !== undefined)
      .sort();
    const tasks = names.map((name) => {
      const id = idOf(name, ENSEMBLE_SUFFIX) as string;
      const beside = (file: typeof marineFile) =>
        namesBeside(name, id, file)
          .map((n) => join(dir, n))
          .find((path) => existsSync(path)) ?? null;
      return task(join(dir, name), id, { marine: beside(marineFile), deterministic: beside(forecastFile) });
    });
    return { tasks, models: [], warnings: [] };
  }
  // a folder whose vansky fetch was killed while replacing its files is read as that run left them
  const pending = pendingCommit(dir);
  const index = readIndexFile(readablePath(dir, INDEX_FILE, pending));
  const at = (name: string) => readablePath(dir, name, pending);
  const entries = index.countries.filter(isEnsembleEntry);
  const missing = index.countries.length - entries.length;
  const tasks = entries.map((e) =>
    task(
      at(e.ensemble),
      e.code,
      { marine: e.marine ? at(e.marine) : null, deterministic: e.forecast ? at(e.forecast) : null },
      e,
    ),
  );
  return {
    tasks,
    models: entries.flatMap((e) => (typeof e.ensemble_model === "string" ? [e.ensemble_model] : [])),
    ...(typeof index.reference === "string" ? { reference: index.reference } : {}),
    warnings:
      missing > 0 ? [`${dir}: ${missing} entries of index.json have no ensemble answer: no outlook for them`] : [],
  };
}

/**
 * The outlook tasks of `folders`, in order.
 *
 * @throws UsageError for a path that is not a folder; DataError for an index that cannot be read, entries of several
 * models, or a location given twice
 */
export function ensembleInputs(folders: readonly string[]): EnsembleInputs {
  const tasks: FileTask[] = [];
  const models = new Set<string>();
  const warnings: string[] = [];
  let reference: string | undefined;
  for (const dir of folders) {
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      throw new UsageError(`${dir}: not a folder (vansky outlook reads folders of ensemble answers)`);
    const read = folder(dir);
    tasks.push(...read.tasks);
    for (const model of read.models) models.add(model);
    warnings.push(...read.warnings);
    reference ??= read.reference;
  }
  if (models.size > 1)
    throw new DataError(`ensemble answers of several models (${[...models].join(", ")}): give one folder per model`);
  const seen = new Map<string, string>();
  for (const t of tasks) {
    const first = seen.get(t.id);
    if (first !== undefined) throw new DataError(`${t.id} is given twice: by ${first} and by ${t.forecastPath}`);
    seen.set(t.id, t.forecastPath);
  }
  return { tasks, model: [...models][0], reference, warnings };
}
