import { VanskyInputError } from "../errors.js";
import { zoneOffsetSeconds } from "../time/zone.js";
import { isObject, type JsonObject } from "./section.js";
import { describe, parseWallTimeMs } from "./time.js";

/** The location fields every Open-Meteo response starts with. */
export interface ResponseHeader {
  /** Grid-cell centre, degrees north and east (a few km from the requested point). */
  readonly latitude: number;
  readonly longitude: number;
  /** Grid-cell elevation, m; `NaN` when the response has none (older marine responses). */
  readonly elevationM: number;
  /** The response's `timezone` (an IANA name such as `Europe/Lisbon`, or `GMT`); `null` when absent. */
  readonly timezone: string | null;
  /** The one UTC offset Open-Meteo applied to every local time of the response, s (the offset at request time). */
  readonly utcOffsetSeconds: number;
  /** Position in a multi-location request (`location_id`; 0 for the first location). */
  readonly locationId: number;
}

/** Options shared by the normalizers. */
export interface NormalizeOptions {
  /**
   * Weather model to read when a response has keys for several (`temperature_2m_gfs_seamless`, ...): one of
   * Open-Meteo's model identifiers, or a newer one, which is then also read as a key suffix.
   */
  readonly model?: string;
  /**
   * Ensemble member to read from an Ensemble API response (`temperature_2m_member03`): 0, the default, is the control
   * run (the unsuffixed keys). Variables without member keys are read as they are.
   */
  readonly member?: number;
  /** Largest accepted number of days in a `daily` section, a whole number ≥ 1 (default 366). */
  readonly maxDays?: number;
  /** Largest accepted number of hours in an `hourly` section, a whole number ≥ 1 (default 366 × 24). */
  readonly maxHours?: number;
}

/** Default size limits per location: a year of daily and hourly data (Open-Meteo's forecast API serves at most 108 days). */
export const DEFAULT_LIMITS = { maxDays: 366, maxHours: 366 * 24 } as const;

/** NormalizeOptions checked, with their defaults. */
export interface ResolvedOptions {
  readonly model: string | undefined;
  readonly member: number;
  readonly maxDays: number;
  readonly maxHours: number;
}

const DEFAULT_OPTIONS: ResolvedOptions = { model: undefined, member: 0, ...DEFAULT_LIMITS };

const badOption = (key: string, expected: string, value: unknown) =>
  new VanskyInputError("BAD_OPTION", `options.${key}`, `expected ${expected}, got ${describe(value)}`);

/** A whole-number option at least `min`, or its default when absent. */
function wholeOption(options: JsonObject, key: string, min: number, fallback: number): number {
  const value = options[key];
  if (value === undefined) return fallback;
  if (typeof value === "number" && Number.isInteger(value) && value >= min) return value;
  throw badOption(key, `a whole number ≥ ${min}`, value);
}

