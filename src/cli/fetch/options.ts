/** `vansky fetch`'s command line: its help, options and their checks, in the command's terms. */
import {
  COUNTRIES,
  DEFAULT_ENSEMBLE_MODEL,
  ENSEMBLE_MODELS,
  type EnsembleModelId,
  OPEN_METEO_FREE_LIMITS,
  type RequestOptions,
} from "../../index.js";
import { MAX_FORECAST_DAYS, MAX_LOCATIONS } from "../../request/plan.js";
import { REQUEST_PLAN_NAMES } from "../../request/variables.js";
import { choice, duration, parseOptions, size, wholeNumber } from "../core/args.js";
import { UsageError } from "../core/exit.js";
import { defaultMaxBody } from "./body.js";
import { CLOCK_SKEW_MS } from "./clock.js";
import { ANNOUNCED_WAIT_MS } from "./http.js";
import { LOCK_STALE_MS } from "./lock.js";
import { ensemblePart, FORECAST_PART } from "./parts.js";
import { budgetOf, ensemblePlan, FREE_BUDGET, forecastPlan, locations, serverUrl } from "./plan.js";

const MODELS = Object.keys(ENSEMBLE_MODELS) as EnsembleModelId[];

/** A model as `--help` lists it: its runs and variables, and what they cost (variables × runs / 10 a location). */
function modelLine(id: EnsembleModelId): string {
  const { name, members, variables } = ENSEMBLE_MODELS[id];
  const calls = (members * variables.length) / 10;
  const what = `${id} (${name}, ${members} runs of ${variables.length} variables)`;
  return `${" ".repeat(23)}${what.padEnd(50)} ${calls}, ${Math.round(calls * COUNTRIES.length)}`;
}

/** How long a server may ask a run to wait (`Retry-After`) before the run stops instead, by default. */
export const DEFAULT_MAX_WAIT = "5m";

