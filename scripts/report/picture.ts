/**
 * The README's picture of the report (docs/img/report.png): what it shows, so that the script that takes it
 * (./screenshot.ts) and the check that it is current (test/report/picture.test.ts) render the same page. The July
 * world set, every record fetched an hour before the set's instant, drawn by the current renderer; the picture's
 * file names beside it and how its page is fingerprinted.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { scoreCountry } from "../../src/assemble/country.js";
import { renderReport } from "../../src/report/index.js";
import { WORLD_SETS } from "../fixtures/generate.js";

/** The picture, and beside it the SHA-256 of the page it was taken of. */
export const PICTURE = fileURLToPath(new URL("../../docs/img/report.png", import.meta.url));
export const PICTURE_HASH = `${PICTURE}.sha256`;
/** The browser window the picture is taken in, CSS px. */
export const VIEWPORT = { width: 1000, height: 860 } as const;

const reference = WORLD_SETS[0];
const root = new URL(`../../fixtures/world/${reference.slice(0, 10)}/`, import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), "utf8"));

/** The page the picture shows: the report of the July world set, fetched an hour before its instant. */
export function pictureHtml(): string {
  const index = read("index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  const fetchedAt = new Date(Date.parse(reference) - 3_600_000).toISOString();
  const records = index.countries.map((e) =>
    scoreCountry({
      code: e.code,
      forecast: read(e.forecast),
      marine: e.marine ? read(e.marine) : null,
      now: reference,
      fetchedAt,
    }),
  );
  return renderReport(
    { data: records, count: records.length, updated_at: fetchedAt, source: "Open-Meteo" },
    { now: reference },
  );
}

/** The fingerprint of a page: its SHA-256, hex. */
export const hashOf = (html: string): string => createHash("sha256").update(html).digest("hex");
