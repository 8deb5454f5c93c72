import { VanskyInputError } from "../errors.js";
import { zoneOffsetSeconds } from "../time/zone.js";
import { childPath, describe, isObject, type JsonObject } from "./json.js";
import { parseWallTimeMs } from "./time.js";

/** The location fields every Open-Meteo response starts with. */
export interface ResponseHeader {
  /** Grid-cell centre's latitude, degrees north (a few km from the requested point). */
  readonly latitude: number;
  /** Grid-cell centre's longitude, degrees east (see `latitude`). */
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

/** Largest UTC offset accepted, s: ±18 h, the bound of ISO 8601 offsets in java.time (real zones span −12 to +14 h). */
const MAX_OFFSET_S = 18 * 3600;

type Check<T> = (value: unknown) => value is T;
const finite: Check<number> = (v): v is number => typeof v === "number" && Number.isFinite(v);
const within =
  (limit: number): Check<number> =>
  (v): v is number =>
    finite(v) && Math.abs(v) <= limit;
const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (v): v is T | undefined =>
    v === undefined || check(v);
const isLatitude = within(90);
const isLongitude = within(180);
const isOffset: Check<number> = (v): v is number => finite(v) && Number.isInteger(v) && Math.abs(v) <= MAX_OFFSET_S;
const isElevation: Check<number | null> = (v): v is number | null => v === null || finite(v);
const isZone: Check<string> = (v): v is string => typeof v === "string";
const isIndex: Check<number> = (v): v is number => Number.isInteger(v) && (v as number) >= 0;
const isOptionalOffset = optional(isOffset);
const isOptionalElevation = optional(isElevation);
const isOptionalZone = optional(isZone);
const isOptionalIndex = optional(isIndex);

/**
 * Header field `key` of `json` when it passes `check`, else NOT_AN_OPEN_METEO_RESPONSE saying what was `expected`,
 * or, for a field every response has that is missing, that the body is not a response at all.
 */
function headerField<T>(json: JsonObject, key: string, path: string, expected: string, check: Check<T>): T {
  const value = json[key];
  if (check(value)) return value;
  const message =
    value === undefined
      ? "missing, so this is not an Open-Meteo response"
      : `expected ${expected}, got ${describe(value)}`;
  throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", childPath(path, key), message);
}

/**
 * Checks that `json` is one Open-Meteo response object and reads its header. Open-Meteo's error body
 * (`{error: true, reason}`) becomes OPEN_METEO_ERROR with its reason; anything else not shaped like a response
 * becomes NOT_AN_OPEN_METEO_RESPONSE.
 */
export function readHeader(json: unknown, path: string): { header: ResponseHeader; body: JsonObject } {
  if (!isObject(json)) {
    const message = `expected an Open-Meteo response object, got ${describe(json)}`;
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, message);
  }
  if (json.error === true) {
    const reason = typeof json.reason === "string" ? json.reason : "no reason given";
    throw new VanskyInputError("OPEN_METEO_ERROR", path, `Open-Meteo returned an error: ${reason}`);
  }
  const latitude = headerField(json, "latitude", path, "a latitude in degrees (−90 to 90)", isLatitude);
  const longitude = headerField(json, "longitude", path, "a longitude in degrees (−180 to 180)", isLongitude);
  const offset = headerField(json, "utc_offset_seconds", path, "whole seconds within ±18 h", isOptionalOffset);
  const elevation = headerField(json, "elevation", path, "metres", isOptionalElevation);
  const timezone = headerField(json, "timezone", path, "a time-zone name", isOptionalZone);
  const locationId = headerField(json, "location_id", path, "a whole number ≥ 0", isOptionalIndex);
  const header: ResponseHeader = {
    latitude,
    longitude,
    elevationM: elevation ?? Number.NaN,
    timezone: timezone ?? null,
    utcOffsetSeconds: offset ?? (timezone === undefined ? 0 : zoneOffsetAtResponse(json, timezone, path)),
    locationId: locationId ?? 0,
  };
  return { header, body: json };
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
 * at the response's current time. Open-Meteo applies the offset in force at the request (docs/adapter.md, "Offset"),
 * and `current.time` is the request time to 15 minutes; without a current block, the first time of the response is
 * the nearest one to the request. A wall time is placed by the zone's offset at the wall time read as UTC, then once
 * more at the instant that gives. An unknown zone cannot place the times: NOT_AN_OPEN_METEO_RESPONSE.
 */
function zoneOffsetAtResponse(json: JsonObject, timezone: string, path: string): number {
  const time = firstTime(json);
  let offsetS: number;
  if (typeof time === "number" && Number.isFinite(time)) offsetS = zoneOffsetSeconds(timezone, time * 1000);
  else {
    const wallMs = typeof time === "string" ? parseWallTimeMs(time) : Number.NaN;
    const guessMs = Number.isNaN(wallMs) ? 0 : wallMs;
    offsetS = zoneOffsetSeconds(timezone, guessMs - zoneOffsetSeconds(timezone, guessMs) * 1000);
  }
  if (Number.isNaN(offsetS)) {
    const message = `missing, and the time zone ${JSON.stringify(timezone)} is not one this runtime knows to derive it from`;
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", childPath(path, "utc_offset_seconds"), message);
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
