/**
 * Every answer checked against what was asked before it replaces anything (src/request/checks.ts through
 * src/cli/fetch/run.ts), the built command against one stand-in server that misbehaves as each case tells it: an
 * ensemble answer keyed for another model, with the control run alone or 201 runs, covering 2 of the 14 days asked,
 * or (forecast and ensemble alike) starting 3 days before the day it was fetched fails its location like a failed
 * request: the older answer kept, marked stale, the reason on stderr and in index.json, and `vansky outlook` still
 * reads the folder. A folder holds one ensemble model: a run of another model that asks every location removes the
 * older answer of one that fails.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENSEMBLE_MODELS } from "../../../src/request/ensemble.js";
import { generated } from "../../outlook/helpers.js";
import { type FakeOpenMeteo, ONE_AT_A_TIME, startFakeOpenMeteo } from "../fetch-server.js";
import { clockAt, removeTempDirs, runCli, tempDir } from "../helpers.js";

/** How the server shapes PT's answers (the others' are as asked). */
type Mode = "asked" | "other-model" | "control" | "201-runs" | "2-days";
let mode: Mode = "asked";
/** The day the server's Date and the command's clock stand at. */
let day = "15";
let server: FakeOpenMeteo;

const PT = "38.7167,-9.1333";
const GEPS = ENSEMBLE_MODELS.gem_global.variables;

/** PT's ensemble answer as `mode` makes it. */
function shaped(body: Record<string, unknown>): unknown {
  if (mode === "asked") return undefined;
  if (mode === "control")
    return { ...generated("PT", 1, 14, GEPS), latitude: body.latitude, longitude: body.longitude };
  if (mode === "201-runs") return { ...generated("PT", 201, 1, ["temperature_2m"]), latitude: body.latitude };
  if (mode === "2-days") return { ...generated("PT", 21, 2, GEPS), latitude: body.latitude, longitude: body.longitude };
  const suffixed = (o: unknown) =>
    Object.fromEntries(
      Object.entries(o as Record<string, unknown>).map(([k, v]) => [k === "time" ? k : `${k}_gfs_seamless`, v]),
    );
  return { ...body, hourly: suffixed(body.hourly), hourly_units: suffixed(body.hourly_units) };
}

