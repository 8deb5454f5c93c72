/**
 * A `vansky fetch` killed with SIGKILL at several points of a refresh, a real process against the stand-in server:
 * `vansky score` reads the folder as before the refresh or as after it, never a mix without a word, and the next
 * run leaves it as after. The refresh is told apart from the data before it by its content (every temperature one
 * degree warmer) and its time (12:00 against 06:00, the command's clock stopped at each).
 */
import { cpSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTRIES } from "../../../src/index.js";
import { type FakeOpenMeteo, type Fault, type Shaping, startFakeOpenMeteo } from "../fetch-server.js";
import { cliBin, clockAt, finished, removeTempDirs, runCli, startCli, tempDir } from "../helpers.js";
import { killAtMarker, killWhen } from "./kill.js";

const CODES = COUNTRIES.slice(0, 80).map((c) => c.code);
const CLIENT = ["--max-locations", "20", "--concurrency", "1", "--backoff", "20ms", "--timeout", "20s", "--quiet"];
const dated = (hms: string): Shaping => ({ date: () => `Wed, 15 Jul 2026 ${hms} GMT` });
const warmer: Shaping["body"] = (api, _, body) => {
  if (api !== "forecast") return undefined;
  const hourly = body.hourly as Record<string, (number | null)[]>;
  const temperature = hourly.temperature_2m?.map((t) => (t === null ? null : Math.round((t + 1) * 10) / 10));
  return { ...body, hourly: { ...hourly, temperature_2m: temperature } };
};

/** The refresh's server: every answer one degree warmer and dated 12:00, misbehaving as `fault` says. */
const refreshServer = (fault: (n: number) => Fault = () => null) =>
  startFakeOpenMeteo("2026-07-15", [], fault, { ...dated("12:00:00"), body: warmer });
const refreshArgs = (out: string, server: FakeOpenMeteo) => [
  "fetch",
  ...CODES,
  "--out",
  out,
  "--base-url",
  server.url,
  ...CLIENT,
];
const REFRESH_CLOCK = clockAt("2026-07-15T12:00:00Z");

/** `vansky score` of a folder: its records (ndjson) and what it said of the folder. */
async function scoreOf(dir: string) {
  const r = await runCli([
    "score",
    dir,
    "--now",
    "2026-07-15T12:30:00Z",
    "--format",
    "ndjson",
    "--quiet",
    "--workers",
    "0",
  ]);
  expect(r.code, r.stderr).toBe(0);
  return { records: r.stdout, stderr: r.stderr };
}

let before: string;
let beforeRecords: string;
let afterRecords: string;
beforeAll(async () => {
  before = tempDir();
  const first = await startFakeOpenMeteo("2026-07-15", [], () => null, dated("06:00:00"));
  try {
    const r = await runCli(["fetch", ...CODES, "--out", before, "--base-url", first.url, ...CLIENT], {
      nodeArgs: clockAt("2026-07-15T06:00:00Z"),
    });
    expect(r.code, r.stderr).toBe(0);
  } finally {
    await first.close();
  }
  beforeRecords = (await scoreOf(before)).records;
  const after = tempDir();
  cpSync(before, after, { recursive: true });
  const server = await refreshServer();
  try {
    expect((await runCli(refreshArgs(after, server), { nodeArgs: REFRESH_CLOCK })).code).toBe(0);
  } finally {
    await server.close();
  }
  afterRecords = (await scoreOf(after)).records;
  expect(afterRecords).not.toBe(beforeRecords);
}, 120_000);
afterAll(removeTempDirs);

/**
 * Checks that `dir`, as a killed run left it, reads as before or as after (as after, with a word, when a commit was
 * begun), then that the next run leaves it as after with nothing of the killed run left.
 */
async function checkKilled(dir: string, expected: "before" | "after" | "either", lockLeft = true) {
  const begun = existsSync(join(dir, ".vansky-fetch.commit"));
  const { records, stderr } = await scoreOf(dir);
  const as = records === beforeRecords ? "before" : records === afterRecords ? "after" : "a mix";
  expect(as).toBe(begun ? "after" : expected === "either" ? as : expected);
  expect(["before", "after"]).toContain(as);
  expect(stderr.includes("stopped while replacing its files: read as that run left them")).toBe(begun);
  const server = await refreshServer();
  try {
    const next = await runCli(refreshArgs(dir, server), { nodeArgs: REFRESH_CLOCK });
    expect(next.code, next.stderr).toBe(0);
    // a run the kill missed (it ended first, or released its locks before the kill landed) left none to take over
    const takeover = /taking over the lock of a vansky fetch that ended without releasing it/;
    if (lockLeft) expect(next.stderr).toMatch(takeover);
    else expect(next.stderr).not.toMatch(takeover);
  } finally {
    await server.close();
  }
  expect((await scoreOf(dir)).records).toBe(afterRecords);
  expect(readdirSync(dir).filter((n) => n.startsWith("."))).toEqual([]);
}

/** Starts the refresh in a copy of the folder before it; the server answers the first `answered` requests. */
async function startRefresh(answered: number) {
  const dir = tempDir();
  cpSync(before, dir, { recursive: true });
  const server = await refreshServer((n) => (n < answered ? null : "hang"));
  const child = startCli(refreshArgs(dir, server), await cliBin(), { nodeArgs: REFRESH_CLOCK });
  return { dir, server, child, done: finished(child) };
}

describe("a refresh killed with SIGKILL", () => {
  it.each([
    ["before its first answer", 0, 1],
    ["with some locations in (their files staged)", 3, 4],
  ])("%s reads as before, then as after the next run", async (_, answered, seen) => {
    const run = await startRefresh(answered);
    await killWhen(run, seen, answered > 0 ? ".vansky-fetch.staging" : undefined);
    await checkKilled(run.dir, "before");
  });

  it("as it begins to replace the folder's files reads as before or after, after with a word", async () => {
    const run = await startRefresh(Number.POSITIVE_INFINITY);
    const lockLeft = await killAtMarker(run);
    await checkKilled(run.dir, "either", lockLeft);
  });
});