/** Checks the normalizers' options (BAD_OPTION naming `options.<key>`) and fills in the defaults. */
export function readOptions(options: unknown): ResolvedOptions {
  if (options === undefined) return DEFAULT_OPTIONS;
  if (!isObject(options))
    throw new VanskyInputError("BAD_OPTION", "options", `expected an object, got ${describe(options)}`);
  const model = options.model;
  if (model !== undefined && !(typeof model === "string" && model.length > 0))
    throw badOption("model", "an Open-Meteo model name such as gfs_seamless", model);
  return {
    model,
    member: wholeOption(options, "member", 0, 0),
    maxDays: wholeOption(options, "maxDays", 1, DEFAULT_LIMITS.maxDays),
    maxHours: wholeOption(options, "maxHours", 1, DEFAULT_LIMITS.maxHours),
  };
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Checks that `json` is one Open-Meteo response object and reads its header. Open-Meteo's error body
 * (`{error: true, reason}`) becomes OPEN_METEO_ERROR with its reason; anything else not shaped like a response
 * becomes NOT_AN_OPEN_METEO_RESPONSE.
 */
export function readHeader(json: unknown, path: string): { header: ResponseHeader; body: JsonObject } {
  if (!isObject(json)) {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      path,
      `expected an Open-Meteo response object, got ${describe(json)}`,
    );
  }
  if (json.error === true) {
    const reason = typeof json.reason === "string" ? json.reason : "no reason given";
    throw new VanskyInputError("OPEN_METEO_ERROR", path, `Open-Meteo returned an error: ${reason}`);
  }
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const { latitude, longitude, elevation, timezone, utc_offset_seconds: offset, location_id: locationId } = json;
  if (!finite(latitude) || Math.abs(latitude) > 90) {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      at("latitude"),
      `expected a latitude in degrees, got ${describe(latitude)}`,
    );
  }
  if (!finite(longitude) || Math.abs(longitude) > 180) {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      at("longitude"),
      `expected a longitude in degrees, got ${describe(longitude)}`,
    );
  }
  if (offset !== undefined && !(finite(offset) && Number.isInteger(offset) && Math.abs(offset) <= 18 * 3600)) {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      at("utc_offset_seconds"),
      `expected whole seconds within ±18 h, got ${describe(offset)}`,
    );
  }
  if (elevation !== undefined && elevation !== null && !finite(elevation)) {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      at("elevation"),
      `expected metres, got ${describe(elevation)}`,
    );
  }
  if (timezone !== undefined && typeof timezone !== "string") {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      at("timezone"),
      `expected a time-zone name, got ${describe(timezone)}`,
    );
  }
  if (locationId !== undefined && !(Number.isInteger(locationId) && (locationId as number) >= 0)) {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      at("location_id"),
      `expected a whole number, got ${describe(locationId)}`,
    );
  }
  return {
    header: {
      latitude,
      longitude,
      elevationM: finite(elevation) ? elevation : Number.NaN,
      timezone: timezone ?? null,
      utcOffsetSeconds: offset ?? (timezone === undefined ? 0 : zoneOffsetAtResponse(json, timezone, at)),
      locationId: (locationId as number | undefined) ?? 0,
    },
    body: json,
  };
}

/** The first time of a response: `current.time` (the request time), else the first of `hourly` or `daily`. */
function firstTime(json: JsonObject): unknown {
  for (const key of ["current", "current_weather", "hourly", "daily"]) {
    const block = json[key];
    if (!isObject(block)) continue;
    const time = Array.isArray(block.time) ? block.time[0] : block.time;
    if (time !== undefined) return time;
  }
  return undefined;
}

/**
 * The offset, s, Open-Meteo would have written as `utc_offset_seconds` for a response that lacks it: the zone's offset
 * at the response's current time. Open-Meteo applies the offset in force at the request (`utc_offset_seconds`,
 * docs/adapter.md), and `current.time` is the request time to 15 minutes; without a current block, the first time
 * of the response is the nearest one to the request. A wall time is placed by the zone's offset at the wall time
 * read as UTC, then once more at the instant that gives. An unknown zone cannot place the times: error.
 */
function zoneOffsetAtResponse(json: JsonObject, timezone: string, at: (key: string) => string): number {
  const time = firstTime(json);
  const wallMs = typeof time === "string" ? parseWallTimeMs(time) : Number.NaN;
  let offsetS: number;
  if (typeof time === "number" && Number.isFinite(time)) offsetS = zoneOffsetSeconds(timezone, time * 1000);
  else {
    const guessMs = Number.isNaN(wallMs) ? 0 : wallMs;
    offsetS = zoneOffsetSeconds(timezone, guessMs - zoneOffsetSeconds(timezone, guessMs) * 1000);
  }
  if (Number.isNaN(offsetS)) {
    throw new VanskyInputError(
      "NOT_AN_OPEN_METEO_RESPONSE",
      at("utc_offset_seconds"),
      `missing, and the time zone ${JSON.stringify(timezone)} is not one this runtime knows to derive it from`,
    );
  }
  return offsetS;
}

/**
 * Normalizes each response of a multi-location array, in `location_id` order (the first location has none);
 * paths of errors start with the element's index, e.g. `[1].daily.time[0]`.
 */
export function normalizeEach<T>(
  responses: readonly unknown[],
  normalizeOne: (response: unknown, path: string) => { locationId: number; result: T },
): T[] {
  if (responses.length === 0)
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", "", "an empty array holds no response");
  return responses
    .map((r, i) => normalizeOne(r, `[${i}]`))
    .sort((a, b) => a.locationId - b.locationId)
    .map((r) => r.result);
}
