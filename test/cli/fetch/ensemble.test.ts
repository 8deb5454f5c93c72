/**
 * `vansky fetch --ensemble`, the built command against the stand-in server's Ensemble API (answers from the ensemble
 * generator: the committed sample's for PT, CH and AU): the plan and its cost; the answers written beside the
 * forecasts with their own times, each kind of run keeping the other's part of the folder; an answer the outlook
 * cannot read, or one larger than --max-body, keeping the older file; --max-age keeping only answers of the model
 * asked; the budget counted in variables times runs; the trusted clock; the lock; and `vansky outlook` on the result.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outlookCountry } from "../../../src/index.js";
import { worldResponse } from "../../request/helpers.js";
import { type ErrorAnswer, type Fault, type Shaping, startFakeOpenMeteo } from "../fetch-server.js";
import { cliBin, clockAt, finished, removeTempDirs, runCli, runMain, startCli, tempDir, until } from "../helpers.js";

afterAll(removeTempDirs);

const DATE = "2026-07-15";
const SAMPLE = new URL("../../../fixtures/ensemble/2026-07-15/", import.meta.url);
const CLIENT = ["--max-locations", "2", "--backoff", "20ms", "--timeout", "20s", "--retries", "1"];

/** `vansky fetch args --out out` at `hms` (the server's Date and the command's clock), the server as told. */
async function run(
  out: string,
  args: string[],
  hms: string,
  fault: (n: number, points: string[], api: string) => Fault | ErrorAnswer = () => null,
  shaping: Shaping = {},
  budget: { calls: number; ms: number }[] = [],
) {
  const dated = { date: () => `Wed, 15 Jul 2026 ${hms} GMT`, ...shaping };
  const server = await startFakeOpenMeteo(DATE, budget, fault, dated);
  try {
    const r = await runCli(["fetch", ...args, "--out", out, "--base-url", server.url, ...CLIENT], {
      nodeArgs: clockAt(`${DATE}T${hms}Z`),
    });
    return { ...r, log: server.log };
  } finally {
    await server.close();
  }
}

