/**
 * Whether an Open-Meteo answer is the one that was asked, before it replaces an older one: read by the engine as its
 * reader will read it (an ensemble answer through `outlookCountry` with the model asked), then held against the
 * request: it starts on the day it was fetched (an answer that starts days earlier is replayed or cached: vansky asks
 * no `past_days`), it has values for every day asked (nulls at the end count as missing), and an ensemble answer has
 * the model's keys and exactly its runs. Pure: the time of the answer is an argument.
 */
import { normalizeForecast } from "../adapters/forecast.js";
import { normalizeMarine } from "../adapters/marine.js";
import { ensembleLayout } from "../adapters/members.js";
import { outlookCountry } from "../outlook/outlook.js";
import { formatWallMinute, MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";

/** What an answer was asked. */
export interface AskedAnswer {
  /** The API asked. */
  readonly api: "forecast" | "marine" | "ensemble";
  /** `forecast_days` of the request. */
  readonly forecastDays: number;
  /** The ensemble model asked (`models=`), for an Ensemble API answer. */
  readonly model?: string;
  /** Runs the model answers, the control included (`ENSEMBLE_MODELS[model].members`), for an Ensemble API answer. */
  readonly members?: number;
}

/** The local day number (days since 1970-01-01 at the location) of epoch ms `ms` at a UTC offset of `offsetS` s. */
const localDay = (ms: number, offsetS: number): number => Math.floor((ms + offsetS * 1000) / MS_PER_DAY);

/** `ms` as a local wall time at `offsetS`, `2026-07-15T00:00`. */
const wallTime = (ms: number, offsetS: number): string => formatWallMinute(ms + offsetS * 1000);

/**
 * Why an answer whose first stamp is `firstMs` does not start on the local day it was fetched (`atMs`), the day
 * before, or the day after (two clocks either side of a local midnight); undefined when it does.
 */
function startProblem(firstMs: number, offsetS: number, atMs: number): string | undefined {
  const days = localDay(atMs, offsetS) - localDay(firstMs, offsetS);
  if (Math.abs(days) <= 1) return undefined;
  const today = wallTime(atMs, offsetS).slice(0, 10);
  const when = days > 0 ? `${days} days before` : `${-days} days after`;
  return `its first hour is ${wallTime(firstMs, offsetS)}, ${when} the day it was fetched (${today} at the location): not today's answer`;
}

/**
 * The whole local days an hourly series has values for, from its first stamp's day: up to the day of its last
 * non-missing value, that day counted when the value is its last hour's (so nulls at the end count as missing).
 */
export function daysWithValues(timeMs: Float64Array, values: Float64Array, offsetS: number): number {
  let last = values.length - 1;
  while (last >= 0 && Number.isNaN(values[last] as number)) last--;
  if (last < 0) return 0;
  const first = timeMs[0] as number;
  const stepMs = timeMs.length > 1 ? (timeMs[1] as number) - first : MS_PER_HOUR;
  return localDay((timeMs[last] as number) + stepMs, offsetS) - localDay(first, offsetS);
}

/** Why `days` days with values fall short of the `asked`, or undefined. */
const daysProblem = (days: number, asked: number): string | undefined =>
  days >= asked ? undefined : `its values cover ${days} of the ${asked} days asked`;

/** Why an ensemble answer's keys are not the model's asked (`asked.model`), or not exactly its runs; or undefined. */
function keysProblem(body: unknown, asked: AskedAnswer): string | undefined {
  const model = asked.model as string;
  const keyed = ensembleLayout(body).model;
  if (keyed !== undefined && keyed !== model) return `its keys are of model ${keyed}, not of ${model} asked`;
  const runs = ensembleLayout(body, { model }).members.length;
  return runs === asked.members
    ? undefined
    : `${runs} ${runs === 1 ? "run" : "runs"} in the answer, where ${model} has ${asked.members}`;
}

/** Why an ensemble answer does not start on the day it was fetched, or has fewer days than asked in most runs. */
function runsProblem(body: unknown, asked: AskedAnswer, atMs: number): string | undefined {
  const model = asked.model as string;
  const runs = ensembleLayout(body, { model }).members.map((member) => normalizeForecast(body, { model, member }));
  const offsetS = (runs[0] as (typeof runs)[number]).utcOffsetSeconds;
  const firstMs = runs[0]?.hourly?.timeMs[0];
  const start = firstMs === undefined ? undefined : startProblem(firstMs, offsetS, atMs);
  if (start !== undefined) return start;
  // the days most runs reach, as the outlook counts them: the run of the middle rank
  const reached = runs
    .map(({ hourly }) => (hourly ? daysWithValues(hourly.timeMs, hourly.columns.temperatureC, offsetS) : 0))
    .sort((a, b) => b - a);
  return daysProblem(reached[Math.floor(reached.length / 2)] as number, asked.forecastDays);
}

/**
 * Why the answer `body` of one location (`code`), received at `atMs` (epoch ms), is not the one `asked`; undefined
 * when it is. It is read first as its reader reads it (`normalizeForecast`, `normalizeMarine`, or `outlookCountry`
 * with the model asked), then checked: its first hour on the local day of `atMs` (or the day before or after), and,
 * but for a marine answer (whose sea models end sooner), values of temperature for every day asked, most runs'
 * for an ensemble; an ensemble answer's keys of the model asked (or of none), and exactly the model's runs.
 *
 * @throws VanskyInputError as the reader throws for a body it cannot read.
 */
export function answerProblem(body: unknown, asked: AskedAnswer, atMs: number, code: string): string | undefined {
  if (asked.api === "marine") {
    const marine = normalizeMarine(body);
    const firstMs = marine?.hourly?.timeMs[0] ?? marine?.daily?.timeMs[0];
    return marine && firstMs !== undefined ? startProblem(firstMs, marine.utcOffsetSeconds, atMs) : undefined;
  }
  if (asked.api === "ensemble") {
    const keys = keysProblem(body, asked);
    if (keys !== undefined) return keys;
    const fetchedAt = new Date(atMs).toISOString();
    // its place's region and coast change nothing of the outlook's members, and its sea is another answer's
    const input = { code, forecast: body, fetchedAt, region: "any", is_coastal: false };
    outlookCountry(input, asked.model === undefined ? {} : { model: asked.model });
    return runsProblem(body, asked, atMs);
  }
  const forecast = normalizeForecast(body);
  const { hourly, utcOffsetSeconds: offsetS } = forecast;
  const firstMs = hourly?.timeMs[0] ?? forecast.daily?.timeMs[0];
  const start = firstMs === undefined ? undefined : startProblem(firstMs, offsetS, atMs);
  if (start !== undefined) return start;
  return daysProblem(
    hourly ? daysWithValues(hourly.timeMs, hourly.columns.temperatureC, offsetS) : 0,
    asked.forecastDays,
  );
}
