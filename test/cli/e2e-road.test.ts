/**
 * The whole road end to end, as an operator runs it, on the built command against the stand-in Open-Meteo on
 * 127.0.0.1 (./fetch-server.ts): three refresh cycles of `vansky fetch` → `vansky score --out weather.json`, read
 * after each by a `vansky serve weather.json` left running (started with --wait before the first file exists).
 * Six countries, one batch per API: GR's sea point has no data in every cycle (its batch is split, only GR loses
 * marine); cycle 2 the Marine API is down; cycle 3 the bodies of PT and AT are unusable. After each cycle, per
 * record: `fetched_at` is the fetch time of the forecast it was built from (index.json and the server's Date), the
 * stale ones are reported, no country disappears, no good file was replaced by a bad one, and the server serves
 * the same set.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getCountry } from "../../src/index.js";
import { type Shaping, startFakeOpenMeteo } from "./fetch-server.js";
import { cliBin, clockAt, removeTempDirs, runCli, tempDir } from "./helpers.js";

const DATE = "2026-07-15";
const CODES = ["AT", "CH", "ES", "FR", "GR", "PT"];
const COASTAL = ["ES", "FR", "GR", "PT"];
const CLIENT = ["--backoff", "20ms", "--timeout", "5s", "--retries", "2", "--max-locations", "6", "--quiet"];
const LIST = "/api/weatherscore/weather";

const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});
afterAll(removeTempDirs);

const iso = (hms: string) => `${DATE}T${hms}Z`;
const http = (hms: string) => new Date(iso(hms)).toUTCString();
const point = (code: string, api: "forecast" | "marine") => {
  const c = getCountry(code);
  if (!c) throw new Error(code);
  return api === "forecast" ? `${c.latitude},${c.longitude}` : `${c.marine_latitude},${c.marine_longitude}`;
};
const files = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));

type Entry = { code: string; status: string; fetched_at: string; marine: string | null; marine_fetched_at: string };
type Scored = { data: { code: string; fetched_at: string }[]; updated_at: string; count: number };

interface Cycle {
  /** When the forecast and marine answers are dated (HH:MM:SS). */
  readonly at: string;
  readonly marineDown?: boolean;
  /** Countries whose forecast body is unusable this cycle. */
  readonly unusable?: readonly string[];
}

/** One refresh: fetch against a fake dated `cycle.at`, GR's sea point without data; its exit code and stderr. */
async function fetchCycle(data: string, cycle: Cycle) {
  const gr = point("GR", "marine");
  const bad = new Set((cycle.unusable ?? []).map((c) => point(c, "forecast")));
  const mangle: Shaping["body"] = (api, p, body) => {
    if (api !== "forecast" || !bad.has(p)) return undefined;
    const hourly = body.hourly as Record<string, unknown[]>;
    return p === point("AT", "forecast")
      ? { ...body, hourly_units: { ...(body.hourly_units as object), temperature_2m: "K" } }
      : { ...body, hourly: { ...hourly, temperature_2m: hourly.temperature_2m?.slice(1) } };
  };
  const server = await startFakeOpenMeteo(
    DATE,
    [],
    (_, points, api) => {
      if (api !== "marine") return null;
      if (cycle.marineDown) return "500";
      return points.includes(gr) ? { status: 400, reason: "No data is available for this location" } : null;
    },
    { date: (api) => http(api === "marine" ? cycle.at.replace(/00$/, "03") : cycle.at), body: mangle },
  );
  try {
    // the command's clock stands at the cycle's time, so that the server's Dates lie within each request
    return await runCli(["fetch", ...CODES, "--out", data, "--base-url", server.url, ...CLIENT], {
      nodeArgs: clockAt(iso(cycle.at)),
    });
  } finally {
    await server.close();
  }
}

/** `vansky serve weather.json --wait` on a free port: its URL and stderr. */
async function serve(file: string) {
  // no rate limit: the test polls the list until a reload shows, as often as a slow machine needs
  const args = ["serve", file, "--port", "0", "--wait", "--rate-limit", "off"];
  const child = spawn(process.execPath, [await cliBin(), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let err = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk;
      const m = /serving .* at (http:\/\/[^/\s]+)/.exec(err);
      if (m) resolve(m[1] as string);
    });
    child.on("exit", (code) => reject(new Error(`vansky serve exited (${code}): ${err}`)));
  });
  return { url, stderr: () => err };
}

/** The served list once it is `expected` (the server reloads when weather.json is renamed into place). */
async function servedOnce(url: string, expected: string): Promise<string> {
  let text = "";
  for (let i = 0; i < 100; i++) {
    text = await (await fetch(`${url}${LIST}`)).text();
    if (text === expected) break;
    await sleep(50);
  }
  return text;
}

