/**
 * The `vansky` command: fetching Open-Meteo responses, scoring them into VanSkyCountry records in batches, joining
 * sharded runs, serving the records over HTTP, and drawing them as a report. The only part of the package that uses
 * `node:` modules. Each command is one line of the table below.
 */
import packageJson from "vansky/package.json" with { type: "json" };
import type { Command, Io } from "./core/command.js";
import { reportError, UsageError } from "./core/exit.js";
import { flow } from "./core/help.js";
import { fetchCommand } from "./fetch/fetch.js";
import { mergeCommand } from "./merge/merge.js";
import { outlookCommand } from "./outlook/outlook.js";
import { reportCommand } from "./report/report.js";
import { scoreCommand } from "./score/score.js";
import { serveCommand } from "./serve/serve.js";

const COMMANDS: Readonly<Record<string, Command>> = {
  score: scoreCommand,
  merge: mergeCommand,
  fetch: fetchCommand,
  serve: serveCommand,
  report: reportCommand,
  outlook: outlookCommand,
};

/** The command names' column in the help: the longest name and two spaces. */
const NAME_COLUMNS = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;

const HELP = flow(`Usage: vansky <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, command]) => `  ${name.padEnd(NAME_COLUMNS)}${command.summary}`)
  .join("\n")}

vansky <command> --help describes a command and its options; vansky --version prints the version.

Exit codes: 0 done; 1 some inputs failed, or a data error; 2 usage error; 3 nothing to write (the output is
left as it was). Outputs (--out) are replaced whole at the end of a run, or left as they were.`);

const asksForHelp = (args: readonly string[]) => {
  const end = args.indexOf("--");
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === "--help" || a === "-h");
};

/** Runs the command line `args` (without `node` and the script) and resolves to the exit code. */
export async function main(args: string[], io: Io): Promise<number> {
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  try {
    if (name === "--version" || name === "-v") {
      io.stdout.write(`${packageJson.version}\n`);
      return 0;
    }
    if (name === "--help" || name === "-h" || name === "help") {
      io.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (!command) throw new UsageError(name === undefined ? "no command" : `unknown command ${JSON.stringify(name)}`);
    if (asksForHelp(rest)) {
      io.stdout.write(`${command.help}\n`);
      return 0;
    }
    return await command.run(rest, io);
  } catch (error) {
    return reportError(error, command ? name : undefined, io.stderr);
  }
}
