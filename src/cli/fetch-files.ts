/**
 * The data set `vansky fetch` writes, in the world-fixture layout `vansky score` reads: `<ID>.forecast.json`,
 * `<ID>.marine.json` and `index.json`. Every file is written under a unique temporary name and renamed into place,
 * so a reader (or a second run after an interruption) never sees half a file.
 */
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** One location of `index.json`. */
export interface IndexEntry {
  readonly code: string;
  readonly forecast: string;
  readonly marine: string | null;
  /** When the files were fetched (ISO 8601). */
  readonly fetched_at: string;
  /** `fresh` this run, `reused` (newer than --max-age), `stale` (this run failed; the files are an older run's). */
  readonly status: "fresh" | "reused" | "stale";
  readonly region?: string;
  readonly is_coastal?: boolean;
}

/** A location this run could not fetch. */
export interface FailedEntry {
  readonly code: string;
  readonly reason: string;
  /** Whether an older run's files are kept for it (listed in `countries` as `stale`). */
  readonly stale: boolean;
}

let counter = 0;

/** Writes `text` to `path` atomically: a temporary file unique to this process and call, then a rename. */
export function writeAtomic(path: string, text: string): void {
  const temp = `${path}.${process.pid}.${++counter}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export const forecastFile = (id: string) => `${id}.forecast.json`;
export const marineFile = (id: string) => `${id}.marine.json`;

/** The previous run's index entries by code (none when there is no readable index). */
export function previousIndex(dir: string): Map<string, IndexEntry> {
  try {
    const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as { countries?: IndexEntry[] };
    return new Map((index.countries ?? []).map((e) => [e.code, e]));
  } catch {
    return new Map();
  }
}

/**
 * The files of a location from an earlier run, with when they were fetched (the earlier index's time, else the
 * forecast file's modification time); undefined when a file it needs is missing.
 */
export function existingFiles(
  dir: string,
  id: string,
  needsMarine: boolean,
  previous: Map<string, IndexEntry>,
): { fetchedAt: string } | undefined {
  const forecast = join(dir, forecastFile(id));
  if (!existsSync(forecast) || (needsMarine && !existsSync(join(dir, marineFile(id))))) return undefined;
  return { fetchedAt: previous.get(id)?.fetched_at ?? statSync(forecast).mtime.toISOString() };
}

/** Writes `index.json`: the usable locations (fresh, reused or stale) and the failed ones. */
export function writeIndex(dir: string, fetchedAt: string, countries: IndexEntry[], failed: FailedEntry[]): void {
  const index = { generator: "vansky fetch", fetched_at: fetchedAt, count: countries.length, countries, failed };
  writeAtomic(join(dir, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
}
