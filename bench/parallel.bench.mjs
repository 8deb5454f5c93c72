/**
 * Figure 4, parallel speed-up: wall time of `vansky score` with 1 worker / with 2 workers on the grid (ndjson to a
 * file). Figure 5b, memory: the CLI's peak RSS (it reports it in its summary line) on the grid and on a tenth of it,
 * in streaming (ndjson) mode: it must grow far less than the number of points. Also reported: the machine's own
 * two-thread ceiling, the CLI's speed-up as a fraction of it, and the cores the CLI keeps busy (its CPU time / wall
 * time) with 1 and 2 workers: what one worker already takes beside its own thread, two workers cannot gain.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { median } from "./lib.mjs";

const BIN = fileURLToPath(new URL("../dist/cli/bin.js", import.meta.url));

/** Runs the CLI; returns its wall time, s, and the CPU time, s, and peak RSS, MB, of its summary line. */
function runCli(args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [BIN, "score", ...args], { encoding: "utf8" });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`vansky score ${args.join(" ")} failed:\n${result.stderr}`);
  return {
    seconds,
    cpuSeconds: Number(/CPU ([\d.]+) s/.exec(result.stderr)?.[1] ?? Number.NaN),
    rssMb: Number(/peak RSS (\d+) MB/.exec(result.stderr)?.[1] ?? Number.NaN),
  };
}

/**
 * The machine's own ceiling for two threads: the speed-up of a pure arithmetic loop run twice at once over once
 * (2 × one thread's time / the pair's time). Shared virtual machines give less than two full cores.
 */
async function ceiling() {
  const code = `const t = performance.now(); let x = 0; for (let i = 0; i < 2e8; i++) x += Math.sqrt(i);
    require("node:worker_threads").parentPort.postMessage([performance.now() - t, x]);`;
  const run = (n) =>
    Promise.all(Array.from({ length: n }, () => new Promise((r) => new Worker(code, { eval: true }).on("message", r))));
  const [[one]] = await run(1);
  const pair = await run(2);
  return (2 * one) / Math.max(...pair.map(([ms]) => ms));
}

export async function parallel({ gridDir }) {
  const dir = fileURLToPath(gridDir);
  const out = join(mkdtempSync(join(tmpdir(), "vansky-bench-")), "out.ndjson");
  const run = (workers) => runCli([dir, "--format", "ndjson", "--workers", String(workers), "--out", out]);
  const rounds = 3;
  const one = [];
  const two = [];
  const ceilings = [];
  for (let r = 0; r < rounds; r++) {
    // the ceiling measured beside each round: other load on a shared machine moves both
    ceilings.push(await ceiling());
    one.push(run(1));
    two.push(run(2));
  }
  // a tenth of the grid, as an index of its own, for the memory growth
  const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8"));
  const tenth = { ...index, countries: index.countries.slice(0, Math.ceil(index.countries.length / 10)) };
  const tenthIndex = join(dir, "..", `.tenth-${index.countries.length}`);
  mkdirSync(tenthIndex, { recursive: true });
  for (const e of tenth.countries) {
    e.forecast = join(dir, e.forecast);
    if (e.marine) e.marine = join(dir, e.marine);
  }
  writeFileSync(join(tenthIndex, "index.json"), JSON.stringify(tenth));
  const small = runCli([tenthIndex, "--format", "ndjson", "--workers", "2", "--out", out]);
  const oneSeconds = median(one.map((r) => r.seconds));
  const twoSeconds = median(two.map((r) => r.seconds));
  const bigRss = median(two.map((r) => r.rssMb));
  // cores busy on average: one worker already keeps more than one (GC helper threads, the main thread's I/O)
  const coresOneWorker = median(one.map((r) => r.cpuSeconds / r.seconds));
  const coresTwoWorkers = median(two.map((r) => r.cpuSeconds / r.seconds));
  const machineCeiling = median(ceilings);
  return {
    figures: { parallelSpeedup: oneSeconds / twoSeconds, rssGrowth: bigRss / small.rssMb },
    absolute: {
      parallelPoints: index.countries.length,
      machineCeiling,
      speedupOfCeiling: oneSeconds / twoSeconds / machineCeiling,
      coresOneWorker,
      coresTwoWorkers,
      oneWorkerSeconds: oneSeconds,
      twoWorkersSeconds: twoSeconds,
      peakRssMb: bigRss,
      peakRssTenthMb: small.rssMb,
    },
  };
}
