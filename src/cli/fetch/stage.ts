/**
 * A run's files before they replace the folder's (../core/journal.ts): each location's files written into its kind's
 * staging folder as soon as its responses are in, flushed to disk, with the mode of the file they will replace; at
 * the end the index, then the commit that renames them all into place (under the folder's commit lock, ./lock.ts).
 * Until the commit the folder is as before the run; an interruption (SIGINT, SIGTERM, SIGHUP) removes the staging
 * folder, a killed run's is removed by the next run of its kind.
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
import { basename, join } from "node:path";
import { keepOnExit, removeOnExit, syncFolder } from "../core/atomic.js";
import { COMMIT_MARKER, type CommitMarker, finishCommit, pendingCommit } from "../core/journal.js";
import { INDEX_FILE } from "../core/layout.js";
import { isoSecond } from "./clock.js";
import type { AnswerBody } from "./types.js";

/**
 * Writes `body` (text, or a FlatBuffers answer's bytes) to the new file `path` and flushes it to disk, with `mode`
 * (the file it replaces keeps its own).
 */
function writeDurably(path: string, body: AnswerBody, mode: number | undefined): void {
  const fd = openSync(path, "w", mode ?? 0o666);
  try {
    if (mode !== undefined) fchmodSync(fd, mode);
    if (typeof body === "string") writeSync(fd, body);
    else for (let at = 0; at < body.length; ) at += writeSync(fd, body, at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Finishes the commit a run that stopped while replacing `dir`'s files began (the folder as after that run), told
 * through `say`. Only under the folder's commit lock: no other commit is under way.
 */
export function finishStopped(dir: string, say: (line: string) => void): void {
  rmSync(join(dir, `${COMMIT_MARKER}.tmp`), { force: true }); // a marker not yet in place: no commit was begun
  const pending = pendingCommit(dir);
  if (!pending) return;
  finishCommit(dir, pending);
  say(
    `${dir}: finished replacing the files of the vansky fetch that stopped while replacing them (pid ${pending.pid}, started ${pending.started_at})`,
  );
}

/**
 * Removes the staging folder `staging` a run of this kind left in `dir` when it stopped before it could use it (the
 * folder as before that run), told through `say`. Only under the kind's lock, once `finishStopped` has run.
 */
export function removeStopped(dir: string, staging: string, say: (line: string) => void): void {
  if (!existsSync(join(dir, staging))) return;
  rmSync(join(dir, staging), { recursive: true, force: true });
  say(`${dir}: removed the files of a vansky fetch that stopped before it could use them`);
}

/** This run's files, until they replace the folder's or are given up. */
export class Staging {
  private readonly path: string;
  private done = false;

  /** Opens the staging folder `staging` of `dir`, which `removeStopped` has emptied. */
  constructor(
    private readonly dir: string,
    private readonly staging: string,
  ) {
    this.path = join(dir, staging);
    mkdirSync(this.path);
    removeOnExit(this.path);
  }

  /**
   * Stages `files` (name and body) of one location, each checked against the file it will replace: the location's
   * files are staged together or not at all.
   * @throws Error naming the file when one cannot replace what is there (a folder of that name, say).
   */
  stage(files: readonly { readonly name: string; readonly body: AnswerBody }[]): void {
    const modes = files.map(({ name }) => {
      // a name is a file of the folder, never a path (ids are checked before, this is the last guard)
      if (name !== basename(name) || name.startsWith(".") || name.includes("\0") || name.includes("\\"))
        throw new Error(`${JSON.stringify(name)} is not a file name of ${this.dir}`);
      const target = join(this.dir, name);
      if (!existsSync(target)) return undefined;
      const stats = statSync(target);
      if (!stats.isFile()) throw new Error(`${target} is not a regular file`);
      return stats.mode & 0o7777;
    });
    for (const [i, { name, body }] of files.entries()) writeDurably(join(this.path, name), body, modes[i]);
  }

  /**
   * Replaces the folder's files with the staged ones and `index` (index.json's text) in one step, then removes
   * `remove` (files of locations `--prune` leaves out). Only under the folder's commit lock.
   */
  commit(index: string, remove: readonly string[]): void {
    writeDurably(join(this.path, INDEX_FILE), index, modeOf(join(this.dir, INDEX_FILE)));
    syncFolder(this.path);
    const marker: CommitMarker = { pid: process.pid, started_at: isoSecond(Date.now()), staging: this.staging, remove };
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
