/**
 * The benchmark suite, against the built package (dist/): `npm run bench` (full: the 25 000-point grid throughout)
 * and `npm run bench:check` (quick: shorter runs, scaling on a 2 500-point grid, the parallel speed-up still on
 * 25 000 points, where worker start-up no longer hides it; exits 1 when a figure misses its gate, see
 * targets.mjs). Generates the grids when missing, prints a table and writes bench/results/latest.json.
 * Run with --expose-gc for the retained-heap figure.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { engine } from "./engine.bench.mjs";
import { oversized } from "./fetch.bench.mjs";
import { flatbuffersBench } from "./flatbuffers.bench.mjs";
import { outlookBench } from "./outlook.bench.mjs";
import { parallel } from "./parallel.bench.mjs";
import { planCost } from "./plan.bench.mjs";
import { retainedHeap, scale } from "./scale.bench.mjs";
import { reloadMemory, serveBench } from "./serve.bench.mjs";
import { FIGURES, gateOf, passes } from "./targets.mjs";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    points: { type: "string" },
  },
});
const quick = values.quick || values.check;
const points = Number(values.points ?? (quick ? 2500 : 25_000));
const PARALLEL_POINTS = 25_000;

/** The folder of the `n`-point grid, generated when missing. */
function grid(n) {
  const dir = new URL(`../fixtures/grid/${n}-2026-07-15/`, import.meta.url);
  if (!existsSync(new URL("index.json", dir))) {
    console.error(`bench: generating the ${n}-point grid (fixtures/grid, not in git)...`);
    execFileSync("npx", ["tsx", "scripts/fixtures/grid.ts", "--points", String(n)], { stdio: "inherit" });
  }
  return dir;
}

/** The measurements, each giving some of the figures (targets.mjs) with their context. */
const MEASURES = [
  ["Open-Meteo API calls per refresh, by request plan", () => planCost()],
  ["engine vs JSON.parse and suncalc", () => engine({ quick })],
  [`scaling over ${points} grid points`, () => scale({ gridDir: grid(points) })],
  ["retained heap per record", () => retainedHeap()],
  [
    `the CLI with 1 and 2 workers over ${PARALLEL_POINTS} grid points`,
    () => parallel({ gridDir: grid(PARALLEL_POINTS) }),
  ],
  ["vansky serve vs plain node:http (autocannon)", () => serveBench({ quick })],
  ["vansky serve's memory across 60 reloads", () => reloadMemory()],
  ["vansky fetch's memory given an answer without end", () => oversized()],
  ["the outlook of 250 countries × 31 members, and the ensemble plan's calls", () => outlookBench({ quick })],
  ["answer bytes -> record, FlatBuffers against JSON", () => flatbuffersBench({ quick })],
];
/**
 * bench:check measures a part again, up to twice, when one of its figures misses its gate, and keeps the attempt
 * with the fewest misses: load from other work on a shared machine only ever slows a timing (and a loaded second
 * core lowers the parallel figure), so a miss is confirmed only when it repeats.
 */
const ATTEMPTS = values.check ? 3 : 1;
const misses = (part) =>
  Object.entries(part.figures ?? {}).filter(([key, value]) => !passes(FIGURES[key], value, part.absolute));

const parts = [];
for (const [name, measure] of MEASURES) {
  console.error(`bench: ${name}...`);
  let kept = await measure();
  for (let attempt = 2; attempt <= ATTEMPTS && misses(kept).length > 0; attempt++) {
    const missed = misses(kept).map(([key, value]) => `${key} ${value.toFixed(3)}`);
    console.error(`bench:check: ${missed.join(", ")} missed the gate; measuring again (attempt ${attempt})`);
    const next = await measure();
    if (misses(next).length < misses(kept).length) kept = next;
  }
  parts.push(kept);
}

