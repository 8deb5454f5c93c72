/**
 * A stand-in for Open-Meteo on 127.0.0.1: answers forecast and marine requests (GET or form POST, one or many
 * locations) from the world fixtures by the coordinates asked, and Ensemble API requests (`/v1/ensemble`) from the
 * ensemble generator (scripts/fixtures/ensemble.ts: the committed sample's answers, with the runs of the model and the
 * variables and days asked); counts each request's weight by Open-Meteo's documented rule (an ensemble's variables
 * times its runs), checks the client's budget per sliding window, and misbehaves on purpose when told. Asked
 * `format=flatbuffers`, it sends the same answers as Open-Meteo's FlatBuffers bytes, written from them by
 * scripts/flatbuffers/writer.ts (one size-prefixed message per location, in the order asked); its errors stay JSON.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { writeFlatBuffers } from "../../scripts/flatbuffers/writer.js";
import { ENSEMBLE_MODELS, ENSEMBLE_SCORE_VARIABLES, type EnsembleModelId } from "../../src/request/ensemble.js";
import { generated } from "../outlook/helpers.js";
import { answer, countryAt, restricted, sectionsAsked } from "../request/helpers.js";

/**
 * What the server does with one request, by its sequence number (0-based) and the points it asks for: answer
 * (`null`), a 429 with Retry-After, a 500, drop the connection, answer after 6 s, cut the body short (`truncate`:
 * half of it sent under the whole one's Content-Length, then the connection dropped; `cut`: a whole answer of the
 * first half's bytes, its Content-Length theirs), never answer (until the server closes), send a body without end
 * (`oversize`: JSON-looking bytes until the client hangs up), or answer once a test lets it (`{ until }`).
 */
export type Fault =
  | "429"
  | "500"
  | "drop"
  | "slow"
  | "truncate"
  | "cut"
  | "hang"
  | "oversize"
  | { readonly until: Promise<void> }
  | null;

/** Client options that send one request of one location at a time, retried soon: the order of requests is known. */
export const ONE_AT_A_TIME = ["--max-locations", "1", "--concurrency", "1", "--backoff", "20ms"];

/** An error answer: its status, Open-Meteo's error body with `reason`, and a `Retry-After` header when given. */
export interface ErrorAnswer {
  readonly status: number;
  readonly reason: string;
  readonly retryAfter?: string;
}

export interface ServerLog {
  /** Arrival time (ms, performance.now) and weight of every request. */
  readonly requests: { at: number; weight: number; api: string; codes: string[] }[];
  /** Complete 200 answers per `<api>:<latitude>,<longitude>`. */
  readonly served: Map<string, number>;
  /** Budget windows the arrivals broke, as messages (must stay empty). */
  readonly violations: string[];
}

export interface FakeOpenMeteo {
  readonly url: string;
  readonly log: ServerLog;
  close(): Promise<void>;
}

/** The runs of the ensemble model `models=` asks (1 outside the Ensemble API; NaN for an unknown model). */
function runsOf(api: string, params: URLSearchParams): number {
  if (api !== "ensemble") return 1;
  const model = params.get("models") ?? "";
  return Object.hasOwn(ENSEMBLE_MODELS, model) ? ENSEMBLE_MODELS[model as EnsembleModelId].members : Number.NaN;
}

/**
 * Open-Meteo's weight: per location max(1, v/10 × max(1, days/14)), v the names in current, hourly and daily, times
 * the model's runs on the Ensemble API.
 */
function weightOf(params: URLSearchParams, locations: number, runs: number): number {
  const v = ["current", "hourly", "daily", "minutely_15"].reduce(
    (n, s) => n + (params.get(s)?.split(",").length ?? 0),
    0,
  );
  const days = Number(params.get("forecast_days") ?? 7);
  return Math.max(1, ((v * runs) / 10) * Math.max(1, days / 14)) * locations;
}

const generatedAnswers = new Map<string, Record<string, unknown>>();

/**
 * The Ensemble API's body for `locations`: each country's generated July answer (the committed sample's for PT, CH
 * and AU) with the model's runs, the days and the hourly variables asked, at the coordinates asked; an object for
 * one location, an array for several. Throws for a point no country has, an unknown model or variable.
 */
