/** Records, outlooks and requests shared by the serving tests. */
import { readFileSync } from "node:fs";
import { scoreCountries } from "../../src/assemble/batch.js";
import type { CountryInput } from "../../src/assemble/country.js";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { getCountry } from "../../src/countries/index.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import type { VanSkyOutlook } from "../../src/outlook/types.js";
import { world } from "../adapters/helpers.js";

export const NOW = "2026-07-15T12:00:00Z";
/** The envelopes' updated_at in the tests, and its HTTP-date (RFC 9110 §5.6.7) worked out by hand. */
export const UPDATED_AT = "2026-07-15T12:05:00Z";
export const UPDATED_AT_HTTP = "Wed, 15 Jul 2026 12:05:00 GMT";
export const SOURCE = "Open-Meteo";

interface IndexEntry {
  readonly code: string;
  readonly forecast: string;
  readonly marine: string | null;
}

/** The world fixtures' inputs of `date` (`2026-07-15` or `2026-01-15`), the first `n`, with `now` and `fetchedAt`. */
export function inputs(n: number, date = "2026-07-15", fetchedAt: string | null = null): CountryInput[] {
  const index = world(date, "index.json") as unknown as { countries: IndexEntry[] };
  return index.countries.slice(0, n).map((e) => ({
    code: e.code,
    forecast: world(date, e.forecast),
    marine: e.marine ? world(date, e.marine) : null,
    now: `${date}T12:00:00Z`,
    fetchedAt,
  }));
}

/** Scored records of the first `n` world-fixture countries. */
export const records = (n: number, date = "2026-07-15", fetchedAt: string | null = null): VanSkyCountry[] =>
  scoreCountries(inputs(n, date, fetchedAt));

/** A request to `path` on a test origin. */
export const request = (path: string, init: RequestInit = {}): Request =>
  new Request(`http://vansky.test${path}`, init);

/** A response's headers as a plain object (lower-case names). */
export const headersOf = (response: Response): Record<string, string> => Object.fromEntries(response.headers);

/**
 * The ensemble sample's answers (fixtures/ensemble/2026-07-15: PT, CH, AU) and their outlooks, fetched at `NOW`, each
 * with its record's forecast beside it, as `vansky outlook` reads the sample's folder.
 */
export function sampleOutlooks(): VanSkyOutlook[] {
  const dir = new URL("../../fixtures/ensemble/2026-07-15/", import.meta.url);
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, dir), "utf8"));
  return ["AU", "CH", "PT"].map((code) =>
    outlookCountry(
      {
        code,
        forecast: read(`${code}.ensemble.json`),
        marine: getCountry(code)?.is_coastal ? world("2026-07-15", `${code}.marine.json`) : null,
        deterministic: world("2026-07-15", `${code}.forecast.json`),
        fetchedAt: NOW,
      },
      { model: "gfs_seamless" },
    ),
  );
}
