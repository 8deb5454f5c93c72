/**
 * The endpoints of contract §4.7 (and `/docs.openapi`, §4.8) as a function from a request's method, path and a few
 * header values to a status, headers and body, independent of any runtime's request and response objects: the web
 * handler (src/serve/handler.ts) wraps it in `Request`/`Response`, `vansky serve` writes it to `node:http` directly.
 * CORS on every answer (§1, §5), `ETag` and `Last-Modified` with 304s (RFC 9110 §13), the error record of §2.8 with
 * the strings of src/serve/errors.ts, and optional rate limiting (§8).
 */
import { ERROR_STATUS, echo, errorRecordText, type WeatherscoreErrorCode } from "./errors.js";
import type { RateLimiter } from "./rate-limit.js";
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
  /** The bytes to send; undefined for HEAD, 204 and 304. */
  readonly body: Uint8Array | undefined;
  /** The body a 200 or 304 is about (what a server may send precompressed). */
  readonly entity: Body | undefined;
}

/** How the router is configured (the handler's options, resolved). */
export interface RouterOptions {
  /** "" or a path starting with "/" and not ending with one. */
  readonly basePath: string;
  readonly maxAgeSeconds: number;
  /** The `/docs.openapi` body, or undefined to leave that path unserved. */
  readonly openapi: Body | undefined;
  readonly limiter: RateLimiter | undefined;
}

interface Prepared {
  /** Last-Modified in whole seconds since the epoch, NaN when there is none. */
  readonly lastModifiedS: number;
  /** The answers without per-request headers, made once: GET, HEAD, 304. */
  readonly get: Answer;
  readonly head: Answer;
  readonly unchanged: Answer;
}

/** The list endpoint's path below the base path (contract §4.7). */
export const LIST_PATH = "/api/weatherscore/weather";
/** The OpenAPI document's path below the base path (contract §4.8). */
export const OPENAPI_PATH = "/docs.openapi";
/** Methods the endpoints answer (`Allow`). */
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

/**
 * Whether an `If-None-Match` value matches the entity tag `etag` by weak comparison (RFC 9110 §13.1.2): `*`, or
 * one of its tags equal to `etag` with or without `W/`, or to one of its encoded variants (`"<tag>-br"`).
 */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  const opaque = etag.slice(0, -1);
  for (let at = header.indexOf(opaque); at >= 0; at = header.indexOf(opaque, at + 1)) {
    const next = header[at + opaque.length];
    if (next === '"' || next === "-") return true;
  }
  return false;
}

const DOUBLE_DOT = new Set(["..", ".%2e", "%2e.", "%2e%2e"]);
const SINGLE_DOT = new Set([".", "%2e"]);

/**
 * A request path as the WHATWG URL parser resolves it for `http:` (what `new URL(path, origin).pathname` gives,
 * so `vansky serve` and the web handler route every target alike): the fragment dropped, `\\` read as `/`, and
 * dot segments (`.`, `..`, also written `%2e`) removed (RFC 3986 §5.2.4). Other paths are returned as they are.
 */
export function normalizePath(target: string): string {
  const hash = target.indexOf("#");
  const path = hash < 0 ? target : target.slice(0, hash);
  if (!(path.startsWith("/") || path.startsWith("\\")) || !/[.\\]|%2e/i.test(path)) return path;
  const parts = path.slice(1).split(/[\\/]/);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    const lower = part.length <= 6 ? part.toLowerCase() : "";
    if (DOUBLE_DOT.has(lower)) {
      out.pop();
      if (last) out.push("");
    } else if (SINGLE_DOT.has(lower)) {
      if (last) out.push("");
    } else out.push(part);
  }
  return `/${out.join("/")}`;
}

/** Paths remembered per snapshot with the body they resolved to (a bound on what odd spellings can fill). */
const MAX_RESOLVED_PATHS = 4096;

/** The routes, resolved for one base path: answers requests against whatever snapshot is current. */
export class Router {
  readonly #list: string;
  readonly #countryPrefix: string;
  readonly #openapiPath: string;
  readonly #cacheControl: string;
  readonly #openapi: Body | undefined;
  readonly #limiter: RateLimiter | undefined;
  readonly #prepared = new WeakMap<Body, Prepared>();
  /**
   * The bytes last served per resource (`""` the list, else its code) by entity tag: since when (ms, NaN when it
   * has no Last-Modified) and when it was first served (ms). One entry per code ever served.
   */
  readonly #versions = new Map<string, { etag: string; ms: number; sinceMs: number }>();
  /** Each snapshot's data paths already resolved to their body: most requests need no more than this lookup. */
  readonly #resolved = new WeakMap<Snapshot, Map<string, Body>>();

