/**
 * The folder layout `vansky fetch` writes and `vansky score` reads, that of the world fixtures: `ID.forecast.json`,
 * `ID.marine.json` beside it for a location with a sea point, and an `index.json` that lists them; an Ensemble API
 * answer `ID.ensemble.json` beside them for `vansky outlook` (fixtures/ensemble/).
 */

/** The folder index's name. */
export const INDEX_FILE = "index.json";
export const FORECAST_SUFFIX = ".forecast.json";
export const MARINE_SUFFIX = ".marine.json";
export const ENSEMBLE_SUFFIX = ".ensemble.json";

/** The forecast file's name of location `id`. */
export const forecastFile = (id: string): string => `${id}${FORECAST_SUFFIX}`;
/** The marine file's name of location `id`. */
export const marineFile = (id: string): string => `${id}${MARINE_SUFFIX}`;

/** The ensemble file's name of location `id`. */
export const ensembleFile = (id: string): string => `${id}${ENSEMBLE_SUFFIX}`;

/**
 * One location of `index.json` as `vansky score` and `vansky outlook` read it: its files (relative to the folder, or
 * absolute), when its forecast was fetched (`vansky fetch` writes it; the record's `fetched_at`) and, for a point
 * that is not a country of the table, its region and coast; for an outlook, its Ensemble API answer, when that was
 * fetched (the outlook's `fetched_at`) and the ensemble model asked. `forecast` is null for a location that has an
 * ensemble answer and no forecast (`vansky fetch --ensemble` alone): `vansky score` leaves it out.
 */
export interface IndexEntry {
  readonly code: string;
  readonly forecast: string | null;
  readonly marine?: string | null;
  readonly fetched_at?: string;
  readonly region?: string;
  readonly is_coastal?: boolean;
  readonly ensemble?: string | null;
  readonly ensemble_fetched_at?: string;
  readonly ensemble_model?: string;
}
