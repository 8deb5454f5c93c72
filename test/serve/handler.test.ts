/**
 * The web handler on Node's own Request and Response: every route, status, header and body, error records against
 * the shipped error schema and 200 bodies against the envelope schemas.
 */
import { describe, expect, it, vi } from "vitest";
import { weatherCountryResponse, weatherListResponse } from "../../src/assemble/envelopes.js";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { isVanskyInputError } from "../../src/errors.js";
import { createWeatherscoreHandler, type WeatherscoreHandlerOptions } from "../../src/serve/handler.js";
import type { RateLimiter } from "../../src/serve/rate-limit.js";
import { WeatherscoreStore } from "../../src/serve/store.js";
import { expectSchema } from "../assemble/contract.js";
import { headersOf, records, request, SOURCE, UPDATED_AT } from "./helpers.js";

const RECORDS = records(12);
const META = { updatedAt: UPDATED_AT, source: SOURCE };
const LIST = "/api/weatherscore/weather";
/** Argentina: one of the first twelve countries of the world fixtures. */
const AR = RECORDS.find((r) => r.code === "AR") as VanSkyCountry;
const JSON_TYPE = "application/json; charset=utf-8";
/** 2026-07-15T13:00:00Z: after updated_at. */
const CLOCK = Date.UTC(2026, 6, 15, 13);
/** CLOCK as an HTTP-date: the Last-Modified of every body first served at CLOCK (not the data's updated_at). */
const CLOCK_HTTP = "Wed, 15 Jul 2026 13:00:00 GMT";

const handlerOf = (options: Partial<WeatherscoreHandlerOptions> = {}) =>
  createWeatherscoreHandler({ records: RECORDS, updatedAt: UPDATED_AT, now: () => CLOCK, ...options });

async function errorOf(response: Response, status: number, error: string): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe(JSON_TYPE);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  const body = (await response.json()) as { success: boolean; error: string; message: string };
  expectSchema(body, "error-record.schema.json");
  expect(body.success).toBe(false);
  expect(body.error).toBe(error);
  return body.message;
}

