/**
 * The endpoints of contract §4.7 (and the outlook's beside them, `/docs.openapi`, §4.8, and a server's own pages) as
 * a function from a
 * request's method, path and a few header values to a status, headers and body, independent of any runtime's
 * request and response objects: the web handler (src/serve/handler.ts) wraps it in `Request`/`Response`, `vansky
 * serve` writes it to `node:http` directly. CORS on every answer (§1, §5), `ETag` and `Last-Modified` with 304s
 * (RFC 9110 §13), the error record of §2.8 with the strings of src/serve/errors.ts, and rate limiting (§8) of every
 * request, CORS preflights and unknown paths included (a client's every request costs the server alike, and a
 * scanner's unknown paths are the ones a limit is for).
 */
import { notModified } from "./conditional.js";
import { ERROR_STATUS, echo, errorRecordText, type WeatherscoreErrorCode } from "./errors.js";
import type { RateLimiter } from "./rate-limit.js";
import { Routes } from "./routes.js";
import type { Body, Snapshot } from "./snapshot.js";

/** What the router reads of a request. */
export interface IncomingRequest {
  readonly method: string;
  /** The path, percent-encoded as sent, without query or fragment. */
  readonly path: string;
  /** A request header by lower-case name. */
  header(name: string): string | null | undefined;
  /** The client's rate-limit key (asked only when a limiter is set). */
  clientKey(): string;
}

/** The router's answer. */
export interface Answer {
  readonly status: number;
  /** Header names and values, alternating; shared between requests, never to be modified. */
  readonly headers: readonly string[];
  /** This request's own headers (the rate limit's) of a 200 or 304, sent after `headers`. */
  readonly extra?: readonly string[];
  /** The bytes to send; undefined for HEAD, 204 and 304. */
  readonly body: Uint8Array | undefined;
  /** The body a 200 or 304 is about (what a server may send compressed). */
  readonly entity: Body | undefined;
}

/** Pages a server shows beside the API (`vansky serve`'s report), drawn from the records it serves. */
export interface Pages {
  /** Their paths below the base path, such as `/` and `/map.svg` (`/` also answers at the base path itself). */
  readonly paths: readonly string[];
  /** The body of each path for `snapshot` at `nowMs` (epoch ms). */
  bodies(snapshot: Snapshot, nowMs: number): ReadonlyMap<string, Body>;
}

/** How the router is configured (the handler's options, resolved). */
export interface RouterOptions {
  /** "" or a path starting with "/" and not ending with one. */
  readonly basePath: string;
  readonly maxAgeSeconds: number;
  /** The `/docs.openapi` body, or undefined to leave that path unserved. */
  readonly openapi: Body | undefined;
  readonly limiter: RateLimiter | undefined;
  /** Pages to serve beside the API; none by default. */
  readonly pages?: Pages;
}

/** Methods every path answers (`Allow`). */
const ALLOW = "GET, HEAD, OPTIONS";
/** Seconds a client is asked to wait (`Retry-After`) while the store holds no records yet. */
const NO_DATA_RETRY_S = 60;
/** How long a browser may reuse a preflight answer (`Access-Control-Max-Age`), s: one day. */
const PREFLIGHT_MAX_AGE_S = 86_400;

const JSON_TYPE = "application/json; charset=utf-8";
/** Headers a browser script may read beyond the CORS-safelisted ones. */
const EXPOSED = "ETag, X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After";
const CORS = ["Access-Control-Allow-Origin", "*", "Access-Control-Expose-Headers", EXPOSED];
const COMMON = [...CORS, "X-Content-Type-Options", "nosniff"];
const TWO_LETTERS = /^[A-Za-z]{2}$/;
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~, -]*$/;
const UTF8 = new TextEncoder();

interface Prepared {
  /** Last-Modified in whole seconds since the epoch, NaN when there is none. */
  readonly lastModifiedS: number;
  /** The answers without per-request headers, made once: GET, HEAD, 304. */
  readonly get: Answer;
  readonly head: Answer;
  readonly unchanged: Answer;
}

