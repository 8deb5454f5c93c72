/**
 * `vansky outlook`, run as the built command: the committed ensemble sample (fixtures/ensemble/) in, the outlook
 * list out as the library makes it, json or ndjson; folders without an index, failures, usage errors.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outlookListResponse } from "../../../src/outlook/envelopes.js";
import { outlookCountries } from "../../../src/outlook/outlook.js";
import { REPO, removeTempDirs, runCli, runMain, tempDir, usageLines } from "../helpers.js";

const SAMPLE = join(REPO, "fixtures/ensemble/2026-07-15");
const REFERENCE = "2026-07-15T12:00:00Z";
const read = (file: string) => JSON.parse(readFileSync(join(SAMPLE, file), "utf8"));
const index = read("index.json") as {
  countries: { code: string; ensemble: string; forecast: string; marine: string | null }[];
};
/** The sample's outlooks as the library makes them, each with its record's forecast beside it. */
const outlooks = outlookCountries(
  index.countries.map((e) => ({
    code: e.code,
    forecast: read(e.ensemble),
    deterministic: read(e.forecast),
    marine: e.marine ? read(e.marine) : null,
    now: REFERENCE,
    fetchedAt: REFERENCE,
  })),
  { model: "gfs_seamless" },
);
const envelope = outlookListResponse(outlooks, { updatedAt: REFERENCE, source: "Open-Meteo" });
afterAll(removeTempDirs);

