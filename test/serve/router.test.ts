/**
 * The router on its own (what `vansky serve` runs): pages served beside the API as the API is served (rate limit,
 * CORS, ETag and Last-Modified with 304s, 405, 503, preflight), under a base path or none, and the rate limit's
 * headers on every answer it counts.
 */
import { describe, expect, it } from "vitest";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { slidingWindowLimiter } from "../../src/serve/rate-limit.js";
import { type Answer, type IncomingRequest, type Pages, Router } from "../../src/serve/router.js";
import { type Body, bodyOf, createSnapshot, type Snapshot } from "../../src/serve/snapshot.js";
import { records, UPDATED_AT } from "./helpers.js";

const SNAPSHOT = createSnapshot({ records: records(3), updatedAt: UPDATED_AT });
const CLOCK = Date.UTC(2026, 6, 15, 13);
const CLOCK_HTTP = "Wed, 15 Jul 2026 13:00:00 GMT";
const CORS = [
  "Access-Control-Allow-Origin",
  "*",
  "Access-Control-Expose-Headers",
  "ETag, X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After",
  "X-Content-Type-Options",
  "nosniff",
];

/** Pages that draw their text from the snapshot's record count and the instant, and count their draws. */
class TestPages implements Pages {
  readonly paths = ["/", "/map.svg"];
  readonly calls: [Snapshot, number][] = [];
  bodies(snapshot: Snapshot, nowMs: number): ReadonlyMap<string, Body> {
    this.calls.push([snapshot, nowMs]);
    const text = `${snapshot.records.length} records at ${nowMs}`;
    const meta = { cacheControl: "no-cache", headers: ["Content-Security-Policy", "default-src 'none'"] };
    return new Map([
      ["/", bodyOf(`<p>${text}</p>`, { ...meta, type: "text/html" })],
      ["/map.svg", bodyOf(`<svg>${text}</svg>`, { ...meta, type: "image/svg+xml" })],
    ]);
  }
}

function requestOf(path: string, method = "GET", headers: Record<string, string> = {}, client = "a"): IncomingRequest {
  return { method, path, header: (name) => headers[name], clientKey: () => client };
}

const routerOf = (basePath = "", limit?: number) => {
  const pages = new TestPages();
  const limiter = limit === undefined ? undefined : slidingWindowLimiter({ limit });
  return { pages, router: new Router({ basePath, maxAgeSeconds: 600, openapi: undefined, limiter, pages }) };
};

const text = (answer: Answer) => new TextDecoder().decode(answer.body);
const errorOf = (answer: Answer) => JSON.parse(text(answer)).error as string;

