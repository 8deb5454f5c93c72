/**
 * One `vansky fetch` of each kind per folder, and one commit at a time: a lock file in the folder (the holder's pid,
 * start time and host) created exclusively, its modification time refreshed while the run lasts. Forecast runs hold
 * `.vansky-fetch.lock`, ensemble runs `.vansky-fetch-ensemble.lock`, so that an ensemble run, however long its budget
 * makes it wait, never holds up a forecast run; each takes `.vansky-fetch-commit.lock` for the instant of its
 * one-step swap (./stage.ts). A second run of a kind refuses at once, naming the holder; a lock left by a run that
 * died (its pid gone on this host, not refreshed for `LOCK_STALE_MS`, or dated so far ahead of this machine's clock
 * that no live run could have dated it) is taken over, with a message. A lock path that is not a lock file (a
 * folder, a symbolic link, a file this user cannot read) ends the run at once, naming it.
 */
import { randomBytes } from "node:crypto";
import { lstatSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { keepOnExit, removeOnExit } from "../core/atomic.js";
import { DataError, UsageError } from "../core/exit.js";
import { isoSecond } from "./clock.js";

/** The locks' names in the folder: hidden, so `vansky score` does not list them. */
export const LOCK_FILE = ".vansky-fetch.lock";
export const ENSEMBLE_LOCK_FILE = ".vansky-fetch-ensemble.lock";
export const COMMIT_LOCK_FILE = ".vansky-fetch-commit.lock";
/** How often a run refreshes its lock, and how long a lock may go unrefreshed before it is a dead run's, ms. */
const HEARTBEAT_MS = 15_000;
export const LOCK_STALE_MS = 120_000;
/** How long a run waits for another's commit to end before it gives up, ms (a commit takes a few renames). */
export const COMMIT_WAIT_MS = 60_000;
/** Attempts at a lock that keeps vanishing and coming back before the run gives up (each one a few ms). */
const MAX_ATTEMPTS = 20;

/** Who holds a lock, as its file says. */
export interface LockHolder {
  readonly pid: number;
  readonly started_at: string;
  readonly host: string;
}

/** A lock file as read: its text and holder (undefined when not one of ours), and when it was last refreshed. */
interface HeldLock {
  readonly text: string;
  readonly holder: LockHolder | undefined;
  readonly refreshedMs: number;
}

/** Why `path` cannot be a lock file: a folder, a symbolic link, anything but a regular file. */
function oddLock(path: string, what: string): DataError {
  return new DataError(`${path} is ${what}, not a lock file of vansky fetch: remove it, then run again`);
}

/**
 * The lock file at `path` as read, undefined when there is none (released meanwhile).
 * @throws DataError naming the path when it is not a regular file, or cannot be read
 */
function readLock(path: string): HeldLock | undefined {
  let refreshedMs: number;
  let text: string;
  try {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) throw oddLock(path, "a symbolic link");
    if (stats.isDirectory()) throw oddLock(path, "a folder");
    if (!stats.isFile()) throw oddLock(path, "not a regular file");
    refreshedMs = stats.mtimeMs;
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (error instanceof DataError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    throw new DataError(`${path}: the lock cannot be read (${code}): remove it, or run as its owner`);
  }
  let holder: LockHolder | undefined;
  try {
    const read = JSON.parse(text) as LockHolder;
    if (Number.isInteger(read.pid) && typeof read.started_at === "string" && typeof read.host === "string")
      holder = read;
  } catch {
    holder = undefined; // being written this instant, or not a lock of ours: judged by its age alone
  }
  return { text, holder, refreshedMs };
}

/** Whether process `pid` of this host lives (one of another user's counts). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether a lock is a dead run's: not refreshed for `LOCK_STALE_MS`; refreshed more than `LOCK_STALE_MS` ahead of
 * this machine's clock (no run on a host kept by NTP dates it so: a host whose clock ran ahead, then died, or a
 * file touched by hand); or held on this host by a pid that is gone or is this very process (a container's PID 1
 * of a run before).
 */
const isStale = (lock: HeldLock): boolean =>
  Math.abs(Date.now() - lock.refreshedMs) > LOCK_STALE_MS ||
  (lock.holder !== undefined &&
    lock.holder.host === hostname() &&
    (lock.holder.pid === process.pid || !alive(lock.holder.pid)));

/** `pid 1234, started 2026-11-27T09:00:00Z` (and `on host` of another host), or words for an unreadable lock. */
function describeHolder(holder: LockHolder | undefined): string {
  if (holder === undefined) return "whose lock cannot be read";
  const host = holder.host === hostname() ? "" : ` on ${holder.host}`;
  return `pid ${holder.pid}, started ${holder.started_at}${host}`;
}

/** The lock of a folder, held by this run until `release`. */
export class FolderLock {
  private readonly heartbeat: NodeJS.Timeout;

  private constructor(
    private readonly path: string,
    private readonly text: string,
  ) {
    removeOnExit(path);
    this.heartbeat = setInterval(() => {
      const now = new Date();
      try {
        utimesSync(path, now, now);
      } catch {
        // gone: released, or removed by hand; nothing to refresh
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Takes the lock `name` of `dir`, taking over a dead run's (told through `say`).
   * @throws DataError when another run holds it, or when its path is not a lock file (named); UsageError when the
   * folder cannot be written
   */
  static acquire(dir: string, say: (line: string) => void, name = LOCK_FILE): FolderLock {
    const path = join(dir, name);
    const mine: LockHolder = { pid: process.pid, started_at: isoSecond(Date.now()), host: hostname() };
    const text = `${JSON.stringify(mine)}\n`;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        writeFileSync(path, text, { flag: "wx" });
        return new FolderLock(path, text);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "EEXIST") throw new UsageError(`--out ${dir}: the lock ${name} cannot be made (${code})`);
      }
      const held = readLock(path);
      if (held === undefined) continue; // released meanwhile
      if (!isStale(held))
        throw new DataError(
          `${dir} is being written by another vansky fetch: ${describeHolder(held.holder)}; try again once it has ended`,
        );
      if (FolderLock.setAside(path, held))
        say(
          `warning: ${dir}: taking over the lock of a vansky fetch that ended without releasing it (${describeHolder(held.holder)})`,
        );
    }
    throw new DataError(`${path} keeps changing under this run: another program is writing it`);
  }

  /**
   * Takes the lock `name` of `dir` as `acquire` does, waiting up to `waitMs` while another run holds it (a commit
   * under way).
   * @throws DataError as `acquire`, once `waitMs` has passed
   */
  static async acquireWithin(dir: string, say: (line: string) => void, name: string, waitMs: number) {
    const deadline = performance.now() + waitMs;
    for (;;) {
      try {
        return FolderLock.acquire(dir, say, name);
      } catch (error) {
        if (!(error instanceof DataError) || !/ is being written by /.test(error.message)) throw error;
        if (performance.now() > deadline) throw error;
      }
      await sleep(50);
    }
  }

  /**
   * Moves a dead run's lock aside and removes it; false when it was not the one judged dead (a new run's meanwhile,
   * put back in place).
   */
  private static setAside(path: string, held: HeldLock): boolean {
    const aside = `${path}.${randomBytes(6).toString("hex")}.stale`;
    try {
      renameSync(path, aside);
    } catch {
      return false;
    }
    let moved: HeldLock | undefined;
    try {
      moved = readLock(aside);
    } catch {
      moved = undefined;
    }
    if (moved?.text !== held.text) {
      try {
        writeFileSync(path, moved?.text ?? "", { flag: "wx" });
      } catch {
        // a third run took the place: it holds the lock
      }
      rmSync(aside, { force: true });
      return false;
    }
    rmSync(aside, { force: true });
    return true;
  }

  /** Gives the lock back (removes its file, if it is still this run's). */
  release(): void {
    clearInterval(this.heartbeat);
    let held: HeldLock | undefined;
    try {
      held = readLock(this.path);
    } catch {
      held = undefined; // replaced by something that is no lock: not this run's to remove
    }
    if (held?.text === this.text) rmSync(this.path, { force: true });
    keepOnExit(this.path);
  }
}
