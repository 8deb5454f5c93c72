/**
 * Rate limiting (contract §8: 120 requests per minute per client, reported in `X-RateLimit-Limit` and
 * `X-RateLimit-Remaining`). The handler asks a `RateLimiter` once per request; the default keeps, per client key,
 * a sliding-window counter (the estimate Cloudflare describes in "Counting things, a lot of different things",
 * 2017: the previous fixed window's count weighted by how much of it still overlaps the sliding window, plus the
 * current window's count), three numbers per client whatever the limit, so memory stays small with many clients.
 */
import { VanskyInputError } from "../errors.js";

/** The verdict on one request. */
export interface RateLimitResult {
  /** Whether the request may be served. */
  readonly allowed: boolean;
  /** Requests allowed per window (`X-RateLimit-Limit`). */
  readonly limit: number;
  /** Requests left in the current window after this one (`X-RateLimit-Remaining`), at least 0. */
  readonly remaining: number;
  /** When refused, ms until a request would be allowed again (`Retry-After`); else 0. */
  readonly retryAfterMs: number;
}

/** A rate limiter: anything with `take`, for example one shared between instances. */
export interface RateLimiter {
  /** Counts one request of client `key` at `nowMs` (epoch ms) and says whether it may be served. */
  take(key: string, nowMs: number): RateLimitResult;
}

/** Options of `slidingWindowLimiter`. */
export interface SlidingWindowOptions {
  /** Requests per window; default 120 (contract §8). */
  readonly limit?: number;
  /** The window, ms; default 60 000 (contract §8: per minute). */
  readonly windowMs?: number;
  /** Most clients remembered at once; beyond it the longest-known is forgotten first. Default 100 000. */
  readonly maxClients?: number;
}

/** Contract §8: 120 requests per minute per client. */
export const DEFAULT_RATE_LIMIT = {
  /** Requests per window. */
  limit: 120,
  /** The window, ms. */
  windowMs: 60_000,
} as const;
const DEFAULT_MAX_CLIENTS = 100_000;

interface Counter {
  /** Start of the current fixed window, epoch ms (a multiple of the window). */
  start: number;
  previous: number;
  current: number;
}

/**
 * Ms from `nowMs` until one more request fits: when the weight of the previous window has fallen enough
 * (`previous × (1 − t/window) + current + 1 ≤ limit`), else in the next window, where this one's count is the
 * previous one.
 */
function waitUntilAllowedMs(c: Counter, nowMs: number, limit: number, windowMs: number): number {
  const elapsed = nowMs - c.start;
  const free = limit - 1 - c.current;
  if (free >= 0 && c.previous > 0) {
    const t = windowMs * (1 - free / c.previous);
    if (t < windowMs) return t - elapsed;
  }
  return windowMs - elapsed + (c.current === 0 ? 0 : Math.max(0, windowMs * (1 - (limit - 1) / c.current)));
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new VanskyInputError("BAD_OPTION", name, `expected a positive whole number, got ${value}`);
  return value;
}

/**
 * The default `RateLimiter`: at most `limit` requests per sliding `windowMs` per client, estimated from two fixed
 * windows. A client sending at a steady rate below the limit is never refused; a burst gets exactly `limit`
 * requests through; no fixed window ever lets more than `limit` through.
 */
export function slidingWindowLimiter(options: SlidingWindowOptions = {}): RateLimiter {
  const limit = positiveInteger(options.limit ?? DEFAULT_RATE_LIMIT.limit, "limit");
  const windowMs = positiveInteger(options.windowMs ?? DEFAULT_RATE_LIMIT.windowMs, "windowMs");
  const maxClients = positiveInteger(options.maxClients ?? DEFAULT_MAX_CLIENTS, "maxClients");
  const counters = new Map<string, Counter>();
  let swept = Number.NEGATIVE_INFINITY;

  /** Forgets clients idle for two windows (their counts no longer matter), at most once per window. */
  function sweep(start: number): void {
    if (start - swept < windowMs && counters.size < maxClients) return;
    swept = start;
    for (const [key, c] of counters) if (c.start < start - windowMs) counters.delete(key);
    for (const key of counters.keys()) {
      if (counters.size < maxClients) break;
      counters.delete(key);
    }
  }

  return {
    take(key, nowMs) {
      const start = nowMs - (nowMs % windowMs);
      let c = counters.get(key);
      if (!c) {
        sweep(start);
        c = { start, previous: 0, current: 0 };
        counters.set(key, c);
      } else if (c.start !== start) {
        c.previous = start - c.start === windowMs ? c.current : 0;
        c.current = 0;
        c.start = start;
      }
      const overlap = 1 - (nowMs - start) / windowMs;
      const used = c.previous * overlap + c.current;
      if (used + 1 > limit)
        return {
          allowed: false,
          limit,
          remaining: 0,
          retryAfterMs: Math.max(1, Math.ceil(waitUntilAllowedMs(c, nowMs, limit, windowMs))),
        };
      c.current++;
      return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - used - 1)), retryAfterMs: 0 };
    },
  };
}
