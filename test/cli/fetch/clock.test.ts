/**
 * The trusted clock of `vansky fetch` (src/cli/fetch/clock.ts): how an answer's `Date` header is read and when it
 * dates the answer, worked by hand; then the built command against the stand-in server with a clock that runs
 * ahead: the answers dated by their receipt, said once, and `score --max-age` and `fetch --max-age` judging by it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { answerTime, CLOCK_SKEW_MS, httpDateMs, isoSecond } from "../../../src/cli/fetch/clock.js";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "../fetch-server.js";
import { clockAt, removeTempDirs, runCli, tempDir } from "../helpers.js";

/** 2026-07-15T06:00:00Z, a Wednesday. */
const T = Date.UTC(2026, 6, 15, 6, 0, 0);

describe("httpDateMs: the three forms of RFC 9110 §5.6.7", () => {
  it("reads an IMF-fixdate, an RFC 850 date and an asctime date as the same instant", () => {
    expect(httpDateMs("Wed, 15 Jul 2026 06:00:00 GMT")).toBe(T);
    expect(httpDateMs("Wednesday, 15-Jul-26 06:00:00 GMT")).toBe(T);
    expect(httpDateMs("Wed Jul 15 06:00:00 2026")).toBe(T);
    expect(httpDateMs("Wed Jul  5 06:00:00 2026")).toBe(T - 10 * 86_400_000);
    expect(httpDateMs("  Wed, 15 Jul 2026 06:00:01 GMT ")).toBe(T + 1000);
  });

  it("reads no other text, and no header at all, as no date", () => {
    for (const text of [
      null,
      "",
      "2026-07-15T06:00:00Z",
      "1",
      "Wed, 15 Jul 2026 06:00:00 UTC",
      "Wed, 15 Jul 2026 06:00 GMT",
      "Wed, 32 Jul 2026 06:00:00 GMT",
      "Tomorrow, 15 Jul 2026 06:00:00 GMT",
    ])
      expect(httpDateMs(text), String(text)).toBeNaN();
  });
});

describe("answerTime: the Date between the request's start and the answer's receipt, 5 s either way", () => {
  const header = (ms: number) => new Date(ms).toUTCString();
  // a request started at T and answered at T + 2 s
  const time = (dateMs: number | null) => answerTime(dateMs === null ? null : header(dateMs), T, T + 2000);

  it("takes a Date inside the request, or up to 5 s outside it, as it is", () => {
    expect(CLOCK_SKEW_MS).toBe(5000);
    for (const ms of [T, T + 1000, T + 2000, T - 5000, T + 7000])
      expect(time(ms), isoSecond(ms)).toEqual({ at: isoSecond(ms) });
  });

  it("dates by the receipt an answer whose Date lies more than 5 s outside, and says by how much", () => {
    expect(time(T + 8000)).toEqual({ at: "2026-07-15T06:00:02Z", offMs: 6000 });
    expect(time(T - 6000)).toEqual({ at: "2026-07-15T06:00:02Z", offMs: -6000 });
    expect(time(T + 3 * 3_600_000)).toEqual({ at: "2026-07-15T06:00:02Z", offMs: 3 * 3_600_000 - 2000 });
    expect(time(T - 86_400_000)).toEqual({ at: "2026-07-15T06:00:02Z", offMs: -86_400_000 });
  });

  it("dates by the receipt an answer without a readable Date, with no word of a clock", () => {
    expect(time(null)).toEqual({ at: "2026-07-15T06:00:02Z" });
    expect(answerTime("yesterday", T, T + 2000)).toEqual({ at: "2026-07-15T06:00:02Z" });
  });

  it("writes the time to the second, the milliseconds cut", () => {
    expect(answerTime(null, T, T + 2999).at).toBe("2026-07-15T06:00:02Z");
    expect(isoSecond(T + 999)).toBe("2026-07-15T06:00:00Z");
  });
});

describe("vansky fetch against a server whose clock runs 3 h ahead", () => {
  let server: FakeOpenMeteo | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(removeTempDirs);

  const ahead = "Wed, 15 Jul 2026 09:00:00 GMT";
  const CLIENT = ["--max-locations", "1", "--backoff", "20ms", "--timeout", "5s", "--retries", "1"];
  const fetchAt = (out: string, clock: string, ...more: string[]) =>
    runCli(["fetch", "PT", "AT", "--out", out, "--base-url", (server as FakeOpenMeteo).url, ...CLIENT, ...more], {
      nodeArgs: clockAt(clock),
    });
  type Index = { countries: { code: string; fetched_at: string; marine_fetched_at: string | null }[] };
  const indexOf = (out: string) => JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as Index;

  it("dates every answer by its receipt, says once that the clock is off, and stale data stays stale", async () => {
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, { date: () => ahead });
    const out = tempDir();
    const r = await fetchAt(out, "2026-07-15T06:00:00Z");
    expect(r.code, r.stderr).toBe(0);
    const warning = `vansky: warning: the clock of ${server.url} is 3 h ahead of this machine's: its answers are dated by their receipt here\n`;
    expect(r.stderr.split(warning)).toHaveLength(2); // once, for three answers
    expect(indexOf(out).countries.map((e) => [e.code, e.fetched_at, e.marine_fetched_at])).toEqual([
      ["PT", "2026-07-15T06:00:00Z", "2026-07-15T06:00:00Z"],
      ["AT", "2026-07-15T06:00:00Z", null],
    ]);
    // at 08:00, data of 06:00 is 2 h old: stale for --max-age 1h (dated 09:00 by the server, it would seem fresh)
    const scored = await runCli(["score", out, "--now", "2026-07-15T08:00:00Z", "--max-age", "1h", "--quiet"]);
    expect(scored.code, scored.stderr).toBe(0);
    expect(scored.stderr).toBe("vansky: 2 stale (fetched more than 1 h ago, kept): PT AT\n");
    const again = await fetchAt(out, "2026-07-15T08:00:00Z", "--max-age", "1h");
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/\n?vansky: 2 fetched, 0 reused, /);
    const resumed = await fetchAt(out, "2026-07-15T08:30:00Z", "--max-age", "1h");
    expect(resumed.stderr).toMatch(/vansky: 0 fetched, 2 reused, /);
  });

  it("fetches again a location an earlier index dates ahead of this machine's clock, saying so", async () => {
    server = await startFakeOpenMeteo("2026-07-15", [], () => null, { date: () => "Wed, 15 Jul 2026 08:00:00 GMT" });
    const out = tempDir();
    expect((await fetchAt(out, "2026-07-15T08:00:00Z")).code).toBe(0);
    // as an older vansky wrote it from a server's clock 2 h ahead
    const index = indexOf(out);
    for (const e of index.countries) e.fetched_at = "2026-07-15T10:00:00Z";
    writeFileSync(join(out, "index.json"), JSON.stringify(index));
    const r = await fetchAt(out, "2026-07-15T08:00:00Z", "--max-age", "12h");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      "vansky: warning: PT: its data is dated 2 h ahead of this machine's clock (2026-07-15T10:00:00Z): fetched again\n",
    );
    expect(r.stderr).toMatch(/vansky: 2 fetched, 0 reused, /);
    expect(indexOf(out).countries.map((e) => e.fetched_at)).toEqual(["2026-07-15T08:00:00Z", "2026-07-15T08:00:00Z"]);
  });
});
