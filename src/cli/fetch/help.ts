/**
 * `vansky fetch --help`: its paragraphs and option descriptions laid out by `flow` as every command's help is (filled
 * to `HELP_WIDTH` columns, a description beside its option or on the next line after a long one), so that values put
 * into a sentence (a default, a limit) never leave a line cut short in the middle of one; the models' table, laid out
 * in columns, between them as it is.
 */
import { COUNTRIES, DEFAULT_ENSEMBLE_MODEL, ENSEMBLE_MODELS, type EnsembleModelId } from "../../index.js";
import { MAX_FORECAST_DAYS, MAX_LOCATIONS } from "../../request/plan.js";
import { flow } from "../core/help.js";
import { grouped } from "../core/text.js";
import { CLOCK_SKEW_MS } from "./clock.js";
import { ANNOUNCED_WAIT_MS } from "./http.js";
import { COMMIT_LOCK_FILE, ENSEMBLE_LOCK_FILE, LOCK_FILE, LOCK_STALE_MS } from "./lock.js";
import { FREE_BUDGET } from "./plan.js";

/** A model as `--help` lists it: its runs and variables, and what they cost (variables × runs / 10 a location). */
function modelLine(id: EnsembleModelId): string {
  const { name, members, variables } = ENSEMBLE_MODELS[id];
  const calls = (members * variables.length) / 10;
  const what = `${id} (${name}, ${members} runs of ${variables.length} variables)`;
  return `${" ".repeat(COLUMN)}${what.padEnd(50)} ${calls}, ${grouped(Math.round(calls * COUNTRIES.length))}`;
}

/** How long a server may ask a run to wait (`Retry-After`), or the budget make it, before the run stops instead. */
export const DEFAULT_MAX_WAIT = "5m";

/** The column of the options' descriptions, where the models' table starts too. */
const COLUMN = 23;

/** `text` on one line (the source is broken anywhere: `flow` lays it out). */
const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();
const paragraph = oneLine;

/** An option and its description as `flow` reads an entry: beside it from `COLUMN`, or below a long option. */
const option = (name: string, description: string): string =>
  `  ${name}`.length + 2 > COLUMN
    ? `  ${name}\n${" ".repeat(COLUMN)}${oneLine(description)}`
    : `${`  ${name}`.padEnd(COLUMN)}${oneLine(description)}`;

/** The help before the models' table: the usage, the locations, the options up to `--model`. */
const BEFORE = [
  "Usage: vansky fetch <codes...|--all|--points FILE> --out DIR [options]",
  "",
  paragraph(`Fetches the Open-Meteo forecast responses the engine reads, and marine ones on coasts, and writes them in
  the layout vansky score reads: DIR/index.json, DIR/ID.forecast.json, DIR/ID.marine.json. With --ensemble, the
  Ensemble API answers vansky outlook reads instead: DIR/ID.ensemble.json beside them. With --format flatbuffers,
  the same answers as Open-Meteo's FlatBuffers bytes: ID.forecast.fb, ID.marine.fb, ID.ensemble.fb.`),
  "",
  "Locations (one of):",
  option("CODE...", "ISO 3166-1 alpha-2 country codes: the capital, and the sea point of a coastal country"),
  option("--all", "every country of the table"),
  option(
    "--points FILE",
    `a JSON array of {id, latitude, longitude, marineLatitude?, marineLongitude?, region?}; an id names its
    location's files, so it is 1 to 64 ASCII letters, digits, "-" or "_", the first a letter or digit`,
  ),
  "",
  "Options:",
  option(
    "--out DIR",
    `the folder written, made when missing. The run's files replace the folder's in one step at its end; the
    folder's other locations are kept as they were.`,
  ),
  option(
    "--prune",
    `drop this run's part of the folder's other locations: their forecasts, or with --ensemble their ensemble
    answers, leave index.json and their files are removed; their other part stays`,
  ),
  option(
    "--dry-run",
    `print the requests, their cost in API calls and what the budget allows: refreshes a day, the least time one
    refresh takes under every window, and whether a wait of the budget would stop it; fetch nothing (no --out needed)`,
  ),
  option(
    "--days N",
    `days published, 1 to ${MAX_FORECAST_DAYS} (default 7; forecasts ask one more; with --ensemble 14, up to the
    model's horizon)`,
  ),
  option(
    "--plan lean|full",
    `lean (default): the hourly series alone, what the engine cannot derive: 1.6 API calls a location, 1 a sea
    point; full: Open-Meteo's current and daily values as well: 5.9 and 1.3`,
  ),
  option(
    "--format json|flatbuffers",
    `json (default), or flatbuffers: asks format=flatbuffers, what Open-Meteo's own client asks, and keeps each
    location's answer as its bytes (ID.forecast.fb, ID.marine.fb, ID.ensemble.fb), checked as JSON answers are;
    two thirds of JSON's bytes on disk (compressed on the wire, the same), read by vansky score, outlook and
    serve without parsing. A location's new
    file replaces its older one of either format; index.json names each location's files.`,
  ),
  option(
    "--ensemble",
    `the Ensemble API's answers (every run of a model: the odds of vansky outlook) in place of the forecasts: the
    score variables the model has, hourly, 14 days. The folder's forecasts stay as they were, and a forecast run
    keeps its ensemble answers: each has its own times (ensemble_fetched_at, ensemble_status in index.json),
    failures (ensemble_failed) and lock. The outlook's sea is the forecast run's marine answer.`,
  ),
  option(
    "--model ID",
    `the ensemble model, with --ensemble (default ${DEFAULT_ENSEMBLE_MODEL}); several, comma-separated (gfs_seamless,ecmwf_ifs025), are asked in
    one answer and pooled by vansky outlook. A folder holds answers of one model:
    a run of another model replaces the answers it asks for, removes those of its locations that fail, and is
    refused while the folder holds answers of others it does not ask, unless --prune. Its API calls a location
    over 14 days, and for --all:`,
  ),
];