describe("GET /api/weatherscore/weather", () => {
  it("answers the list envelope, byte for byte weatherListResponse, with its validators and CORS", async () => {
    const response = handlerOf()(request(LIST));
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toBe(JSON.stringify(weatherListResponse(RECORDS, META)));
    expectSchema(JSON.parse(text), "weather-list-response.schema.json");
    const headers = headersOf(response);
    expect(headers["content-type"]).toBe(JSON_TYPE);
    expect(headers["content-length"]).toBe(String(new TextEncoder().encode(text).length));
    expect(headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(headers["last-modified"]).toBe(CLOCK_HTTP);
    expect(headers["cache-control"]).toBe("public, max-age=600");
    expect(headers["access-control-allow-origin"]).toBe("*");
    expect(headers["access-control-expose-headers"]).toContain("ETag");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it("ignores a query string (the endpoints take no parameters)", async () => {
    const handler = handlerOf();
    const plain = await handler(request(LIST)).text();
    expect(await handler(request(`${LIST}?source=example.org#x`)).text()).toBe(plain);
  });

  it("answers the same bytes for every request until the records change, and new ones after", async () => {
    const store = new WeatherscoreStore({ records: RECORDS, ...META });
    const handler = handlerOf({ records: store });
    const first = handler(request(LIST));
    const second = handler(request(LIST));
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await second.text()).toBe(await first.text());
    store.replace({ records: RECORDS.slice(1), ...META });
    const third = handler(request(LIST));
    expect(third.headers.get("etag")).not.toBe(first.headers.get("etag"));
    expect(((await third.json()) as { count: number }).count).toBe(RECORDS.length - 1);
  });
});

describe("GET /api/weatherscore/weather/{code}", () => {
  it.each(["AR", "ar", "aR"])(
    "answers %s with the country envelope (case-insensitive in, upper-case record)",
    async (code) => {
      const response = handlerOf()(request(`${LIST}/${code}`));
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).toBe(JSON.stringify(weatherCountryResponse(AR, META)));
      expectSchema(JSON.parse(text), "weather-country-response.schema.json");
      expect(response.headers.get("last-modified")).toBe(CLOCK_HTTP);
    },
  );

  it("gives each country its own entity tag, the same whatever the case of the code", () => {
    const handler = handlerOf();
    const tags = ["AR", "ar", RECORDS[0]?.code as string, LIST].map((p) =>
      handler(request(p === LIST ? LIST : `${LIST}/${p}`)).headers.get("etag"),
    );
    expect(tags[0]).toBe(tags[1]);
    expect(new Set([tags[0], tags[2], tags[3]]).size).toBe(3);
  });

  it("answers 404 not_found for a two-letter code without a record", async () => {
    expect(await errorOf(handlerOf()(request(`${LIST}/zz`)), 404, "not_found")).toBe("No weather data for ZZ");
  });

  it.each([
    ["PRT", "PRT"],
    ["P", "P"],
    ["1A", "1A"],
    ["%20", " "],
    ["%E2%82%AC", "€"],
    ["%C3", "%C3"],
    ["", ""],
  ])("answers 404 invalid_code for %j, neither a two-letter code nor an id in the list", async (code, shown) => {
    const message = await errorOf(handlerOf()(request(`${LIST}/${code}`)), 404, "invalid_code");
    expect(message).toBe(
      `No record with the id ${JSON.stringify(shown)}, and not a country code (ISO 3166-1 alpha-2: two letters)`,
    );
  });

  it.each(["%41R", "%41%52", "a%52", "%61%72"])("decodes percent-encoded letters: %s is AR", async (code) => {
    const response = handlerOf()(request(`${LIST}/${code}`));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: VanSkyCountry }).data.code).toBe("AR");
  });

  it("decodes percent-encoded unreserved characters anywhere in the path (RFC 3986 §6.2.2.2), not others", async () => {
    const handler = handlerOf();
    expect(handler(request("/api/weatherscore/%77eather/AR")).status).toBe(200);
    expect(handler(request("/api%2Fweatherscore/weather/AR")).status).toBe(404);
    expect(await errorOf(handler(request(`${LIST}%2FAR`)), 404, "unknown_path")).toBe(`No endpoint at "${LIST}%2FAR"`);
  });

  it("answers a point's id exactly as the list writes it (ids other than two-letter codes keep their case)", async () => {
    const point = { ...AR, code: "lisbon" };
    const handler = handlerOf({ records: [...RECORDS, point] });
    const list = (await handler(request(LIST)).json()) as { data: VanSkyCountry[] };
    expect(list.data.map((r) => r.code)).toContain("lisbon");
    const response = handler(request(`${LIST}/lisbon`));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(JSON.stringify(weatherCountryResponse(point, META)));
    expect(await errorOf(handler(request(`${LIST}/Lisbon`)), 404, "invalid_code")).toContain('"Lisbon"');
    expect(handler(request(`${LIST}/lisb%6Fn`)).status).toBe(200);
    // a percent-encoded character that is not unreserved is decoded in the id too: "são paulo"
    const spaced = { ...AR, code: "são paulo" };
    expect(handlerOf({ records: [spaced] })(request(`${LIST}/s%C3%A3o%20paulo`)).status).toBe(200);
  });
});

