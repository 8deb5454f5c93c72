/**
 * The 3 500 subjects of the coherence laws: both world sets (250 countries each) scored on each of their seven days,
 * `now` moved one day at a time from 12:00 UTC of the set's date, as the messages review of 2026-11-28 read them.
 * Each response is parsed and normalized once; each record is explained once.
 */
import { readFileSync } from "node:fs";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { explainCountry } from "../../src/assemble/country.js";
import { MS_PER_DAY, MS_PER_HOUR } from "../../src/time/civil.js";
import { zoneOffsetSeconds } from "../../src/time/zone.js";
import type { Subject } from "./coherence.js";
import { hoursOf } from "./coherence-hours.js";

/** The world sets. */
export const WORLD_SETS = ["2026-07-15", "2026-01-15"] as const;
/** Days of each set: `now` is moved 0..6 days on. */
export const WORLD_DAYS = 7;

/** A world-fixture file, parsed (not test/adapters/helpers.ts's `world`: this module also runs outside vitest). */
const world = (set: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../fixtures/world/${set}/${file}`, import.meta.url), "utf8"));

/** One response of a world set, parsed. */
interface Entry {
  readonly set: string;
  readonly code: string;
  readonly forecast: Record<string, unknown>;
  readonly marine: Record<string, unknown> | null;
}

function entries(): Entry[] {
  return WORLD_SETS.flatMap((set) =>
    (
      world(set, "index.json") as { countries: { code: string; forecast: string; marine: string | null }[] }
    ).countries.map((e) => ({
      set,
      code: e.code,
      forecast: world(set, e.forecast),
      marine: e.marine ? world(set, e.marine) : null,
    })),
  );
}

/** A subject of `forecast` explained at `now` (its hours from today's local midnight to tomorrow's noon). */
export function subjectOf(
  id: string,
  input: { code: string; forecast: unknown; marine: unknown; now: string },
  hoursFrom: ReturnType<typeof normalizeForecast>,
): Subject {
  const explanation = explainCountry(input);
  const zone = explanation.timezone;
  const fixed = hoursFrom.utcOffsetSeconds;
  const offsetAt = (ms: number) => (zone ? zoneOffsetSeconds(zone, ms) : fixed);
  const { dateMs, endMs } = explanation.today.recommendationInputs.day;
  return {
    id,
    record: explanation.record,
    explanation,
    hours: hoursOf(hoursFrom, dateMs, endMs + 12 * MS_PER_HOUR, offsetAt),
  };
}

/** Every subject of both sets, each day. */
export function worldSubjects(): Subject[] {
  const out: Subject[] = [];
  for (const e of entries()) {
    const series = normalizeForecast(e.forecast);
    for (let d = 0; d < WORLD_DAYS; d++) {
      const now = new Date(Date.parse(`${e.set}T12:00:00Z`) + d * MS_PER_DAY).toISOString();
      out.push(subjectOf(`${e.set}+${d} ${e.code}`, { ...e, now }, series));
    }
  }
  return out;
}
