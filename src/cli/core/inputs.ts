/**
 * What `vansky score` reads: folders in the world-fixture layout (an `index.json` whose entries name their files
 * relative to it or absolutely, or `<ID>.forecast.json` files with optional `<ID>.marine.json` beside them; each
 * answer may be a FlatBuffers one, `<ID>.forecast.fb`, read as bytes), single forecast files, NDJSON files
 * (`.ndjson`, `.jsonl`) and NDJSON on stdin (`-`), one location `{code, forecast, marine?, now?, fetchedAt?, region?,
 * is_coastal?}` per line. Files may start with a UTF-8 byte order mark.
 */
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { canonicalCode } from "../../countries/index.js";
import { DataError, UsageError } from "./exit.js";
import { pendingCommit, readablePath } from "./journal.js";
import {
  ENSEMBLE_SUFFIX,
  FLATBUFFERS_EXTENSION,
  FORECAST_SUFFIX,
  INDEX_FILE,
  type IndexEntry,
  idOf,
  MARINE_SUFFIX,
  marineFile,
  namesBeside,
} from "./layout.js";
import { inShard, type Shard } from "./shard.js";
import { type FileTask, type LineTask, later, type Task } from "./task.js";
import { readText, stripBom } from "./text.js";

/** The tasks of a run, with their number when it is known before reading (file inputs). */
export interface Inputs {
  readonly tasks: AsyncIterable<Task>;
  readonly total: number | undefined;
  /** The `reference` instant of a fixture folder's index, used as `now` unless `--now` is given. */
  readonly reference: string | undefined;
  /** What the folders hold that is not scored (one line per folder). */
  readonly warnings: readonly string[];
  /**
   * The latest `fetchedAt` of the file inputs, every shard's (null when none has one), and whether some file input
   * has none: a sharded run's `updated_at`, the same in every shard.
   */
  readonly latest: string | null;
  readonly undated: boolean;
}

/** What the command line says of a single forecast file of another name than `ID.forecast.json`. */
export interface SingleFile {
  readonly code?: string;
  readonly region?: string;
  readonly is_coastal?: boolean;
  readonly marine?: string;
}

/** Unrecognised files listed by name in a warning; the rest are counted. */
const LISTED = 5;

function fileTask(
  forecastPath: string,
  id: string,
  marinePath: string | null,
  given: FileTask["given"],
  entry?: Pick<SingleFile, "region" | "is_coastal"> & Pick<IndexEntry, "fetched_at">,
): FileTask {
  return {
    kind: "files",
    id: canonicalCode(id),
    forecastPath,
    marinePath,
    given,
    ...(typeof entry?.fetched_at === "string" ? { fetchedAt: entry.fetched_at } : {}),
    ...(entry?.region === undefined ? {} : { region: entry.region }),
    ...(entry?.is_coastal === undefined ? {} : { is_coastal: entry.is_coastal }),
  };
}

/** An entry score reads, or one with an ensemble answer and no forecast (`forecast: null`), which it leaves out. */
const isEntry = (e: unknown): e is IndexEntry =>
  typeof e === "object" &&
  e !== null &&
  typeof (e as IndexEntry).code === "string" &&
  (typeof (e as IndexEntry).forecast === "string" ||
    ((e as IndexEntry).forecast === null && typeof (e as IndexEntry).ensemble === "string"));

/** A folder's `index.json`, `{reference?, countries: [...]}`; a DataError naming it when it is not one. */
export function readIndexFile(indexPath: string): { reference?: unknown; countries: unknown[] } {
  let index: { reference?: unknown; countries?: unknown };
  try {
    index = JSON.parse(readText(indexPath));
  } catch (error) {
    throw new DataError(`${indexPath}: not a folder index (${(error as Error).message})`);
  }
  if (!Array.isArray(index?.countries)) throw new DataError(`${indexPath}: expected {countries: [...]}`);
  return index as { reference?: unknown; countries: unknown[] };
}

