/** `npm start` as a newcomer runs it: `--help` answers with the usage, a `--set` that names no set is one usage line. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { REPO } from "./helpers.js";

const npmStart = (...args: string[]) =>
  spawnSync("npm", ["start", "--silent", "--", ...args], { cwd: REPO, encoding: "utf8", timeout: 300_000 }); // a hang guard: a synchronous spawn blocks the test's own time limit

describe.concurrent("npm start", () => {
  it("prints its usage for --help, exit 0, and scores nothing", () => {
    const r = npmStart("--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm start -- \[--set 2026-07-15\|2026-01-15\] \[--json \[FILE\]\]\n/);
    expect(r.stdout).not.toContain("countries scored");
    expect(r.stderr).toBe("");
  });

  it("exits 2 with one line and the usage, no stack trace, for a --set that names no world set", () => {
    for (const args of [["--set", "2099-01-01"], ["--set"]]) {
      const r = npmStart(...args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(
        /^npm start: --set is one of 2026-07-15, 2026-01-15, got "[^"\n]*"\nUsage: npm start -- [^\n]+\n$/,
      );
      expect(r.stdout).toBe("");
    }
  });
});