describe("pages beside the API", () => {
  it("serves each page with its type, cache policy and headers, ETag, Last-Modified and CORS", () => {
    const { router, pages } = routerOf();
    const page = router.answer(SNAPSHOT, requestOf("/"), CLOCK);
    const body = `<p>3 records at ${CLOCK}</p>`;
    expect([page.status, text(page)]).toEqual([200, body]);
    expect(page.headers).toEqual([
      ...["Content-Type", "text/html", "Content-Length", String(body.length)],
      ...["ETag", page.entity?.etag, "Cache-Control", "no-cache", "Last-Modified", CLOCK_HTTP],
      ...CORS,
      ...["Content-Security-Policy", "default-src 'none'"],
    ]);
    expect(page.extra).toBeUndefined();
    const map = router.answer(SNAPSHOT, requestOf("/map.svg"), CLOCK);
    expect([map.status, text(map), map.headers[1]]).toEqual([200, `<svg>3 records at ${CLOCK}</svg>`, "image/svg+xml"]);
    expect(pages.calls).toEqual([
      [SNAPSHOT, CLOCK],
      [SNAPSHOT, CLOCK],
    ]);
  });

  it("answers 304 to a page's tag or date, HEAD without a body, and a preflight", () => {
    const { router } = routerOf();
    const etag = router.answer(SNAPSHOT, requestOf("/"), CLOCK).entity?.etag as string;
    const unchanged = router.answer(SNAPSHOT, requestOf("/", "GET", { "if-none-match": etag }), CLOCK);
    expect([unchanged.status, unchanged.body]).toEqual([304, undefined]);
    expect(unchanged.headers).toContain("Content-Security-Policy");
    expect(unchanged.headers).not.toContain("Content-Type");
    const since = router.answer(SNAPSHOT, requestOf("/", "GET", { "if-modified-since": CLOCK_HTTP }), CLOCK);
    expect(since.status).toBe(304);
    const head = router.answer(SNAPSHOT, requestOf("/map.svg", "HEAD"), CLOCK);
    expect([head.status, head.body, head.headers[3]]).toEqual([
      200,
      undefined,
      String(`<svg>3 records at ${CLOCK}</svg>`.length),
    ]);
    const preflight = router.answer(SNAPSHOT, requestOf("/", "OPTIONS"), CLOCK);
    expect([preflight.status, preflight.headers.slice(0, 2)]).toEqual([204, ["Access-Control-Allow-Origin", "*"]]);
  });

  it("dates a page by when its bytes were first served: a redraw with other bytes gets a later Last-Modified", () => {
    const { router } = routerOf();
    router.answer(SNAPSHOT, requestOf("/"), CLOCK);
    const later = router.answer(SNAPSHOT, requestOf("/"), CLOCK + 60_000);
    expect(later.headers).toContain("Wed, 15 Jul 2026 13:01:00 GMT");
    const old = router.answer(SNAPSHOT, requestOf("/", "GET", { "if-modified-since": CLOCK_HTTP }), CLOCK + 60_000);
    expect(old.status).toBe(200);
  });

  it("answers 405 with Allow to other methods, and 503 with Retry-After while no records are served", () => {
    const { router, pages } = routerOf();
    const post = router.answer(SNAPSHOT, requestOf("/", "POST"), CLOCK);
    expect([post.status, errorOf(post)]).toEqual([405, "method_not_allowed"]);
    expect(post.headers.slice(-2)).toEqual(["Allow", "GET, HEAD, OPTIONS"]);
    const empty = createSnapshot({ records: [], updatedAt: null });
    for (const snapshot of [undefined, empty]) {
      const waiting = router.answer(snapshot, requestOf("/map.svg"), CLOCK);
      expect([waiting.status, errorOf(waiting)]).toEqual([503, "no_data"]);
      expect(waiting.headers.slice(-2)).toEqual(["Retry-After", "60"]);
    }
    expect(pages.calls).toEqual([]);
  });

  it.each([
    ["", ["/", "/map.svg"], ["/v1", "/index.html", "/map.svg/", "/api"]],
    ["/v1", ["/v1", "/v1/", "/v1/map.svg", "/v1/./map.svg", "/v1/%6Dap.svg"], ["/", "/map.svg", "/v1/map", "/v1//"]],
  ])("under base path %j serves %j and not %j", (base, served, unknown) => {
    const { router } = routerOf(base);
    for (const path of served) expect(router.answer(SNAPSHOT, requestOf(path), CLOCK).status, path).toBe(200);
    for (const path of unknown) {
      const answer = router.answer(SNAPSHOT, requestOf(path), CLOCK);
      expect([path, answer.status, errorOf(answer)]).toEqual([path, 404, "unknown_path"]);
    }
  });
});

describe("the rate limit", () => {
  it("counts the pages with the API, one budget per client, and reports it on every answer it counts", () => {
    const { router } = routerOf("", 4);
    const page = router.answer(SNAPSHOT, requestOf("/"), CLOCK);
    expect(page.extra).toEqual(["X-RateLimit-Limit", "4", "X-RateLimit-Remaining", "3"]);
    const unchanged = router.answer(
      SNAPSHOT,
      requestOf("/", "GET", { "if-none-match": page.entity?.etag as string }),
      CLOCK,
    );
    expect([unchanged.status, unchanged.extra?.[3]]).toEqual([304, "2"]);
    const code = (records(3)[0] as VanSkyCountry).code;
    const missing = router.answer(SNAPSHOT, requestOf("/api/weatherscore/weather/ZZ"), CLOCK);
    expect([missing.status, missing.headers.slice(-4)]).toEqual([
      404,
      ["X-RateLimit-Limit", "4", "X-RateLimit-Remaining", "1"],
    ]);
    const post = router.answer(SNAPSHOT, requestOf(`/api/weatherscore/weather/${code}`, "POST"), CLOCK);
    expect([post.status, post.headers.slice(-2)]).toEqual([405, ["X-RateLimit-Remaining", "0"]]);
    const refused = router.answer(SNAPSHOT, requestOf("/map.svg"), CLOCK);
    expect([refused.status, errorOf(refused)]).toEqual([429, "rate_limited"]);
    // the window's 4 requests weigh 4 (1 - t/60 s) in the next one: a fifth fits 15 s into it, 75 s from now
    expect(refused.headers.slice(-6)).toEqual([
      "X-RateLimit-Limit",
      "4",
      "X-RateLimit-Remaining",
      "0",
      "Retry-After",
      "75",
    ]);
    expect(router.answer(SNAPSHOT, requestOf("/", "GET", {}, "b"), CLOCK).status).toBe(200);
  });

  it("counts every request, preflights and unknown paths too, each answer with its headers; reports itself on 503", () => {
    const { router } = routerOf("", 3);
    const preflight = router.answer(SNAPSHOT, requestOf("/", "OPTIONS"), CLOCK);
    expect([preflight.status, preflight.headers.slice(-4)]).toEqual([
      204,
      ["X-RateLimit-Limit", "3", "X-RateLimit-Remaining", "2"],
    ]);
    const nowhere = router.answer(SNAPSHOT, requestOf("/nowhere"), CLOCK);
    expect([nowhere.status, errorOf(nowhere), nowhere.headers.slice(-4)]).toEqual([
      404,
      "unknown_path",
      ["X-RateLimit-Limit", "3", "X-RateLimit-Remaining", "1"],
    ]);
    const waiting = router.answer(undefined, requestOf("/api/weatherscore/weather"), CLOCK);
    expect([waiting.status, waiting.headers.slice(-6)]).toEqual([
      503,
      ["Retry-After", "60", "X-RateLimit-Limit", "3", "X-RateLimit-Remaining", "0"],
    ]);
    // the limit spent: a preflight and an unknown path are refused like any request
    for (const [path, method] of [
      ["/", "OPTIONS"],
      ["/nowhere", "GET"],
    ] as const) {
      const refused = router.answer(SNAPSHOT, requestOf(path, method), CLOCK);
      expect([refused.status, errorOf(refused)], `${method} ${path}`).toEqual([429, "rate_limited"]);
    }
  });
});

