/** The envelopes an API serves outlooks in, as it serves records (contract §4.7's shape). */
import { type EnvelopeMeta, listEnvelope, recordEnvelope } from "../assemble/envelopes.js";
import type { VanSkyOutlook } from "./types.js";

/** Every country's outlook: `{data, count, updated_at, source}`, as `/api/weatherscore/weather`'s body. */
export interface OutlookListResponse {
  /** Every country's outlook. */
  data: VanSkyOutlook[];
  /** How many outlooks `data` holds. */
  count: number;
  /** When the outlooks were computed (RFC 3339), or null. */
  updated_at: string | null;
  /** The data provider's name. */
  source: string;
}

/** One country's outlook: `{data, updated_at, source}`, as `/api/weatherscore/weather/{code}`'s body. */
export interface OutlookCountryResponse {
  /** The country's outlook. */
  data: VanSkyOutlook;
  /** When the outlooks were computed (RFC 3339), or null. */
  updated_at: string | null;
  /** The data provider's name. */
  source: string;
}

/**
 * The outlook list body: `{data, count, updated_at, source}`, keys in that order.
 *
 * @throws VanskyInputError BAD_RECORD for an `updatedAt` that is not an RFC 3339 date-time, and for two outlooks of
 * one code (`data[5].code`)
 */
export function outlookListResponse(outlooks: readonly VanSkyOutlook[], meta: EnvelopeMeta): OutlookListResponse {
  return listEnvelope(outlooks, meta);
}

/**
 * One country's outlook body: `{data, updated_at, source}`.
 *
 * @throws VanskyInputError BAD_RECORD for an `updatedAt` that is not an RFC 3339 date-time (`updated_at`)
 */
export function outlookCountryResponse(outlook: VanSkyOutlook, meta: EnvelopeMeta): OutlookCountryResponse {
  return recordEnvelope(outlook, meta);
}
