/**
 * `--out` never loses a good file, run as the built command: its checks before any scoring (a missing or read-only
 * folder, a directory, a read-only file, symlinks followed with the target's mode kept), unique temporary names
 * (two runs that both believe they are PID 1), and SIGINT, SIGTERM or a failure halfway through a run.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import {
  cliBin,
  finished,
  REPO,
  removeTempDirs,
  runCli,
  startCli,
  tempDir,
  tempFiles,
  usageLines,
  WORLD,
} from "../helpers.js";
import { worldInputs, worldOutput } from "../world.js";

afterAll(removeTempDirs);

const OLD = "the last good output\n";
const isRoot = process.getuid?.() === 0;
/** Root may write anywhere: the permission cases run as `nobody` then. */
const NOBODY = 65534;
const asUser = isRoot ? { uid: NOBODY, gid: NOBODY } : {};

/** A folder others may enter (temporary folders are the owner's alone). */
function openDir(): string {
  const dir = tempDir();
  chmodSync(dir, 0o755);
  return dir;
}

describe.concurrent("--out is checked before any scoring: exit 2, one line, nothing written", () => {
  it("in a missing folder, onto a directory", async () => {
    const dir = tempDir();
    const missing = await runCli(["score", WORLD, "--out", join(dir, "no/such/out.json")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(usageLines("score"));
    expect(missing.stderr).toContain(`no such folder ${join(dir, "no/such")}`);
    const onDir = await runCli(["score", WORLD, "--errors", dir]);
    expect(onDir.code).toBe(2);
    expect(onDir.stderr).toMatch(usageLines("score"));
    expect(onDir.stderr).toContain(`--errors ${dir}: is a directory`);
    expect(tempFiles(dir)).toEqual([]);
  });

  it("in a read-only folder, onto a read-only file", async () => {
    const dir = openDir();
    // as nobody, who may not enter the repository's folder: the command and its input copied where it may
    const bin = await cliBin();
    cpSync(dirname(dirname(bin)), join(dir, "vansky"), { recursive: true });
    cpSync(join(REPO, "node_modules/@date-fns/tz"), join(dir, "node_modules/@date-fns/tz"), { recursive: true });
    const input = join(dir, "PT.forecast.json");
    copyFileSync(join(WORLD, "PT.forecast.json"), input);
    const run = (out: string) =>
      finished(startCli(["score", input, "--out", out], join(dir, "vansky/cli/bin.js"), { ...asUser, cwd: dir }));
    const readOnly = join(dir, "published");
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o555);
    const r = await run(join(readOnly, "out.json"));
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(usageLines("score"));
    expect(r.stderr).toContain(`the folder ${readOnly} cannot be written (permission denied)`);
    const shared = join(dir, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const file = join(shared, "out.json");
    writeFileSync(file, OLD, { mode: isRoot ? 0o644 : 0o444 }); // root's file: read-only for nobody
    const onFile = await run(file);
    expect(onFile.code, onFile.stderr).toBe(2);
    expect(onFile.stderr).toContain(`--out ${file}: the file is read-only`);
    expect(readFileSync(file, "utf8")).toBe(OLD);
    expect(tempFiles(shared)).toEqual([]);
  });

  it("through a symlink: replaces the file it names, keeps the link and the file's mode", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "real"));
    const target = join(dir, "real/weather.json");
    writeFileSync(target, OLD);
    chmodSync(target, 0o640);
    symlinkSync("real/weather.json", join(dir, "weather.json"));
    symlinkSync("real/new.json", join(dir, "dangling.json"));
    const pt = join(WORLD, "PT.forecast.json");
    for (const link of ["weather.json", "dangling.json"]) {
      const r = await runCli(["score", pt, "--now", "2026-07-15T12:00:00Z", "--out", join(dir, link), "--quiet"]);
      expect(r.code, r.stderr).toBe(0);
      expect(lstatSync(join(dir, link)).isSymbolicLink()).toBe(true);
    }
    expect(readlinkSync(join(dir, "weather.json"))).toBe("real/weather.json");
    expect(JSON.parse(readFileSync(target, "utf8")).data[0].code).toBe("PT");
    expect(statSync(target).mode & 0o777).toBe(0o640);
    expect(JSON.parse(readFileSync(join(dir, "real/new.json"), "utf8")).count).toBe(1);
    expect(tempFiles(dir)).toEqual([]);
    expect(tempFiles(join(dir, "real"))).toEqual([]);
  });
});

