/**
 * One `vansky fetch` of each kind per folder (src/cli/fetch/lock.ts), with real processes against the stand-in
 * server: a second run refuses at once naming the first; the lock of a run killed with SIGKILL, of a run on another
 * host that stopped refreshing it (or dated it far ahead of this machine's clock), or one that cannot be read and is
 * old, is taken over with a message; a lock path that is no lock file ends the run at once, naming it; a forecast run
 * is never held up by an ensemble run of the same folder.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ENSEMBLE_LOCK_FILE, LOCK_FILE, LOCK_STALE_MS } from "../../../src/cli/fetch/lock.js";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "../fetch-server.js";
import { cliBin, clockAt, finished, removeTempDirs, runCli, startCli, tempDir, until } from "../helpers.js";

let server: FakeOpenMeteo | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(removeTempDirs);

/** Answers of today: the runs here keep this machine's clock, whose lock times they judge. */
const TODAY = { today: true };
const CLIENT = ["--max-locations", "1", "--concurrency", "1", "--backoff", "20ms", "--timeout", "20s"];
const fetchInto = (out: string, more: string[] = []) =>
  runCli(["fetch", "AT", "CH", "--out", out, "--base-url", (server as FakeOpenMeteo).url, ...CLIENT, ...more]);

describe("one vansky fetch per folder", () => {
  it("refuses a second run at once, naming the first's pid and start; takes over the lock of a run killed", async () => {
    const out = tempDir();
    server = await startFakeOpenMeteo("2026-07-15", [], () => "hang");
    const first = startCli(["fetch", "AT", "CH", "--out", out, "--base-url", server.url, ...CLIENT], await cliBin());
    const firstDone = finished(first);
    await until(() => (server as FakeOpenMeteo).log.requests.length === 1);
    const lock = JSON.parse(readFileSync(join(out, LOCK_FILE), "utf8"));
    expect(lock).toEqual({
      pid: first.pid,
      started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      host: hostname(),
    });

    const second = await fetchInto(out);
    expect(second.code).toBe(1);
    expect(second.stderr).toBe(
      `vansky: ${out} is being written by another vansky fetch: pid ${first.pid}, started ${lock.started_at}; try again once it has ended\n`,
    );
    expect(server.log.requests).toHaveLength(1); // the second asked nothing

    first.kill("SIGKILL");
    expect((await firstDone).signal).toBe("SIGKILL");
    expect(readdirSync(out).sort()).toEqual([".vansky-fetch.lock", ".vansky-fetch.staging"]);
    await server.close();
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, TODAY);
    const third = await fetchInto(out);
    expect(third.code, third.stderr).toBe(0);
    expect(third.stderr).toContain(
      `vansky: warning: ${out}: taking over the lock of a vansky fetch that ended without releasing it (pid ${first.pid}, started ${lock.started_at})\n`,
    );
    expect(third.stderr).toContain(
      `vansky: ${out}: removed the files of a vansky fetch that stopped before it could use them\n`,
    );
    expect(readdirSync(out).sort()).toEqual(["AT.forecast.json", "CH.forecast.json", "index.json"]);
  });

  it("refuses a lock of another host while it is refreshed, and takes it over once it is not", async () => {
    const out = tempDir();
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, TODAY);
    const path = join(out, LOCK_FILE);
    const started = "2026-11-27T06:00:00Z";
    writeFileSync(path, JSON.stringify({ pid: 4242, started_at: started, host: "elsewhere" }));
    const refused = await fetchInto(out); // refreshed just now (LOCK_STALE_MS is longer than the run takes to start)
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`pid 4242, started ${started} on elsewhere; try again once it has ended\n`);
    // not refreshed for longer than LOCK_STALE_MS: the run on the other host died
    expect(LOCK_STALE_MS).toBe(120_000);
    const old = new Date(Date.now() - LOCK_STALE_MS - 60_000);
    utimesSync(path, old, old);
    const taken = await fetchInto(out);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stderr).toContain(`it (pid 4242, started ${started} on elsewhere)\n`);
    expect(existsSync(path)).toBe(false);
  });

  it("judges a lock it cannot read by its age alone", async () => {
    const out = tempDir();
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, TODAY);
    const path = join(out, LOCK_FILE);
    writeFileSync(path, "");
    const refused = await fetchInto(out);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `vansky: ${out} is being written by another vansky fetch: whose lock cannot be read; try again once it has ended\n`,
    );
    const old = new Date(Date.now() - LOCK_STALE_MS - 60_000);
    utimesSync(path, old, old);
    const taken = await fetchInto(out);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stderr).toContain("without releasing it (whose lock cannot be read)\n");
  });

  it("takes over a lock that names this very process: a container's PID 1 of a run before", async () => {
    const out = tempDir();
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, TODAY);
    writeFileSync(
      join(out, LOCK_FILE),
      JSON.stringify({ pid: 1, started_at: "2026-11-27T06:00:00Z", host: hostname() }),
    );
    const pidOne = ["--import", "data:text/javascript,Object.defineProperty(process,'pid',{value:1})"];
    const r = await runCli(["fetch", "AT", "--out", out, "--base-url", server.url, ...CLIENT], { nodeArgs: pidOne });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("taking over the lock of a vansky fetch that ended without releasing it (pid 1, ");
  });
});

