/**
 * The outlook's endpoints of the web handler: `/api/weatherscore/outlook` and `/outlook/{code}` given outlooks (the
 * ensemble sample's), byte for byte the outlook envelopes, with the weather paths' validators, 304s, CORS, HEAD and
 * rate limit; 404 no_outlook without outlooks, not_found and invalid_code as for /weather/{code}; outlooks checked
 * against the published schema; the store keeping outlooks across refreshes as it keeps records.
 */
import { describe, expect, it } from "vitest";
import { isVanskyInputError } from "../../src/errors.js";
import { outlookCountryResponse, outlookListResponse } from "../../src/outlook/envelopes.js";
import type { VanSkyOutlook } from "../../src/outlook/types.js";
import { createWeatherscoreHandler, type WeatherscoreHandlerOptions } from "../../src/serve/handler.js";
import { WeatherscoreStore } from "../../src/serve/store.js";
import { expectSchema } from "../assemble/contract.js";
import { headersOf, NOW, records, request, SOURCE, sampleOutlooks, UPDATED_AT } from "./helpers.js";

const RECORDS = records(3);
const OUTLOOKS = sampleOutlooks();
const LIST = "/api/weatherscore/outlook";
const CLOCK = Date.UTC(2026, 6, 15, 13);
const CLOCK_HTTP = "Wed, 15 Jul 2026 13:00:00 GMT";

const handlerOf = (options: Partial<WeatherscoreHandlerOptions> = {}) =>
  createWeatherscoreHandler({
    records: RECORDS,
    updatedAt: UPDATED_AT,
    outlooks: OUTLOOKS,
    now: () => CLOCK,
    rateLimit: { limit: 100 },
    ...options,
  });

/** The error of `response`: its status and `error` string, the record's shape and no caching; its message. */
async function errorOf(response: Response, status: number, error: string): Promise<string> {
  expect([response.status, response.headers.get("cache-control")]).toEqual([status, "no-store"]);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  const body = (await response.json()) as { error: string; message: string };
  expectSchema(body, "error-record.schema.json");
  expect(body.error).toBe(error);
  return body.message;
}

describe("GET /api/weatherscore/outlook", () => {
  it("answers the outlook list, byte for byte outlookListResponse, dated by the latest ensemble fetch", async () => {
    const response = handlerOf()(request(LIST));
    const text = await response.text();
    expect(response.status).toBe(200);
    // every outlook was fetched at NOW: the envelope's updated_at, not the records' UPDATED_AT
    expect(text).toBe(JSON.stringify(outlookListResponse(OUTLOOKS, { updatedAt: NOW, source: SOURCE })));
    expectSchema(JSON.parse(text), "outlook-list-response.schema.json");
    expect(headersOf(response)).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=600",
      "last-modified": CLOCK_HTTP,
      "access-control-allow-origin": "*",
      "x-content-type-options": "nosniff",
      "x-ratelimit-limit": "100",
      "x-ratelimit-remaining": "99",
    });
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
  });

  it("takes the updated_at it is given, and serves the weather records as before beside it", async () => {
    const handler = handlerOf({ outlooksUpdatedAt: "2026-07-15T06:00:00Z" });
    expect(((await handler(request(LIST)).json()) as { updated_at: string }).updated_at).toBe("2026-07-15T06:00:00Z");
    const weather = (await handler(request("/api/weatherscore/weather")).json()) as { count: number };
    expect(weather.count).toBe(3);
  });

  it("answers each outlook by code in any case, its own tag, 304 to it, and HEAD without a body", async () => {
    const handler = handlerOf();
    for (const outlook of OUTLOOKS) {
      const response = handler(request(`${LIST}/${outlook.code.toLowerCase()}`));
      const text = await response.text();
      expect(text).toBe(JSON.stringify(outlookCountryResponse(outlook, { updatedAt: NOW, source: SOURCE })));
      expectSchema(JSON.parse(text), "outlook-country-response.schema.json");
      const etag = response.headers.get("etag") as string;
      const again = handler(request(`${LIST}/${outlook.code}`, { headers: { "If-None-Match": etag } }));
      expect([again.status, await again.text(), again.headers.get("etag")]).toEqual([304, "", etag]);
    }
    const tags = OUTLOOKS.map((o) => handler(request(`${LIST}/${o.code}`)).headers.get("etag"));
    expect(new Set(tags).size).toBe(3);
    const head = handler(request(`${LIST}/PT`, { method: "HEAD" }));
    expect([head.status, await head.text()]).toEqual([200, ""]);
  });

  it("answers 404 not_found and invalid_code as /weather/{code} does, in the outlook's words", async () => {
    const handler = handlerOf();
    expect(await errorOf(handler(request(`${LIST}/ES`)), 404, "not_found")).toBe("No outlook for ES");
    expect(await errorOf(handler(request(`${LIST}/PRT`)), 404, "invalid_code")).toBe(
      'No record with the id "PRT", and not a country code (ISO 3166-1 alpha-2: two letters)',
    );
    expect(await errorOf(handler(request(`${LIST}/PT/x`)), 404, "unknown_path")).toMatch(/^No endpoint at /);
  });

  it("answers 404 no_outlook, saying why, when it has no outlooks; 503 while it has no data at all", async () => {
    const handler = createWeatherscoreHandler({ records: RECORDS, updatedAt: UPDATED_AT });
    for (const path of [LIST, `${LIST}/PT`])
      expect(await errorOf(handler(request(path)), 404, "no_outlook")).toBe(
        "No outlooks here: this server has no ensemble forecasts",
      );
    expect(handler(request("/api/weatherscore/weather")).status).toBe(200);
    const empty = createWeatherscoreHandler({ records: new WeatherscoreStore() });
    expect(await errorOf(empty(request(LIST)), 503, "no_data")).toBe("No weather data yet; retry later");
  });

  it("refuses outlooks that are not the published schema's, naming the path and the outlook", () => {
    const broken = structuredClone(OUTLOOKS);
    ((broken[2] as VanSkyOutlook).days[4] as { p_good: number }).p_good = 1.5;
    const cases: [readonly VanSkyOutlook[], string][] = [
      [broken, "data[2].days[4].p_good"],
      [[...OUTLOOKS, OUTLOOKS[0] as VanSkyOutlook], "data[3].code"],
    ];
    for (const [outlooks, path] of cases) {
      let caught: unknown;
      try {
        handlerOf({ outlooks });
      } catch (error) {
        caught = error;
      }
      expect(isVanskyInputError(caught) && [caught.code, caught.path]).toEqual(["BAD_RECORD", path]);
    }
    let caught: unknown;
    try {
      handlerOf({ outlooks: broken });
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).toContain("(outlook PT)");
  });
});

