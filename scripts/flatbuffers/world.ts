/**
 * Writes a world fixture set as the FlatBuffers answers Open-Meteo would send for it (scripts/flatbuffers/writer.ts):
 * `CODE.forecast.fb` and `CODE.marine.fb` beside an `index.json` naming them, for the benchmark of bytes -> record
 * (bench/flatbuffers.bench.mjs). Not in git: fixtures/grid/flatbuffers-<date>/, written when missing.
 *
 *   npx tsx scripts/flatbuffers/world.ts [--set 2026-07-15]
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { writeFlatBuffers } from "./writer.js";

const { values } = parseArgs({ options: { set: { type: "string", default: "2026-07-15" } } });
const set = values.set as string;
const source = new URL(`../../fixtures/world/${set}/`, import.meta.url);
const out = new URL(`../../fixtures/grid/flatbuffers-${set}/`, import.meta.url);
mkdirSync(out, { recursive: true });

interface Entry {
  readonly code: string;
  readonly forecast: string;
  readonly marine: string | null;
}
const index = JSON.parse(readFileSync(new URL("index.json", source), "utf8")) as { countries: Entry[] };

/** The FlatBuffers file of a JSON file of the set, written; its name. */
function write(file: string): string {
  const { bytes, skipped } = writeFlatBuffers(JSON.parse(readFileSync(new URL(file, source), "utf8")));
  if (skipped.length > 0) throw new Error(`${file}: no FlatBuffers meta for ${skipped.join(", ")}`);
  const name = file.replace(/\.json$/, ".fb");
  writeFileSync(new URL(name, out), bytes);
  return name;
}

const countries = index.countries.map((e) => ({
  code: e.code,
  forecast: write(e.forecast),
  marine: e.marine && write(e.marine),
  json: { forecast: `../../world/${set}/${e.forecast}`, marine: e.marine && `../../world/${set}/${e.marine}` },
}));
writeFileSync(new URL("index.json", out), `${JSON.stringify({ set, count: countries.length, countries }, null, 2)}\n`);
console.error(`scripts/flatbuffers/world.ts: ${countries.length} countries of ${set} written as FlatBuffers answers`);