describe("other paths and methods", () => {
  it.each(["/", "/api/weatherscore", `${LIST}x`, `${LIST}/AR/extra`, "/docs.openapi"])(
    "answers 404 unknown_path at %s",
    async (path) => {
      expect(await errorOf(handlerOf()(request(path)), 404, "unknown_path")).toContain(path);
    },
  );

  it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s with 405 method_not_allowed and Allow", async (method) => {
    const response = handlerOf()(request(`${LIST}/AR`, { method }));
    expect(await errorOf(response, 405, "method_not_allowed")).toContain(method);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("answers HEAD with GET's status and headers and no body, errors included", async () => {
    const handler = handlerOf();
    for (const path of [LIST, `${LIST}/AR`, `${LIST}/ZZ`, "/nowhere"]) {
      const get = handler(request(path));
      const head = handler(request(path, { method: "HEAD" }));
      expect(head.status).toBe(get.status);
      expect(headersOf(head)).toEqual(headersOf(get));
      expect(await head.text()).toBe("");
    }
  });

  it("answers a CORS preflight with 204, the methods, the requested headers and a max age", async () => {
    const response = handlerOf()(
      request(`${LIST}/AR`, {
        method: "OPTIONS",
        headers: {
          Origin: "https://example.org",
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "if-none-match, x-client",
        },
      }),
    );
    expect(response.status).toBe(204);
    const headers = headersOf(response);
    expect(headers["access-control-allow-origin"]).toBe("*");
    expect(headers["access-control-allow-methods"]).toBe("GET, HEAD, OPTIONS");
    expect(headers["access-control-allow-headers"]).toBe("if-none-match, x-client");
    expect(headers["access-control-max-age"]).toBe("86400");
    expect(await response.text()).toBe("");
  });
});

