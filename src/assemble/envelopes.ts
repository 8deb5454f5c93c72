import type { VanSkyCountry } from "./types.js";

/** Metadata of the API envelopes (contract §4.7). */
export interface EnvelopeMeta {
  readonly updatedAt: string | null;
  readonly source: string;
}

/** The `GET /api/weatherscore/weather` body (contract §4.7). */
export interface WeatherListResponse {
  data: VanSkyCountry[];
  count: number;
  updated_at: string | null;
  source: string;
}

/** The `GET /api/weatherscore/weather/{code}` body (contract §4.7). */
export interface WeatherCountryResponse {
  data: VanSkyCountry;
  updated_at: string | null;
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
