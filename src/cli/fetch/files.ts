/**
 * The data set `vansky fetch` writes, in the layout `vansky score` and `vansky outlook` read (../core/layout.ts):
 * `<ID>.forecast.json`, `<ID>.marine.json`, `<ID>.ensemble.json` and `index.json`, all replaced in one step
 * (./stage.ts). A run replaces its part (./parts.ts: the forecast, or with `--ensemble` the ensemble answer) of the
 * locations it fetched and keeps the rest of the folder, each location with its own times and status; `--prune` drops
 * its part of the other locations, never the other part.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { getCountry, type RequestPoint } from "../../index.js";
import { UsageError } from "../core/exit.js";
import { otherFormat } from "../core/layout.js";
import {
  composeEntry,
  type FailedEntry,
  type FailedKey,
  type FetchedEntry,
  type FetchTimes,
  type Fields,
  type Part,
  type Parts,
  type PreviousIndex,
  partFiles,
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

/** What a run leaves in `index.json`, and the files of the folder it leaves out. */
export interface RunIndex {
  readonly countries: FetchedEntry[];
  /** Each part's failures: this run's part's, and the other's as they were. */
  readonly failed: Record<FailedKey, FailedEntry[]>;
  /** Locations of the previous index kept as they were. */
  readonly kept: number;
  /** Locations of the previous index that lost this run's part by `--prune`, and those left out as their files are gone. */
  readonly pruned: readonly string[];
  readonly gone: readonly string[];
  /** Files of parts this run drops (pruned, or of another model), to remove once the index no longer names them. */
  readonly remove: readonly string[];
}

/**
 * The files of `dir` that the fresh files `names` replace in the other format (`PT.forecast.json` for
 * `PT.forecast.fb`): a location's answer of one kind is in one format at a time.
 */
const superseded = (dir: string, names: readonly (string | null | undefined)[]): string[] =>
  names
    .map((name) => (typeof name === "string" ? otherFormat(name) : undefined))
    .filter((name): name is string => name !== undefined && existsSync(join(dir, name)));

/** The age of data fetched at `fetchedAt` at `nowMs`, whole seconds, never below 0. */
const ageS = (fetchedAt: string, nowMs: number) => Math.max(0, Math.round((nowMs - Date.parse(fetchedAt)) / 1000));

/**
 * The index of a run of `part` over `points` in `dir`: each point's part `fresh`, `reused`, or `stale` when it failed
 * and an older run's files of the part are there (listed in the part's failures either way, with the age of the data
 * kept); a fresh point whose marine request failed keeps its older marine file (and its time) or has none, with
 * `marine_failed`; a point that is not a country carries its `is_coastal` and `region` for vansky score. A fresh file
 * removes its location's file of the same kind in the other format (an earlier run's in JSON or FlatBuffers). An older
 * answer the part does not keep (`Part.foreign`: of another ensemble model) is removed when its point fails. Each
 * point keeps its other part as it was (while its file is there). The previous index's other locations are kept as
 * they were, in their places (their failures too, with the age of their data now); with `prune` they lose this
 * run's part (its files removed, its failures dropped) and keep the other, leaving the index when they have none
 * left. This run's new points follow them.
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
  const remove: string[] = [];
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
    const parts: Parts = before ? presentParts(dir, before).parts : [{}, {}];
    let mine: Fields = {};
    if (kept !== undefined) mine = fields(kept, "reused");
    else if (reason === undefined && times && marineFailed !== undefined) {
      // the older marine file is kept, in its own format
      const old = part.existing(dir, p, previous);
      const marine = { forecast: times.forecast, marine: old?.marine ?? null, names: { marine: old?.names?.marine } };
      mine = { ...fields(marine, "fresh"), marine_failed: marineFailed };
      remove.push(...superseded(dir, [mine.forecast]));
    } else if (reason === undefined && times) {
      mine = fields(times, "fresh");
      remove.push(...superseded(dir, partFiles(mine)));
    } else {
      const old = part.existing(dir, p, previous);
      const foreign = old === undefined && before !== undefined ? part.foreign(before) : undefined;
      if (foreign !== undefined) remove.push(...partFiles(parts[part.index]));
      failed.push({
        code: p.id,
        reason: `${reason ?? "not fetched"}${foreign === undefined ? "" : `; ${foreign}`}`,
        stale: old !== undefined,
        kept_fetched_at: old?.forecast ?? null,
        kept_age_s: old ? ageS(old.forecast, nowMs) : null,
      });
      if (old) mine = fields(old, "stale");
    }
    parts[part.index] = mine;
    const entry = composeEntry(p.id, place, parts);
    if (entry) fresh.set(p.id, entry);
  }
  const asked = new Set(points.map((p) => p.id));
  const countries: FetchedEntry[] = [];
  const pruned: string[] = [];
  const gone: string[] = [];
  for (const e of previous.entries) {
    if (asked.has(e.code)) {
      const now = fresh.get(e.code);
      if (now) countries.push(now);
      fresh.delete(e.code);
      continue;
    }
    // an entry is kept as it was, less a part whose file is gone (and with --prune, less this run's part)
    const { parts, dropped } = presentParts(dir, e);
    const cut = prune && partFiles(parts[part.index]).length > 0;
    if (cut) {
      pruned.push(e.code);
      remove.push(...partFiles(parts[part.index]));
      parts[part.index] = {};
    }
    const kept = dropped || cut ? composeEntry(e.code, placeOf(e), parts) : e;
    if (kept) countries.push(kept);
    else if (!cut) gone.push(e.code);
  }
  countries.push(...fresh.values());
  const keptCodes = new Set(countries.map((e) => e.code));
  /** The failures of `list` that stay: of a location this run did not ask for or prune (`mine`), while its data does. */
  const carried = (list: readonly FailedEntry[], mine: boolean) =>
    list
      .filter((f) => !(mine && (asked.has(f.code) || pruned.includes(f.code))) && (!f.stale || keptCodes.has(f.code)))
      .map((f) => (f.kept_fetched_at === null ? f : { ...f, kept_age_s: ageS(f.kept_fetched_at, nowMs) }));
  const other: FailedKey = part.failedKey === "failed" ? "ensemble_failed" : "failed";
  const failures = {
    [part.failedKey]: [...failed, ...carried(previous.failed[part.failedKey], true)],
    [other]: carried(previous.failed[other], false),
  } as Record<FailedKey, FailedEntry[]>;
  const kept = countries.filter((e) => !asked.has(e.code)).length;
  return { countries, failed: failures, kept, pruned, gone, remove: remove.filter((name) => name === basename(name)) };
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
