/**
 * `vansky merge`: joins the outputs of `vansky score --shard i/n` runs (json envelopes, or ndjson with the shard's
 * `FILE.meta.json` beside it) into one, records ordered by code. World and grid fixture folders list their locations
 * in code order, so merging the shards of such a run gives the same bytes as one unsharded run. It checks that the
 * parts are one whole run: every shard once, one `updated_at` and `source`, no code twice.
 */
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { EnvelopeMeta } from "../../index.js";
import { choice, parseOptions } from "../core/args.js";
import { AtomicFile } from "../core/atomic.js";
import type { Command, Io } from "../core/command.js";
import { DataError, EXIT, UsageError } from "../core/exit.js";
import { flow } from "../core/help.js";
import { DEFAULT_SOURCE, FORMATS, type Format, joinRecords, outputFormat, RecordWriter } from "../core/output.js";
import { dataFileOf, formatShard, isSidecarName, parseShard, type Shard, sidecarOf } from "../core/shard.js";
import { readText } from "../core/text.js";

const HELP = flow(`Usage: vansky merge <outputs...> [options]

Joins the outputs of vansky score --shard i/n runs into one, records ordered by code: json envelopes (read
whatever their key order) or ndjson files with the FILE.meta.json that score writes beside them. The parts must
be one whole run: every shard 0..n-1 once, the same updated_at and source, no code twice. Outputs of runs
without --shard are joined as they are (no code twice).

Options:
  --out FILE         write FILE: replaced whole at the end, or left as it was (default: stdout); FILE.json is
                     written as json, FILE.ndjson or FILE.jsonl as ndjson; another extension (FILE.png), or
                     another --format, is refused
  --format FORMAT    json (the /api/weatherscore/weather envelope) or ndjson; default: --out's, else json if
                     any input is
  --allow-missing    write the shards that are there when some are missing (exit 1)
  --allow-empty      write the output even when it holds no record
  -h, --help         this text

Exit codes: 0 merged; 1 a data error, nothing written: a shard given twice or missing, a code twice, parts of
different runs, a file that is not a vansky score output; or missing shards with --allow-missing; 2 usage
error; 3 no record (the output left as it was, unless --allow-empty).`);

const OPTIONS = {
  out: { type: "string" },
  format: { type: "string" },
  "allow-missing": { type: "boolean", default: false },
  "allow-empty": { type: "boolean", default: false },
} as const;

interface Part {
  readonly path: string;
  readonly format: Format;
  readonly shard: Shard | undefined;
  readonly meta: EnvelopeMeta | undefined;
  /** The records as canonical JSON text, with their codes. */
  readonly records: readonly { readonly code: string; readonly json: string }[];
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not one JSON document: ndjson, or not an output at all (the line reader says which)
  }
}

function recordOf(value: unknown, where: string): { code: string; json: string } {
  if (!isObject(value) || typeof value.code !== "string")
    throw new DataError(`${where}: not a VanSkyCountry record (no code)`);
  return { code: value.code, json: JSON.stringify(value) };
}

/** The shard i/n, updated_at and source of an envelope or a sidecar (`where` names it in errors). */
function metaOf(fields: Record<string, unknown>, where: string): { shard: Shard | undefined; meta: EnvelopeMeta } {
  const { shard, updated_at: updatedAt, source } = fields;
  if (!(typeof updatedAt === "string" || updatedAt === null) || typeof source !== "string")
    throw new DataError(`${where}: expected updated_at (a string or null) and source (a string)`);
  const parsed = typeof shard === "string" ? parseShard(shard) : undefined;
  if (shard !== undefined && !parsed) throw new DataError(`${where}: shard ${JSON.stringify(shard)} is not i/n`);
  return { shard: parsed, meta: { updatedAt, source } };
}

function checkCount(count: unknown, records: number, where: string): void {
  if (count !== records)
    throw new DataError(`${where}: count is ${JSON.stringify(count)} but it holds ${records} records (cut short?)`);
}

function readPartText(path: string): string {
  try {
    return readText(path);
  } catch (error) {
    throw new DataError(`${path}: ${(error as Error).message}`);
  }
}

/** One input: an envelope, ndjson (with its sidecar, if any), or `"sidecar"` for a sidecar given as an input. */
function readPart(path: string): Part | "sidecar" {
  const text = readPartText(path);
  const whole = parseOrUndefined(text);
  if (isObject(whole) && Array.isArray(whole.data)) {
    const { shard, meta } = metaOf(whole, path);
    checkCount(whole.count, whole.data.length, path);
    const records = whole.data.map((r, i) => recordOf(r, `${path}: data[${i}]`));
    return { path, format: "json", shard, meta, records };
  }
  if (isObject(whole) && isSidecarName(path) && "shard" in whole && !("code" in whole)) return "sidecar";
  if (whole !== undefined && !(isObject(whole) && typeof whole.code === "string"))
    throw new DataError(`${path}: not a vansky score output (a json envelope {data, ...}, or one record per line)`);
  const records: { code: string; json: string }[] = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const value = parseOrUndefined(line);
    if (value === undefined) throw new DataError(`${path}:${i + 1}: not JSON, so not a vansky score output`);
    records.push(recordOf(value, `${path}:${i + 1}`));
  }
  const sidecar = sidecarOf(path);
  if (!existsSync(sidecar)) return { path, format: "ndjson", shard: undefined, meta: undefined, records };
  const fields = parseOrUndefined(readPartText(sidecar));
  if (!isObject(fields)) throw new DataError(`${sidecar}: not a shard's meta file`);
  checkCount(fields.count, records.length, `${sidecar} (for ${path})`);
  return { path, format: "ndjson", ...metaOf(fields, sidecar), records };
}

