/**
 * One `vansky fetch` per folder: a lock file in it (`.vansky-fetch.lock`: the holder's pid, start time and host)
 * created exclusively, its modification time refreshed while the run lasts. A second run refuses at once, naming
 * the holder; a lock left by a run that died (its pid gone on this host, or not refreshed for `LOCK_STALE_MS`) is
 * taken over, with a message.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { keepOnExit, removeOnExit } from "../core/atomic.js";
import { DataError, UsageError } from "../core/exit.js";
import { isoSecond } from "./clock.js";

/** The lock's name in the folder: hidden, so `vansky score` does not list it. */
export const LOCK_FILE = ".vansky-fetch.lock";
/** How often a run refreshes its lock, and how long a lock may go unrefreshed before it is a dead run's, ms. */
const HEARTBEAT_MS = 15_000;
export const LOCK_STALE_MS = 120_000;

/** Who holds a lock, as its file says. */
export interface LockHolder {
  readonly pid: number;
  readonly started_at: string;
  readonly host: string;
}

/** A lock file's text and holder (undefined when unreadable), and when it was last refreshed; undefined when gone. */
function readLock(path: string): { text: string; holder: LockHolder | undefined; refreshedMs: number } | undefined {
  try {
    const refreshedMs = statSync(path).mtimeMs;
    const text = readFileSync(path, "utf8");
    let holder: LockHolder | undefined;
    try {
      const read = JSON.parse(text) as LockHolder;
      if (Number.isInteger(read.pid) && typeof read.started_at === "string" && typeof read.host === "string")
        holder = read;
    } catch {
      holder = undefined; // being written this instant, or not a lock of ours: judged by its age alone
    }
    return { text, holder, refreshedMs };
  } catch {
    return undefined;
  }
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
 * Whether a lock is a dead run's: not refreshed for `LOCK_STALE_MS`, or held on this host by a pid that is gone or
 * is this very process (a container's PID 1 of a run before).
 */
const isStale = (lock: NonNullable<ReturnType<typeof readLock>>): boolean =>
  Date.now() - lock.refreshedMs > LOCK_STALE_MS ||
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
   * Takes the lock of `dir`, taking over a dead run's (told through `say`).
   * @throws DataError when another run holds it; UsageError when the folder cannot be written.
   */
  static acquire(dir: string, say: (line: string) => void): FolderLock {
    const path = join(dir, LOCK_FILE);
    const mine: LockHolder = { pid: process.pid, started_at: isoSecond(Date.now()), host: hostname() };
    const text = `${JSON.stringify(mine)}\n`;
    for (;;) {
      try {
        writeFileSync(path, text, { flag: "wx" });
        return new FolderLock(path, text);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "EEXIST") throw new UsageError(`--out ${dir}: the lock ${LOCK_FILE} cannot be made (${code})`);
      }
      const held = readLock(path);
      if (held === undefined) continue; // released meanwhile
      if (!isStale(held))
        throw new DataError(
          `${dir} is being written by another vansky fetch: ${describeHolder(held.holder)}; try again once it has ended`,
        );
      // move the dead run's lock aside, and make sure it is the one judged dead, not a new run's meanwhile
      const aside = `${path}.${randomBytes(6).toString("hex")}.stale`;
      try {
        renameSync(path, aside);
      } catch {
        continue;
      }
      const moved = readLock(aside);
      if (moved?.text !== held.text) {
        try {
          writeFileSync(path, moved?.text ?? "", { flag: "wx" });
        } catch {
          // a third run took the place: it holds the lock
        }
        rmSync(aside, { force: true });
        continue;
      }
      rmSync(aside, { force: true });
      say(
        `warning: ${dir}: taking over the lock of a vansky fetch that ended without releasing it (${describeHolder(held.holder)})`,
      );
    }
  }

  /** Gives the lock back (removes its file, if it is still this run's). */
  release(): void {
    clearInterval(this.heartbeat);
    if (readLock(this.path)?.text === this.text) rmSync(this.path, { force: true });
    keepOnExit(this.path);
  }
}
