/**
 * `vansky fetch`, the real built command, against a stand-in Open-Meteo on 127.0.0.1 that answers from the world
 * fixtures and misbehaves on purpose: nothing lost, nothing written twice, the budget never exceeded, failures
 * listed and marked, the data set scores like the fixtures; its exit codes, one-line usage errors, and a SIGTERM
 * halfway through that leaves every file whole.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { COUNTRIES, getCountry, scoreCountries } from "../../../src/index.js";
import { answer, worldResponse } from "../../request/helpers.js";
import { type FakeOpenMeteo, type Fault, startFakeOpenMeteo } from "../fetch-server.js";
import {
  cliBin,
  clockAt,
  finished,
  NOW,
  removeTempDirs,
  runCli,
  runMain,
  startCli,
  tempDir,
  tempFiles,
  until,
  usageLines,
} from "../helpers.js";

const DATE = "2026-07-15";

const BUDGET = [
  { calls: 600, ms: 1000 },
  { calls: 1500, ms: 2500 },
];
const BUDGET_FLAG = "600/1s,1500/2500ms";
// the client waits 5 s: under load an ordinary answer took more than 0.8 s, so a retried request was answered twice
const FAST = ["--backoff", "50ms", "--timeout", "5s", "--retries", "4"];

/** The runs' clock and the server's Date: the fixtures' day, so that their answers are today's. */
const CLOCK = { nodeArgs: clockAt(`${DATE}T08:00:00Z`) };
const DATED = { date: () => "Wed, 15 Jul 2026 08:00:00 GMT" };

let server: FakeOpenMeteo | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(removeTempDirs);

/** The options of a run against `server`, `max` locations a request, `concurrency` requests at once. */
const against = (server: FakeOpenMeteo, max: number, concurrency = 3) => [
  "--base-url",
  server.url,
  "--budget",
  BUDGET_FLAG,
  "--max-locations",
  String(max),
  "--concurrency",
  String(concurrency),
  ...FAST,
];

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

/** Every file of `dir` by name, with its bytes. */
const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));

/** A folder holding a finished fetch of PT (coastal), AT (landlocked) and ES (coastal), one location a request. */
async function fetchedFolder(): Promise<string> {
  const out = tempDir();
  const first = await startFakeOpenMeteo(DATE, BUDGET, () => null, DATED);
  try {
    expect((await runCli(["fetch", "PT", "AT", "ES", "--out", out, ...against(first, 1)], CLOCK)).code).toBe(0);
  } finally {
    await first.close();
  }
  return out;
}

describe("vansky fetch pacing", () => {
  const budgetLine = async (args: string[]) =>
    (await runMain(["fetch", "--all", "--dry-run", ...args])).stdout.match(/ {2}one refresh of [^\n]*/)?.[0];

  it("paces Open-Meteo's servers by the free tier, a server of your own only when asked (--calls-per-minute)", async () => {
    const free = "  one refresh of 605 API calls takes at least 1 minute under the budget's 600 calls a minute";
    expect(await budgetLine([])).toBe(free);
    expect(await budgetLine(["--base-url", "https://api.open-meteo.com"])).toBe(free);
    expect(await budgetLine(["--base-url", "http://127.0.0.1:9"])).toBeUndefined();
    // ⌈605 / 300⌉ − 1 = 2 minutes
    expect(await budgetLine(["--base-url", "http://127.0.0.1:9", "--calls-per-minute", "300"])).toBe(
      "  one refresh of 605 API calls takes at least 2 minutes under the budget's 300 calls a minute",
    );
    expect(await budgetLine(["--api-key", "k", "--calls-per-minute", "5000"])).toBe(
      "  one refresh of 605 API calls fits in every window of the budget at once (5,000 calls a minute)",
    );
  });

  it("fetches every country from a server on 127.0.0.1 at its own pace: more than the free tier's minute in seconds", async () => {
    server = await startFakeOpenMeteo(DATE, [], () => null, DATED);
    const out = tempDir();
    // the full plan, 1741.5 calls: nearly three of the free tier's minutes
    const args = ["--base-url", server.url, "--max-locations", "5", "--plan", "full", ...FAST];
    const r = await runCli(["fetch", "--all", "--out", out, ...args], CLOCK);
    expect(r.code, r.stderr).toBe(0);
    const calls = server.log.requests.reduce((sum, q) => sum + q.weight, 0);
    // more than the free tier's minute: paced by it, this would take minutes (the test's time limit); which servers are
    // paced is budgetOf's rule, shown by the dry run's minute line in the test above
    expect(calls).toBeGreaterThan(600);
  });
});

