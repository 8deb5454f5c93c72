/**
 * The data set `vansky fetch` writes, in the layout `vansky score` reads (./layout.ts): `<ID>.forecast.json`,
 * `<ID>.marine.json` and `index.json`. Every file is replaced whole through atomic.ts (a unique temporary file
 * renamed into place, removed on a signal or a failure), so a reader, or a second run after an interruption, never
 * sees half a file.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { getCountry, type RequestPoint } from "../index.js";
import { replaceFiles } from "./atomic.js";
import { UsageError } from "./exit.js";
import { forecastFile, INDEX_FILE, type IndexEntry, marineFile } from "./layout.js";
import { readText } from "./text.js";

/** One location of the `index.json` fetch writes: the entry score reads, with when and how its files were fetched. */
export interface FetchedEntry extends IndexEntry {
  readonly marine: string | null;
  /** When the files were fetched (ISO 8601). */
  readonly fetched_at: string;
  /** `fresh` this run, `reused` (newer than --max-age), `stale` (this run failed; the files are an older run's). */
  readonly status: "fresh" | "reused" | "stale";
}

/** A location this run could not fetch. */
export interface FailedEntry {
  readonly code: string;
  readonly reason: string;
  /** Whether an older run's files are kept for it (listed in `countries` as `stale`). */
  readonly stale: boolean;
}

/** The response bodies of one location: its forecast and, for a point with a sea point, its marine response. */
export interface LocationBodies {
  readonly forecast: string;
  readonly marine?: string;
}

/** What a run did: when it started, the locations kept by `--max-age` and the failed ones (by id). */
export interface RunOutcome {
  readonly startedAt: string;
  /** The kept locations' `fetched_at`. */
  readonly reused: ReadonlyMap<string, string>;
  /** The failed locations' reasons. */
  readonly failures: ReadonlyMap<string, string>;
}

const hasSea = (p: RequestPoint) => p.marineLatitude !== undefined;

/** The `--out` folder `path`, made (with its parents) when missing; a UsageError when that cannot be. */
export function outFolder(path: string): string {
  if (existsSync(path)) {
    if (!statSync(path).isDirectory()) throw new UsageError(`--out ${path}: not a folder`);
    return path;
  }
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw new UsageError(`--out ${path}: the folder cannot be made (${(error as NodeJS.ErrnoException).code})`);
  }
  return path;
}

/** The previous run's index entries by code (none when there is no readable index). */
export function previousIndex(dir: string): Map<string, FetchedEntry> {
  try {
    const index = JSON.parse(readText(join(dir, INDEX_FILE))) as { countries?: FetchedEntry[] };
    return new Map((index.countries ?? []).map((e) => [e.code, e]));
  } catch {
    return new Map();
  }
}

/**
 * The files of a point from an earlier run, with when they were fetched (the earlier index's time, else the
 * forecast file's modification time); undefined when a file it needs is missing.
 */
export function existingFiles(
  dir: string,
  point: RequestPoint,
  previous: Map<string, FetchedEntry>,
): { fetchedAt: string } | undefined {
  const forecast = join(dir, forecastFile(point.id));
  if (!existsSync(forecast) || (hasSea(point) && !existsSync(join(dir, marineFile(point.id))))) return undefined;
  return { fetchedAt: previous.get(point.id)?.fetched_at ?? statSync(forecast).mtime.toISOString() };
}

/** Replaces the files of location `id` in `dir` with `bodies`: both checked before either is replaced. */
export function writeLocation(dir: string, id: string, bodies: LocationBodies): Promise<void> {
  const files = [{ path: join(dir, forecastFile(id)), data: bodies.forecast }];
  if (bodies.marine !== undefined) files.push({ path: join(dir, marineFile(id)), data: bodies.marine });
  return replaceFiles(files, "--out");
}

/**
 * The index of a run over `points` in `dir`: each point `fresh`, `reused`, or `stale` when it failed and an older
 * run's files are there (listed in `failed` either way); a point that is not a country carries its `is_coastal` and
 * `region` for vansky score.
 */
export function runIndex(
  dir: string,
  points: readonly RequestPoint[],
  run: RunOutcome,
  previous: Map<string, FetchedEntry>,
): { countries: FetchedEntry[]; failed: FailedEntry[] } {
  const countries: FetchedEntry[] = [];
  const failed: FailedEntry[] = [];
  for (const p of points) {
    const files = {
      code: p.id,
      forecast: forecastFile(p.id),
      marine: hasSea(p) ? marineFile(p.id) : null,
      ...(getCountry(p.id) ? {} : { is_coastal: hasSea(p), ...(p.region === undefined ? {} : { region: p.region }) }),
    };
    const reason = run.failures.get(p.id);
    const kept = run.reused.get(p.id);
    if (kept !== undefined) countries.push({ ...files, fetched_at: kept, status: "reused" });
    else if (reason === undefined) countries.push({ ...files, fetched_at: run.startedAt, status: "fresh" });
    else {
      const old = existingFiles(dir, p, previous);
      failed.push({ code: p.id, reason, stale: old !== undefined });
      if (old) countries.push({ ...files, fetched_at: old.fetchedAt, status: "stale" });
    }
  }
  return { countries, failed };
}

/** The text of `index.json`: the usable locations (fresh, reused or stale) and the failed ones. */
export function indexText(fetchedAt: string, countries: FetchedEntry[], failed: FailedEntry[]): string {
  const index = { generator: "vansky fetch", fetched_at: fetchedAt, count: countries.length, countries, failed };
  return `${JSON.stringify(index, null, 2)}\n`;
}
