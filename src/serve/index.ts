/**
 * `vansky/serve`: the `/api/weatherscore` endpoints (contract §4.7) as a web-standard `Request` → `Response`
 * handler, and the store whose refreshes never lose data. Runs wherever `Request` and `Response` exist (Node 20,
 * Deno, Bun, Cloudflare Workers); `vansky serve` runs it on `node:http`.
 */
export type { WeatherscoreErrorCode } from "./errors.js";
export {
  createWeatherscoreHandler,
  type RateLimitOptions,
  type RequestContext,
  type WeatherscoreHandler,
  type WeatherscoreHandlerOptions,
} from "./handler.js";
export { API_VERSION, openapiDocument } from "./openapi.js";
export {
  DEFAULT_RATE_LIMIT,
  type RateLimiter,
  type RateLimitResult,
  type SlidingWindowOptions,
  slidingWindowLimiter,
} from "./rate-limit.js";
export type { Bodies, Body, OutlookSnapshot, RecordSet, Snapshot } from "./snapshot.js";
export { type RefreshReport, type UpdateOptions, WeatherscoreStore } from "./store.js";
