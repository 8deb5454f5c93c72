/**
 * The live road as an operator runs it, on the built command against the stand-in Open-Meteo on 127.0.0.1
 * (./fetch-server.ts): every record's `fetched_at` is the `Date` of the answer its forecast came from, through
 * `vansky fetch`, `vansky score` and `vansky serve`; stale data reported, kept, dropped or refused.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getCountry } from "../../src/index.js";
import { type FakeOpenMeteo, type Fault, type Shaping, startFakeOpenMeteo } from "./fetch-server.js";
import { cliBin, removeTempDirs, runCli, tempDir } from "./helpers.js";

const DATE = "2026-07-15";
const BUDGET = [{ calls: 100_000, ms: 1000 }];
const CLIENT = ["--budget", "100000/1s", "--backoff", "20ms", "--timeout", "5s", "--retries", "2"];

let server: FakeOpenMeteo | undefined;
const running = new Set<ChildProcess>();
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});
afterAll(removeTempDirs);

/** `Wed, 15 Jul 2026 HH:MM:SS GMT` and the `fetched_at` it stands for. */
const http = (hms: string) => `Wed, 15 Jul 2026 ${hms} GMT`;
const iso = (hms: string) => `${DATE}T${hms}Z`;

/** The `latitude,longitude` a request asks for the forecast (or sea) point of country `code`. */
function pointOf(code: string, api: "forecast" | "marine" = "forecast"): string {
  const c = getCountry(code);
  if (!c) throw new Error(code);
  return api === "forecast" ? `${c.latitude},${c.longitude}` : `${c.marine_latitude},${c.marine_longitude}`;
}

/** One refresh: `vansky fetch codes` against a server dated `forecastAt` / `marineAt` that misbehaves as told. */
async function refresh(
  out: string,
  codes: readonly string[],
  dates: { forecast: string | null; marine: string | null },
  fault: (n: number, points: string[], api: string) => Fault | { status: 400; reason: string } = () => null,
  shaping: Shaping = {},
  max = 1,
) {
  server = await startFakeOpenMeteo(DATE, BUDGET, fault, {
    date: (api) => (api === "marine" ? dates.marine : dates.forecast),
    ...shaping,
  });
  const args = ["fetch", ...codes, "--out", out, "--base-url", server.url, "--max-locations", String(max)];
  const r = await runCli([...args, ...CLIENT]);
  await server.close();
  server = undefined;
  return r;
}

type Entry = { code: string; status: string; fetched_at: string; marine_fetched_at: string | null; marine: string };
const indexOf = (out: string) =>
  JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as {
    countries: Entry[];
    failed: { code: string; reason: string; stale: boolean }[];
  };
const byCode = <T extends { code: string }>(list: readonly T[]) => Object.fromEntries(list.map((e) => [e.code, e]));

/** `vansky score` of a folder as ndjson-free json, with its records' fetched_at by code. */
async function score(out: string, ...args: string[]) {
  const r = await runCli(["score", out, "--workers", "0", ...args]);
  const body = r.stdout
    ? (JSON.parse(r.stdout) as { data: { code: string; fetched_at: string }[]; updated_at: string })
    : undefined;
  const fetched = Object.fromEntries((body?.data ?? []).map((d) => [d.code, d.fetched_at]));
  return { ...r, body, fetched };
}

/** Starts `vansky serve dir --port 0`; resolves to its URL and stderr. */
async function serve(dir: string) {
  const child = spawn(process.execPath, [await cliBin(), "serve", dir, "--port", "0"], {
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

describe("provenance: fetch → score → serve", () => {
  it("dates each record by the answer its forecast came from, across a refresh that fails one country", async () => {
    const out = tempDir();
    const first = await refresh(out, ["PT", "AT", "ES"], { forecast: http("06:00:00"), marine: http("06:00:07") });
    expect(first.code, first.stderr).toBe(0);
    let index = byCode(indexOf(out).countries);
    expect(index.PT).toMatchObject({
      status: "fresh",
      fetched_at: iso("06:00:00"),
      marine_fetched_at: iso("06:00:07"),
    });
    expect(index.AT).toMatchObject({ status: "fresh", fetched_at: iso("06:00:00"), marine_fetched_at: null });

    // the second refresh: PT's forecast is refused, the others are answered at 12:00
    const pt = pointOf("PT");
    const second = await refresh(
      out,
      ["PT", "AT", "ES"],
      { forecast: http("12:00:00"), marine: http("12:00:07") },
      (_, points) => (points.includes(pt) ? { status: 400, reason: "Invalid value" } : null),
    );
    expect(second.code, second.stderr).toBe(1);
    index = byCode(indexOf(out).countries);
    expect(index.PT).toMatchObject({
      status: "stale",
      fetched_at: iso("06:00:00"),
      marine_fetched_at: iso("06:00:07"),
    });
    expect(index.ES).toMatchObject({
      status: "fresh",
      fetched_at: iso("12:00:00"),
      marine_fetched_at: iso("12:00:07"),
    });

    const scored = await score(out, "--now", iso("12:30:00"), "--max-age", "6h");
    expect(scored.code, scored.stderr).toBe(0);
    expect(scored.fetched).toEqual({ PT: iso("06:00:00"), AT: iso("12:00:00"), ES: iso("12:00:00") });
    expect(scored.body?.updated_at).toBe(iso("12:00:00"));
    expect(scored.stderr).toContain("vansky: 1 stale (fetched more than 6h ago, kept): PT\n");
    expect(scored.stderr).toMatch(/3 scored, 0 failed, 1 stale in/);

    // --fetched-at fills only inputs without a time of their own
    const filled = await score(out, "--now", iso("12:30:00"), "--fetched-at", iso("00:00:00"), "--quiet");
    expect(filled.fetched).toEqual(scored.fetched);
    // the default --max-age (12h) finds nothing stale at 12:30
    expect(filled.stderr).toBe("");

    const dropped = await score(out, "--now", iso("12:30:00"), "--max-age", "6h", "--stale", "drop", "--quiet");
    expect(dropped.code).toBe(0);
    expect(dropped.fetched).toEqual({ AT: iso("12:00:00"), ES: iso("12:00:00") });
    expect(dropped.stderr).toBe("vansky: 1 stale (fetched more than 6h ago, left out): PT\n");

    const file = join(tempDir(), "weather.json");
    writeFileSync(file, "previous");
    const refused = await score(out, "--now", iso("12:30:00"), "--max-age", "6h", "--stale", "fail", "--out", file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`--stale fail: ${file} left as it was`);
    expect(readFileSync(file, "utf8")).toBe("previous");

    // serve FOLDER: the records' fetched_at and the set's updated_at, not the load time
    const served = await serve(out);
    const list = (await (await fetch(`${served.url}/api/weatherscore/weather`)).json()) as {
      data: { code: string; fetched_at: string }[];
      updated_at: string;
    };
    expect(list.updated_at).toBe(iso("12:00:00"));
    expect(Object.fromEntries(list.data.map((d) => [d.code, d.fetched_at]))).toEqual(scored.fetched);
    expect(served.stderr()).toMatch(/3 stale \(fetched more than 12h ago\): AT ES PT/);
  });

  it("dates an answer without a Date header by the clock at its receipt", async () => {
    const out = tempDir();
    const before = Math.floor(Date.now() / 1000) * 1000;
    const r = await refresh(out, ["AT"], { forecast: null, marine: null });
    const after = Date.now();
    expect(r.code, r.stderr).toBe(0);
    const at = Date.parse(indexOf(out).countries[0]?.fetched_at as string);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });
});