export const HELP = `Usage: vansky fetch <codes...|--all|--points FILE> --out DIR [options]

Fetches the Open-Meteo forecast responses the engine reads, and marine ones on coasts, and writes them in the
layout vansky score reads: DIR/index.json, DIR/ID.forecast.json, DIR/ID.marine.json. With --ensemble, the
Ensemble API answers vansky outlook reads instead: DIR/ID.ensemble.json beside them.

Locations (one of):
  CODE...              ISO 3166-1 alpha-2 country codes: the capital, and the sea point of a coastal country
  --all                every country of the table
  --points FILE        a JSON array of {id, latitude, longitude, marineLatitude?, marineLongitude?, region?}

Options:
  --out DIR            the folder written, made when missing. The run's files replace the folder's in one step at
                       its end; the folder's other locations are kept as they were.
  --prune              reduce the folder to this run's locations: the others leave index.json, their files removed
  --dry-run            print the requests and their cost in API calls, fetch nothing (no --out needed)
  --days N             days published, 1 to ${MAX_FORECAST_DAYS} (default 7; forecasts ask one more); with --ensemble 14, to its horizon
  --plan lean|full     lean (default): the hourly series alone, what the engine cannot derive: 1.6 API calls a
                       location, 1 a sea point; full: Open-Meteo's current and daily values as well: 5.9 and 1.3
  --ensemble           the Ensemble API's answers (every run of a model: the odds of vansky outlook) in place of
                       the forecasts: the score variables the model has, hourly, 14 days. The folder's forecasts
                       stay as they were, and a forecast run keeps its ensemble answers: each has its own times
                       (ensemble_fetched_at, ensemble_status in index.json) and failures (ensemble_failed). The
                       outlook's sea is the forecast run's marine answer.
  --model ID           the ensemble model, with --ensemble (default ${DEFAULT_ENSEMBLE_MODEL}); its API calls a location over
                       14 days, and for --all:
${MODELS.map(modelLine).join("\n")}
  --max-age DURATION   keep a location's files younger than this (30m, 3h, 1d): a run after one that a rate
                       limit stopped goes on from there
  --budget LIST        API calls per sliding window. Default on Open-Meteo's servers: ${FREE_BUDGET},
                       the free tier's; none with --base-url of another host, a server of your own.
  --calls-per-minute N
                       at most N API calls a minute (the same as --budget N/1m)
  --max-wait DURATION  the longest wait a 429 or 503 answer's Retry-After is honoured for (default ${DEFAULT_MAX_WAIT}); a
                       longer one stops the run: the requests not yet sent fail at once, exit 3
  --max-body SIZE      the largest answer read (500kB, 64MB). Default: twice the largest answer the plan can
                       bring, 16.4 MB for --all; an ensemble answer holds every run, 97.3 MB for --ensemble --all
                       (40 locations of 1.2 MB); a larger one fails its locations like an error answer.
  --concurrency N      requests under way at once (default 4)
  --max-locations N    locations per request, 1 to ${MAX_LOCATIONS} (default 100)
  --retries N          retries of a request after a 429, a 5xx, a network error or a bad body (default 5)
  --backoff DURATION   the first retry's delay, doubled at each retry, with jitter (default 1s)
  --timeout DURATION   the longest a request may take, its body included (default 60s)
  --api-key KEY        Open-Meteo's customer servers, with this key
  --base-url URL       another server: URL/v1/forecast and URL/v1/marine (URL/v1/ensemble with --ensemble)
  --marine-base-url URL
                       another server for the marine requests only (default --base-url)
  --quiet              no progress or summary on stderr; failures, warnings and waits are still printed
  -h, --help           this text

Every body is read by the engine's own adapter before it is used (an ensemble answer must give an outlook): an
error, a timeout or an unusable body (arrays of different lengths, an unknown unit, cut short) keeps the previous
good file. A marine failure costs
only the marine data: the country stays fresh, with its older marine file or none (marine_failed in index.json).

index.json dates each location: fetched_at, when its forecast was answered, marine_fetched_at, and
ensemble_fetched_at, when its ensemble answer was (of ensemble_model; --max-age keeps only answers of the model
asked). An answer is
dated by its Date header when that lies between the request's start and the answer's receipt on this machine's
clock, ${CLOCK_SKEW_MS / 1000} s either way; otherwise by its receipt, and the server's clock is said to be off. Waits
longer than ${ANNOUNCED_WAIT_MS / 1000} s are told on stderr.

One run at a time writes a folder: a second one exits 1, naming the first's pid and start time. A lock left by a
run that was killed is taken over, with a message: its pid is gone, or it was not refreshed for ${LOCK_STALE_MS / 60_000} minutes.

Exit codes: 0 all fresh (every location fetched, or kept by --max-age); 1 some stale or failed: on stderr and in
index.json (failed, with the reason and the age of the older data kept, marked stale; or marine_failed), or
another run holds the folder; 2 usage error (nothing fetched or written); 3 nothing usable fetched, the folder
left as it was, or the server's rate limit stopped the run, what came before it written.
Interrupted (SIGINT, SIGTERM, SIGHUP), it leaves the folder as it was; killed (SIGKILL), as it was or as after
the run, never a mix.`;

const OPTIONS = {
  all: { type: "boolean", default: false },
  points: { type: "string" },
  out: { type: "string" },
  prune: { type: "boolean", default: false },
  "dry-run": { type: "boolean", default: false },
  days: { type: "string" },
  plan: { type: "string" },
  ensemble: { type: "boolean", default: false },
  model: { type: "string" },
  "max-age": { type: "string" },
  budget: { type: "string" },
  "calls-per-minute": { type: "string" },
  "max-wait": { type: "string" },
  "max-body": { type: "string" },
  concurrency: { type: "string" },
  "max-locations": { type: "string" },
  retries: { type: "string" },
  backoff: { type: "string" },
  timeout: { type: "string" },
  "api-key": { type: "string" },
  "base-url": { type: "string" },
  "marine-base-url": { type: "string" },
  quiet: { type: "boolean", default: false },
} as const;

