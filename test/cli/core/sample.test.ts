/**
 * `--sample`: the sample data the build ships beside the command (dist/sample/), scored and drawn without data of
 * one's own, as from a registry install (npm run check:install runs the same from the packed tarball).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempDirs, runCli, tempDir, usageLines } from "../helpers.js";

afterAll(removeTempDirs);

const CODES = ["AQ", "AU", "BR", "CH", "JP", "KE", "PT"];

describe.concurrent("--sample", () => {
  it("vansky score --sample scores the seven countries of the sample at its reference instant", async () => {
    const r = await runCli(["score", "--sample", "--quiet"], { cwd: tempDir() });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe("");
    const envelope = JSON.parse(r.stdout) as { data: { code: string }[]; count: number; updated_at: string };
    expect(envelope.data.map((d) => d.code)).toEqual(CODES);
    expect(envelope.count).toBe(7);
    expect(envelope.updated_at).toBe("2026-07-15T12:00:00Z");
  });

  it("vansky report --sample writes the report of the scored sample: a row and a map shape per country", async () => {
    const out = join(tempDir(), "x.html");
    const r = await runCli(["report", "--sample", "--out", out]);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(out, "utf8");
    for (const code of CODES)
      expect(html, code).toMatch(new RegExp(`<path data-code="${code}" data-band="(?!missing)`));
  });

  it("takes --sample in place of the inputs, not beside them (exit 2, one line)", async () => {
    for (const args of [
      ["score", "--sample", "weather.ndjson"],
      ["report", "--sample", "weather.json"],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(usageLines(args[0]));
    }
  });
});
