/**
 * `createWeatherscoreHandler`: the `/api/weatherscore` endpoints (contract §4.7, and the outlook's beside them) as a
 * web-standard function from `Request` to `Response`, the shape Deno, Bun, Cloudflare Workers, Node frameworks (Hono, …) and every edge
 * runtime serve. The only part of the library that reads the clock (for rate limiting and Last-Modified), through
 * an injectable `now`.
 */
import type { VanSkyCountry } from "../assemble/types.js";
import { VanskyInputError } from "../errors.js";
import type { VanSkyOutlook } from "../outlook/types.js";
import { openapiDocument } from "./openapi.js";
import { DEFAULT_RATE_LIMIT, type RateLimiter, slidingWindowLimiter } from "./rate-limit.js";
import { type Answer, Router } from "./router.js";
import { bodyOf, createSnapshot, DEFAULT_SOURCE, type RecordSet, type Snapshot } from "./snapshot.js";
import { WeatherscoreStore } from "./store.js";

/** Rate limiting per client (contract §8). */
export interface RateLimitOptions {
  /** Requests per window; default 120. Ignored when `limiter` is given. */
  readonly limit?: number;
  /** The window, ms; default 60 000. Ignored when `limiter` is given. */
  readonly windowMs?: number;
  /** Your own limiter (shared storage across instances, …); default an in-memory `slidingWindowLimiter`. */
  readonly limiter?: RateLimiter;
  /**
   * The client's key (an IP address) from the request, e.g. `(r) => r.headers.get("CF-Connecting-IP")` on
   * Cloudflare; a `context.clientKey` given with the request wins. Without either, all clients share one key.
   */
  readonly clientKey?: (request: Request) => string | null | undefined;
}

/** Options of `createWeatherscoreHandler`. */
export interface WeatherscoreHandlerOptions {
  /**
   * The records: a fixed array (with `updatedAt` and `source` below), a `WeatherscoreStore` whose refreshes swap
   * the set, or a function returning the current `{records, updatedAt, source?}` (a new set is checked and
   * serialized when the function returns other records or metadata than the last time).
   */
  readonly records: readonly VanSkyCountry[] | WeatherscoreStore | (() => RecordSet);
  /** The envelopes' `updated_at` for a fixed array; default null. */
  readonly updatedAt?: string | null;
  /**
   * Outlooks (`outlookCountry`'s) served beside a fixed array at `/api/weatherscore/outlook` and
   * `/api/weatherscore/outlook/{code}`; without them those paths answer 404 `no_outlook`. A store or a function
   * gives its own (`RecordSet.outlooks`).
   */
  readonly outlooks?: readonly VanSkyOutlook[];
  /** Their envelopes' `updated_at`; default the latest `fetched_at` of the outlooks, else null. */
  readonly outlooksUpdatedAt?: string | null;
  /** The envelopes' `source` for a fixed array or a function that gives none; default "Open-Meteo". */
  readonly source?: string;
  /** Where the API is mounted: `""` (default) or a path like `/v1`; `/api/weatherscore/…` is below it. */
  readonly basePath?: string;
  /** Serve the whole OpenAPI 3.0 document at `{basePath}/docs.openapi`; default false. */
  readonly openapi?: boolean;
  /** `Cache-Control: public, max-age=` of the data, s; default 600 (contract §8: poll at most every 10 minutes). */
  readonly maxAgeSeconds?: number;
  /**
   * Rate limiting per client (contract §8); default none, since the handler cannot see a client's address on every
   * runtime (without a key all clients share one budget). `{}` gives 120 requests per minute.
   */
  readonly rateLimit?: RateLimitOptions;
  /** The clock, epoch ms; default `Date.now`. */
  readonly now?: () => number;
  /** Told of every exception the handler turned into a 500, and of a function's set that failed its check. */
  readonly onError?: (error: unknown) => void;
}

/** What a server may pass with each request. */
export interface RequestContext {
  /** The client's rate-limit key (its address, as the runtime knows it). */
  readonly clientKey?: string;
}

/** A `/api/weatherscore` handler: never throws, never rejects. */
export type WeatherscoreHandler = (request: Request, context?: RequestContext) => Response;

/** Contract §8: callers are asked to poll no faster than every 10 minutes. */
const DEFAULT_MAX_AGE_S = 600;

/** `basePath` checked and normalized: `""` or `/a/b` (no trailing slash). */
export function normalizeBasePath(basePath: string): string {
  if (!/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/.test(basePath) || basePath.includes("//"))
    throw new VanskyInputError(
      "BAD_OPTION",
      "basePath",
      `expected a path such as "/" or "/v1", got ${JSON.stringify(basePath)}`,
    );
  return basePath.replace(/\/+$/, "");
}