/** The routes, resolved for one base path: answers requests against whatever snapshot is current. */
export class Router {
  readonly #cacheControl: string;
  readonly #openapi: Body | undefined;
  readonly #limiter: RateLimiter | undefined;
  readonly #pages: Pages | undefined;
  readonly #routes: Routes;
  readonly #prepared = new WeakMap<Body, Prepared>();
  /**
   * The bytes last served per resource (its path below the base, a record's with its key) by entity tag: since
   * when (ms, NaN when it has no Last-Modified) and when it was first served (ms). One entry per resource served.
   */
  readonly #versions = new Map<string, { etag: string; ms: number; sinceMs: number }>();

  constructor(options: RouterOptions) {
    this.#cacheControl = `public, max-age=${options.maxAgeSeconds}`;
    this.#openapi = options.openapi;
    this.#limiter = options.limiter;
    this.#pages = options.pages;
    this.#routes = new Routes(options.basePath, options.openapi !== undefined, options.pages?.paths ?? []);
  }

  /** The answer to `request` from `snapshot` (undefined: no records yet) at `nowMs` (epoch ms). */
  answer(snapshot: Snapshot | undefined, request: IncomingRequest, nowMs: number): Answer {
    const { method } = request;
    const head = method === "HEAD";
    let rate: string[] | undefined;
    if (this.#limiter) {
      const verdict = this.#limiter.take(request.clientKey(), nowMs);
      rate = ["X-RateLimit-Limit", String(verdict.limit), "X-RateLimit-Remaining", String(verdict.remaining)];
      if (!verdict.allowed) {
        const retryS = Math.ceil(verdict.retryAfterMs / 1000);
        const message = `More than ${verdict.limit} requests in the rate window; retry in ${retryS} s`;
        return this.error("rate_limited", message, head, [...rate, "Retry-After", String(retryS)]);
      }
    }
    const route = this.#routes.of(request.path);
    if (route.kind === "unknown") return this.error("unknown_path", `No endpoint at ${echo(route.path)}`, head, rate);
    if (method === "OPTIONS") return preflight(request, rate);
    if (!head && method !== "GET")
      return this.error("method_not_allowed", `${echo(method)} is not allowed here; use ${ALLOW}`, false, [
        "Allow",
        ALLOW,
        ...(rate ?? []),
      ]);
    if (route.kind === "document") return this.#serve(this.#openapi as Body, undefined, request, head, nowMs, rate);
    if (!snapshot || (snapshot.records.length === 0 && snapshot.outlook === undefined))
      return this.error("no_data", "No weather data yet; retry later", head, [
        "Retry-After",
        String(NO_DATA_RETRY_S),
        ...(rate ?? []),
      ]);
    if (route.kind === "page") {
      const page = (this.#pages as Pages).bodies(snapshot, nowMs).get(route.page) as Body;
      return this.#serve(page, route.page, request, head, nowMs, rate);
    }
    const { collection } = route;
    const bodies = collection.bodies(snapshot);
    if (!bodies) return this.error("no_outlook", collection.absent, head, rate);
    if (route.kind === "list") return this.#serve(bodies.list, collection.path, request, head, nowMs, rate);
    const found = route.key === undefined ? undefined : bodies.countries.get(route.key);
    if (found) return this.#serve(found, `${collection.path}/${route.key}`, request, head, nowMs, rate);
    if (TWO_LETTERS.test(route.id))
      return this.error("not_found", `No ${collection.noun} for ${route.id.toUpperCase()}`, head, rate);
    const message = `No record with the id ${echo(route.id)}, and not a country code (ISO 3166-1 alpha-2: two letters)`;
    return this.error("invalid_code", message, head, rate);
  }

  /**
   * 200 or 304 with `entity`, and the rate-limit headers when there are any. `key` names the resource (undefined
   * for the OpenAPI document, which has no Last-Modified); it is read only the first time `entity` is served.
   */
  #serve(
    entity: Body,
    key: string | undefined,
    request: IncomingRequest,
    head: boolean,
    nowMs: number,
    rate: readonly string[] | undefined,
  ): Answer {
    const prepared = this.#prepare(entity, key, nowMs);
    const unchanged = notModified(
      request.header("if-none-match"),
      request.header("if-modified-since"),
      entity.etag,
      prepared.lastModifiedS,
      nowMs,
    );
    const answer = unchanged ? prepared.unchanged : head ? prepared.head : prepared.get;
    return rate ? { ...answer, extra: rate } : answer;
  }

