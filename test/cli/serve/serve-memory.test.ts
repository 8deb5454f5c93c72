/**
 * `vansky serve`'s resident memory across reloads of the 250-country world set, measured on the child process
 * (/proc/PID/status, Linux): after 60 reloads within 1.5x of after 10 and within 2x of after the first load, in
 * two runs. Each reload changes every body (a new updated_at), so every body is compressed again. Compressing all
 * 500 bodies at once took it from 140 MB to 575 MB (the native allocator's peaks, not the JS heap).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cliBin, removeTempDirs, runCli, tempDir, WORLD } from "../helpers.js";

const RELOADS = 60;
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});
afterAll(removeTempDirs);

/** Resident memory of process `pid`, MB. */
const rssMb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

interface Envelope {
  data: { fetched_at: string | null }[];
  updated_at: string | null;
}

/** RSS after the first load and after each reload, MB (index k: after k reloads). */
async function measure(bin: string, base: Envelope, file: string): Promise<number[]> {
  const write = (k: number) => {
    const at = new Date(Date.parse("2026-07-15T12:00:00Z") + k * 60_000).toISOString().replace(".000", "");
    const set = { ...base, updated_at: at, data: base.data.map((r) => ({ ...r, fetched_at: at })) };
    writeFileSync(`${file}.tmp`, JSON.stringify(set));
    renameSync(`${file}.tmp`, file);
  };
  write(0);
  const child = spawn(process.execPath, [bin, "serve", file, "--port", "0"], { stdio: ["ignore", "ignore", "pipe"] });
  running.add(child);
  let err = "";
  let waiting: { pattern: RegExp; resolve: () => void } | undefined;
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk;
    if (waiting?.pattern.test(err)) {
      const w = waiting;
      waiting = undefined;
      w.resolve();
    }
  });
  child.on("exit", (code) => {
    if (waiting) throw new Error(`vansky serve exited (${code}):\n${err}`);
  });
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      if (pattern.test(err)) resolve();
      else waiting = { pattern, resolve };
    });
  await waitFor(/serving 250 records/);
  const rss = [rssMb(child.pid as number)];
  for (let k = 1; k <= RELOADS; k++) {
    err = "";
    write(k);
    await waitFor(/reloaded, 250 records/);
    rss.push(rssMb(child.pid as number));
  }
  child.kill("SIGKILL");
  running.delete(child);
  return rss;
}

describe.skipIf(!existsSync("/proc/self/status"))("vansky serve memory across reloads", () => {
  it(`stays flat over ${RELOADS} reloads of the 250-country world set (two runs)`, { timeout: 90_000 }, async () => {
    const dir = tempDir();
    const scored = join(dir, "world.json");
    expect((await runCli(["score", WORLD, "--out", scored, "--quiet"])).code).toBe(0);
    const base = JSON.parse(readFileSync(scored, "utf8")) as Envelope;
    expect(base.data).toHaveLength(250);
    const bin = await cliBin();
    for (const run of [1, 2]) {
      const rss = await measure(bin, base, join(dir, `serve-${run}.json`));
      const [first, ten, last] = [rss[0], rss[10], rss[RELOADS]] as [number, number, number];
      const figures = `run ${run}: RSS ${first.toFixed(0)} MB after the first load, ${ten.toFixed(0)} after 10 reloads, ${last.toFixed(0)} after ${RELOADS}`;
      console.log(`vansky serve memory, ${figures}`);
      expect(last, figures).toBeLessThanOrEqual(1.5 * ten);
      expect(last, figures).toBeLessThanOrEqual(2 * first);
    }
  });
});
