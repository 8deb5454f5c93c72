/**
 * The live road as an operator runs it, on the built command against the stand-in Open-Meteo on 127.0.0.1
 * (./fetch-server.ts): every record's `fetched_at` is the `Date` of the answer its forecast came from, through
 * `vansky fetch`, `vansky score` and `vansky serve`; stale data reported, kept, dropped or refused.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getCountry } from "../../src/index.js";
import { type FakeOpenMeteo, type Fault, type Shaping, startFakeOpenMeteo } from "./fetch-server.js";
import { cliBin, clockAt, removeTempDirs, runCli, tempDir, WORLD } from "./helpers.js";

const DATE = "2026-07-15";
const BUDGET = [{ calls: 100_000, ms: 1000 }];
const CLIENT = ["--budget", "100000/1s", "--backoff", "20ms", "--timeout", "5s", "--retries", "2"];

let server: FakeOpenMeteo | undefined;
const running = new Set<ChildProcess>();
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});
afterAll(removeTempDirs);

/** `Wed, 15 Jul 2026 HH:MM:SS GMT` and the `fetched_at` it stands for. */
const http = (hms: string) => `Wed, 15 Jul 2026 ${hms} GMT`;
const iso = (hms: string) => `${DATE}T${hms}Z`;

/** The `latitude,longitude` a request asks for the forecast (or sea) point of country `code`. */
function pointOf(code: string, api: "forecast" | "marine" = "forecast"): string {
  const c = getCountry(code);
  if (!c) throw new Error(code);
  return api === "forecast" ? `${c.latitude},${c.longitude}` : `${c.marine_latitude},${c.marine_longitude}`;
}

/** One refresh: `vansky fetch codes` against a server dated `forecastAt` / `marineAt` that misbehaves as told. */
async function refresh(
  out: string,
  codes: readonly string[],
  dates: { forecast: string | null; marine: string | null },
  fault: (n: number, points: string[], api: string) => Fault | { status: 400; reason: string } = () => null,
  shaping: Shaping = {},
  max = 1,
) {
  server = await startFakeOpenMeteo(DATE, BUDGET, fault, {
    date: (api) => (api === "marine" ? dates.marine : dates.forecast),
    ...shaping,
  });
  const args = ["fetch", ...codes, "--out", out, "--base-url", server.url, "--max-locations", String(max)];
  // the command's clock stands at the forecast's Date, so that the server's Dates lie within each request
  const at = dates.forecast ?? dates.marine;
  const r = await runCli([...args, ...CLIENT], at === null ? {} : { nodeArgs: clockAt(new Date(at).toISOString()) });
  await server.close();
  server = undefined;
  return r;
}

type Entry = { code: string; status: string; fetched_at: string; marine_fetched_at: string | null; marine: string };
const indexOf = (out: string) =>
  JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as {
    countries: Entry[];
    failed: { code: string; reason: string; stale: boolean }[];
  };
const byCode = <T extends { code: string }>(list: readonly T[]) => Object.fromEntries(list.map((e) => [e.code, e]));

/** `vansky score` of a folder as ndjson-free json, with its records' fetched_at by code. */
async function score(out: string, ...args: string[]) {
  const r = await runCli(["score", out, "--workers", "0", ...args]);
  const body = r.stdout
    ? (JSON.parse(r.stdout) as { data: { code: string; fetched_at: string }[]; updated_at: string })
    : undefined;
  const fetched = Object.fromEntries((body?.data ?? []).map((d) => [d.code, d.fetched_at]));
  return { ...r, body, fetched };
}

/** Starts `vansky serve dir --port 0`; resolves to its URL and stderr. */
async function serve(dir: string) {
  const child = spawn(process.execPath, [await cliBin(), "serve", dir, "--port", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let err = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk;
      const m = /serving .* at (http:\/\/[^/\s]+)/.exec(err);
      if (m) resolve(m[1] as string);
    });
    child.on("exit", (code) => reject(new Error(`vansky serve exited (${code}): ${err}`)));
  });
  return { url, stderr: () => err };
}

