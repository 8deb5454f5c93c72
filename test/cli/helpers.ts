/**
 * The CLI tests' command: dist/cli/bin.js when `npm run build` stamped it from the sources as they are
 * (scripts/cli-stamp.ts), else `src/cli` built as tsup.config.ts builds it (same entries and options) into
 * node_modules/.cache/vansky-cli/<hash of the sources>/, so the tests run the real bundle on a fresh clone without
 * `npm run build` and never a stale one; and `runCli`, which runs it in a child process.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Options } from "tsup";
import { CLI_CACHE as CACHE, sourceHash, stampedDistBin } from "../../scripts/cli-stamp.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The repository's root folder. */
export const REPO = ROOT;

/** A lock older than this was left by a run that died. */
const STALE_LOCK_MS = 120_000;

async function buildInto(dir: string): Promise<void> {
  // imported here, by the one test file that builds the bundle: tsup takes 0.8 s to import, and every file of the
  // process tests (each in a fresh worker) imports this module
  const [{ build }, { default: configs }] = await Promise.all([import("tsup"), import("../../tsup.config.js")]);
  const cli = (configs as Options[]).find((c) => JSON.stringify(c.entry).includes("cli/bin"));
  if (!cli) throw new Error("tsup.config.ts has no cli/bin entry");
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await build({ ...cli, outDir: partial, config: false, silent: true, clean: false });
  renameSync(partial, dir);
}

let built: Promise<string> | undefined;

/**
 * The path of the built `bin.js`: dist/'s when `npm run build` stamped it from these sources (scripts/cli-stamp.mjs),
 * else one built once per source state into the cache (test files share it through a lock).
 */
export function cliBin(): Promise<string> {
  built ??= (async () => {
    const hash = sourceHash();
    const dist = stampedDistBin(hash);
    if (dist !== undefined) return dist;
    const dir = join(CACHE, hash);
    const bin = join(dir, "cli", "bin.js");
    if (existsSync(bin)) return bin;
    mkdirSync(CACHE, { recursive: true });
    const lock = `${dir}.lock`;
    for (;;) {
      try {
        mkdirSync(lock);
        break;
      } catch {
        if (existsSync(bin)) return bin;
        if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS)
          rmSync(lock, { force: true, recursive: true });
        await sleep(100);
      }
    }
    try {
      if (!existsSync(bin)) await buildInto(dir);
      for (const old of readdirSync(CACHE)) {
        const path = join(CACHE, old);
        if (
          path !== dir &&
          !old.endsWith(".lock") &&
          old !== "dist.json" &&
          Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS
        )
          rmSync(path, { recursive: true, force: true });
      }
    } finally {
      rmSync(lock, { force: true, recursive: true });
    }
    return bin;
  })();
  return built;
}

/** Waits until `ready()`: a test that never gets there fails on the suite's own time limit, not on a clock here. */
export async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await sleep(10);
}

/** How a run of the command ended and what it printed. */
export interface CliResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** Written to the command's stdin, which is then closed (closed at once without it). */
  readonly input?: string | Buffer;
  readonly cwd?: string;
  readonly uid?: number;
  readonly gid?: number;
  /** Arguments for node before the script (`--import` a module). */
  readonly nodeArgs?: readonly string[];
}

/**
 * `nodeArgs` that stop the command's clock at `iso`: `Date.now()` and `new Date()` give that instant for the whole
 * run, so that a stand-in server's `Date` headers of a fixture's day lie within the request (timers, and so
 * timeouts and waits, run as ever).
 */
export const clockAt = (iso: string): string[] => {
  const stopped = `const t = Date.parse(${JSON.stringify(iso)}); const D = Date;
    globalThis.Date = class extends D { constructor(...a) { super(...(a.length > 0 ? a : [t])); } static now() { return t; } };`;
  return ["--import", `data:text/javascript,${encodeURIComponent(stopped)}`];
};

/** Runs the built `vansky` with `args` in a child process. */
export async function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliResult> {
  const child = startCli(args, await cliBin(), options);
  return finished(child);
}

/**
 * Runs `vansky` with `args` in this worker: `main` of src/cli/main.ts (what the built `bin.js` calls, before it sets
 * the process's exit code) on streams of the test's own. For the command lines a command refuses or answers with its
 * help before it reads or writes anything, where a process would only add its start (about 0.3 s of CPU each); a
 * run that reads files, talks to a server or writes uses `runCli`, and test/cli/main.test.ts checks that the built
 * command exits with the code `main` returns.
 */
export async function runMain(args: readonly string[], input = ""): Promise<CliResult> {
  const { main } = await import("../../src/cli/main.js");
  const stdin = Readable.from([input]);
  const texts = { stdout: "", stderr: "" };
  const sink = (name: keyof typeof texts) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        texts[name] += chunk.toString();
        done();
      },
    });
  const code = await main([...args], { stdin, stdout: sink("stdout"), stderr: sink("stderr") });
  return { code, signal: null, ...texts };
}

/** Starts the built `vansky` (`bin` from `cliBin()`); see `finished`. */
export function startCli(args: readonly string[], bin: string, options: RunOptions = {}) {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), bin, ...args], {
    cwd: options.cwd ?? ROOT,
    stdio: ["pipe", "pipe", "pipe"],
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  child.stdin.end(options.input);
  return child;
}

/**
 * The plain progress lines a command writes to a stderr that is not a terminal, one every 5 s of a run
 * (src/cli/core/progress.ts): how many there are depends on how busy the machine is, so `finished` leaves them out
 * of `stderr` (test/cli/core/progress.test.ts tests them).
 */
export const PROGRESS_LINE =
  /^vansky: [\d,]+(?:\/[\d,]+)? \w+(?: \([\d.]+ %\))?(?:, [\d,]+ failed)?, [\d,]+\/s(?:, ETA [^\n]*)?\n/gm;

/** What a started command printed, once it has ended (`stderr` without its progress lines, see PROGRESS_LINE). */
export function finished(child: ReturnType<typeof startCli>): Promise<CliResult> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on("data", (c: Buffer) => out.push(c));
  child.stderr.on("data", (c: Buffer) => err.push(c));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) =>
      resolve({
        code,
        signal,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString().replace(PROGRESS_LINE, ""),
      }),
    );
  });
}

/** The July world-fixture folder and its reference instant. */
export const WORLD = join(ROOT, "fixtures/world/2026-07-15");
export const NOW = "2026-07-15T12:00:00Z";

/** A new empty folder under the system's temporary folder, removed by `removeTempDirs`. */
const made: string[] = [];
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "vansky-cli-test-"));
  made.push(dir);
  return dir;
}

/** Removes the folders `tempDir` made (call it in afterAll). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The temporary files (`.name.*.tmp`) an output left in `dir`. */
export const tempFiles = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith(".tmp"));

/** A usage error as every command prints it: one line, then a pointer to the command's help. */
export const usageLines = (command?: string) =>
  new RegExp(`^vansky: [^\\n]+\\nTry "vansky ${command === undefined ? "" : `${command} `}--help"\\.\\n$`);
