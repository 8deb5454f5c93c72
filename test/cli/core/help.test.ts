/**
 * The help texts' layout (src/cli/core/help.ts): every paragraph filled up to the help width, so that no line of a
 * command's help breaks before a word that would have fitted (the messages review's C11 and N21: "…keeps the
 * previous good file. A marine failure costs⏎only the marine data…"), checked on every command's text but fetch's.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { flow, HELP_WIDTH } from "../../../src/cli/core/help.js";
import { main } from "../../../src/cli/main.js";
import { mergeCommand } from "../../../src/cli/merge/merge.js";
import { outlookCommand } from "../../../src/cli/outlook/outlook.js";
import { reportCommand } from "../../../src/cli/report/report.js";
import { scoreCommand } from "../../../src/cli/score/score.js";
import { serveCommand } from "../../../src/cli/serve/serve.js";

/** A line of a list: two spaces, a term, two spaces or more and its description (or the term alone). */
const ENTRY = /^ {2}\S.*? {2,}(\S.*)$/;

/** The column the text of `line` runs on: an entry's description, else its indent; undefined for a term alone. */
function textColumn(line: string): number | undefined {
  const indent = line.search(/\S/);
  if (indent !== 2) return indent;
  const entry = ENTRY.exec(line);
  return entry ? line.length - (entry[1] as string).length : undefined;
}

/**
 * The breaks of `help` where the next line goes on with the same paragraph (same column) and its first word (a
 * number of one or two digits with the word after it) would have fitted on the line before.
 */
function raggedBreaks(help: string, width: number): string[] {
  const lines = help.split("\n");
  const ragged: string[] = [];
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1] ?? "";
    if (line.trim() === "" || next.trim() === "" || textColumn(line) !== next.search(/\S/)) continue;
    if (next.search(/\S/) === 2) continue; // the next entry of a list
    const [first, second] = next.trim().split(" ") as [string, string | undefined];
    const word = /^\d{1,2}$/.test(first) && second !== undefined ? `${first} ${second}` : first;
    if (line.length + 1 + word.length <= width) ragged.push(`${line}⏎${next}`);
  }
  return ragged;
}

/** `vansky --help`, in this process. */
async function mainHelp(): Promise<string> {
  const stdout = new PassThrough();
  let text = "";
  stdout.on("data", (chunk: Buffer) => {
    text += chunk;
  });
  await main(["--help"], { stdin: new PassThrough(), stdout, stderr: new PassThrough() });
  return text;
}

describe("flow", () => {
  it("fills prose and an entry's description up to the width, continuation lines at the description's column", () => {
    const text = "Some words that\nrun on.\n\nItems:\n  --a X   one two\n          three four five\n  -h      help";
    expect(flow(text, 20)).toBe(
      "Some words that run\non.\n\nItems:\n  --a X   one two\n          three four\n          five\n  -h      help",
    );
  });

  it("puts a term too long for its column alone on its line, and keeps a short number with the next word", () => {
    const text = "  --long-option N\n          does this and that\n  --b     x\n\nExit codes: 0 ok; 2 usage error";
    expect(flow(text, 24)).toBe(
      "  --long-option N\n          does this and\n          that\n  --b     x\n\nExit codes: 0 ok;\n2 usage error",
    );
  });
});

describe("every command's help (fetch's apart)", () => {
  const helps = async () => ({
    vansky: await mainHelp(),
    score: scoreCommand.help,
    merge: mergeCommand.help,
    serve: serveCommand.help,
    report: reportCommand.help,
    outlook: outlookCommand.help,
  });

  it("breaks no line before a word that would have fitted, and has no line wider than the width", async () => {
    for (const [command, help] of Object.entries(await helps())) {
      expect(raggedBreaks(help, HELP_WIDTH), command).toEqual([]);
      expect(
        help.split("\n").filter((line) => line.length > HELP_WIDTH),
        command,
      ).toEqual([]);
    }
  });

  it("finds a ragged break where there is one (the check itself)", () => {
    expect(raggedBreaks("A marine failure costs\nonly the marine data.", 114)).toHaveLength(1);
    expect(raggedBreaks("  --x N   does one thing\n          and another", 114)).toHaveLength(1);
    expect(raggedBreaks("  --x N   does one thing\n  --y N   does another", 114)).toEqual([]);
    expect(raggedBreaks("Exit codes: 0 ok;\n2 usage error", 20)).toEqual([]);
  });
});
