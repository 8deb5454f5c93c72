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

/** The `GET /api/weatherscore/weather` body: `{data, count, updated_at, source}`, keys in that order. */
export function weatherListResponse(records: readonly VanSkyCountry[], meta: EnvelopeMeta): WeatherListResponse {
  return { data: [...records], count: records.length, updated_at: meta.updatedAt, source: meta.source };
}

/** The `GET /api/weatherscore/weather/{code}` body: `{data, updated_at, source}`. */
export function weatherCountryResponse(record: VanSkyCountry, meta: EnvelopeMeta): WeatherCountryResponse {
  return { data: record, updated_at: meta.updatedAt, source: meta.source };
}