describe("vansky outlook", { timeout: 60_000 }, () => {
  it("writes the outlook list of a folder as the library makes it, with each answer's warnings on stderr", async () => {
    const out = join(tempDir(), "outlook.json");
    const run = await runCli(["outlook", SAMPLE, "--out", out]);
    expect(run.code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(`${JSON.stringify(envelope)}\n`);
    expect(run.stderr).toMatch(/^vansky: 3 outlooks, 0 failed in [\d.]+ s\n$/);
  });

  it("writes one outlook per line to an .ndjson --out, and nothing but errors with --quiet", async () => {
    const out = join(tempDir(), "outlook.ndjson");
    const run = await runCli(["outlook", SAMPLE, "--out", out, "--quiet"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(readFileSync(out, "utf8")).toBe(outlooks.map((o) => `${JSON.stringify(o)}\n`).join(""));
  });

  it("reads ID.ensemble.json files with ID.marine.json and ID.forecast.json beside them, without an index", async () => {
    const dir = tempDir();
    const pt = index.countries.find((e) => e.code === "PT") as (typeof index.countries)[number];
    copyFileSync(join(SAMPLE, "PT.ensemble.json"), join(dir, "PT.ensemble.json"));
    copyFileSync(join(SAMPLE, pt.marine as string), join(dir, "PT.marine.json"));
    copyFileSync(join(SAMPLE, pt.forecast), join(dir, "PT.forecast.json"));
    const args = ["outlook", dir, "--now", REFERENCE, "--model", "gfs_seamless", "--updated-at", REFERENCE];
    const run = await runCli(args);
    expect(run.code).toBe(0);
    const expected = { ...(outlooks.find((o) => o.code === "PT") as (typeof outlooks)[number]), fetched_at: null };
    expect(JSON.parse(run.stdout)).toEqual({ data: [expected], count: 1, updated_at: REFERENCE, source: "Open-Meteo" });
  });

  it("makes the outlooks of the sample the package ships (--sample): PT CH AU, as the library does", async () => {
    const run = await runCli(["outlook", "--sample", "--format", "ndjson"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^vansky: 3 outlooks, 0 failed in [\d.]+ s\n$/);
    const byCode = [...outlooks].sort((a, b) => a.code.localeCompare(b.code));
    expect(run.stdout).toBe(byCode.map((o) => `${JSON.stringify(o)}\n`).join(""));
    const both = await runCli(["outlook", "--sample", SAMPLE]);
    expect(both.code).toBe(2);
  });

  it("pools two models of one answer (--model a,b), each weighing the same, and names both", async () => {
    const dir = tempDir();
    const answer = read("CH.ensemble.json");
    // the same runs as two models' keys: the pool's odds equal one model's, its counts doubled
    const suffixed = (block: Record<string, unknown>, model: string) =>
      Object.fromEntries(Object.entries(block).flatMap(([k, v]) => (k === "time" ? [] : [[`${k}_${model}`, v]])));
    const two = {
      ...answer,
      hourly_units: {
        time: "iso8601",
        ...suffixed(answer.hourly_units, "gfs_seamless"),
        ...suffixed(answer.hourly_units, "ecmwf_ifs025"),
      },
      hourly: {
        time: answer.hourly.time,
        ...suffixed(answer.hourly, "gfs_seamless"),
        ...suffixed(answer.hourly, "ecmwf_ifs025"),
      },
    };
    writeFileSync(join(dir, "CH.ensemble.json"), JSON.stringify(two));
    const run = await runCli(["outlook", dir, "--now", REFERENCE, "--model", "gfs_seamless,ecmwf_ifs025"]);
    expect(run.code, run.stderr).toBe(0);
    const pooled = JSON.parse(run.stdout).data[0];
    const ch = outlookCountries([{ code: "CH", forecast: answer, now: REFERENCE }], { model: "gfs_seamless" })[0];
    expect(pooled.model).toBe("gfs_seamless,ecmwf_ifs025");
    expect(pooled.models).toEqual([
      { model: "gfs_seamless", members: 31 },
      { model: "ecmwf_ifs025", members: 31 },
    ]);
    expect(pooled.days.map((d: { p_good: number }) => d.p_good)).toEqual(ch?.days.map((d) => d.p_good));
    expect(pooled.days.map((d: { members_good: number }) => d.members_good)).toEqual(
      ch?.days.map((d) => 2 * d.members_good),
    );
  });

  it("leaves out an answer it cannot read (exit 1), and writes nothing when none can be (exit 3)", async () => {
    const dir = tempDir();
    copyFileSync(join(SAMPLE, "CH.ensemble.json"), join(dir, "CH.ensemble.json"));
    writeFileSync(join(dir, "FR.ensemble.json"), '{"latitude": 1, "longitude": 1, "daily": {}}');
    const some = await runCli(["outlook", dir, "--now", REFERENCE]);
    expect(some.code).toBe(1);
    expect(some.stderr).toMatch(/FR\.ensemble\.json: hourly: an ensemble answer has its members' hourly values/);
    expect(JSON.parse(some.stdout).data.map((o: { code: string }) => o.code)).toEqual(["CH"]);
    const none = join(tempDir(), "x.json");
    writeFileSync(none, "kept");
    const empty = await runCli(["outlook", tempDir(), "--out", none]);
    expect(empty.code).toBe(3);
    expect(readFileSync(none, "utf8")).toBe("kept");
  });

  it("refuses a bad option, a file for a folder and no input in one line (exit 2)", async () => {
    for (const args of [[SAMPLE, "--now", "July 15"], [join(SAMPLE, "index.json")], []]) {
      const run = await runMain(["outlook", ...args]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(usageLines("outlook"));
    }
  });

  it("refuses an --out of another kind than json or ndjson, as vansky report does, writing nothing (exit 2)", async () => {
    const png = join(tempDir(), "keep.png");
    const run = await runMain(["outlook", SAMPLE, "--out", png]);
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(
      `vansky: --out ${png}: the outlooks are written as .json (the envelope), or .ndjson or .jsonl (one per line)`,
    );
    expect(run.stderr).toMatch(usageLines("outlook"));
    expect(existsSync(png)).toBe(false);
  });

  it("is listed by vansky --help, and vansky score does not count the ensemble files as unread", async () => {
    expect((await runMain(["--help"])).stdout).toMatch(/\n {2}outlook {2}score every member of Ensemble API answers/);
    const score = await runCli(["score", SAMPLE, "--quiet"]);
    expect(score.code).toBe(0);
    expect(score.stderr).toBe("");
    expect(JSON.parse(score.stdout).count).toBe(3);
  });
});
