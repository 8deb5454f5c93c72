/**
 * `vansky outlook`: folders of Ensemble API answers in, the outlook list `{data, count, updated_at, source}` (or one
 * outlook per line) out, replaced whole at the end of a run that made one, as `vansky score` writes its records.
 */
import { defineProfile, isVanskyInputError, type ProfileOverrides } from "../../index.js";
import { choice, duration, durationWords, instant, parseOptions } from "../core/args.js";
import { AtomicFile } from "../core/atomic.js";
import type { Command, Io } from "../core/command.js";
import { EXIT, UsageError } from "../core/exit.js";
import { flow } from "../core/help.js";
import { DEFAULT_SOURCE, FORMATS, outputFormat, RecordWriter } from "../core/output.js";
import { SAMPLE_DIR } from "../core/sample.js";
import { describeFailure, describeWarning, later, runBatch } from "../core/task.js";
import { grouped, readText } from "../core/text.js";
import { ensembleInputs } from "./inputs.js";

/** `--max-age` by default: two refresh periods of a daily ensemble refresh (as `vansky serve --outlook-max-age`). */
const DEFAULT_OUTLOOK_MAX_AGE = "48h";
const STALE_MODES = ["keep", "drop", "fail"] as const;

const HELP = flow(`Usage: vansky outlook <FOLDER...|--sample> [options]

Scores every member of each location's Ensemble API answer and writes its outlook (VanSkyOutlook): for each day
from today to the answer's last whole day, the members' van, sleep, drive and solar quantiles (Weibull ranks, with
the share of outcomes each interval covers), the median member's label, how many members are on each label, good to
stay and good to drive, and the probabilities p_good and p_drive: Laplace's k + 1 in n + 2 of k good of n, the record's
own day weighed into days 0-3; and the day best to move by the record's rule in the most members. Members without
gusts get their wind × the place's gust factor; without visibility the drive is withheld (null, with the reason).
The sea is the deterministic marine answer. Docs: docs/model.md, "Outlook".

Inputs:
  FOLDER             vansky fetch --ensemble's layout: an index.json whose entries name each location's
                     ensemble answer ("ensemble": "PT.ensemble.json"), when it was fetched
                     ("ensemble_fetched_at": the outlook's fetched_at), the model ("ensemble_model"), its
                     marine answer ("marine") and its forecast ("forecast": the record's, beside the members); or
                     ID.ensemble.json files with ID.marine.json and ID.forecast.json beside them
  --sample           the sample the package ships instead: PT CH AU of the July fixtures (GEFS, 31 runs, 14 days)

Options:
  --out FILE         write FILE: replaced whole at the end, or left as it was (default: stdout); FILE.json is
                     written as json, FILE.ndjson or FILE.jsonl as ndjson; another extension (FILE.png), or
                     another --format, is refused
  --format json      {data, count, updated_at, source} (default)
  --format ndjson    one outlook per line
  --now ISO          the instant that defines "today" for every answer (default: a folder index's reference,
                     else each answer's fetch time)
  --model ID         the ensemble model (default: the index's ensemble_model), named in each outlook; several
                     models of one answer, comma-separated (gfs_seamless,ecmwf_ifs025), are pooled, each model
                     weighing the same whatever its member count
  --calibration FILE
                     apply a calibration of p_good and p_drive (vansky verify --fit FILE wrote it); each outlook
                     names it in its calibration
  --updated-at ISO   the envelope's updated_at, with its offset (default: the latest ensemble fetch time)
  --max-age DURATION
                     an outlook whose answer was fetched longer than this before --now (else the clock) is stale;
                     stale codes go to stderr. Default ${DEFAULT_OUTLOOK_MAX_AGE}: two refreshes of a daily cron.
  --stale MODE       keep (default: written, reported), drop (left out, reported) or fail: with --out, exit 1
                     and --out left as it was when any outlook is stale
  --source NAME      the envelope's source (default "${DEFAULT_SOURCE}")
  --allow-empty      write the output even when no outlook was made
  --quiet            no summary or warnings on stderr (errors are still printed)
  -h, --help         this text

Exit codes: 0 every answer read (stale outlooks kept or dropped are reported, not an error); 1 some answers failed
(on stderr, left out of the output), or stale outlooks with --stale fail, the output left as it was; 2 usage error;
3 no outlook made (the output left as it was, unless --allow-empty).`);

const OPTIONS = {
  out: { type: "string" },
  format: { type: "string" },
  now: { type: "string" },
  model: { type: "string" },
  calibration: { type: "string" },
  "updated-at": { type: "string" },
  "max-age": { type: "string" },
  stale: { type: "string" },
  source: { type: "string" },
  sample: { type: "boolean", default: false },
  "allow-empty": { type: "boolean", default: false },
  quiet: { type: "boolean", default: false },
} as const;

