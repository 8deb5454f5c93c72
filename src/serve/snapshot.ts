/**
 * A served set of records, checked and serialized once: the `GET /api/weatherscore/weather` body and one body per
 * record (contract §4.7), and with outlooks their `GET /api/weatherscore/outlook` bodies likewise, each as UTF-8
 * bytes with its entity tag, shared by every request until the next refresh. A snapshot never changes; a refresh
 * builds a new one and swaps it in whole, so a request sees the old set or the new one, never a mix.
 */
import type { VanSkyCountry } from "../assemble/types.js";
import { VanskyInputError } from "../errors.js";
import type { VanSkyOutlook } from "../outlook/types.js";
import { vanSkyCountrySchema, vanSkyOutlookSchema } from "../schema/index.js";
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

/** What a refresh supplies: the records, the outlooks, and the envelopes' metadata. */
export interface RecordSet {
  /** The records, at most one per code. */
  readonly records: readonly VanSkyCountry[];
  /** The envelopes' `updated_at` (an RFC 3339 date-time, or null). */
  readonly updatedAt: string | null;
  /** The envelopes' `source` (the data provider); default "Open-Meteo". */
  readonly source?: string;
  /**
   * The outlooks (`outlookCountry`'s), at most one per code, served at `/api/weatherscore/outlook`; none (absent):
   * those paths answer 404 `no_outlook`.
   */
  readonly outlooks?: readonly VanSkyOutlook[];
  /** The outlook envelopes' `updated_at`; default the latest `fetched_at` of the outlooks, else null. */
  readonly outlooksUpdatedAt?: string | null;
}

/** A collection's bodies: its list and each item's, by `keyOf` its code (two letters upper-cased). */
export interface Bodies {
  /** The list body `{data, count, updated_at, source}`. */
  readonly list: Body;
  /** The body `{data, updated_at, source}` of each item. */
  readonly countries: ReadonlyMap<string, Body>;
}

/** A checked, serialized set of outlooks. */
export interface OutlookSnapshot extends Bodies {
  /** The outlooks, checked against the published schema. */
  readonly outlooks: readonly VanSkyOutlook[];
  /** Their envelopes' `updated_at`. */
  readonly updatedAt: string | null;
}

/** A checked, serialized set of records (and of outlooks, when it has some). */
export interface Snapshot extends Bodies {
  /** The records, checked against the published schema. */
  readonly records: readonly VanSkyCountry[];
  /** The envelopes' `updated_at`. */
  readonly updatedAt: string | null;
  /** The envelopes' `source`. */
  readonly source: string;
  /** `updatedAt` as epoch ms (NaN when null). */
  readonly updatedAtMs: number;
  /** The outlooks' bodies; undefined when the set has none. */
  readonly outlook: OutlookSnapshot | undefined;
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

const checks = new Map<object, Check>();

/**
 * Throws `BAD_RECORD` at `data[i]…` unless `items` all satisfy `schema` with distinct codes (`noun` names an item in
 * the messages).
 */
function checkItems(items: readonly unknown[], schema: object, noun: string): void {
  if (!Array.isArray(items)) throw new VanskyInputError("BAD_RECORD", "data", `expected an array of ${noun}s`);
  const check = checks.get(schema) ?? compileSchema(schema as Parameters<typeof compileSchema>[0]);
  checks.set(schema, check);
  const seen = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const failure = check(item);
    const code = (item as { code?: unknown } | undefined)?.code;
    const label = typeof code === "string" ? ` (${noun} ${code})` : "";
    if (failure)
      throw new VanskyInputError("BAD_RECORD", pathText(`data[${i}]`, failure.path), failure.problem + label);
    const key = keyOf(code as string);
    const first = seen.get(key);
    if (first !== undefined)
      throw new VanskyInputError("BAD_RECORD", `data[${i}].code`, `${code} repeats the code of data[${first}]`);
    seen.set(key, i);
  }
}

/** Throws `BAD_RECORD` at `data[i]…` unless `records` all satisfy the published schema with distinct codes. */
export const checkRecords = (records: readonly VanSkyCountry[]): void =>
  checkItems(records, vanSkyCountrySchema, "record");

/** Throws `BAD_RECORD` at `data[i]…` unless `outlooks` all satisfy the published `VanSkyOutlook` with distinct codes. */
export const checkOutlooks = (outlooks: readonly VanSkyOutlook[]): void =>
  checkItems(outlooks, vanSkyOutlookSchema, "outlook");

/** The key a record is found by: two-letter codes in upper case (the route is case-insensitive), others as they are. */
export const keyOf = (code: string): string => (TWO_LETTERS.test(code) ? code.toUpperCase() : code);

function checkMeta(updatedAt: unknown, source: unknown): void {
  if (updatedAt !== null && (typeof updatedAt !== "string" || !isDateTime(updatedAt)))
    throw new VanskyInputError("BAD_RECORD", "updated_at", `expected an RFC 3339 date-time or null, got ${updatedAt}`);
  if (typeof source !== "string") throw new VanskyInputError("BAD_RECORD", "source", "expected a string");
}

/**
 * The bodies of `items` (each serialized once, its text shared by the list body and its own), byte for byte
 * `JSON.stringify` of the list and item envelopes with `updatedAt` and `source`.
 */
function bodiesOf(items: readonly { readonly code: string }[], updatedAt: string | null, source: string): Bodies {
  const tail = `"updated_at":${JSON.stringify(updatedAt)},"source":${JSON.stringify(source)}}`;
  const texts = items.map((r) => JSON.stringify(r));
  const countries = new Map<string, Body>();
  for (let i = 0; i < items.length; i++)
    countries.set(keyOf((items[i] as { code: string }).code), bodyOf(`{"data":${texts[i]},${tail}`));
  return { list: bodyOf(`{"data":[${texts.join(",")}],"count":${items.length},${tail}`), countries };
}

/** The latest `fetched_at` of `outlooks` (RFC 3339 instants compared as instants), null when none has one. */
function latestFetch(outlooks: readonly VanSkyOutlook[]): string | null {
  let latest: string | null = null;
  for (const o of outlooks)
    if (o.fetched_at !== null && (latest === null || Date.parse(o.fetched_at) > Date.parse(latest)))
      latest = o.fetched_at;
  return latest;
}

/**
 * Checks `set` (every record and outlook against the published schemas, distinct codes, `updated_at` a date-time
 * or null) and serializes it: byte for byte `JSON.stringify` of `weatherListResponse` and `weatherCountryResponse`,
 * and of `outlookListResponse` and `outlookCountryResponse`. Throws `VanskyInputError` `BAD_RECORD`.
 */
export function createSnapshot(set: RecordSet): Snapshot {
  const source = set.source ?? DEFAULT_SOURCE;
  checkMeta(set.updatedAt, source);
  checkRecords(set.records);
  let outlook: OutlookSnapshot | undefined;
  if (set.outlooks !== undefined) {
    checkOutlooks(set.outlooks);
    const outlooks = [...set.outlooks];
    const updatedAt = set.outlooksUpdatedAt === undefined ? latestFetch(outlooks) : set.outlooksUpdatedAt;
    checkMeta(updatedAt, source);
    outlook = { outlooks, updatedAt, ...bodiesOf(outlooks, updatedAt, source) };
  }
  const records = [...set.records];
  return {
    records,
    updatedAt: set.updatedAt,
    source,
    updatedAtMs: set.updatedAt === null ? Number.NaN : Date.parse(set.updatedAt),
    ...bodiesOf(records, set.updatedAt, source),
    outlook,
  };
}
