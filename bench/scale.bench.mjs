/**
 * Figure 3, scaling: µs per location (read, parse, score) over all points of the grid / the same over an even sample
 * of 250 of them; no superlinear step or unbounded cache may show. Each is the fastest of several passes (one pass
 * alone moved the figure between 0.7 and 1.3 on these shared machines). Figure 5a, retained heap per scored record.
 */
import { readFileSync } from "node:fs";
import { scoreCountry } from "../dist/index.js";
import { loadTexts, NOW, parseInputs, WORLD } from "./lib.mjs";

function scoreEntries(dir, entries) {
  let sink = 0;
  const started = performance.now();
  for (const e of entries) {
    const forecast = JSON.parse(readFileSync(new URL(e.forecast, dir), "utf8"));
    const marine = e.marine ? JSON.parse(readFileSync(new URL(e.marine, dir), "utf8")) : null;
    sink += scoreCountry({
      code: e.code,
      forecast,
      marine,
      now: NOW,
      region: e.region,
      is_coastal: e.is_coastal,
    }).van_score;
  }
  if (sink === 0) throw new Error("the benchmark's work was optimized away");
  return ((performance.now() - started) * 1000) / entries.length;
}

export function scale({ gridDir }) {
  const entries = JSON.parse(readFileSync(new URL("index.json", gridDir), "utf8")).countries;
  const step = Math.max(1, Math.floor(entries.length / 250));
  const sample = entries.filter((_, i) => i % step === 0).slice(0, 250);
  const fastest = (list, passes) => Math.min(...Array.from({ length: passes }, () => scoreEntries(gridDir, list)));
  scoreEntries(gridDir, sample); // warm up
  const small = fastest(sample, 5);
  const all = fastest(entries, 3);
  return {
    figures: { scaling: all / small },
    absolute: { scalePoints: entries.length, microsecondsPerPointAll: all, microsecondsPerPointSample: small },
  };
}

/**
 * Heap kept alive per scored record, bytes (needs node --expose-gc): the records of a second pass over the world
 * fixtures, so that what the first pass leaves for good (compiled code, the zone and plan caches) is not counted.
 */
export function retainedHeap() {
  if (typeof globalThis.gc !== "function") return { absolute: { retainedBytesPerRecord: Number.NaN } };
  const inputs = parseInputs(loadTexts(WORLD));
  for (const input of inputs) scoreCountry(input);
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const kept = inputs.map((input) => scoreCountry(input));
  globalThis.gc();
  const after = process.memoryUsage().heapUsed;
  return { absolute: { retainedBytesPerRecord: (after - before) / kept.length } };
}
