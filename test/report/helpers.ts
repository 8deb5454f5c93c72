/**
 * The report tests' data: the July world fixtures scored by the library, with their warnings, small records, and
 * outlooks made by hand.
 */
import { readFileSync } from "node:fs";
import { scoreCountry } from "../../src/assemble/country.js";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import type { VanskyWarning } from "../../src/errors.js";
import type { VanSkyOutlook } from "../../src/outlook/types.js";

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

/**
 * A hand-made outlook of `code` whose day `i` (from `first`) has `shares[i]` of its `members` runs good: those runs
 * `comfortable`, the others `acceptable` (so the median label and its agreement follow from the share alone);
 * `p_good` is Laplace's (k + 1)/(n + 2) of those k runs, and every run good to drive.
 */
export function handOutlook(
  code: string,
  shares: readonly number[],
  first = "2026-07-15",
  members = 20,
): VanSkyOutlook {
  const q = (score: number) => ({ min: score, p10: score, p25: score, p50: score, p75: score, p90: score, max: score });
  const start = Date.parse(`${first}T00:00:00Z`);
  const laplace = (k: number) => Math.round((1000 * (k + 1)) / (members + 2)) / 1000;
  return {
    code,
    fetched_at: "2026-07-15T11:00:00Z",
    model: "gfs_seamless",
    members,
    models: [{ model: "gfs_seamless", members }],
    coverage: { p10_p90: 0.81, p25_p75: 0.5, min_max: 0.9 },
    estimated: [],
    withheld: [],
    calibration: null,
    days: shares.map((share, i) => {
      const good = Math.round(share * members);
      const label = good > members / 2 ? ("comfortable" as const) : ("acceptable" as const);
      return {
        date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        van: q(share >= 0.5 ? 65 : 55),
        sleep: q(70),
        drive: q(80),
        solar: null,
        label,
        label_members: { ideal: 0, comfortable: good, acceptable: members - good, harsh: 0, extreme: 0 },
        agreement: label === "comfortable" ? good : members - good,
        members_good: good,
        p_good: laplace(good),
        members_drive: members,
        p_drive: laplace(members),
        record: null,
      };
    }),
    best_move_day: null,
    warnings: [],
  };
}