describe("vansky fetch", () => {
  it("fetches every country through 429, 500, a dropped connection, a timeout and a truncated body, within budget", async () => {
    const faults: Record<number, Fault> = { 1: "429", 3: "500", 4: "drop", 6: "slow", 8: "truncate" };
    server = await startFakeOpenMeteo(DATE, BUDGET, (n) => faults[n] ?? null, DATED);
    const out = tempDir();
    // the full plan, whose answers are the fixtures as they are (test/request/lean.test.ts compares the lean one)
    const r = await runCli(["fetch", "--all", "--out", out, "--plan", "full", ...against(server, 60)], CLOCK);
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
    expect(tempFiles(out)).toEqual([]);
    const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
    expect(index.count).toBe(250);
    expect(index.failed).toEqual([]);
    expect(new Set(index.countries.map((e: { status: string }) => e.status))).toEqual(new Set(["fresh"]));

    // The data set scores exactly like the fixtures.
    const scored = await runCli(["score", out, "--now", NOW, "--workers", "0", "--format", "ndjson", "--quiet"]);
    expect(scored.code).toBe(0);
    // each record dated by its own forecast's answer (the server's Date header)
    const fetchedAt = new Map(index.countries.map((e: { code: string; fetched_at: string }) => [e.code, e.fetched_at]));
    const direct = scoreCountries(
      COUNTRIES.map((c) => ({
        code: c.code,
        forecast: worldResponse(DATE, c.code, "forecast"),
        marine: worldResponse(DATE, c.code, "marine"),
        now: NOW,
        fetchedAt: fetchedAt.get(c.code) as string,
      })),
    );
    expect(
      scored.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual(JSON.parse(JSON.stringify(direct)));
  });

  it("reports an error body without retrying it, keeps the old files marked stale, and resumes with --max-age", async () => {
    const out = await fetchedFolder();
    const pt = getCountry("PT");
    const ptPoint = `${pt?.latitude},${pt?.longitude}`;
    const before = readFileSync(join(out, "PT.forecast.json"), "utf8");
    const mtime = statSync(join(out, "PT.forecast.json")).mtimeMs;

    server = await startFakeOpenMeteo(
      DATE,
      BUDGET,
      (_, points) =>
        points.includes(ptPoint)
          ? { status: 400, reason: "Cannot initialize WeatherVariable from invalid String value" }
          : null,
      DATED,
    );
    const failed = await runCli(["fetch", "PT", "AT", "ES", "--out", out, ...against(server, 1)], CLOCK);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /PT failed \(older files kept, marked stale, fetched \S+Z\): forecast: HTTP 400: Cannot initialize WeatherVariable/,
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
    const resumed = await runCli(["fetch", "AT", "ES", "--max-age", "1h", "--out", out, ...against(server, 1)], CLOCK);
    expect(resumed.code).toBe(0);
    expect(server.log.requests.length).toBe(requestsSoFar);
    expect(resumed.stderr).toMatch(/0 fetched, 2 reused, 0 failed/);
  });

  it("exits 3 and leaves the folder as it was when every location fails", async () => {
    const out = await fetchedFolder();
    const before = snapshot(out);
    server = await startFakeOpenMeteo(DATE, BUDGET, () => ({ status: 400, reason: "Invalid coordinates" }), DATED);
    const r = await runCli(["fetch", "PT", "AT", "ES", "--out", out, ...against(server, 1)], CLOCK);
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toMatch(/0 fetched, 0 reused, 3 failed/);
    expect(r.stderr).toContain(`vansky: nothing fetched: no file in ${out} replaced\n`);
    expect(snapshot(out)).toEqual(before);
  });

  it("on SIGTERM halfway through: exit 143, the folder as it was, its staged files and lock removed", async () => {
    const out = await fetchedFolder();
    const before = snapshot(out);
    const inode = (file: string) => statSync(join(out, file)).ino;
    const inodes = { at: inode("AT.forecast.json"), pt: inode("PT.forecast.json") };
    // AT (landlocked, one request) is answered and staged; PT's forecast request is never answered.
    server = await startFakeOpenMeteo(DATE, BUDGET, (n) => (n === 0 ? null : "hang"), DATED);
    const child = startCli(["fetch", "AT", "PT", "ES", "--out", out, ...against(server, 1, 1)], await cliBin(), CLOCK);
    const done = finished(child);
    await until(() => (server as FakeOpenMeteo).log.requests.length >= 2);
    expect(readdirSync(join(out, ".vansky-fetch.staging"))).toEqual(["AT.forecast.json"]);
    expect(existsSync(join(out, ".vansky-fetch.lock"))).toBe(true);
    child.kill("SIGTERM");
    const r = await done;
    expect(r.code, r.stderr).toBe(143);
    expect(snapshot(out)).toEqual(before); // no staging folder, lock or temporary file left, every file as it was
    expect([inode("AT.forecast.json"), inode("PT.forecast.json")]).toEqual([inodes.at, inodes.pt]);
  });

  it("prints the plan and its cost with --dry-run", async () => {
    const dry = await runMain(["fetch", "--all", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/250 locations, forecast_days 8, plan lean/);
    expect(dry.stdout).toMatch(/forecast: 3 requests \(3 GET, 0 POST\), 250 locations, 400 API calls/);
    expect(dry.stdout).toMatch(/marine: 3 requests \(3 GET, 0 POST\), 205 locations, 205 API calls/);
    expect(dry.stdout).toMatch(/total: 6 requests, 605 API calls\n.* allows 16 full refreshes a day/);
    // 605 calls: the first minute's 600 at once, the last 5 a sliding minute later
    expect(dry.stdout).toContain(
      "  one refresh of 605 API calls takes at least 1 minute under the budget's 600 calls a minute\n",
    );
    const full = await runMain(["fetch", "--all", "--dry-run", "--plan", "full"]);
    expect(full.stdout).toMatch(/forecast_days 8, plan full/);
    expect(full.stdout).toMatch(/total: 6 requests, 1,741\.5 API calls\n.* allows 5 full refreshes a day/);
    expect(full.stdout).toContain("one refresh of 1,741.5 API calls takes at least 2 minutes under the budget's");
  });

  it("counts in English with --dry-run: one request, one location, and a refresh that fits in a minute", async () => {
    const dry = await runMain(["fetch", "DE", "FR", "--dry-run"]);
    expect(dry.stdout.split("\n").slice(0, 6)).toEqual([
      "vansky fetch: 2 locations, forecast_days 8, plan lean",
      "  forecast: 1 request (1 GET, 0 POST), 2 locations, 3.2 API calls",
      "  marine: 1 request (1 GET, 0 POST), 2 locations, 2 API calls",
      "  total: 2 requests, 5.2 API calls",
      "  the budget of 10,000 calls a day allows 1,923 full refreshes a day",
      "  one refresh of 5.2 API calls fits in every window of the budget at once (600 calls a minute, 5,000 calls an hour, 10,000 calls a day)",
    ]);
    const one = await runMain(["fetch", "AT", "--dry-run", "--budget", "1.6/1d"]);
    expect(one.stdout).toContain("  the budget of 1.6 calls a day allows 1 full refresh a day\n");
    expect(one.stdout).toContain("  marine: 0 requests (0 GET, 0 POST), 0 locations, 0 API calls\n");
  });

  it("prints each request it would send with --dry-run: method, URL, locations and weight", async () => {
    const dry = await runMain(["fetch", "PT", "CH", "--dry-run"]);
    const lines = dry.stdout.split("\n").filter((l) => /^ {4}(GET|POST) /.test(l));
    expect(lines).toHaveLength(2);
    // PT and CH in one forecast request: 16 hourly variables each, 1.6 calls a location (Open-Meteo counts n/10)
    expect(lines[0]).toMatch(/^ {4}GET https:\/\/api\.open-meteo\.com\/v1\/forecast\?latitude=38\.7167,46\.9481&/);
    expect(lines[0]).toMatch(/: 2 locations \(PT CH\), 3\.2 API calls$/);
    // only PT has a sea point: 7 marine variables, one call
    expect(lines[1]).toMatch(
      /^ {4}GET https:\/\/marine-api\.open-meteo\.com\/v1\/marine\?.*: 1 location \(PT\), 1 API call$/,
    );
    const all = await runMain(["fetch", "--all", "--dry-run"]);
    expect(all.stdout).toMatch(/: 100 locations \((\w+ ){8}and 92 more\), 160 API calls/);
  });

  it("answers a usage error with exit 2, one line naming it, and nothing written", async () => {
    const dir = tempDir();
    const out = join(dir, "data");
    const points = join(dir, "points.json");
    writeFileSync(points, '\uFEFF[{"id": "P1", "latitude": 95, "longitude": 0, "region": "europe"}]');
    const regionless = join(dir, "regionless.json");
    writeFileSync(
      regionless,
      '[{"id": "PT", "latitude": 38.7, "longitude": -9.1}, {"id": "P2", "latitude": 1, "longitude": 2}]',
    );
    const file = join(dir, "file");
    writeFileSync(file, "");
    const cases: [string[], string][] = [
      [["ZZ", "--out", out], "unknown country code ZZ"],
      [["--out", out], "give country codes, --all or --points FILE"],
      [["AT", "--all", "--out", out], "give country codes, --all or --points FILE"],
      [["AT"], "--out DIR is required"],
      [["AT", "--out", out, "--days", "17"], `--days expects a whole number from 1 to 16, got "17"`],
      [["AT", "--out", out, "--plan", "lite"], `--plan expects lean or full, got "lite"`],
      [["AT", "--out", out, "--days", "0"], `--days expects a whole number from 1 to 16, got "0"`],
      [["AT", "--out", out, "--budget", "600/1min"], "--budget expects a duration such as 500ms"],
      [["AT", "--out", out, "--max-age", "soon"], "--max-age expects a duration such as 500ms"],
      [["AT", "--out", out, "--colour"], `unknown option "--colour"`],
      [["--points", join(dir, "none.json"), "--out", out], `--points ${join(dir, "none.json")}: ENOENT`],
      [["--points", points, "--out", out], `--points ${points}: [0].latitude: expected latitude and longitude`],
      // score's rule: a point that is not a country of the table names its region (PT, a country, need not)
      [
        ["--points", regionless, "--out", out],
        `--points ${regionless}: [1]: "P2" is not a country code: give its region`,
      ],
      [["AT", "--out", file], `--out ${file}: not a folder`],
      [["AT", "--out", out, "--base-url", "localhost:8080"], "--base-url expects an http or https URL"],
      [["AT", "--out", out, "--calls-per-minute", "0"], '--calls-per-minute expects a positive number, got "0"'],
      [["AT", "--out", out, "--budget", "5/1s", "--calls-per-minute", "5"], "give --budget or --calls-per-minute"],
    ];
    for (const [args, message] of cases) {
      const r = await runMain(["fetch", ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(usageLines("fetch"));
      expect(r.stderr, args.join(" ")).toContain(message);
    }
    expect(existsSync(out)).toBe(false);
  });
});
