/** Helpers shared by the benchmarks: fixture loading and medians of tinybench suites repeated a few times. */
import { readFileSync } from "node:fs";
import { PerformanceObserver, performance } from "node:perf_hooks";
import { Bench } from "tinybench";

export const WORLD = new URL("../fixtures/world/2026-07-15/", import.meta.url);
export const NOW = "2026-07-15T12:00:00Z";

/** The raw texts of a fixture folder's locations, in index order. */
export function loadTexts(dir, limit = Number.POSITIVE_INFINITY) {
  const index = JSON.parse(readFileSync(new URL("index.json", dir), "utf8"));
  return index.countries.slice(0, limit).map((e) => ({
    code: e.code,
    region: e.region,
    is_coastal: e.is_coastal,
    forecast: readFileSync(new URL(e.forecast, dir), "utf8"),
    marine: e.marine ? readFileSync(new URL(e.marine, dir), "utf8") : null,
  }));
}

/**
 * The texts a lean request gets for the same locations (`REQUEST_VARIABLES.lean` of the built package: the hourly
 * series alone, without `current`, `daily` and the variables it does not ask), built from loaded texts. The world
 * fixtures hold every series the lean plan asks (fixtures/README.md), so these are whole lean answers.
 */
export function leanTexts(texts, variables) {
  const lean = (text, api) => {
    if (text === null) return null;
    const response = JSON.parse(text);
    const asked = new Set(["time", ...variables[api].hourly]);
    const out = {};
    for (const [key, value] of Object.entries(response))
      if (!/^(current|hourly|daily)(_units)?$/.test(key)) out[key] = value;
    for (const key of ["hourly", "hourly_units"])
      out[key] = Object.fromEntries(Object.entries(response[key]).filter(([name]) => asked.has(name)));
    return JSON.stringify(out);
  };
  return texts.map((t) => ({ ...t, forecast: lean(t.forecast, "forecast"), marine: lean(t.marine, "marine") }));
}

/** Parsed `CountryInput`s of loaded texts. */
export const parseInputs = (texts) =>
  texts.map((t) => ({
    code: t.code,
    forecast: JSON.parse(t.forecast),
    marine: t.marine === null ? null : JSON.parse(t.marine),
    now: NOW,
    ...(t.region === undefined ? {} : { region: t.region, is_coastal: t.is_coastal }),
  }));

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Runs the tasks `rounds` times as tinybench suites (every task in every round, so a burst of load on the shared
 * machine hits all of them) and returns each task's fastest run, in ms: other work on a shared machine only ever
 * adds time, so the minimum is the steadiest estimate of the cost (the medians moved by ±30 % between runs here,
 * the minima by ±5 %).
 */
export async function measure(tasks, { rounds, time }) {
  const perTask = Object.fromEntries(Object.keys(tasks).map((k) => [k, []]));
  let table;
  for (let r = 0; r < rounds; r++) {
    const bench = new Bench({ time, warmupTime: Math.min(200, time / 2) });
    for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
    await bench.run();
    for (const task of bench.tasks) perTask[task.name].push(task.result.latency.min);
    table = bench.table();
  }
  return { ms: Object.fromEntries(Object.entries(perTask).map(([k, v]) => [k, Math.min(...v)])), table };
}

/**
 * The share of the wall time `run` spends in garbage collection over `passes` calls, from the `gc` entries of a
 * PerformanceObserver (every pause, minor and major), after a full collection when the process has --expose-gc.
 */
export async function gcShare(run, passes) {
  globalThis.gc?.();
  let gcMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  observer.observe({ entryTypes: ["gc"] });
  const started = performance.now();
  for (let p = 0; p < passes; p++) run();
  const wallMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 10)); // the observer hears of the last pauses asynchronously
  observer.disconnect();
  return gcMs / wallMs;
}

/**
 * The least any validating engine does with a parsed response: read every value of its current, hourly and daily
 * sections once, check that it is a number in range, null, or a time string of the right length, and store it.
 * Returns how many values it read. The benchmark's floor: the engine's cost is reported against it too.
 */
export function touchEveryValue(response, sink) {
  let n = 0;
  for (const section of ["current", "hourly", "daily"]) {
    const block = response[section];
    if (block === undefined) continue;
    for (const key in block) {
      const values = block[key];
      if (!Array.isArray(values)) {
        if (typeof values === "number") sink[n++ & 4095] = values;
        continue;
      }
      for (let i = 0; i < values.length; i++) {
        const v = values[i];
        if (typeof v === "number") {
          if (!(v >= -1e6 && v <= 1e6)) throw new Error(`${section}.${key}[${i}] out of range`);
          sink[n++ & 4095] = v;
        } else if (typeof v === "string") {
          if (v.length !== 16 && v.length !== 10) throw new Error(`${section}.${key}[${i}] is not a time`);
          sink[n++ & 4095] = v.charCodeAt(12);
        } else if (v !== null) throw new Error(`${section}.${key}[${i}] is neither a number nor null`);
      }
    }
  }
  return n;
}
