/** The sections and variables each Open-Meteo request asks for, and how many Open-Meteo counts. */
import {
  DAILY_VARIABLES,
  HOURLY_VARIABLES,
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  STAND_IN_VARIABLES,
} from "../adapters/variables.js";

/**
 * Variable names per section, from the adapter's own tables, so that nothing the engine reads is left out. Daily
 * variables Open-Meteo does not document are left out (asking for one risks a 400 for the whole batch): the adapter
 * aggregates them from the hourly values (daily sea surface temperature). Marine `current` is not asked: the engine
 * reads it only where the daily sea temperature is missing, which the hourly one gives. Stand-ins (rain and showers
 * for a missing precipitation) are not asked: the plan asks for precipitation itself.
 */
const UNDOCUMENTED_DAILY = new Set(["sea_surface_temperature_mean"]);
const names = (specs: readonly { name: string }[]) =>
  specs.map((s) => s.name).filter((n) => !UNDOCUMENTED_DAILY.has(n) && !STAND_IN_VARIABLES.has(n));
/** The sections and variables of each API's request. */
export const REQUEST_VARIABLES = {
  /** The Forecast API's sections. */
  forecast: {
    /** `current=`: the hourly variables at the request's instant. */
    current: names(HOURLY_VARIABLES),
    /** `hourly=`. */
    hourly: names(HOURLY_VARIABLES),
    /** `daily=`, with sunrise and sunset. */
    daily: [...names(DAILY_VARIABLES), "sunrise", "sunset"],
  },
  /** The Marine API's sections. */
  marine: {
    /** `hourly=`. */
    hourly: names(MARINE_HOURLY_VARIABLES),
    /** `daily=`. */
    daily: names(MARINE_DAILY_VARIABLES),
  },
} as const;

/** How many variables the sections ask, as Open-Meteo counts them. */
export const countOf = (sections: Readonly<Record<string, readonly string[]>>) =>
  Object.values(sections).reduce((n, list) => n + list.length, 0);