/** The options only a forecast run takes, and those only an ensemble run takes: a UsageError for one misplaced. */
function checkKind(values: Record<string, unknown>, ensemble: boolean): void {
  const misplaced = ensemble
    ? ["plan", "marine-base-url"].find((name) => values[name] !== undefined)
    : values.model === undefined
      ? undefined
      : "model";
  if (misplaced === undefined) return;
  throw new UsageError(
    ensemble
      ? `--${misplaced} is the forecast's: an ensemble run asks the Ensemble API alone`
      : "--model is the ensemble's: give it with --ensemble",
  );
}

/** The command line's settings and the run's plan; a UsageError for anything amiss. */
export function parse(args: string[]) {
  const { values, positionals } = parseOptions(args, OPTIONS);
  const ensemble = values.ensemble;
  checkKind(values, ensemble);
  const base = serverUrl(values["base-url"], "base-url");
  const marineBase = serverUrl(values["marine-base-url"], "marine-base-url") ?? base;
  const windows = budgetOf(values.budget, values["calls-per-minute"], [base, marineBase]);
  const model = choice(values.model, "model", MODELS, DEFAULT_ENSEMBLE_MODEL) as EnsembleModelId;
  const horizon = ensemble ? ENSEMBLE_MODELS[model].horizonDays : MAX_FORECAST_DAYS;
  const batch = {
    forecastDays: wholeNumber(values.days, "days", ensemble ? 14 : 7, 1, horizon),
    maxLocations: wholeNumber(values["max-locations"], "max-locations", 100, 1, MAX_LOCATIONS),
    // without a budget, requests as large as the free tier would take (a server of your own may mirror its limits)
    maxWeight: windows.length > 0 ? Math.min(...windows.map((w) => w.calls)) : OPEN_METEO_FREE_LIMITS.perMinute,
    ...(values["api-key"] === undefined ? {} : { apikey: values["api-key"] }),
  };
  const request: RequestOptions = {
    ...batch,
    plan: choice(values.plan, "plan", REQUEST_PLAN_NAMES, "lean"),
    ...(base === undefined ? {} : { forecastUrl: `${base}/v1/forecast` }),
    ...(marineBase === undefined ? {} : { marineUrl: `${marineBase}/v1/marine` }),
  };
  const http = {
    budget: windows,
    retries: wholeNumber(values.retries, "retries", 5),
    backoffMs: duration(values.backoff ?? "1s", "backoff"),
    timeoutMs: duration(values.timeout ?? "60s", "timeout"),
    maxWaitMs: duration(values["max-wait"] ?? DEFAULT_MAX_WAIT, "max-wait"),
  };
  const concurrency = wholeNumber(values.concurrency, "concurrency", 4, 1);
  const maxAgeMs = values["max-age"] === undefined ? undefined : duration(values["max-age"], "max-age");
  const maxBody = values["max-body"] === undefined ? undefined : size(values["max-body"], "max-body");
  const wanted = locations(positionals, values.all, values.points);
  const plan = ensemble
    ? ensemblePlan(
        wanted,
        { ...batch, model, ...(base === undefined ? {} : { ensembleUrl: `${base}/v1/ensemble` }) },
        values.points,
      )
    : forecastPlan(wanted, request, values.points);
  if (!values["dry-run"] && values.out === undefined) throw new UsageError("--out DIR is required (or --dry-run)");
  return {
    out: values.out,
    dryRun: values["dry-run"],
    prune: values.prune,
    quiet: values.quiet,
    plan,
    /** The part of the folder's entries the run writes. */
    part: ensemble ? ensemblePart(model) : FORECAST_PART,
    windows,
    http: { ...http, maxBodyBytes: maxBody ?? defaultMaxBody(plan) },
    concurrency,
    maxAgeMs,
  };
}

/** The settings of a `vansky fetch` command line. */
export type FetchOptions = ReturnType<typeof parse>;
