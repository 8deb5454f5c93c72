/**
 * Where the engine's time and allocations go: `npm run bench:profile [-- --lean|--full] [--top N] [--seconds S]`
 * scores the 250 world-fixture countries over and over (the built package, `scoreCountries`) under V8's sampling CPU
 * profiler and its sampling heap profiler (node:inspector, in this process), and prints per function its self time
 * (share of the samples, and that share of an unprofiled run's µs per country) and the bytes it allocated per country
 * (objects collected since included), and the share of the samples spent in garbage collection. Shares, not
 * timings: they hold on a busy machine.
 * The tables in docs/performance.md ("Where the time goes") are its output.
 */
import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { REQUEST_VARIABLES, scoreCountries } from "../dist/index.js";
import { leanTexts, loadTexts, parseInputs, WORLD } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    lean: { type: "boolean", default: false },
    full: { type: "boolean", default: false },
    top: { type: "string", default: "25" },
    seconds: { type: "string", default: "4" },
  },
});
const top = Number(values.top);

/**
 * The stages of `scoreCountry` timed with their callees (`stageTimes`), each with what it stands for: the adapter's
 * reading, the daily values and sun times it or the day layer derives (work Open-Meteo did for full answers), and
 * the engine's own steps. Stages nest (the daily rebuild inside the reading; sun times inside the days).
 */
const STAGES = [
  ["normalizeResponse", "reading the responses (with the daily rebuild)"],
  ["fillFromHourly", "  daily values rebuilt from hourly ones"],
  ["localDays", "local days, forecast and sea (with the sun times)"],
  ["sunTimes", "  sun times (sunriseSunset)"],
  ["daytimeOf", "  daytime windows"],
  ["nightOf", "  night windows"],
  ["scoreDays", "the five scores of every day"],
  ["forecastDay", "the forecast list"],
  ["planToday", "today's plans (drive window, condensation, awning, now)"],
  ["buildRecord", "the record (with the recommendations)"],
  ["recommend", "  recommendations"],
];
const seconds = Number(values.seconds);

/** A function's name as the tables show it: `name (file:line)`, the file relative to dist/. */
const nameOf = ({ functionName, url, lineNumber }) =>
  `${functionName || "(anonymous)"} (${url.replace(/^.*\/dist\//, "").replace(/^node:/, "node:") || "native"}:${lineNumber + 1})`;

/** Self time per function, ms, from a CPU profile's samples. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map();
  const dts = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const key = nameOf(node.callFrame);
    out.set(key, (out.get(key) ?? 0) + (dts[i + 1] ?? 0) / 1000);
  }
  return out;
}

/**
 * Time including callees per stage of `scoreCountry` (the functions of `STAGES`, matched by name; the bundler may
 * append a digit to a name), ms: a sample counts for every stage on its stack, once.
 */
function stageTimes(profile) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const patterns = STAGES.map(([fn]) => [fn, new RegExp(`^${fn}\\d*$`)]);
  const stageOf = (name) => patterns.find(([, pattern]) => pattern.test(name))?.[0];
  const out = new Map();
  const dts = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const stage = stageOf(byId.get(id).callFrame.functionName);
      if (stage) seen.add(stage);
    }
    for (const stage of seen) out.set(stage, (out.get(stage) ?? 0) + (dts[i + 1] ?? 0) / 1000);
  }
  return out;
}

/** Bytes allocated per function (sampled), from a sampling heap profile. */
function allocations(profile) {
  const out = new Map();
  const visit = (node) => {
    const self = node.selfSize;
    if (self > 0) {
      const key = nameOf(node.callFrame);
      out.set(key, (out.get(key) ?? 0) + self);
    }
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  return out;
}

async function profileOf(label, inputs) {
  const session = new Session();
  session.connect();
  for (let i = 0; i < 20; i++) scoreCountries(inputs); // warm: optimised code, not the interpreter
  // µs a country without the profilers (they slow every function about alike), the fastest of 20 runs (other load
  // only adds time): the tables scale shares by it
  let plainMs = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    scoreCountries(inputs);
    plainMs = Math.min(plainMs, performance.now() - start);
  }
  const plainUs = (1000 * plainMs) / inputs.length;
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("HeapProfiler.enable");
  await session.post("HeapProfiler.startSampling", {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await session.post("Profiler.start");
  const started = performance.now();
  let runs = 0;
  while (performance.now() - started < seconds * 1000) {
    scoreCountries(inputs);
    runs++;
  }
  const { profile } = await session.post("Profiler.stop");
  const { profile: heap } = await session.post("HeapProfiler.stopSampling");
  session.disconnect();
  const countries = runs * inputs.length;
  const self = selfTimes(profile);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const bytes = allocations(heap);
  const rows = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, ms]) => ({
      function: fn,
      "self %": Number(((100 * ms) / total).toFixed(1)),
      "µs/country": Number(((plainUs * ms) / total).toFixed(2)),
    }));
  const allocRows = [...bytes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, b]) => ({ function: fn, "bytes/country": Math.round(b / countries) }));
  const allBytes = [...bytes.values()].reduce((a, b) => a + b, 0);
  const stages = stageTimes(profile);
  const stageRows = STAGES.map(([fn, what]) => ({
    stage: `${what} (${fn})`,
    "total %": Number(((100 * (stages.get(fn) ?? 0)) / total).toFixed(1)),
    "µs/country": Number(((plainUs * (stages.get(fn) ?? 0)) / total).toFixed(2)),
  }));
  const gcMs = self.get("(garbage collector) (native:0)") ?? 0;
  console.log(`\n${label}: ${runs} runs of ${inputs.length} countries, ${plainUs.toFixed(1)} µs a country unprofiled`);
  console.log(`garbage collection: ${((100 * gcMs) / total).toFixed(1)} % of the samples`);
  console.log(`allocated (sampled): ${Math.round(allBytes / countries)} bytes a country`);
  console.table(stageRows);
  console.table(rows);
  console.table(allocRows);
}

const texts = loadTexts(WORLD);
const both = !values.lean && !values.full;
if (values.full || both) await profileOf("full answers", parseInputs(texts));
if (values.lean || both) await profileOf("lean answers", parseInputs(leanTexts(texts, REQUEST_VARIABLES.lean)));
