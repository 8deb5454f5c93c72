/**
 * The main job: scores every country of the embedded world fixtures (`npm start`) and prints a table, or writes the
 * `weatherListResponse` JSON with `--json [FILE]` (stdout without FILE). `--set 2026-01-15` picks the winter set;
 * `--help` prints the usage; a `--set` that names no set is one usage line, exit 2.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { scoreCountry, type VanSkyCountry, weatherListResponse } from "../src/index.js";
import { WORLD_SETS } from "./fixtures/generate.js";

const DATES = WORLD_SETS.map((r) => r.slice(0, 10));
const USAGE = `Usage: npm start -- [--set ${DATES.join("|")}] [--json [FILE]]`;
const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(`${USAGE}

Scores every country of a world-fixture set (default ${DATES[0]}) and prints a table with the time it took;
--json writes the /api/weatherscore/weather body to FILE (stdout without FILE) instead.`);
  process.exit(0);
}
const setArg = args.indexOf("--set");
const date = setArg >= 0 ? (args[setArg + 1] ?? "") : (DATES[0] as string);
const reference = WORLD_SETS.find((r) => r.slice(0, 10) === date);
if (!reference) {
  console.error(`npm start: --set is one of ${DATES.join(", ")}, got ${JSON.stringify(date)}\n${USAGE}`);
  process.exit(2);
}
const root = new URL(`../fixtures/world/${date}/`, import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), "utf8"));
const index = read("index.json") as {
  countries: { code: string; forecast: string; marine: string | null; fetched_at?: string }[];
};

// each record dated as vansky score dates a fetched folder: by its index entry's fetched_at (the set's instant)
const inputs = index.countries.map((e) => ({
  code: e.code,
  forecast: read(e.forecast),
  marine: e.marine ? read(e.marine) : null,
  ...(e.fetched_at === undefined ? {} : { fetchedAt: e.fetched_at }),
}));
const started = performance.now();
const records: VanSkyCountry[] = inputs.map((input) => scoreCountry({ ...input, now: reference }));
const elapsedMs = performance.now() - started;

const jsonArg = args.indexOf("--json");
if (jsonArg >= 0) {
  const body = `${JSON.stringify(weatherListResponse(records, { updatedAt: reference, source: "Open-Meteo (world fixtures)" }))}\n`;
  const file = args[jsonArg + 1];
  if (file && !file.startsWith("--")) writeFileSync(file, body);
  else process.stdout.write(body);
} else {
  const pad = (s: unknown, n: number) => String(s ?? "-").padEnd(n);
  console.log(`World fixtures ${date}, now = ${reference}\n`);
  console.log(
    `${pad("code", 5)}${pad("van", 5)}${pad("label", 12)}${pad("sleep", 6)}${pad("drive", 6)}${pad("solar", 6)}${pad("sea", 5)}${pad("awning", 9)}${pad("condens.", 9)}best move day`,
  );
  for (const r of records) {
    console.log(
      `${pad(r.code, 5)}${pad(r.van_score, 5)}${pad(r.score_label, 12)}${pad(r.sleep_score, 6)}${pad(r.drive_score, 6)}${pad(r.solar_score, 6)}${pad(r.sea_score, 5)}${pad(r.awning_status, 9)}${pad(r.condensation_risk, 9)}${r.best_move_day.date}`,
    );
  }
  console.log(
    `\n${records.length} countries scored in ${elapsedMs.toFixed(0)} ms (${((elapsedMs * 1000) / records.length).toFixed(0)} µs per country, JSON parsing excluded; a cold start from source: npm run bench measures the steady state)`,
  );
}
