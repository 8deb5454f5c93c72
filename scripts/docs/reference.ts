/**
 * Compares vansky's van and sleep scores with the live service's published ones for the 162 countries of
 * ../shared/reference/openvan/vansky-weather-2026-10-10.csv (`npm run docs:reference`), by band of day and night
 * temperature. The snapshot has only day and night temperature, rain and maximum wind, so vansky scores each
 * country from those alone (no cloud, humidity, gusts or hourly data): a comparison of shapes, not numbers.
 */
import { readFileSync } from "node:fs";
import { defaultProfile } from "../../src/profile/index.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { vanScore } from "../../src/scores/van.js";
import { mildDayFromSnapshot } from "./snapshot-day.js";

const csv = readFileSync(
  new URL("../../../shared/reference/openvan/vansky-weather-2026-10-10.csv", import.meta.url),
  "utf8",
);
const rows = csv
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split(","))
  .filter((r) => r[10] !== "" && r[11] !== "")
  .map((r) => ({
    code: r[0] as string,
    van: Number(r[2]),
    sleep: Number(r[5]),
    day: mildDayFromSnapshot(Number(r[10]), Number(r[11]), Number(r[12] || 0), Number(r[13] || 0)),
  }));

function table(title: string, key: "van" | "sleep", bandOf: (r: (typeof rows)[number]) => number, width: number) {
  const bands = new Map<number, { theirs: number[]; ours: number[] }>();
  for (const r of rows) {
    const band = Math.floor(bandOf(r) / width) * width;
    const ours =
      key === "van"
        ? vanScore(r.day, { seaScore: null, solarScore: null }, defaultProfile).score
        : sleepScore(r.day.night, defaultProfile).score;
    const entry = bands.get(band) ?? { theirs: [], ours: [] };
    entry.theirs.push(r[key]);
    entry.ours.push(ours ?? Number.NaN);
    bands.set(band, entry);
  }
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(0);
  console.log(`\n${title}\n\n| band (°C) | countries | VanSky mean | vansky mean |\n|---|---|---|---|`);
  for (const [band, e] of [...bands].sort((a, b) => a[0] - b[0])) {
    console.log(`| ${band} to ${band + width} | ${e.theirs.length} | ${mean(e.theirs)} | ${mean(e.ours)} |`);
  }
}

table("van_score by day temperature", "van", (r) => r.day.tempMaxC, 3);
table("sleep_score by night temperature", "sleep", (r) => r.day.tempMinC, 4);
