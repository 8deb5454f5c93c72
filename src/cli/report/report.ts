/**
 * `vansky report`: a `vansky score` output drawn as one self-contained HTML page (the world map, the sortable table,
 * each record's 7-day strip) or as the map alone (SVG), by the pure renderer of `vansky/report`.
 */
import { existsSync, statSync } from "node:fs";
import { DEFAULT_MAX_AGE_HOURS, REPORT_FIELDS, type ReportField, renderMap, renderReport } from "../../report/index.js";
import { checkRecords, DEFAULT_SOURCE, type RecordSet } from "../../serve/snapshot.js";
import { choice, duration, instant, parseOptions } from "../core/args.js";
import { replaceFiles } from "../core/atomic.js";
import type { Command, Io } from "../core/command.js";
import { DataError, EXIT, UsageError } from "../core/exit.js";
import { SAMPLE_DIR } from "../core/sample.js";
import { readEnvelope, scoreFolder } from "../core/scored-data.js";

const FORMATS = ["html", "svg"] as const;
type Format = (typeof FORMATS)[number];

const HELP = `Usage: vansky report <weather.json | weather.ndjson | --sample> [options]

Draws a vansky score output (the json envelope, or ndjson: one record per line) as one self-contained HTML page,
opened without a network: a world map coloured by a field (Natural Earth 1:110m countries; islands without a shape
as dots, countries without a record hatched, stale records and records with warnings outlined), then a table of
every record, sortable by any column, with each record's 7-day strip of van, sleep and drive scores.

Options:
  --sample            the report of the sample data the package ships, scored as vansky score --sample scores
                      it (ages measured to its reference instant unless --now is given)
  --out FILE          write FILE, replaced whole at the end (default: stdout); FILE.svg is written as svg,
                      FILE.html or FILE.htm as html (a --format other than that is refused)
  --format FORMAT     html (the report, default) or svg (the map alone)
  --field FIELD       what the map is coloured by: ${REPORT_FIELDS.join(", ")}
                      (default van_score; scores in the label bands 80/60/40/20)
  --now ISO           the instant the records' ages are measured to, with its offset (default: the clock)
  --max-age DURATION  records fetched longer ago than this (30m, 12h, 2d) are stale (default ${DEFAULT_MAX_AGE_HOURS}h, as
                      vansky score --max-age)
  -h, --help          this text

Exit codes: 0 written; 1 the input is not a vansky score output or a record fails the contract (the output left
as it was); 2 usage error.`;

const OPTIONS = {
  out: { type: "string" },
  format: { type: "string" },
  field: { type: "string" },
  now: { type: "string" },
  "max-age": { type: "string", default: `${DEFAULT_MAX_AGE_HOURS}h` },
  sample: { type: "boolean", default: false },
} as const;

const HOUR_MS = 3_600_000;

/** The format an output's name says (`.svg`, `.html`, `.htm`), else `--format`, else html; a conflict is a UsageError. */
function formatOf(out: string | undefined, given: string | undefined): Format {
  const format = given === undefined ? undefined : choice(given, "format", FORMATS, "html");
  const lower = out?.toLowerCase() ?? "";
  const named = lower.endsWith(".svg") ? "svg" : /\.html?$/.test(lower) ? "html" : undefined;
  if (named && format && named !== format)
    throw new UsageError(`--out ${out} names ${named} but --format is ${format}: rename the file or drop --format`);
  return named ?? format ?? "html";
}

/** The records of the vansky score output `input`, checked against the contract; a DataError naming it otherwise. */
function readOutput(input: string): RecordSet {
  if (!existsSync(input)) throw new UsageError(`${input}: no such file`);
  if (statSync(input).isDirectory())
    throw new UsageError(`${input} is a folder: vansky report reads a vansky score output (score the folder first)`);
  try {
    const set = readEnvelope(input);
    checkRecords(set.records);
    return set;
  } catch (error) {
    throw new DataError(`${input}: ${(error as Error).message}`);
  }
}

async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (positionals.length !== (values.sample ? 0 : 1))
    throw new UsageError("expects one vansky score output (weather.json or .ndjson), or --sample");
  const format = formatOf(values.out, values.format);
  const field = choice(values.field, "field", REPORT_FIELDS, "van_score") as ReportField;
  const given = instant(values.now, "now", false);
  const maxAgeHours = duration(values["max-age"], "max-age") / HOUR_MS;
  const set = values.sample ? await scoreFolder(SAMPLE_DIR, DEFAULT_SOURCE, io) : readOutput(positionals[0] as string);
  const envelope = {
    data: [...set.records],
    count: set.records.length,
    updated_at: set.updatedAt,
    source: set.source ?? DEFAULT_SOURCE,
  };
  const now = given ?? (values.sample ? set.updatedAt : null) ?? new Date().toISOString();
  const options = { now, field, maxAgeHours };
  const text = format === "svg" ? renderMap(envelope, options) : renderReport(envelope, options);
  if (values.out === undefined) io.stdout.write(text);
  else await replaceFiles([{ path: values.out, data: text }], "--out");
  return EXIT.ok;
}

/** The `vansky report` command. */
export const reportCommand: Command = {
  summary: "draw a vansky score output as an HTML report (world map, table, 7-day strips) or an SVG map",
  help: HELP,
  run,
};
