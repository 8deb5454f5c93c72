/**
 * The published JSON Schemas in OpenAPI 3.0.3's dialect, and the document of `/api/weatherscore` built from them
 * (contract §4.7, §4.8, §9): info, the contract's two paths and the two outlook paths beside them, with operation ids
 * and examples, and the schemas as components. Written for strict validators and client generators: `nullable` only
 * beside a `type`, every enumeration typed.
 */
import { exampleMeta, exampleOutlook, exampleOutlookMeta, exampleRecord } from "./example.js";

/** The version of the API description (contract §9). */
export const API_VERSION = "1.1.0";

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * What a nullable reference adds beside its `$ref` (in an `anyOf`): null alone. OpenAPI 3.0.3 reads `nullable` as
 * adding null to `type`, so it needs a `type` beside it; `enum: [null]` then admits null and nothing else.
 */
const NULL_ONLY = { type: "object", nullable: true, enum: [null] } as const;

/**
 * A schema in OpenAPI 3.0's dialect: `type: [t, "null"]` becomes `type: t, nullable: true`; `anyOf [x, null]`
 * becomes `x` made nullable, or, when `x` is a named schema (a `$ref`, beside which nothing counts),
 * `anyOf [$ref, NULL_ONLY]`; `const` an `enum` of one; and the named schemas `$ref`s.
 */
function toOpenApi(schema: Json, names: ReadonlyMap<object, string>, root: boolean): Json {
  if (Array.isArray(schema)) return schema.map((s) => toOpenApi(s, names, false));
  if (schema === null || typeof schema !== "object") return schema;
  const name = names.get(schema);
  if (name && !root) return { $ref: `#/components/schemas/${name}` };
  const object = schema as { readonly [key: string]: Json };
  const anyOf = object.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && (anyOf[1] as { type?: string }).type === "null") {
    const inner = toOpenApi(anyOf[0] as Json, names, false) as Record<string, Json>;
    const rest = Object.fromEntries(Object.entries(object).filter(([k]) => k !== "anyOf"));
    return "$ref" in inner ? { ...rest, anyOf: [inner, NULL_ONLY] } : { ...rest, ...inner, nullable: true };
  }
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(object)) {
    if (key === "type" && Array.isArray(value)) {
      out.type = value[0] as Json;
      if (value.includes("null")) out.nullable = true;
    } else if (key === "const") out.enum = [value];
    else if (key === "properties") {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([k, v]) => [k, toOpenApi(v, names, false)]),
      );
    } else out[key] = key === "items" || key === "additionalProperties" ? toOpenApi(value, names, false) : value;
  }
  return out;
}

const TAGS = ["weatherscore"];
const OUTLOOK_TAGS = ["outlook"];

/** The path parameter `code` of a path of `what` (`record`, `outlook`). */
const codeParameter = (what: string) => ({
  name: "code",
  in: "path",
  required: true,
  description: `ISO 3166-1 alpha-2 country code (any case), or the id of a point in the list of ${what}s`,
  schema: { type: "string", minLength: 1 },
  example: "PT",
});

/** A JSON answer of the component `name`, with an example. */
const json = (name: string, example: unknown) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${name}` }, example },
});

/**
 * The document of `/api/weatherscore` with `names` (each published schema and its component name) as components:
 * valid on its own, with only the 200 answers and the code endpoint's 404 (a server adds its other answers).
 */
export function weatherscoreOpenapi(names: ReadonlyMap<object, string>): Record<string, unknown> {
  return {
    openapi: "3.0.3",
    info: {
      title: "Vanlife Open Data Service: weather suitability",
      version: API_VERSION,
      description:
        "Country-level weather suitability for van travel: scores, a 7-day forecast and recommendations. " +
        "Read-only, no authentication, CORS enabled. Data licensed CC BY 4.0: credit the service as the source.",
      license: { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
      contact: { name: "vansky", url: "https://github.com/vansky/vansky" },
    },
    tags: [
      { name: "weatherscore", description: "Weather suitability for van travel (contract §4.7)" },
      {
        name: "outlook",
        description:
          "vansky's extension beside the contract: 14 days of odds from an ensemble forecast's members, each " +
          "scored as a record is (served when the server has ensemble forecasts)",
      },
    ],
    paths: {
      "/api/weatherscore/weather": {
        get: {
          operationId: "getWeatherList",
          tags: TAGS,
          summary: "Weather suitability records of every country",
          description: "Every record, ordered by code. May hold records of points that are not countries.",
          responses: {
            "200": {
              description: "Every record",
              content: json("WeatherListResponse", { data: [exampleRecord], count: 1, ...exampleMeta }),
            },
          },
        },
      },
      "/api/weatherscore/weather/{code}": {
        get: {
          operationId: "getWeatherByCode",
          tags: TAGS,
          summary: "One country's weather suitability record",
          description:
            "A country by its ISO 3166-1 alpha-2 code, in any case (pt is PT). Where the list holds records of " +
            "points that are not countries (ids such as lisbon), such a record by its id exactly as the list " +
            "writes it. Percent-encoded characters are decoded (%50%54 is PT).",
          parameters: [codeParameter("record")],
          responses: {
            "200": {
              description: "The record",
              content: json("WeatherCountryResponse", { data: exampleRecord, ...exampleMeta }),
            },
            "404": {
              description: "No record for this code or id",
              content: json("ErrorRecord", { success: false, error: "not_found", message: "No weather data for ZZ" }),
            },
          },
        },
      },
      "/api/weatherscore/outlook": {
        get: {
          operationId: "getOutlookList",
          tags: OUTLOOK_TAGS,
          summary: "The 14-day outlook of every country, with its odds",
          description:
            "Every outlook, ordered by code: each day's score quantiles over an ensemble's members, the share of " +
            "members per label, p_good and p_drive, and the best day to move. Shares are raw member frequencies, " +
            "not calibrated probabilities. 404 no_outlook when the server has no ensemble forecasts.",
          responses: {
            "200": {
              description: "Every outlook",
              content: json("OutlookListResponse", { data: [exampleOutlook], count: 1, ...exampleOutlookMeta }),
            },
            "404": {
              description: "No outlooks here",
              content: json("ErrorRecord", {
                success: false,
                error: "no_outlook",
                message: "No outlooks here: this server has no ensemble forecasts",
              }),
            },
          },
        },
      },
      "/api/weatherscore/outlook/{code}": {
        get: {
          operationId: "getOutlookByCode",
          tags: OUTLOOK_TAGS,
          summary: "One country's 14-day outlook, with its odds",
          description:
            "A country's outlook by its ISO 3166-1 alpha-2 code, in any case, or a point's by its id exactly as the " +
            "list writes it, as for /api/weatherscore/weather/{code}.",
          parameters: [codeParameter("outlook")],
          responses: {
            "200": {
              description: "The outlook",
              content: json("OutlookCountryResponse", { data: exampleOutlook, ...exampleOutlookMeta }),
            },
            "404": {
              description: "No outlook for this code or id",
              content: json("ErrorRecord", { success: false, error: "not_found", message: "No outlook for ZZ" }),
            },
          },
        },
      },
    },
    components: {
      schemas: Object.fromEntries([...names].map(([schema, name]) => [name, toOpenApi(schema as Json, names, true)])),
    },
  };
}
