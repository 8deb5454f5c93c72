/**
 * The `vansky` command: fetching Open-Meteo responses, scoring them into VanSkyCountry records in batches, joining
 * sharded runs, serving the records over HTTP, and drawing them as a report. The only part of the package that uses
 * `node:` modules. Each command is one line of the table below.
 */
import packageJson from "vansky/package.json" with { type: "json" };
import type { Command, Io } from "./core/command.js";
import { reportError, UsageError } from "./core/exit.js";
import { flow } from "./core/help.js";

/** A command's line in `vansky --help`, and its module, loaded only when it runs. */
interface Entry {
  readonly summary: string;
  readonly load: () => Promise<Command>;
}

/**
 * The commands. Each is imported when it is named, so that a run loads the code of its own command only (the
 * engine, the server, the report and the fetcher are each a large part of the bundle, and loading all of them cost
 * every start).
 */
const COMMANDS: Readonly<Record<string, Entry>> = {
  score: {
    summary: "score Open-Meteo responses into VanSkyCountry records (json envelope or ndjson)",
    load: async () => (await import("./score/score.js")).scoreCommand,
  },
  merge: {
    summary: "join the outputs of sharded score runs into one, checking that every shard is there once",
    load: async () => (await import("./merge/merge.js")).mergeCommand,
  },
  fetch: {
    summary: "fetch Open-Meteo responses into a folder that vansky score reads",
    load: async () => (await import("./fetch/fetch.js")).fetchCommand,
  },
  serve: {
    summary: "serve the /api/weatherscore endpoints from a vansky score output or a forecast folder",
    load: async () => (await import("./serve/serve.js")).serveCommand,
  },
  report: {
    summary: "draw a vansky score output as an HTML report (map, table, 7-day strips, outlook odds) or an SVG map",
    load: async () => (await import("./report/report.js")).reportCommand,
  },
  outlook: {
    summary:
      "score every member of Ensemble API answers into outlooks: each day's spread, counts and odds (json, ndjson)",
    load: async () => (await import("./outlook/outlook.js")).outlookCommand,
  },
  verify: {
    summary: "verify past outlooks against the records of their days: Brier, reliability, RPS, CRPS, rank histogram",
    load: async () => (await import("./verify/verify.js")).verifyCommand,
  },
};

/** The command names' column in the help: the longest name and two spaces. */
const NAME_COLUMNS = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;

const HELP = flow(`Usage: vansky <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, entry]) => `  ${name.padEnd(NAME_COLUMNS)}${entry.summary}`)
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
  const entry = name === undefined ? undefined : Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  try {
    if (name === "--version" || name === "-v") {
      io.stdout.write(`${packageJson.version}\n`);
      return 0;
    }
    if (name === "--help" || name === "-h" || name === "help") {
      io.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (!entry) throw new UsageError(name === undefined ? "no command" : `unknown command ${JSON.stringify(name)}`);
    const command = await entry.load();
    if (asksForHelp(rest)) {
      io.stdout.write(`${command.help}\n`);
      return 0;
    }
    return await command.run(rest, io);
  } catch (error) {
    return reportError(error, entry ? name : undefined, io.stderr);
  }
}
