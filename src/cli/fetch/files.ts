/**
 * The data set `vansky fetch` writes, in the layout `vansky score` reads (../core/layout.ts): `<ID>.forecast.json`,
 * `<ID>.marine.json` and `index.json`, all replaced in one step (./stage.ts). A run replaces what it fetched and
 * keeps the rest of the folder, each location with its own times and status, unless `--prune` reduces the folder to
 * the run's locations.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { getCountry, type RequestPoint } from "../../index.js";
import { UsageError } from "../core/exit.js";
import { forecastFile, INDEX_FILE, type IndexEntry, marineFile } from "../core/layout.js";
import { readText } from "../core/text.js";
import type { FetchTimes } from "./run.js";

/**
 * One location of the `index.json` fetch writes: the entry score reads, with when and how its files were fetched.
 * An entry of a location the last run did not ask for is the one of the run that did.
 */
export interface FetchedEntry extends IndexEntry {
  readonly marine: string | null;
  /** When the forecast file was fetched: the answer's `Date` header, else the clock at its receipt (RFC 3339). */
  readonly fetched_at: string;
  /** When the marine file was fetched, likewise; null without one. */
  readonly marine_fetched_at: string | null;
  /**
   * As the run that asked for it last left it: `fresh` (fetched), `reused` (newer than --max-age) or `stale` (that
   * run failed; the files are an older run's).
   */
  readonly status: "fresh" | "reused" | "stale";
  /** Why that run's marine data failed (the forecast is fresh; `marine` is an older run's file, or null). */
  readonly marine_failed?: string;
}

/** A location whose last fetch failed. */
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

/** What a run did: the locations fetched and kept by `--max-age`, and the failed ones (by id). */
export interface RunOutcome {
  /** The fetched locations' times. */
  readonly times: ReadonlyMap<string, FetchTimes>;
  /** The kept locations' times. */
  readonly reused: ReadonlyMap<string, FetchTimes>;
  /** The failed locations' reasons. */
  readonly failures: ReadonlyMap<string, string>;
  /** The reasons of the fetched locations whose marine data failed. */
  readonly marineFailures: ReadonlyMap<string, string>;
}

