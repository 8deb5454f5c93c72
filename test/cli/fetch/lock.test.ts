/**
 * One `vansky fetch` per folder (src/cli/fetch/lock.ts), with real processes against the stand-in server: a second
 * run refuses at once naming the first; the lock of a run killed with SIGKILL, of a run on another host that stopped
 * refreshing it, or one that cannot be read and is old, is taken over with a message.
 */
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE, LOCK_STALE_MS } from "../../../src/cli/fetch/lock.js";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "../fetch-server.js";
import { cliBin, finished, removeTempDirs, runCli, startCli, tempDir, until } from "../helpers.js";

let server: FakeOpenMeteo | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(removeTempDirs);

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
    server = await startFakeOpenMeteo("2026-07-15", [], () => null);
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
    server = await startFakeOpenMeteo("2026-07-15", [], () => null);
    const path = join(out, LOCK_FILE);
    const started = "2026-11-27T06:00:00Z";
    writeFileSync(path, JSON.stringify({ pid: 4242, started_at: started, host: "elsewhere" }));
    const refreshed = new Date(Date.now() + 3_600_000); // however long this machine takes to start the run
    utimesSync(path, refreshed, refreshed);
    const refused = await fetchInto(out);
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
    server = await startFakeOpenMeteo("2026-07-15", [], () => null);
    const path = join(out, LOCK_FILE);
    writeFileSync(path, "");
    const refreshed = new Date(Date.now() + 3_600_000);
    utimesSync(path, refreshed, refreshed);
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
    server = await startFakeOpenMeteo("2026-07-15", [], () => null);
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
