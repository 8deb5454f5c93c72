import type { VanSkyCountry } from "./types.js";

/** Metadata of the API envelopes (contract §4.7). */
export interface EnvelopeMeta {
  readonly updatedAt: string | null;
  readonly source: string;
}

/** The `GET /api/weatherscore/weather` body: `{data, count, updated_at, source}`. */
export function weatherListResponse(records: readonly VanSkyCountry[], meta: EnvelopeMeta) {
  return { data: [...records], count: records.length, updated_at: meta.updatedAt, source: meta.source };
}

/** The `GET /api/weatherscore/weather/{code}` body: `{data, updated_at, source}`. */
export function weatherCountryResponse(record: VanSkyCountry, meta: EnvelopeMeta) {
  return { data: record, updated_at: meta.updatedAt, source: meta.source };
}