/** Checks that the sharded parts are one run's every shard once; returns the missing ones (`i/n`). */
function checkShards(parts: readonly Part[]): string[] {
  const sharded = parts.filter((p) => p.shard);
  const plain = parts.find((p) => !p.shard);
  const first = sharded[0];
  if (!first?.shard) return [];
  if (plain) throw new DataError(`${plain.path} has no shard i/n but ${first.path} has: merge the shards of one run`);
  const seen = new Map<number, Part>();
  for (const part of sharded) {
    const shard = part.shard as Shard;
    if (shard.count !== first.shard.count)
      throw new DataError(
        `${part.path} is shard ${formatShard(shard)} but ${first.path} is ${formatShard(first.shard)}`,
      );
    const twice = seen.get(shard.index);
    if (twice) throw new DataError(`shard ${formatShard(shard)} given twice: ${twice.path} and ${part.path}`);
    seen.set(shard.index, part);
  }
  const count = first.shard.count;
  return Array.from({ length: count }, (_, index) => index)
    .filter((index) => !seen.has(index))
    .map((index) => formatShard({ index, count }));
}

/** The one updated_at and source of the parts that carry them (they must agree), else null and the default. */
function commonMeta(parts: readonly Part[]): EnvelopeMeta {
  const withMeta = parts.filter((p) => p.meta);
  const first = withMeta[0];
  if (!first?.meta) return { updatedAt: null, source: DEFAULT_SOURCE };
  for (const part of withMeta) {
    const meta = part.meta as EnvelopeMeta;
    if (meta.updatedAt !== first.meta.updatedAt || meta.source !== first.meta.source)
      throw new DataError(
        `${part.path}: updated_at ${JSON.stringify(meta.updatedAt)}, source ${JSON.stringify(meta.source)} differ from ${first.path}'s (${JSON.stringify(first.meta.updatedAt)}, ${JSON.stringify(first.meta.source)}): parts of different runs`,
      );
  }
  return first.meta;
}

/** All records, ordered by code; a code in two parts (or twice in one) is a DataError. */
function joined(parts: readonly Part[]): string[] {
  const all = parts.flatMap((part) => part.records.map((r) => ({ ...r, path: part.path })));
  all.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (let i = 1; i < all.length; i++) {
    const [a, b] = [all[i - 1], all[i]] as [(typeof all)[0], (typeof all)[0]];
    if (a.code === b.code)
      throw new DataError(
        a.path === b.path
          ? `${a.code} appears twice in ${a.path}`
          : `${a.code} appears in both ${a.path} and ${b.path}`,
      );
  }
  return all.map((r) => r.json);
}

async function merge(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (positionals.length === 0) throw new UsageError("no outputs to merge");
  const missingFile = positionals.find((p) => !existsSync(p));
  if (missingFile !== undefined) throw new UsageError(`${missingFile}: no such file`);
  const twice = positionals.find((p, i) => positionals.findIndex((q) => resolve(q) === resolve(p)) < i);
  if (twice !== undefined) throw new UsageError(`${twice} is given twice`);
  const folder = positionals.find((p) => statSync(p).isDirectory());
  if (folder !== undefined)
    throw new UsageError(`${folder} is a folder: vansky merge joins vansky score output files (give them by name)`);
  const given = values.format === undefined ? undefined : choice(values.format, "format", FORMATS, "json");
  const format = outputFormat(values.out, given, "records");
  const out = values.out === undefined ? undefined : AtomicFile.create(values.out, "--out");
  try {
    const parts = readParts(positionals);
    const missing = checkShards(parts);
    if (missing.length > 0 && !values["allow-missing"])
      throw new DataError(`shards missing: ${missing.join(", ")} (--allow-missing merges the others)`);
    if (missing.length > 0) io.stderr.write(`vansky: warning: shards missing: ${missing.join(", ")}\n`);
    const meta = commonMeta(parts);
    const records = joined(parts);
    if (records.length === 0 && !values["allow-empty"]) {
      const kept = values.out === undefined ? "nothing written" : `${values.out} left as it was`;
      io.stderr.write(
        `vansky: nothing to merge (no record in the parts): ${kept}; --allow-empty writes an empty output\n`,
      );
      return EXIT.empty;
    }
    const outputFormat = format ?? (parts.some((p) => p.format === "json") ? "json" : "ndjson");
    const writer = new RecordWriter(outputFormat, out?.stream ?? (io.stdout as never));
    await writer.write(joinRecords(records, outputFormat), records.length);
    writer.end(meta);
    await out?.commit();
    return missing.length > 0 ? EXIT.failed : EXIT.ok;
  } finally {
    out?.abort();
  }
}

/** The parts named on the command line; a sidecar named too is read with its ndjson file, which must be given. */
function readParts(paths: readonly string[]): Part[] {
  const given = new Set(paths.map((p) => resolve(p)));
  const parts: Part[] = [];
  for (const path of paths) {
    const part = readPart(path);
    if (part !== "sidecar") parts.push(part);
    else if (!given.has(resolve(dataFileOf(path))))
      throw new DataError(`${path}: the meta file of ${dataFileOf(path)}, which is not given`);
  }
  return parts;
}

/** The `vansky merge` command. */
export const mergeCommand: Command = {
  help: HELP,
  run: merge,
};
