/**
 * `vansky score --shard i/n` and `vansky merge`, run as the built command: shards carry i/n, updated_at and source
 * (json envelope, or FILE.meta.json beside ndjson), and merge joins one whole run's shards into the unsharded bytes,
 * refusing anything else with one line and exit 1.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, removeTempDirs, runCli, runMain, tempDir, usageLines, WORLD } from "../helpers.js";
import { worldOutput } from "../world.js";

afterAll(removeTempDirs);

const expected = worldOutput("2026-07-15");
const records = (JSON.parse(expected) as { data: unknown[] }).data.map((r) => JSON.stringify(r));
const SHARDS = [0, 1, 2];
let dir: string;
const json = (i: number) => join(dir, `shard-${i}.json`);
const ndjson = (i: number) => join(dir, `shard-${i}.ndjson`);

/** A data error as merge prints it: one line, no usage text. */
const dataError = /^vansky: [^\n]+\n$/;

beforeAll(async () => {
  dir = tempDir();
  const runs = SHARDS.flatMap((i) => [
    runCli(["score", WORLD, "--shard", `${i}/3`, "--out", json(i), "--workers", "0", "--quiet"]),
    runCli([
      "score",
      WORLD,
      "--shard",
      `${i}/3`,
      "--format",
      "ndjson",
      "--out",
      ndjson(i),
      "--workers",
      "0",
      "--quiet",
    ]),
  ]);
  for (const r of await Promise.all(runs)) expect(r.code, r.stderr).toBe(0);
});