function ensembleAnswer(params: URLSearchParams, locations: readonly { latitude: number; longitude: number }[]) {
  const runs = runsOf("ensemble", params);
  if (Number.isNaN(runs)) throw new Error(`Invalid model ${params.get("models")}`);
  const variables = (params.get("hourly") ?? "").split(",");
  const unknown = variables.find((v) => !(ENSEMBLE_SCORE_VARIABLES as readonly string[]).includes(v));
  if (unknown !== undefined) throw new Error(`Cannot initialize variable from invalid String value ${unknown}`);
  const days = Number(params.get("forecast_days") ?? 7);
  const bodies = locations.map((l, i) => {
    const code = countryAt("forecast", l.latitude, l.longitude);
    if (!code) throw new Error(`no ensemble at ${l.latitude}, ${l.longitude}`);
    const key = `${code}|${runs}|${days}|${variables}`;
    const made = generatedAnswers.get(key) ?? generated(code, runs, days, variables as never);
    generatedAnswers.set(key, made);
    const { latitude: _, longitude: __, ...rest } = made;
    return { latitude: l.latitude, longitude: l.longitude, ...(i > 0 ? { location_id: i } : {}), ...rest };
  });
  return bodies.length === 1 ? bodies[0] : bodies;
}

async function paramsOf(req: IncomingMessage): Promise<URLSearchParams> {
  const url = new URL(req.url ?? "/", "http://x");
  if (req.method !== "POST") return url.searchParams;
  let body = "";
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/** More ways to shape the answers. */
export interface Shaping {
  /** The `Date` header of an answer of `api` (default Node's: the clock); `null` sends none. */
  readonly date?: (api: string) => string | null;
  /** Replaces one location's body (`point` as `latitude,longitude`) before it is sent; `undefined` keeps it. */
  readonly body?: (api: string, point: string, body: Record<string, unknown>) => unknown;
  /**
   * Moves every answer's time stamps by whole days so that its first local day is today at its place on this
   * machine's clock, as Open-Meteo answers today (for a command run on the real clock; its values stay the fixture's).
   */
  readonly today?: boolean;
}

const DAY_MS = 86_400_000;
const STAMP = /^\d{4}-\d\d-\d\d(T\d\d:\d\d)?$/;

/**
 * `body` (an answer) with its time stamps moved by whole days so that its first local day is today at its UTC offset
 * on this machine's clock (`Shaping.today`), or `daysBefore` days before today.
 */
export function movedToToday(body: Record<string, unknown>, daysBefore = 0): Record<string, unknown> {
  const sections = ["hourly", "daily", "current"].filter((k) => typeof body[k] === "object" && body[k] !== null);
  const first = sections
    .map((k) => (body[k] as { time?: unknown }).time)
    .map((t) => (Array.isArray(t) ? t[0] : t))
    .find((t): t is string => typeof t === "string" && STAMP.test(t));
  if (first === undefined) return body;
  const offsetMs = Number(body.utc_offset_seconds ?? 0) * 1000;
  const today = Math.floor((Date.now() + offsetMs) / DAY_MS) * DAY_MS;
  const shift = today - daysBefore * DAY_MS - Date.parse(`${first.slice(0, 10)}T00:00Z`);
  const move = (v: unknown) =>
    typeof v === "string" && STAMP.test(v)
      ? new Date(Date.parse(`${v.length === 10 ? `${v}T00:00` : v}Z`) + shift).toISOString().slice(0, v.length)
      : v;
  const moved = { ...body };
  for (const k of sections)
    moved[k] = Object.fromEntries(
      Object.entries(body[k] as Record<string, unknown>).map(([name, v]) => [
        name,
        Array.isArray(v) ? v.map(move) : move(v),
      ]),
    );
  return moved;
}

/**
 * Starts the server; `fault(n, codes, api)` picks the misbehaviour of request n; `budget` is the client's; `shaping`
 * dates and alters answers.
 */
export async function startFakeOpenMeteo(
  date: string,
  budget: readonly { calls: number; ms: number }[],
  fault: (n: number, codes: string[], api: string) => Fault | ErrorAnswer,
  shaping: Shaping = {},
): Promise<FakeOpenMeteo> {
  const log: ServerLog = { requests: [], served: new Map(), violations: [] };
  let n = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const at = performance.now();
    const params = await paramsOf(req);
    const path = req.url ?? "";
    const api = path.startsWith("/v1/marine") ? "marine" : path.startsWith("/v1/ensemble") ? "ensemble" : "forecast";
    const lats = (params.get("latitude") ?? "").split(",").map(Number);
    const lons = (params.get("longitude") ?? "").split(",").map(Number);
    const weight = weightOf(params, lats.length, runsOf(api, params) || 1);
    const locations = lats.map((latitude, i) => ({ latitude, longitude: lons[i] as number }));
    let body: unknown;
    try {
      if (api === "ensemble") body = ensembleAnswer(params, locations);
      else {
        // only the sections and variables asked, as Open-Meteo answers (a lean request gets hourly series alone)
        const full = answer(date, api, locations) as Record<string, unknown> | Record<string, unknown>[];
        const only = (one: Record<string, unknown>) => restricted(one, sectionsAsked(params));
        body = Array.isArray(full) ? full.map(only) : only(full);
      }
    } catch (error) {
      body = { error: true, reason: (error as Error).message };
    }
    const codes = locations.map((l) => `${l.latitude},${l.longitude}`);
    if ((shaping.body || shaping.today) && !("error" in (body as object))) {
      const shape = shaping.body ?? (() => undefined);
      const list = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
      const shaped = list.map((one, i) => {
        const made = (shape(api, codes[i] as string, one) ?? one) as Record<string, unknown>;
        return shaping.today ? movedToToday(made) : made;
      });
      body = Array.isArray(body) ? shaped : shaped[0];
    }
    const dated = shaping.date?.(api);
    if (dated === null) res.sendDate = false;
    else if (dated !== undefined) res.setHeader("date", dated);
    log.requests.push({ at, weight, api, codes });
    for (const w of budget) {
      const used = log.requests.filter((r) => r.at > at - w.ms).reduce((s, r) => s + r.weight, 0);
      if (used > w.calls + 1e-9) log.violations.push(`${used} calls within ${w.ms} ms (budget ${w.calls})`);
    }
    if (params.get("timezone") !== "auto") body = { error: true, reason: "timezone=auto expected" };
    const what = fault(n++, codes, api);
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const isError = typeof body === "object" && "error" in (body as object);
    const flat = params.get("format") === "flatbuffers" && !isError;
    // the bytes sent: the JSON text, or the FlatBuffers answer written from the same bodies
    const payload = flat ? Buffer.from(writeFlatBuffers(body).bytes) : Buffer.from(text);
    if (what === "429") {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "1" });
      res.end(
        JSON.stringify({ error: true, reason: "Minutely API request limit exceeded. Please try again in one minute." }),
      );
      return;
    }
    if (what === "500") {
      res.writeHead(500).end("Internal Server Error");
      return;
    }
    if (what === "drop") {
      req.socket.destroy();
      return;
    }
    if (what === "hang") return;
    if (what === "slow") await new Promise((r) => setTimeout(r, 6000)); // past the tests' 5 s client timeout
    if (what !== null && typeof what === "object" && "until" in what) await what.until;
    else if (what !== null && typeof what === "object") {
      const retry = what.retryAfter === undefined ? {} : { "retry-after": what.retryAfter };
      res
        .writeHead(what.status, { "content-type": "application/json", ...retry })
        .end(JSON.stringify({ error: true, reason: what.reason }));
      return;
    }
    if (what === "oversize") {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.from("1.5,".repeat(16_384)); // 64 kB of an hourly series that never ends
      res.write('{"latitude":0,"longitude":0,"hourly":{"temperature_2m":[');
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on("drain", more);
      more();
      return;
    }
    if (isError) {
      res.writeHead(400, { "content-type": "application/json" }).end(text);
      return;
    }
    const half = payload.subarray(0, payload.length >> 1);
    const type = flat ? "application/octet-stream" : "application/json";
    res.writeHead(200, { "content-type": type, "content-length": what === "cut" ? half.length : payload.length });
    if (what === "truncate") {
      res.write(half);
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    if (what === "cut") {
      res.end(half);
      return;
    }
    res.on("finish", () => {
      for (const c of codes) log.served.set(`${api}:${c}`, (log.served.get(`${api}:${c}`) ?? 0) + 1);
    });
    res.end(payload);
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
