/**
 * Bounded answers (src/cli/fetch/body.ts): the largest answer a request can legitimately bring, worked by hand; a
 * body read from a real node:http server on 127.0.0.1 up to its limit, however it comes (declared, streamed,
 * compressed); and the built command given an answer without end by the stand-in server.
 */

import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { BODY_MARGIN, defaultMaxBody, largestAnswer, readBody } from "../../../src/cli/fetch/body.js";
import { COUNTRIES, openMeteoEnsembleRequests, openMeteoRequests } from "../../../src/index.js";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "../fetch-server.js";
import { removeTempDirs, runCli, runMain, tempDir } from "../helpers.js";

describe("the largest legitimate answer", () => {
  it("is 24 bytes a value, 1 kB and 128 bytes a variable per location, as worked by hand", () => {
    const [lean] = openMeteoRequests(["AT"]).requests;
    // 16 hourly variables and the time, at 8 × 24 + 1 stamps (7 days published, the 8th asked for the 7th's night):
    // 3 281 values; 16 names
    expect(largestAnswer(lean as never)).toBe(24 * 17 * 193 + 1024 + 128 * 16);
    const [full] = openMeteoRequests(["AT"], { plan: "full", forecastDays: 3 }).requests;
    // current: 17 variables, its time and interval; hourly: 17 and the time at 97 stamps; daily: 25 and the time on 4
    // days (3 published and the next)
    expect(largestAnswer(full as never)).toBe(24 * (19 + 18 * 97 + 26 * 4) + 1024 + 128 * (17 + 17 + 25));
  });

  it("counts every run of an ensemble answer: 21 runs of GEPS's 7 variables over 14 days", () => {
    const plan = openMeteoEnsembleRequests(["AT"], { model: "gem_global" });
    const [one] = plan.requests;
    // 7 × 21 series and the time at 14 × 24 + 1 stamps; 147 names
    expect(largestAnswer(one as never, 21)).toBe(24 * 148 * 337 + 1024 + 128 * 147);
    expect(defaultMaxBody(plan)).toBe(2 * (24 * 148 * 337 + 1024 + 128 * 147));
    expect(largestAnswer(one as never)).toBe(24 * 8 * 337 + 1024 + 128 * 7); // read as one run
  });

  it("counts every location of a request, and the default limit is twice the largest of a plan's answers", () => {
    const plan = openMeteoRequests(["AT", "CH", "DE"]);
    const [three] = plan.requests;
    expect(three?.locations).toHaveLength(3);
    expect(largestAnswer(three as never)).toBe(3 * (24 * 17 * 193 + 1024 + 128 * 16));
    expect(BODY_MARGIN).toBe(2);
    expect(defaultMaxBody(plan)).toBe(2 * 3 * 81_816);
    // every country: 100 forecast locations in the largest request, 16.4 MB (the figure --help gives)
    expect(defaultMaxBody(openMeteoRequests(COUNTRIES.map((c) => c.code)))).toBe(2 * 100 * 81_816);
  });
});