describe("conditional requests (RFC 9110 §13)", () => {
  const handler = handlerOf();
  const ok = handler(request(`${LIST}/AR`));
  const etag = ok.headers.get("etag") as string;

  it.each([
    ["its own tag", () => etag],
    ["its weak form", () => `W/${etag}`],
    ["a list holding it", () => `"other", ${etag}`],
    ["*", () => "*"],
  ])("answers 304 to If-None-Match with %s, with the validators and no body", async (_, value) => {
    const response = handler(request(`${LIST}/AR`, { headers: { "If-None-Match": value() } }));
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(response.headers.get("last-modified")).toBe(CLOCK_HTTP);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.text()).toBe("");
  });

  it("answers 200 to another tag, and to a tag that only starts like its own", () => {
    for (const value of ['"other"', `${etag.slice(0, -1)}x"`, etag.slice(0, -2)])
      expect(handler(request(`${LIST}/AR`, { headers: { "If-None-Match": value } })).status).toBe(200);
  });

  it("answers If-Modified-Since by the second when there is no If-None-Match", () => {
    const status = (headers: Record<string, string>) => handler(request(LIST, { headers })).status;
    expect(status({ "If-Modified-Since": CLOCK_HTTP })).toBe(304);
    expect(status({ "If-Modified-Since": "Wed, 15 Jul 2026 13:01:00 GMT" })).toBe(304);
    expect(status({ "If-Modified-Since": "Wed, 15 Jul 2026 12:59:59 GMT" })).toBe(200);
    expect(status({ "If-Modified-Since": "yesterday" })).toBe(200);
    // RFC 9110 §13.1.3: a value that is not an HTTP-date is ignored, however a lenient parser would read it
    for (const invalid of ["99999", "2099-01-01", "Wed, 15 Jul 2026 13:00:00 UTC", "Thu, 01 Jan 2099 00:00:00 GMT, x"])
      expect(status({ "If-Modified-Since": invalid }), invalid).toBe(200);
    // the two obsolete forms a recipient must accept (§5.6.7)
    expect(status({ "If-Modified-Since": "Wednesday, 15-Jul-26 13:00:00 GMT" })).toBe(304);
    expect(status({ "If-Modified-Since": "Wed Jul 15 13:00:00 2026" })).toBe(304);
    expect(status({ "If-Modified-Since": CLOCK_HTTP, "If-None-Match": '"other"' })).toBe(200);
  });

  it("dates a body by when its bytes were first served, with or without updated_at", () => {
    const early = handlerOf({ now: () => Date.UTC(2026, 6, 15, 12, 0, 30) });
    expect(early(request(LIST)).headers.get("last-modified")).toBe("Wed, 15 Jul 2026 12:00:30 GMT");
    expect(handlerOf({ updatedAt: null })(request(LIST)).headers.get("last-modified")).toBe(CLOCK_HTTP);
  });

  it("never answers 304 to If-Modified-Since for changed bytes, whatever their updated_at", () => {
    let clock = CLOCK;
    let set: { records: VanSkyCountry[]; updatedAt: string | null } = { records: RECORDS, updatedAt: UPDATED_AT };
    const live = createWeatherscoreHandler({ records: () => set, now: () => clock });
    const first = live(request(`${LIST}/AR`));
    const since = first.headers.get("last-modified") as string;
    const conditional = (path: string) => live(request(path, { headers: { "If-Modified-Since": since } }));
    expect(conditional(`${LIST}/AR`).status).toBe(304);
    clock += 60_000;
    // new bytes for AR with an older updated_at: the data's time would say "not modified"
    const changed = RECORDS.map((r) => (r.code === "AR" ? { ...r, van_score: (r.van_score + 1) % 100 } : r));
    set = { records: changed, updatedAt: "2026-07-15T11:00:00Z" };
    const after = conditional(`${LIST}/AR`);
    expect(after.status).toBe(200);
    expect(after.headers.get("last-modified")).toBe("Wed, 15 Jul 2026 13:01:00 GMT");
    expect(conditional(`${LIST}`).status).toBe(200); // the list changed too
    const other = RECORDS.find((r) => r.code !== "AR") as VanSkyCountry;
    const otherSince = live(request(`${LIST}/${other.code}`)).headers.get("last-modified");
    // another change of AR alone, same updated_at: the other country's bytes and Last-Modified stay
    clock += 60_000;
    set = { records: changed.map((r) => (r.code === "AR" ? { ...r, van_score: 7 } : r)), updatedAt: set.updatedAt };
    const unchanged = live(request(`${LIST}/${other.code}`, { headers: { "If-Modified-Since": `${otherSince}` } }));
    expect([unchanged.status, unchanged.headers.get("last-modified")]).toEqual([304, otherSince]);
    expect(live(request(`${LIST}/AR`)).headers.get("last-modified")).toBe("Wed, 15 Jul 2026 13:02:00 GMT");
    // and one more within that second: no Last-Modified, since If-Modified-Since could not tell the two apart
    clock += 500;
    set = { records: changed.map((r) => (r.code === "AR" ? { ...r, van_score: 8 } : r)), updatedAt: set.updatedAt };
    const again = live(request(`${LIST}/AR`, { headers: { "If-Modified-Since": "Wed, 15 Jul 2026 13:02:00 GMT" } }));
    expect([again.status, again.headers.get("last-modified")]).toEqual([200, null]);
  });
});

