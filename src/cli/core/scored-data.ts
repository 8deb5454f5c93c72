/**
 * What `vansky serve` serves: a `vansky score` output read as it is (its `updated_at` passed through), or a forecast
 * folder scored here, each record's `fetched_at` from the folder's index (when `vansky fetch` wrote it) and the
 * set's `updated_at` the latest of them, never the time the server loaded it, with the outlooks of its ensemble
 * answers (`vansky fetch --ensemble`) likewise; and which records are stale.
 */
import { existsSync } from "node:fs";
import { basename } from "node:path";
import type { VanSkyCountry, VanSkyOutlook } from "../../index.js";
import { DEFAULT_SOURCE, type RecordSet } from "../../serve/snapshot.js";
import { ensembleInputs } from "../outlook/inputs.js";
import type { Io } from "./command.js";
import { resolveInputs } from "./inputs.js";
import { runPool } from "./pool.js";
import { sidecarOf } from "./shard.js";
import { describeFailure, later, type RunOptions, type Task } from "./task.js";
import { readText } from "./text.js";

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** The value of one JSON text, or an Error saying why it is not one (`where`: the line, or the file). */
function parse(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: not JSON (${(error as Error).message})`);
  }
}

/** The output of a command as `readEnvelope` reads it: its name, its items', and how to make it from an answer. */
export interface OutputKind {
  /** `vansky score`. */
  readonly command: string;
  /** `VanSkyCountry record`. */
  readonly item: string;
  /** The command line that makes one from Open-Meteo's answers. */
  readonly make: string;
  /** What it is, in a sentence: `a score output`, `an outlook`. */
  readonly noun: string;
  /** Fields every one of its items has and the other kind's have not (`van_score`; `members`, `days`). */
  readonly marks: readonly string[];
}

/** A `vansky score` output: records. */
export const SCORE_OUTPUT: OutputKind = {
  command: "vansky score",
  item: "VanSkyCountry record",
  make: "score it first (vansky score FILE --code XX --out weather.json)",
  noun: "a score output",
  marks: ["van_score", "recommendations"],
};

/** A `vansky outlook` output: outlooks. */
export const OUTLOOK_OUTPUT: OutputKind = {
  command: "vansky outlook",
  item: "VanSkyOutlook",
  make: "make its outlooks first (vansky outlook FOLDER --out outlook.json)",
  noun: "an outlook",
  marks: ["members", "days"],
};

/** Whether `item` is one of `kind`'s items by its fields. */
const isItemOf = (item: unknown, kind: OutputKind): boolean =>
  isObject(item) && kind.marks.every((field) => field in item);

/**
 * `records` unchanged, or an Error saying they are another command's output (`this is a vansky score output, not an
 * outlook`) when the first is that kind's item and not `kind`'s.
 */
function ofKind<T>(records: T[], kind: OutputKind): T[] {
  const other = [SCORE_OUTPUT, OUTLOOK_OUTPUT].find((k) => k !== kind && isItemOf(records[0], k));
  if (other && !isItemOf(records[0], kind)) throw new Error(`this is a ${other.command} output, not ${kind.noun}`);
  return records;
}

/** What a JSON value that is neither an envelope nor an item is, and what a `kind` output is instead. */
function notOutput(value: unknown, kind: OutputKind): string {
  if (isObject(value) && "latitude" in value && ("hourly" in value || "daily" in value || "current" in value))
    return `an Open-Meteo response, not a ${kind.command} output: ${kind.make}`;
  const what = Array.isArray(value) ? "a JSON array" : isObject(value) ? "a JSON object without data" : `JSON ${value}`;
  return `${what}, not a ${kind.command} output: expected the envelope {"data": [records], ...} that ${kind.command} writes, or one record per line`;
}

/**
 * A `vansky score` output (or another `kind`'s: `vansky outlook`'s): the json envelope (its `updated_at` and `source`
 * passed through), or ndjson, one record per line (`updated_at` and `source` from the `FILE.meta.json` score writes
 * beside a shard, else the latest `fetched_at` of the records and the default source). Errors name the line of an
 * ndjson file (the caller names the file).
 */
export function readEnvelope<T extends { readonly code: string; readonly fetched_at: string | null } = VanSkyCountry>(
  path: string,
  kind: OutputKind = SCORE_OUTPUT,
): { records: T[]; updatedAt: string | null; source: string } {
  const text = readText(path);
  let whole: unknown;
  try {
    whole = JSON.parse(text);
  } catch {
    whole = undefined; // ndjson, or broken: read line by line below, so the error names the line
  }
  if (isObject(whole) && "data" in whole) {
    if (!Array.isArray(whole.data)) throw new Error(`not a ${kind.command} output (expected {data: [...], ...})`);
    return {
      records: ofKind(whole.data as T[], kind),
      updatedAt: (whole.updated_at ?? null) as string | null,
      source: (whole.source ?? DEFAULT_SOURCE) as string,
    };
  }
  // valid JSON that is not one record (a one-line ndjson file) is not score output: say what it is
  if (whole !== undefined && !(isObject(whole) && typeof whole.code === "string"))
    throw new Error(notOutput(whole, kind));
  const records: T[] = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const record = parse(line, `line ${i + 1}`);
    if (!isObject(record) || typeof record.code !== "string")
      throw new Error(
        `line ${i + 1}: not a ${kind.item} (a ${kind.command} output is a json envelope or one record per line)`,
      );
    records.push(record as unknown as T);
  }
  const sidecar = sidecarOf(path);
  const meta = existsSync(sidecar) ? parse(readText(sidecar), basename(sidecar)) : undefined;
  const latest = records.reduce<string | null>(
    (l, r) => (typeof r.fetched_at === "string" ? later(l, r.fetched_at) : l),
    null,
  );
  return {
    records: ofKind(records, kind),
    updatedAt: isObject(meta) && typeof meta.updated_at === "string" ? meta.updated_at : latest,
    source: isObject(meta) && typeof meta.source === "string" ? meta.source : DEFAULT_SOURCE,
  };
}

/**
 * The records (or outlooks) `tasks` make on a worker thread (the server keeps answering meanwhile), failures told on
 * stderr, with the latest `fetched_at` of them and the codes of those left out as stale (`options.stale`).
 */
async function onWorker<T>(tasks: AsyncIterable<Task>, options: RunOptions, io: Io) {
  const lines: string[] = [];
  const decoder = new TextDecoder();
  const stale: string[] = [];
  let latest: string | null = null;
  await runPool(tasks, 1, options, (result) => {
    for (const failure of result.failures) io.stderr.write(`vansky: ${describeFailure(failure)}\n`);
    lines.push(...decoder.decode(result.bytes).split("\n").filter(Boolean));
    stale.push(...result.stale.map((s) => s.code));
    latest = later(latest, result.latest);
    return undefined;
  });
  return { made: lines.map((line) => JSON.parse(line) as T), latest: latest as string | null, stale };
}

/**
 * Scores a forecast folder on a worker thread; `updatedAt` is the latest `fetched_at` of its records, else the
 * folder index's reference, else null.
 */
export async function scoreFolder(dir: string, source: string, io: Io): Promise<RecordSet> {
  const inputs = resolveInputs([dir], undefined, io.stdin);
  const options = { now: inputs.reference, fetchedAt: undefined, format: "ndjson" } as const;
  const { made, latest } = await onWorker<VanSkyCountry>(inputs.tasks, options, io);
  return { records: made, updatedAt: latest ?? inputs.reference ?? null, source };
}

/** The outlooks a server serves of a folder, and those it leaves out as stale. */
export interface FolderOutlooks extends Pick<RecordSet, "outlooks" | "outlooksUpdatedAt"> {
  /** Codes of the answers fetched more than the age limit ago: no outlook served for them. */
  readonly stale: readonly string[];
}

/**
 * The outlooks of a folder's ensemble answers (as `vansky outlook` reads them), made on a worker thread as of
 * `nowMs` (epoch ms; a fixture folder's index reference instead, when it has one): each from its place's today
 * (never a day before), those of answers fetched more than `maxAgeMs` before it left out as stale. None (absent) when
 * the folder has no ensemble answer. Their `updated_at` is the latest ensemble fetch, else the reference, else null.
 * @throws UsageError, DataError as `vansky outlook` for a folder it cannot read (answers of several models)
 */
export async function outlookFolder(dir: string, io: Io, nowMs: number, maxAgeMs: number): Promise<FolderOutlooks> {
  const inputs = ensembleInputs([dir]);
  if (inputs.tasks.length === 0) return { stale: [] };
  const tasks = (async function* () {
    yield* inputs.tasks;
  })();
  const now = inputs.reference ?? new Date(nowMs).toISOString();
  const options: RunOptions = {
    now,
    fetchedAt: undefined,
    format: "ndjson",
    outlook: { model: inputs.model },
    stale: { maxAgeMs, ageAtMs: Date.parse(now), drop: true },
  };
  const { made, latest, stale } = await onWorker<VanSkyOutlook>(tasks, options, io);
  return { outlooks: made, outlooksUpdatedAt: latest ?? inputs.reference ?? null, stale };
}

/** The codes of `records` fetched more than `maxAgeMs` before `atMs` (records without `fetched_at` are not). */
export const staleCodes = (records: readonly VanSkyCountry[], maxAgeMs: number, atMs: number): string[] =>
  records.filter((r) => r.fetched_at !== null && atMs - Date.parse(r.fetched_at) > maxAgeMs).map((r) => r.code);