describe("readBody against a real server", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A server answering every request with `send`; its URL. */
  async function serve(send: (res: import("node:http").ServerResponse) => void): Promise<string> {
    server = createServer((_, res) => send(res));
    await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("reads a body of exactly the limit whole, and gives up one byte more", async () => {
    const body = `{"a":"${"x".repeat(994)}"}`; // 1 002 bytes
    const url = await serve((res) => res.end(body));
    expect(Buffer.from((await readBody(await fetch(url), 1002)) ?? []).toString("utf8")).toBe(body);
    expect(await readBody(await fetch(url), 1001)).toBeUndefined();
  });

  it("gives up at once a body whose Content-Length is over the limit", async () => {
    let written = 0;
    const url = await serve((res) => {
      res.writeHead(200, { "content-length": 10_000_000 });
      res.write("x".repeat(1000), () => (written = 1000));
    });
    expect(await readBody(await fetch(url), 5_000_000)).toBeUndefined();
    expect(written).toBeLessThanOrEqual(1000);
  });

  it("counts the bytes after decompression: a small gzip of a large body is over the limit", async () => {
    const large = gzipSync(Buffer.alloc(2_000_000, "1"));
    expect(large.length).toBeLessThan(10_000);
    const url = await serve((res) => res.writeHead(200, { "content-encoding": "gzip" }).end(large));
    expect(await readBody(await fetch(url), 100_000)).toBeUndefined();
    expect(await readBody(await fetch(url), 2_000_000)).toHaveLength(2_000_000);
  });

  it("gives up a body without end, streamed without a length", async () => {
    const url = await serve((res) => {
      const chunk = Buffer.alloc(65_536, "1");
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on("drain", more);
      more();
    });
    expect(await readBody(await fetch(url), 1_000_000)).toBeUndefined();
  });
});

describe("vansky fetch given an answer without end", () => {
  let fake: FakeOpenMeteo | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  afterAll(removeTempDirs);
  const CLIENT = ["--max-locations", "1", "--concurrency", "1", "--backoff", "20ms", "--timeout", "20s"];

  it("fails that location like an error answer: its older files kept, marked stale, the reason said", async () => {
    const out = tempDir();
    fake = await startFakeOpenMeteo("2026-07-15", [], () => null, { today: true });
    expect((await runCli(["fetch", "PT", "AT", "--out", out, "--base-url", fake.url, ...CLIENT])).code).toBe(0);
    await fake.close();
    const before = Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(join(out, f))]));
    // AT's forecast answer never ends; PT's (first) are answered
    const at = COUNTRIES.find((c) => c.code === "AT");
    fake = await startFakeOpenMeteo(
      "2026-07-15",
      [],
      (_, points) => (points.includes(`${at?.latitude},${at?.longitude}`) ? "oversize" : null),
      { today: true },
    );
    const r = await runCli(["fetch", "PT", "AT", "--out", out, "--base-url", fake.url, ...CLIENT]);
    expect(r.code, r.stderr).toBe(1);
    // one location's legitimate answer: 81 816 bytes, twice that
    expect(r.stderr).toMatch(
      /vansky: AT failed \(older files kept, marked stale, fetched \S+\): forecast: the answer is larger than --max-body 164 kB\n/,
    );
    expect(fake.log.requests.filter((q) => q.api === "forecast")).toHaveLength(2); // not asked again
    expect(readFileSync(join(out, "AT.forecast.json")).equals(before["AT.forecast.json"] as Buffer)).toBe(true);
    const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
    expect(index.countries.map((e: { code: string; status: string }) => [e.code, e.status])).toEqual([
      ["PT", "fresh"],
      ["AT", "stale"],
    ]);
  });

  it("takes --max-body: a limit below every answer fails them all, exit 3, the folder as it was", async () => {
    const out = tempDir();
    fake = await startFakeOpenMeteo("2026-07-15", [], () => null, { today: true });
    const r = await runCli(["fetch", "AT", "--out", out, "--base-url", fake.url, "--max-body", "10kB", ...CLIENT]);
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toContain("vansky: AT failed: forecast: the answer is larger than --max-body 10 kB\n");
    expect(readdirSync(out)).toEqual([]);
    const dry = await runMain(["fetch", "--all", "--dry-run"]);
    expect(dry.stdout).toContain("\n  answers larger than 16.4 MB are refused (--max-body)\n  requests:\n");
    for (const bad of ["0", "10 MiB", "lots", "-5MB"]) {
      const usage = await runMain(["fetch", "AT", "--out", out, "--max-body", bad]);
      expect(usage.code, bad).toBe(2);
      expect(usage.stderr).toContain(`vansky: --max-body expects a size such as 500kB, 64MB or 1GB, got "${bad}"\n`);
    }
  });
});
