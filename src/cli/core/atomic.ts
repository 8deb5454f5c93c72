/**
 * Output files that are replaced whole or not at all. An `AtomicFile` checks its target before any work (not a
 * directory, in a folder that exists and can be written, through symlinks to the file they name) by creating its
 * temporary file there at once: a random name, created exclusively (two runs never share one, even with the same
 * PID, as in containers where node is PID 1), with the target's mode. `commit` flushes it to disk and renames it onto
 * the target; anything else (a failure, `abort`, SIGINT, SIGTERM, SIGHUP, `process.exit`) removes it and leaves the
 * target as it was.
 */
import { randomBytes } from "node:crypto";
import {
  accessSync,
  closeSync,
  constants,
  createWriteStream,
  fchmodSync,
  fchownSync,
  fsyncSync,
  lstatSync,
  openSync,
  readlinkSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  type WriteStream,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { signalExitCode, UsageError } from "./exit.js";

/** Temporary files and folders not yet committed or removed, removed by the handlers below. */
const live = new Set<string>();
const SIGNALS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/** Removes what is left, the latest first (a folder's staging before its lock). */
function removeLive(): void {
  for (const path of [...live].reverse()) rmSync(path, { force: true, recursive: true });
  live.clear();
}

/** Removes the temporary files, then ends the process as the signal would (a handler replaces the default). */
function onSignal(signal: NodeJS.Signals): void {
  removeLive();
  process.exit(signalExitCode(signal));
}

/** Removes `temp` (a file or folder) if the process ends, by a signal or otherwise, before `keepOnExit(temp)`. */
export function removeOnExit(temp: string): void {
  if (live.size === 0) {
    for (const signal of SIGNALS) process.on(signal, onSignal);
    process.on("exit", removeLive);
  }
  live.add(temp);
}

/** Leaves `temp` where it is when the process ends (it was committed, or removed already). */
export function keepOnExit(temp: string): void {
  live.delete(temp);
  if (live.size > 0) return;
  for (const signal of SIGNALS) process.off(signal, onSignal);
  process.off("exit", removeLive);
}

/** The stats of `path`, undefined when there is nothing there; a UsageError when it cannot be reached. */
function statOf(path: string, what: string, given: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw new UsageError(`${what} ${given}: ${path} cannot be reached (${code})`);
  }
}

/** The file `path` names once its symlinks are followed: the last link's target, which may not exist yet. */
function followLinks(path: string, what: string): string {
  let target = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    let stats: Stats;
    try {
      stats = lstatSync(target);
    } catch {
      return target;
    }
    if (!stats.isSymbolicLink()) return target;
    target = resolve(dirname(target), readlinkSync(target));
  }
  throw new UsageError(`${what} ${path}: too many levels of symbolic links`);
}

/**
 * Why the temporary file in `dir` could not be created or renamed, in words about the user's file: never Node's
 * message, which names the temporary file.
 */
function reason(error: NodeJS.ErrnoException, dir: string): string {
  if (error.code === "EACCES" || error.code === "EPERM")
    return `the folder ${dir} cannot be written (permission denied)`;
  if (error.code === "EROFS") return `the folder ${dir} is on a read-only file system`;
  if (error.code === "EISDIR") return "is a directory";
  if (error.code === "ENOENT") return `the folder ${dir} is gone`;
  return `cannot be written in ${dir} (${error.code})`;
}

/** The temporary name's share of the target's name: enough to tell whose it is, short of the 255-byte name limit. */
const TEMP_STEM = 64;

/** A file written under a temporary name beside its target and renamed onto it by `commit` (see the module comment). */
export class AtomicFile {
  /** What is written: the temporary file until `commit`. */
  readonly stream: WriteStream;
  private done = false;
  private closed = false;

  private constructor(
    /** The file replaced on commit (symlinks followed). */
    readonly target: string,
    private readonly temp: string,
    private readonly fd: number,
    /** How messages name the file: the option and the path as given. */
    private readonly named: string,
  ) {
    this.stream = createWriteStream(temp, { fd, autoClose: false });
  }

  /**
   * Checks `path` as an output (`what` names the option, for messages) and creates its temporary file.
   * @throws UsageError when `path` is a directory or not a regular file, is read-only, or its folder is missing or
   * cannot be written.
   */
  static create(path: string, what: string): AtomicFile {
    const target = followLinks(path, what);
    const existing = statOf(target, what, path);
    if (existing?.isDirectory()) throw new UsageError(`${what} ${path}: is a directory`);
    if (existing && !existing.isFile()) throw new UsageError(`${what} ${path}: is not a regular file`);
    if (existing) {
      try {
        accessSync(target, constants.W_OK);
      } catch {
        throw new UsageError(`${what} ${path}: the file is read-only`);
      }
    }
    const dir = dirname(target);
    if (!statOf(dir, what, path)?.isDirectory()) throw new UsageError(`${what} ${path}: no such folder ${dir}`);
    for (;;) {
      const temp = join(dir, `.${basename(target).slice(0, TEMP_STEM)}.${randomBytes(6).toString("hex")}.tmp`);
      let fd: number;
      try {
        fd = openSync(temp, "wx", existing ? existing.mode & 0o7777 : 0o666);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") continue; // 2^-48: another run's name; draw again
        throw new UsageError(`${what} ${path}: ${reason(error as NodeJS.ErrnoException, dir)}`);
      }
      removeOnExit(temp);
      if (existing) keepModeAndOwner(fd, existing);
      return new AtomicFile(target, temp, fd, `${what} ${path}`);
    }
  }

  /** Flushes the temporary file to disk and renames it onto the target (then syncs the folder). */
  async commit(): Promise<void> {
    await new Promise<void>((done, fail) => this.stream.end((error?: Error | null) => (error ? fail(error) : done())));
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.closed = true;
    try {
      renameSync(this.temp, this.target);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // a system error (exit 1, one line), told of the user's file
      throw Object.assign(new Error(`${this.named}: ${reason(error as NodeJS.ErrnoException, dirname(this.target))}`), {
        code,
      });
    }
    this.done = true;
    keepOnExit(this.temp);
    syncFolder(dirname(this.target));
  }

  /** Removes the temporary file, leaving the target as it was; nothing once committed. */
  abort(): void {
    if (this.done) return;
    this.done = true;
    if (!this.closed) this.stream.destroy(); // which closes the descriptor, once a write under way is done
    rmSync(this.temp, { force: true });
    keepOnExit(this.temp);
  }
}

/** The replacement keeps the target's mode (open's mode is masked by the umask) and, where allowed, its owner. */
function keepModeAndOwner(fd: number, target: Stats): void {
  fchmodSync(fd, target.mode & 0o7777);
  try {
    fchownSync(fd, target.uid, target.gid);
  } catch {
    // only root may give a file to another user; the file is then the runner's, as with any new file
  }
}

/** Makes a rename durable (POSIX: the folder's entry is data of the folder); not every system can sync a folder. */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder; the rename has happened all the same
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Replaces each of `files` whole with its `data` (for outputs written in one piece): every temporary file is created,
 * and so every target checked, before any is renamed, so that a target that cannot be written replaces none;
 * `what` names them in messages.
 */
export async function replaceFiles(
  files: readonly { readonly path: string; readonly data: string }[],
  what: string,
): Promise<void> {
  const atomic: AtomicFile[] = [];
  try {
    for (const { path, data } of files) {
      const file = AtomicFile.create(path, what);
      atomic.push(file);
      file.stream.write(data);
    }
    for (const file of atomic) await file.commit();
  } finally {
    for (const file of atomic) file.abort();
  }
}
