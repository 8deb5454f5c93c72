/**
 * The error record (contract §2.8, §7): `{success: false, error, message}`. The contract leaves the `error` strings
 * open; vansky's, one per reason, are stable and documented here and in the OpenAPI document.
 */

/** The `error` string of each error the handler answers. */
export type WeatherscoreErrorCode =
  /** 404: a two-letter code with no record. */
  | "not_found"
  /** 404: `weather/{code}` (or `outlook/{code}`) where the code is not two letters. */
  | "invalid_code"
  /** 404: `outlook` or `outlook/{code}` of a server that has no outlooks (no ensemble forecasts). */
  | "no_outlook"
  /** 404: no endpoint at this path. */
  | "unknown_path"
  /** 405: a method other than GET, HEAD or OPTIONS (with `Allow`). */
  | "method_not_allowed"
  /** 429: the client's rate limit is exhausted (with `Retry-After`). */
  | "rate_limited"
  /** 503: the store holds no records yet (with `Retry-After`). */
  | "no_data"
  /** 500: an exception inside the handler (reported to `onError`, never shown to the client). */
  | "internal_error";

/** The HTTP status of each error. */
export const ERROR_STATUS: Readonly<Record<WeatherscoreErrorCode, number>> = {
  not_found: 404,
  invalid_code: 404,
  no_outlook: 404,
  unknown_path: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  no_data: 503,
  internal_error: 500,
};

/** Longest piece of a request (a path, a code) repeated in a message. */
const ECHO_LIMIT = 100;

/** `text` as a quoted JSON string, cut to `ECHO_LIMIT` characters. */
export const echo = (text: string): string =>
  JSON.stringify(text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text);

/** The error record's JSON text. */
export const errorRecordText = (error: WeatherscoreErrorCode, message: string): string =>
  JSON.stringify({ success: false, error, message });
