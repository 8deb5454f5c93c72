/**
 * The data set `vansky fetch` writes, in the layout `vansky score` and `vansky outlook` read (../core/layout.ts):
 * `<ID>.forecast.json`, `<ID>.marine.json`, `<ID>.ensemble.json` and `index.json`, all replaced in one step
 * (./stage.ts). A run replaces its part (./parts.ts: the forecast, or with `--ensemble` the ensemble answer) of the
 * locations it fetched and keeps the rest of the folder, each location with its own times and status, unless
 * `--prune` reduces the folder to the run's locations.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { getCountry, type RequestPoint } from "../../index.js";
import { UsageError } from "../core/exit.js";
import { INDEX_FILE } from "../core/layout.js";
import { readText } from "../core/text.js";
import {
  composeEntry,
  entryFiles,
  type FailedEntry,
  type FailedKey,
  type FetchedEntry,
  type FetchTimes,
  type Fields,
  type Part,
  type Parts,
  type PreviousIndex,
  placeOf,
  presentParts,
  type StartedKey,
  type Status,
} from "./parts.js";

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
  const failed: Record<FailedKey, FailedEntry[]> = { failed: [], ensemble_failed: [] };
  const started: Partial<Record<StartedKey, string>> = {};
  try {
    const index = JSON.parse(readText(join(dir, INDEX_FILE))) as Record<string, unknown>;
    const isEntry = (e: unknown): e is { code: string } =>
      typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string";
    if (Array.isArray(index.countries)) entries = index.countries.filter(isEntry) as FetchedEntry[];
    for (const key of ["failed", "ensemble_failed"] as const) {
      const list = index[key];
      if (Array.isArray(list)) failed[key] = list.filter(isEntry) as FailedEntry[];
    }
    for (const key of ["fetched_at", "ensemble_fetched_at"] as const) {
      const at = index[key];
      if (typeof at === "string") started[key] = at;
    }
  } catch {
    // no index, or not one of ours: every file of the folder is dated by its modification time
  }
  return { entries, failed, byCode: new Map(entries.map((e) => [e.code, e])), started };
}

/** What a run leaves in `index.json`, and the files of the folder it leaves out. */
export interface RunIndex {
  readonly countries: FetchedEntry[];
  /** Each part's failures: this run's part's, and the other's as they were. */
  readonly failed: Record<FailedKey, FailedEntry[]>;
  /** Locations of the previous index kept as they were. */
  readonly kept: number;
  /** Locations of the previous index left out: by `--prune`, or because their files are gone. */
  readonly pruned: readonly string[];
  readonly gone: readonly string[];
  /** Files of pruned locations, to remove once the index no longer names them. */
  readonly remove: readonly string[];
}

/** The age of data fetched at `fetchedAt` at `nowMs`, whole seconds, never below 0. */
const ageS = (fetchedAt: string, nowMs: number) => Math.max(0, Math.round((nowMs - Date.parse(fetchedAt)) / 1000));

/**
 * The index of a run of `part` over `points` in `dir`: each point's part `fresh`, `reused`, or `stale` when it failed
 * and an older run's files are there (listed in the part's failures either way, with the age of the data kept); a
 * fresh point whose marine request failed keeps its older marine file (and its time) or has none, with
 * `marine_failed`; a point that is not a country carries its `is_coastal` and `region` for vansky score. Each point
 * keeps its other part as it was (while its file is there). The previous index's other locations are kept as they
 * were, in their places (their failures too, with the age of their data now), unless `prune`; this run's new points
 * follow them.
 */
