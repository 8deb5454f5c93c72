/**
 * Rate-limit answers (src/cli/fetch/http.ts): `Retry-After` read by hand-worked cases, then the built command
 * against the stand-in server answering 429 and 503: a short wait honoured and told, a wait beyond --max-wait
 * stopping the run at once with the server's reason and the time it named (a wait past any date too), and the next
 * run going on from there; a wait of the budget beyond --max-wait stopping the run alike, naming when the budget
 * allows the next request. No assertion measures time: waits are told on stderr, and the requests the server saw are
 * counted.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ANNOUNCED_WAIT_MS, retryAfterMs } from "../../../src/cli/fetch/http.js";
import { getCountry } from "../../../src/index.js";
import { type ErrorAnswer, type FakeOpenMeteo, ONE_AT_A_TIME, startFakeOpenMeteo } from "../fetch-server.js";
import { clockAt, removeTempDirs, runCli, tempDir } from "../helpers.js";

const T = Date.UTC(2026, 6, 15, 6, 0, 0);

describe("retryAfterMs", () => {
  it("reads delay-seconds", () => {
    expect(retryAfterMs("120", null, T)).toBe(120_000);
    expect(retryAfterMs(" 0 ", null, T)).toBe(0);
  });

  it("reads an HTTP-date against the answer's own Date: both are the server's clock", () => {
    // the server's clock 3 h ahead of ours: its Retry-After names 10:00 of its clock, one hour after its 09:00
    expect(retryAfterMs("Wed, 15 Jul 2026 10:00:00 GMT", "Wed, 15 Jul 2026 09:00:00 GMT", T)).toBe(3_600_000);
    // without a Date, against the receipt on our clock
    expect(retryAfterMs("Wed, 15 Jul 2026 06:30:00 GMT", null, T)).toBe(1_800_000);
    expect(retryAfterMs("Wed, 15 Jul 2026 05:00:00 GMT", null, T)).toBe(0);
  });

  it("reads any number of seconds, a wait no run honours bounded to the largest safe integer of ms", () => {
    expect(retryAfterMs("99999999999999", null, T)).toBe(Number.MAX_SAFE_INTEGER);
    expect(retryAfterMs("9".repeat(400), null, T)).toBe(Number.MAX_SAFE_INTEGER);
    expect(retryAfterMs("9007199254740", null, T)).toBe(9_007_199_254_740_000);
    expect(retryAfterMs("Fri, 31 Dec 9999 23:59:59 GMT", null, T)).toBe(Date.UTC(9999, 11, 31, 23, 59, 59) - T);
  });

  it("reads nothing else", () => {
    for (const text of [null, "", "soon", "1.5", "-1", "2026-07-15T07:00:00Z"])
      expect(retryAfterMs(text, null, T)).toBeUndefined();
  });
});

describe("vansky fetch answered 429 and 503 with Retry-After", () => {
  let server: FakeOpenMeteo | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(removeTempDirs);

  const CODES = ["AT", "CH", "CZ", "HU"]; // landlocked: one request each
  const CLIENT = [...ONE_AT_A_TIME, "--timeout", "5s", "--retries", "2"];
  const pointOf = (code: string) => `${getCountry(code)?.latitude},${getCountry(code)?.longitude}`;
  const run = (out: string, ...more: string[]) =>
    runCli(["fetch", ...CODES, "--out", out, "--base-url", (server as FakeOpenMeteo).url, ...CLIENT, ...more], {
      nodeArgs: clockAt("2026-07-15T06:00:00Z"),
    });
  /** The server's Date: the command's clock stands at it. */
  const dated = { date: () => "Wed, 15 Jul 2026 06:00:00 GMT" };
  const daily: ErrorAnswer = {
    status: 429,
    reason: "Daily API request limit exceeded. Please try again tomorrow.",
    retryAfter: String(18 * 3600),
  };

  it("stops at a wait beyond --max-wait: the rest fail at once with the reason and time, exit 3, what came is kept", async () => {
    // CH, the second request, is refused for 18 hours
    server = await startFakeOpenMeteo(
      "2026-07-15",
      [],
      (_, points) => (points.includes(pointOf("CH")) ? daily : null),
      dated,
    );
    const out = tempDir();
    const r = await run(out);
    expect(r.code, r.stderr).toBe(3);
    expect(server.log.requests.map((q) => q.codes[0])).toEqual([pointOf("AT"), pointOf("CH")]); // no more asked
    const reason = "HTTP 429: Daily API request limit exceeded. Please try again tomorrow.";
    expect(r.stderr).toContain(
      `vansky: stopping: the server asks to wait 18 h, until 2026-07-16T00:00:00Z, more than --max-wait 5 min: ${reason}\n`,
    );
    expect(r.stderr).toContain(`vansky: CH failed: forecast: ${reason} (it asks to wait until 2026-07-16T00:00:00Z)\n`);
    for (const code of ["CZ", "HU"])
      expect(r.stderr).toContain(
        `vansky: ${code} failed: forecast: not sent: ${reason} (it asks to wait until 2026-07-16T00:00:00Z)\n`,
      );
    expect(r.stderr).toContain(
      "vansky: the server's rate limit stopped the run: a run after 2026-07-16T00:00:00Z can go on from here\n",
    );
    const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
    expect(index.countries.map((e: { code: string }) => e.code)).toEqual(["AT"]);
    expect(index.failed.map((f: { code: string }) => f.code)).toEqual(["CH", "CZ", "HU"]);

    // the next run goes on: AT kept by --max-age, the rest fetched
    await server.close();
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, dated);
    const next = await run(out, "--max-age", "6h");
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).toMatch(/vansky: 3 fetched, 1 reused, 0 failed, /);
    expect(server.log.requests.map((q) => q.codes[0])).toEqual(["CH", "CZ", "HU"].map(pointOf));
  });

  it("with --max-wait beyond the wait, waits as told: the request asked again after it", async () => {
    let refused = 0;
    server = await startFakeOpenMeteo(
      "2026-07-15",
      [],
      (_, points) =>
        points.includes(pointOf("AT")) && refused++ === 0
          ? { status: 503, reason: "Service Unavailable", retryAfter: "4" }
          : null,
      dated,
    );
    expect(ANNOUNCED_WAIT_MS).toBe(3000);
    const out = tempDir();
    const r = await run(out, "--max-wait", "10s", "--quiet");
    expect(r.code, r.stderr).toBe(0);
    // told even with --quiet: a wait longer than 3 s is never silent
    expect(r.stderr).toBe("vansky: waiting 4 s as the server asks: HTTP 503: Service Unavailable\n");
    expect(server.log.requests.filter((q) => q.codes[0] === pointOf("AT"))).toHaveLength(2);
  });

  it("does not tell a wait of 3 s or less, and takes --max-wait 0 as: never wait, stop", async () => {
    let refused = 0;
    server = await startFakeOpenMeteo(
      "2026-07-15",
      [],
      () => (refused++ === 0 ? { status: 429, reason: "Minutely API request limit exceeded.", retryAfter: "1" } : null),
      dated,
    );
    const out = tempDir();
    const short = await run(out, "--quiet");
    expect([short.code, short.stderr]).toEqual([0, ""]);
    refused = 0;
    const never = await run(out, "--quiet", "--max-wait", "0s");
    expect(never.code).toBe(3);
    expect(never.stderr).toMatch(
      /^vansky: stopping: the server asks to wait 1 s, until 2026-07-15T06:00:01Z, more than --max-wait 0 s: /,
    );
  });

  it("stops at a Retry-After past any date (99999999999999 s) as at any long one: exit 3, not a retried error", async () => {
    const forever: ErrorAnswer = { status: 429, reason: "Too many requests", retryAfter: "99999999999999" };
    server = await startFakeOpenMeteo("2026-07-15", [], (n) => (n === 1 ? forever : null), dated);
    const out = tempDir();
    const r = await run(out);
    expect(r.code, r.stderr).toBe(3);
    expect(server.log.requests).toHaveLength(2); // CH asked once: not retried, the rest not sent
    expect(r.stderr).toContain(
      "vansky: stopping: the server asks to wait 104,249,991 days, until a date past the year 275760, more than --max-wait 5 min: HTTP 429: Too many requests\n",
    );
    expect(r.stderr).toContain(
      "vansky: CZ failed: forecast: not sent: HTTP 429: Too many requests (it asks to wait until a date past the year 275760)\n",
    );
    expect(r.stderr).toContain(
      "vansky: the server's rate limit stopped the run: a run after a date past the year 275760 can go on from here\n",
    );
  });

  it("stops at a wait of the budget beyond --max-wait: exit 3, naming when the budget allows the next request", async () => {
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, dated);
    const out = tempDir();
    // 1.6 calls a location: two fit the hour's 4 calls, the third would wait an hour
    const r = await run(out, "--budget", "4/1h", "--max-wait", "1m");
    expect(r.code, r.stderr).toBe(3);
    expect(server.log.requests).toHaveLength(2);
    const until = /until (\S+Z)/.exec(r.stderr)?.[1] as string;
    // an hour after the first answer ended, on the command's clock (stopped at 06:00:00)
    expect(until).toBe("2026-07-15T07:00:00Z");
    expect(r.stderr).toContain(
      `vansky: stopping: the budget of API calls (--budget) allows the next request in 60 min, at ${until}, more than --max-wait 60 s\n`,
    );
    expect(r.stderr).toContain(
      `vansky: CZ failed: forecast: not sent: the budget of API calls (--budget) allows no more requests until ${until}\n`,
    );
    expect(r.stderr).toContain(
      `vansky: the budget of API calls (--budget) stopped the run: a run after ${until} can go on from here\n`,
    );
    const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
    expect(index.countries.map((e: { code: string }) => e.code)).toEqual(["AT", "CH"]);
  });
});
