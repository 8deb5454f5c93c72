import { VanskyInputError } from "../errors.js";
import { isObject, type JsonObject } from "./section.js";
import { describe } from "./time.js";

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
  /** Weather model to read when a response has keys for several (`temperature_2m_gfs_seamless`, ...). */
  readonly model?: string;
  /** Largest accepted number of days in a `daily` section (default 366). */
  readonly maxDays?: number;
  /** Largest accepted number of hours in an `hourly` section (default 366 × 24). */
  readonly maxHours?: number;
}

/** Default size limits per location: a year of daily and hourly data (Open-Meteo's forecast API serves at most 108 days). */
export const DEFAULT_LIMITS = { maxDays: 366, maxHours: 366 * 24 } as const;

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
      utcOffsetSeconds: offset ?? 0,
      locationId: (locationId as number | undefined) ?? 0,
    },
    body: json,
  };
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