  constructor(options: RouterOptions) {
    this.#list = options.basePath + LIST_PATH;
    this.#countryPrefix = `${this.#list}/`;
    this.#openapiPath = options.basePath + OPENAPI_PATH;
    this.#cacheControl = `public, max-age=${options.maxAgeSeconds}`;
    this.#openapi = options.openapi;
    this.#limiter = options.limiter;
  }

  /** The answer to `request` from `snapshot` (undefined: no records yet) at `nowMs` (epoch ms). */
  answer(snapshot: Snapshot | undefined, request: IncomingRequest, nowMs: number): Answer {
    const { method } = request;
    const head = method === "HEAD";
    if (snapshot && !this.#limiter && (head || method === "GET")) {
      const known = this.#resolved.get(snapshot)?.get(request.path);
      // a known path's body has been served already: its Last-Modified is settled, its key not needed
      if (known) return this.#serve(known, undefined, request, head, nowMs, undefined);
    }
    const path = normalizePath(request.path);
    const isList = path === this.#list;
    const isDocument = !isList && this.#openapi !== undefined && path === this.#openapiPath;
    const code =
      isList || isDocument || !path.startsWith(this.#countryPrefix)
        ? undefined
        : path.slice(this.#countryPrefix.length);
    if (!isList && !isDocument && (code === undefined || code.includes("/")))
      return this.error("unknown_path", `No endpoint at ${echo(path)}`, head);
    if (method === "OPTIONS") return preflight(request);
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
    if (!head && method !== "GET")
      return this.error("method_not_allowed", `${echo(method)} is not allowed here; use ${ALLOW}`, false, [
        "Allow",
        ALLOW,
        ...(rate ?? []),
      ]);
    let entity: Body;
    if (isDocument) entity = this.#openapi as Body;
    else if (!snapshot || snapshot.records.length === 0)
      return this.error("no_data", "No weather data yet; retry later", head, [
        "Retry-After",
        String(NO_DATA_RETRY_S),
        ...(rate ?? []),
      ]);
    else if (isList) entity = snapshot.list;
    else if (!TWO_LETTERS.test(code as string))
      return this.error(
        "invalid_code",
        `Not a country code: ${echo(code as string)} (expected ISO 3166-1 alpha-2, two letters)`,
        head,
        rate,
      );
    else {
      const upper = (code as string).toUpperCase();
      const found = snapshot.countries.get(upper);
      if (!found) return this.error("not_found", `No weather data for ${upper}`, head, rate);
      entity = found;
    }
    if (isDocument) return this.#serve(entity, undefined, request, head, nowMs, rate);
    const data = snapshot as Snapshot;
    const resolved = this.#resolved.get(data) ?? new Map<string, Body>();
    if (resolved.size === 0) this.#resolved.set(data, resolved);
    const key = isList ? "" : (code as string).toUpperCase();
    const answer = this.#serve(entity, key, request, head, nowMs, rate);
    if (resolved.size < MAX_RESOLVED_PATHS) resolved.set(request.path, entity);
    return answer;
  }

  /**
   * 200 or 304 with `entity`, and the rate-limit headers when there are any. `key` names the resource (`""` the
   * list, else the upper-case code; undefined for the OpenAPI document, which has no Last-Modified); it is read only
   * the first time `entity` is served.
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
    const notModified = notModifiedSince(request, entity, prepared);
    const answer = notModified ? prepared.unchanged : head ? prepared.head : prepared.get;
    return rate ? { ...answer, headers: answer.headers.concat(rate) } : answer;
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
    const validators = ["ETag", entity.etag, "Cache-Control", this.#cacheControl];
    if (!Number.isNaN(lastModifiedMs)) validators.push("Last-Modified", new Date(lastModifiedMs).toUTCString());
    const ok = ["Content-Type", JSON_TYPE, "Content-Length", String(entity.bytes.length), ...validators, ...COMMON];
    const notModified = [...validators, ...COMMON];
    prepared = {
      lastModifiedS: Math.floor(lastModifiedMs / 1000),
      get: { status: 200, headers: ok, body: entity.bytes, entity },
      head: { status: 200, headers: ok, body: undefined, entity },
      unchanged: { status: 304, headers: notModified, body: undefined, entity },
    };
    this.#prepared.set(entity, prepared);
    return prepared;
  }
}

/** RFC 9110 §13.1.2-3: `If-None-Match` when present, else `If-Modified-Since` against Last-Modified. */
function notModifiedSince(request: IncomingRequest, entity: Body, prepared: Prepared): boolean {
  const tags = request.header("if-none-match");
  if (tags != null) return etagMatches(tags, entity.etag);
  const since = request.header("if-modified-since");
  if (since == null || Number.isNaN(prepared.lastModifiedS)) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && prepared.lastModifiedS <= Math.floor(sinceMs / 1000);
}

/** A CORS preflight (or plain OPTIONS): 204 with the allowed methods and the request headers asked for. */
function preflight(request: IncomingRequest): Answer {
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
  return { status: 204, headers, body: undefined, entity: undefined };
}