describe("options", () => {
  it("mounts the endpoints under basePath", async () => {
    const handler = handlerOf({ basePath: "/v1/" });
    expect(handler(request(`/v1${LIST}/AR`)).status).toBe(200);
    expect(await errorOf(handler(request(`${LIST}/AR`)), 404, "unknown_path")).toContain(LIST);
  });

  it("serves the OpenAPI document at {basePath}/docs.openapi when asked", async () => {
    const response = handlerOf({ basePath: "/v1", openapi: true })(request("/v1/docs.openapi"));
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; servers: unknown; paths: object };
    expect(document.openapi).toBe("3.0.3");
    expect(document.servers).toEqual([{ url: "/v1" }]);
    const outlook = "/api/weatherscore/outlook";
    expect(Object.keys(document.paths)).toEqual([LIST, `${LIST}/{code}`, outlook, `${outlook}/{code}`]);
  });

  it("describes the rate limit in its OpenAPI document only where one is set: 429 and its headers", async () => {
    const documentOf = async (options: Partial<WeatherscoreHandlerOptions>) =>
      JSON.stringify(await handlerOf({ openapi: true, ...options })(request("/docs.openapi")).json());
    expect(await documentOf({ rateLimit: {} })).toContain('"429"');
    expect(await documentOf({})).not.toContain('"429"');
  });

  it("refuses a base path that only contains a path, or only starts as one, naming it", () => {
    for (const basePath of ["v1/x", "/v1 x", "/v1//x", ""]) {
      expect(() => handlerOf({ basePath }), basePath).toThrow(
        `expected a path such as "/" or "/v1", got ${JSON.stringify(basePath)}`,
      );
    }
    expect(() => handlerOf({ maxAgeSeconds: 1.5 })).toThrow("expected a whole number of seconds, got 1.5");
    // 0 is a whole number of seconds: every answer revalidated
    expect(handlerOf({ maxAgeSeconds: 0 })(request(LIST)).headers.get("cache-control")).toBe("public, max-age=0");
  });

  it("sets max-age", () => {
    expect(handlerOf({ maxAgeSeconds: 60 })(request(LIST)).headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("rejects bad options and bad records when created, with the path of the problem", () => {
    const broken = structuredClone(RECORDS) as unknown as Record<string, unknown>[];
    (broken[1] as Record<string, unknown>).van_score = 101;
    const duplicated = [...RECORDS, RECORDS[0] as VanSkyCountry];
    const cases: [Partial<WeatherscoreHandlerOptions>, string, string][] = [
      [{ records: broken as unknown as VanSkyCountry[] }, "BAD_RECORD", "data[1].van_score"],
      [{ records: duplicated }, "BAD_RECORD", `data[${RECORDS.length}].code`],
      [{ updatedAt: "July 15" }, "BAD_RECORD", "updated_at"],
      [{ basePath: "v1" }, "BAD_OPTION", "basePath"],
      [{ maxAgeSeconds: -1 }, "BAD_OPTION", "maxAgeSeconds"],
      [{ rateLimit: { limit: 0 } }, "BAD_OPTION", "limit"],
    ];
    for (const [options, code, path] of cases) {
      const error = (() => {
        try {
          handlerOf(options);
        } catch (e) {
          return e;
        }
      })();
      expect(isVanskyInputError(error), JSON.stringify(options).slice(0, 80)).toBe(true);
      expect(error).toMatchObject({ code, path });
    }
  });
});

describe("the store", () => {
  it("answers 503 no_data with Retry-After while it holds no records, 200 once it does", async () => {
    const store = new WeatherscoreStore();
    const handler = handlerOf({ records: store });
    for (const path of [LIST, `${LIST}/AR`]) {
      const response = handler(request(path));
      expect(await errorOf(response, 503, "no_data")).toMatch(/No weather data/);
      expect(response.headers.get("retry-after")).toBe("60");
    }
    store.replace({ records: [], ...META });
    expect(handler(request(LIST)).status).toBe(503);
    store.replace({ records: RECORDS, ...META });
    expect(handler(request(LIST)).status).toBe(200);
  });

  it("reads a function's set, serializing a set once, and keeps the last good set when a new one is bad", async () => {
    let serialized = 0;
    const counted = RECORDS.map((r) =>
      Object.defineProperty({ ...r }, "toJSON", {
        enumerable: false,
        value() {
          serialized++;
          return r;
        },
      }),
    );
    let set = { records: counted, updatedAt: UPDATED_AT };
    const onError = vi.fn();
    const handler = handlerOf({ records: () => set, onError });
    for (let i = 0; i < 5; i++) handler(request(LIST));
    handler(request(`${LIST}/AR`));
    expect(serialized).toBe(RECORDS.length);
    // a new object holding the same records and dates is the same set: not serialized again
    set = { ...set };
    handler(request(LIST));
    expect(serialized).toBe(RECORDS.length);
    set = { records: RECORDS.slice(0, 2), updatedAt: UPDATED_AT };
    expect(((await handler(request(LIST)).json()) as { count: number }).count).toBe(2);
    set = { records: [{ ...RECORDS[0], van_score: -1 } as VanSkyCountry], updatedAt: UPDATED_AT };
    const kept = handler(request(LIST));
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { count: number }).count).toBe(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: "BAD_RECORD", path: "data[0].van_score" });
    // the same bad set again is not checked again: told once
    handler(request(LIST));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe("rate limiting (contract §8)", () => {
  it("counts each client's requests, refuses the one beyond the limit with 429 and Retry-After, then recovers", async () => {
    let clock = CLOCK;
    const handler = handlerOf({ now: () => clock, rateLimit: { limit: 3, windowMs: 60_000 } });
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const response = handler(request(`${LIST}/AR`), { clientKey: "a" });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-ratelimit-limit")).toBe("3");
      remaining.push(response.headers.get("x-ratelimit-remaining"));
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    // a preflight counts like any request: refused once the limit is spent
    expect(handler(request(LIST, { method: "OPTIONS" }), { clientKey: "a" }).status).toBe(429);
    const refused = handler(request(LIST), { clientKey: "a" });
    expect(await errorOf(refused, 429, "rate_limited")).toMatch(/3 requests/);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    const retryS = Number(refused.headers.get("retry-after"));
    expect(retryS).toBeGreaterThan(0);
    expect(handler(request(LIST), { clientKey: "b" }).status).toBe(200);
    clock += retryS * 1000;
    expect(handler(request(LIST), { clientKey: "a" }).status).toBe(200);
  });

  it("takes the client key from the option's function unless the context gives one", () => {
    const handler = handlerOf({ rateLimit: { limit: 1, clientKey: (r) => r.headers.get("x-client") } });
    const from = (client: string, context?: { clientKey: string }) =>
      handler(request(LIST, { headers: { "x-client": client } }), context).status;
    expect([from("a"), from("a"), from("b"), from("a", { clientKey: "c" })]).toEqual([200, 429, 200, 200]);
  });
});

describe("failures inside the handler", () => {
  it("become a 500 internal_error told to onError, never a throw", async () => {
    const onError = vi.fn();
    const broken: RateLimiter = {
      take() {
        throw new Error("storage down");
      },
    };
    const handler = handlerOf({ rateLimit: { limiter: broken }, onError });
    const message = await errorOf(handler(request(LIST)), 500, "internal_error");
    expect(message).not.toContain("storage down");
    expect(message).toBe("Internal error");
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "storage down" }));
    expect(await handler(request(LIST, { method: "HEAD" })).text()).toBe("");
  });
});

