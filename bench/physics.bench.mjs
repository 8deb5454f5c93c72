/**
 * Physics benchmarks against the built package (dist/). Every figure that matters is a ratio of two timings taken
 * in the same process, because the machines are shared and noisy:
 * - dew point for every hour of the 250 world-fixture countries / JSON.parse of the same forecast texts;
 * - sunDay (our suncalc wrapper) / a bare suncalc.getTimes call: the wrapper's overhead.
 * Writes bench/results/physics.json. Run with `npm run bench`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { getTimes } from "suncalc";
import { Bench } from "tinybench";
import { COUNTRIES, dewPointC, sunDay } from "../dist/index.js";

const quick = process.argv.includes("--quick");
const set = new URL("../fixtures/world/2026-07-15/", import.meta.url);
const texts = readdirSync(set)
  .filter((f) => f.endsWith(".forecast.json"))
  .map((f) => readFileSync(new URL(f, set), "utf8"));
const responses = texts.map((t) => JSON.parse(t));
const day = Math.floor(Date.UTC(2026, 6, 15) / 86_400_000);
let sink = 0;

const bench = new Bench({ time: quick ? 200 : 1000, warmupTime: quick ? 50 : 200 });
bench
  .add("JSON.parse 250 forecasts", () => {
    for (const t of texts) sink += JSON.parse(t).latitude;
  })
  .add("dewPointC 250 x 168 hours", () => {
    for (const r of responses) {
      const t = r.hourly.temperature_2m;
      const rh = r.hourly.relative_humidity_2m;
      for (let i = 0; i < t.length; i++) sink += dewPointC(t[i], rh[i]);
    }
  })
  .add("sunDay 250 countries", () => {
    for (const c of COUNTRIES) sink += sunDay(day, c.latitude, c.longitude).daylightSeconds;
  })
  .add("suncalc.getTimes 250 countries", () => {
    for (const c of COUNTRIES) {
      const noon = new Date(day * 86_400_000 + 43_200_000 - (c.longitude / 15) * 3_600_000);
      sink += getTimes(noon, c.latitude, c.longitude).solarNoon.getTime();
    }
  });
await bench.run();

const median = (name) => bench.getTask(name)?.result?.latency?.p50 ?? Number.NaN;
const ratios = {
  dewPointVsParse: median("dewPointC 250 x 168 hours") / median("JSON.parse 250 forecasts"),
  sunDayVsGetTimes: median("sunDay 250 countries") / median("suncalc.getTimes 250 countries"),
};
console.table(bench.table());
console.log("ratios (same process):", ratios, sink > 0 ? "" : " ");
mkdirSync(new URL("results/", import.meta.url), { recursive: true });
writeFileSync(
  new URL("results/physics.json", import.meta.url),
  `${JSON.stringify({ node: process.version, quick, medianMs: Object.fromEntries(bench.tasks.map((t) => [t.name, median(t.name)])), ratios }, null, 2)}\n`,
);
