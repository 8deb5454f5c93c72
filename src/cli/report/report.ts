/**
 * `vansky report`: a `vansky score` output drawn as one self-contained HTML page (the world map, the sortable table,
 * each record's 7-day strip, and with `--outlook` a `vansky outlook` output's odds) or as the map alone (SVG), by the
 * pure renderer of `vansky/report`.
 */
import { existsSync, statSync } from "node:fs";
import { isVanskyInputError } from "../../errors.js";
import type { VanSkyOutlook } from "../../outlook/types.js";
import { DEFAULT_MAX_AGE_HOURS, REPORT_FIELDS, type ReportField, renderMap, renderReport } from "../../report/index.js";
import { checkOptions } from "../../report/input.js";
import { DEFAULT_SOURCE, type RecordSet } from "../../serve/snapshot.js";
import { choice, duration, durationWords, instant, parseOptions } from "../core/args.js";
import { replaceFiles } from "../core/atomic.js";
import type { Command, Io } from "../core/command.js";
import { DataError, EXIT, UsageError } from "../core/exit.js";
import { flow } from "../core/help.js";
import { localeHelp, localeOption, localeWarning } from "../core/locale.js";
import { loadSample } from "../core/sample.js";
import { OUTLOOK_OUTPUT, readEnvelope, SCORE_OUTPUT, staleCodes } from "../core/scored-data.js";
import { count, grouped } from "../core/text.js";

const FORMATS = ["html", "svg"] as const;
type Format = (typeof FORMATS)[number];

const HELP = flow(`Usage: vansky report <weather.json | weather.ndjson | --sample> [options]

Draws a vansky score output (the json envelope, or ndjson: one record per line) as one self-contained HTML page,
opened without a network: a world map coloured by a field (Natural Earth 1:110m countries, territories apart;
islands as dots, countries without a record hatched, stale records and records with warnings outlined), then a
table of every record, sortable by any column, with today's dangers and warnings, each record's 7-day strip of
van, sleep and drive scores and the rest of the record behind its row's "More".

Options:
  --sample            the report of the sample data the package ships, scored as vansky score --sample scores
                      it (ages measured to its reference instant unless --now is given)
  --out FILE          write FILE, replaced whole at the end (default: stdout); FILE.html (or .htm) is the
                      report, FILE.svg the map alone; another extension is refused
  --format FORMAT     html (the report, default) or svg (the map alone), for stdout or an --out of that kind
  --field FIELD       what the map is coloured by (default van_score; scores in the label bands 80/60/40/20;
                      p_good, the share of an outlook's runs good on --date, in the same bands of its percentage):
                      ${REPORT_FIELDS.join(", ")}
  --outlook FILE      a vansky outlook output (json or ndjson): each record's 14-day strip of the chance of a
                      good day (the share of the ensemble's runs with a van score of at least 60), each day's
                      likely rating and its share in the cell's title; and the map's --field p_good
  --date YYYY-MM-DD   the day --field p_good shows (default the outlooks' first)
  --locale TAG        ${localeHelp("shown")}
  --now ISO           the instant the records' ages are measured to, with its offset (default: the clock)
  --max-age DURATION  records fetched longer ago than this (30m, 12h, 2d) are stale (default ${DEFAULT_MAX_AGE_HOURS}h, as
                      vansky score --max-age)
  -h, --help          this text

On success one line on stderr says what was written: the file, how many records, how many stale.

Exit codes: 0 written; 1 the input is not a vansky score output (or --outlook FILE not an outlook output) or a
record fails the contract; 2 usage error; 3 the input has no record, or --outlook FILE no outlook. The output is
left as it was unless the exit code is 0.`);

const OPTIONS = {
  out: { type: "string" },
  format: { type: "string" },
  field: { type: "string" },
  locale: { type: "string" },
  now: { type: "string" },
  outlook: { type: "string" },
  date: { type: "string" },
  "max-age": { type: "string", default: `${DEFAULT_MAX_AGE_HOURS}h` },
  sample: { type: "boolean", default: false },
} as const;

const HOUR_MS = 3_600_000;

/**
 * The format an output's name says (`.svg`; `.html`, `.htm`), else `--format`, else html; a name of another kind
 * (`x.png`) or a `--format` against the name is a UsageError.
 */
function formatOf(out: string | undefined, given: string | undefined): Format {
  const format = given === undefined ? undefined : choice(given, "format", FORMATS, "html");
  const extension = /\.([^./\\]+)$/.exec(out ?? "")?.[1]?.toLowerCase();
  const named = extension === "svg" ? "svg" : extension === "html" || extension === "htm" ? "html" : undefined;
  if (extension !== undefined && named === undefined)
    throw new UsageError(`--out ${out}: the report is written as .html (or .htm), the map alone as .svg`);
  if (named && format && named !== format)
    throw new UsageError(`--out ${out} names ${named} but --format is ${format}: rename the file or drop --format`);
  return named ?? format ?? "html";
}

