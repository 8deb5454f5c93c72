/**
 * The `vansky` command: batch scoring of Open-Meteo responses into VanSkyCountry records, over worker threads and
 * across machines (shards). The only part of the package that uses `node:` modules.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { FETCH_USAGE, fetchCommand } from "./fetch.js";
import { type Inputs, InputsError, resolveInputs } from "./inputs.js";
import { readShards } from "./merge.js";
import { type Format, joinRecords, RecordWriter } from "./output.js";
import { runPool } from "./pool.js";
import { Progress } from "./progress.js";
import { parseShard } from "./shard.js";

const USAGE = `Usage:
  vansky score <inputs...> [--now ISO] [--out FILE] [--format json|ndjson] [--workers N] [--shard i/n]
                           [--updated-at ISO] [--source NAME] [--quiet]
  vansky merge <outputs...> [--out FILE] [--format json|ndjson]
${FETCH_USAGE}

score  Scores Open-Meteo forecast (and marine) responses into VanSkyCountry records, in input order.
       inputs: folders in the world-fixture layout (index.json, or ID.forecast.json + ID.marine.json),
       forecast files, NDJSON files (.ndjson, .jsonl) or "-" for NDJSON on stdin (the default when piped),
       one {code, forecast, marine?, now?, region?, is_coastal?} per line.
       --now ISO          the instant that defines "today" for every input (default: a folder index's
                          reference, else each input's own now, else its response's current time)
       --format json      the /api/weatherscore/weather envelope {data, count, updated_at, source} (default)
       --format ndjson    one record per line
       --out FILE         write FILE (atomically: a temporary file renamed at the end); default stdout
       --workers N        worker threads (default: the number of cores; 0 scores in the main thread)
       --shard i/n        only the i-th of n slices by location id, 0 <= i < n (an indexed job array)
       --updated-at ISO   the envelope's updated_at (default: the run's now, else null)
       --source NAME      the envelope's source (default "Open-Meteo")
       --quiet            no progress or summary on stderr (errors are still printed)
merge  Joins shard outputs into one, records ordered by code.

Exit codes: 0 all scored; 1 some inputs failed (reported on stderr, left out of the output); 2 usage error.`;

export interface Io {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

class UsageError extends Error {}

/** The envelopes' `source` unless `--source` says otherwise: where the forecasts come from. */
const DEFAULT_SOURCE = "Open-Meteo";

function integer(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} expects a whole number, got ${JSON.stringify(text)}`);
  return Number(text);
}

function format(text: string | undefined, fallback: Format): Format {
  if (text === undefined) return fallback;
  if (text !== "json" && text !== "ndjson")
    throw new UsageError(`--format is json or ndjson, got ${JSON.stringify(text)}`);
  return text;
}

async function score(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      now: { type: "string" },
      out: { type: "string" },
      format: { type: "string" },
      workers: { type: "string" },
      shard: { type: "string" },
      "updated-at": { type: "string" },
      source: { type: "string" },
      quiet: { type: "boolean", default: false },
    },
  });
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (values.shard !== undefined && !shard)
    throw new UsageError(`--shard expects i/n with 0 <= i < n, got ${values.shard}`);
  if (values.now !== undefined && Number.isNaN(Date.parse(values.now)))
    throw new UsageError(`--now expects an ISO 8601 instant, got ${values.now}`);
  const workers = integer(values.workers, "workers", availableParallelism());
  const sources = positionals.length > 0 ? positionals : "isTTY" in io.stdin && io.stdin.isTTY ? [] : ["-"];
  if (sources.length === 0) throw new UsageError("no inputs");
  const inputs: Inputs = resolveInputs(sources, shard, io.stdin);
  const now = values.now ?? inputs.reference;
  const outputFormat = format(values.format, "json");
  const writer = new RecordWriter(outputFormat, values.out, io.stdout as never);
  const progress = new Progress(io.stderr, inputs.total, values.quiet);
  try {
    await runPool(inputs.tasks, workers, { now, format: outputFormat }, (result) => {
      for (const error of result.errors) io.stderr.write(`vansky: ${error}\n`);
      progress.tick(result.records, result.errors.length);
      return writer.write(result.bytes, result.records);
    });
    await writer.finish({ updatedAt: values["updated-at"] ?? now ?? null, source: values.source ?? DEFAULT_SOURCE });
  } catch (error) {
    writer.abort();
    throw error;
  }
  progress.finish();
  return progress.failures > 0 ? 1 : 0;
}

async function merge(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: "string" }, format: { type: "string" } },
  });
  if (positionals.length === 0) throw new UsageError("no shard outputs to merge");
  const shards = readShards(positionals);
  const outputFormat = format(values.format, shards.format);
  const writer = new RecordWriter(outputFormat, values.out, io.stdout as never);
  const joined = shards.records.map((r) => r.json);
  await writer.write(joinRecords(joined, outputFormat), joined.length);
  await writer.finish(shards.meta ?? { updatedAt: null, source: DEFAULT_SOURCE });
  return 0;
}

/** Runs the command line `args` (without `node` and the script) and resolves to the exit code. */
export async function main(args: string[], io: Io): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === "score") return await score(rest, io);
    if (command === "merge") return await merge(rest, io);
    if (command === "fetch") return await fetchCommand(rest, io);
    if (command === "--help" || command === "-h" || command === "help") {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    throw new UsageError(command === undefined ? "no command" : `unknown command ${JSON.stringify(command)}`);
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof InputsError ||
      (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
    ) {
      io.stderr.write(`vansky: ${(error as Error).message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}
