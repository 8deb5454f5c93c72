/**
 * `vansky fetch --format flatbuffers`, the built command against the stand-in server answering `format=flatbuffers`
 * with the FlatBuffers bytes of its JSON answers (scripts/flatbuffers/writer.ts): the answers kept as `.fb` files that
 * `vansky score`, `vansky outlook` and `vansky serve FOLDER` read to the JSON run's records and outlooks; a folder
 * switching format file by file; and a cut or malformed FlatBuffers answer keeping the older file.
 */
import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getCountry } from "../../../src/index.js";
import { type ErrorAnswer, type Fault, type Shaping, startFakeOpenMeteo } from "../fetch-server.js";
import { clockAt, NOW, removeTempDirs, runCli, runMain, tempDir } from "../helpers.js";
import { raw, start } from "../serve/server.js";

afterAll(removeTempDirs);

const DATE = "2026-07-15";
/** Two locations a request: PT and AT share one forecast answer (split by location), ES has its own; PT and ES one marine. */
const CLIENT = [
  "--max-locations",
  "2",
  "--concurrency",
  "2",
  "--backoff",
  "20ms",
  "--timeout",
  "20s",
  "--retries",
  "1",
];
const FB = ["--format", "flatbuffers"];

/** `vansky fetch args --out out` at 08:00 (the server's Date and the command's clock), the server as told. */
async function run(
  out: string,
  args: string[],
  fault: (n: number, points: string[], api: string) => Fault | ErrorAnswer = () => null,
  shaping: Shaping = {},
) {
  const server = await startFakeOpenMeteo(DATE, [], fault, { date: () => "Wed, 15 Jul 2026 08:00:00 GMT", ...shaping });
  try {
    const r = await runCli(["fetch", ...args, "--out", out, "--base-url", server.url, ...CLIENT], {
      nodeArgs: clockAt(`${DATE}T08:00:00Z`),
    });
    return { ...r, log: server.log };
  } finally {
    await server.close();
  }
}

type Entry = Record<string, unknown> & { code: string };
const indexOf = (out: string) =>
  JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as { countries: Entry[]; failed: Entry[] };
const answerFiles = (out: string) => readdirSync(out).filter((name) => name !== "index.json" && !name.startsWith("."));
/** `vansky score out` as NDJSON lines, as of the fixtures' noon. */
async function scored(out: string): Promise<string> {
  const r = await runCli(["score", out, "--now", NOW, "--workers", "0", "--format", "ndjson", "--quiet"]);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}
/** Two new folders of the answers `args` ask, fetched as JSON and as FlatBuffers. */
async function bothWays(args: string[]): Promise<{ json: string; fb: string }> {
  const json = tempDir();
  const fb = tempDir();
  expect((await run(json, args)).code).toBe(0);
  const r = await run(fb, [...args, ...FB]);
  expect(r.code, r.stderr).toBe(0);
  return { json, fb };
}

let fetchedPtAtEs: Promise<{ json: string; fb: string }> | undefined;
/** PT, AT and ES fetched both ways, once for the tests that only read the two folders. */
const ptAtEs = () => {
  fetchedPtAtEs ??= bothWays(["PT", "AT", "ES"]);
  return fetchedPtAtEs;
};

/** PT's capital as the server's fault functions see a point. */
const ptPoint = () => `${getCountry("PT")?.latitude},${getCountry("PT")?.longitude}`;

