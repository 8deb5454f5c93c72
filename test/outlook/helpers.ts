/** Ensemble answers for the outlook's tests: world fixtures given members, generated ensembles, renumbered runs. */
import { generateEnsemble, SCORE_VARIABLES } from "../../scripts/fixtures/ensemble.js";
import { getCountry } from "../../src/countries/index.js";
import { ENSEMBLE_SCORE_VARIABLES } from "../../src/request/ensemble.js";
import { world } from "../adapters/helpers.js";

export type Json = Record<string, unknown>;

/** The key of `variable` for run `member`: unsuffixed for the control, `_memberNN` for the others. */
export const keyOf = (variable: string, member: number): string =>
  member === 0 ? variable : `${variable}_member${String(member).padStart(2, "0")}`;

/** A world fixture's forecast as a lean answer: its header and hourly section, without current and daily. */
export function leanWorld(set: string, code: string): Json {
  const { current, current_units, daily, daily_units, ...lean } = world(set, `${code}.forecast.json`);
  return lean;
}

/** A world fixture's marine answer of `code`, or null for a landlocked country. */
export const worldMarine = (set: string, code: string): Json | null =>
  getCountry(code)?.is_coastal ? world(set, `${code}.marine.json`) : null;

/**
 * `answer` with `n` runs of every hourly variable but `time` and `is_day`: the control as it is and members
 * `1..n-1` made by `make` (default: copies of the control).
 */
export function withMembers(
  answer: Json,
  n: number,
  make: (member: number, variable: string, values: unknown[]) => unknown[] = (_, __, values) => [...values],
): Json {
  const hourly = answer.hourly as Record<string, unknown[]>;
  const units = answer.hourly_units as Record<string, string>;
  const outHourly: Record<string, unknown[]> = {};
  const outUnits: Record<string, string> = {};
  for (const [key, values] of Object.entries(hourly)) {
    outHourly[key] = values;
    outUnits[key] = units[key] as string;
    if (key === "time" || key === "is_day") continue;
    for (let m = 1; m < n; m++) {
      outHourly[keyOf(key, m)] = make(m, key, values);
      outUnits[keyOf(key, m)] = units[key] as string;
    }
  }
  return { ...answer, hourly_units: outUnits, hourly: outHourly };
}

/** A fine, steady July hour in Bern, each score variable's value: the hand-built answers' weather. */
export const FINE: Readonly<Record<string, number>> = {
  temperature_2m: 22,
  relative_humidity_2m: 50,
  precipitation: 0,
  weather_code: 1,
  cloud_cover: 20,
  wind_speed_10m: 10,
  wind_gusts_10m: 20,
  visibility: 30_000,
  shortwave_radiation: 300,
};

/** `count` local hourly stamps in July 2026 (`2026-07-16T01:00`) from day `day` at `hour`. */
export function julyHours(day: number, hour: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const h = hour + i;
    return `2026-07-${String(day + Math.floor(h / 24)).padStart(2, "0")}T${String(h % 24).padStart(2, "0")}:00`;
  });
}

/**
 * A hand-built answer for Bern (CH, Europe/Zurich, UTC+2 in July) at the stamps `time`: each variable of `values`
 * steady, as Open-Meteo writes it; `extra` adds sections (a `daily` section).
 */
export function bern(time: readonly string[], values: Readonly<Record<string, number>> = FINE, extra: Json = {}): Json {
  const hourly: Record<string, unknown[]> = { time: [...time] };
  const hourlyUnits: Record<string, string> = { time: "iso8601" };
  for (const [variable, value] of Object.entries(values)) {
    hourly[variable] = time.map(() => value);
    hourlyUnits[variable] = (SCORE_VARIABLES as Record<string, string>)[variable] as string;
  }
  return {
    latitude: 46.95,
    longitude: 7.45,
    utc_offset_seconds: 7200,
    timezone: "Europe/Zurich",
    timezone_abbreviation: "GMT+2",
    elevation: 540,
    hourly_units: hourlyUnits,
    hourly,
    ...extra,
  };
}

/** `answer` without the keys `keys` of its hourly section (and their units). */
export function without(answer: Json, keys: readonly string[]): Json {
  const drop = (section: unknown) =>
    Object.fromEntries(Object.entries(section as Json).filter(([k]) => !keys.includes(k)));
  return { ...answer, hourly: drop(answer.hourly), hourly_units: drop(answer.hourly_units) };
}

/** A generated ensemble answer (scripts/fixtures/ensemble.ts) for country `code` of the July set (or `set`'s). */
export function generated(
  code: string,
  members: number,
  days = 7,
  variables: readonly (typeof ENSEMBLE_SCORE_VARIABLES)[number][] = ENSEMBLE_SCORE_VARIABLES,
  timezone?: string,
  set = "2026-07-15",
): Json {
  const c = getCountry(code);
  if (!c) throw new Error(`no country ${code}`);
  const point = {
    code,
    latitude: c.latitude,
    longitude: c.longitude,
    timezone: timezone ?? c.timezone,
    isCoastal: c.is_coastal,
  };
  return generateEnsemble(point, Date.parse(`${set}T12:00:00Z`), { members, days, variables }) as Json;
}

/** `answer` with run `r` renamed run `order[r]` (a permutation of the run numbers; the control is run 0). */
export function renumbered(answer: Json, order: readonly number[]): Json {
  const hourly = answer.hourly as Record<string, unknown[]>;
  const units = answer.hourly_units as Record<string, string>;
  const outHourly: Record<string, unknown[]> = { time: hourly.time as unknown[] };
  const outUnits: Record<string, string> = { time: units.time as string };
  for (const variable of ENSEMBLE_SCORE_VARIABLES) {
    if (!(variable in hourly)) continue;
    for (let r = 0; r < order.length; r++) {
      outHourly[keyOf(variable, order[r] as number)] = hourly[keyOf(variable, r)] as unknown[];
      outUnits[keyOf(variable, order[r] as number)] = units[keyOf(variable, r)] as string;
    }
  }
  return { ...answer, hourly_units: outUnits, hourly: outHourly };
}

/** `answers` (one model's each) as one answer of them all: each key and unit suffixed with its model, as Open-Meteo pools them. */
export function pooled(answers: Readonly<Record<string, Json>>): Json {
  const [first] = Object.values(answers) as [Json];
  const suffixed = (section: "hourly" | "hourly_units") =>
    Object.fromEntries([
      ["time", (first[section] as Json).time],
      ...Object.entries(answers).flatMap(([model, a]) =>
        Object.entries(a[section] as Json)
          .filter(([k]) => k !== "time")
          .map(([k, v]) => [`${k}_${model}`, v]),
      ),
    ]);
  return { ...first, hourly: suffixed("hourly"), hourly_units: suffixed("hourly_units") };
}