describe("a lock path that is no lock file", () => {
  const isRoot = process.getuid?.() === 0;
  /** Root reads any file: the unreadable lock is tried as `nobody` then. */
  const NOBODY = 65534;

  it("ends the run at once, exit 1, naming it: a folder, a dangling symbolic link, a link to a folder", async () => {
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, TODAY);
    const cases: [string, (path: string, dir: string) => void][] = [
      ["a folder", (path) => mkdirSync(path)],
      ["a symbolic link", (path, dir) => symlinkSync(join(dir, "nowhere"), path)],
      ["a symbolic link", (path, dir) => symlinkSync(dir, path)],
    ];
    for (const [what, make] of cases) {
      const out = tempDir();
      const path = join(out, LOCK_FILE);
      make(path, out);
      const r = await fetchInto(out);
      expect([r.code, r.stderr]).toEqual([
        1,
        `vansky: ${path} is ${what}, not a lock file of vansky fetch: remove it, then run again\n`,
      ]);
    }
    // the ensemble run's lock alike
    const out = tempDir();
    mkdirSync(join(out, ENSEMBLE_LOCK_FILE));
    const ensemble = await runCli(["fetch", "--ensemble", "AT", "--out", out, "--base-url", server.url, ...CLIENT]);
    expect(ensemble.code).toBe(1);
    expect(ensemble.stderr).toContain(`${join(out, ENSEMBLE_LOCK_FILE)} is a folder, not a lock file`);
    expect(server.log.requests).toEqual([]);
  });

  it("ends the run at once when the lock cannot be read by the user running it", async () => {
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, TODAY);
    const out = tempDir();
    chmodSync(out, 0o755);
    const path = join(out, LOCK_FILE);
    writeFileSync(path, JSON.stringify({ pid: 4242, started_at: "2026-11-27T06:00:00Z", host: "elsewhere" }));
    chmodSync(path, 0o000);
    const args = ["fetch", "AT", "--out", out, "--base-url", server.url, ...CLIENT];
    const r = await runCli(args, isRoot ? { uid: NOBODY, gid: NOBODY } : {});
    expect([r.code, r.stderr]).toEqual([
      1,
      `vansky: ${path}: the lock cannot be read (EACCES): remove it, or run as its owner\n`,
    ]);
    expect(server.log.requests).toEqual([]);
  });

  it("takes over a lock of another host dated far ahead of this machine's clock, not waiting until then", async () => {
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, TODAY);
    const out = tempDir();
    const path = join(out, LOCK_FILE);
    writeFileSync(path, JSON.stringify({ pid: 4242, started_at: "2026-11-27T06:00:00Z", host: "elsewhere" }));
    const ahead = new Date(Date.now() + 3_600_000);
    utimesSync(path, ahead, ahead);
    const r = await fetchInto(out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("taking over the lock of a vansky fetch that ended without releasing it (pid 4242, ");
  });
});

describe("forecast and ensemble runs of one folder", () => {
  it("lock apart: a forecast run writes the folder while an ensemble run is under way, and both parts stay", async () => {
    const out = tempDir();
    const clock = { nodeArgs: clockAt("2026-07-15T08:00:00Z") };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // the Ensemble API answers once the forecast run has ended; the Forecast API at once
    server = await startFakeOpenMeteo("2026-07-15", [], (_, __, api) => (api === "ensemble" ? { until: held } : null), {
      date: () => "Wed, 15 Jul 2026 08:00:00 GMT",
    });
    const url = server.url;
    const ensemble = startCli(
      ["fetch", "--ensemble", "AT", "--out", out, "--base-url", url, ...CLIENT],
      await cliBin(),
      clock,
    );
    const ensembleDone = finished(ensemble);
    await until(() => (server as FakeOpenMeteo).log.requests.length === 1);
    expect(existsSync(join(out, ENSEMBLE_LOCK_FILE))).toBe(true);
    const forecast = await runCli(["fetch", "AT", "--out", out, "--base-url", url, ...CLIENT], clock);
    expect(forecast.code, forecast.stderr).toBe(0);
    release();
    const done = await ensembleDone;
    expect(done.code, done.stderr).toBe(0);
    const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
    expect(index.countries).toEqual([
      {
        code: "AT",
        forecast: "AT.forecast.json",
        marine: null,
        fetched_at: "2026-07-15T08:00:00Z",
        marine_fetched_at: null,
        status: "fresh",
        ensemble: "AT.ensemble.json",
        ensemble_fetched_at: "2026-07-15T08:00:00Z",
        ensemble_model: "gfs_seamless",
        ensemble_status: "fresh",
      },
    ]);
    expect(readdirSync(out).sort()).toEqual(["AT.ensemble.json", "AT.forecast.json", "index.json"]);
  });
});