/** The help after the models' table: the other options, and what a run does. */
const AFTER = [
  option(
    "--max-age DURATION",
    `keep a location's files younger than this (30m, 3h, 1d): a run after one that a rate limit or the budget
    stopped goes on from there`,
  ),
  option(
    "--budget LIST",
    `API calls per sliding window. Default on Open-Meteo's servers: ${FREE_BUDGET}, the free tier's; none with
    --base-url of another host, a server of your own.`,
  ),
  option("--calls-per-minute N", "at most N API calls a minute (the same as --budget N/1m)"),
  option(
    "--max-wait DURATION",
    `the longest wait honoured, of a 429 or 503 answer's Retry-After or of the budget (default ${DEFAULT_MAX_WAIT});
    a longer one stops the run at once: the requests not yet sent fail, exit 3, naming when it may go on`,
  ),
  option(
    "--max-body SIZE",
    `the largest answer read (500kB, 64MB). Default: twice the largest answer the plan can bring, 16.4 MB for
    --all; an ensemble answer holds every run, 96.7 MB for --ensemble --all (21 locations of 2.3 MB); a larger one
    fails its locations like an error answer.`,
  ),
  option("--concurrency N", "requests under way at once (default 4)"),
  option("--max-locations N", `locations per request, 1 to ${grouped(MAX_LOCATIONS)} (default 100)`),
  option("--retries N", "retries of a request after a 429, a 5xx, a network error or a bad body (default 5)"),
  option("--backoff DURATION", "the first retry's delay, doubled at each retry, with jitter (default 1s)"),
  option("--timeout DURATION", "the longest a request may take, its body included (default 60s)"),
  option("--api-key KEY", "Open-Meteo's customer servers, with this key"),
  option("--base-url URL", "another server: URL/v1/forecast and URL/v1/marine (URL/v1/ensemble with --ensemble)"),
  option("--marine-base-url URL", "another server for the marine requests only (default --base-url)"),
  option("--quiet", "no progress or summary on stderr; failures, warnings and waits are still printed"),
  option("-h, --help", "this text"),
  "",
  paragraph(`Every answer is read by the engine's own adapter before it is used, then held against what was asked.
  An error, a timeout, an unusable body (arrays of different lengths, an unknown unit, cut short) or an answer that
  is not the one asked (its first hour not on the day it was fetched at the location or a day either side; values
  for fewer days than asked, nulls at the end counted as missing; an ensemble answer of another model, or with
  other than the model's runs) fails its location and keeps the previous good file, marked stale. A marine failure
  costs only the marine data: the country stays fresh, with its older marine file or none (marine_failed in
  index.json).`),
  "",
  paragraph(`index.json dates each location: fetched_at, when its forecast was answered, marine_fetched_at, and
  ensemble_fetched_at, when its ensemble answer was (of ensemble_model; --max-age keeps only answers of the model
  asked). An answer is dated by its Date header when that lies between the request's start and the answer's
  receipt on this machine's clock, ${CLOCK_SKEW_MS / 1000} s either way; otherwise by its receipt, and the
  server's clock is said to be off. Waits longer than ${ANNOUNCED_WAIT_MS / 1000} s are told on stderr. An
  index.json that cannot be read is rebuilt from the folder's files, dated by when they were written, or the run
  refuses when a point's region is known only to it.`),
  "",
  paragraph(`One forecast run and one ensemble run at a time write a folder, each under its own lock (${LOCK_FILE},
  ${ENSEMBLE_LOCK_FILE}): an ensemble run waiting for its budget never holds up a forecast run. Each takes
  ${COMMIT_LOCK_FILE} for the instant of its one-step swap. A second run of a kind exits 1, naming the first's pid
  and start time. A lock left by a run that was killed is taken over, with a message: its pid is gone, or it was
  not refreshed for ${LOCK_STALE_MS / 60_000} minutes, or it is dated more than that ahead of this machine's
  clock. A lock path that is no lock file (a folder, a symbolic link, a file that cannot be read) ends the run at
  once, exit 1, naming it.`),
  "",
  paragraph(`Exit codes: 0 all fresh (every location fetched, or kept by --max-age); 1 some stale or failed: on
  stderr and in index.json (failed, with the reason and the age of the older data kept, marked stale; or
  marine_failed), or another run holds the folder or its lock is no lock file; 2 usage error (nothing fetched or
  written); 3 nothing usable fetched, the folder left as it was, or the server's rate limit or the budget stopped
  the run, what came before it written. Interrupted (SIGINT, SIGTERM, SIGHUP), it leaves the folder as it was;
  killed (SIGKILL), as it was or as after the run, never a mix.`),
];

/** The text of `vansky fetch --help`. */
export const HELP = [
  flow(BEFORE.join("\n")),
  ...(Object.keys(ENSEMBLE_MODELS) as EnsembleModelId[]).map(modelLine),
  flow(AFTER.join("\n")),
].join("\n");