  /** An error record answer (`Cache-Control: no-store`), with `extra` headers. */
  error(error: WeatherscoreErrorCode, message: string, head: boolean, extra: readonly string[] = []): Answer {
    const bytes = UTF8.encode(errorRecordText(error, message));
    const headers = ["Content-Type", JSON_TYPE, "Content-Length", String(bytes.length), "Cache-Control", "no-store"];
    return {
      status: ERROR_STATUS[error],
      headers: headers.concat(COMMON, extra),
      body: head ? undefined : bytes,
      entity: undefined,
    };
  }

  /**
   * Last-Modified of `entity` served as `key`: when these bytes were first served as it (a body whose bytes did
   * not change keeps its time across sets), whatever the data's `updated_at`, so a changed body is never answered
   * 304 to If-Modified-Since. A change within the second of the previous one gets no Last-Modified (HTTP dates
   * count seconds: If-Modified-Since could not tell the two apart); NaN when there is none.
   */
  #lastModifiedMs(entity: Body, key: string | undefined, nowMs: number): number {
    if (key === undefined) return Number.NaN;
    const previous = this.#versions.get(key);
    if (previous?.etag === entity.etag) return previous.ms;
    const sameSecond = previous !== undefined && Math.floor(previous.sinceMs / 1000) >= Math.floor(nowMs / 1000);
    const ms = sameSecond ? Number.NaN : nowMs;
    this.#versions.set(key, { etag: entity.etag, ms, sinceMs: nowMs });
    return ms;
  }

  #prepare(entity: Body, key: string | undefined, nowMs: number): Prepared {
    let prepared = this.#prepared.get(entity);
    if (prepared) return prepared;
    const lastModifiedMs = this.#lastModifiedMs(entity, key, nowMs);
    const validators = ["ETag", entity.etag, "Cache-Control", entity.cacheControl ?? this.#cacheControl];
    if (!Number.isNaN(lastModifiedMs)) validators.push("Last-Modified", new Date(lastModifiedMs).toUTCString());
    const type = ["Content-Type", entity.type ?? JSON_TYPE, "Content-Length", String(entity.bytes.length)];
    const ok = [...type, ...validators, ...COMMON, ...(entity.headers ?? [])];
    const notModifiedHeaders = [...validators, ...COMMON, ...(entity.headers ?? [])];
    prepared = {
      lastModifiedS: Math.floor(lastModifiedMs / 1000),
      get: { status: 200, headers: ok, body: entity.bytes, entity },
      head: { status: 200, headers: ok, body: undefined, entity },
      unchanged: { status: 304, headers: notModifiedHeaders, body: undefined, entity },
    };
    this.#prepared.set(entity, prepared);
    return prepared;
  }
}

/**
 * A CORS preflight (or plain OPTIONS): 204 with the allowed methods and the request headers asked for, and the
 * rate limit's headers when there are any.
 */
function preflight(request: IncomingRequest, rate: readonly string[] | undefined): Answer {
  const asked = request.header("access-control-request-headers");
  const headers = [
    ...CORS,
    "Access-Control-Allow-Methods",
    ALLOW,
    "Access-Control-Max-Age",
    String(PREFLIGHT_MAX_AGE_S),
  ];
  headers.push("Allow", ALLOW, "Vary", "Access-Control-Request-Headers");
  if (asked && HEADER_LIST.test(asked)) headers.push("Access-Control-Allow-Headers", asked);
  if (rate) headers.push(...rate);
  return { status: 204, headers, body: undefined, entity: undefined };
}
