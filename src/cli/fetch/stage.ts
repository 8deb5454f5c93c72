/**
 * A run's files before they replace the folder's (../core/journal.ts): each location's files written into the staging
 * folder as soon as its responses are in, flushed to disk, with the mode of the file they will replace; at the end
 * the index, then the commit that renames them all into place. Until the commit the folder is as before the run;
 * an interruption (SIGINT, SIGTERM, SIGHUP) removes the staging folder, a killed run's is removed by the next.
 */
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { keepOnExit, removeOnExit, syncFolder } from "../core/atomic.js";
import { COMMIT_MARKER, type CommitMarker, finishCommit, pendingCommit, STAGING } from "../core/journal.js";
import { INDEX_FILE } from "../core/layout.js";
import { isoSecond } from "./clock.js";

/** Writes `text` to the new file `path` and flushes it to disk, with `mode` (the file it replaces keeps its own). */
function writeDurably(path: string, text: string, mode: number | undefined): void {
  const fd = openSync(path, "w", mode ?? 0o666);
  try {
    if (mode !== undefined) fchmodSync(fd, mode);
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Leaves `dir` as a run that stopped left it: a begun commit finished (the folder as after that run), else its staged
 * files removed (as before it); each told through `say`.
 */
export function recover(dir: string, say: (line: string) => void): void {
  rmSync(join(dir, `${COMMIT_MARKER}.tmp`), { force: true }); // a marker not yet in place: no commit was begun
  const pending = pendingCommit(dir);
  if (pending) {
    finishCommit(dir, pending);
    say(
      `${dir}: finished replacing the files of the vansky fetch that stopped while replacing them (pid ${pending.pid}, started ${pending.started_at})`,
    );
  } else if (existsSync(join(dir, STAGING))) {
    rmSync(join(dir, STAGING), { recursive: true, force: true });
    say(`${dir}: removed the files of a vansky fetch that stopped before it could use them`);
  }
}

/** This run's files, until they replace the folder's or are given up. */
export class Staging {
  private readonly path: string;
  private done = false;

  /** Opens the staging folder of `dir`, which `recover` has emptied. */
  constructor(private readonly dir: string) {
    this.path = join(dir, STAGING);
    mkdirSync(this.path);
    removeOnExit(this.path);
  }

  /**
   * Stages `files` (name and text) of one location, each checked against the file it will replace: the location's
   * files are staged together or not at all.
   * @throws Error naming the file when one cannot replace what is there (a folder of that name, say).
   */
  stage(files: readonly { readonly name: string; readonly text: string }[]): void {
    const modes = files.map(({ name }) => {
      const target = join(this.dir, name);
      if (!existsSync(target)) return undefined;
      const stats = statSync(target);
      if (!stats.isFile()) throw new Error(`${target} is not a regular file`);
      return stats.mode & 0o7777;
    });
    for (const [i, { name, text }] of files.entries()) writeDurably(join(this.path, name), text, modes[i]);
  }

  /**
   * Replaces the folder's files with the staged ones and `index` (index.json's text) in one step, then removes
   * `remove` (files of locations `--prune` leaves out).
   */
  commit(index: string, remove: readonly string[]): void {
    writeDurably(join(this.path, INDEX_FILE), index, modeOf(join(this.dir, INDEX_FILE)));
    syncFolder(this.path);
    const marker: CommitMarker = { pid: process.pid, started_at: isoSecond(Date.now()), remove };
    const temp = join(this.dir, `${COMMIT_MARKER}.tmp`);
    writeDurably(temp, `${JSON.stringify(marker)}\n`, undefined);
    renameSync(temp, join(this.dir, COMMIT_MARKER));
    syncFolder(this.dir);
    finishCommit(this.dir, marker);
    this.done = true;
    keepOnExit(this.path);
  }

  /** Gives the staged files up, leaving the folder as it was; nothing once committed. */
  discard(): void {
    if (this.done) return;
    this.done = true;
    rmSync(this.path, { recursive: true, force: true });
    keepOnExit(this.path);
  }
}

/** The mode of the file at `path`, or undefined when there is none. */
function modeOf(path: string): number | undefined {
  return existsSync(path) ? statSync(path).mode & 0o7777 : undefined;
}