describe("temporary files", () => {
  it("have unique names: two runs that both have PID 1 (as in containers) write the same --out whole", async () => {
    const dir = tempDir();
    const out = join(dir, "weather.json");
    const pidOne = ["--import", "data:text/javascript,Object.defineProperty(process,'pid',{value:1})"];
    const bin = await cliBin();
    const runs = ["2026-07-15", "2026-01-15"].map((set) =>
      finished(startCli(["score", join(WORLD, "..", set), "--out", out, "--workers", "1"], bin, { nodeArgs: pidOne })),
    );
    const results = await Promise.all(runs);
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    expect([worldOutput("2026-07-15"), worldOutput("2026-01-15")]).toContain(readFileSync(out, "utf8"));
    expect(tempFiles(dir)).toEqual([]);
  });
});

describe("messages name the user's file, never the temporary one", () => {
  it("writes an --out whose name is too long for a temporary name made of it whole", async () => {
    const dir = tempDir();
    const out = join(dir, `${"w".repeat(240)}.json`);
    const r = await runCli(["score", join(WORLD, "PT.forecast.json"), "--out", out, "--quiet"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).count).toBe(1);
    expect(tempFiles(dir)).toEqual([]);
  });

  it("names --out, not the temporary file, when its folder is gone by the end of the run: exit 1, one line", async () => {
    const folder = join(tempDir(), "out");
    mkdirSync(folder);
    const out = join(folder, "weather.json");
    const child = spawn(process.execPath, [await cliBin(), "score", "-", "--out", out, "--quiet"]);
    const done = finished(child);
    while (tempFiles(folder).length === 0) await sleep(5);
    rmSync(folder, { recursive: true });
    const pt = worldInputs("2026-07-15").find((i) => i.code === "PT");
    child.stdin.end(`${JSON.stringify(pt)}\n`);
    const r = await done;
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`vansky: --out ${out}: the folder ${folder} is gone\n`);
  });
});

describe("a run stopped halfway leaves --out as it was and no temporary file", () => {
  /**
   * Starts scoring NDJSON from stdin into `out` and resolves once the first batch's records (32 lines) are in the
   * temporary file, while the run waits for the 33rd line: stopped there, the run is halfway whatever the machine's
   * speed. `finish()` sends the last line.
   */
  async function startScoring(dir: string, out: string) {
    const child = spawn(process.execPath, [await cliBin(), "score", "-", "--out", out, "--workers", "1", "--quiet"]);
    const done = finished(child);
    let ended = false;
    void done.then(() => {
      ended = true;
    });
    const pt = worldInputs("2026-07-15").find((i) => i.code === "PT");
    const line = (n: number) => `${JSON.stringify({ ...pt, code: `P${n}`, region: "europe", is_coastal: false })}\n`;
    for (let n = 1; n <= 32; n++) child.stdin.write(line(n));
    for (;;) {
      const temp = tempFiles(dir)[0];
      if (temp !== undefined && existsSync(join(dir, temp)) && statSync(join(dir, temp)).size > '{"data":['.length)
        break;
      if (ended) throw new Error(`the run ended before it could be stopped: ${(await done).stderr}`);
      await sleep(5);
    }
    return { child, done, finish: () => child.stdin.end(line(33)) };
  }

  it.each([
    ["SIGTERM", 143],
    ["SIGINT", 130],
  ] as const)("on %s", async (signal, code) => {
    const dir = tempDir();
    const out = join(dir, "weather.json");
    writeFileSync(out, OLD);
    const { child, done } = await startScoring(dir, out);
    child.kill(signal);
    const r = await done;
    expect(r.code, r.stderr).toBe(code);
    expect(readFileSync(out, "utf8")).toBe(OLD);
    expect(tempFiles(dir)).toEqual([]);
  });

  it("on a failure (the target turned into a folder): exit 1, one line", async () => {
    const dir = tempDir();
    const out = join(dir, "weather.json");
    const { done, finish } = await startScoring(dir, out);
    mkdirSync(out);
    writeFileSync(join(out, "keep"), OLD);
    finish();
    const r = await done;
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`vansky: --out ${out}: is a directory\n`);
    expect(readFileSync(join(out, "keep"), "utf8")).toBe(OLD);
    expect(tempFiles(dir)).toEqual([]);
  });
});