describe("the road end to end: fetch → score → serve, three refresh cycles", () => {
  it("dates every record by its own forecast, reports the stale, loses no country and no good file", async () => {
    const dir = tempDir();
    const data = join(dir, "data");
    const weather = join(dir, "weather.json");
    const server = await serve(weather);
    expect((await fetch(`${server.url}${LIST}`)).status).toBe(503); // --wait: no data yet

    const cycles: Cycle[] = [
      { at: "06:00:00" },
      { at: "12:00:00", marineDown: true },
      { at: "18:00:00", unusable: ["PT", "AT"] },
    ];
    /** The fetch time of each country's forecast and marine data kept so far, as the test expects them. */
    const forecastAt: Record<string, string> = {};
    const marineAt: Record<string, string | null> = {};
    let before: Record<string, Buffer> = {};
    for (const [k, cycle] of cycles.entries()) {
      const step = `cycle ${k + 1}`;
      const fetched = await fetchCycle(data, cycle);
      // exit 1 every cycle: GR's marine data fails, and in cycles 2 and 3 more
      expect(fetched.code, `${step}: ${fetched.stderr}`).toBe(1);
      for (const code of CODES) if (!cycle.unusable?.includes(code)) forecastAt[code] = iso(cycle.at);
      for (const code of COASTAL)
        if (code === "GR") marineAt[code] = null;
        else if (!cycle.marineDown && !cycle.unusable?.includes(code))
          marineAt[code] = iso(cycle.at.replace(/00$/, "03"));

      // fetch: index.json dates each country by the answers its files came from
      const index = JSON.parse(readFileSync(join(data, "index.json"), "utf8")) as { countries: Entry[] };
      const entries = Object.fromEntries(index.countries.map((e) => [e.code, e]));
      expect(Object.keys(entries).sort(), step).toEqual(CODES);
      for (const code of CODES) {
        expect(entries[code]?.fetched_at, `${step} ${code}`).toBe(forecastAt[code]);
        const stale = cycle.unusable?.includes(code) ?? false;
        expect(entries[code]?.status, `${step} ${code}`).toBe(stale ? "stale" : "fresh");
        if (COASTAL.includes(code)) expect(entries[code]?.marine_fetched_at, `${step} ${code}`).toBe(marineAt[code]);
      }
      if (cycle.unusable)
        expect(fetched.stderr).toMatch(/PT failed \(older files kept, marked stale, fetched 2026-07-15T12:00:00Z\)/);

      // no good file replaced by a bad one: the failed country's files, and the marine files of an outage, as before
      const after = files(data);
      const kept = [
        ...(cycle.unusable ?? []).flatMap((c) => [
          `${c}.forecast.json`,
          ...(COASTAL.includes(c) ? [`${c}.marine.json`] : []),
        ]),
        ...(cycle.marineDown ? COASTAL.filter((c) => c !== "GR").map((c) => `${c}.marine.json`) : []),
      ];
      for (const file of kept) expect(after[file]?.equals(before[file] as Buffer), `${step} ${file}`).toBe(true);
      before = after;

      // score: every country, each record with its own forecast's fetched_at, the stale ones reported
      const now = iso(cycle.at.replace(/^(\d\d):00/, "$1:30"));
      const scoredRun = await runCli([
        "score",
        data,
        "--out",
        weather,
        "--now",
        now,
        "--max-age",
        "5h",
        "--workers",
        "0",
        "--quiet",
      ]);
      expect(scoredRun.code, `${step}: ${scoredRun.stderr}`).toBe(0);
      const text = readFileSync(weather, "utf8");
      const scored = JSON.parse(text) as Scored;
      expect(
        scored.data.map((r) => r.code),
        step,
      ).toEqual(CODES);
      expect(Object.fromEntries(scored.data.map((r) => [r.code, r.fetched_at])), step).toEqual(forecastAt);
      expect(scored.updated_at, step).toBe(iso(cycle.at));
      const stale = CODES.filter((c) => Date.parse(now) - Date.parse(forecastAt[c] as string) > 5 * 3_600_000);
      expect(stale, step).toEqual(k === 2 ? ["AT", "PT"] : []);
      if (stale.length > 0)
        expect(scoredRun.stderr, step).toContain(`2 stale (fetched more than 5 h ago, kept): AT PT`);
      else expect(scoredRun.stderr, step).not.toMatch(/stale/);

      // serve: the running server swaps in the new set whole and serves it byte for byte, country by country
      expect(await servedOnce(server.url, text.trimEnd()), step).toBe(text.trimEnd());
      for (const code of CODES) {
        const one = (await (await fetch(`${server.url}${LIST}/${code.toLowerCase()}`)).json()) as {
          data: { fetched_at: string };
          updated_at: string;
        };
        expect([one.data.fetched_at, one.updated_at], `${step} ${code}`).toEqual([forecastAt[code], iso(cycle.at)]);
      }
    }
    expect(server.stderr()).not.toMatch(/still serving the previous set/);
  });
});
