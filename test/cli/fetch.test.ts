/**
 * `vansky fetch`, the real built command, against a stand-in Open-Meteo on 127.0.0.1 that answers from the world
 * fixtures and misbehaves on purpose: nothing lost, nothing written twice, the budget never exceeded, failures
 * listed and marked, and the data set scores like the fixtures.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { COUNTRIES, getCountry, scoreCountries } from "../../src/index.js";
import { answer, worldResponse } from "../request/helpers.js";
import { type FakeOpenMeteo, type Fault, startFakeOpenMeteo } from "./fetch-server.js";

const BIN = new URL("../../dist/cli/bin.js", import.meta.url).pathname;
const DATE = "2026-07-15";
const NOW = "2026-07-15T12:00:00Z";
const run = promisify(execFile);

async function vansky(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { maxBuffer: 1 << 28 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const BUDGET = [
  { calls: 600, ms: 1000 },
  { calls: 1500, ms: 2500 },
];
const BUDGET_FLAG = "600/1s,1500/2500ms";
const FAST = ["--backoff", "50ms", "--timeout", "800ms", "--retries", "4", "--concurrency", "3"];

let server: FakeOpenMeteo | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A written file, without the `location_id` its place in a multi-location answer gave it. */
function written(dir: string, file: string) {
  const { location_id: _, ...rest } = JSON.parse(readFileSync(join(dir, file), "utf8"));
  return rest;
}

/** The fixture answer for one location, as the server sent it (coordinates asked). */
function expectedFile(code: string, api: "forecast" | "marine") {
  const c = getCountry(code);
  if (!c) throw new Error(code);
  const point =
    api === "forecast"
      ? { latitude: c.latitude, longitude: c.longitude }
      : { latitude: c.marine_latitude as number, longitude: c.marine_longitude as number };
  return answer(DATE, api, [point]);
}

describe.skipIf(!existsSync(BIN))("vansky fetch", () => {
  it("fetches every country through 429, 500, a dropped connection, a timeout and a truncated body, within budget", async () => {
    const faults: Record<number, Fault> = { 1: "429", 3: "500", 4: "drop", 6: "slow", 8: "truncate" };
    server = await startFakeOpenMeteo(DATE, BUDGET, (n) => faults[n] ?? null);
    const out = mkdtempSync(join(tmpdir(), "vansky-fetch-"));
    const r = await vansky([
      "fetch",
      "--all",
      "--out",
      out,
      "--base-url",
      server.url,
      "--budget",
      BUDGET_FLAG,
      "--max-locations",
      "60",
      ...FAST,
    ]);
    expect(r.stderr).toMatch(/250 fetched, 0 reused, 0 failed/);
    expect(r.code).toBe(0);
    expect(server.log.violations).toEqual([]);
    // Nothing lost: every file is the server's answer; nothing written twice: each location answered in full once.
    for (const c of COUNTRIES) {
      expect(written(out, `${c.code}.forecast.json`), c.code).toEqual(expectedFile(c.code, "forecast"));
      if (c.is_coastal) expect(written(out, `${c.code}.marine.json`), c.code).toEqual(expectedFile(c.code, "marine"));
      else expect(existsSync(join(out, `${c.code}.marine.json`))).toBe(false);
    }
    expect(server.log.served.size).toBe(250 + COUNTRIES.filter((c) => c.is_coastal).length);
    expect(Math.max(...server.log.served.values())).toBe(1);
    expect(readdirSync(out).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
    expect(index.count).toBe(250);
    expect(index.failed).toEqual([]);
    expect(new Set(index.countries.map((e: { status: string }) => e.status))).toEqual(new Set(["fresh"]));

    // The data set scores exactly like the fixtures.
    const scored = await vansky(["score", out, "--now", NOW, "--workers", "0", "--format", "ndjson", "--quiet"]);
    expect(scored.code).toBe(0);
    const direct = scoreCountries(
      COUNTRIES.map((c) => ({
        code: c.code,
        forecast: worldResponse(DATE, c.code, "forecast"),
        marine: worldResponse(DATE, c.code, "marine"),
        now: NOW,
      })),
    );
    expect(
      scored.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual(JSON.parse(JSON.stringify(direct)));
  }, 60_000);

  it("reports an error body without retrying it, keeps the old files marked stale, and resumes with --max-age", async () => {
    const out = mkdtempSync(join(tmpdir(), "vansky-fetch-"));
    const pt = getCountry("PT");
    const ptPoint = `${pt?.latitude},${pt?.longitude}`;
    server = await startFakeOpenMeteo(DATE, BUDGET, () => null);
    const args = () => [
      "--out",
      out,
      "--base-url",
      (server as FakeOpenMeteo).url,
      "--budget",
      BUDGET_FLAG,
      "--max-locations",
      "1",
      ...FAST,
    ];
    expect((await vansky(["fetch", "PT", "AT", "ES", ...args()])).code).toBe(0);
    const before = readFileSync(join(out, "PT.forecast.json"), "utf8");
    const mtime = statSync(join(out, "PT.forecast.json")).mtimeMs;
    await server.close();

    server = await startFakeOpenMeteo(DATE, BUDGET, (_, points) =>
      points.includes(ptPoint)
        ? { status: 400, reason: "Cannot initialize WeatherVariable from invalid String value" }
        : null,
    );
    const failed = await vansky(["fetch", "PT", "AT", "ES", ...args()]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      "PT failed (older files kept, marked stale): forecast: HTTP 400: Cannot initialize WeatherVariable",
    );
    expect(server.log.requests.filter((r) => r.codes.includes(ptPoint))).toHaveLength(1);
    expect(readFileSync(join(out, "PT.forecast.json"), "utf8")).toBe(before);
    expect(statSync(join(out, "PT.forecast.json")).mtimeMs).toBe(mtime);
    const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
    expect(index.failed).toEqual([expect.objectContaining({ code: "PT", stale: true })]);
    expect(index.countries.map((e: { code: string; status: string }) => [e.code, e.status])).toEqual([
      ["PT", "stale"],
      ["AT", "fresh"],
      ["ES", "fresh"],
    ]);
    const requestsSoFar = server.log.requests.length;
    const resumed = await vansky(["fetch", "AT", "ES", "--max-age", "1h", ...args()]);
    expect(resumed.code).toBe(0);
    expect(server.log.requests.length).toBe(requestsSoFar);
    expect(resumed.stderr).toMatch(/0 fetched, 2 reused, 0 failed/);
  }, 60_000);

  it("prints the plan and its cost with --dry-run, and rejects unknown codes with exit code 2", async () => {
    const dry = await vansky(["fetch", "--all", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/250 locations, forecast_days 7/);
    expect(dry.stdout).toMatch(/forecast: 3 requests \(3 GET, 0 POST\), 250 locations, 1475 API calls/);
    expect(dry.stdout).toMatch(/full refreshes a day/);
    const bad = await vansky(["fetch", "ZZ", "--out", tmpdir()]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown country code ZZ");
  });
});
