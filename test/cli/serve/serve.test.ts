/**
 * `vansky serve`, the built command, on 127.0.0.1 with a random port, called with `fetch` and `node:http`: both
 * endpoints, errors, CORS, 304, HEAD, compression, reloads that never lose data, a reload during 1 000 concurrent
 * requests, SIGTERM with requests in flight. The command is the helpers' build of the sources.
 */
import { copyFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { VanSkyCountry } from "../../../src/assemble/types.js";
import { chooseEncoding, encodedHeaders, targetPath } from "../../../src/cli/serve/http.js";
import { outlookListResponse } from "../../../src/outlook/envelopes.js";
import { createWeatherscoreHandler } from "../../../src/serve/handler.js";
import { expectSchema } from "../../assemble/contract.js";
import { records, sampleOutlooks } from "../../serve/helpers.js";
import { runCli, runMain, usageLines } from "../helpers.js";
import { listText, raw, type Server, start, writeWeather } from "./server.js";

const WORLD = new URL("../../../fixtures/world/2026-07-15/", import.meta.url).pathname;
const LIST = "/api/weatherscore/weather";
const T1 = "2026-07-15T11:00:00Z";
const T2 = "2026-07-15T12:00:00Z";
const dir = mkdtempSync(join(tmpdir(), "vansky-serve-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SET1 = records(20, "2026-07-15", T1);
const SET2 = records(20, "2026-07-15", T2);

describe("vansky serve <weather.json>", () => {
  it("serves both endpoints, errors, CORS, 304, HEAD and compressed bodies", async () => {
    const file = join(dir, "a.json");
    writeWeather(file, SET1, T1);
    const server = await start([file, "--base-path", "/v1/"]);
    const base = `${server.url}/v1${LIST}`;
    const list = await fetch(base);
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).toBe(listText(SET1, T1));
    const one = await fetch(`${base}/${SET1[4]?.code.toLowerCase()}`);
    expectSchema(await one.json(), "weather-country-response.schema.json");
    expect((await raw(`${base}/ZZ`)).status).toBe(404);
    const invalid = await raw(`${base}/ZZZ`);
    expect(JSON.parse(invalid.body.toString())).toMatchObject({ success: false, error: "invalid_code" });
    expect((await raw(`${server.url}${LIST}`)).status).toBe(404);
    const post = await fetch(base, { method: "DELETE" });
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD, OPTIONS"]);
    const preflight = await fetch(base, {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
    });
    expect([preflight.status, preflight.headers.get("access-control-allow-origin")]).toEqual([204, "*"]);
    const identity = await raw(base);
    const head = await raw(base, {}, "HEAD");
    expect([head.status, head.body.length]).toEqual([200, 0]);
    // the contract's rate limit by default: 120 a minute per client, one request more counted by the HEAD
    expect(identity.headers["x-ratelimit-limit"]).toBe("120");
    const remaining = String(Number(identity.headers["x-ratelimit-remaining"]) - 1);
    expect(head.headers).toEqual({ ...identity.headers, date: head.headers.date, "x-ratelimit-remaining": remaining });
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(text)));
    expect(identity.body.toString()).toBe(text);
    expect(identity.headers.vary).toBe("Accept-Encoding");
    // idle connections outlive clients' pools (undici's 4 s), so no client reuses one the server is closing
    expect(list.headers.get("keep-alive")).toBe("timeout=75");
    for (const [encoding, decode] of [
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
    ] as const) {
      const compressed = await raw(base, { "Accept-Encoding": `${encoding}, identity;q=0.5` });
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(Number(compressed.headers["content-length"])).toBe(compressed.body.length);
      expect(compressed.body.length).toBeLessThan(text.length / 4);
      expect(decode(compressed.body).toString()).toBe(text);
      expect(compressed.headers.etag).toBe(`${(identity.headers.etag as string).slice(0, -1)}-${encoding}"`);
      const again = await raw(base, {
        "Accept-Encoding": encoding,
        "If-None-Match": compressed.headers.etag as string,
      });
      expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, compressed.headers.etag]);
    }
    expect((await raw(base, { "If-None-Match": identity.headers.etag as string })).status).toBe(304);
    expect((await raw(`${server.url}/v1/docs.openapi`)).status).toBe(200);
  });

  it("keeps data through reloads: missing countries keep their records, an empty or broken file changes nothing", async () => {
    const file = join(dir, "b.json");
    const server = await start([file, "--wait"]);
    await server.waitFor(/does not exist yet/);
    expect((await raw(`${server.url}${LIST}`)).status).toBe(503);
    writeWeather(file, SET1, T1);
    await server.waitFor(/reloaded, 20 records \(updated_at 2026-07-15T11:00:00Z\)/);
    writeWeather(file, SET2.slice(0, 15), T2);
    await server.waitFor(/reloaded, 20 records \(updated_at 2026-07-15T12:00:00Z\), 5 kept/);
    const body = JSON.parse((await raw(`${server.url}${LIST}`)).body.toString()) as { data: VanSkyCountry[] };
    expect(body.data.map((r) => r.fetched_at)).toEqual([...Array(15).fill(T2), ...Array(5).fill(T1)]);
    writeWeather(file, [], "2026-07-15T13:00:00Z");
    await server.waitFor(/no records; still serving 20 records \(updated_at 2026-07-15T12:00:00Z\)/);
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({ data: [{ ...SET2[0], van_score: 140 }], updated_at: T2, source: "x" }),
    );
    renameSync(`${file}.tmp`, file);
    await server.waitFor(/data\[0\]\.van_score: 140 is above 100.*still serving the previous set/);
    expect(JSON.parse((await raw(`${server.url}${LIST}`)).body.toString()).updated_at).toBe(T2);
  });

  it("answers 1 000 concurrent requests during a reload, each with the old set or the new one, none failing", async () => {
    const file = join(dir, "c.json");
    writeWeather(file, SET1.slice(0, 4), T1);
    const server = await start([file, "--quiet", "--rate-limit", "off"]);
    const old = listText(SET1.slice(0, 4), T1);
    const fresh = listText(SET2.slice(0, 4), T2);
    let done = 0;
    let renamed: () => void = () => {};
    const renamedAfter100 = new Promise<void>((resolve) => (renamed = resolve));
    const send = () =>
      fetch(`${server.url}${LIST}`).then(async (r) => {
        const result = { status: r.status, text: await r.text() };
        if (++done === 100) {
          writeWeather(file, SET2.slice(0, 4), T2); // the reload starts with about 400 requests still in flight
          renamed();
        }
        return result;
      });
    const bodies = Array.from({ length: 500 }, send);
    await renamedAfter100;
    // the other 500 once the new set is in, so both sets are seen however slow the machine is
    while ((await raw(`${server.url}${LIST}`)).body.toString() !== fresh) await new Promise((r) => setTimeout(r, 10));
    bodies.push(...Array.from({ length: 500 }, send));
    const results = await Promise.all(bodies);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const oldCount = results.filter((r) => r.text === old).length;
    const freshCount = results.filter((r) => r.text === fresh).length;
    expect(oldCount + freshCount).toBe(1000);
    expect(oldCount).toBeGreaterThanOrEqual(100);
    expect(freshCount).toBeGreaterThanOrEqual(500);
  });

  it("on SIGTERM refuses new connections, finishes the requests in flight, then exits 0", async () => {
    const file = join(dir, "d.json");
    // 2 500 records, about 6.5 MB: far more than the socket buffers hold, so the responses stay in flight
    const big = Array.from({ length: 125 }, (_, k) => SET1.map((r) => ({ ...r, code: `${r.code}${k}` }))).flat();
    writeWeather(file, big, T1);
    const server = await start([file]);
    const expected = Buffer.byteLength(
      listText(
        [...big].sort((a, b) => (a.code < b.code ? -1 : 1)),
        T1,
      ),
    );
    const responses = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<IncomingMessage>((resolve, reject) =>
            get(`${server.url}${LIST}`, { agent: false }, (res) => {
              res.pause();
              resolve(res);
            }).on("error", reject),
          ),
      ),
    );
    server.child.kill("SIGTERM");
    await server.waitFor(/stopping/);
    await expect(raw(`${server.url}${LIST}`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    const lengths = await Promise.all(
      responses.map(
        (res) =>
          new Promise<number>((resolve) => {
            let n = 0;
            res.on("data", (c: Buffer) => (n += c.length));
            res.on("end", () => resolve(n));
            res.resume();
          }),
      ),
    );
    expect(lengths).toEqual(Array(8).fill(expected));
    expect(await server.exited).toBe(0);
  });
});

