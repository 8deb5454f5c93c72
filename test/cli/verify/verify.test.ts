/**
 * `vansky verify`, run as the built command: the sample's outlooks against the records of the July world fixtures
 * (their days 0-6), the table per lead day as the library computes it, the drawings and the JSON, a calibration
 * written that `vansky outlook --calibration` applies; and what it refuses.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verificationTable } from "../../../src/cli/verify/verify.js";
import { observationsOf, verifyOutlooks } from "../../../src/index.js";
import { REPO, removeTempDirs, runCli, runMain, tempDir, usageLines } from "../helpers.js";

const ENSEMBLE = join(REPO, "fixtures/ensemble/2026-07-15");
afterAll(removeTempDirs);

describe("vansky verify", { timeout: 120_000 }, () => {
  it("prints each lead day's scores as the library computes them, and writes the drawings, the JSON, a calibration", async () => {
    const dir = tempDir();
    const outlooks = join(dir, "outlook.ndjson");
    const records = join(tempDir(), "weather.json");
    expect((await runCli(["outlook", ENSEMBLE, "--out", outlooks, "--quiet"])).code).toBe(0);
    expect((await runCli(["score", join(REPO, "fixtures/world/2026-07-15"), "--out", records, "--quiet"])).code).toBe(
      0,
    );
    const args = ["verify", "--outlooks", dir, "--records", records, "--svg", join(dir, "svg")];
    const run = await runCli([...args, "--json", join(dir, "v.json"), "--fit", join(dir, "cal.json")]);
    expect(run.code, run.stderr).toBe(0);
    const parse = (file: string) =>
      readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
    const verification = verifyOutlooks(
      parse(outlooks),
      observationsOf(JSON.parse(readFileSync(records, "utf8")).data),
    );
    // the sample's three outlooks, each day of the records' week: leads 0-6, three days each
    expect(verification.leads.map((l) => l.count)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(run.stdout.startsWith(`${verificationTable(verification)}\n`)).toBe(true);
    expect(run.stdout).toMatch(/^lead {2}days {2}p_good BS {2}skill {2}p_drive BS/);
    expect(JSON.parse(readFileSync(join(dir, "v.json"), "utf8"))).toEqual(JSON.parse(JSON.stringify(verification)));
    for (const file of ["reliability-p_good-0.svg", "reliability-p_drive-6.svg", "rank-3.svg"])
      expect(readFileSync(join(dir, "svg", file), "utf8")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // one issue date: fitted on it, none left to check it on
    expect(run.stdout).toContain("fitted on 1 issue dates (2026-07-15 to 2026-07-15), checked on 0 later ones");
    const calibration = JSON.parse(readFileSync(join(dir, "cal.json"), "utf8")).outlook.calibration;
    expect(calibration.name).toBe("cal");
    expect(calibration.pGood).toHaveLength(7);

    const calibrated = await runCli(["outlook", ENSEMBLE, "--calibration", join(dir, "cal.json"), "--quiet"]);
    expect(calibrated.code, calibrated.stderr).toBe(0);
    expect(JSON.parse(calibrated.stdout).data.map((o: { calibration: string }) => o.calibration)).toEqual([
      "cal",
      "cal",
      "cal",
    ]);
  });

  it("says so when no outlook day has a record (exit 3), and refuses a bad input or calibration", async () => {
    const dir = tempDir();
    const outlooks = join(dir, "o.json");
    writeFileSync(outlooks, JSON.stringify({ data: [], count: 0, updated_at: null, source: "x" }));
    const none = await runCli(["verify", "--outlooks", outlooks, "--records", outlooks]);
    // an outlook given as records
    const sample = join(dir, "sample.json");
    expect((await runCli(["outlook", ENSEMBLE, "--out", sample, "--quiet"])).code).toBe(0);
    const swapped = await runCli(["verify", "--outlooks", sample, "--records", sample]);
    expect([swapped.code, swapped.stderr]).toEqual([
      1,
      `vansky: ${sample}: this is a vansky outlook output, not a score output\n`,
    ]);
    expect(none.code).toBe(3);
    expect(none.stderr).toBe("vansky: none of 0 outlooks' days has a record to verify it by\n");
    for (const args of [
      ["verify"],
      ["verify", "--outlooks", outlooks],
      ["verify", "--outlooks", join(dir, "no"), "--records", outlooks],
    ]) {
      const run = await runMain(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(usageLines("verify"));
    }
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ outlook: { calibration: { name: "b", pGood: [[[0, 2]]], pDrive: [] } } }));
    const refused = await runMain(["outlook", ENSEMBLE, "--calibration", bad]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--calibration");
  });
});