function readIndex(indexPath: string): { reference?: unknown; countries: IndexEntry[] } {
  const index = readIndexFile(indexPath);
  const bad = index.countries.findIndex((e) => !isEntry(e));
  if (bad >= 0) throw new DataError(`${indexPath}: countries[${bad}]: expected {code, forecast, marine?}`);
  return index as { reference?: unknown; countries: IndexEntry[] };
}

/** A warning naming the files of `dir` that are not scored, or none. */
function unrecognised(dir: string, names: readonly string[], expected: string): string[] {
  if (names.length === 0) return [];
  const listed = names.slice(0, LISTED).join(", ");
  const more = names.length > LISTED ? ` and ${names.length - LISTED} more` : "";
  return [`${dir}: ${names.length} not scored (${listed}${more}): ${expected}`];
}

const visible = (dir: string) =>
  readdirSync(dir)
    .filter((name) => !name.startsWith("."))
    .sort();

/**
 * The tasks of a folder: its index's entries, or its `ID.forecast.json` files. A folder whose `vansky fetch` was
 * killed while replacing its files is read as that run left them (./journal.ts), with a warning.
 */
function folderTasks(dir: string): { tasks: FileTask[]; reference: string | undefined; warnings: string[] } {
  const pending = pendingCommit(dir);
  const indexPath = readablePath(dir, INDEX_FILE, pending);
  if (existsSync(indexPath)) {
    const index = readIndex(indexPath);
    const at = (name: string) => readablePath(dir, name, pending);
    const scored = index.countries.filter((e): e is IndexEntry & { forecast: string } => e.forecast !== null);
    const tasks = scored.map((e) => fileTask(at(e.forecast), e.code, e.marine ? at(e.marine) : null, "folder", e));
    // the ensemble answers beside the forecasts are vansky outlook's
    const named = index.countries.flatMap((e) => [
      e.forecast ?? INDEX_FILE,
      e.marine ?? INDEX_FILE,
      ...(e.ensemble ? [e.ensemble] : []),
    ]);
    const unscored = index.countries.length - scored.length;
    const ensembleOnly =
      unscored > 0
        ? [
            `${dir}: ${unscored} entries of index.json have an ensemble answer and no forecast: vansky outlook reads them`,
          ]
        : [];
    const used = new Set([INDEX_FILE, ...named].map((name) => resolve(dir, name)));
    const others = visible(dir).filter((name) => !used.has(resolve(dir, name)));
    const interrupted = pending
      ? [
          `${dir}: the vansky fetch of pid ${pending.pid}, started ${pending.started_at}, stopped while replacing its files: read as that run left them; the next fetch finishes the replacement`,
        ]
      : [];
    return {
      tasks,
      reference: typeof index.reference === "string" ? index.reference : undefined,
      warnings: [...interrupted, ...ensembleOnly, ...unrecognised(dir, others, "index.json does not list them")],
    };
  }
  const names = visible(dir);
  const forecasts = names.filter((f) => idOf(f, FORECAST_SUFFIX) !== undefined);
  const tasks = forecasts.map((f) => forecastFileTask(join(dir, f), "folder"));
  const marines = new Set(tasks.flatMap((t) => (t.marinePath === null ? [] : [basename(t.marinePath)])));
  const others = names.filter(
    (f) => idOf(f, FORECAST_SUFFIX) === undefined && idOf(f, ENSEMBLE_SUFFIX) === undefined && !marines.has(f),
  );
  const expected = `expected ID${FORECAST_SUFFIX} and ID${MARINE_SUFFIX} (or ${FLATBUFFERS_EXTENSION}), or an index.json`;
  return { tasks, reference: undefined, warnings: unrecognised(dir, others, expected) };
}

/**
 * The marine answer beside the forecast file `path` of location `id`: `ID.marine.*` in the forecast's format, else in
 * the other; null when there is none.
 */
function marineBeside(path: string, id: string): string | null {
  const found = namesBeside(path, id, marineFile)
    .map((name) => join(dirname(path), name))
    .find((beside) => existsSync(beside));
  return found ?? null;
}

