/** The report tests' data: the July world fixtures scored by the library, with their warnings, and small records. */
import { readFileSync } from "node:fs";
import { scoreCountry } from "../../src/assemble/country.js";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import type { VanskyWarning } from "../../src/errors.js";

const WORLD = new URL("../../fixtures/world/2026-07-15/", import.meta.url);
/** The world set's reference instant, the `now` of its records and of their report. */
export const NOW = "2026-07-15T12:00:00Z";
/** Codes fetched 20 h before `NOW` in `worldSet()`: stale at the default 12 h limit. */
export const STALE = ["BR", "IN", "ZA"] as const;

const read = (file: string) => JSON.parse(readFileSync(new URL(file, WORLD), "utf8"));

/** The 250 records of the July world set (fetched an hour before `NOW`, `STALE` 20 h) and their warnings by code. */
export function worldSet(): { records: VanSkyCountry[]; warnings: Record<string, VanskyWarning[]> } {
  const index = read("index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  const warnings: Record<string, VanskyWarning[]> = {};
  const records = index.countries.map(({ code, forecast, marine }) => {
    const hoursAgo = (STALE as readonly string[]).includes(code) ? 20 : 1;
    const fetchedAt = new Date(Date.parse(NOW) - hoursAgo * 3_600_000).toISOString();
    const input = { code, forecast: read(forecast), marine: marine ? read(marine) : null, now: NOW, fetchedAt };
    const onWarning = (w: VanskyWarning) => {
      warnings[code] = [...(warnings[code] ?? []), w];
    };
    return scoreCountry(input, { onWarning });
  });
  return { records, warnings };
}

/** The record of one country of the July world set, fetched an hour before `NOW`. */
export function worldRecord(code: string): VanSkyCountry {
  const index = read("index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  const entry = index.countries.find((e) => e.code === code);
  if (!entry) throw new Error(`${code} is not in the July world set`);
  const marine = entry.marine ? read(entry.marine) : null;
  return scoreCountry({ code, forecast: read(entry.forecast), marine, now: NOW, fetchedAt: "2026-07-15T11:00:00Z" });
}