/** The index a run found: its locations in order, and those whose last fetch failed. */
export interface PreviousIndex {
  readonly entries: readonly FetchedEntry[];
  readonly failed: readonly FailedEntry[];
  readonly byCode: ReadonlyMap<string, FetchedEntry>;
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

/** The index a previous run left in `dir` (empty when there is no readable one). */
export function previousIndex(dir: string): PreviousIndex {
  let entries: FetchedEntry[] = [];
  let failed: FailedEntry[] = [];
  try {
    const index = JSON.parse(readText(join(dir, INDEX_FILE))) as { countries?: unknown; failed?: unknown };
    const isEntry = (e: unknown): e is { code: string } =>
      typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string";
    if (Array.isArray(index.countries)) entries = index.countries.filter(isEntry) as FetchedEntry[];
    if (Array.isArray(index.failed)) failed = index.failed.filter(isEntry) as FailedEntry[];
  } catch {
    // no index, or not one of ours: every file of the folder is dated by its modification time
  }
  return { entries, failed, byCode: new Map(entries.map((e) => [e.code, e])) };
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
export function existingFiles(dir: string, point: RequestPoint, previous: PreviousIndex): FetchTimes | undefined {
  const forecast = join(dir, forecastFile(point.id));
  if (!existsSync(forecast)) return undefined;
  return {
    forecast: previous.byCode.get(point.id)?.fetched_at ?? modified(forecast),
    marine: keptMarine(dir, point, previous),
  };
}

/** When the marine file of `point` kept from an earlier run was fetched; null when there is none. */
function keptMarine(dir: string, point: RequestPoint, previous: PreviousIndex): string | null {
  const marine = join(dir, marineFile(point.id));
  if (!hasSea(point) || !existsSync(marine)) return null;
  return previous.byCode.get(point.id)?.marine_fetched_at ?? modified(marine);
}

/** The files of location `id` for `bodies`, by name: its forecast, and its marine response when there is one. */
export function locationFiles(id: string, bodies: LocationBodies): { name: string; text: string }[] {
  const files = [{ name: forecastFile(id), text: bodies.forecast }];
  if (bodies.marine !== undefined) files.push({ name: marineFile(id), text: bodies.marine });
  return files;
}

/** What a run leaves in `index.json`, and the files of the folder it leaves out. */
export interface RunIndex {
  readonly countries: FetchedEntry[];
  readonly failed: FailedEntry[];
  /** Locations of the previous index kept as they were. */
  readonly kept: number;
  /** Locations of the previous index left out: by `--prune`, or because their forecast file is gone. */
  readonly pruned: readonly string[];
  readonly gone: readonly string[];
  /** Files of pruned locations, to remove once the index no longer names them. */
  readonly remove: readonly string[];
}

/** The age of data fetched at `fetchedAt` at `nowMs`, whole seconds, never below 0. */
const ageS = (fetchedAt: string, nowMs: number) => Math.max(0, Math.round((nowMs - Date.parse(fetchedAt)) / 1000));

/**
 * The index of a run over `points` in `dir`: each point `fresh`, `reused`, or `stale` when it failed and an older
 * run's files are there (listed in `failed` either way, with the age of the data kept); a fresh point whose marine
 * request failed keeps its older marine file (and its time) or has none, with `marine_failed`; a point that is not
 * a country carries its `is_coastal` and `region` for vansky score. The previous index's other locations are kept
 * as they were, in their places (their failures too, with the age of their data now), unless `prune`; this run's new
 * points follow them.
 */
export function runIndex(
  dir: string,
  points: readonly RequestPoint[],
  run: RunOutcome,
  previous: PreviousIndex,
  prune: boolean,
): RunIndex {
  const nowMs = Date.now();
  const fresh = new Map<string, FetchedEntry>();
  const failed: FailedEntry[] = [];
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
    if (kept !== undefined) fresh.set(p.id, entry(kept, "reused"));
    else if (reason === undefined && times && marineFailed !== undefined) {
      const marine = keptMarine(dir, p, previous);
      fresh.set(p.id, entry({ forecast: times.forecast, marine }, "fresh", { marine_failed: marineFailed }));
    } else if (reason === undefined && times) fresh.set(p.id, entry(times, "fresh"));
    else {
      const old = existingFiles(dir, p, previous);
      failed.push({
        code: p.id,
        reason: reason ?? "not fetched",
        stale: old !== undefined,
        kept_fetched_at: old?.forecast ?? null,
        kept_age_s: old ? ageS(old.forecast, nowMs) : null,
      });
      if (old) fresh.set(p.id, entry(old, "stale"));
    }
  }
  const asked = new Set(points.map((p) => p.id));
  const countries: FetchedEntry[] = [];
  const pruned: string[] = [];
  const gone: string[] = [];
  const remove: string[] = [];
  for (const e of previous.entries) {
    if (asked.has(e.code)) {
      const now = fresh.get(e.code);
      if (now) countries.push(now);
      fresh.delete(e.code);
    } else if (prune) {
      pruned.push(e.code);
      for (const name of [e.forecast, e.marine])
        if (typeof name === "string" && name === basename(name)) remove.push(name);
    } else if (typeof e.forecast === "string" && existsSync(resolve(dir, e.forecast))) countries.push(e);
    else gone.push(e.code);
  }
  countries.push(...fresh.values());
  const keptCodes = new Set(countries.map((e) => e.code));
  for (const f of previous.failed) {
    // a failure of a location this run did not ask for stays, while its older files do (or it never had any)
    const stays = !asked.has(f.code) && !pruned.includes(f.code) && (!f.stale || keptCodes.has(f.code));
    if (stays) failed.push(f.kept_fetched_at === null ? f : { ...f, kept_age_s: ageS(f.kept_fetched_at, nowMs) });
  }
  const kept = countries.filter((e) => !asked.has(e.code)).length;
  return { countries, failed, kept, pruned, gone, remove };
}

/** The text of `index.json`: when the run started, the usable locations (fresh, reused or stale) and the failed ones. */
export function indexText(fetchedAt: string, countries: FetchedEntry[], failed: FailedEntry[]): string {
  const index = { generator: "vansky fetch", fetched_at: fetchedAt, count: countries.length, countries, failed };
  return `${JSON.stringify(index, null, 2)}\n`;
}