/** The progress lines a slow run prints every 5 s (on a loaded machine), left out where stderr is compared whole. */
const PROGRESS = /^vansky: \d+\/\d+ requests \(.*\n/gm;

type Entry = Record<string, unknown> & { code: string };
type Index = Record<string, unknown> & { countries: Entry[]; failed: unknown[]; ensemble_failed?: unknown[] };
const indexOf = (out: string) => JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as Index;
const entry = (out: string, code: string) => indexOf(out).countries.find((e) => e.code === code);
/** A written file, without the `location_id` its place in a two-location answer gave it. */
function written(out: string, file: string) {
  const { location_id: _, ...rest } = JSON.parse(readFileSync(join(out, file), "utf8"));
  return rest;
}
const sample = (code: string) => JSON.parse(readFileSync(new URL(`${code}.ensemble.json`, SAMPLE), "utf8"));

describe("vansky fetch --ensemble --dry-run", () => {
  it("plans an outlook of every country that sees every hazard within 7 000 weighted calls: 6 975", async () => {
    const r = await runMain(["fetch", "--ensemble", "--all", "--dry-run"]);
    expect(r.code, r.stderr).toBe(0);
    const total = /\n {2}total: (\d+) requests, ([\d.,]+) API calls\n/.exec(r.stdout);
    const calls = Number(total?.[2]?.replaceAll(",", "")); // thousands grouped: 6,975
    expect(calls).toBeLessThanOrEqual(7000);
    // 250 locations × 9 variables × 31 runs / 10: Open-Meteo counts an ensemble's variables times its runs
    expect(calls).toBe(6975);
    // ⌊600 / 27.9⌋ = 21 locations a request (the free tier's minute): eleven of 21, one of 19
    expect(total?.[1]).toBe("12");
    expect(r.stdout).toMatch(
      /^vansky fetch --ensemble: 250 locations, forecast_days 14, model gfs_seamless \(NOAA GEFS, 31 runs\): temperature_2m,/,
    );
    expect(r.stdout).toContain("\n  ensemble: 12 requests (12 GET, 0 POST), 250 locations, 6,975 API calls\n");
    expect(r.stdout).toContain("&models=gfs_seamless&timezone=auto&forecast_days=14: 21 locations (AD AE");
    // (9 × 31 + 1) series × (14 × 24 + 1) hours × 24 B + 1024 + 128 × 279, × 21 locations, × 2: 96 657 792 bytes
    expect(r.stdout).toContain("\n  answers larger than 96.7 MB are refused (--max-body)\n");
  });

  it("costs each model its own (GEPS 3 675 calls, GEFS 6 975 within the free tier's windows, ENS 10 200, a pool 18 450); refuses options of the other kind", async () => {
    const geps = await runMain(["fetch", "--ensemble", "--all", "--model", "gem_global", "--dry-run"]);
    expect(geps.stdout).toMatch(/\n {2}total: 7 requests, 3,675 API calls\n/);
    // two models pooled in one answer: 9 variables × (31 + 51) runs, 73.8 calls a location
    const pooled = await runMain(["fetch", "--ensemble", "--all", "--model", "gfs_seamless,ecmwf_ifs025", "--dry-run"]);
    expect(pooled.stdout).toMatch(/model gfs_seamless,ecmwf_ifs025 \(NOAA GEFS \+ ECMWF ENS, 82 runs\)/);
    expect(pooled.stdout).toMatch(/\n {2}total: \d+ requests, 18,450 API calls\n/);
    const gefs = await runMain(["fetch", "--ensemble", "--all", "--dry-run"]);
    expect(gefs.stdout).toMatch(/\n {2}total: 12 requests, 6,975 API calls\n/);
    // every window of the free tier bounds it: ⌈6 975 / 5 000⌉ − 1 = 1 hour (the minute's alone: 11 minutes)
    expect(gefs.stdout).toContain(
      "\n  the budget of 10,000 calls a day allows 1 full refresh a day\n  one refresh of 6,975 API calls takes at least 1 hour under the budget's 5,000 calls an hour\n  after 5,000 calls the budget's 5,000 calls an hour makes the run wait up to 1 hour, more than --max-wait 5 min: it stops there (exit 3), what it fetched written; a run with --max-age goes on later, or give a longer --max-wait\n",
    );
    const ens = await runCli([
      "fetch",
      "--ensemble",
      "--all",
      "--model",
      "ecmwf_ifs025",
      "--dry-run",
      "--max-wait",
      "2h",
    ]);
    expect(ens.stdout).toContain(
      "\n  one refresh (10,200 calls) exceeds the daily budget of 10,000 calls\n  one refresh of 10,200 API calls takes at least 1 day under the budget's 10,000 calls a day\n  after 10,000 calls the budget's 10,000 calls a day makes the run wait up to 1 day, more than --max-wait 2 h: ",
    );
    const refused = async (args: string[]) => {
      const r = await runMain(["fetch", ...args, "--dry-run"]);
      expect(r.code, args.join(" ")).toBe(2);
      return r.stderr.split("\n")[0];
    };
    expect(await refused(["PT", "--model", "gem_global"])).toBe(
      "vansky: --model is the ensemble's: give it with --ensemble",
    );
    expect(await refused(["PT", "--ensemble", "--plan", "full"])).toBe(
      "vansky: --plan is the forecast's: an ensemble run asks the Ensemble API alone",
    );
    expect(await refused(["PT", "--ensemble", "--model", "icon"])).toBe(
      'vansky: --model expects gem_global, gfs_seamless or ecmwf_ifs025, got "icon"',
    );
    // GEPS runs 16 days
    expect(await refused(["PT", "--ensemble", "--model", "gem_global", "--days", "17"])).toBe(
      'vansky: --days expects a whole number from 1 to 16, got "17"',
    );
  });
});

describe("vansky fetch --ensemble into a folder", () => {
  it("writes the answers beside the forecasts with their own times; each kind of run keeps the other's part", async () => {
    const out = tempDir();
    expect((await run(out, ["PT", "CH", "AU"], "06:00:00")).code).toBe(0);
    const forecasts = Object.fromEntries(["PT", "CH", "AU"].map((c) => [c, entry(out, c)]));

    const ensemble = await run(out, ["--ensemble", "PT", "CH", "AU"], "08:00:00");
    expect(ensemble.code, ensemble.stderr).toBe(0);
    // two requests of 2 and 1 locations at 27.9 calls each (GEFS, the default)
    expect(ensemble.stderr.replace(PROGRESS, "")).toBe(
      "vansky: 3 fetched, 0 reused, 0 failed, 0 others kept; 2 requests, 83.7 API calls\n",
    );
    expect(ensemble.log.requests.map((q) => [q.api, q.weight])).toEqual([
      ["ensemble", 55.8],
      ["ensemble", 27.9],
    ]);
    for (const code of ["PT", "CH", "AU"]) {
      expect(written(out, `${code}.ensemble.json`), code).toEqual(sample(code));
      expect(entry(out, code), code).toEqual({
        ...forecasts[code],
        ensemble: `${code}.ensemble.json`,
        ensemble_fetched_at: "2026-07-15T08:00:00Z",
        ensemble_model: "gfs_seamless",
        ensemble_status: "fresh",
      });
    }
    const index = indexOf(out);
    expect([index.fetched_at, index.ensemble_fetched_at, index.failed, index.ensemble_failed]).toEqual([
      "2026-07-15T06:00:00Z",
      "2026-07-15T08:00:00Z",
      [],
      [],
    ]);

    // a forecast refresh of PT keeps its ensemble answer, file and entry
    const inode = statSync(join(out, "PT.ensemble.json")).ino;
    expect((await run(out, ["PT"], "10:00:00")).code).toBe(0);
    expect(entry(out, "PT")).toMatchObject({
      fetched_at: "2026-07-15T10:00:00Z",
      status: "fresh",
      ensemble_fetched_at: "2026-07-15T08:00:00Z",
      ensemble_status: "fresh",
    });
    expect(statSync(join(out, "PT.ensemble.json")).ino).toBe(inode);
    expect(indexOf(out).ensemble_fetched_at).toBe("2026-07-15T08:00:00Z");

    // vansky outlook reads the folder: each answer with the forecast run's marine answer, dated by its own fetch
    const made = await runCli(["outlook", out, "--quiet"]);
    expect(made.code, made.stderr).toBe(0);
    const expected = ["PT", "CH", "AU"].map((code) =>
      outlookCountry(
        {
          code,
          forecast: sample(code),
          deterministic: written(out, `${code}.forecast.json`),
          marine: worldResponse(DATE, code, "marine"),
          fetchedAt: "2026-07-15T08:00:00Z",
        },
        { model: "gfs_seamless" },
      ),
    );
    expect(JSON.parse(made.stdout)).toEqual({
      data: JSON.parse(JSON.stringify(expected)),
      count: 3,
      updated_at: "2026-07-15T08:00:00Z",
      source: "Open-Meteo",
    });
    // and vansky score the forecasts, as before
    const scored = await runCli(["score", out, "--quiet", "--format", "ndjson", "--workers", "0"]);
    expect(scored.stdout.trimEnd().split("\n")).toHaveLength(3);
  });

  it("gives a location an entry of its ensemble answer alone; keeps the older answer when a new one cannot be read", async () => {
    const out = tempDir();
    const first = await run(out, ["--ensemble", "--model", "gem_global", "PT", "ES"], "08:00:00");
    expect(first.code, first.stderr).toBe(0);
    expect(entry(out, "ES")).toEqual({
      code: "ES",
      forecast: null,
      marine: null,
      ensemble: "ES.ensemble.json",
      ensemble_fetched_at: "2026-07-15T08:00:00Z",
      ensemble_model: "gem_global",
      ensemble_status: "fresh",
    });
    expect(indexOf(out)).not.toHaveProperty("fetched_at");
    const scored = await runCli(["score", out, "--workers", "0"]);
    expect(scored.stderr).toContain(
      `vansky: warning: ${out}: 2 entries of index.json have an ensemble answer and no forecast: vansky outlook reads them\n`,
    );

    // ES's next answer has a member cut short: the outlook cannot read it, so the older one stays, marked stale
    const before = readFileSync(join(out, "ES.ensemble.json"));
    const es = "40.4165,-3.7026";
    const cut = (api: string, point: string, body: Record<string, unknown>) => {
      if (api !== "ensemble" || point !== es) return undefined;
      const hourly = body.hourly as Record<string, unknown[]>;
      return { ...body, hourly: { ...hourly, temperature_2m_member07: hourly.temperature_2m_member07?.slice(0, 100) } };
    };
    const failed = await run(out, ["--ensemble", "--model", "gem_global", "PT", "ES"], "09:00:00", () => null, {
      body: cut,
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /^vansky: ES failed \(older files kept, marked stale, fetched 2026-07-15T08:00:00Z\): ensemble: unusable body: hourly\.temperature_2m_member07: /m,
    );
    expect(readFileSync(join(out, "ES.ensemble.json"))).toEqual(before);
    expect(entry(out, "ES")).toMatchObject({ ensemble_fetched_at: "2026-07-15T08:00:00Z", ensemble_status: "stale" });
    expect(entry(out, "PT")).toMatchObject({ ensemble_fetched_at: "2026-07-15T09:00:00Z", ensemble_status: "fresh" });
    expect(indexOf(out).ensemble_failed).toEqual([
      {
        code: "ES",
        reason: expect.stringMatching(/^ensemble: unusable body: hourly\.temperature_2m_member07: /),
        stale: true,
        kept_fetched_at: "2026-07-15T08:00:00Z",
        kept_age_s: 3600,
      },
    ]);
    expect(indexOf(out).failed).toEqual([]);

    // --max-age keeps answers of the model asked
    const kept = await run(out, ["--ensemble", "--model", "gem_global", "PT", "--max-age", "3h"], "10:00:00");
    expect([kept.code, kept.log.requests.length]).toEqual([0, 0]);
    expect(kept.stderr).toMatch(/^vansky: 0 fetched, 1 reused, 0 failed, 1 other kept; /);
    // a folder holds one model: a run of another that leaves ES's answer of gem_global beside it is refused
    const gefs = await run(out, ["--ensemble", "PT", "--max-age", "3h", "--model", "gfs_seamless"], "10:00:00");
    expect([gefs.code, gefs.log.requests.length]).toEqual([2, 0]);
    expect(gefs.stderr.split("\n")[0]).toBe(
      `vansky: --out ${out} holds ensemble answers of gem_global (1 location) this run does not ask: a folder holds answers of one model; ask them all with --model gfs_seamless, drop them with --prune (their forecasts stay), or give another --out`,
    );

    // a forecast of ES joins its ensemble answer in one entry
    expect((await run(out, ["ES"], "10:30:00")).code).toBe(0);
    expect(entry(out, "ES")).toMatchObject({
      forecast: "ES.forecast.json",
      marine: "ES.marine.json",
      fetched_at: "2026-07-15T10:30:00Z",
      status: "fresh",
      ensemble: "ES.ensemble.json",
      ensemble_status: "stale",
    });

    // --prune drops ES's ensemble answer, its file with it, and keeps its forecast: PT's is now of gfs_seamless alone
    const pruned = await run(out, ["--ensemble", "PT", "--model", "gfs_seamless", "--prune"], "11:00:00");
    expect(pruned.code, pruned.stderr).toBe(0);
    expect(pruned.log.requests.map((q) => [q.api, q.weight])).toEqual([["ensemble", 27.9]]); // 9 variables × 31 runs
    expect(pruned.stderr.replace(PROGRESS, "")).toBe(
      "vansky: 1 fetched, 0 reused, 0 failed, 1 pruned; 1 request, 27.9 API calls\n",
    );
    expect(indexOf(out).countries.map((e) => [e.code, e.ensemble_model ?? null, e.forecast])).toEqual([
      ["PT", "gfs_seamless", null],
      ["ES", null, "ES.forecast.json"],
    ]);
    expect(indexOf(out).ensemble_failed).toEqual([]);
    expect(readdirSync(out).sort()).toEqual(["ES.forecast.json", "ES.marine.json", "PT.ensemble.json", "index.json"]);
  });

  it("refuses an answer larger than --max-body, and keeps to the budget counted in variables times runs", async () => {
    const out = tempDir();
    // PT's answer is 186 kB
    const big = await run(out, ["--ensemble", "--model", "gem_global", "PT", "--max-body", "100kB"], "08:00:00");
    expect(big.code).toBe(3);
    expect(big.stderr).toContain("vansky: PT failed: ensemble: the answer is larger than --max-body 100 kB\n");
    expect(readdirSync(out)).toEqual([]);

    const budget = [{ calls: 30, ms: 1000 }];
    const paced = await run(
      out,
      ["--ensemble", "--model", "gem_global", "PT", "CH", "AU", "ES", "--budget", "30/1s", "--max-locations", "100"],
      "08:00:00",
      () => null,
      {},
      budget,
    );
    expect(paced.code, paced.stderr).toBe(0);
    // two locations a request (29.4 calls ≤ 30), one request a second: no window of the server's holds more
    expect(paced.log.requests.map((q) => q.weight)).toEqual([29.4, 29.4]);
    expect(paced.log.violations).toEqual([]);
  });

  it("dates an answer by its receipt when the server's clock runs ahead", async () => {
    const out = tempDir();
    const ahead = await run(out, ["--ensemble", "CH"], "12:00:00", () => null, {
      date: () => "Wed, 15 Jul 2026 18:00:00 GMT",
    });
    expect(ahead.code, ahead.stderr).toBe(0);
    expect(ahead.stderr).toMatch(/warning: the clock of http:\/\/127\.0\.0\.1:\d+ is 6 h ahead of this machine's/);
    expect(entry(out, "CH")?.ensemble_fetched_at).toBe("2026-07-15T12:00:00Z");
  });

  it("is refused while another ensemble run holds the folder (a forecast run is not: test/cli/fetch/lock.test.ts)", async () => {
    const out = tempDir();
    const server = await startFakeOpenMeteo(DATE, [], () => "hang");
    try {
      const args = ["fetch", "--ensemble", "AT", "--out", out, "--base-url", server.url, ...CLIENT];
      const first = startCli(args, await cliBin());
      const done = finished(first);
      await until(() => server.log.requests.length === 1);
      const second = await runCli(["fetch", "--ensemble", "CH", "--out", out, "--base-url", server.url]);
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(new RegExp(`is being written by another vansky fetch: pid ${first.pid}, `));
      expect(server.log.requests).toHaveLength(1);
      first.kill("SIGKILL");
      await done;
    } finally {
      await server.close();
    }
  });
});
