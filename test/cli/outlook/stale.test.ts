/**
 * `vansky outlook --max-age` and `--stale`, the built command on the committed ensemble sample (its answers fetched
 * 2026-07-15T12:00:00Z): an outlook whose answer is older than the limit at --now is stale, reported on stderr, and
 * kept, dropped, or refused with the output left as it was, as `vansky score` does with records.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO, removeTempDirs, runCli, runMain, tempDir, usageLines } from "../helpers.js";

const SAMPLE = join(REPO, "fixtures/ensemble/2026-07-15");
/** Three days after the sample's answers were fetched: 72 h, past the default 48 h. */
const LATER = ["--now", "2026-07-18T12:00:00Z"];
afterAll(removeTempDirs);

const codes = (stdout: string) => JSON.parse(stdout).data.map((o: { code: string }) => o.code);

describe("vansky outlook --max-age --stale", { timeout: 120_000 }, () => {
  it("reports outlooks older than --max-age (default 48h), keeps them by default, drops them with --stale drop", async () => {
    const kept = await runCli(["outlook", SAMPLE, ...LATER, "--quiet"]);
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stderr).toBe("vansky: 3 stale (fetched more than 48 h ago, kept): PT CH AU\n");
    expect(codes(kept.stdout)).toEqual(["PT", "CH", "AU"]);
    const young = await runCli(["outlook", SAMPLE, ...LATER, "--quiet", "--max-age", "4d", "--stale", "drop"]);
    expect([young.code, young.stderr]).toEqual([0, ""]);
    expect(codes(young.stdout)).toEqual(["PT", "CH", "AU"]);
    const dropped = await runCli(["outlook", SAMPLE, ...LATER, "--quiet", "--stale", "drop", "--allow-empty"]);
    expect(dropped.code, dropped.stderr).toBe(0);
    expect(dropped.stderr).toBe("vansky: 3 stale (fetched more than 48 h ago, left out): PT CH AU\n");
    expect(codes(dropped.stdout)).toEqual([]);
  });

  it("with --stale fail, exits 1 and leaves --out as it was; refuses it without --out, and a bad --max-age", async () => {
    const out = join(tempDir(), "outlook.json");
    writeFileSync(out, "the last good outlooks\n");
    const failed = await runCli(["outlook", SAMPLE, ...LATER, "--quiet", "--stale", "fail", "--out", out]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe(
      `vansky: 3 stale (fetched more than 48 h ago, left out): PT CH AU\nvansky: --stale fail: ${out} left as it was\n`,
    );
    expect(readFileSync(out, "utf8")).toBe("the last good outlooks\n");
    const usage = await runMain(["outlook", SAMPLE, "--stale", "fail"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(usageLines("outlook"));
    expect(usage.stderr).toContain("--stale fail needs --out");
    const age = await runMain(["outlook", SAMPLE, "--max-age", "soon"]);
    expect(age.code).toBe(2);
    expect(age.stderr.split("\n")[0]).toBe(
      'vansky: --max-age expects a duration such as 500ms, 30s, 15m, 1h or 1d, got "soon"',
    );
  });
});
