/**
 * `vansky outlook`, run as the built command: the committed ensemble sample (fixtures/ensemble/) in, the outlook
 * list out as the library makes it, json or ndjson; folders without an index, failures, usage errors.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outlookListResponse } from "../../../src/outlook/envelopes.js";
import { outlookCountries } from "../../../src/outlook/outlook.js";
import { REPO, removeTempDirs, runCli, tempDir, usageLines } from "../helpers.js";

const SAMPLE = join(REPO, "fixtures/ensemble/2026-07-15");
const REFERENCE = "2026-07-15T12:00:00Z";
const read = (file: string) => JSON.parse(readFileSync(join(SAMPLE, file), "utf8"));
const index = read("index.json") as { countries: { code: string; ensemble: string; marine: string | null }[] };
const outlooks = outlookCountries(
  index.countries.map((e) => ({
    code: e.code,
    forecast: read(e.ensemble),
    marine: e.marine ? read(e.marine) : null,
    now: REFERENCE,
    fetchedAt: REFERENCE,
  })),
  { model: "gem_global" },
);
const envelope = outlookListResponse(outlooks, { updatedAt: REFERENCE, source: "Open-Meteo" });
afterAll(removeTempDirs);

describe("vansky outlook", { timeout: 60_000 }, () => {
  it("writes the outlook list of a folder as the library makes it, with each answer's warnings on stderr", async () => {
    const out = join(tempDir(), "outlook.json");
    const run = await runCli(["outlook", SAMPLE, "--out", out]);
    expect(run.code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(`${JSON.stringify(envelope)}\n`);
    expect(run.stderr).toMatch(/PT\.ensemble\.json: warning: forecast: the response has no wind_gusts_10m/);
    expect(run.stderr).toMatch(/vansky: 3 outlooks, 0 failed in [\d.]+ s\n$/);
  });

  it("writes one outlook per line to an .ndjson --out, and nothing but errors with --quiet", async () => {
    const out = join(tempDir(), "outlook.ndjson");
    const run = await runCli(["outlook", SAMPLE, "--out", out, "--quiet"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(readFileSync(out, "utf8")).toBe(outlooks.map((o) => `${JSON.stringify(o)}\n`).join(""));
  });

  it("reads ID.ensemble.json files with ID.marine.json beside them, without an index", async () => {
    const dir = tempDir();
    copyFileSync(join(SAMPLE, "PT.ensemble.json"), join(dir, "PT.ensemble.json"));
    copyFileSync(join(SAMPLE, index.countries[0]?.marine as string), join(dir, "PT.marine.json"));
    const run = await runCli(["outlook", dir, "--now", REFERENCE, "--model", "gem_global", "--updated-at", REFERENCE]);
    expect(run.code).toBe(0);
    const pt = { ...(outlooks[0] as (typeof outlooks)[number]), fetched_at: null };
    expect(JSON.parse(run.stdout)).toEqual({ data: [pt], count: 1, updated_at: REFERENCE, source: "Open-Meteo" });
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
      const run = await runCli(["outlook", ...args]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(usageLines("outlook"));
    }
  });

  it("refuses an --out of another kind than json or ndjson, as vansky report does, writing nothing (exit 2)", async () => {
    const png = join(tempDir(), "keep.png");
    const run = await runCli(["outlook", SAMPLE, "--out", png]);
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(
      `vansky: --out ${png}: the outlooks are written as .json (the envelope), or .ndjson or .jsonl (one per line)`,
    );
    expect(run.stderr).toMatch(usageLines("outlook"));
    expect(existsSync(png)).toBe(false);
  });

  it("is listed by vansky --help, and vansky score does not count the ensemble files as unread", async () => {
    expect((await runCli(["--help"])).stdout).toMatch(/\n {2}outlook {2}score every member of Ensemble API answers/);
    const score = await runCli(["score", SAMPLE, "--quiet"]);
    expect(score.code).toBe(0);
    expect(score.stderr).toBe("");
    expect(JSON.parse(score.stdout).count).toBe(3);
  });
});
