/** `vansky fetch`'s command line: its options and their checks, in the command's terms (its help: ./help.ts). */
import {
  DEFAULT_ENSEMBLE_MODEL,
  ENSEMBLE_MODELS,
  type EnsembleModelId,
  OPEN_METEO_FREE_LIMITS,
  type RequestOptions,
} from "../../index.js";
import { ANSWER_FORMATS, MAX_FORECAST_DAYS, MAX_LOCATIONS } from "../../request/plan.js";
import { REQUEST_PLAN_NAMES } from "../../request/variables.js";
import { choice, duration, parseOptions, size, wholeNumber } from "../core/args.js";
import { UsageError } from "../core/exit.js";
import { defaultMaxBody } from "./body.js";
import { DEFAULT_MAX_WAIT } from "./help.js";
import { ensemblePart, forecastPart } from "./parts.js";
import { budgetOf, ensemblePlan, forecastPlan, locations, serverUrl } from "./plan.js";

const MODELS = Object.keys(ENSEMBLE_MODELS) as EnsembleModelId[];

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
  format: { type: "string" },
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
  // several models, comma-separated, are pooled in one answer (vansky outlook --model a,b)
  const pooled = (values.model ?? DEFAULT_ENSEMBLE_MODEL)
    .split(",")
    .map((m) => choice(m, "model", MODELS, m) as EnsembleModelId);
  const model = pooled.join(",");
  const format = choice(values.format, "format", ANSWER_FORMATS, "json");
  // a FlatBuffers answer gives each model its own message, and the engine reads one model an answer
  if (format === "flatbuffers" && pooled.length > 1)
    throw new UsageError(
      `--format flatbuffers answers pooled models (--model ${model}) in a message each, which vansky reads one at a time: pool them as JSON, or ask one model`,
    );
  const horizon = ensemble ? Math.min(...pooled.map((m) => ENSEMBLE_MODELS[m].horizonDays)) : MAX_FORECAST_DAYS;
  const batch = {
    format,
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
        { ...batch, model: pooled, ...(base === undefined ? {} : { ensembleUrl: `${base}/v1/ensemble` }) },
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
    part: ensemble ? ensemblePart(model, format) : forecastPart(format),
    windows,
    http: { ...http, format, maxBodyBytes: maxBody ?? defaultMaxBody(plan) },
    concurrency,
    maxAgeMs,
  };
}

/** The settings of a `vansky fetch` command line. */
export type FetchOptions = ReturnType<typeof parse>;
