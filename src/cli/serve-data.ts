/**
 * What `vansky serve` serves: a `vansky score` output read as it is (its `updated_at` passed through), or a forecast
 * folder scored here, each record's `fetched_at` from the folder's index (when `vansky fetch` wrote it) and the
 * set's `updated_at` the latest of them, never the time the server loaded it; and which records are stale.
 */
import type { VanSkyCountry } from "../index.js";
import { DEFAULT_SOURCE, type RecordSet } from "../serve/snapshot.js";
import type { Io } from "./command.js";
import { resolveInputs } from "./inputs.js";
import { runPool } from "./pool.js";
import { describeFailure, later } from "./task.js";
import { readText } from "./text.js";

/** A `vansky score` output: its records and envelope metadata (throws on anything else). */
export function readEnvelope(path: string): RecordSet {
  const envelope = JSON.parse(readText(path)) as Record<string, unknown> | null;
  if (!envelope || !Array.isArray(envelope.data))
    throw new Error("not a vansky score output (expected {data, count, updated_at, source})");
  return {
    records: envelope.data as VanSkyCountry[],
    updatedAt: (envelope.updated_at ?? null) as string | null,
    source: (envelope.source ?? DEFAULT_SOURCE) as string,
  };
}

/**
 * Scores a forecast folder on a worker thread (the server keeps answering meanwhile); `updatedAt` is the latest
 * `fetched_at` of its records, else the folder index's reference, else null.
 */
export async function scoreFolder(dir: string, source: string, io: Io): Promise<RecordSet> {
  const inputs = resolveInputs([dir], undefined, io.stdin);
  const lines: string[] = [];
  const decoder = new TextDecoder();
  let latest: string | null = null;
  await runPool(inputs.tasks, 1, { now: inputs.reference, fetchedAt: undefined, format: "ndjson" }, (result) => {
    for (const failure of result.failures) io.stderr.write(`vansky: ${describeFailure(failure)}\n`);
    lines.push(...decoder.decode(result.bytes).split("\n").filter(Boolean));
    latest = later(latest, result.latest);
    return undefined;
  });
  const updatedAt = latest ?? inputs.reference ?? null;
  return { records: lines.map((line) => JSON.parse(line) as VanSkyCountry), updatedAt, source };
}

/** The codes of `records` fetched more than `maxAgeMs` before `atMs` (records without `fetched_at` are not). */
export const staleCodes = (records: readonly VanSkyCountry[], maxAgeMs: number, atMs: number): string[] =>
  records.filter((r) => r.fetched_at !== null && atMs - Date.parse(r.fetched_at) > maxAgeMs).map((r) => r.code);
