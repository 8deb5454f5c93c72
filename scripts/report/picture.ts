/**
 * The README's pictures of the report (docs/img/report.png, docs/img/report-odds.png): what they show, so that the
 * script that takes them (./screenshot.ts) and the check that they are current (test/report/picture.test.ts) render
 * the same pages. The July world set, every record fetched an hour before the set's instant, drawn by the current
 * renderer; and the places of the ensemble sample (PT, CH, AU) with their outlooks. Each picture's file, window and
 * page, and how a page is fingerprinted.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { scoreCountry } from "../../src/assemble/country.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { renderReport } from "../../src/report/index.js";
import { WORLD_SETS } from "../fixtures/generate.js";

const reference = WORLD_SETS[0];
const fetchedAt = new Date(Date.parse(reference) - 3_600_000).toISOString();
const root = new URL(`../../fixtures/world/${reference.slice(0, 10)}/`, import.meta.url);
const ensembles = new URL(`../../fixtures/ensemble/${reference.slice(0, 10)}/`, import.meta.url);
const read = (file: string, dir = root) => JSON.parse(readFileSync(new URL(file, dir), "utf8"));
const index = () => read("index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };

/** The records of the July world set's places `codes` (all of them by default), fetched an hour before its instant. */
function records(codes?: readonly string[]) {
  return index()
    .countries.filter((e) => codes === undefined || codes.includes(e.code))
    .map((e) =>
      scoreCountry({
        code: e.code,
        forecast: read(e.forecast),
        marine: e.marine ? read(e.marine) : null,
        now: reference,
        fetchedAt,
      }),
    );
}

/** The page of the report of the July world set. */
function worldPage(): string {
  const data = records();
  return renderReport({ data, count: data.length, updated_at: fetchedAt, source: "Open-Meteo" }, { now: reference });
}

/** The page of the ensemble sample's places (AU, CH, PT) with their outlooks, each with its record's forecast. */
function oddsPage(): string {
  const codes = ["AU", "CH", "PT"];
  const data = records(codes);
  const outlooks = codes.map((code) =>
    outlookCountry(
      {
        code,
        forecast: read(`${code}.ensemble.json`, ensembles),
        marine: data.find((r) => r.code === code)?.is_coastal ? read(`${code}.marine.json`) : null,
        deterministic: read(`${code}.forecast.json`),
        fetchedAt: reference,
      },
      { model: "gfs_seamless" },
    ),
  );
  return renderReport(
    { data, count: data.length, updated_at: fetchedAt, source: "Open-Meteo" },
    { now: reference, outlooks },
  );
}

/** A picture of the README: its file, the SHA-256 of the page beside it, its window (CSS px) and its page. */
export interface Picture {
  readonly file: string;
  readonly hashFile: string;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly html: () => string;
}

const picture = (name: string, viewport: Picture["viewport"], html: () => string): Picture => {
  const file = fileURLToPath(new URL(`../../docs/img/${name}`, import.meta.url));
  return { file, hashFile: `${file}.sha256`, viewport, html };
};

/** The README's pictures: the world report, and the sample's places with their odds strips. */
export const PICTURES: readonly Picture[] = [
  picture("report.png", { width: 1000, height: 860 }, worldPage),
  picture("report-odds.png", { width: 1280, height: 970 }, oddsPage),
];

/** The fingerprint of a page: its SHA-256, hex. */
export const hashOf = (html: string): string => createHash("sha256").update(html).digest("hex");