/** The records of the vansky score output `input`; a DataError naming it when it is not one. */
function readOutput(input: string): RecordSet {
  if (!existsSync(input)) throw new UsageError(`${input}: no such file`);
  if (statSync(input).isDirectory())
    throw new UsageError(`${input} is a folder: vansky report reads a vansky score output (score the folder first)`);
  try {
    return readEnvelope(input, SCORE_OUTPUT);
  } catch (error) {
    throw new DataError(`${input}: ${(error as Error).message}`);
  }
}

/** The outlooks of the vansky outlook output `file` (`--outlook`); a DataError naming it when it is not one. */
function readOutlooks(file: string): VanSkyOutlook[] {
  if (!existsSync(file) || statSync(file).isDirectory())
    throw new UsageError(`--outlook ${file}: no such file (a vansky outlook output: vansky outlook FOLDER --out FILE)`);
  try {
    return readEnvelope<VanSkyOutlook>(file, OUTLOOK_OUTPUT).records;
  } catch (error) {
    throw new DataError(`--outlook ${file}: ${(error as Error).message}`);
  }
}

async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (positionals.length !== (values.sample ? 0 : 1))
    throw new UsageError("report expects one vansky score output (weather.json or weather.ndjson), or --sample");
  const format = formatOf(values.out, values.format);
  const field = choice(values.field, "field", REPORT_FIELDS, "van_score") as ReportField;
  const given = instant(values.now, "now", false);
  const maxAgeHours = duration(values["max-age"], "max-age") / HOUR_MS;
  const locale = localeOption(values.locale);
  const date = values.date;
  if (field === "p_good" && values.outlook === undefined) throw new UsageError("--field p_good needs --outlook FILE");
  if (date !== undefined && field !== "p_good") throw new UsageError("--date needs --field p_good");
  try {
    // the renderer's own checks, before anything is read (--now, when given, was checked above)
    checkOptions({ now: given ?? "1970-01-01T00:00:00Z", field, maxAgeHours, locale, ...(date ? { date } : {}) });
  } catch (error) {
    if (isVanskyInputError(error)) {
      const flag = error.path === "maxAgeHours" ? "max-age" : error.path;
      throw new UsageError(`--${flag} expects ${error.problem.replace(/^expected /, "")}`);
    }
    throw error;
  }
  const fallback = localeWarning(locale);
  if (fallback) io.stderr.write(`vansky: ${fallback}\n`);
  const name = positionals[0] ?? "the sample";
  const set = values.sample ? await loadSample(io) : readOutput(name);
  const outlooks = values.outlook === undefined ? undefined : readOutlooks(values.outlook);
  const kept = values.out ? ` (${values.out} left as it was)` : "";
  if (set.records.length === 0) {
    io.stderr.write(`vansky: ${name} has no record: nothing to draw${kept}\n`);
    return EXIT.empty;
  }
  if (outlooks?.length === 0) {
    io.stderr.write(`vansky: --outlook ${values.outlook} has no outlook: no odds to draw${kept}\n`);
    return EXIT.empty;
  }
  const envelope = {
    data: [...set.records],
    count: set.records.length,
    updated_at: set.updatedAt,
    source: set.source ?? DEFAULT_SOURCE,
  };
  const now = given ?? (values.sample ? set.updatedAt : null) ?? new Date().toISOString();
  const options = {
    now,
    field,
    maxAgeHours,
    locale,
    ...(outlooks === undefined ? {} : { outlooks }),
    ...(date === undefined ? {} : { date }),
  };
  let text: string;
  try {
    text = format === "svg" ? renderMap(envelope, options) : renderReport(envelope, options);
  } catch (error) {
    if (isVanskyInputError(error) && error.path === "date")
      throw new UsageError(`--date ${date}: ${error.problem} (--outlook ${values.outlook})`);
    if (isVanskyInputError(error) && error.path.startsWith("outlooks."))
      throw new DataError(`--outlook ${values.outlook}: ${error.path.slice("outlooks.".length)}: ${error.problem}`);
    if (isVanskyInputError(error)) throw new DataError(`${name}: ${error.message}`);
    throw error;
  }
  if (values.out === undefined) io.stdout.write(text);
  else await replaceFiles([{ path: values.out, data: text }], "--out");
  const stale = staleCodes(set.records, maxAgeHours * HOUR_MS, Date.parse(now)).length;
  const what = format === "svg" ? "map" : "report";
  const odds = outlooks === undefined ? "" : ` with ${count(outlooks.length, "outlook")}`;
  io.stderr.write(
    `vansky: ${what} of ${count(set.records.length, "record")}${odds} written to ${values.out ?? "stdout"}; ` +
      `${grouped(stale)} stale (older than ${durationWords(values["max-age"])})\n`,
  );
  return EXIT.ok;
}

/** The `vansky report` command. */
export const reportCommand: Command = {
  help: HELP,
  run,
};
