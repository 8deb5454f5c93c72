/**
 * How a `vansky` command ends: its exit codes, and the two kinds of error it reports in one line on stderr (a usage
 * error with a pointer to `--help`, a data error alone). Every command shares them.
 */
import { constants } from "node:os";

/** The exit codes of every command (the README and each `--help` list them). */
export const EXIT = {
  /** Everything was done: every input scored, the output written. */
  ok: 0,
  /** Some inputs failed (reported, left out of the output); or a data error, the output left as it was. */
  failed: 1,
  /** A usage error: a bad option, a missing input, an `--out` that cannot be written. Nothing was read or written. */
  usage: 2,
  /** Nothing to write (no input found, or every input failed): the output left as it was, unless `--allow-empty`. */
  empty: 3,
} as const;

/** A bad command line: exit 2, one line, and a pointer to the command's `--help`. */
export class UsageError extends Error {}

/** Data a command cannot use (a gap in a shard set, a file that is not a vansky output): exit 1, one line. */
export class DataError extends Error {}

/** The exit code of a process ended by `signal`: 128 + its number, as shells report it. */
export const signalExitCode = (signal: NodeJS.Signals): number => 128 + constants.signals[signal];

/**
 * Reports an error that ended `command` (`"score"`, or `undefined` before one was chosen) on `stderr` and returns
 * the exit code; an error that is neither a usage nor a data error is a bug, reported with its stack, or a system
 * error (a full disk) with its message.
 */
export function reportError(error: unknown, command: string | undefined, stderr: NodeJS.WritableStream): number {
  const help = command === undefined ? "vansky --help" : `vansky ${command} --help`;
  if (error instanceof UsageError) {
    stderr.write(`vansky: ${error.message}\nTry "${help}".\n`);
    return EXIT.usage;
  }
  if (error instanceof DataError) {
    stderr.write(`vansky: ${error.message}\n`);
    return EXIT.failed;
  }
  const system = typeof (error as { code?: unknown }).code === "string" && error instanceof Error;
  stderr.write(`vansky: ${system ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  return EXIT.failed;
}