describe.concurrent("shards", () => {
  it("carry i/n, updated_at and source: in the json envelope, in FILE.meta.json beside ndjson", () => {
    const counts = SHARDS.map((i) => {
      const envelope = JSON.parse(readFileSync(json(i), "utf8"));
      expect(Object.keys(envelope)).toEqual(["data", "count", "updated_at", "source", "shard"]);
      expect([envelope.shard, envelope.updated_at, envelope.source]).toEqual([`${i}/3`, NOW, "Open-Meteo"]);
      const meta = JSON.parse(readFileSync(`${ndjson(i)}.meta.json`, "utf8"));
      expect(meta).toEqual({ shard: `${i}/3`, count: envelope.count, updated_at: NOW, source: "Open-Meteo" });
      return envelope.count as number;
    });
    expect(counts.reduce((a, b) => a + b)).toBe(250);
    expect(Math.min(...counts)).toBeGreaterThan(50);
  });

  it("merge into the unsharded bytes, from json or ndjson (updated_at kept), in either --format", async () => {
    const fromJson = await runCli(["merge", ...SHARDS.map(json)]);
    expect(fromJson.code).toBe(0);
    expect(fromJson.stdout).toBe(expected);
    // as a shell glob gives them: the meta files among the shards
    const fromNdjson = await runCli([
      "merge",
      ...SHARDS.flatMap((i) => [ndjson(i), `${ndjson(i)}.meta.json`]),
      "--format",
      "json",
    ]);
    expect(fromNdjson.code, fromNdjson.stderr).toBe(0);
    expect(fromNdjson.stdout).toBe(expected);
    const asLines = await runCli(["merge", ...SHARDS.map(json), "--format", "ndjson"]);
    expect(asLines.stdout).toBe(records.map((r) => `${r}\n`).join(""));
  });

  it("write the format --out names (.json the envelope, .ndjson lines) and refuse a --format against it", async () => {
    const out = tempDir();
    const asJson = join(out, "weather.json");
    expect((await runCli(["merge", ...SHARDS.map(ndjson), "--out", asJson])).code).toBe(0);
    expect(readFileSync(asJson, "utf8")).toBe(expected); // ndjson in, the envelope out: updated_at kept
    const asLines = join(out, "weather.ndjson");
    expect((await runCli(["merge", ...SHARDS.map(json), "--out", asLines])).code).toBe(0);
    expect(readFileSync(asLines, "utf8")).toBe(records.map((r) => `${r}\n`).join(""));
    const refused = await runCli(["merge", ...SHARDS.map(json), "--out", join(out, "x.json"), "--format", "ndjson"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--out \S+x\.json names json but --format is ndjson/);
    expect(refused.stderr).toMatch(usageLines("merge"));
    // another kind of name is refused, as vansky report refuses one (issue 44)
    const png = join(out, "keep.png");
    const named = await runCli(["merge", json(0), "--out", png]);
    expect(named.code).toBe(2);
    expect(named.stderr.split("\n")[0]).toBe(
      `vansky: --out ${png}: the records are written as .json (the envelope), or .ndjson or .jsonl (one per line)`,
    );
    expect(existsSync(png)).toBe(false);
    const scored = join(out, "scored.jsonl");
    expect((await runCli(["score", WORLD, "--out", scored, "--workers", "0", "--quiet"])).code).toBe(0);
    expect(readFileSync(scored, "utf8")).toBe(records.map((r) => `${r}\n`).join("")); // score: the same rule
  });

  it("merge from envelopes whatever their key order, and with a byte order mark", async () => {
    const other = tempDir();
    const reordered = SHARDS.map((i) => {
      const { data, count, updated_at, source, shard } = JSON.parse(readFileSync(json(i), "utf8"));
      const path = join(other, `shard-${i}.json`);
      writeFileSync(path, `\uFEFF${JSON.stringify({ shard, source, updated_at, count, data }, null, 2)}`);
      return path;
    });
    const r = await runCli(["merge", ...reordered]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(expected);
  });
});

describe.concurrent("merge refuses, with one line and exit 1, writing nothing", () => {
  const refuses = async (args: string[], message: string) => {
    const out = join(tempDir(), "weather.json");
    const r = await runCli(["merge", ...args, "--out", out]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(dataError);
    expect(r.stderr).toContain(message);
    expect(() => readFileSync(out)).toThrow();
  };

  it("a shard given twice, a missing shard, shards of different n", async () => {
    const copy = join(tempDir(), "shard-1-again.json");
    writeFileSync(copy, readFileSync(json(1)));
    await refuses([json(0), json(1), copy, json(2)], `shard 1/3 given twice: ${json(1)} and ${copy}`);
    await refuses([json(0), json(2)], "shards missing: 1/3 (--allow-missing merges the others)");
    const other = join(tempDir(), "shard-0-of-2.json");
    const r = await runCli(["score", WORLD, "--shard", "0/2", "--out", other, "--workers", "0", "--quiet"]);
    expect(r.code).toBe(0);
    await refuses([json(0), json(1), json(2), other], `${other} is shard 0/2 but ${json(0)} is 0/3`);
  });

  it("a code twice, parts of different runs, an output without i/n among shards", async () => {
    const plain = join(tempDir(), "plain.json");
    expect((await runCli(["score", join(WORLD, "PT.forecast.json"), "--out", plain, "--now", NOW])).code).toBe(0);
    const twice = join(tempDir(), "twice.json");
    expect((await runCli(["score", join(WORLD, "PT.forecast.json"), "--out", twice, "--now", NOW])).code).toBe(0);
    await refuses([plain, twice], `PT appears in both ${plain} and ${twice}`);
    const doubled = join(tempDir(), "doubled.ndjson");
    const record = readFileSync(ndjson(0), "utf8").split("\n")[0];
    writeFileSync(doubled, `${record}\n${record}\n`);
    await refuses([doubled], `${JSON.parse(record as string).code} appears twice in ${doubled}`);
    await refuses([json(0), json(1), json(2), plain], `${plain} has no shard i/n but ${json(0)} has`);
    const later = join(tempDir(), "later.json");
    const envelope = JSON.parse(readFileSync(json(2), "utf8"));
    writeFileSync(later, JSON.stringify({ ...envelope, updated_at: "2026-07-16T12:00:00Z" }));
    await refuses([json(0), json(1), later], "parts of different runs");
  });

  it("a file that is not a vansky output, a shard cut short", async () => {
    await refuses([join(WORLD, "PT.forecast.json")], "PT.forecast.json: not a vansky score output");
    const noCode = join(tempDir(), "no-code.ndjson");
    writeFileSync(noCode, `${readFileSync(ndjson(0), "utf8")}{"van_score": 50}\n`);
    const line = JSON.parse(readFileSync(`${ndjson(0)}.meta.json`, "utf8")).count + 1;
    await refuses([noCode], `${noCode}:${line}: not a VanSkyCountry record`);
    const cut = join(tempDir(), "cut.json");
    const envelope = JSON.parse(readFileSync(json(1), "utf8"));
    writeFileSync(cut, JSON.stringify({ ...envelope, data: envelope.data.slice(1) }));
    await refuses([json(0), cut, json(2)], `count is ${envelope.count} but it holds ${envelope.count - 1} records`);
    const lines = readFileSync(ndjson(1), "utf8").split("\n");
    const cutLines = join(tempDir(), "cut.ndjson");
    writeFileSync(cutLines, lines.slice(1).join("\n"));
    writeFileSync(`${cutLines}.meta.json`, readFileSync(`${ndjson(1)}.meta.json`));
    await refuses([ndjson(0), cutLines, ndjson(2)], "(cut short?)");
    const text = join(tempDir(), "notes.ndjson");
    writeFileSync(text, "hello\n");
    await refuses([text], `${text}:1: not JSON`);
  });
});

describe.concurrent("merge's other exits", () => {
  it("writes the shards that are there with --allow-missing, and exits 1", async () => {
    const r = await runCli(["merge", json(0), json(2), "--allow-missing"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("vansky: warning: shards missing: 1/3\n");
    const codes = [json(0), json(2)].flatMap((p) =>
      JSON.parse(readFileSync(p, "utf8")).data.map((d: { code: string }) => d.code),
    );
    expect(JSON.parse(r.stdout).data.map((d: { code: string }) => d.code)).toEqual(codes.sort());
  });

  it("exits 3 when the parts hold no record, unless --allow-empty", async () => {
    const empty = join(tempDir(), "empty.json");
    const none = await runCli(["score", tempDir(), "--shard", "0/1", "--allow-empty", "--out", empty]);
    expect(none.code).toBe(0);
    const out = join(tempDir(), "weather.json");
    writeFileSync(out, "old");
    const r = await runCli(["merge", empty, "--out", out]);
    expect(r.code).toBe(3);
    expect(readFileSync(out, "utf8")).toBe("old");
    const allowed = await runCli(["merge", empty, "--allow-empty"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toBe('{"data":[],"count":0,"updated_at":null,"source":"Open-Meteo"}\n');
  });

  it("exits 2 with one line for a bad command line", async () => {
    for (const args of [
      [],
      [json(0), "--format", "xml"],
      ["/no/such/shard.json"],
      [json(0), "--out", join(dir, "no/out.json")],
    ]) {
      const r = await runMain(["merge", ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(usageLines("merge"));
    }
  });

  it("says a file given twice is given twice (exit 2), before reading it", async () => {
    const again = `${dir}/./shard-0.json`; // the same file, spelt otherwise
    const r = await runMain(["merge", json(0), json(1), again]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(usageLines("merge"));
    expect(r.stderr).toContain(`vansky: ${again} is given twice\n`);
  });

  it("says a folder is a folder, in one line (exit 2, not EISDIR), where it expects an output file", async () => {
    const r = await runCli(["merge", json(0), dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(usageLines("merge"));
    expect(r.stderr).toContain(`vansky: ${dir} is a folder: vansky merge joins vansky score output files`);
  });
});