describe("a store's outlooks", () => {
  const [au, ch, pt] = OUTLOOKS as [VanSkyOutlook, VanSkyOutlook, VanSkyOutlook];
  const codes = async (handler: ReturnType<typeof createWeatherscoreHandler>) =>
    ((await handler(request(LIST)).json()) as { data: VanSkyOutlook[] }).data.map((o) => o.code);

  it("are kept by a refresh without outlooks, and merged by code with a refresh that has some", async () => {
    const store = new WeatherscoreStore({ records: RECORDS, updatedAt: UPDATED_AT, outlooks: [au, ch] });
    const handler = createWeatherscoreHandler({ records: store, now: () => CLOCK });
    expect(await codes(handler)).toEqual(["AU", "CH"]);
    const report = store.update({ records: RECORDS.slice(0, 1), updatedAt: "2026-07-15T13:00:00Z" });
    expect(report.swapped).toBe(true);
    expect(await codes(handler)).toEqual(["AU", "CH"]);
    const later = { ...pt, fetched_at: "2026-07-15T14:00:00Z" };
    store.update({ records: [], updatedAt: null, outlooks: [later] });
    expect(await codes(handler)).toEqual(["AU", "CH", "PT"]);
    const list = (await handler(request(LIST)).json()) as { updated_at: string };
    expect(list.updated_at).toBe("2026-07-15T14:00:00Z");
    // the records and their updated_at stay as they were when a refresh brings outlooks alone
    const weather = (await handler(request("/api/weatherscore/weather")).json()) as { updated_at: string };
    expect(weather.updated_at).toBe("2026-07-15T13:00:00Z");
    expect(store.update({ records: [], updatedAt: null, outlooks: [] }).swapped).toBe(false);
  });

  it("are replaced whole by a refresh that brings the whole set (outlooks: replace): none left out is kept", async () => {
    const store = new WeatherscoreStore({ records: RECORDS, updatedAt: UPDATED_AT, outlooks: [au, ch] });
    const handler = createWeatherscoreHandler({ records: store, now: () => CLOCK });
    store.update({ records: RECORDS.slice(0, 1), updatedAt: UPDATED_AT, outlooks: [pt] }, { outlooks: "replace" });
    expect(await codes(handler)).toEqual(["PT"]);
    // an empty set of outlooks is served as such (a list of none), and a set without any has none at all
    expect(store.update({ records: [], updatedAt: null, outlooks: [] }, { outlooks: "replace" }).swapped).toBe(true);
    expect(await codes(handler)).toEqual([]);
    expect(store.update({ records: [], updatedAt: null }, { outlooks: "replace" }).swapped).toBe(true);
    expect((await handler(request(`${LIST}/PT`)).json()) as { error: string }).toMatchObject({ error: "no_outlook" });
    // the records and their updated_at stay as they were
    const weather = (await handler(request("/api/weatherscore/weather")).json()) as { data: unknown[] };
    expect(weather.data).toHaveLength(RECORDS.length);
    expect(store.update({ records: [], updatedAt: null }, { outlooks: "replace" }).swapped).toBe(false);
  });

  it("are served in code order and dated as the refresh says, merged or replaced", async () => {
    const store = new WeatherscoreStore({ records: RECORDS, updatedAt: UPDATED_AT });
    const handler = createWeatherscoreHandler({ records: store, now: () => CLOCK });
    const updatedAt = async () => ((await handler(request(LIST)).json()) as { updated_at: string }).updated_at;
    store.update({ records: [], updatedAt: null, outlooks: [pt, au] }, { outlooks: "replace" });
    expect(await codes(handler)).toEqual(["AU", "PT"]);
    store.update({ records: [], updatedAt: null, outlooks: [ch], outlooksUpdatedAt: "2026-07-15T20:00:00Z" });
    expect(await codes(handler)).toEqual(["AU", "CH", "PT"]);
    expect(await updatedAt()).toBe("2026-07-15T20:00:00Z");
    store.update(
      { records: [], updatedAt: null, outlooks: [pt], outlooksUpdatedAt: "2026-07-15T21:00:00Z" },
      { outlooks: "replace" },
    );
    expect(await updatedAt()).toBe("2026-07-15T21:00:00Z");
  });

  it("are read anew from a function when it gives other outlooks", async () => {
    let set = { records: RECORDS, updatedAt: UPDATED_AT, outlooks: [au] as readonly VanSkyOutlook[] };
    const handler = createWeatherscoreHandler({ records: () => set, now: () => CLOCK });
    expect(await codes(handler)).toEqual(["AU"]);
    set = { ...set, outlooks: [au, pt] };
    expect(await codes(handler)).toEqual(["AU", "PT"]);
  });
});
