/**
 * The units of batch work and how a batch of them is scored into output bytes: shared by the main thread
 * (`--workers 0`) and the worker threads, so the output does not depend on where a task ran.
 */
import { readFileSync } from "node:fs";
import { isVanskyInputError, type VanskyWarning } from "../errors.js";
import { scoreCountry } from "../index.js";
import { type Format, joinRecords } from "./output.js";

/** A location whose responses are files (the world-fixture layout). */
export interface FileTask {
  readonly kind: "files";
  readonly id: string;
  readonly forecastPath: string;
  readonly marinePath: string | null;
  readonly region?: string;
  readonly is_coastal?: boolean;
}

/** A location given as one NDJSON line `{code, forecast, marine?, now?, region?, is_coastal?}`. */
export interface LineTask {
  readonly kind: "line";
  readonly id: string;
  /** Where the line came from, for error messages: `stdin:12`, `grid.ndjson:3`. */
  readonly source: string;
  readonly text: string;
}

export type Task = FileTask | LineTask;

/** Options every task of a run shares. */
export interface RunOptions {
  /** Overrides the instant of every input (ISO 8601); else the input's own `now`, else its response's current time. */
  readonly now: string | undefined;
  /** Output format: records joined by `,` (json, inside the envelope's array) or each followed by a newline. */
  readonly format: Format;
}

/**
 * A scored batch: its records as UTF-8 output bytes, ready to append, their number, one line per failure and one
 * per warning (`<file>: warning: <message>`, the marine file for marine warnings).
 */
export interface BatchResult {
  readonly bytes: Uint8Array;
  readonly records: number;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

const sourceOf = (task: Task) => (task.kind === "files" ? task.forecastPath : task.source);

/** Where a warning points: the marine file for a marine warning of a file task, else the task's source. */
const warningSource = (task: Task, warning: VanskyWarning) =>
  task.kind === "files" && task.marinePath && warning.path.startsWith("marine") ? task.marinePath : sourceOf(task);

function describeError(error: unknown): string {
  if (isVanskyInputError(error)) return error.message;
  if (error instanceof SyntaxError) return `bad JSON: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

function inputOf(task: Task, options: RunOptions) {
  if (task.kind === "files") {
    return {
      code: task.id,
      forecast: JSON.parse(readFileSync(task.forecastPath, "utf8")),
      marine: task.marinePath ? JSON.parse(readFileSync(task.marinePath, "utf8")) : null,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(task.region === undefined ? {} : { region: task.region }),
      ...(task.is_coastal === undefined ? {} : { is_coastal: task.is_coastal }),
    };
  }
  const line: unknown = JSON.parse(task.text);
  if (typeof line !== "object" || line === null || Array.isArray(line))
    throw new Error("expected an object {code, forecast, marine?, now?}");
  return options.now === undefined ? line : { ...line, now: options.now };
}

const UTF8 = new TextEncoder();

/** Scores a batch of tasks, in order; never throws. */
export function runBatch(tasks: readonly Task[], options: RunOptions): BatchResult {
  const records: string[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const task of tasks) {
    const onWarning = (w: VanskyWarning) =>
      warnings.push(`${warningSource(task, w)}: warning: ${w.path ? `${w.path}: ` : ""}${w.message}`);
    try {
      const input = inputOf(task, options) as Parameters<typeof scoreCountry>[0];
      records.push(JSON.stringify(scoreCountry(input, { onWarning })));
    } catch (error) {
      errors.push(`${sourceOf(task)}: ${describeError(error)}`);
    }
  }
  return { bytes: UTF8.encode(joinRecords(records, options.format)), records: records.length, errors, warnings };
}