describe("provenance: fetch → score → serve", () => {
  it("dates each record by the answer its forecast came from, across a refresh that fails one country", async () => {
    const out = tempDir();
    const first = await refresh(out, ["PT", "AT", "ES"], { forecast: http("06:00:00"), marine: http("06:00:03") });
    expect(first.code, first.stderr).toBe(0);
    let index = byCode(indexOf(out).countries);
    expect(index.PT).toMatchObject({
      status: "fresh",
      fetched_at: iso("06:00:00"),
      marine_fetched_at: iso("06:00:03"),
    });
    expect(index.AT).toMatchObject({ status: "fresh", fetched_at: iso("06:00:00"), marine_fetched_at: null });

    // the second refresh: PT's forecast is refused, the others are answered at 12:00
    const pt = pointOf("PT");
    const second = await refresh(
      out,
      ["PT", "AT", "ES"],
      { forecast: http("12:00:00"), marine: http("12:00:03") },
      (_, points) => (points.includes(pt) ? { status: 400, reason: "Invalid value" } : null),
    );
    expect(second.code, second.stderr).toBe(1);
    index = byCode(indexOf(out).countries);
    expect(index.PT).toMatchObject({
      status: "stale",
      fetched_at: iso("06:00:00"),
      marine_fetched_at: iso("06:00:03"),
    });
    expect(index.ES).toMatchObject({
      status: "fresh",
      fetched_at: iso("12:00:00"),
      marine_fetched_at: iso("12:00:03"),
    });

    const scored = await score(out, "--now", iso("12:30:00"), "--max-age", "6h");
    expect(scored.code, scored.stderr).toBe(0);
    expect(scored.fetched).toEqual({ PT: iso("06:00:00"), AT: iso("12:00:00"), ES: iso("12:00:00") });
    expect(scored.body?.updated_at).toBe(iso("12:00:00"));
    expect(scored.stderr).toContain("vansky: 1 stale (fetched more than 6 h ago, kept): PT\n");
    expect(scored.stderr).toMatch(/3 scored, 0 failed, 1 stale in/);

    // --fetched-at fills only inputs without a time of their own
    const filled = await score(out, "--now", iso("12:30:00"), "--fetched-at", iso("00:00:00"), "--quiet");
    expect(filled.fetched).toEqual(scored.fetched);
    // the default --max-age (12h) finds nothing stale at 12:30
    expect(filled.stderr).toBe("");

    const dropped = await score(out, "--now", iso("12:30:00"), "--max-age", "6h", "--stale", "drop", "--quiet");
    expect(dropped.code).toBe(0);
    expect(dropped.fetched).toEqual({ AT: iso("12:00:00"), ES: iso("12:00:00") });
    expect(dropped.stderr).toBe("vansky: 1 stale (fetched more than 6 h ago, left out): PT\n");

    const file = join(tempDir(), "weather.json");
    writeFileSync(file, "previous");
    const refused = await score(out, "--now", iso("12:30:00"), "--max-age", "6h", "--stale", "fail", "--out", file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`--stale fail: ${file} left as it was`);
    expect(readFileSync(file, "utf8")).toBe("previous");

    // serve FOLDER: the records' fetched_at and the set's updated_at, not the load time
    const served = await serve(out);
    const list = (await (await fetch(`${served.url}/api/weatherscore/weather`)).json()) as {
      data: { code: string; fetched_at: string }[];
      updated_at: string;
    };
    expect(list.updated_at).toBe(iso("12:00:00"));
    expect(Object.fromEntries(list.data.map((d) => [d.code, d.fetched_at]))).toEqual(scored.fetched);
    expect(served.stderr()).toMatch(/3 stale \(fetched more than 12 h ago\): AT ES PT/);
  });

  it("dates an answer without a Date header by the clock at its receipt", async () => {
    const out = tempDir();
    const before = Math.floor(Date.now() / 1000) * 1000;
    const r = await refresh(out, ["AT"], { forecast: null, marine: null }, () => null, { today: true });
    const after = Date.now();
    expect(r.code, r.stderr).toBe(0);
    const at = Date.parse(indexOf(out).countries[0]?.fetched_at as string);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });
});

/** Every file of `dir` by name, with its bytes. */
const files = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));