/**
 * The calibration of `path` (`vansky verify --fit`'s `{"outlook": {"calibration": …}}`), checked as the profile checks
 * it.
 * @throws UsageError for a file that cannot be read or is not one
 */
function calibrationOf(path: string): unknown {
  let calibration: unknown;
  try {
    calibration = (JSON.parse(readText(path)) as { outlook?: { calibration?: unknown } }).outlook?.calibration;
  } catch (error) {
    throw new UsageError(`--calibration ${path}: ${(error as Error).message}`);
  }
  if (calibration === undefined)
    throw new UsageError(`--calibration ${path}: no outlook.calibration (vansky verify --fit FILE writes one)`);
  try {
    defineProfile({ outlook: { calibration } } as ProfileOverrides);
  } catch (error) {
    throw new UsageError(
      `--calibration ${path}: ${isVanskyInputError(error) ? `${error.path}: ${error.problem}` : error}`,
    );
  }
  return calibration;
}

async function outlook(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  const given = values.format === undefined ? undefined : choice(values.format, "format", FORMATS, "json");
  const format = outputFormat(values.out, given, "outlooks") ?? "json";
  const now = instant(values.now, "now", true);
  const updatedAt = instant(values["updated-at"], "updated-at", false);
  if (values.model === "") throw new UsageError("--model expects a model id such as gem_global");
  if (values.sample && positionals.length > 0)
    throw new UsageError("--sample is the input: give it or folders, not both");
  if (positionals.length === 0 && !values.sample)
    throw new UsageError("no inputs: give folders of ensemble answers, or --sample");
  const maxAge = values["max-age"] ?? DEFAULT_OUTLOOK_MAX_AGE;
  const staleMode = choice(values.stale, "stale", STALE_MODES, "keep");
  if (staleMode === "fail" && values.out === undefined)
    throw new UsageError("--stale fail needs --out (the file is left as it was when an outlook is stale)");
  const maxAgeMs = duration(maxAge, "max-age");
  const inputs = ensembleInputs(values.sample ? [SAMPLE_DIR] : positionals);
  // the sample lists countries without an ensemble answer on purpose: nothing to warn of
  if (!values.sample) for (const warning of inputs.warnings) io.stderr.write(`vansky: warning: ${warning}\n`);
  const model = values.model ?? inputs.model;
  const calibration = values.calibration === undefined ? undefined : calibrationOf(values.calibration);
  const out = values.out === undefined ? undefined : AtomicFile.create(values.out, "--out");
  try {
    const started = performance.now();
    const writer = new RecordWriter(format, out?.stream ?? (io.stdout as never));
    const runNow = now ?? inputs.reference;
    // ages are measured to --now, else a fixture folder's reference instant, else the clock (as vansky score does)
    const limit = { maxAgeMs, ageAtMs: runNow === undefined ? Date.now() : Date.parse(runNow) };
    let latest: string | null = null;
    let failed = 0;
    const stale: string[] = [];
    for (const task of inputs.tasks) {
      const outlook = { model, ...(calibration === undefined ? {} : { calibration }) };
      const options = { now: runNow, fetchedAt: undefined, format, outlook };
      const result = runBatch([task], { ...options, stale: { ...limit, drop: staleMode !== "keep" } });
      stale.push(...result.stale.map((s) => s.code));
      latest = later(latest, result.latest);
      failed += result.failures.length;
      for (const failure of result.failures) io.stderr.write(`vansky: ${describeFailure(failure)}\n`);
      if (!values.quiet)
        for (const warning of result.warnings) io.stderr.write(`vansky: ${describeWarning(warning)}\n`);
      await writer.write(result.bytes, result.records);
    }
    if (stale.length > 0) {
      const what = staleMode === "keep" ? "kept" : "left out";
      io.stderr.write(
        `vansky: ${grouped(stale.length)} stale (fetched more than ${durationWords(maxAge)} ago, ${what}): ${stale.join(" ")}\n`,
      );
    }
    if (staleMode === "fail" && stale.length > 0) {
      io.stderr.write(`vansky: --stale fail: ${values.out} left as it was\n`);
      return EXIT.failed;
    }
    const made = writer.records;
    if (!values.quiet)
      io.stderr.write(
        `vansky: ${made} outlooks, ${failed} failed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
      );
    if (made === 0 && !values["allow-empty"]) {
      const kept = values.out === undefined ? "nothing written" : `${values.out} left as it was`;
      io.stderr.write(`vansky: no outlook made: ${kept}; --allow-empty writes an empty output\n`);
      return EXIT.empty;
    }
    writer.end({ updatedAt: updatedAt ?? latest ?? runNow ?? null, source: values.source ?? DEFAULT_SOURCE });
    await out?.commit();
    return failed > 0 ? EXIT.failed : EXIT.ok;
  } finally {
    out?.abort();
  }
}

/** The `vansky outlook` command. */
export const outlookCommand: Command = {
  help: HELP,
  run: outlook,
};
