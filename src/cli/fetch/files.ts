/**
 * The data set `vansky fetch` writes, in the layout `vansky score` reads (../core/layout.ts): `<ID>.forecast.json`,
 * `<ID>.marine.json` and `index.json`. Every file is replaced whole through ../core/atomic.ts (a unique temporary file
 * renamed into place, removed on a signal or a failure), so a reader, or a second run after an interruption, never
 * sees half a file.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { getCountry, type RequestPoint } from "../../index.js";
import { replaceFiles } from "../core/atomic.js";
import { UsageError } from "../core/exit.js";
import { forecastFile, INDEX_FILE, type IndexEntry, marineFile } from "../core/layout.js";
import { readText } from "../core/text.js";
import type { FetchTimes } from "./run.js";

/** One location of the `index.json` fetch writes: the entry score reads, with when and how its files were fetched. */
export interface FetchedEntry extends IndexEntry {
  readonly marine: string | null;
  /** When the forecast file was fetched: the answer's `Date` header, else the clock at its receipt (RFC 3339). */
  readonly fetched_at: string;
  /** When the marine file was fetched, likewise; null without one. */
  readonly marine_fetched_at: string | null;
  /** `fresh` this run, `reused` (newer than --max-age), `stale` (this run failed; the files are an older run's). */
  readonly status: "fresh" | "reused" | "stale";
  /** Why this run's marine data failed (the forecast is fresh; `marine` is an older run's file, or null). */
  readonly marine_failed?: string;
}

/** A location this run could not fetch. */
export interface FailedEntry {
  readonly code: string;
  readonly reason: string;
  /** Whether an older run's files are kept for it (listed in `countries` as `stale`). */
  readonly stale: boolean;
  /** When the forecast kept was fetched, and its age in seconds when this run ended; null when none is kept. */
  readonly kept_fetched_at: string | null;
  readonly kept_age_s: number | null;
}

/** The response bodies of one location: its forecast and, for a point with a sea point, its marine response. */
export interface LocationBodies {
  readonly forecast: string;
  readonly marine?: string;
}

/** What a run did: when it started, the locations fetched and kept by `--max-age`, and the failed ones (by id). */
export interface RunOutcome {
  readonly startedAt: string;
  /** The fetched locations' times. */
  readonly times: ReadonlyMap<string, FetchTimes>;
  /** The kept locations' times. */
  readonly reused: ReadonlyMap<string, FetchTimes>;
  /** The failed locations' reasons. */
  readonly failures: ReadonlyMap<string, string>;
  /** The reasons of the fetched locations whose marine data failed. */
  readonly marineFailures: ReadonlyMap<string, string>;
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

/** When a file was last written, RFC 3339 in UTC to the second: the fetch time of a file no index dates. */
const modified = (path: string) =>
  statSync(path)
    .mtime.toISOString()
    .replace(/\.\d{3}Z$/, "Z");

/**
 * The files of a point from an earlier run, with when they were fetched (the earlier index's times, else the files'
 * modification times); undefined without a forecast file. `marine` is null when the point has no marine file.
 */
export function existingFiles(
  dir: string,
  point: RequestPoint,
  previous: Map<string, FetchedEntry>,
): FetchTimes | undefined {
  const forecast = join(dir, forecastFile(point.id));
  if (!existsSync(forecast)) return undefined;
  return {
    forecast: previous.get(point.id)?.fetched_at ?? modified(forecast),
    marine: keptMarine(dir, point, previous),
  };
}

/** When the marine file of `point` kept from an earlier run was fetched; null when there is none. */
function keptMarine(dir: string, point: RequestPoint, previous: Map<string, FetchedEntry>): string | null {
  const marine = join(dir, marineFile(point.id));
  if (!hasSea(point) || !existsSync(marine)) return null;
  return previous.get(point.id)?.marine_fetched_at ?? modified(marine);
}

/** Replaces the files of location `id` in `dir` with `bodies`: both checked before either is replaced. */
export function writeLocation(dir: string, id: string, bodies: LocationBodies): Promise<void> {
  const files = [{ path: join(dir, forecastFile(id)), data: bodies.forecast }];
  if (bodies.marine !== undefined) files.push({ path: join(dir, marineFile(id)), data: bodies.marine });
  return replaceFiles(files, "--out");
}

/**
 * The index of a run over `points` in `dir`: each point `fresh`, `reused`, or `stale` when it failed and an older
 * run's files are there (listed in `failed` either way, with the age of the data kept); a fresh point whose marine
 * request failed keeps its older marine file (and its time) or has none, with `marine_failed`; a point that is not
 * a country carries its `is_coastal` and `region` for vansky score.
 */
export function runIndex(
  dir: string,
  points: readonly RequestPoint[],
  run: RunOutcome,
  previous: Map<string, FetchedEntry>,
): { countries: FetchedEntry[]; failed: FailedEntry[] } {
  const countries: FetchedEntry[] = [];
  const failed: FailedEntry[] = [];
  const nowMs = Date.now();
  for (const p of points) {
    const place = getCountry(p.id)
      ? {}
      : { is_coastal: hasSea(p), ...(p.region === undefined ? {} : { region: p.region }) };
    const entry = (t: FetchTimes, status: FetchedEntry["status"], more = {}): FetchedEntry => ({
      code: p.id,
      forecast: forecastFile(p.id),
      marine: t.marine === null ? null : marineFile(p.id),
      ...place,
      fetched_at: t.forecast,
      marine_fetched_at: t.marine,
      status,
      ...more,
    });
    const reason = run.failures.get(p.id);
    const kept = run.reused.get(p.id);
    const times = run.times.get(p.id);
    const marineFailed = run.marineFailures.get(p.id);
    if (kept !== undefined) countries.push(entry(kept, "reused"));
    else if (reason === undefined && times && marineFailed !== undefined) {
      const marine = keptMarine(dir, p, previous);
      countries.push(entry({ forecast: times.forecast, marine }, "fresh", { marine_failed: marineFailed }));
    } else if (reason === undefined && times) countries.push(entry(times, "fresh"));
    else {
      const old = existingFiles(dir, p, previous);
      const age = old ? Math.max(0, Math.round((nowMs - Date.parse(old.forecast)) / 1000)) : null;
      failed.push({
        code: p.id,
        reason: reason ?? "not fetched",
        stale: old !== undefined,
        kept_fetched_at: old?.forecast ?? null,
        kept_age_s: age,
      });
      if (old) countries.push(entry(old, "stale"));
    }
  }
  return { countries, failed };
}

/** The text of `index.json`: the usable locations (fresh, reused or stale) and the failed ones. */
export function indexText(fetchedAt: string, countries: FetchedEntry[], failed: FailedEntry[]): string {
  const index = { generator: "vansky fetch", fetched_at: fetchedAt, count: countries.length, countries, failed };
  return `${JSON.stringify(index, null, 2)}\n`;
}
