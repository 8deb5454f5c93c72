/**
 * `/docs.openapi` (contract §4.8): the shipped OpenAPI document (src/schema) completed into the whole OpenAPI 3.0.3
 * document of what the handler serves: the server's base path, and on every operation every answer it can give
 * (200, 304, 404 where the path takes a parameter and on the outlook's paths, 405, 429 when rate limiting is on,
 * 503, 500) with the headers each carries (validators, CORS, rate limits, Retry-After, Allow) and the `error` strings
 * of each error. Paths added to the shipped document get all of these by themselves.
 */

import { openapiFragment } from "../schema/index.js";
import { API_VERSION } from "../schema/openapi.js";
import { ERROR_STATUS, type WeatherscoreErrorCode } from "./errors.js";

export { API_VERSION };

interface Operation {
  responses: Record<string, unknown>;
  [key: string]: unknown;
}

const header = (description: string, schema: Record<string, unknown>, required = true) => ({
  description,
  required,
  schema,
});
const text = { type: "string" };
const count = { type: "integer", minimum: 0 };

/** Every header an answer may carry, as reusable components. */
const HEADERS = {
  ETag: header("Entity tag of the body; send it back in If-None-Match for a 304", text),
  "Last-Modified": header(
    "When these bytes were first served, an HTTP-date (not the records' updated_at); absent when a body changed " +
      "twice within a second",
    text,
    false,
  ),
  "Cache-Control": header("public, max-age=<seconds> on data; no-store on errors", text),
  "Access-Control-Allow-Origin": header("CORS: every origin", { type: "string", enum: ["*"] }),
  "Access-Control-Expose-Headers": header("CORS: the headers a browser script may read", text),
  "X-Content-Type-Options": header("nosniff", { type: "string", enum: ["nosniff"] }),
  "X-RateLimit-Limit": header("Requests allowed per client and window (contract §8)", count),
  "X-RateLimit-Remaining": header("Requests left to this client in the current window", count),
  "Retry-After": header("Seconds to wait before asking again", count),
  Allow: header("The methods this path answers", text),
};
type HeaderName = keyof typeof HEADERS;

/**
 * The headers `names` of an answer: a reference to each required one's component, the others written out (beside a
 * reference nothing counts, so a generated client would type an optional header as always present).
 */
const refs = (names: readonly HeaderName[]) =>
  Object.fromEntries(
    names.map((name) => [name, HEADERS[name].required ? { $ref: `#/components/headers/${name}` } : HEADERS[name]]),
  );

/** The header components: the required headers (the optional ones are written out where they occur). */
const HEADER_COMPONENTS = Object.fromEntries(Object.entries(HEADERS).filter(([, header]) => header.required));

const CORS: readonly HeaderName[] = [
  "Access-Control-Allow-Origin",
  "Access-Control-Expose-Headers",
  "X-Content-Type-Options",
];
const VALIDATORS: readonly HeaderName[] = ["ETag", "Last-Modified", "Cache-Control"];
const RATE: readonly HeaderName[] = ["X-RateLimit-Limit", "X-RateLimit-Remaining"];

/** The errors an operation answers (`unknown_path` is the answer of paths that are no operation's). */
type OperationError = Exclude<WeatherscoreErrorCode, "unknown_path">;

/** Example messages, as the router words them (`not_found` of the weather's paths; the outlook's say `No outlook`). */
const EXAMPLE_MESSAGES: Readonly<Record<OperationError, string>> = {
  not_found: "No weather data for ZZ",
  invalid_code: 'No record with the id "PRT", and not a country code (ISO 3166-1 alpha-2: two letters)',
  no_outlook: "No outlooks here: this server has no ensemble forecasts",
  method_not_allowed: '"POST" is not allowed here; use GET, HEAD, OPTIONS',
  rate_limited: "More than 120 requests in the rate window; retry in 12 s",
  no_data: "No weather data yet; retry later",
  internal_error: "Internal error",
};

/**
 * The answer of the errors `codes` (of one status): the error record, an example of each (`messages` in place of the
 * usual ones), and `headers`.
 */
function errorAnswer(
  codes: readonly OperationError[],
  description: string,
  headers: readonly HeaderName[],
  messages: Partial<Record<OperationError, string>> = {},
) {
  const examples = Object.fromEntries(
    codes.map((error) => [
      error,
      { value: { success: false, error, message: messages[error] ?? EXAMPLE_MESSAGES[error] } },
    ]),
  );
  return {
    description: `${description} (error: ${codes.join(", ")})`,
    headers: refs([...headers, "Cache-Control"]),
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorRecord" }, examples } },
  };
}

/**
 * The whole OpenAPI 3.0.3 document of the endpoints a handler with these options serves, open to all (root
 * `security: []`).
 */
export function openapiDocument(options: { basePath: string; rateLimited: boolean }): Record<string, unknown> {
  const fragment = openapiFragment() as {
    paths: Record<string, { get: Operation }>;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };
  const rate = options.rateLimited ? RATE : [];
  const counted = [...CORS, ...rate];
  for (const [path, item] of Object.entries(fragment.paths)) {
    const { responses } = item.get;
    const ok = responses["200"] as Record<string, unknown>;
    ok.headers = refs([...VALIDATORS, ...counted]);
    responses["304"] = {
      description: "Not modified: the If-None-Match (or, without it, the If-Modified-Since) still holds",
      headers: refs([...VALIDATORS, ...counted]),
    };
    const outlook = path.includes("/outlook");
    const one = path.includes("{");
    const missing: OperationError[] = [
      ...(one ? (["not_found", "invalid_code"] as const) : []),
      ...(outlook ? (["no_outlook"] as const) : []),
    ];
    const why = !outlook
      ? "No record for this code or id"
      : one
        ? "No outlook for this code or id, or no outlooks here"
        : "No outlooks here";
    if (missing.length > 0)
      responses["404"] = errorAnswer(missing, why, counted, outlook ? { not_found: "No outlook for ZZ" } : {});
    responses["405"] = errorAnswer(["method_not_allowed"], "A method other than GET, HEAD or OPTIONS", [
      ...counted,
      "Allow",
    ]);
    if (options.rateLimited)
      responses["429"] = errorAnswer(["rate_limited"], "This client's rate limit is spent", [
        ...counted,
        "Retry-After",
      ]);
    responses["503"] = errorAnswer(["no_data"], "No records yet", [...counted, "Retry-After"]);
    responses["500"] = errorAnswer(["internal_error"], "Internal error", CORS);
  }
  const errorRecord = fragment.components.schemas.ErrorRecord;
  if (errorRecord?.properties)
    errorRecord.properties.error = { type: "string", enum: Object.keys(ERROR_STATUS) as WeatherscoreErrorCode[] };
  return {
    ...fragment,
    servers: [{ url: options.basePath === "" ? "/" : options.basePath }],
    // every operation is open to all: no API key, no login (an empty list says so; without it, unsaid)
    security: [],
    components: { ...fragment.components, headers: HEADER_COMPONENTS },
  };
}