describe("vansky serve an operator can leave running", () => {
  it("exits 1 at once with one line when weather.json does not exist (without --wait)", async () => {
    // it exits by itself (a server that waited would never return here: the test's time limit guards the hang)
    const r = await runCli(["serve", join(dir, "nope.json"), "--port", "0"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^vansky: [^\n]*nope\.json: no such file \(--wait starts without it[^\n]*\n$/);
  });

  it("serves ndjson records, and names the file and line of one that is not JSON", async () => {
    const file = join(dir, "w.ndjson");
    const lines = SET1.slice(0, 3).map((r) => JSON.stringify(r));
    writeFileSync(file, `${lines.join("\n")}\n`);
    const server = await start([file]);
    const list = JSON.parse((await raw(`${server.url}${LIST}`)).body.toString());
    expect([list.count, list.updated_at]).toEqual([3, T1]); // updated_at: the latest fetched_at without a meta file
    writeFileSync(`${file}.tmp`, `${lines[0]}\n${lines[1]}\n{"code":"PT",\n`);
    renameSync(`${file}.tmp`, file);
    await server.waitFor(/w\.ndjson: line 3: not JSON \([^)]+\); still serving the previous set/);
    const broken = join(dir, "broken.ndjson");
    writeFileSync(broken, `${lines[0]}\n\n[1, 2]\n`);
    const r = await runCli(["serve", broken, "--port", "0"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^vansky: broken\.ndjson: line 3: not a VanSkyCountry record[^\n]*\n$/);
  });

  it("gives two clients behind a trusted proxy separate rate budgets, and reads no header without --trust-proxy", async () => {
    const file = join(dir, "p.json");
    writeWeather(file, SET1.slice(0, 2), T1);
    const from = (server: Server, client: string) =>
      raw(`${server.url}${LIST}`, { "X-Forwarded-For": `198.51.100.99, ${client}` }).then((r) => r.status);
    const proxied = await start([file, "--rate-limit", "2/min", "--trust-proxy"]);
    expect([await from(proxied, "10.0.0.1"), await from(proxied, "10.0.0.1"), await from(proxied, "10.0.0.1")]).toEqual(
      [200, 200, 429],
    );
    expect(await from(proxied, "10.0.0.2")).toBe(200); // the first entry (the client's own claim) is not the key
    const forwarded = await raw(`${proxied.url}${LIST}`, { Forwarded: 'for="[2001:db8::7]:4711"' });
    expect(forwarded.status).toBe(200);
    const direct = await start([file, "--rate-limit", "2/min"]);
    expect([await from(direct, "10.0.0.1"), await from(direct, "10.0.0.2"), await from(direct, "10.0.0.3")]).toEqual([
      200, 200, 429,
    ]);
  });

  it("never answers 304 to If-Modified-Since for a body that changed, even with an older updated_at", async () => {
    const file = join(dir, "v.json");
    writeWeather(file, SET1.slice(0, 3), T2);
    const server = await start([file]);
    const first = await raw(`${server.url}${LIST}`);
    const since = first.headers["last-modified"] as string;
    expect((await raw(`${server.url}${LIST}`, { "If-Modified-Since": since })).status).toBe(304);
    await new Promise((r) => setTimeout(r, 1100)); // HTTP dates count seconds
    writeWeather(file, SET1.slice(3, 6), T1); // other records, an older updated_at
    await server.waitFor(/reloaded/);
    const after = await raw(`${server.url}${LIST}`, { "If-Modified-Since": since });
    expect(after.status).toBe(200);
    expect(Date.parse(after.headers["last-modified"] as string)).toBeGreaterThan(Date.parse(since));
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it("routes odd request targets as the web handler does (one path normalisation)", async () => {
    const file = join(dir, "n.json");
    const set = SET1.slice(0, 3);
    writeWeather(file, set, T1);
    const server = await start([file]);
    const handler = createWeatherscoreHandler({ records: set, updatedAt: T1 });
    const code = set[1]?.code as string;
    for (const target of [
      `${LIST}/./${code}`,
      `/api/weatherscore/./weather/${code}`,
      `${LIST}/x/../${code}`,
      `${LIST}/%2e/${code}`,
      `${LIST}/${code}/.`,
      `/../${LIST}`,
      `${LIST}/./ZZZ`,
    ]) {
      const cli = await raw(server.url, {}, "GET", target);
      const web = handler(new Request(`http://vansky.test${target}`));
      expect([target, cli.status, cli.body.toString()]).toEqual([target, web.status, await web.text()]);
    }
  });
});

describe("vansky serve <folder>, options and usage", () => {
  it("scores a forecast folder into the same bytes vansky score writes", async () => {
    const server = await start([WORLD, "--rate-limit", "3/min"]);
    const list = await raw(`${server.url}${LIST}`);
    // each record fetched when the folder's index says: the set's instant
    const scored = records(250, "2026-07-15", "2026-07-15T12:00:00Z");
    expect(list.body.toString()).toBe(listText(scored, "2026-07-15T12:00:00Z"));
    expect(list.headers["x-ratelimit-remaining"]).toBe("2");
    await raw(`${server.url}${LIST}/PT`);
    await raw(`${server.url}${LIST}/PT`);
    const limited = await raw(`${server.url}${LIST}/PT`);
    expect([limited.status, JSON.parse(limited.body.toString()).error]).toEqual([429, "rate_limited"]);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("serves the outlooks of a folder's ensemble answers once they come, as vansky outlook makes them", async () => {
    const folder = mkdtempSync(join(dir, "ensemble-"));
    const ensemble = new URL("../../../fixtures/ensemble/2026-07-15/", import.meta.url).pathname;
    const at = "2026-07-15T12:00:00Z";
    const entries = ["AU", "CH", "PT"].map((code) => ({
      code,
      forecast: join(WORLD, `${code}.forecast.json`),
      marine: code === "CH" ? null : join(WORLD, `${code}.marine.json`),
      fetched_at: at,
    }));
    // the sample's reference instant: its outlooks are made as of it, and aged to it (not to this machine's clock)
    const writeIndex = (countries: object[]) => {
      writeFileSync(join(folder, "index.json.tmp"), JSON.stringify({ reference: at, countries }));
      renameSync(join(folder, "index.json.tmp"), join(folder, "index.json"));
    };
    writeIndex(entries);
    const server = await start([folder]);
    expect(server.stderr()).toMatch(/serving 3 records \(updated_at 2026-07-15T12:00:00Z; /);
    const none = await raw(`${server.url}/api/weatherscore/outlook/PT`);
    expect([none.status, JSON.parse(none.body.toString()).error]).toEqual([404, "no_outlook"]);

    for (const e of entries)
      copyFileSync(join(ensemble, `${e.code}.ensemble.json`), join(folder, `${e.code}.ensemble.json`));
    const ensembleFields = { ensemble_fetched_at: at, ensemble_model: "gfs_seamless" };
    writeIndex(entries.map((e) => ({ ...e, ensemble: `${e.code}.ensemble.json`, ...ensembleFields })));
    await server.waitFor(/reloaded, 3 records and 3 outlooks \(updated_at 2026-07-15T12:00:00Z\)/);
    const list = await raw(`${server.url}/api/weatherscore/outlook`, { "Accept-Encoding": "gzip" });
    const expected = JSON.stringify(outlookListResponse(sampleOutlooks(), { updatedAt: at, source: "Open-Meteo" }));
    expect(list.status).toBe(200);
    expect(gunzipSync(list.body).toString()).toBe(expected);
    expect(list.headers).toMatchObject({ "content-encoding": "gzip", "access-control-allow-origin": "*" });
    const one = await raw(`${server.url}/api/weatherscore/outlook/pt`);
    expectSchema(JSON.parse(one.body.toString()), "outlook-country-response.schema.json");
    const again = await raw(`${server.url}/api/weatherscore/outlook/PT`, {
      "If-None-Match": one.headers.etag as string,
    });
    expect(again.status).toBe(304);
    const missing = await raw(`${server.url}/api/weatherscore/outlook/ES`);
    expect(JSON.parse(missing.body.toString())).toEqual({
      success: false,
      error: "not_found",
      message: "No outlook for ES",
    });
  });

  it.each([
    [["--port", "http"], '--port expects a whole number from 0 to 65535, got "http"'],
    [["--port", "99999"], '--port expects a whole number from 0 to 65535, got "99999"'],
    [["--max-age=ten"], '--max-age expects a whole number, got "ten"'],
    [["--rate-limit", "lots"], '--rate-limit expects N/s, N/min or N/h with N at least 1, or off, got "lots"'],
    [["--rate-limit", "0/min"], '--rate-limit expects N/s, N/min or N/h with N at least 1, or off, got "0/min"'],
    [["--rate-limit", "5/day"], '--rate-limit expects N/s, N/min or N/h with N at least 1, or off, got "5/day"'],
    [["--base-path", "v1"], '--base-path expects a path such as "/" or "/v1", got "v1"'],
    [["--data-max-age", "soon"], '--data-max-age expects a duration such as 500ms, 30s, 15m, 1h or 1d, got "soon"'],
    [
      ["--outlook-max-age", "2 days"],
      '--outlook-max-age expects a duration such as 500ms, 30s, 15m, 1h or 1d, got "2 days"',
    ],
    [["--bogus"], 'unknown option "--bogus"'],
    [[], "serve expects one weather.json or forecast folder, or --sample"],
  ])("exits 2 with one line and a pointer to --help for %j", async (args, message) => {
    const r = await runMain(["serve", ...(args.length ? [join(dir, "x.json"), ...args] : [])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(usageLines("serve"));
    expect(r.stderr.split("\n")[0]).toBe(`vansky: ${message}`);
  });

  it("wraps its help as the other commands do, a long option's description on the next line", async () => {
    const r = await runMain(["serve", "--help"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(114);
    const options = lines.filter((line) => /^ {2}-/.test(line));
    expect(options.map((line) => line.trim().split(/\s/)[0])).toEqual([
      "--sample",
      ...["--port", "--host", "--base-path", "--rate-limit", "--max-age", "--data-max-age", "--outlook-max-age"],
      ...["--source", "--locale", "--wait"],
      ...["--trust-proxy", "--quiet", "-h,"],
    ]);
    // each description at column 22: beside its option, or on the next line when the option fills the column
    const column = (line: string | undefined) => [line?.[21], line?.[22] === " "];
    for (const line of options)
      if (line[21] === " " && line.length > 22) expect(column(line), line).toEqual([" ", false]);
      else expect(column(lines[lines.indexOf(line) + 1]), line).toEqual([" ", false]);
    for (const line of lines.filter((l) => /^ {3}/.test(l))) expect(line.search(/\S/), line).toBe(22);
    expect(r.stdout).toContain("  --data-max-age DURATION\n                      records fetched longer ago");
    expect(r.stdout).toContain("(default 120/min,");
  });

  it("exits 1 when its data fails the contract at start, naming where", async () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ data: [{ ...SET1[0], score_label: "hard" }], updated_at: T1, source: "x" }));
    const r = await runCli(["serve", file, "--port", "0"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^vansky: [^\n]*bad\.json: data\[0\]\.score_label: expected one of ideal[^\n]*\n$/);
  });
});

describe("content negotiation and request targets", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br", "br"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["br;q=0, gzip;q=0.1", "gzip"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", undefined],
    ["deflate, br;q=0, gzip;q=0", undefined],
  ])("Accept-Encoding %j gives %j (RFC 9110 §12.5.3)", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("gives an encoded body its length, encoding and own entity tag, and every variant Vary", () => {
    const headers = ["Content-Type", "application/json", "Content-Length", "2000", "ETag", '"abc-1"'];
    expect(encodedHeaders(headers, "br", 700)).toEqual([
      ...["Content-Type", "application/json", "Content-Length", "700", "ETag", '"abc-1-br"'],
      ...["Content-Encoding", "br", "Vary", "Accept-Encoding"],
    ]);
    expect(encodedHeaders(["ETag", '"abc-1"'], "gzip", 0)).toEqual(["ETag", '"abc-1-gzip"', "Vary", "Accept-Encoding"]);
    expect(encodedHeaders(headers, undefined, 0)).toEqual([...headers, "Vary", "Accept-Encoding"]);
  });

  it.each([
    ["/api/weatherscore/weather?x=1", "/api/weatherscore/weather"],
    ["http://example.org/api/weatherscore/weather/PT?y", "/api/weatherscore/weather/PT"],
    ["http://example.org", "/"],
    ["*", "*"],
  ])("reads the path of the request target %j", (target, path) => {
    expect(targetPath(target)).toBe(path);
  });
});
