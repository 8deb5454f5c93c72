import { VanskyInputError } from "../errors.js";
import { parseIsoDateTime } from "../time/iso.js";
import type { VanSkyCountry } from "./types.js";

/** Metadata of the API envelopes (contract §4.7). */
export interface EnvelopeMeta {
  /** When the records were computed: an ISO 8601 date-time with seconds and an offset (RFC 3339), or null. */
  readonly updatedAt: string | null;
  /** The data source's name, e.g. "Open-Meteo". */
  readonly source: string;
}

/** The `GET /api/weatherscore/weather` body (contract §4.7). */
export interface WeatherListResponse {
  /** Every country's record. */
  data: VanSkyCountry[];
  /** How many records `data` holds. */
  count: number;
  /** When the records were computed (RFC 3339), or null. */
  updated_at: string | null;
  /** The data provider's name. */
  source: string;
}

/** The `GET /api/weatherscore/weather/{code}` body (contract §4.7). */
export interface WeatherCountryResponse {
  /** The country's record. */
  data: VanSkyCountry;
  /** When the record was computed (RFC 3339), or null. */
  updated_at: string | null;
  /** The data provider's name. */
  source: string;
}

function checkMeta(meta: EnvelopeMeta): void {
  if (typeof meta !== "object" || meta === null)
    throw new VanskyInputError("BAD_OPTION", "meta", "expected {updatedAt, source}");
  const { updatedAt, source } = meta;
  if (updatedAt !== null && (typeof updatedAt !== "string" || !parseIsoDateTime(updatedAt, true)))
    throw new VanskyInputError(
      "BAD_RECORD",
      "updated_at",
      `expected an ISO 8601 date-time with seconds and an offset (RFC 3339) or null, got ${String(updatedAt)}`,
    );
  if (typeof source !== "string") throw new VanskyInputError("BAD_RECORD", "source", "expected a string");
}

/** A list envelope of records of any kind keyed by code: `{data, count, updated_at, source}`. */
export interface ListEnvelope<T> {
  data: T[];
  count: number;
  updated_at: string | null;
  source: string;
}

/**
 * `{data, count, updated_at, source}` of `records` (VanSkyCountry records, or outlooks), keys in that order.
 *
 * @throws VanskyInputError BAD_RECORD for an `updatedAt` that is not an RFC 3339 date-time (`updated_at`), and for
 * two records of one code (the list is keyed by code: `data[5].code`)
 */
export function listEnvelope<T extends { code: string }>(records: readonly T[], meta: EnvelopeMeta): ListEnvelope<T> {
  checkMeta(meta);
  if (!Array.isArray(records)) throw new VanskyInputError("BAD_OPTION", "records", "expected an array of records");
  const seen = new Map<string, number>();
  for (const [i, record] of records.entries()) {
    const code = (record as { code?: unknown } | null)?.code;
    if (typeof code !== "string")
      throw new VanskyInputError("BAD_RECORD", `data[${i}].code`, "expected a record with a code");
    const first = seen.get(code);
    if (first !== undefined)
      throw new VanskyInputError("BAD_RECORD", `data[${i}].code`, `${code} is also the code of data[${first}]`);
    seen.set(code, i);
  }
  return { data: [...records], count: records.length, updated_at: meta.updatedAt, source: meta.source };
}

/**
 * `{data, updated_at, source}` of one record.
 *
 * @throws VanskyInputError BAD_RECORD for an `updatedAt` that is not an RFC 3339 date-time (`updated_at`)
 */
export function recordEnvelope<T>(
  record: T,
  meta: EnvelopeMeta,
): { data: T; updated_at: string | null; source: string } {
  checkMeta(meta);
  return { data: record, updated_at: meta.updatedAt, source: meta.source };
}

/**
 * The `GET /api/weatherscore/weather` body: `{data, count, updated_at, source}`, keys in that order.
 *
 * @throws VanskyInputError BAD_RECORD for an `updatedAt` that is not an RFC 3339 date-time (`updated_at`), and for
 * two records of one code (the list is keyed by code: `data[5].code`)
 */
export function weatherListResponse(records: readonly VanSkyCountry[], meta: EnvelopeMeta): WeatherListResponse {
  return listEnvelope(records, meta);
}

/**
 * The `GET /api/weatherscore/weather/{code}` body: `{data, updated_at, source}`.
 *
 * @throws VanskyInputError BAD_RECORD for an `updatedAt` that is not an RFC 3339 date-time (`updated_at`)
 */
export function weatherCountryResponse(record: VanSkyCountry, meta: EnvelopeMeta): WeatherCountryResponse {
  return recordEnvelope(record, meta);
}
