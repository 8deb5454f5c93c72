/**
 * The folder layout `vansky fetch` writes and `vansky score` reads, that of the world fixtures: `ID.forecast.json`,
 * `ID.marine.json` beside it for a location with a sea point, and an `index.json` that lists them; an Ensemble API
 * answer `ID.ensemble.json` beside them for `vansky outlook` (fixtures/ensemble/). Each answer may be a FlatBuffers
 * one instead (`vansky fetch --format flatbuffers`): its bytes as Open-Meteo sent them, `ID.forecast.fb` and so on.
 */
import type { AnswerFormat } from "../../request/plan.js";

/** The folder index's name. */
export const INDEX_FILE = "index.json";
export const FORECAST_SUFFIX = ".forecast.json";
export const MARINE_SUFFIX = ".marine.json";
export const ENSEMBLE_SUFFIX = ".ensemble.json";

/** The extension of an answer file of each format. */
const EXTENSIONS: Readonly<Record<AnswerFormat, string>> = { json: ".json", flatbuffers: ".fb" };
/** The extension of a FlatBuffers answer's file: its bytes, read as they are. */
export const FLATBUFFERS_EXTENSION = EXTENSIONS.flatbuffers;

/** An answer file's suffix (`.forecast.json`) in `format`: `.forecast.fb` for FlatBuffers. */
export const inFormat = (suffix: string, format: AnswerFormat): string => suffix.replace(/\.json$/, EXTENSIONS[format]);

/** The suffixes of one kind of answer file (`FORECAST_SUFFIX`) in every format, JSON's first. */
export const suffixesOf = (suffix: string): string[] =>
  (Object.keys(EXTENSIONS) as AnswerFormat[]).map((format) => inFormat(suffix, format));

/** Whether the answer file `path` holds FlatBuffers bytes (read as bytes, not text), by its extension. */
export const isFlatBuffersFile = (path: string): boolean => path.endsWith(FLATBUFFERS_EXTENSION);

/**
 * The names of location `id`'s file of one kind (`file`: `marineFile`) to look for beside the answer file `name`: in
 * `name`'s format first, then in the other.
 */
export const namesBeside = (name: string, id: string, file: (id: string, format: AnswerFormat) => string): string[] =>
  (isFlatBuffersFile(name) ? (["flatbuffers", "json"] as const) : (["json", "flatbuffers"] as const)).map((f) =>
    file(id, f),
  );

/** The forecast file's name of location `id` in `format` (default JSON). */
export const forecastFile = (id: string, format: AnswerFormat = "json"): string =>
  `${id}${inFormat(FORECAST_SUFFIX, format)}`;
/** The marine file's name of location `id` in `format`. */
export const marineFile = (id: string, format: AnswerFormat = "json"): string =>
  `${id}${inFormat(MARINE_SUFFIX, format)}`;

/** The ensemble file's name of location `id` in `format`. */
export const ensembleFile = (id: string, format: AnswerFormat = "json"): string =>
  `${id}${inFormat(ENSEMBLE_SUFFIX, format)}`;

/** The location id of the answer file `name` of the kind of `suffix` (`PT.forecast.fb`: `PT`), in either format. */
export function idOf(name: string, suffix: string): string | undefined {
  const found = suffixesOf(suffix).find((s) => name.endsWith(s));
  return found === undefined ? undefined : name.slice(0, -found.length);
}

/**
 * The name of the answer file `name` in the other format (`PT.forecast.json` and `PT.forecast.fb`), undefined for a
 * name that is neither: the older file a run in one format removes when it writes the other.
 */
export function otherFormat(name: string): string | undefined {
  for (const suffix of [FORECAST_SUFFIX, MARINE_SUFFIX, ENSEMBLE_SUFFIX]) {
    const [json, fb] = suffixesOf(suffix) as [string, string];
    if (name.endsWith(json)) return `${name.slice(0, -json.length)}${fb}`;
    if (name.endsWith(fb)) return `${name.slice(0, -fb.length)}${json}`;
  }
  return undefined;
}

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
