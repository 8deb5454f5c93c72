/**
 * An ensemble answer's time step, read as what it is. The Ensemble API answers every model hourly, but a model runs
 * 3-hourly and later 6-hourly (GEPS to 192 h, GEFS to 240 h, ENS to 144 h): Open-Meteo spreads each step's
 * precipitation evenly over its hours, so an hourly rain-rate rule (heavy rain above 7.6 mm/h) would read a 3- or
 * 6-hour mean, which loses most heavy hours (on the world fixtures 76 of 89 days with a heavy hour at 3 hours, 85
 * at 6). Where a run's precipitation is even over a model step (3 or 6 hours ending at a UTC hour divisible by the
 * step) and its peak would reach the drive window's rain limit, the step's middle hour is read as `peakFactor` × the
 * mean and the other hours share the rest: the step's total is kept, its wet hours stay wet, and as many days reach
 * the heavy rate as with hourly values (docs/model.md, "Outlook", the time step).
 */
import { isObject, type JsonObject } from "../adapters/json.js";
import type { EnsembleLayout } from "../adapters/members.js";
import { readInstant, timeFormatOf } from "../adapters/time.js";
import type { Profile } from "../profile/index.js";
import { MS_PER_HOUR } from "../time/civil.js";
import type { EstimatedVariable } from "./types.js";

/** Millimetres in an inch (Open-Meteo's `precipitation_unit=inch`). */
const MM_PER_INCH = 25.4;

/** The UTC hour (hours since the epoch) of the answer's first stamp, or null for an axis that is not hourly. */
function firstUtcHour(answer: JsonObject): number | null {
  const hourly = answer.hourly as JsonObject;
  const time = hourly.time;
  if (!Array.isArray(time) || time.length < 2) return null;
  const units = isObject(answer.hourly_units) ? answer.hourly_units : {};
  const format = timeFormatOf(units.time, time[0], "hourly_units.time");
  const offsetS = typeof answer.utc_offset_seconds === "number" ? answer.utc_offset_seconds : 0;
  const t0 = readInstant(time[0], format, offsetS, "hourly.time", 0, false, false);
  const t1 = readInstant(time[1], format, offsetS, "hourly.time", 1, false, false);
  return t1 - t0 === MS_PER_HOUR ? Math.floor(t0 / MS_PER_HOUR) : null;
}

/**
 * The first hours of the `step`-hour means of `values` (one run's hourly precipitation from UTC hour `u0`) whose
 * peak (`factor` × the mean) reaches `fromMmH`, none of whose hours is `done`; marks their hours done.
 */
function evenSteps(
  values: readonly unknown[],
  u0: number,
  step: number,
  factor: number,
  fromMmH: number,
  done: Uint8Array,
): number[] {
  const starts: number[] = [];
  // the first hour of each step: the one after a UTC hour divisible by the step
  for (let i = (((1 - u0) % step) + step) % step; i + step <= values.length; i += step) {
    const mean = values[i];
    if (typeof mean !== "number" || !(mean * factor >= fromMmH) || done[i]) continue;
    let even = true;
    for (let j = i + 1; j < i + step; j++) if (values[j] !== mean || done[j]) even = false;
    if (!even) continue;
    starts.push(i);
    done.fill(1, i, i + step);
  }
  return starts;
}

/** `values` with each `step`-hour mean starting at `starts` read as a peak of `factor` × the mean in its middle. */
function readAsPeaks(values: unknown[], starts: readonly number[], step: number, factor: number): void {
  for (const i of starts) {
    const mean = values[i] as number;
    const peak = Math.min(step, factor) * mean;
    const rest = (step * mean - peak) / (step - 1);
    for (let j = i; j < i + step; j++)
      values[j] = Math.round((j === i + Math.floor(step / 2) ? peak : rest) * 100) / 100;
  }
}

/**
 * `answer` with each run's precipitation steps read as peaks (module comment), 6-hour steps first, and what was
 * estimated; the answer as it is when its axis is not hourly or no step is even. Only steps whose peak reaches the
 * lowest hourly rate a rule reads (the drive window's rain limit, `driveWindow.maxRainMmH`) are read so.
 */
export function withPeakHours(
  answer: JsonObject,
  layout: EnsembleLayout,
  profile: Profile,
): { answer: JsonObject; estimated: EstimatedVariable[] } {
  const u0 = firstUtcHour(answer);
  if (u0 === null) return { answer, estimated: [] };
  const hourly = { ...(answer.hourly as JsonObject) };
  const { threeHour, sixHour } = profile.outlook.peakFactor;
  const fromMmH = profile.driveWindow.maxRainMmH;
  const units = isObject(answer.hourly_units) ? answer.hourly_units : {};
  let six = 0;
  let three = 0;
  for (const run of layout.runs.values()) {
    const precipitation = run.get("precipitation");
    if (!precipitation || precipitation.lastIndex < 0) continue;
    const given = hourly[precipitation.key] as unknown[];
    const from = units[precipitation.key] === "inch" ? fromMmH / MM_PER_INCH : fromMmH;
    const done = new Uint8Array(given.length);
    const sixes = evenSteps(given, u0, 6, sixHour, from, done);
    const threes = evenSteps(given, u0, 3, threeHour, from, done);
    // most runs have no step to read: their values stay the answer's own
    if (sixes.length + threes.length === 0) continue;
    const values = [...given];
    readAsPeaks(values, sixes, 6, sixHour);
    readAsPeaks(values, threes, 3, threeHour);
    hourly[precipitation.key] = values;
    six += sixes.length;
    three += threes.length;
  }
  const entry = (hours: number, factor: number, steps: number): EstimatedVariable => ({
    variable: "precipitation",
    factor,
    method:
      `${steps} ${hours}-hour means read as a peak hour of ${factor} × the mean beside hours sharing the rest ` +
      `(the step's total kept): the hourly rain-rate rules would read the mean`,
  });
  const estimated = [...(six > 0 ? [entry(6, sixHour, six)] : []), ...(three > 0 ? [entry(3, threeHour, three)] : [])];
  return estimated.length > 0 ? { answer: { ...answer, hourly }, estimated } : { answer, estimated };
}
