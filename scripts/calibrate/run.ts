/**
 * `npm run calibrate`: scores every published row of the live VanSky service (../shared/reference/openvan/) from its
 * inputs through `scoreCountry`, with the reconstruction of ./reconstruct.ts, and prints per score the Spearman rank
 * correlation, mean absolute and mean signed error (vansky − live), label agreement, and the mean signed error per
 * weather regime. Options:
 *
 * - `--write` regenerates the figures of docs/model.md's "Compared with the live service" section and its table of
 *   condensation classes by season (the world fixtures, which need no published files);
 * - `--baseline` records this run's figures as the "before" column (./baseline.json);
 * - `--profile overrides.json` scores with `defineProfile(overrides)` instead of the default profile.
 *
 * Without the published files it says so and exits cleanly.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { scoreCountry } from "../../src/assemble/country.js";
import { defaultProfile, defineProfile, type Profile } from "../../src/profile/index.js";
import { condensationBySeason, condensationMarkdown } from "./condensation.js";
import { hasPublished, PUBLISHED_DIR, type PublishedRow, readPublished } from "./published.js";
import { LIVE_VAN_DERATE, reconstruct } from "./reconstruct.js";
import { mean, meanAbsoluteError, meanSignedError, quantile, spearman } from "./stats.js";

/** One row scored: the published row, vansky's scores for it, and what the reconstruction needed. */
interface Scored {
  readonly row: PublishedRow;
  readonly latitude: number;
  readonly van: number;
  readonly sleep: number;
  readonly drive: number;
  readonly solar: number;
  readonly solarKwh: number;
  readonly label: string;
  readonly liveShareOfClearSky: number;
}

/** The figures the report prints and docs/model.md keeps (before and after). */
export interface Figures {
  readonly rows: number;
  readonly scores: Record<ScoreName, { spearman: number; mae: number; bias: number }>;
  readonly labelAgreement: number;
  readonly regimes: { name: string; rows: number; van: number; sleep: number; drive: number }[];
}

type ScoreName = "van" | "sleep" | "drive" | "solar";
const SCORES: readonly ScoreName[] = ["van", "sleep", "drive", "solar"];
const live: Record<ScoreName, (r: PublishedRow) => number> = {
  van: (r) => r.vanScore,
  sleep: (r) => r.sleepScore,
  drive: (r) => r.driveScore,
  solar: (r) => r.solarScore,
};

/** Latitude of the tropics' edge, degrees. */
const TROPIC_DEG = 23.44;
/** The weather regimes of issue 15's table, plus two that its items name (cool dry days, desert heat). */
const REGIMES: readonly { name: string; test: (s: Scored) => boolean }[] = [
  { name: "hot day ≥ 30 °C", test: (s) => s.row.tempDayC >= 30 },
  { name: "humid tropics (night ≥ 22 °C)", test: (s) => s.row.tempNightC >= 22 },
  {
    name: "rainy ≥ 5 mm (outside the tropics)",
    test: (s) => s.row.precipitationMm >= 5 && Math.abs(s.latitude) >= TROPIC_DEG,
  },
  {
    name: "mild (15-27 °C day, < 5 mm)",
    test: (s) => s.row.tempDayC >= 15 && s.row.tempDayC < 27 && s.row.precipitationMm < 5,
  },
  {
    name: "cool dry (10-18 °C day, < 1 mm)",
    test: (s) => s.row.tempDayC >= 10 && s.row.tempDayC < 18 && s.row.precipitationMm < 1,
  },
  { name: "desert heat ≥ 37.5 °C", test: (s) => s.row.tempDayC >= 37.5 },
  { name: "all", test: () => true },
];

function scoreRows(rows: readonly PublishedRow[], profile: Profile): Scored[] {
  return rows.map((row) => {
    const r = reconstruct(row, profile.solar.pv);
    const record = scoreCountry(
      {
        code: row.code,
        region: r.country.region,
        is_coastal: r.country.is_coastal,
        forecast: r.forecast,
        marine: r.marine,
        now: row.fetchedAt,
        fetchedAt: row.fetchedAt,
      },
      { profile },
    );
    return {
      row,
      latitude: r.country.latitude,
      van: record.van_score,
      sleep: record.sleep_score,
      drive: record.drive_score ?? Number.NaN,
      solar: record.solar_score ?? Number.NaN,
      solarKwh: record.solar_kwh ?? Number.NaN,
      label: record.score_label,
      liveShareOfClearSky: r.clearSkyYieldKWh >= 1 ? row.solarKwh / r.clearSkyYieldKWh : Number.NaN,
    };
  });
}