beforeAll(async () => {
  server = await startFakeOpenMeteo("2026-07-15", [], () => null, {
    date: () => `${day === "15" ? "Wed" : "Sat"}, ${day} Jul 2026 08:00:00 GMT`,
    body: (api, point, body) => (api === "ensemble" && point === PT ? shaped(body) : undefined),
  });
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

const CLIENT = [...ONE_AT_A_TIME, "--timeout", "20s", "--retries", "0"];

/** `vansky fetch args --out out` at 08:00 of `day` (the command's clock and the server's Date). */
const fetchInto = (out: string, args: string[]) =>
  runCli(["fetch", ...args, "--out", out, "--base-url", server.url, ...CLIENT], {
    nodeArgs: clockAt(`2026-07-${day}T08:00:00Z`),
  });

type Index = {
  countries: ({ code: string } & Record<string, unknown>)[];
  failed: Record<string, unknown>[];
  ensemble_failed: Record<string, unknown>[];
};
const indexOf = (out: string) => JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as Index;
const entry = (out: string, code: string) => indexOf(out).countries.find((e) => e.code === code);

/** A folder of PT's and CH's ensemble answers of GEPS (gem_global), fetched as asked on the 15th. */
async function ensembleFolder(): Promise<string> {
  const out = tempDir();
  mode = "asked";
  day = "15";
  expect((await fetchInto(out, ["--ensemble", "PT", "CH", "--model", "gem_global"])).code).toBe(0);
  return out;
}

describe("an ensemble answer that is not the one asked", () => {
  it("fails its location like a failed request, the older answer kept and read by vansky outlook", async () => {
    const out = await ensembleFolder();
    const before = readFileSync(join(out, "PT.ensemble.json"));
    const cases: [Mode, string][] = [
      ["other-model", "its keys are of model gfs_seamless, not of gem_global asked"],
      ["control", "1 run in the answer, where gem_global has 21"],
      ["201-runs", "201 runs in the answer, where gem_global has 21"],
      ["2-days", "its values cover 2 of the 14 days asked"],
    ];
    for (const [shape, reason] of cases) {
      mode = shape;
      const r = await fetchInto(out, ["--ensemble", "PT", "CH", "--model", "gem_global"]);
      expect(r.code, shape).toBe(1);
      expect(r.stderr).toContain(
        `vansky: PT failed (older files kept, marked stale, fetched 2026-07-15T08:00:00Z): ensemble: ${reason}\n`,
      );
      expect(readFileSync(join(out, "PT.ensemble.json")).equals(before), shape).toBe(true);
      expect(entry(out, "PT")).toMatchObject({ ensemble_status: "stale", ensemble_model: "gem_global" });
      expect(entry(out, "CH")).toMatchObject({ ensemble_status: "fresh" });
      expect(indexOf(out).ensemble_failed).toEqual([
        {
          code: "PT",
          reason: `ensemble: ${reason}`,
          stale: true,
          kept_fetched_at: "2026-07-15T08:00:00Z",
          kept_age_s: 0,
        },
      ]);
    }
    const outlook = await runCli(["outlook", out, "--quiet"]);
    expect(outlook.code, outlook.stderr).toBe(0);
    expect(JSON.parse(outlook.stdout).data.map((o: { code: string; members: number }) => [o.code, o.members])).toEqual([
      ["PT", 21],
      ["CH", 21],
    ]);
  });
});

describe("an answer whose hours start 3 days before the day it was fetched", () => {
  it("fails its location, forecast and ensemble alike: a replayed answer is not published as fresh", async () => {
    const out = tempDir();
    mode = "asked";
    day = "15";
    expect((await fetchInto(out, ["AT"])).code).toBe(0);
    expect((await fetchInto(out, ["--ensemble", "AT"])).code).toBe(0);
    // the server answers the fixtures' day, 15 July, on the 18th
    day = "18";
    const why = "its first hour is 2026-07-15T00:00, 3 days before the day it was fetched (2026-07-18 at the location)";
    const forecast = await fetchInto(out, ["AT"]);
    expect(forecast.code).toBe(3);
    expect(forecast.stderr).toContain(
      `vansky: AT failed (older files kept, marked stale, fetched 2026-07-15T08:00:00Z): forecast: ${why}: not today's answer\n`,
    );
    const ensemble = await fetchInto(out, ["--ensemble", "AT"]);
    expect(ensemble.code).toBe(3);
    expect(ensemble.stderr).toContain(
      `vansky: AT failed (older files kept, marked stale, fetched 2026-07-15T08:00:00Z): ensemble: ${why}`,
    );
    // nothing usable came: the folder as it was, both answers dated the 15th
    expect(entry(out, "AT")).toMatchObject({
      fetched_at: "2026-07-15T08:00:00Z",
      status: "fresh",
      ensemble_fetched_at: "2026-07-15T08:00:00Z",
      ensemble_status: "fresh",
    });
  });
});

describe("one ensemble model per folder", () => {
  it("a run of another model asking every location removes the older answer of one that fails, said why", async () => {
    const out = await ensembleFolder();
    mode = "control";
    const r = await fetchInto(out, ["--ensemble", "PT", "CH", "--model", "gfs_seamless"]);
    expect(r.code).toBe(1);
    const reason =
      "ensemble: 1 run in the answer, where gfs_seamless has 31; its answer of gem_global removed: a folder holds answers of one ensemble model";
    expect(r.stderr).toContain(`vansky: PT failed: ${reason}\n`);
    expect(indexOf(out).countries.map((e) => [e.code, e.ensemble_model ?? null])).toEqual([["CH", "gfs_seamless"]]);
    expect(existsSync(join(out, "PT.ensemble.json"))).toBe(false);
    expect(indexOf(out).ensemble_failed).toEqual([
      { code: "PT", reason, stale: false, kept_fetched_at: null, kept_age_s: null },
    ]);
    const outlook = await runCli(["outlook", out, "--quiet"]);
    expect(outlook.code, outlook.stderr).toBe(0);
    expect(JSON.parse(outlook.stdout).data.map((o: { model: string }) => o.model)).toEqual(["gfs_seamless"]);
  });
});