/** The current snapshot's getter for each form of `records`; the first set is checked now (throws). */
function snapshotSource(
  options: WeatherscoreHandlerOptions,
  onError: (error: unknown) => void,
): () => Snapshot | undefined {
  const { records } = options;
  const source = options.source ?? DEFAULT_SOURCE;
  if (records instanceof WeatherscoreStore) return () => records.snapshot;
  if (Array.isArray(records)) {
    const { outlooks, outlooksUpdatedAt } = options;
    const fixed = createSnapshot({
      records,
      updatedAt: options.updatedAt ?? null,
      source,
      ...(outlooks === undefined ? {} : { outlooks }),
      ...(outlooksUpdatedAt === undefined ? {} : { outlooksUpdatedAt }),
    });
    return () => fixed;
  }
  if (typeof records !== "function")
    throw new VanskyInputError(
      "BAD_OPTION",
      "records",
      "expected an array of records, a WeatherscoreStore or a function",
    );
  const current = records as () => RecordSet;
  let last = current();
  let snapshot: Snapshot | undefined = createSnapshot({ source, ...last });
  return () => {
    const set = current();
    const changed = (["records", "updatedAt", "source", "outlooks", "outlooksUpdatedAt"] as const).some(
      (key) => set[key] !== last[key],
    );
    if (set !== last && changed) {
      last = set;
      try {
        snapshot = createSnapshot({ source, ...set });
      } catch (error) {
        onError(error); // a bad refresh keeps the previous set
      }
    }
    return snapshot;
  };
}

/** A `Response` of a router's answer. */
function toResponse(answer: Answer): Response {
  const headers = new Headers();
  for (const list of [answer.headers, answer.extra ?? []])
    for (let i = 0; i < list.length; i += 2) headers.append(list[i] as string, list[i + 1] as string);
  return new Response(answer.body ?? null, { status: answer.status, headers });
}

/** The path of an absolute URL, without query or fragment (a `Request`'s URL is always absolute and normalized). */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  let end = url.length;
  for (const mark of ["?", "#"]) {
    const at = url.indexOf(mark, start);
    if (at >= 0 && at < end) end = at;
  }
  return url.slice(start, end);
}

/**
 * The `/api/weatherscore` endpoints as a web-standard handler: `GET /api/weatherscore/weather` (the list envelope)
 * and `GET /api/weatherscore/weather/{code}` (a two-letter code in any case, or a point's id as the list writes it),
 * and given outlooks `GET /api/weatherscore/outlook` and `/api/weatherscore/outlook/{code}` alike (404 `no_outlook`
 * without), HEAD, CORS preflight, ETag and
 * Last-Modified with 304s, `Cache-Control`, the error record with a documented `error` string (404, 405, 429, 503,
 * 500), optional `/docs.openapi` and rate limiting. Bodies are serialized once per set of records. Bad options or
 * records throw `VanskyInputError` here, never at request time; an exception while answering becomes a 500.
 *
 * @example
 * ```ts
 * import { createWeatherscoreHandler, WeatherscoreStore } from "vansky/serve";
 *
 * const store = new WeatherscoreStore(); // 503 until its first records
 * const handler = createWeatherscoreHandler({ records: store, openapi: true, rateLimit: {} });
 * Deno.serve((request, info) => handler(request, { clientKey: info.remoteAddr.hostname }));
 * // later, whenever forecasts arrive: store.refresh(inputs, { updatedAt: now })
 * ```
 */
export function createWeatherscoreHandler(options: WeatherscoreHandlerOptions): WeatherscoreHandler {
  const onError = options.onError ?? ((error: unknown) => console.error("vansky: weatherscore handler:", error));
  const basePath = normalizeBasePath(options.basePath ?? "/");
  const maxAgeSeconds = options.maxAgeSeconds ?? DEFAULT_MAX_AGE_S;
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 0)
    throw new VanskyInputError(
      "BAD_OPTION",
      "maxAgeSeconds",
      `expected a whole number of seconds, got ${maxAgeSeconds}`,
    );
  const rate = options.rateLimit;
  const limiter = rate
    ? (rate.limiter ??
      slidingWindowLimiter({
        limit: rate.limit ?? DEFAULT_RATE_LIMIT.limit,
        windowMs: rate.windowMs ?? DEFAULT_RATE_LIMIT.windowMs,
      }))
    : undefined;
  const document = options.openapi
    ? bodyOf(JSON.stringify(openapiDocument({ basePath, rateLimited: !!rate })))
    : undefined;
  const router = new Router({ basePath, maxAgeSeconds, openapi: document, limiter });
  const snapshot = snapshotSource(options, onError);
  const now = options.now ?? Date.now;
  return (request, context) => {
    try {
      const answer = router.answer(
        snapshot(),
        {
          method: request.method,
          path: pathOf(request.url),
          header: (name) => request.headers.get(name),
          clientKey: () => context?.clientKey ?? rate?.clientKey?.(request) ?? "",
        },
        now(),
      );
      return toResponse(answer);
    } catch (error) {
      onError(error);
      return toResponse(router.error("internal_error", "Internal error", request.method === "HEAD"));
    }
  };
}