function figures(scored: readonly Scored[]): Figures {
  const scores = {} as Figures["scores"];
  for (const name of SCORES) {
    const ours = scored.map((s) => s[name]);
    const theirs = scored.map((s) => live[name](s.row));
    scores[name] = {
      spearman: spearman(ours, theirs),
      mae: meanAbsoluteError(ours, theirs),
      bias: meanSignedError(ours, theirs),
    };
  }
  const regimes = REGIMES.map(({ name, test }) => {
    const rows = scored.filter(test);
    const bias = (n: ScoreName) =>
      meanSignedError(
        rows.map((s) => s[n]),
        rows.map((s) => live[n](s.row)),
      );
    return { name, rows: rows.length, van: bias("van"), sleep: bias("sleep"), drive: bias("drive") };
  });
  return {
    rows: scored.length,
    scores,
    labelAgreement: mean(scored.map((s) => (s.label === s.row.label ? 1 : 0))),
    regimes,
  };
}

const f2 = (x: number) => x.toFixed(2);
const f3 = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(1)}`;
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;

/** The two tables of the report, each cell "before → after" when a baseline is given. */
export function markdown(after: Figures, before: Figures | null): string {
  const cell = <T>(b: T | undefined, a: T, format: (x: T) => string) =>
    b === undefined ? format(a) : `${format(b)} → ${format(a)}`;
  const mae = (x: number) => x.toFixed(1);
  const lines = [
    "| score | Spearman | mean absolute error | mean signed error |",
    "|---|---|---|---|",
    ...SCORES.map((n) => {
      const a = after.scores[n];
      const b = before?.scores[n];
      return `| ${n}_score | ${cell(b?.spearman, a.spearman, f3)} | ${cell(b?.mae, a.mae, mae)} | ${cell(b?.bias, a.bias, signed)} |`;
    }),
    `| score_label agreement | ${cell(before?.labelAgreement, after.labelAgreement, pct)} | | |`,
    "",
    "| regime (mean signed error, vansky − live) | rows | van | sleep | drive |",
    "|---|---|---|---|---|",
    ...after.regimes.map((a, i) => {
      const b = before?.regimes[i];
      return `| ${a.name} | ${a.rows} | ${cell(b?.van, a.van, signed)} | ${cell(b?.sleep, a.sleep, signed)} | ${cell(b?.drive, a.drive, signed)} |`;
    }),
  ];
  return lines.join("\n");
}

function profileFromArgs(args: readonly string[]): Profile {
  const at = args.indexOf("--profile");
  if (at < 0) return defaultProfile;
  return defineProfile(JSON.parse(readFileSync(args[at + 1] as string, "utf8")));
}

const BASELINE = new URL("./baseline.json", import.meta.url);
const MODEL_DOC = new URL("../../docs/model.md", import.meta.url);

/** Replaces the text between `<!-- name:begin -->` and `<!-- name:end -->` in docs/model.md. */
function writeSection(name: string, text: string): void {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const doc = readFileSync(MODEL_DOC, "utf8");
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/model.md lacks the ${begin} … ${end} markers`);
  writeFileSync(MODEL_DOC, `${doc.slice(0, from + begin.length)}\n${text}\n${doc.slice(to)}`);
}

function main(args: readonly string[]): void {
  const profile = profileFromArgs(args);
  const seasons = condensationMarkdown(condensationBySeason(profile));
  console.log(`condensation_risk of today's night in the world fixtures, by season:\n\n${seasons}\n`);
  if (args.includes("--write")) writeSection("condensation", seasons);
  if (!hasPublished()) {
    console.log(`calibrate: the published files are not in ${PUBLISHED_DIR.pathname}; nothing to compare, skipped.`);
    return;
  }
  const scored = scoreRows(readPublished(), profile);
  const after = figures(scored);
  let before: Figures | null = null;
  try {
    before = JSON.parse(readFileSync(BASELINE, "utf8")) as Figures;
  } catch {
    before = null;
  }
  const shares = scored.map((s) => s.liveShareOfClearSky).filter((x) => !Number.isNaN(x));
  console.log(
    `${after.rows} published country-days. The live kWh over the PV model's clear-sky yield without derate: ` +
      `median ${f2(quantile(shares, 0.5))}, 90th percentile ${f2(quantile(shares, 0.9))}, ` +
      `95th ${f2(quantile(shares, 0.95))} (clear days approach the live derate; reconstruction assumes ${LIVE_VAN_DERATE}).\n`,
  );
  console.log(markdown(after, before));
  if (args.includes("--baseline")) {
    writeFileSync(BASELINE, `${JSON.stringify(after, null, 2)}\n`);
    console.log("\nwrote scripts/calibrate/baseline.json");
  }
  if (args.includes("--write")) {
    writeSection("calibrate", markdown(after, args.includes("--baseline") ? null : before));
    console.log("\nwrote the figures into docs/model.md");
  }
}

main(process.argv.slice(2));
