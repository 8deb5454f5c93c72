/**
 * The condensation classes of the world fixtures (fixtures/world/, both sets), today's night of every country, by
 * season: the northern and southern extratropics (beyond 23.44°) and the tropics.
 */
import { readFileSync } from "node:fs";
import { scoreCountry } from "../../src/assemble/country.js";
import { getCountry } from "../../src/countries/index.js";
import type { Profile } from "../../src/profile/index.js";

const SETS = ["2026-07-15", "2026-01-15"] as const;
const ROOT = new URL("../../fixtures/world/", import.meta.url);
const CLASSES = ["low", "medium", "high"] as const;
const TROPIC_DEG = 23.44;

/** One row of the table: a set and a zone with its season, and the share of nights in each class. */
export interface SeasonRow {
  readonly set: string;
  readonly zone: string;
  readonly nights: number;
  readonly shares: Readonly<Record<(typeof CLASSES)[number], number>>;
}

const read = (path: string) => JSON.parse(readFileSync(new URL(path, ROOT), "utf8"));

/** The class shares per set and zone, and over each whole set. */
export function condensationBySeason(profile: Profile): SeasonRow[] {
  const rows: SeasonRow[] = [];
  for (const set of SETS) {
    const index = read(`${set}/index.json`) as {
      reference: string;
      countries: { code: string; forecast: string; marine: string | null }[];
    };
    const northSummer = set.slice(5, 7) === "07";
    const zones = new Map<string, number[]>();
    for (const entry of index.countries) {
      const record = scoreCountry(
        {
          code: entry.code,
          forecast: read(`${set}/${entry.forecast}`),
          marine: entry.marine ? read(`${set}/${entry.marine}`) : null,
          now: index.reference,
        },
        { profile },
      );
      const lat = getCountry(entry.code)?.latitude ?? 0;
      const zone =
        lat >= TROPIC_DEG
          ? `north (${northSummer ? "summer" : "winter"})`
          : lat <= -TROPIC_DEG
            ? `south (${northSummer ? "winter" : "summer"})`
            : "tropics";
      for (const z of [zone, "all"]) {
        const counts = zones.get(z) ?? [0, 0, 0];
        const k = CLASSES.indexOf(record.condensation_risk);
        counts[k] = (counts[k] ?? 0) + 1;
        zones.set(z, counts);
      }
    }
    for (const [zone, counts] of [...zones].sort((a, b) =>
      a[0] === "all" ? 1 : b[0] === "all" ? -1 : a[0] < b[0] ? -1 : 1,
    )) {
      const nights = counts.reduce((a, b) => a + b, 0);
      rows.push({
        set,
        zone,
        nights,
        shares: { low: (counts[0] ?? 0) / nights, medium: (counts[1] ?? 0) / nights, high: (counts[2] ?? 0) / nights },
      });
    }
  }
  return rows;
}

/** The rows as a Markdown table. */
export function condensationMarkdown(rows: readonly SeasonRow[]): string {
  const pct = (x: number) => `${Math.round(100 * x)} %`;
  return [
    "| world set | zone (season) | nights | low | medium | high |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.set} | ${r.zone} | ${r.nights} | ${pct(r.shares.low)} | ${pct(r.shares.medium)} | ${pct(r.shares.high)} |`,
    ),
  ].join("\n");
}