describe("provenance across shards", () => {
  it("gives every shard of a fetched folder the same updated_at, so merge joins them", async () => {
    const out = tempDir();
    expect(
      (await refresh(out, ["PT", "AT", "ES"], { forecast: http("06:00:00"), marine: http("06:00:03") })).code,
    ).toBe(0);
    // AT (alone in shard 0/2) fails the second refresh: its data stays at 06:00, PT's and ES's (shard 1/2) at 12:00
    const at = pointOf("AT");
    const second = await refresh(
      out,
      ["PT", "AT", "ES"],
      { forecast: http("12:00:00"), marine: http("12:00:03") },
      (_, points) => (points.includes(at) ? { status: 400, reason: "Invalid value" } : null),
    );
    expect(second.code).toBe(1);
    const parts = [0, 1].map((i) => join(tempDir(), `shard-${i}.json`));
    for (const [i, part] of parts.entries()) {
      const r = await score(out, "--now", iso("12:30:00"), "--shard", `${i}/2`, "--out", part, "--quiet");
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(readFileSync(part, "utf8")).updated_at).toBe(iso("12:00:00"));
    }
    const merged = await runCli(["merge", ...parts]);
    expect(merged.code, merged.stderr).toBe(0);
    const body = JSON.parse(merged.stdout) as { data: { code: string; fetched_at: string }[]; updated_at: string };
    expect(body.updated_at).toBe(iso("12:00:00"));
    expect(byCode(body.data)).toMatchObject({
      AT: { fetched_at: iso("06:00:00") },
      PT: { fetched_at: iso("12:00:00") },
    });
  });
});

describe("validate before replace", () => {
  it("keeps the previous good file for a body the engine cannot read, marks the country failed with the data's age", async () => {
    const out = tempDir();
    expect(
      (await refresh(out, ["PT", "AT", "ES"], { forecast: http("06:00:00"), marine: http("06:00:03") })).code,
    ).toBe(0);
    const before = files(out);
    const [pt, at] = [pointOf("PT"), pointOf("AT")];
    // one batch of three: PT's arrays differ in length, AT's temperatures are in kelvin, ES is fine
    const mangle: Shaping["body"] = (api, point, body) => {
      const hourly = body.hourly as Record<string, unknown[]>;
      if (api === "forecast" && point === pt)
        return { ...body, hourly: { ...hourly, temperature_2m: hourly.temperature_2m?.slice(1) } };
      if (api === "forecast" && point === at)
        return { ...body, hourly_units: { ...(body.hourly_units as object), temperature_2m: "K" } };
      return undefined;
    };
    const r = await refresh(
      out,
      ["PT", "AT", "ES"],
      { forecast: http("12:00:00"), marine: http("12:00:03") },
      () => null,
      { body: mangle },
      3,
    );
    expect(r.code, r.stderr).toBe(1);
    const after = files(out);
    for (const file of ["PT.forecast.json", "PT.marine.json", "AT.forecast.json"])
      expect(after[file]?.equals(before[file] as Buffer), file).toBe(true);
    expect(after["ES.forecast.json"]?.equals(before["ES.forecast.json"] as Buffer)).toBe(false);
    const index = indexOf(out);
    const failed = byCode(index.failed) as Record<string, Record<string, unknown>>;
    expect(failed.PT).toMatchObject({ stale: true, kept_fetched_at: iso("06:00:00") });
    expect(failed.PT?.reason).toMatch(/^forecast: unusable body: hourly\.temperature_2m: 191 values but 192 times/);
    expect(failed.AT?.reason).toMatch(/^forecast: unusable body: hourly_units\.temperature_2m: unknown unit "K"/);
    expect(failed.AT?.kept_age_s).toBeGreaterThan(0);
    expect(r.stderr).toContain(
      `vansky: PT failed (older files kept, marked stale, fetched ${iso("06:00:00")}): forecast: unusable body`,
    );
    const countries = byCode(index.countries);
    expect([countries.PT?.status, countries.AT?.status, countries.ES?.status]).toEqual(["stale", "stale", "fresh"]);

    // the set scores: each record dated by the data it was built from
    const scored = await score(out, "--now", iso("12:30:00"), "--quiet");
    expect(scored.code, scored.stderr).toBe(0);
    expect(scored.fetched).toEqual({ PT: iso("06:00:00"), AT: iso("06:00:00"), ES: iso("12:00:00") });
  });

  it("keeps the file on a body cut short every time, and exits 3 when nothing usable came", async () => {
    const out = tempDir();
    expect((await refresh(out, ["AT"], { forecast: http("06:00:00"), marine: null })).code).toBe(0);
    const before = files(out);
    const r = await refresh(out, ["AT"], { forecast: http("12:00:00"), marine: null }, () => null, {
      body: (_, __, body) => JSON.stringify(body).slice(0, 5000), // a whole HTTP answer, its JSON cut short
    });
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toMatch(
      /AT failed \(older files kept, marked stale, fetched 2026-07-15T06:00:00Z\): forecast: incomplete or invalid JSON/,
    );
    expect(files(out)).toEqual(before);
  });
});