describe("vansky fetch --format flatbuffers", () => {
  it("keeps each answer as FlatBuffers bytes (.fb, named in index.json) that vansky score reads to the JSON run's records", async () => {
    const { json, fb } = await ptAtEs();
    expect(answerFiles(fb).sort()).toEqual([
      "AT.forecast.fb",
      "ES.forecast.fb",
      "ES.marine.fb",
      "PT.forecast.fb",
      "PT.marine.fb",
    ]);
    expect(indexOf(fb).countries.map((e) => [e.code, e.forecast, e.marine])).toEqual([
      ["PT", "PT.forecast.fb", "PT.marine.fb"],
      ["AT", "AT.forecast.fb", null],
      ["ES", "ES.forecast.fb", "ES.marine.fb"],
    ]);
    // AT's file is its own message, cut out of the answer it shared with PT: one size-prefixed message, whole
    const at = readFileSync(join(fb, "AT.forecast.fb"));
    expect(at.readUInt32LE(0) + 4).toBe(at.length);
    // a third fewer bytes than the JSON files (docs/performance.md: 0.68 over the world fixtures)
    const size = (dir: string) => answerFiles(dir).reduce((n, f) => n + readFileSync(join(dir, f)).length, 0);
    expect(size(fb)).toBeLessThan(0.8 * size(json));
    expect(await scored(fb)).toBe(await scored(json));
    // without the index: ID.forecast.fb with ID.marine.fb beside it, as ID.forecast.json with ID.marine.json
    const [bareJson, bareFb] = [json, fb].map((dir) => {
      const copy = tempDir();
      cpSync(dir, copy, { recursive: true });
      rmSync(join(copy, "index.json"));
      return copy;
    }) as [string, string];
    const bare = await scored(bareFb);
    expect(bare.trimEnd().split("\n")).toHaveLength(3);
    expect(bare).toBe(await scored(bareJson));
  });

  it("switches a folder's format file by file: a fresh file removes the other format's, a failed location keeps its older file", async () => {
    const out = tempDir();
    expect((await run(out, ["PT", "AT", "ES"])).code).toBe(0);
    const records = await scored(out);
    const ptBefore = readFileSync(join(out, "PT.forecast.json"));
    // PT's forecast answer (shared with AT) is cut short at every attempt: both fail, their JSON files kept
    const r = await run(out, ["PT", "AT", "ES", ...FB], (_, points, api) =>
      api === "forecast" && points.includes(ptPoint()) ? "truncate" : null,
    );
    expect(r.code, r.stderr).toBe(1);
    expect(answerFiles(out).sort()).toEqual([
      "AT.forecast.json",
      "ES.forecast.fb",
      "ES.marine.fb",
      "PT.forecast.json",
      "PT.marine.json",
    ]);
    expect(readFileSync(join(out, "PT.forecast.json"))).toEqual(ptBefore);
    const index = indexOf(out);
    expect(index.countries.map((e) => [e.code, e.forecast, e.marine, e.status])).toEqual([
      ["PT", "PT.forecast.json", "PT.marine.json", "stale"],
      ["AT", "AT.forecast.json", null, "stale"],
      ["ES", "ES.forecast.fb", "ES.marine.fb", "fresh"],
    ]);
    // a folder of both formats scores as the JSON one did
    expect(await scored(out)).toBe(records);
    // and back to JSON: every file of the run in JSON again, no .fb left
    expect((await run(out, ["PT", "AT", "ES"])).code).toBe(0);
    expect(answerFiles(out).some((name) => name.endsWith(".fb"))).toBe(false);
    expect(await scored(out)).toBe(records);
  });

  it("refuses a FlatBuffers answer cut short or with a series of the wrong length, keeping the older file", async () => {
    const out = tempDir();
    expect((await run(out, ["PT", "AT", "ES", ...FB])).code).toBe(0);
    const before = readFileSync(join(out, "PT.forecast.fb"));
    // a whole HTTP answer whose bytes stop inside a message: not whole FlatBuffers, asked again, then given up
    // (AT and ES asked first share a request: PT's answer is its own, and the run fetches the others)
    const cut = await run(out, ["AT", "ES", "PT", ...FB], (_, points, api) =>
      api === "forecast" && points.includes(ptPoint()) ? "cut" : null,
    );
    expect(cut.code).toBe(1);
    const said =
      /PT failed \(older files kept, marked stale, fetched 2026-07-15T08:00:00Z\): forecast: malformed FlatBuffers answer: message 0 says it has (\d+) bytes, (\d+) remain \(truncated\?\) \((\d+) bytes\), after 2 attempts\n/.exec(
        cut.stderr,
      );
    // half of the one message's bytes came: its size prefix (4 bytes) counts the whole message, the rest remain
    const [says, remain, sent] = (said ?? []).slice(1).map(Number) as [number, number, number];
    expect(said, cut.stderr).not.toBeNull();
    expect([says, remain]).toEqual([before.length - 4, sent - 4]);
    expect(sent).toBe(Math.floor(before.length / 2));
    expect(readFileSync(join(out, "PT.forecast.fb"))).toEqual(before);
    // a whole answer whose temperature series is a day short of its time axis: the engine's reader refuses it
    const short = await run(out, ["AT", "ES", "PT", ...FB], () => null, {
      body: (api, point, body) => {
        if (api !== "forecast" || point !== ptPoint()) return undefined;
        const hourly = body.hourly as Record<string, unknown[]>;
        return { ...body, hourly: { ...hourly, temperature_2m: hourly.temperature_2m?.slice(24) } };
      },
    });
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(
      /PT failed \(older files kept, marked stale, fetched 2026-07-15T08:00:00Z\): forecast: unusable body: .*temperature/,
    );
    expect(readFileSync(join(out, "PT.forecast.fb"))).toEqual(before);
    expect(indexOf(out).countries.find((e) => e.code === "PT")).toMatchObject({
      forecast: "PT.forecast.fb",
      status: "stale",
    });
  });

  it("fetches Ensemble API answers as FlatBuffers that vansky outlook reads to the JSON run's outlooks", async () => {
    const { json, fb } = await bothWays(["PT", "CH", "--ensemble"]);
    expect(answerFiles(fb).sort()).toEqual(["CH.ensemble.fb", "PT.ensemble.fb"]);
    expect(indexOf(fb).countries.map((e) => [e.code, e.ensemble, e.ensemble_model])).toEqual([
      ["PT", "PT.ensemble.fb", "gfs_seamless"],
      ["CH", "CH.ensemble.fb", "gfs_seamless"],
    ]);
    const outlook = async (dir: string) => {
      const made = await runCli(["outlook", dir, "--quiet"]);
      expect(made.code, made.stderr).toBe(0);
      return JSON.parse(made.stdout) as { count: number };
    };
    const fromJson = await outlook(json);
    expect(fromJson.count).toBe(2);
    expect(await outlook(fb)).toEqual(fromJson);
    // without the index: ID.ensemble.fb files read as ID.ensemble.json ones
    for (const dir of [json, fb]) rmSync(join(dir, "index.json"));
    const bare = await outlook(json);
    expect(bare.count).toBe(2);
    expect(await outlook(fb)).toEqual(bare);
  });

  it("refuses another format, and pooled models as FlatBuffers (a message each, one read at a time)", async () => {
    const refused = async (args: string[]) => {
      const r = await runMain(["fetch", "PT", ...args, "--dry-run"]);
      expect(r.code, args.join(" ")).toBe(2);
      return r.stderr.split("\n")[0];
    };
    expect(await refused(["--format", "csv"])).toBe('vansky: --format expects json or flatbuffers, got "csv"');
    expect(await refused(["--ensemble", "--model", "gfs_seamless,ecmwf_ifs025", ...FB])).toBe(
      "vansky: --format flatbuffers answers pooled models (--model gfs_seamless,ecmwf_ifs025) in a message each, which vansky reads one at a time: pool them as JSON, or ask one model",
    );
    const planned = await runMain(["fetch", "PT", ...FB, "--dry-run"]);
    expect(planned.stdout).toContain("&format=flatbuffers");
  });

  it("is served by vansky serve FOLDER as the JSON folder is: the same records, byte for byte", async () => {
    const { json, fb } = await ptAtEs();
    const list = async (dir: string) => {
      const server = await start([dir]);
      const got = await raw(`${server.url}/api/weatherscore/weather`);
      expect(got.status).toBe(200);
      server.child.kill("SIGTERM");
      return got.body.toString();
    };
    const fromJson = await list(json);
    expect((JSON.parse(fromJson) as { count: number }).count).toBe(3);
    expect(await list(fb)).toBe(fromJson);
  });
});