export function runIndex(
  dir: string,
  points: readonly RequestPoint[],
  run: RunOutcome,
  previous: PreviousIndex,
  prune: boolean,
  part: Part,
): RunIndex {
  const nowMs = Date.now();
  const fresh = new Map<string, FetchedEntry>();
  const failed: FailedEntry[] = [];
  for (const p of points) {
    const place = getCountry(p.id)
      ? {}
      : { is_coastal: hasSea(p), ...(p.region === undefined ? {} : { region: p.region }) };
    const before = previous.byCode.get(p.id);
    const fields = (t: FetchTimes, status: Status) => part.fields(p, t, status, before);
    const reason = run.failures.get(p.id);
    const kept = run.reused.get(p.id);
    const times = run.times.get(p.id);
    const marineFailed = run.marineFailures.get(p.id);
    let mine: Fields = {};
    if (kept !== undefined) mine = fields(kept, "reused");
    else if (reason === undefined && times && marineFailed !== undefined) {
      const marine = part.existing(dir, p, previous)?.marine ?? null;
      mine = { ...fields({ forecast: times.forecast, marine }, "fresh"), marine_failed: marineFailed };
    } else if (reason === undefined && times) mine = fields(times, "fresh");
    else {
      const old = part.existing(dir, p, previous);
      failed.push({
        code: p.id,
        reason: reason ?? "not fetched",
        stale: old !== undefined,
        kept_fetched_at: old?.forecast ?? null,
        kept_age_s: old ? ageS(old.forecast, nowMs) : null,
      });
      if (old) mine = fields(old, "stale");
    }
    const parts: Parts = before ? presentParts(dir, before).parts : [{}, {}];
    parts[part.index] = mine;
    const entry = composeEntry(p.id, place, parts);
    if (entry) fresh.set(p.id, entry);
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
      for (const name of entryFiles(e)) if (name === basename(name)) remove.push(name);
    } else {
      // an entry is kept as it was, less a part whose file is gone; it leaves the index when both are
      const { parts, dropped } = presentParts(dir, e);
      const kept = dropped ? composeEntry(e.code, placeOf(e), parts) : e;
      if (kept) countries.push(kept);
      else gone.push(e.code);
    }
  }
  countries.push(...fresh.values());
  const keptCodes = new Set(countries.map((e) => e.code));
  /** The failures of `list` that stay: of a location this run did not ask for (`mine`), while its data does. */
  const carried = (list: readonly FailedEntry[], mine: boolean) =>
    list
      .filter((f) => !(mine && asked.has(f.code)) && !pruned.includes(f.code) && (!f.stale || keptCodes.has(f.code)))
      .map((f) => (f.kept_fetched_at === null ? f : { ...f, kept_age_s: ageS(f.kept_fetched_at, nowMs) }));
  const other: FailedKey = part.failedKey === "failed" ? "ensemble_failed" : "failed";
  const failures = {
    [part.failedKey]: [...failed, ...carried(previous.failed[part.failedKey], true)],
    [other]: carried(previous.failed[other], false),
  } as Record<FailedKey, FailedEntry[]>;
  const kept = countries.filter((e) => !asked.has(e.code)).length;
  return { countries, failed: failures, kept, pruned, gone, remove };
}

/**
 * The text of `index.json`: when each part's last run started (`fetched_at`, `ensemble_fetched_at`), the usable
 * locations (each part fresh, reused or stale) and each part's failed ones (`failed`, and `ensemble_failed` once an
 * ensemble run wrote the folder).
 */
export function indexText(
  started: Readonly<Partial<Record<StartedKey, string>>>,
  countries: FetchedEntry[],
  failed: Record<FailedKey, FailedEntry[]>,
): string {
  const { fetched_at, ensemble_fetched_at } = started;
  const index = {
    generator: "vansky fetch",
    ...(fetched_at === undefined ? {} : { fetched_at }),
    ...(ensemble_fetched_at === undefined ? {} : { ensemble_fetched_at }),
    count: countries.length,
    countries,
    failed: failed.failed,
    ...(ensemble_fetched_at === undefined ? {} : { ensemble_failed: failed.ensemble_failed }),
  };
  return `${JSON.stringify(index, null, 2)}\n`;
}