describe("forecast and marine independent", () => {
  it("a Marine API answering 500 costs no forecast: fresh forecasts, the older marine files kept with their time", async () => {
    const out = tempDir();
    expect(
      (await refresh(out, ["PT", "AT", "ES"], { forecast: http("06:00:00"), marine: http("06:00:03") })).code,
    ).toBe(0);
    const before = files(out);
    const r = await refresh(
      out,
      ["PT", "AT", "ES"],
      { forecast: http("12:00:00"), marine: http("12:00:03") },
      (_, __, api) => (api === "marine" ? "500" : null),
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain(
      `vansky: warning: PT: forecast fresh, older marine file kept, fetched ${iso("06:00:03")}: marine: HTTP 500`,
    );
    const after = files(out);
    expect(after["PT.marine.json"]?.equals(before["PT.marine.json"] as Buffer)).toBe(true);
    const index = byCode(indexOf(out).countries);
    expect(index.PT).toMatchObject({
      status: "fresh",
      fetched_at: iso("12:00:00"),
      marine: "PT.marine.json",
      marine_fetched_at: iso("06:00:03"),
    });
    expect(index.ES).toMatchObject({
      status: "fresh",
      fetched_at: iso("12:00:00"),
      marine_fetched_at: iso("06:00:03"),
    });
    expect(indexOf(out).failed).toEqual([]);
    const scored = await score(out, "--now", iso("12:30:00"), "--quiet");
    expect(scored.code, scored.stderr).toBe(0);
    expect(scored.fetched).toEqual({ PT: iso("12:00:00"), AT: iso("12:00:00"), ES: iso("12:00:00") });
    const pt = scored.body?.data.find((d) => d.code === "PT") as unknown as {
      marine: { sea_temp: number | null } | null;
    };
    expect(pt.marine?.sea_temp).toEqual(expect.any(Number));
  });

  it("without an older marine file, a marine failure leaves marine null with a warning, the forecast fresh", async () => {
    const out = tempDir();
    const r = await refresh(out, ["PT"], { forecast: http("06:00:00"), marine: http("06:00:03") }, (_, __, api) =>
      api === "marine" ? "drop" : null,
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/warning: PT: forecast fresh, no marine data: marine: .*after 3 attempts/);
    expect(indexOf(out).countries[0]).toMatchObject({ status: "fresh", marine: null, marine_fetched_at: null });
    const scored = await score(out, "--now", iso("12:30:00"), "--quiet");
    expect(scored.code, scored.stderr).toBe(0);
    expect(scored.fetched).toEqual({ PT: iso("06:00:00") });
  });

  it("a marine batch refused with a 400 is split until only the sea point without data loses marine", async () => {
    const out = tempDir();
    const codes = ["PT", "ES", "FR", "IT", "GR", "HR", "NO", "SE"];
    const gr = pointOf("GR", "marine");
    let marineRequests = 0;
    const r = await refresh(
      out,
      codes,
      { forecast: http("12:00:00"), marine: http("12:00:03") },
      (_, points, api) => {
        if (api !== "marine") return null;
        marineRequests++;
        return points.includes(gr) ? { status: 400, reason: "No data is available for this location" } : null;
      },
      {},
      8,
    );
    expect(r.code, r.stderr).toBe(1);
    const index = byCode(indexOf(out).countries);
    for (const code of codes.filter((c) => c !== "GR"))
      expect(index[code], code).toMatchObject({
        status: "fresh",
        marine: `${code}.marine.json`,
        marine_fetched_at: iso("12:00:03"),
      });
    expect(index.GR).toMatchObject({
      status: "fresh",
      marine: null,
      marine_failed: "marine: HTTP 400: No data is available for this location",
    });
    expect(marineRequests).toBe(7); // 8, then 4 + 4, then 2 + 2 of GR's half, then 1 + 1
  });
});

describe("country codes at the input boundary", () => {
  const forecast = () => JSON.stringify(JSON.parse(readFileSync(join(WORLD, "PT.forecast.json"), "utf8")));
  const now = "2026-07-15T12:00:00Z";

  it("upper-cases a code given in lower case", async () => {
    const line = `{"code":"pt","forecast":${forecast()}}\n`;
    const r = await runCli(["score", "-", "--now", now, "--workers", "0", "--format", "ndjson", "--quiet"], {
      input: line,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).code).toBe("PT");
    const dir = tempDir();
    writeFileSync(join(dir, "pt.forecast.json"), forecast());
    const file = await runCli(["score", join(dir, "pt.forecast.json"), "--now", now, "--workers", "0", "--quiet"]);
    expect(file.code, file.stderr).toBe(0);
    expect(JSON.parse(file.stdout).data[0].code).toBe("PT");
  });

  it("refuses PT and pt, naming both sources, and leaves the output as it was", async () => {
    const [a, b] = [tempDir(), tempDir()];
    writeFileSync(join(a, "PT.forecast.json"), forecast());
    writeFileSync(join(b, "pt.forecast.json"), forecast());
    const out = join(tempDir(), "weather.json");
    writeFileSync(out, "previous");
    const files = await runCli(["score", a, b, "--now", now, "--out", out, "--workers", "0"]);
    expect(files.code).toBe(1);
    expect(files.stderr).toBe(
      `vansky: PT is given twice: by ${join(a, "PT.forecast.json")} and by ${join(b, "pt.forecast.json")}\n`,
    );
    const ndjson = join(b, "more.ndjson");
    writeFileSync(ndjson, `{"code":"ES","forecast":{}}\n{"code":"pt","forecast":${forecast()}}\n`);
    const mixed = await runCli(["score", a, ndjson, "--now", now, "--out", out, "--workers", "0", "--quiet"]);
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toContain(`vansky: PT is given twice: by ${join(a, "PT.forecast.json")} and by ${ndjson}:2\n`);
    expect(readFileSync(out, "utf8")).toBe("previous");
  });
});

describe("vansky's own location check", () => {
  it("drops only the sea point whose grid cell lies 44 km away, not its batch", async () => {
    const out = tempDir();
    const codes = ["PT", "ES", "FR", "IT"];
    const fr = pointOf("FR", "marine");
    const r = await refresh(
      out,
      codes,
      { forecast: http("12:00:00"), marine: http("12:00:03") },
      () => null,
      {
        body: (api, point, body) =>
          api === "marine" && point === fr ? { ...body, latitude: (body.latitude as number) + 0.4 } : undefined,
      },
      4,
    );
    expect(r.code, r.stderr).toBe(1);
    const index = byCode(indexOf(out).countries);
    for (const code of ["PT", "ES", "IT"]) expect(index[code]?.marine_fetched_at, code).toBe(iso("12:00:03"));
    expect(index.FR).toMatchObject({ status: "fresh", fetched_at: iso("12:00:00"), marine: null });
    expect((index.FR as unknown as { marine_failed: string }).marine_failed).toMatch(/lies 44 km from FR's point/);
  });

  it("fails only the country whose forecast grid cell lies 44 km away, under its own name", async () => {
    const out = tempDir();
    const codes = ["PT", "CH", "FR", "IT"];
    const pt = pointOf("PT");
    const r = await refresh(
      out,
      codes,
      { forecast: http("12:00:00"), marine: http("12:00:03") },
      () => null,
      {
        body: (api, point, body) =>
          api === "forecast" && point === pt ? { ...body, latitude: (body.latitude as number) + 0.4 } : undefined,
      },
      4,
    );
    expect(r.code, r.stderr).toBe(1);
    const index = byCode(indexOf(out).countries);
    for (const code of ["CH", "FR", "IT"]) expect(index[code]?.status, code).toBe("fresh");
    expect(r.stderr).toMatch(/PT.*lies 44 km from PT's point/);
    expect(r.stderr).not.toMatch(/CH.*lies 44 km/);
  });
});
