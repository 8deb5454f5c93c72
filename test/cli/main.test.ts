/** The `vansky` command itself, run as the built command: --help everywhere, --version, and its usage errors. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli, runMain, usageLines } from "./helpers.js";

const version = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

describe.concurrent("vansky", () => {
  it("prints the package's version with --version", async () => {
    expect(await runCli(["--version"])).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it("answers --help with its commands and exit codes, exit 0", async () => {
    for (const args of [["--help"], ["-h"], ["help"]]) {
      const r = await runCli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: vansky <command>/);
      expect(r.stdout).toMatch(/\n {2}score {4}score Open-Meteo responses/);
      expect(r.stdout).toMatch(/\n {2}merge {4}join the outputs/);
      expect(r.stdout).toMatch(/\n {2}fetch {4}fetch Open-Meteo responses/);
      expect(r.stdout).toMatch(/\n {2}serve {4}serve the \/api\/weatherscore endpoints/);
      expect(r.stdout).toMatch(/\n {2}outlook {2}score every member/);
      expect(r.stdout).toContain("Exit codes: 0 done; 1 some inputs failed, or a data error; 2 usage error; 3 nothing");
    }
  });

  it("answers every command's --help (also among other options) with its own text, exit 0", async () => {
    for (const command of ["score", "merge", "fetch", "serve"]) {
      for (const args of [["--help"], ["-h"], ["some/input", "--bogus", "--help"]]) {
        const r = await runMain([command, ...args]);
        expect(r.code, `${command} ${args.join(" ")}`).toBe(0);
        expect(r.stdout).toMatch(new RegExp(`^Usage: vansky ${command} `));
        expect(r.stdout).toContain("Exit codes: 0 ");
        expect(r.stderr).toBe("");
      }
    }
  });

  it("wraps help at 118 columns, a long option's description on the next line, no parentheses inside parentheses", async () => {
    for (const command of [[], ["score"], ["merge"], ["fetch"], ["serve"], ["report"], ["outlook"]]) {
      const help = (await runMain([...command, "--help"])).stdout;
      for (const line of help.trimEnd().split("\n")) {
        expect(line.length, line).toBeLessThanOrEqual(118);
        // an option and its argument, then at least two spaces before the description, or nothing
        const option =
          /^ {2}(-h, --help|--[a-z-]+(?: (?:[A-Z][A-Za-z.|/-]*|json\|flatbuffers|json|ndjson|lean\|full|i\/n))?)( *)(.*)$/.exec(
            line,
          );
        if (option?.[3]) expect(option[2]?.length, line).toBeGreaterThanOrEqual(2);
      }
      let depth = 0;
      let deepest = 0;
      for (const c of help) {
        depth += c === "(" ? 1 : c === ")" ? -1 : 0;
        deepest = Math.max(deepest, depth);
      }
      expect(deepest, command.join(" ")).toBeLessThanOrEqual(1);
    }
  });

  it("exits 2 with one line and a pointer to vansky --help without a known command", async () => {
    for (const args of [[], ["launch"], ["toString"], ["--colour"]]) {
      const r = await runMain(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(usageLines());
      expect(r.stdout).toBe("");
    }
    // the built command exits with the code main returns: the process, the one line and nothing on stdout
    expect(await runCli(["launch"])).toMatchObject({
      code: 2,
      stdout: "",
      stderr: expect.stringMatching(usageLines()),
    });
  });
});
