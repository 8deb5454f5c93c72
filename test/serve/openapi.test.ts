/**
 * `/docs.openapi` as its consumers' tools read it. The document is checked by @seriousme/openapi-schema-validator
 * (the OpenAPI 3.0 specification's own JSON Schema, every `$ref` resolved) and by openapi-backend's strict
 * initialisation (openapi-schema-validator, then every schema compiled by Ajv in strict mode, which reads `nullable`
 * as OpenAPI 3.0.3 does: beside a `type` only). Every answer the handler gives, the list, each of the world set's
 * 250 countries, a point's record and each error, is then validated against the document by openapi-backend: its
 * status documented for its operation, its body against that status's schema (formats included), its headers
 * documented, typed as documented, and every required one present.
 */
import { existsSync, readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { OpenAPIBackend } from "openapi-backend";
import { beforeAll, describe, expect, it } from "vitest";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { exampleOutlook } from "../../src/schema/example.js";
import { openapiFragment } from "../../src/schema/index.js";
import { ERROR_STATUS } from "../../src/serve/errors.js";
import { createWeatherscoreHandler, type WeatherscoreHandler } from "../../src/serve/handler.js";
import { openapiDocument } from "../../src/serve/openapi.js";
import type { RateLimiter } from "../../src/serve/rate-limit.js";
import { WeatherscoreStore } from "../../src/serve/store.js";
import { records, request, sampleOutlooks, UPDATED_AT } from "./helpers.js";
import { strictBackend } from "./strict.js";

interface Header {
  required?: boolean;
  schema: object;
}
interface Answer {
  description: string;
  headers?: Record<string, { $ref?: string; required?: boolean }>;
  content?: Record<string, { schema: object; example?: unknown; examples?: Record<string, { value: unknown }> }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Answer>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }>; headers: Record<string, Header> };
}

/** The document as a server sends it: JSON, so no object is shared between two places. */
const documentOf = (basePath: string, rateLimited: boolean) =>
  JSON.parse(JSON.stringify(openapiDocument({ basePath, rateLimited }))) as Document;

const LIST = "/api/weatherscore/weather";
const ONE = `${LIST}/{code}`;
const OUTLOOK = "/api/weatherscore/outlook";
const WORLD = records(250);
const POINT = { ...(WORLD[0] as VanSkyCountry), code: "lisbon" };
const SET = [...WORLD, POINT];
const OUTLOOKS = sampleOutlooks();
type OperationId = "getWeatherList" | "getWeatherByCode" | "getOutlookList" | "getOutlookByCode";

describe("the OpenAPI document, as strict validators read it", () => {
  it.each([
    ["", true],
    ["", false],
    ["/v1", true],
  ])(
    "is valid OpenAPI 3.0.3 for base path %j, rate limited %j (@seriousme/openapi-schema-validator)",
    async (base, rate) => {
      const result = await new Validator().validate(documentOf(base, rate) as never);
      expect(result.errors).toBeUndefined();
      expect(result.valid).toBe(true);
    },
  );

  it("is valid on its own as the shipped fragment too: info, paths, components", async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(openapiFragment())));
    expect([result.valid, result.errors]).toEqual([true, undefined]);
  });

  it("ships as vansky/schema/openapi.json: the document of the defaults, valid on its own", async () => {
    const built = new URL("../../dist/schema/openapi.json", import.meta.url);
    expect(existsSync(built), "dist is missing: run npm run build").toBe(true);
    const shipped = JSON.parse(readFileSync(built, "utf8"));
    expect(shipped).toEqual(documentOf("", true));
    expect((await new Validator().validate(shipped)).valid).toBe(true);
  });

  it("compiles in openapi-backend's strict mode (Ajv strict: nullable only beside a type)", async () => {
    await expect(strictBackend(documentOf("", true))).resolves.toBeInstanceOf(OpenAPIBackend);
  });

  it("describes marine: null so that strict validators accept it, and an object that is no Marine not", async () => {
    const api = await strictBackend(documentOf("", true));
    const landlocked = WORLD.find((r) => r.marine === null) as VanSkyCountry;
    const envelope = (record: unknown) => ({ data: record, updated_at: UPDATED_AT, source: "Open-Meteo" });
    expect(api.validator.validateResponse(envelope(landlocked), "getWeatherByCode", 200).errors).toBeNull();
    for (const marine of [{}, { sea_temp: "warm", wave_height: 1, wave_dir: 1, wave_period: 1 }, "none", 0])
      expect(api.validator.validateResponse(envelope({ ...landlocked, marine }), "getWeatherByCode", 200).valid).toBe(
        false,
      );
  });

  it("has every media example valid against its schema", async () => {
    const document = documentOf("", true);
    const api = await strictBackend(document);
    let examples = 0;
    for (const item of Object.values(document.paths))
      for (const [status, response] of Object.entries(item.get.responses)) {
        const media = response.content?.["application/json"];
        if (!media) continue;
        const values = media.examples ? Object.values(media.examples).map((e) => e.value) : [media.example];
        for (const value of values) {
          expect(value).toBeDefined();
          const result = api.validator.validateResponse(value, item.get.operationId, Number(status));
          expect(result.errors, `${item.get.operationId} ${status}`).toBeNull();
          examples++;
        }
      }
    // four 200s and, per operation, 405, 429, 503 and 500; the 404s: not_found and invalid_code of each code's
    // path, no_outlook of both outlook paths
    expect(examples).toBe(4 + 4 * 4 + 2 * 2 + 2);
  });

  it("shows Portugal's outlook as the engine makes it from the ensemble sample (two of its days)", () => {
    const pt = OUTLOOKS.find((o) => o.code === "PT");
    const shown = { ...pt, days: pt?.days.filter((d) => ["2026-07-18", "2026-07-26"].includes(d.date)) };
    expect(exampleOutlook).toEqual(JSON.parse(JSON.stringify(shown)));
  });
});

