/**
 * `vansky score`: Open-Meteo responses in, VanSkyCountry records out, over worker threads and across machines
 * (shards). A good output file is never lost: it is replaced whole at the end of a run that scored something, and
 * left as it was otherwise (see ../core/atomic.ts and the exit codes in ../core/exit.ts).
 */
import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { instantMs } from "../../assemble/country.js";
import { COUNTRIES } from "../../index.js";
import {
  badValue,
  boolean,
  choice,
  duration,
  durationWords,
  instant,
  parseOptions,
  wholeNumber,
} from "../core/args.js";
import { AtomicFile } from "../core/atomic.js";
import type { Command, Io } from "../core/command.js";
import { EXIT, UsageError } from "../core/exit.js";
import { flow } from "../core/help.js";
import { isNdjson, resolveInputs, type SingleFile } from "../core/inputs.js";
import { DEFAULT_SOURCE, FORMATS, outputFormat, RecordWriter } from "../core/output.js";
import { runPool } from "../core/pool.js";
import { Progress } from "../core/progress.js";
import { SAMPLE_DIR } from "../core/sample.js";
import { formatShard, parseShard, sidecarOf } from "../core/shard.js";
import { describeFailure, describeWarning, later, type Stale } from "../core/task.js";
import { count, grouped } from "../core/text.js";

/** `--max-age` by default: two refresh periods of a 6-hourly refresh (Open-Meteo's models run every 1-6 h). */
export const DEFAULT_MAX_AGE = "12h";
const STALE_MODES = ["keep", "drop", "fail"] as const;

/** The service's region names, as the country table has them. */
const REGIONS: readonly string[] = [...new Set(COUNTRIES.map((c) => c.region))].sort();

const HELP = flow(`Usage: vansky score <inputs...|--sample> [options]

Scores Open-Meteo forecast (and marine) responses into VanSkyCountry records, in input order.

Inputs:
  FOLDER             the world-fixture layout: an index.json, or ID.forecast.json files with ID.marine.json;
                     with vansky fetch's index.json, each record's fetched_at is when its forecast was fetched
  FILE.json          one forecast response: ID.forecast.json is location ID, another name needs --code
  FILE.ndjson        NDJSON (also .jsonl), one location per line: an object with code and
                     forecast, and if need be marine, now, fetchedAt, region and is_coastal
  -                  the same NDJSON on stdin (read only when "-" is given)
  --sample           the sample data the package ships instead: CH KE JP BR AU PT AQ of the July world
                     fixtures, at their reference instant; try vansky without data of your own

Country codes are upper-cased (pt is PT), other point ids kept as given (lisbon stays lisbon, in the record too);
a location given twice is refused (exit 1).

Options:
  --out FILE         write FILE: replaced whole at the end, or left as it was (default: stdout); FILE.json is
                     written as json, FILE.ndjson or FILE.jsonl as ndjson; another extension (FILE.png), or
                     another --format, is refused
  --format json      the /api/weatherscore/weather envelope {data, count, updated_at, source} (default)
  --format ndjson    one record per line
  --now ISO          the instant that defines "today" for every input (default: a folder index's reference,
                     else each input's own now, else its response's current time)
  --updated-at ISO   the envelope's updated_at, with its offset. Default: the latest fetched_at of the records,
                     that is the refresh that produced the set; with --shard, the latest of every shard's file
                     inputs. Without any fetched_at: --now, else the index's reference, else null.
  --fetched-at ISO   fetched_at of every record whose input has no time of its own: no fetchedAt, or no
                     fetched_at in the folder's index.json (default null)
  --max-age DURATION
                     a record fetched longer ago than this (30m, 12h, 2d) before --now, else before the clock,
                     is stale; stale codes go to stderr. Default ${DEFAULT_MAX_AGE}: two refreshes of a 6-hourly cron.
  --stale MODE       keep (default: written, reported), drop (left out, reported) or fail: with --out, exit 1
                     and --out left as it was when any record is stale
  --source NAME      the envelope's source (default "${DEFAULT_SOURCE}")
  --errors FILE      one JSON line per failed input: {file, line?, code, error_code, path, message}
  --allow-empty      write the output even when nothing was scored
  --workers N        worker threads, at most 2 per core (default: one per core; 0 scores in this thread)
  --shard i/n        only the i-th of n slices by location id, 0 <= i < n; the output records i/n, updated_at
                     and source for vansky merge, in the json envelope or in FILE.meta.json beside an
                     ndjson --out
  --quiet            no progress, summary or record warnings on stderr; errors, and warnings about the
                     inputs read, are still printed
  -h, --help         this text

One forecast file of another name (copenhagen.json):
  --code CODE        its ISO 3166-1 alpha-2 country code, or a point id with --region and --is-coastal
  --region NAME      ${REGIONS.join(", ")}
  --is-coastal BOOL  true or false
  --marine FILE      its marine response

A record kept poorer than it could be (marine data left out, days re-reckoned from a GMT response, ...) is
reported as "vansky: FILE: warning: PATH: MESSAGE", FILE the marine file for marine data (not with --quiet);
warnings change no exit code.

Records carry their recommendations as the contract has them, keys and numbers: vansky report --locale and vansky
serve --locale show them in words, and API clients translate them with vansky/messages/LOCALE.json.

Exit codes: 0 all scored (stale records kept or dropped are reported, not an error); 1 some inputs failed: on
stderr and in --errors, left out of the output; or stale records with --stale fail, the output left as it was;
2 usage error (nothing read or written); 3 nothing scored (the output left as it was, unless --allow-empty).
Interrupted (SIGINT, SIGTERM, SIGHUP), it leaves the output as it was.`);

