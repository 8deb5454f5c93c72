/**
 * The folder layout `vansky fetch` writes and `vansky score` reads, that of the world fixtures: `ID.forecast.json`,
 * `ID.marine.json` beside it for a location with a sea point, and an `index.json` that lists them.
 */

/** The folder index's name. */
export const INDEX_FILE = "index.json";
export const FORECAST_SUFFIX = ".forecast.json";
export const MARINE_SUFFIX = ".marine.json";

/** The forecast file's name of location `id`. */
export const forecastFile = (id: string): string => `${id}${FORECAST_SUFFIX}`;
/** The marine file's name of location `id`. */
export const marineFile = (id: string): string => `${id}${MARINE_SUFFIX}`;

/**
 * One location of `index.json` as `vansky score` reads it: its files (relative to the folder, or absolute), when its
 * forecast was fetched (`vansky fetch` writes it; the record's `fetched_at`) and, for a point that is not a country
 * of the table, its region and coast.
 */
export interface IndexEntry {
  readonly code: string;
  readonly forecast: string;
  readonly marine?: string | null;
  readonly fetched_at?: string;
  readonly region?: string;
  readonly is_coastal?: boolean;
}