/**
 * `PT.forecast.json` (or `PT.forecast.fb`) -> id `PT`, with `PT.marine.json` (or `.fb`) beside it when it exists,
 * `given` in a folder or as a file; `single` overrides for one file.
 */
function forecastFileTask(path: string, given: FileTask["given"], single?: SingleFile): FileTask {
  const name = basename(path);
  const known = idOf(name, FORECAST_SUFFIX);
  const id = single?.code ?? known ?? name.replace(/\.[^.]*$/, "");
  const marine = single?.marine ?? (known === undefined ? null : marineBeside(path, id));
  return fileTask(path, id, marine, given, single);
}

/** The `"code"` of an NDJSON line without parsing it all (a line without one fails when scored). */
const ID_PATTERN = /"code"\s*:\s*"((?:[^"\\]|\\.)*)"/;

async function* lineTasks(stream: NodeJS.ReadableStream, file: string): AsyncIterable<LineTask> {
  let line = 0;
  for await (const raw of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    line++;
    const text = line === 1 ? stripBom(raw) : raw;
    if (text.trim() === "") continue;
    const found = ID_PATTERN.exec(text)?.[1];
    const code = found === undefined ? null : canonicalCode(found);
    yield { kind: "line", id: code ?? `${file}:${line}`, code, file, line, text };
  }
}

/** Notes that `source` gives location `code`; a DataError naming both sources when another input gave it already. */
function once(seen: Map<string, string>, code: string, source: string): void {
  const first = seen.get(code);
  if (first !== undefined) throw new DataError(`${code} is given twice: by ${first} and by ${source}`);
  seen.set(code, source);
}

export const isNdjson = (path: string): boolean => path.endsWith(".ndjson") || path.endsWith(".jsonl");

/**
 * Resolves the command line's inputs into tasks, in order, keeping those of `shard`; `single` applies to the one
 * forecast file given. Files and folders are listed up front (so the total is known); NDJSON is streamed.
 * Country codes are upper-cased (`pt` is `PT`), other point ids kept as given; a location given twice (`PT` and `pt`, in any two inputs) is a
 * DataError naming both, thrown before anything is scored for files and folders, when the line is read for NDJSON.
 * @throws UsageError for an input that does not exist or `-` given twice; DataError for a folder index that cannot
 * be read, or a location given twice.
 */
export function resolveInputs(
  args: readonly string[],
  shard: Shard | undefined,
  stdin: NodeJS.ReadableStream,
  single?: SingleFile,
): Inputs {
  const files: FileTask[] = [];
  const streams: { stream: () => NodeJS.ReadableStream; file: string }[] = [];
  const warnings: string[] = [];
  let reference: string | undefined;
  for (const arg of args) {
    if (arg === "-") {
      if (streams.some((s) => s.file === "stdin")) throw new UsageError("- (stdin) given twice");
      streams.push({ stream: () => stdin, file: "stdin" });
      continue;
    }
    if (!existsSync(arg)) throw new UsageError(`${arg}: no such file or folder`);
    if (statSync(arg).isDirectory()) {
      const folder = folderTasks(arg);
      files.push(...folder.tasks);
      warnings.push(...folder.warnings);
      reference ??= folder.reference;
    } else if (isNdjson(arg)) streams.push({ stream: () => createReadStream(arg), file: arg });
    else files.push(forecastFileTask(arg, "file", single));
  }
  const seen = new Map<string, string>();
  for (const task of files) once(seen, task.id, task.forecastPath);
  const kept = files.filter((t) => inShard(t.id, shard));
  async function* all(): AsyncIterable<Task> {
    yield* kept;
    for (const { stream, file } of streams)
      for await (const task of lineTasks(stream(), file)) {
        if (task.code !== null) once(seen, task.code, `${file}:${task.line}`);
        if (inShard(task.id, shard)) yield task;
      }
  }
  const latest = files.reduce<string | null>((l, t) => later(l, t.fetchedAt ?? null), null);
  const undated = files.some((t) => t.fetchedAt === undefined);
  const total = streams.length === 0 ? kept.length : undefined;
  return { tasks: all(), total, reference, warnings, latest, undated };
}
