/**
 * Every local day of the world fixture sets (fixtures/world/2026-07-15 and 2026-01-15, 250 countries each, eight days
 * a country) as the scores read them, with its sea where the country has one: the base points of the laws that
 * change one input of a real-looking day (test/scores/monotone.test.ts, missing.test.ts).
 */
import { normalizeForecast } from "../src/adapters/forecast.js";
import { normalizeMarine } from "../src/adapters/marine.js";
import { forecastDays } from "../src/day/forecast-days.js";
import { type SeaDay, seaDays } from "../src/day/sea.js";
import { type DayWeather, derivedDayFields } from "../src/day/weather.js";
import { defaultProfile } from "../src/profile/index.js";
import { world } from "./adapters/helpers.js";
import { fc } from "./prop.js";

/** One fixture day: its set and country, the day, and its sea (null inland and where the marine data ends). */
export interface WorldDay {
  readonly set: string;
  readonly code: string;
  readonly day: DayWeather;
  readonly sea: SeaDay | null;
}

const SETS = ["2026-07-15", "2026-01-15"] as const;

function load(): WorldDay[] {
  const out: WorldDay[] = [];
  for (const set of SETS) {
    const index = world(set, "index.json") as {
      countries: { code: string; forecast: string; marine: string | null }[];
    };
    for (const entry of index.countries) {
      const days = forecastDays(normalizeForecast(world(set, entry.forecast)));
      const seas = seaDays(entry.marine ? normalizeMarine(world(set, entry.marine)) : null, days);
      days.forEach((day, k) => {
        out.push({ set, code: entry.code, day, sea: seas[k] ?? null });
      });
    }
  }
  return out;
}

/** The 3 500 days of both sets, loaded once. */
export const WORLD_DAYS: readonly WorldDay[] = load();

/** Any one of them. */
export const worldDay = fc.integer({ min: 0, max: WORLD_DAYS.length - 1 }).map((i) => WORLD_DAYS[i] as WorldDay);

/** Any one with a sea. */
const SEA_DAYS = WORLD_DAYS.filter((d) => d.sea !== null);
export const worldSeaDay = fc.integer({ min: 0, max: SEA_DAYS.length - 1 }).map((i) => SEA_DAYS[i] as WorldDay);

/**
 * `day` with `change` applied and its derived fields (`feelsMaxC`, `effectiveCode`) computed again, as the day
 * layer computes them: changing the rain can turn a dry day's storm code into a storm.
 */
export function withDay(
  day: DayWeather,
  change: Partial<Omit<DayWeather, "night">> & { night?: Partial<DayWeather["night"]> },
): DayWeather {
  const { night, ...rest } = change;
  const next = { ...day, ...rest, night: { ...day.night, ...night } };
  return { ...next, ...derivedDayFields(next, defaultProfile) };
}
