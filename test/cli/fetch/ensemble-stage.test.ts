/**
 * A `vansky fetch --ensemble` killed with SIGKILL at several points of a refresh, a real process against the
 * stand-in server, as test/cli/fetch/stage.test.ts kills a forecast run: `vansky outlook` reads the folder as before
 * the refresh or as after it, never a mix, `vansky score` reads the forecasts as they were all along, and the next run
 * leaves the folder as after. The refresh is told apart by its answers' time (12:00 against 06:00).
 */
import { cpSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fault, startFakeOpenMeteo } from "../fetch-server.js";
import { cliBin, clockAt, finished, removeTempDirs, runCli, startCli, tempDir } from "../helpers.js";
import { killAtMarker, killWhen } from "./kill.js";

const CODES = ["PT", "CH", "AT", "ES"];
const CLIENT = ["--max-locations", "1", "--concurrency", "1", "--backoff", "20ms", "--timeout", "20s", "--quiet"];
const at = (hms: string) => ({ date: () => `Wed, 15 Jul 2026 ${hms} GMT` });
const REFRESH_CLOCK = { nodeArgs: clockAt("2026-07-15T12:00:00Z") };

/** The refresh's server, its answers dated 12:00, answering as `fault` says. */
const refreshServer = (fault: (n: number) => Fault = () => null) =>
  startFakeOpenMeteo("2026-07-15", [], fault, at("12:00:00"));
const refreshArgs = (out: string, url: string) => [
  "fetch",
  "--ensemble",
  ...CODES,
  "--out",
  out,
  "--base-url",
  url,
  ...CLIENT,
];

/** What `vansky outlook` and `vansky score` make of a folder. */
async function read(dir: string) {
  const outlook = await runCli(["outlook", dir, "--quiet", "--format", "ndjson"]);
  expect(outlook.code, outlook.stderr).toBe(0);
  const score = await runCli([
    "score",
    dir,
    "--now",
    "2026-07-15T12:30:00Z",
    "--quiet",
    "--format",
    "ndjson",
    "--workers",
    "0",
  ]);
  expect(score.code, score.stderr).toBe(0);
  return { outlooks: outlook.stdout, records: score.stdout };
}

let before: string;
let beforeRead: { outlooks: string; records: string };
let afterOutlooks: string;
beforeAll(async () => {
  before = tempDir();
  const first = await startFakeOpenMeteo("2026-07-15", [], () => null, at("06:00:00"));
  try {
    const clock = { nodeArgs: clockAt("2026-07-15T06:00:00Z") };
    const args = ["--out", before, "--base-url", first.url, ...CLIENT];
    expect((await runCli(["fetch", ...CODES, ...args], clock)).code).toBe(0);
    expect((await runCli(["fetch", "--ensemble", ...CODES, ...args], clock)).code).toBe(0);
  } finally {
    await first.close();
  }
  beforeRead = await read(before);
  const after = tempDir();
  cpSync(before, after, { recursive: true });
  const server = await refreshServer();
  try {
    expect((await runCli(refreshArgs(after, server.url), REFRESH_CLOCK)).code).toBe(0);
  } finally {
    await server.close();
  }
  const afterRead = await read(after);
  afterOutlooks = afterRead.outlooks;
  expect(afterOutlooks).not.toBe(beforeRead.outlooks);
  expect(afterRead.records).toBe(beforeRead.records);
}, 300_000);
afterAll(removeTempDirs);

/** Checks that `dir`, as a killed run left it, reads as before or as after, then as after once the next run is done. */
async function checkKilled(dir: string, expected: "before" | "either", lockLeft = true) {
  const begun = existsSync(join(dir, ".vansky-fetch.commit"));
  const { outlooks, records } = await read(dir);
  const as = outlooks === beforeRead.outlooks ? "before" : outlooks === afterOutlooks ? "after" : "a mix";
  expect(as).toBe(begun ? "after" : expected === "either" ? as : expected);
  expect(["before", "after"]).toContain(as);
  expect(records).toBe(beforeRead.records);
  const server = await refreshServer();
  try {
    const next = await runCli(refreshArgs(dir, server.url), REFRESH_CLOCK);
    expect(next.code, next.stderr).toBe(0);
    // a run the kill missed (it ended first, or released its locks before the kill landed) left none to take over
    const takeover = /taking over the lock of a vansky fetch that ended without releasing it/;
    if (lockLeft) expect(next.stderr).toMatch(takeover);
    else expect(next.stderr).not.toMatch(takeover);
  } finally {
    await server.close();
  }
  expect((await read(dir)).outlooks).toBe(afterOutlooks);
  expect(readdirSync(dir).filter((n) => n.startsWith("."))).toEqual([]);
}

/** Starts the refresh in a copy of the folder before it; the server answers the first `answered` requests. */
async function startRefresh(answered: number) {
  const dir = tempDir();
  cpSync(before, dir, { recursive: true });
  const server = await refreshServer((n) => (n < answered ? null : "hang"));
  const child = startCli(refreshArgs(dir, server.url), await cliBin(), REFRESH_CLOCK);
  return { dir, server, child, done: finished(child) };
}

describe("an ensemble refresh killed with SIGKILL", () => {
  it.each([
    ["before its first answer", 0, 1],
    ["with some answers in (staged)", 2, 3],
  ])("%s reads as before, then as after the next run", async (_, answered, seen) => {
    const run = await startRefresh(answered);
    await killWhen(run, seen, answered > 0 ? ".vansky-fetch-ensemble.staging" : undefined);
    await checkKilled(run.dir, "before");
  });

  it("as it begins to replace the folder's files reads as before or after, after once the marker is there", async () => {
    const run = await startRefresh(Number.POSITIVE_INFINITY);
    const lockLeft = await killAtMarker(run);
    await checkKilled(run.dir, "either", lockLeft);
  });
});
