/**
 * Adapter benchmark against the built package (dist/): normalizeForecast + normalizeMarine over the 250 world-fixture
 * countries of one set, as a ratio of JSON.parse of the same raw texts measured in the same process (target <= 0.15).
 * Writes bench/results/adapter.json. `--quick` shortens the runs for CI smoke checks.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Bench } from "tinybench";
import { normalizeForecast, normalizeMarine } from "../dist/index.js";

const quick = process.argv.includes("--quick");
const set = new URL("../fixtures/world/2026-07-15/", import.meta.url);
const files = readdirSync(set).filter((f) => f.endsWith(".forecast.json") || f.endsWith(".marine.json"));
const texts = files.map((f) => readFileSync(new URL(f, set), "utf8"));
const parsed = texts.map((t) => JSON.parse(t));
const isMarine = files.map((f) => f.endsWith(".marine.json"));
let sink = 0;

const bench = new Bench({ time: quick ? 300 : 2000, warmupTime: quick ? 100 : 500 });
bench
  .add("JSON.parse (250 forecasts + 205 marine)", () => {
    for (const t of texts) sink += JSON.parse(t).latitude;
  })
  .add("normalize (250 forecasts + 205 marine)", () => {
    for (let i = 0; i < parsed.length; i++) {
      const series = isMarine[i] ? normalizeMarine(parsed[i]) : normalizeForecast(parsed[i]);
      sink += series?.latitude ?? 0;
    }
  });
await bench.run();

const median = (task) => task.result?.latency?.p50 ?? Number.NaN;
const [parse, normalize] = bench.tasks.map(median);
const result = {
  node: process.version,
  quick,
  countries: texts.length,
  parseMs: parse,
  normalizeMs: normalize,
  microsecondsPerResponse: (normalize * 1000) / texts.length,
  ratioToParse: normalize / parse,
  target: 0.15,
};
console.table(bench.table());
console.log(result, sink > 0 ? "" : " ");
mkdirSync(new URL("results/", import.meta.url), { recursive: true });
writeFileSync(new URL("results/adapter.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
