/**
 * `/docs.openapi` (contract §4.8): the shipped OpenAPI fragment (src/schema) completed into a whole OpenAPI 3.0.3
 * document for what the handler serves: info (API version 1.1.0, contract §9; data licence CC BY 4.0, §1), the
 * server's base path, the caching and rate-limit headers, and every error answer with its `error` strings.
 */
import { openapiFragment } from "../schema/index.js";
import { ERROR_STATUS, type WeatherscoreErrorCode } from "./errors.js";

/** The version of the API description the handler implements (contract §9). */
export const API_VERSION = "1.1.0";

interface Operation {
  responses: Record<string, unknown>;
  [key: string]: unknown;
}

const header = (description: string, type = "string") => ({ description, schema: { type } });

const DATA_HEADERS = {
  ETag: header("Entity tag of the body; send it back in If-None-Match for a 304"),
  "Last-Modified": header("When this body's bytes were first served, as an HTTP-date (not the records' updated_at)"),
  "Cache-Control": header("public, max-age=<seconds>"),
};

const RATE_HEADERS = {
  "X-RateLimit-Limit": header("Requests allowed per window (contract §8)", "integer"),
  "X-RateLimit-Remaining": header("Requests left in the current window", "integer"),
};

const errorResponse = (description: string, codes: WeatherscoreErrorCode[]) => ({
  description: `${description} (error: ${codes.join(", ")})`,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorRecord" } } },
});

function errorsOf(status: number): WeatherscoreErrorCode[] {
  return (Object.keys(ERROR_STATUS) as WeatherscoreErrorCode[]).filter((code) => ERROR_STATUS[code] === status);
}

/** The whole OpenAPI 3.0.3 document of the endpoints a handler with these options serves. */
export function openapiDocument(options: { basePath: string; rateLimited: boolean }): Record<string, unknown> {
  const fragment = openapiFragment() as {
    openapi: string;
    paths: Record<string, { get: Operation }>;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };
  const rate = options.rateLimited ? RATE_HEADERS : {};
  for (const [path, item] of Object.entries(fragment.paths)) {
    const { responses } = item.get;
    const ok = responses["200"] as Record<string, unknown>;
    ok.headers = { ...DATA_HEADERS, ...rate };
    responses["304"] = { description: "Not modified: the If-None-Match or If-Modified-Since still holds" };
    if (path.endsWith("{code}"))
      responses["404"] = errorResponse("No record for this code, or not a two-letter code", errorsOf(404));
    if (options.rateLimited)
      responses["429"] = {
        ...errorResponse("Rate limit exceeded", errorsOf(429)),
        headers: { ...rate, "Retry-After": header("Seconds until a request is allowed again", "integer") },
      };
    responses["503"] = errorResponse("No records yet", errorsOf(503));
    responses["500"] = errorResponse("Internal error", errorsOf(500));
  }
  const errorRecord = fragment.components.schemas.ErrorRecord;
  if (errorRecord?.properties)
    errorRecord.properties.error = { type: "string", enum: Object.keys(ERROR_STATUS) as WeatherscoreErrorCode[] };
  return {
    openapi: fragment.openapi,
    info: {
      title: "Vanlife Open Data Service: weather suitability",
      version: API_VERSION,
      description:
        "Country-level weather suitability for van travel: scores, a 7-day forecast and recommendations. " +
        "Read-only, no authentication, CORS enabled.",
      license: { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
    },
    servers: [{ url: options.basePath === "" ? "/" : options.basePath }],
    paths: fragment.paths,
    components: fragment.components,
  };
}
