/** The sections and variables each Open-Meteo request asks for, by plan, and how many Open-Meteo counts. */
import {
  DAILY_VARIABLES,
  HOURLY_VARIABLES,
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  STAND_IN_VARIABLES,
} from "../adapters/variables.js";

/**
 * Which request plan: `lean` (the default) asks only what the engine cannot derive; `full` asks every variable the
 * adapter reads, `current` and `daily` included, for users who want Open-Meteo's own daily values.
 */
export type RequestPlanName = "lean" | "full";

/** The plans `openMeteoRequests` knows, the default first. */
export const REQUEST_PLAN_NAMES: readonly RequestPlanName[] = ["lean", "full"];

/**
 * Daily variables Open-Meteo does not document are never asked (asking for one risks a 400 for the whole batch): the
 * adapter aggregates them from the hourly values (daily sea surface temperature). Stand-ins (rain and showers for a
 * missing precipitation) are never asked: the plans ask for precipitation itself.
 */
const UNDOCUMENTED_DAILY = new Set(["sea_surface_temperature_mean"]);
/**
 * Hourly variables the lean plan leaves out: `is_day`, which the adapter reads but nothing in a record uses. The dew
 * point and apparent temperature stay asked although the engine can compute them (`hourlyInputs`): computed from the
 * rounded temperature, whole-percent humidity and wind of a response, they differ from Open-Meteo's by up to 0.77
 * and 0.29 °C (world set), enough to cross the condensation classes and the van score's heat caps in 26 of the 500
 * world records (docs/model.md, "Lean and full requests").
 */
const UNREAD = new Set(["is_day"]);

const names = (specs: readonly { name: string }[]) =>
  specs.map((s) => s.name).filter((n) => !UNDOCUMENTED_DAILY.has(n) && !STAND_IN_VARIABLES.has(n));
const lean = (specs: readonly { name: string }[]) => names(specs).filter((n) => !UNREAD.has(n));

/** The sections and variables of each API's request, by plan. */
export const REQUEST_VARIABLES = {
  /**
   * What the engine cannot derive: the hourly series alone. Daily values are rebuilt from the hourly ones by
   * Open-Meteo's rule (the local day's stamps 00:00..23:00), sun times come from the engine's solar code, now's
   * weather from the hourly values at now, the marine maxima and dominant directions from the marine hourly series.
   */
  lean: {
    /** The Forecast API's sections. */
    forecast: {
      /** `hourly=`: what the engine reads, without `is_day`. */
      hourly: lean(HOURLY_VARIABLES),
    },
    /** The Marine API's sections. */
    marine: {
      /** `hourly=`. */
      hourly: names(MARINE_HOURLY_VARIABLES),
    },
  },
  /** Every variable the adapter reads, with Open-Meteo's `current` block and its daily values as they are. */
  full: {
    /** The Forecast API's sections. */
    forecast: {
      /** `current=`: the hourly variables at the request's instant. */
      current: names(HOURLY_VARIABLES),
      /** `hourly=`. */
      hourly: names(HOURLY_VARIABLES),
      /** `daily=`, with sunrise and sunset. */
      daily: [...names(DAILY_VARIABLES), "sunrise", "sunset"],
    },
    /**
     * The Marine API's sections. Marine `current` is not asked: the engine reads it only where the daily sea
     * temperature is missing, which the hourly one gives.
     */
    marine: {
      /** `hourly=`. */
      hourly: names(MARINE_HOURLY_VARIABLES),
      /** `daily=`. */
      daily: names(MARINE_DAILY_VARIABLES),
    },
  },
} as const satisfies Record<RequestPlanName, Record<"forecast" | "marine", Record<string, readonly string[]>>>;

/** How many variables the sections ask, as Open-Meteo counts them. */
export const countOf = (sections: Readonly<Record<string, readonly string[]>>) =>
  Object.values(sections).reduce((n, list) => n + list.length, 0);
