import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { scoreCountries } from "../../src/assemble/batch.js";
import { weatherListResponse } from "../../src/assemble/envelopes.js";
import { main } from "../../src/cli/main.js";
import { world } from "../adapters/helpers.js";

const WORLD = new URL("../../fixtures/world/2026-07-15/", import.meta.url).pathname;
const NOW = "2026-07-15T12:00:00Z";

/** Runs the CLI in this process with in-memory streams. */
async function run(args: string[], stdinText = "") {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on("data", (c: Buffer) => out.push(c));
  stderr.on("data", (c: Buffer) => err.push(c));
  const code = await main(args, { stdin: Readable.from([stdinText]), stdout, stderr });
  return { code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
}

const index = world("2026-07-15", "index.json") as {
  countries: { code: string; forecast: string; marine: string | null }[];
};
const inputs = index.countries.map((e) => ({
  code: e.code,
  forecast: world("2026-07-15", e.forecast),
  marine: e.marine ? world("2026-07-15", e.marine) : null,
  now: NOW,
}));
const expected = JSON.stringify(weatherListResponse(scoreCountries(inputs), { updatedAt: NOW, source: "Open-Meteo" }));

describe("vansky score", () => {
  it("writes exactly the bytes of weatherListResponse for a world-fixture folder, now from its index", async () => {
    const r = await run(["score", WORLD, "--workers", "0", "--quiet"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(`${expected}\n`);
  });

  it("writes one record per line with --format ndjson, and reads NDJSON from stdin", async () => {
    const ndjson = await run(["score", WORLD, "--workers", "0", "--format", "ndjson", "--quiet"]);
    const lines = ndjson.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(250);
    expect(`[${lines.join(",")}]`).toBe(JSON.stringify(JSON.parse(expected).data));
    const stdin = inputs
      .slice(0, 5)
      .map((i) => JSON.stringify({ ...i, now: undefined }))
      .join("\n");
    const piped = await run(["score", "-", "--now", NOW, "--format", "ndjson", "--workers", "0", "--quiet"], stdin);
    expect(piped.stdout).toBe(`${lines.slice(0, 5).join("\n")}\n`);
  });

  it("splits a batch into disjoint shards that merge back into the unsharded bytes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vansky-shards-"));
    const counts: number[] = [];
    for (const i of [0, 1, 2]) {
      const out = join(dir, `shard-${i}.json`);
      expect((await run(["score", WORLD, "--shard", `${i}/3`, "--out", out, "--workers", "0", "--quiet"])).code).toBe(
        0,
      );
      counts.push(JSON.parse(readFileSync(out, "utf8")).count);
    }
    expect(counts.reduce((a, b) => a + b)).toBe(250);
    expect(Math.min(...counts)).toBeGreaterThan(50);
    const merged = await run(["merge", ...[0, 1, 2].map((i) => join(dir, `shard-${i}.json`))]);
    expect(merged.stdout).toBe(`${expected}\n`);
    const asLines = await run(["merge", ...[0, 1, 2].map((i) => join(dir, `shard-${i}.json`)), "--format", "ndjson"]);
    const records = (JSON.parse(expected) as { data: unknown[] }).data;
    expect(asLines.stdout).toBe(records.map((r) => `${JSON.stringify(r)}\n`).join(""));
  });

  it("reports bad inputs with file and path, leaves them out, exits 1, and writes a complete file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vansky-bad-"));
    writeFileSync(join(dir, "PT.forecast.json"), JSON.stringify(world("2026-07-15", "PT.forecast.json")));
    writeFileSync(join(dir, "XX.forecast.json"), '{"latitude": 1');
    const es = world("2026-07-15", "ES.forecast.json") as { hourly: { temperature_2m: unknown[] } };
    es.hourly.temperature_2m.pop();
    writeFileSync(join(dir, "ES.forecast.json"), JSON.stringify(es));
    const out = join(dir, "out.json");
    const r = await run(["score", dir, "--out", out, "--now", NOW, "--workers", "0"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `${join(dir, "ES.forecast.json")}: hourly.temperature_2m: 167 values but 168 times [LENGTH_MISMATCH]`,
    );
    expect(r.stderr).toContain(`${join(dir, "XX.forecast.json")}: bad JSON`);
    expect(r.stderr).toMatch(/1 scored, 2 failed in [\d.]+ s \(\d+ per second, CPU [\d.]+ s, peak RSS \d+ MB\)\n$/);
    const written = JSON.parse(readFileSync(out, "utf8"));
    expect(written.data.map((d: { code: string }) => d.code)).toEqual(["PT"]);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("prints each warning with the file it is about, the marine file for marine ones, and keeps the record", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vansky-warn-"));
    writeFileSync(join(dir, "PT.forecast.json"), JSON.stringify(world("2026-07-15", "PT.forecast.json")));
    const marine = world("2026-07-15", "PT.marine.json") as { hourly: { wave_height: unknown[] } };
    marine.hourly.wave_height.pop();
    writeFileSync(join(dir, "PT.marine.json"), JSON.stringify(marine));
    const args = ["score", dir, "--now", "2026-07-15T18:00:00Z", "--format", "ndjson"];
    const expected = [
      `vansky: ${join(dir, "PT.marine.json")}: warning: marine.hourly.wave_height: marine data left out: 167 values but 168 times [LENGTH_MISMATCH]`,
      expect.stringMatching(
        new RegExp(
          `^vansky: ${join(dir, "PT.forecast.json")}: warning: current\\.time: current is for .* more than an hour from now`,
        ),
      ),
    ];
    const warnings = (stderr: string) => stderr.split("\n").filter((l) => l.includes(": warning: "));
    const r = await run([...args, "--workers", "0"]);
    expect(r.code).toBe(0);
    expect(warnings(r.stderr)).toEqual(expected);
    expect(JSON.parse(r.stdout).marine).toBeNull();
    expect((await run([...args, "--workers", "0", "--quiet"])).stderr).toBe("");
    // from a worker thread of the built command, the same lines
    const bin = new URL("../../dist/cli/bin.js", import.meta.url).pathname;
    expect(existsSync(bin), "dist/cli/bin.js is missing: run npm run build").toBe(true);
    const threaded = await promisify(execFile)(process.execPath, [bin, ...args, "--workers", "1"]);
    expect(warnings(threaded.stderr)).toEqual(expected);
  }, 60_000);

  it("exits 2 with the usage for a bad command line, and writes no file", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "vansky-usage-")), "out.json");
    for (const args of [
      ["score", WORLD, "--shard", "3/3", "--out", out],
      ["score", WORLD, "--workers", "two", "--out", out],
      ["score", WORLD, "--format", "xml", "--out", out],
      ["score", WORLD, "--now", "yesterday", "--out", out],
      ["score", "/no/such/folder", "--out", out],
      ["score", WORLD, "--colour"],
      ["launch"],
    ]) {
      const r = await run(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toContain("Usage:");
    }
    expect(existsSync(out)).toBe(false);
  });
});

describe("the built vansky command (npm test builds before it tests)", () => {
  const bin = new URL("../../dist/cli/bin.js", import.meta.url).pathname;

  it("gives the same bytes over 2 worker threads as in one thread", async () => {
    expect(existsSync(bin), "dist/cli/bin.js is missing: run npm run build").toBe(true);
    const args = [bin, "score", WORLD, "--workers", "2", "--quiet"];
    const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
    expect(stdout).toBe(`${expected}\n`);
  }, 60_000);
});
