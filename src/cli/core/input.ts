/**
 * What the engine is given for one task: its files read, or its NDJSON line parsed, with the run's options; what the
 * command line can tell before the engine, told in the terms of where the input came from.
 */
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { canonicalCode } from "../../countries/index.js";
import { VanskyInputError } from "../../errors.js";
import { getCountry } from "../../index.js";
import { STAGING_FOLDERS } from "./journal.js";
import { isFlatBuffersFile } from "./layout.js";
import type { RunOptions, Task } from "./task.js";
import { readText } from "./text.js";

/** A problem with one file or line of an input, named by the CLI before the engine sees it. */
export class InputProblem extends Error {
  constructor(
    readonly file: string,
    readonly errorCode: "BAD_JSON" | "UNREADABLE" | "BAD_LINE",
    message: string,
  ) {
    super(message);
  }
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputProblem(file, "BAD_JSON", `bad JSON: ${(error as Error).message}`);
  }
}

/**
 * `read(path)`; a file read from a staging folder (./journal.ts) that a finishing commit has just moved is read where
 * it went.
 */
function readMoved<T>(path: string, read: (path: string) => T): T {
  try {
    return read(path);
  } catch (error) {
    const staged = STAGING_FOLDERS.includes(basename(dirname(path)));
    if (!staged || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return read(join(dirname(dirname(path)), basename(path)));
  }
}

/**
 * The answer in the file `path`: a FlatBuffers answer (`ID.forecast.fb`) as its bytes, which the engine reads as
 * they are; any other file parsed as JSON.
 */
function readAnswer(path: string): unknown {
  const bytes = isFlatBuffersFile(path);
  let read: string | Uint8Array;
  try {
    read = bytes ? readMoved(path, (p) => readFileSync(p)) : readMoved(path, readText);
  } catch (error) {
    throw new InputProblem(path, "UNREADABLE", (error as Error).message);
  }
  return typeof read === "string" ? parseJson(read, path) : read;
}

/** Where a point of one's own gives its region and coast, by where it came from. */
const PLACE_GIVEN = {
  file: "for a point of your own, give --region and --is-coastal",
  folder: "for a point of your own, give its region and is_coastal in the folder's index.json",
  line: 'for a point of your own, give "region" and "is_coastal" in its line',
} as const;

/**
 * Checks, in the terms of where the input came from, what the engine would refuse in its own: a location that is not
 * a country of the table needs its region and coast.
 */
function checkPlace(
  input: { code?: unknown; region?: unknown; is_coastal?: unknown },
  given: keyof typeof PLACE_GIVEN,
) {
  const { code, region, is_coastal } = input;
  if (typeof code !== "string" || code === "" || getCountry(code) !== undefined) return;
  if (region === undefined || is_coastal === undefined)
    throw new VanskyInputError("BAD_OPTION", "code", `unknown country ${JSON.stringify(code)}: ${PLACE_GIVEN[given]}`);
}

/**
 * The engine's input of `task`: its files read (or its line parsed), the run's `now` and `fetchedAt` applied, its code
 * canonical; an InputProblem or VanskyInputError, in the terms of where it came from, when it cannot be one.
 */
export function inputOf(task: Task, options: RunOptions): unknown {
  const defaults = options.fetchedAt === undefined ? {} : { fetchedAt: options.fetchedAt };
  const now = options.now === undefined ? {} : { now: options.now };
  if (task.kind === "files") {
    const place = {
      ...(task.region === undefined ? {} : { region: task.region }),
      ...(task.is_coastal === undefined ? {} : { is_coastal: task.is_coastal }),
    };
    const input = {
      ...(task.fetchedAt === undefined ? defaults : { fetchedAt: task.fetchedAt }),
      code: task.id,
      forecast: readAnswer(task.forecastPath),
      marine: task.marinePath ? readAnswer(task.marinePath) : null,
      ...(task.deterministicPath ? { deterministic: readAnswer(task.deterministicPath) } : {}),
      ...now,
      ...place,
    };
    checkPlace(input, task.given);
    return input;
  }
  const line = parseJson(task.text, task.file);
  if (typeof line !== "object" || line === null || Array.isArray(line))
    throw new InputProblem(task.file, "BAD_LINE", "expected an object {code, forecast, marine?, now?}");
  if (!("forecast" in line)) throw new InputProblem(task.file, "BAD_LINE", 'no "forecast" in this line');
  const { code } = line as { code?: unknown };
  const input = { ...defaults, ...line, ...now, ...(typeof code === "string" ? { code: canonicalCode(code) } : {}) };
  checkPlace(input, "line");
  return input;
}