const figures = Object.assign({}, ...parts.map((p) => p.figures ?? {}));
const absolute = Object.assign({}, ...parts.map((p) => p.absolute ?? {}));
const context = Object.assign({}, ...parts.map((p) => p.context ?? {}));
console.table(parts.find((p) => p.table)?.table);
const rows = Object.entries(FIGURES).map(([key, f]) => ({
  figure: f.title,
  value: Number(figures[key].toFixed(3)),
  target: `${f.better === "lower" ? "<=" : ">="} ${f.target}`,
  gate: `${f.better === "lower" ? "<=" : ">="} ${gateOf(f, absolute).toFixed(3)}`,
  status: passes(f, figures[key], absolute)
    ? passes({ ...f, gate: f.target, ofCeiling: undefined }, figures[key])
      ? "ok"
      : "within gate"
    : "FAIL",
}));
console.table(rows);
console.log(
  `floor: reading every input value once costs ${context.floorVsParse.toFixed(3)} × JSON.parse; ` +
    `the engine costs ${context.engineVsFloor.toFixed(2)} × that floor`,
);
console.log(
  `lean answers (hourly series alone): reading every value once costs ${context.leanFloorVsParse.toFixed(3)} × ` +
    `their JSON.parse; the engine ${context.leanEngineVsFloor.toFixed(2)} × that floor, ` +
    `${context.leanScoreVsFull.toFixed(2)} × scoring the full answers`,
);
if (absolute.floorMicrosecondsPerCountry !== undefined) {
  // a full answer's scoring is reading it plus the engine's own work; a lean answer's adds the derivations (daily
  // values from hourly ones, sun times) Open-Meteo did for the full one (issue 34: where the time is)
  const { microsecondsPerCountry: full, leanMicrosecondsPerCountry: lean } = absolute;
  const own = full - absolute.floorMicrosecondsPerCountry;
  const derivations = lean - absolute.leanFloorMicrosecondsPerCountry - own;
  const us = (x) => `${x.toFixed(0)} µs`;
  console.log(
    `per country: full answers ${us(full)} (reading every value ${us(absolute.floorMicrosecondsPerCountry)}, the ` +
      `engine's own work ${us(own)}); lean answers ${us(lean)} (reading ` +
      `${us(absolute.leanFloorMicrosecondsPerCountry)}, derivations ${us(derivations)}, own work ${us(own)})`,
  );
}
for (const [name, plan] of Object.entries(context.plans))
  console.log(
    `${name} plan: ${plan.calls} API calls per refresh (${plan.perLocation} a location, ${plan.perSeaPoint} a sea ` +
      `point), ${plan.refreshesPerDay} refreshes a day on the free tier`,
  );
const { outlook } = context;
console.log(
  `outlook: ${outlook.countries} countries × ${outlook.members} members, ${outlook.days} days: ` +
    `${absolute.outlookMicrosecondsPerMember.toFixed(0)} µs a member against ` +
    `${absolute.deterministicMicrosecondsPerCountry.toFixed(0)} µs a deterministic record; heap of the parsed answers ` +
    `${absolute.ensembleInputsHeapMb.toFixed(0)} MB, of the outlooks ${absolute.outlooksHeapMb.toFixed(1)} MB, RSS ` +
    `${absolute.outlookPeakRssMb.toFixed(0)} MB at most while making them; default plan ${outlook.model} (${outlook.members_asked} members, ` +
    `${outlook.variables} variables): ${figures.ensembleCalls} calls`,
);
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
const { json, flatbuffers } = context.bytes;
console.log(
  `answer bytes -> record: JSON ${absolute.jsonBytesToRecordMicroseconds.toFixed(0)} µs a country, FlatBuffers ` +
    `${absolute.flatbuffersBytesToRecordMicroseconds.toFixed(0)} µs; the 250 countries' answers on disk and wire ` +
    `(each compressed alone): JSON ${kb(json.raw)} raw, ${kb(json.gzip)} gzip, ${kb(json.brotli)} brotli; ` +
    `FlatBuffers ${kb(flatbuffers.raw)}, ${kb(flatbuffers.gzip)}, ${kb(flatbuffers.brotli)}`,
);
console.log(absolute);
const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  quick,
  points,
  figures,
  context,
  absolute,
};
mkdirSync(new URL("results/", import.meta.url), { recursive: true });
writeFileSync(new URL("results/latest.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
if (values.check && rows.some((r) => r.status === "FAIL")) {
  console.error("bench:check: a figure missed its gate (see bench/targets.mjs)");
  process.exitCode = 1;
}