const OPTIONS = {
  out: { type: "string" },
  format: { type: "string" },
  now: { type: "string" },
  "updated-at": { type: "string" },
  "fetched-at": { type: "string" },
  "max-age": { type: "string" },
  stale: { type: "string" },
  source: { type: "string" },
  errors: { type: "string" },
  "allow-empty": { type: "boolean", default: false },
  workers: { type: "string" },
  shard: { type: "string" },
  quiet: { type: "boolean", default: false },
  code: { type: "string" },
  region: { type: "string" },
  "is-coastal": { type: "string" },
  marine: { type: "string" },
  sample: { type: "boolean", default: false },
} as const;

type Values = ReturnType<typeof parseOptions<typeof OPTIONS>>["values"];

/** `--workers`: at most two threads per core, more only queue for the same cores (and each holds its own heap). */
function workerCount(text: string | undefined, stderr: NodeJS.WritableStream): number {
  const cores = availableParallelism();
  const most = cores * 2;
  let asked: number;
  try {
    asked = wholeNumber(text, "workers", cores);
  } catch {
    throw badValue("workers", `a whole number from 0 to ${most} (2 per core)`, text);
  }
  if (asked <= most) return asked;
  stderr.write(`vansky: warning: --workers ${asked} is more than 2 per core; using ${most} (${cores} cores)\n`);
  return most;
}

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The options that describe one forecast file of another name; a UsageError unless exactly one such file is given. */
function singleFile(values: Values, inputs: readonly string[]): SingleFile | undefined {
  const given = (["code", "region", "is-coastal", "marine"] as const).filter((o) => values[o] !== undefined);
  if (given.length === 0) return undefined;
  const [input] = inputs;
  if (inputs.length !== 1 || input === undefined || input === "-" || isNdjson(input) || isFolder(input))
    throw new UsageError(`--${given[0]} applies to one forecast file, not to ${inputs.join(" ")}`);
  if (values.region !== undefined) choice(values.region, "region", REGIONS, values.region);
  const isCoastal = boolean(values["is-coastal"], "is-coastal");
  return {
    ...(values.code === undefined ? {} : { code: values.code }),
    ...(values.region === undefined ? {} : { region: values.region }),
    ...(isCoastal === undefined ? {} : { is_coastal: isCoastal }),
    ...(values.marine === undefined ? {} : { marine: values.marine }),
  };
}

