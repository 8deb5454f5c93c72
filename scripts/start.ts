/**
 * The main job on the embedded world fixtures. Until the scoring engine lands it summarises the fixture sets:
 * per set and region, how many countries, how many with marine data, the range of day temperatures and how
 * many countries meet each hazard the engine must handle during the 7 days.
 */
import { readFileSync } from "node:fs";
import { COUNTRIES } from "../src/index.js";
import { WORLD_SETS } from "./fixtures/generate.js";

interface Daily {
  temperature_2m_max: number[];
  temperature_2m_min: number[];
  wind_gusts_10m_max: number[];
  precipitation_sum: number[];
  weather_code: number[];
}

const started = performance.now();
const root = new URL("../fixtures/world/", import.meta.url);
const regions = [...new Set(COUNTRIES.map((c) => c.region))].sort();
const pad = (s: string | number, n: number) => String(s).padStart(n);

for (const reference of WORLD_SETS) {
  const date = reference.slice(0, 10);
  const index = JSON.parse(readFileSync(new URL(`${date}/index.json`, root), "utf8")) as {
    countries: { code: string; forecast: string; marine: string | null }[];
  };
  console.log(`\nWorld fixtures ${date} (requested ${reference})`);
  console.log(`${"region".padEnd(12)} countries  marine  Tmax range °C   storm  frost  heat≥40  gust≥75  rain≥25`);
  for (const region of regions) {
    const entries = index.countries.filter((e) => COUNTRIES.find((c) => c.code === e.code)?.region === region);
    const days = entries.map(
      (e) => (JSON.parse(readFileSync(new URL(`${date}/${e.forecast}`, root), "utf8")) as { daily: Daily }).daily,
    );
    const count = (test: (d: Daily) => boolean) => days.filter(test).length;
    const maxima = days.flatMap((d) => d.temperature_2m_max);
    console.log(
      `${region.padEnd(12)} ${pad(entries.length, 9)} ${pad(entries.filter((e) => e.marine).length, 7)}` +
        `  ${pad(Math.min(...maxima).toFixed(1), 6)} .. ${pad(Math.max(...maxima).toFixed(1), 5)}` +
        ` ${pad(
          count((d) => d.weather_code.some((c) => c >= 95)),
          7,
        )}` +
        ` ${pad(
          count((d) => d.temperature_2m_min.some((t) => t < 0)),
          6,
        )}` +
        ` ${pad(
          count((d) => d.temperature_2m_max.some((t) => t >= 40)),
          8,
        )}` +
        ` ${pad(
          count((d) => d.wind_gusts_10m_max.some((g) => g >= 75)),
          8,
        )}` +
        ` ${pad(
          count((d) => d.precipitation_sum.some((p) => p >= 25)),
          8,
        )}`,
    );
  }
}
console.log(
  `\n${COUNTRIES.length} countries, ${WORLD_SETS.length} sets, read in ${(performance.now() - started).toFixed(0)} ms`,
);