describe("every answer of the handler, validated against the document by openapi-backend", () => {
  const document = documentOf("", true);
  let api: OpenAPIBackend;
  const clock = Date.UTC(2026, 6, 15, 13);
  beforeAll(async () => {
    api = await strictBackend(document);
  });

  /** Validates `response`, an answer of `operationId`: status, body, headers. */
  async function expectValid(response: Response, operationId: OperationId) {
    const operation = Object.values(document.paths).find((p) => p.get.operationId === operationId)?.get as Operation;
    const status = String(response.status);
    expect(Object.keys(operation.responses), `${operationId}: ${status} is documented`).toContain(status);
    const documented = operation.responses[status] as Answer;
    const text = await response.text();
    if (documented.content) {
      const body = JSON.parse(text) as unknown;
      const result = api.validator.validateResponse(body, operationId, response.status);
      expect(result.errors, `${operationId} ${status}`).toBeNull();
    } else expect(text).toBe("");
    const headers = Object.fromEntries(response.headers);
    const named = Object.keys(documented.headers ?? {});
    const checked = api.validator.validateResponseHeaders(headers, operationId, { statusCode: response.status });
    expect(checked.errors, `${operationId} ${status} headers`).toBeNull();
    // every header sent is documented (Content-Type and Content-Length are the body's), every required one sent
    const lower = new Set(named.map((n) => n.toLowerCase()));
    for (const name of Object.keys(headers))
      if (name !== "content-type" && name !== "content-length") expect(lower, `${status}: ${name}`).toContain(name);
    for (const name of named)
      if (document.components.headers[name]?.required)
        expect(headers, `${status}: ${name}`).toHaveProperty(name.toLowerCase());
    return text;
  }

  const handlerOf = (records: VanSkyCountry[] | WeatherscoreStore, limit = 10_000): WeatherscoreHandler =>
    createWeatherscoreHandler({
      records,
      updatedAt: UPDATED_AT,
      rateLimit: { limit },
      now: () => clock,
      ...(Array.isArray(records) ? { outlooks: OUTLOOKS } : {}),
    });

  it("the list: 200, and 304 to its tag", async () => {
    const handler = handlerOf(SET);
    const ok = handler(request(LIST));
    const etag = ok.headers.get("etag") as string;
    expect(JSON.parse(await expectValid(ok, "getWeatherList")).count).toBe(SET.length);
    await expectValid(handler(request(LIST, { headers: { "If-None-Match": etag } })), "getWeatherList");
  });

  it("each of the world set's countries, the point of the list, and 304s", async () => {
    const handler = handlerOf(SET);
    for (const record of SET)
      await expectValid(handler(request(`${LIST}/${encodeURIComponent(record.code)}`)), "getWeatherByCode");
    const since = handler(request(`${LIST}/PT`)).headers.get("last-modified") as string;
    await expectValid(handler(request(`${LIST}/PT`, { headers: { "If-Modified-Since": since } })), "getWeatherByCode");
  });

  it("the outlooks: the list, each of the sample's, and 304s", async () => {
    const handler = handlerOf(SET);
    const ok = handler(request(OUTLOOK));
    expect(JSON.parse(await expectValid(ok, "getOutlookList")).count).toBe(3);
    const etag = ok.headers.get("etag") as string;
    await expectValid(handler(request(OUTLOOK, { headers: { "If-None-Match": etag } })), "getOutlookList");
    for (const outlook of OUTLOOKS)
      await expectValid(handler(request(`${OUTLOOK}/${outlook.code}`)), "getOutlookByCode");
    const since = handler(request(`${OUTLOOK}/PT`)).headers.get("last-modified") as string;
    await expectValid(
      handler(request(`${OUTLOOK}/PT`, { headers: { "If-Modified-Since": since } })),
      "getOutlookByCode",
    );
  });

  it("each error: 404 not_found, invalid_code and no_outlook, 405, 429, 503, 500", async () => {
    const handler = handlerOf(SET);
    const errors = new Set<string>();
    const check = async (response: Response, operationId: OperationId) => {
      const body = JSON.parse(await expectValid(response, operationId)) as { error?: string };
      if (response.status !== 200) errors.add(body.error as string);
    };
    await check(handler(request(`${LIST}/ZZ`)), "getWeatherByCode");
    await check(handler(request(`${LIST}/PRT`)), "getWeatherByCode");
    await check(handler(request(`${OUTLOOK}/ZZ`)), "getOutlookByCode");
    await check(handler(request(`${OUTLOOK}/PRT`)), "getOutlookByCode");
    await check(handler(request(OUTLOOK, { method: "POST" })), "getOutlookList");
    const without = createWeatherscoreHandler({ records: SET, updatedAt: UPDATED_AT, rateLimit: { limit: 9 } });
    await check(without(request(OUTLOOK)), "getOutlookList");
    await check(without(request(`${OUTLOOK}/PT`)), "getOutlookByCode");
    await check(handler(request(LIST, { method: "POST" })), "getWeatherList");
    await check(handler(request(`${LIST}/PT`, { method: "DELETE" })), "getWeatherByCode");
    const limited = handlerOf(SET, 1);
    await check(limited(request(LIST)), "getWeatherList");
    await check(limited(request(LIST)), "getWeatherList");
    await check(limited(request(`${LIST}/PT`)), "getWeatherByCode");
    await check(limited(request(`${OUTLOOK}/PT`)), "getOutlookByCode");
    const empty = handlerOf(new WeatherscoreStore());
    await check(empty(request(LIST)), "getWeatherList");
    await check(empty(request(`${LIST}/PT`)), "getWeatherByCode");
    await check(empty(request(OUTLOOK)), "getOutlookList");
    const broken: RateLimiter = {
      take() {
        throw new Error("storage down");
      },
    };
    const failing = createWeatherscoreHandler({ records: SET, rateLimit: { limiter: broken }, onError: () => {} });
    await check(failing(request(LIST)), "getWeatherList");
    expect([...errors].sort()).toEqual(
      Object.keys(ERROR_STATUS)
        .filter((e) => e !== "unknown_path")
        .sort(),
    );
  });
});

