/**
 * How `vansky fetch` replaces a folder's files in one step, and how a reader sees a folder whose step was cut short.
 * A run writes its files into a staging folder inside it (`.vansky-fetch.staging`; an ensemble run's
 * `.vansky-fetch-ensemble.staging`, so that runs of both kinds can be under way at once), its index.json last; then
 * it writes a marker (`.vansky-fetch.commit`, naming the staging folder), renames the staged files into place, the
 * index last, removes the files the marker names (`--prune`), and removes the marker. Killed before the marker, the folder is as before the run
 * (the next run removes the staging folder); killed after it, the marker says the staged files are the run's: a
 * reader takes each file from the staging folder while it is still there (`readablePath`), so it reads the folder as
 * after the run, and the next run finishes the renames (`finishCommit`).
 */
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, isAbsolute, join, resolve } from "node:path";
import { syncFolder } from "./atomic.js";
import { INDEX_FILE } from "./layout.js";
import { readText } from "./text.js";

/**
 * The staging folders' names (a forecast run's, an ensemble run's), and the marker's: hidden, so `vansky score` does
 * not list them among a folder's files.
 */
export const STAGING = ".vansky-fetch.staging";
export const ENSEMBLE_STAGING = ".vansky-fetch-ensemble.staging";
export const STAGING_FOLDERS: readonly string[] = [STAGING, ENSEMBLE_STAGING];
export const COMMIT_MARKER = ".vansky-fetch.commit";

/**
 * What a marker holds: who began the commit, its staging folder (one of `STAGING_FOLDERS`), and the files it removes
 * once the staged ones are in place.
 */
export interface CommitMarker {
  readonly pid: number;
  readonly started_at: string;
  readonly staging: string;
  readonly remove: readonly string[];
}

/** The marker of a commit of `dir` that was begun and not finished, else undefined. */
export function pendingCommit(dir: string): CommitMarker | undefined {
  const marker = join(dir, COMMIT_MARKER);
  if (!existsSync(marker)) return undefined;
  try {
    const read = JSON.parse(readText(marker)) as Partial<CommitMarker>;
    // a marker of an older vansky names no staging folder: it was the forecast's; any other name is none of ours
    const staging = STAGING_FOLDERS.find((name) => name === read.staging) ?? STAGING;
    return { pid: Number(read.pid), started_at: String(read.started_at), staging, remove: read.remove ?? [] };
  } catch {
    return { pid: Number.NaN, started_at: "an unknown time", staging: STAGING, remove: [] };
  }
}

/**
 * Where a reader finds `name` (as an index names it) of `dir`: the staged copy while a begun commit has not moved it
 * yet, else the folder's own.
 */
export function readablePath(dir: string, name: string, pending: CommitMarker | undefined): string {
  if (pending && !isAbsolute(name)) {
    const staged = join(dir, pending.staging, name);
    if (existsSync(staged)) return staged;
  }
  return resolve(dir, name);
}

/**
 * Finishes the begun commit of `dir`: renames each staged file into place, the index last, removes the files its
 * marker names, then the marker and the staging folder. Each step can be done again, so a run killed during it is
 * finished by the next.
 */
export function finishCommit(dir: string, marker: CommitMarker): void {
  const staging = join(dir, marker.staging);
  const staged = existsSync(staging) ? readdirSync(staging).filter((name) => name !== INDEX_FILE) : [];
  for (const name of staged) renameSync(join(staging, name), join(dir, name));
  if (existsSync(join(staging, INDEX_FILE))) renameSync(join(staging, INDEX_FILE), join(dir, INDEX_FILE));
  syncFolder(dir);
  for (const name of marker.remove) if (name === basename(name)) rmSync(join(dir, name), { force: true });
  rmSync(join(dir, COMMIT_MARKER), { force: true });
  rmSync(staging, { recursive: true, force: true });
  syncFolder(dir);
}
