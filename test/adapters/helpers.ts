/** Inputs for adapter tests: the real recorded responses in ../shared (when present) and purpose-built variants. */
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { isVanskyInputError, type VanskyInputErrorCode } from "../../src/errors.js";
import { hasShared, sharedUrl } from "../shared.js";

const realDir = sharedUrl("fixtures/open-meteo-real/");
/**
 * Whether the real recorded responses are beside the repository (they are in CI; tests skip cleanly without, and
 * carry the tag `shared`: see test/shared.ts).
 */
export const hasRealFixtures = hasShared("fixtures/open-meteo-real/");
export const realFixtureNames = hasRealFixtures
  ? readdirSync(realDir)
      .filter((f) => f.endsWith(".json"))
      .sort()
  : [];
/** The country of a real recording, by the place in its name (`forecast-lisbon-…` is PT). */
export const REAL_PLACES: Readonly<Record<string, string>> = {
  adelaide: "AU",
  amsterdam: "NL",
  berlin: "DE",
  copenhagen: "DK",
  croatia: "HR",
  denver: "US",
  germany: "DE",
  kolkata: "IN",
  lisbon: "PT",
  maryland: "US",
  melbourne: "AU",
  netherlands: "NL",
  philippines: "PH",
  stockholm: "SE",
  tampa: "US",
  toronto: "CA",
};
/** The country code of a real recording's file name. */
export const realPlace = (file: string): string | undefined => REAL_PLACES[file.split("-")[1] as string];

/** A real recorded response, parsed afresh (callers may mutate it). */
export const real = (name: string): unknown => JSON.parse(readFileSync(new URL(name, realDir), "utf8"));

/** A world-fixture response, parsed afresh. */
export const world = (date: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../fixtures/world/${date}/${file}`, import.meta.url), "utf8"));

type Json = Record<string, unknown>;
const SECTIONS = ["current", "hourly", "daily"] as const;

/** Rewrites every time of a response (`time`, `sunrise`, `sunset`) from iso8601 to unixtime, as Open-Meteo would. */
export function toUnixtime(response: Json): Json {
  const copy = structuredClone(response);
  const offsetMs = (copy.utc_offset_seconds as number) * 1000;
  const seconds = (t: unknown) =>
    typeof t === "string" ? (Date.parse(t.length === 10 ? `${t}T00:00Z` : `${t}:00Z`) - offsetMs) / 1000 : t;
  for (const section of SECTIONS) {
    const block = copy[section] as Json | undefined;
    const units = copy[`${section}_units`] as Json | undefined;
    if (!block || !units) continue;
    for (const key of ["time", "sunrise", "sunset"]) {
      if (!(key in block)) continue;
      const value = block[key];
      block[key] = Array.isArray(value) ? value.map(seconds) : seconds(value);
      units[key] = "unixtime";
    }
  }
  return copy;
}

/** °C -> °F, km/h -> mp/h, mm -> inch, m -> ft, with Open-Meteo's decimals, as `temperature_unit=fahrenheit&...`. */
export function toImperial(response: Json): Json {
  const copy = structuredClone(response);
  const conversions: Record<string, [string, (x: number) => number, number]> = {
    "°C": ["°F", (x) => (x * 9) / 5 + 32, 1],
    "km/h": ["mp/h", (x) => x / 1.609344, 1],
    mm: ["inch", (x) => x / 25.4, 3],
    m: ["ft", (x) => x / 0.3048, 3],
  };
  for (const section of SECTIONS) {
    const block = copy[section] as Json | undefined;
    const units = copy[`${section}_units`] as Json | undefined;
    if (!block || !units) continue;
    for (const [key, unit] of Object.entries(units)) {
      const conversion = conversions[unit as string];
      if (!conversion) continue;
      const [to, f, decimals] = conversion;
      const round = (x: unknown) => (typeof x === "number" ? Math.round(f(x) * 10 ** decimals) / 10 ** decimals : x);
      const value = block[key];
      block[key] = Array.isArray(value) ? value.map(round) : round(value);
      units[key] = to;
    }
  }
  return copy;
}

/** Asserts that `run` throws a VanskyInputError with `code` and a path matching `path`. */
export function expectInputError(run: () => unknown, code: VanskyInputErrorCode, path?: string | RegExp): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(isVanskyInputError(thrown), `expected a VanskyInputError, got ${String(thrown)}`).toBe(true);
  const error = thrown as { code: string; path: string; message: string };
  expect(error.code, error.message).toBe(code);
  if (typeof path === "string") expect(error.path).toBe(path);
  else if (path) expect(error.path).toMatch(path);
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` moved by `days` days. */
const laterBy = (wall: string, days: number): string => {
  const ms = Date.parse(`${wall.length === 10 ? `${wall}T00:00` : wall}:00Z`) + days * 86_400_000;
  const moved = new Date(ms).toISOString();
  return wall.length === 10 ? moved.slice(0, 10) : moved.slice(0, 16);
};

/**
 * An iso8601 answer of `days` days, made from `response` (its hourly stamps, 24 a day from local midnight, and daily
 * rows): cut to its first `days`, or grown by repeating its last day a day later until it has them. A 7-day answer
 * ends at 23:00 of its seventh day, inside that day's night; an 8-day one holds the seventh's night. Works whatever
 * the length of the world fixtures' answers.
 */
export function answerOfDays(response: Json, days: number): Json {
  const copy = structuredClone(response);
  for (const [section, perDay] of [
    ["hourly", 24],
    ["daily", 1],
  ] as const) {
    const block = copy[section] as Record<string, unknown[]> | undefined;
    if (!block) continue;
    const want = days * perDay;
    for (const [key, values] of Object.entries(block)) {
      const grown = values.slice(0, want);
      while (grown.length < want) {
        const from = grown.length - perDay;
        const moved = grown.slice(from, from + perDay);
        const isTime = key === "time" || key === "sunrise" || key === "sunset";
        grown.push(...(isTime ? moved.map((t) => (typeof t === "string" ? laterBy(t, 1) : t)) : moved));
      }
      block[key] = grown;
    }
  }
  return copy;
}