describe("errors and preflights", () => {
  const { router } = routerOf("", 4);
  const message = (answer: Answer) => JSON.parse(text(answer)).message as string;

  it("words each error as the OpenAPI document's examples do, with no-store and CORS", () => {
    const missing = routerOf().router.answer(SNAPSHOT, requestOf("/api/weatherscore/weather/ZZ"), CLOCK);
    const body = '{"success":false,"error":"not_found","message":"No weather data for ZZ"}';
    expect([missing.status, text(missing)]).toEqual([404, body]);
    expect(missing.headers).toEqual([
      ...["Content-Type", "application/json; charset=utf-8", "Content-Length", String(body.length)],
      ...["Cache-Control", "no-store", ...CORS],
    ]);
    expect(message(router.answer(SNAPSHOT, requestOf("/nowhere"), CLOCK))).toBe('No endpoint at "/nowhere"');
    expect(message(router.answer(SNAPSHOT, requestOf("/", "PUT"), CLOCK))).toBe(
      '"PUT" is not allowed here; use GET, HEAD, OPTIONS',
    );
    expect(message(router.answer(undefined, requestOf("/api/weatherscore/weather"), CLOCK))).toBe(
      "No weather data yet; retry later",
    );
    // the unknown path, the PUT and the 503 counted: the fourth request is the last the window takes
    router.answer(SNAPSHOT, requestOf("/"), CLOCK);
    expect(message(router.answer(SNAPSHOT, requestOf("/"), CLOCK))).toBe(
      "More than 4 requests in the rate window; retry in 75 s",
    );
  });

  it("answers a preflight with the methods, a day's max age, and the headers asked for when they are a header list", () => {
    const { router } = routerOf("");
    const asked = (value: string) =>
      router.answer(SNAPSHOT, requestOf("/", "OPTIONS", { "access-control-request-headers": value }), CLOCK);
    const common = [
      ...CORS.slice(0, 4),
      ...["Access-Control-Allow-Methods", "GET, HEAD, OPTIONS", "Access-Control-Max-Age", "86400"],
      ...["Allow", "GET, HEAD, OPTIONS", "Vary", "Access-Control-Request-Headers"],
    ];
    expect(asked("if-none-match, x-client").headers).toEqual([
      ...common,
      "Access-Control-Allow-Headers",
      "if-none-match, x-client",
    ]);
    expect(asked("x\r\nSet-Cookie: a=b").headers).toEqual(common);
    expect(router.answer(SNAPSHOT, requestOf("/", "OPTIONS"), CLOCK).headers).toEqual(common);
  });
});

describe("routes", () => {
  it("remembers a path's route: the same answers for a spelling asked again, after 5 000 other spellings", () => {
    const { router } = routerOf();
    const path = "/api/weatherscore/weather/%50%54";
    const first = router.answer(SNAPSHOT, requestOf(path), CLOCK);
    for (let i = 0; i < 5000; i++) router.answer(SNAPSHOT, requestOf(`/api/weatherscore/weather/x${i}`), CLOCK);
    const again = router.answer(SNAPSHOT, requestOf(path), CLOCK);
    expect([again.status, text(again)]).toEqual([first.status, text(first)]);
    const late = router.answer(SNAPSHOT, requestOf("/api/weatherscore/weather/%50%54/"), CLOCK);
    expect(late.status).toBe(404);
  });
});
