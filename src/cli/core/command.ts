/** What a `vansky` command is: its help and a function from arguments to exit code (main.ts names it). */

/** The standard streams a command uses (the process's, or a test's). */
export interface Io {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

/** One `vansky <name>` command (its line in `vansky --help` is main.ts's). */
export interface Command {
  /** The whole `vansky <name> --help` text, from `Usage:` on. */
  readonly help: string;
  /** Runs the command on its arguments (after the name); resolves to the exit code (exit.ts), throws UsageError or DataError. */
  run(args: string[], io: Io): Promise<number>;
}