describe("the handler's records option", () => {
  it("must be an array, a WeatherscoreStore or a function: anything else is BAD_OPTION at records", () => {
    for (const bad of [null, "records", 3, { records: RECORDS }]) {
      let thrown: unknown;
      try {
        createWeatherscoreHandler({ records: bad as never });
      } catch (error) {
        thrown = error;
      }
      expect(isVanskyInputError(thrown)).toBe(true);
      expect((thrown as { code: string; path: string }).code).toBe("BAD_OPTION");
      expect((thrown as { path: string }).path).toBe("records");
      expect((thrown as { problem: string }).problem).toBe(
        "expected an array of records, a WeatherscoreStore or a function",
      );
    }
  });
});

describe("the handler without onError", () => {
  it("logs a bad refresh on the console (vansky: weatherscore handler:) and keeps answering with the previous set", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      let set = { records: RECORDS.slice(0, 3), updatedAt: UPDATED_AT };
      const handler = handlerOf({ records: () => set });
      set = { records: [{ ...RECORDS[0], van_score: -1 } as VanSkyCountry], updatedAt: UPDATED_AT };
      const kept = handler(request("/api/weatherscore/weather"));
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { count: number }).count).toBe(3);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]?.[0]).toBe("vansky: weatherscore handler:");
      expect(logged.mock.calls[0]?.[1]).toMatchObject({ code: "BAD_RECORD", path: "data[0].van_score" });
    } finally {
      logged.mockRestore();
    }
  });
});
