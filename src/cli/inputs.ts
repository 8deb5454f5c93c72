/**
 * What `vansky score` reads: folders in the world-fixture layout (an `index.json` whose entries name their files
 * relative to it or absolutely, or `<ID>.forecast.json` files with optional `<ID>.marine.json` beside them), single
 * forecast files, NDJSON files (`.ndjson`, `.jsonl`) and NDJSON on stdin (`-`, or no inputs with piped stdin), one
 * location `{code, forecast, marine?, now?}` per line.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { inShard, type Shard } from "./shard.js";
import type { FileTask, Task } from "./task.js";

/** The tasks of a run, with their number when it is known before reading (file inputs). */
export interface Inputs {
  readonly tasks: AsyncIterable<Task>;
  readonly total: number | undefined;
  /** The `reference` instant of a fixture folder's index, used as `now` unless `--now` is given. */
  readonly reference: string | undefined;
}

interface IndexEntry {
  readonly code: string;
  readonly forecast: string;
  readonly marine?: string | null;
  readonly region?: string;
  readonly is_coastal?: boolean;
}

/** A usage problem with the inputs themselves (exit code 2), as opposed to a bad response inside one. */
export class InputsError extends Error {}

const FORECAST_SUFFIX = ".forecast.json";

function fileTask(forecastPath: string, id: string, marinePath: string | null, entry?: IndexEntry): FileTask {
  return {
    kind: "files",
    id,
    forecastPath,
    marinePath,
    ...(entry?.region === undefined ? {} : { region: entry.region }),
    ...(entry?.is_coastal === undefined ? {} : { is_coastal: entry.is_coastal }),
  };
}

function folderTasks(dir: string): { tasks: FileTask[]; reference: string | undefined } {
  const indexPath = join(dir, "index.json");
  if (existsSync(indexPath)) {
    const index = JSON.parse(readFileSync(indexPath, "utf8")) as { reference?: string; countries?: IndexEntry[] };
    if (!Array.isArray(index.countries)) throw new InputsError(`${indexPath}: expected {countries: [...]}`);
    const tasks = index.countries.map((e) =>
      fileTask(resolve(dir, e.forecast), e.code, e.marine ? resolve(dir, e.marine) : null, e),
    );
    return { tasks, reference: typeof index.reference === "string" ? index.reference : undefined };
  }
  const tasks = readdirSync(dir)
    .filter((f) => f.endsWith(FORECAST_SUFFIX))
    .sort()
    .map((f) => forecastFileTask(join(dir, f)));
  return { tasks, reference: undefined };
}

/** `PT.forecast.json` -> id `PT`, with `PT.marine.json` beside it when it exists. */
function forecastFileTask(path: string): FileTask {
  const name = basename(path);
  const id = name.slice(0, name.indexOf("."));
  const marine = join(dirname(path), `${id}.marine.json`);
  return fileTask(path, id, existsSync(marine) ? marine : null);
}

/** The `"code"` of an NDJSON line without parsing it all (a line without one fails when scored). */
const ID_PATTERN = /"code"\s*:\s*"((?:[^"\\]|\\.)*)"/;

async function* lineTasks(stream: NodeJS.ReadableStream, name: string): AsyncIterable<Task> {
  let n = 0;
  for await (const text of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    n++;
    if (text.trim() === "") continue;
    yield { kind: "line", id: ID_PATTERN.exec(text)?.[1] ?? `${name}:${n}`, source: `${name}:${n}`, text };
  }
}

/**
 * Resolves the command line's inputs into tasks, in order, keeping those of `shard`. Files and folders are listed
 * up front (so the total is known); NDJSON is streamed.
 */
export function resolveInputs(args: readonly string[], shard: Shard | undefined, stdin: NodeJS.ReadableStream): Inputs {
  const files: FileTask[] = [];
  const streams: { stream: () => NodeJS.ReadableStream; name: string }[] = [];
  let reference: string | undefined;
  for (const arg of args) {
    if (arg === "-") {
      streams.push({ stream: () => stdin, name: "stdin" });
      continue;
    }
    if (!existsSync(arg)) throw new InputsError(`${arg}: no such file or folder`);
    if (statSync(arg).isDirectory()) {
      const folder = folderTasks(arg);
      files.push(...folder.tasks);
      reference ??= folder.reference;
    } else if (arg.endsWith(".ndjson") || arg.endsWith(".jsonl")) {
      streams.push({ stream: () => createReadStream(arg), name: arg });
    } else files.push(forecastFileTask(arg));
  }
  const kept = files.filter((t) => inShard(t.id, shard));
  async function* all(): AsyncIterable<Task> {
    yield* kept;
    for (const { stream, name } of streams)
      for await (const task of lineTasks(stream(), name)) if (inShard(task.id, shard)) yield task;
  }
  return { tasks: all(), total: streams.length === 0 ? kept.length : undefined, reference };
}
