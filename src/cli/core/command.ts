/** What a `vansky` command is: a name in main.ts's table, its help, and a function from arguments to exit code. */

/** The standard streams a command uses (the process's, or a test's). */
export interface Io {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

/** One `vansky <name>` command. */
export interface Command {
  /** One line for `vansky --help`. */
  readonly summary: string;
  /** The whole `vansky <name> --help` text, from `Usage:` on. */
  readonly help: string;
  /** Runs the command on its arguments (after the name); resolves to the exit code (exit.ts), throws UsageError or DataError. */
  run(args: string[], io: Io): Promise<number>;
}