async function score(args: string[], io: Io): Promise<number> {
  const { values, positionals: named } = parseOptions(args, OPTIONS);
  if (values.sample && named.length > 0) throw new UsageError("--sample is the input: give it or inputs, not both");
  const positionals = values.sample ? [SAMPLE_DIR] : named;
  const given = values.format === undefined ? undefined : choice(values.format, "format", FORMATS, "json");
  const format = outputFormat(values.out, given, "records") ?? "json";
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (values.shard !== undefined && !shard) throw badValue("shard", "i/n with 0 <= i < n", values.shard);
  const now = instant(values.now, "now", true);
  const updatedAt = instant(values["updated-at"], "updated-at", false);
  const fetchedAt = instant(values["fetched-at"], "fetched-at", false);
  const maxAge = values["max-age"] ?? DEFAULT_MAX_AGE;
  const maxAgeMs = duration(maxAge, "max-age");
  const staleMode = choice(values.stale, "stale", STALE_MODES, "keep");
  if (positionals.length === 0)
    throw new UsageError("no inputs: give folders, forecast files, NDJSON files, or - for NDJSON on stdin");
  const single = singleFile(values, positionals);
  if (values.marine !== undefined && !existsSync(values.marine))
    throw new UsageError(`--marine ${values.marine}: no such file`);
  if (values.marine !== undefined && isFolder(values.marine))
    throw new UsageError(`--marine ${values.marine} is a folder: it names one marine response file`);
  if (shard && format === "ndjson" && values.out === undefined)
    throw new UsageError(
      "--shard with --format ndjson needs --out (FILE.meta.json beside it keeps i/n and updated_at)",
    );
  if (staleMode === "fail" && values.out === undefined)
    throw new UsageError("--stale fail needs --out (the file is left as it was when a record is stale)");
  const workers = workerCount(values.workers, io.stderr);
  const inputs = resolveInputs(positionals, shard, io.stdin, single);
  for (const warning of inputs.warnings) io.stderr.write(`vansky: warning: ${warning}\n`);

  const files: AtomicFile[] = [];
  const create = (path: string, what: string) => {
    const file = AtomicFile.create(path, what);
    files.push(file);
    const twice = files.find((f) => f !== file && f.target === file.target);
    if (twice) throw new UsageError(`${what} ${path}: the same file as another output`);
    return file;
  };
  try {
    const out = values.out === undefined ? undefined : create(values.out, "--out");
    const sidecar =
      shard && format === "ndjson" && values.out !== undefined ? create(sidecarOf(values.out), "--out") : undefined;
    const errors = values.errors === undefined ? undefined : create(values.errors, "--errors");
    const writer = new RecordWriter(format, out?.stream ?? (io.stdout as never));
    const progress = new Progress(io.stderr, inputs.total, values.quiet);
    const runNow = now ?? inputs.reference;
    const nowMs = instantMs(runNow, Number.NaN);
    const ageAtMs = Number.isFinite(nowMs) ? nowMs : Date.now();
    const stale: Stale[] = [];
    let latest: string | null = null;
    const limit = { maxAgeMs, ageAtMs, drop: staleMode !== "keep" };
    await runPool(inputs.tasks, workers, { now: runNow, fetchedAt, format, stale: limit }, (result) => {
      stale.push(...result.stale);
      latest = later(latest, result.latest);
      for (const failure of result.failures) {
        io.stderr.write(`vansky: ${describeFailure(failure)}\n`);
        errors?.stream.write(`${JSON.stringify(failure)}\n`);
      }
      if (!values.quiet)
        for (const warning of result.warnings) io.stderr.write(`vansky: ${describeWarning(warning)}\n`);
      progress.tick(result.records, result.failures.length);
      return writer.write(result.bytes, result.records);
    });
    progress.finish(stale.length);
    if (stale.length > 0) {
      const what = staleMode === "keep" ? "kept" : "left out";
      const codes = stale.map((s) => s.code).join(" ");
      io.stderr.write(
        `vansky: ${grouped(stale.length)} stale (fetched more than ${durationWords(maxAge)} ago, ${what}): ${codes}\n`,
      );
    }
    await errors?.commit();
    if (staleMode === "fail" && stale.length > 0) {
      io.stderr.write(`vansky: --stale fail: ${values.out} left as it was\n`);
      return EXIT.failed;
    }
    if (progress.scored === 0 && !values["allow-empty"]) {
      const failed = progress.failures === 1 ? "the 1 input failed" : `all ${count(progress.failures, "input")} failed`;
      const why = progress.failures > 0 ? failed : "no inputs found";
      const kept = values.out === undefined ? "nothing written" : `${values.out} left as it was`;
      io.stderr.write(`vansky: nothing scored (${why}): ${kept}; --allow-empty writes an empty output\n`);
      return EXIT.empty;
    }
    // a shard's updated_at is every shard's: the latest fetched_at of all the file inputs, whichever shard has them
    const dated = shard ? later(inputs.latest, inputs.undated ? (fetchedAt ?? null) : null) : latest;
    const meta = { updatedAt: updatedAt ?? dated ?? runNow ?? null, source: values.source ?? DEFAULT_SOURCE };
    writer.end(meta, shard && format === "json" ? formatShard(shard) : undefined);
    await out?.commit();
    if (sidecar && shard) {
      const record = {
        shard: formatShard(shard),
        count: writer.records,
        updated_at: meta.updatedAt,
        source: meta.source,
      };
      sidecar.stream.write(`${JSON.stringify(record)}\n`);
      await sidecar.commit();
    }
    return progress.failures > 0 ? EXIT.failed : EXIT.ok;
  } finally {
    for (const file of files) file.abort();
  }
}

/** The `vansky score` command. */
export const scoreCommand: Command = {
  help: HELP,
  run: score,
};
