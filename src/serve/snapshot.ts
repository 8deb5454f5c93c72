/**
 * A served set of records, checked and serialized once: the `GET /api/weatherscore/weather` body and one body per
 * record (contract §4.7), each as UTF-8 bytes with its entity tag, shared by every request until the next
 * refresh. A snapshot never changes; a refresh builds a new one and swaps it in whole, so a request sees the old set
 * or the new one, never a mix.
 */
import type { VanSkyCountry } from "../assemble/types.js";
import { VanskyInputError } from "../errors.js";
import { vanSkyCountrySchema } from "../schema/index.js";
import { type Check, compileSchema, isDateTime, pathText } from "./validate.js";

/** A response body: its bytes and a strong entity tag (RFC 9110 §8.8.3) derived from them. */
export interface Body {
  /** The body, UTF-8 (JSON unless `type` says otherwise). */
  readonly bytes: Uint8Array;
  /** `"<hash>-<length>"`, both base 36: a 53-bit hash of the text and its length. */
  readonly etag: string;
  /** Its `Content-Type`; JSON when absent. */
  readonly type?: string;
  /** Its `Cache-Control`; the server's data policy (`public, max-age=…`) when absent. */
  readonly cacheControl?: string;
  /** More headers sent with it, name and value alternating (a page's Content-Security-Policy). */
  readonly headers?: readonly string[];
}

/** What a refresh supplies: the records and the envelopes' metadata. */
export interface RecordSet {
  /** The records, at most one per code. */
  readonly records: readonly VanSkyCountry[];
  /** The envelopes' `updated_at` (an RFC 3339 date-time, or null). */
  readonly updatedAt: string | null;
  /** The envelopes' `source` (the data provider); default "Open-Meteo". */
  readonly source?: string;
}

/** A checked, serialized set of records. */
export interface Snapshot {
  /** The records, checked against the published schema. */
  readonly records: readonly VanSkyCountry[];
  /** The envelopes' `updated_at`. */
  readonly updatedAt: string | null;
  /** The envelopes' `source`. */
  readonly source: string;
  /** `updatedAt` as epoch ms (NaN when null). */
  readonly updatedAtMs: number;
  /** The list body `{data, count, updated_at, source}`. */
  readonly list: Body;
  /** The body `{data, updated_at, source}` of each record, by `keyOf` its code (two letters upper-cased). */
  readonly countries: ReadonlyMap<string, Body>;
}

/** The envelopes' `source` when none is given: where vansky's forecasts come from. */
export const DEFAULT_SOURCE = "Open-Meteo";

const UTF8 = new TextEncoder();
const TWO_LETTERS = /^[A-Za-z]{2}$/;

/** cyrb53 (bryc, public domain): a fast 53-bit string hash with good spread, enough to tell versions of a body apart. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The bytes of a text (JSON unless `meta` gives another type) and its entity tag. */
export function bodyOf(text: string, meta?: Pick<Body, "type" | "cacheControl" | "headers">): Body {
  return { ...meta, bytes: UTF8.encode(text), etag: `"${hash53(text).toString(36)}-${text.length.toString(36)}"` };
}

let recordCheck: Check | undefined;

/** Throws `BAD_RECORD` at `data[i]…` unless `records` all satisfy the published schema with distinct codes. */
export function checkRecords(records: readonly VanSkyCountry[]): void {
  if (!Array.isArray(records)) throw new VanskyInputError("BAD_RECORD", "data", "expected an array of records");
  recordCheck ??= compileSchema(vanSkyCountrySchema);
  const seen = new Map<string, number>();
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    const failure = recordCheck(record);
    const code = (record as { code?: unknown } | undefined)?.code;
    const label = typeof code === "string" ? ` (record ${code})` : "";
    if (failure)
      throw new VanskyInputError("BAD_RECORD", pathText(`data[${i}]`, failure.path), failure.problem + label);
    const key = keyOf((record as VanSkyCountry).code);
    const first = seen.get(key);
    if (first !== undefined)
      throw new VanskyInputError("BAD_RECORD", `data[${i}].code`, `${code} repeats the code of data[${first}]`);
    seen.set(key, i);
  }
}

/** The key a record is found by: two-letter codes in upper case (the route is case-insensitive), others as they are. */
export const keyOf = (code: string): string => (TWO_LETTERS.test(code) ? code.toUpperCase() : code);

function checkMeta(updatedAt: unknown, source: unknown): void {
  if (updatedAt !== null && (typeof updatedAt !== "string" || !isDateTime(updatedAt)))
    throw new VanskyInputError("BAD_RECORD", "updated_at", `expected an RFC 3339 date-time or null, got ${updatedAt}`);
  if (typeof source !== "string") throw new VanskyInputError("BAD_RECORD", "source", "expected a string");
}

/**
 * Checks `set` (every record against the published schema, distinct codes, `updated_at` a date-time or null) and
 * serializes it: each record once, its text shared by the list body and its own body, byte for byte
 * `JSON.stringify` of `weatherListResponse` and `weatherCountryResponse`. Throws `VanskyInputError` `BAD_RECORD`.
 */
export function createSnapshot(set: RecordSet): Snapshot {
  const source = set.source ?? DEFAULT_SOURCE;
  checkMeta(set.updatedAt, source);
  checkRecords(set.records);
  const records = [...set.records];
  const tail = `"updated_at":${JSON.stringify(set.updatedAt)},"source":${JSON.stringify(source)}}`;
  const texts = records.map((r) => JSON.stringify(r));
  const countries = new Map<string, Body>();
  for (let i = 0; i < records.length; i++)
    countries.set(keyOf((records[i] as VanSkyCountry).code), bodyOf(`{"data":${texts[i]},${tail}`));
  return {
    records,
    updatedAt: set.updatedAt,
    source,
    updatedAtMs: set.updatedAt === null ? Number.NaN : Date.parse(set.updatedAt),
    list: bodyOf(`{"data":[${texts.join(",")}],"count":${records.length},${tail}`),
    countries,
  };
}
