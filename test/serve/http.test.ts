/**
 * The web handler behind a real `node:http` server on 127.0.0.1 (a random port), called with `fetch`: what a
 * browser or an API client sees over the wire.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weatherListResponse } from "../../src/assemble/envelopes.js";
import { createWeatherscoreHandler } from "../../src/serve/handler.js";
import { WeatherscoreStore } from "../../src/serve/store.js";
import { expectSchema } from "../assemble/contract.js";
import { records, SOURCE, UPDATED_AT } from "./helpers.js";

const RECORDS = records(8);
const store = new WeatherscoreStore({ records: RECORDS, updatedAt: UPDATED_AT });
const handler = createWeatherscoreHandler({ records: store, openapi: true, rateLimit: { limit: 1000 } });

/** The smallest Node adapter: a Request from the message, the Response written back. */
async function listener(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method ?? "GET", headers });
  const response = handler(request, { clientKey: req.socket.remoteAddress ?? "" });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LIST = "/api/weatherscore/weather";

describe("the handler under node:http", () => {
  it("serves both endpoints with their envelopes", async () => {
    const list = await fetch(`${base}${LIST}`);
    expect(list.status).toBe(200);
    expect(await list.text()).toBe(
      JSON.stringify(weatherListResponse(RECORDS, { updatedAt: UPDATED_AT, source: SOURCE })),
    );
    const one = await fetch(`${base}${LIST}/${RECORDS[2]?.code.toLowerCase()}`);
    expect(one.status).toBe(200);
    const body = (await one.json()) as { data: { code: string } };
    expectSchema(body, "weather-country-response.schema.json");
    expect(body.data.code).toBe(RECORDS[2]?.code);
    expect(one.headers.get("x-ratelimit-limit")).toBe("1000");
  });

  it("answers 404, 405 and a preflight as the contract and CORS say", async () => {
    const missing = await fetch(`${base}${LIST}/ZZ`);
    expect(missing.status).toBe(404);
    expectSchema(await missing.json(), "error-record.schema.json");
    const post = await fetch(`${base}${LIST}`, { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const preflight = await fetch(`${base}${LIST}`, {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers 304 to the entity tag it sent, and HEAD with headers only", async () => {
    const first = await fetch(`${base}${LIST}`);
    await first.arrayBuffer();
    const again = await fetch(`${base}${LIST}`, { headers: { "If-None-Match": first.headers.get("etag") as string } });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}${LIST}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(first.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });

  it("serves the OpenAPI document", async () => {
    const response = await fetch(`${base}/docs.openapi`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toBe("3.0.3");
  });
});