describe("the document's content", () => {
  const on = documentOf("", true);
  const off = documentOf("", false);

  it("is a whole OpenAPI 3.0.3 document: info with the API version of contract §9, a server, the fragment's paths", () => {
    expect(on.openapi).toBe("3.0.3");
    expect(on.info.version).toBe("1.1.0");
    expect(on.info.title).toBe("Vanlife Open Data Service: weather suitability");
    expect(on.servers).toEqual([{ url: "/" }]);
    expect(documentOf("/v1", true).servers).toEqual([{ url: "/v1" }]);
    expect(Object.keys(on.paths)).toEqual([LIST, ONE, OUTLOOK, `${OUTLOOK}/{code}`]);
    expect(Object.values(on.paths).map((p) => p.get.operationId)).toEqual([
      "getWeatherList",
      "getWeatherByCode",
      "getOutlookList",
      "getOutlookByCode",
    ]);
  });

  it("says at its root that no operation asks for credentials: security [] (Redocly's security-defined)", () => {
    expect((on as unknown as { security: unknown }).security).toEqual([]);
    expect((documentOf("/v1", false) as unknown as { security: unknown }).security).toEqual([]);
    for (const item of Object.values(on.paths)) expect(item.get).not.toHaveProperty("security");
  });

  it("gives each operation every answer it can give, 429 only when rate limiting is on", () => {
    const statuses = (document: Document, path: string) =>
      Object.keys(document.paths[path]?.get.responses ?? {}).sort();
    expect(statuses(off, ONE)).toEqual(["200", "304", "404", "405", "500", "503"]);
    expect(statuses(on, ONE)).toEqual(["200", "304", "404", "405", "429", "500", "503"]);
    expect(statuses(on, LIST)).toEqual(["200", "304", "405", "429", "500", "503"]);
    expect(statuses(on, OUTLOOK)).toEqual(["200", "304", "404", "405", "429", "500", "503"]);
    expect(statuses(off, `${OUTLOOK}/{code}`)).toEqual(["200", "304", "404", "405", "500", "503"]);
  });

  it("describes each answer, naming the error strings it may carry", () => {
    const descriptions = Object.fromEntries(
      Object.entries(on.paths[ONE]?.get.responses ?? {}).map(([status, r]) => [status, r.description]),
    );
    expect(descriptions).toEqual({
      "200": "The record",
      "304": "Not modified: the If-None-Match (or, without it, the If-Modified-Since) still holds",
      "404": "No record for this code or id (error: not_found, invalid_code)",
      "405": "A method other than GET, HEAD or OPTIONS (error: method_not_allowed)",
      "429": "This client's rate limit is spent (error: rate_limited)",
      "503": "No records yet (error: no_data)",
      "500": "Internal error (error: internal_error)",
    });
    const outlook = (path: string) => on.paths[path]?.get.responses["404"]?.description;
    expect(outlook(OUTLOOK)).toBe("No outlooks here (error: no_outlook)");
    expect(outlook(`${OUTLOOK}/{code}`)).toBe(
      "No outlook for this code or id, or no outlooks here (error: not_found, invalid_code, no_outlook)",
    );
  });

  it("names the headers of each answer: validators, CORS, rate limits, Retry-After, Allow", () => {
    const headers = (document: Document, status: string) =>
      Object.keys(document.paths[ONE]?.get.responses[status]?.headers ?? {}).sort();
    const cors = ["Access-Control-Allow-Origin", "Access-Control-Expose-Headers", "X-Content-Type-Options"];
    const rate = ["X-RateLimit-Limit", "X-RateLimit-Remaining"];
    const validators = ["Cache-Control", "ETag", "Last-Modified"];
    expect(headers(on, "200")).toEqual([...cors, ...rate, ...validators].sort());
    expect(headers(on, "304")).toEqual([...cors, ...rate, ...validators].sort());
    expect(headers(off, "304")).toEqual([...cors, ...validators].sort());
    for (const status of ["404", "405", "503"])
      expect(headers(on, status), status).toEqual(expect.arrayContaining([...cors, ...rate, "Cache-Control"]));
    expect(headers(on, "405")).toContain("Allow");
    expect(headers(on, "429")).toContain("Retry-After");
    expect(headers(on, "503")).toContain("Retry-After");
    expect(headers(off, "503")).not.toContain("X-RateLimit-Limit");
    expect(headers(on, "500")).toEqual([...cors, "Cache-Control"].sort());
    // a required header is a reference; Last-Modified, not always sent, is written out with required: false
    const ok = on.paths[ONE]?.get.responses["200"]?.headers ?? {};
    expect(ok.ETag).toEqual({ $ref: "#/components/headers/ETag" });
    expect(on.components.headers.ETag?.required).toBe(true);
    expect(ok["Last-Modified"]).toMatchObject({ required: false, schema: { type: "string" } });
    expect(on.components.headers).not.toHaveProperty("Last-Modified");
  });

  it("types every enumeration as a string, and lists the error strings", () => {
    const enums = [...JSON.stringify(on).matchAll(/\{[^{}]*"enum":\[[^\]]*\][^{}]*\}/g)].map((m) => JSON.parse(m[0]));
    expect(enums.length).toBeGreaterThanOrEqual(7);
    for (const schema of enums) {
      const kinds = new Set((schema.enum as unknown[]).map((v) => (v === null ? "object" : typeof v)));
      expect([schema.type], JSON.stringify(schema)).toEqual([...kinds]);
    }
    expect(on.components.schemas.ErrorRecord?.properties.error).toEqual({
      type: "string",
      enum: Object.keys(ERROR_STATUS),
    });
  });

  it("does not change the shipped fragment", () => {
    const before = JSON.stringify(openapiFragment());
    documentOf("", true);
    expect(JSON.stringify(openapiFragment())).toBe(before);
  });
});
