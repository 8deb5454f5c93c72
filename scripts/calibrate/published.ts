/**
 * The live VanSky service's published scores (../shared/reference/openvan/, CC BY 4.0 OpenVan.camp), one row per
 * country and day: the outputs to compare with and the few inputs the files carry.
 */
import { existsSync, readFileSync } from "node:fs";

/** One published country-day with weather (the GB and IE rows without weather are left out: they are defaults). */
export interface PublishedRow {
  /** The snapshot's date, `YYYY-MM-DD`, and the instant it was fetched (ISO 8601, UTC). */
  readonly date: string;
  readonly fetchedAt: string;
  readonly code: string;
  readonly vanScore: number;
  /** The live label, with its `hard` written as the contract's `harsh`. */
  readonly label: string;
  readonly sleepScore: number;
  readonly driveScore: number;
  readonly solarScore: number;
  readonly seaScore: number | null;
  /** kWh per day per kWp, as published (rounded to 0.1). */
  readonly solarKwh: number;
  /** Day and night temperature, °C; precipitation, mm; maximum wind, km/h. */
  readonly tempDayC: number;
  readonly tempNightC: number;
  readonly precipitationMm: number;
  readonly windMaxKmh: number;
}

/** The directory of the published files, beside the repository. */
export const PUBLISHED_DIR = new URL("../../../shared/reference/openvan/", import.meta.url);
const FILES = ["vansky-history-2026-10-03_to_07.csv", "vansky-weather-2026-10-10.csv"];

/** Whether the published files are there (they are in CI; the script says so and stops without them). */
export const hasPublished = () => FILES.every((f) => existsSync(new URL(f, PUBLISHED_DIR)));

function parse(text: string): PublishedRow[] {
  const [head, ...lines] = text.trim().split("\n");
  const names = (head ?? "").split(",");
  const rows: PublishedRow[] = [];
  for (const line of lines) {
    const cells = line.split(",");
    const get = (name: string) => cells[names.indexOf(name)] ?? "";
    const num = (name: string) => (get(name) === "" ? Number.NaN : Number(get(name)));
    if (Number.isNaN(num("temp_day")) || Number.isNaN(num("temp_night"))) continue;
    const fetchedAt = get("fetched_at");
    rows.push({
      date: get("date") || fetchedAt.slice(0, 10),
      fetchedAt,
      code: get("country_code"),
      vanScore: num("van_score"),
      label: get("score_label") === "hard" ? "harsh" : get("score_label"),
      sleepScore: num("sleep_score"),
      driveScore: num("drive_score"),
      solarScore: num("solar_score"),
      seaScore: Number.isNaN(num("sea_score")) ? null : num("sea_score"),
      solarKwh: num("solar_kwh"),
      tempDayC: num("temp_day"),
      tempNightC: num("temp_night"),
      precipitationMm: Number.isNaN(num("precip_sum")) ? 0 : num("precip_sum"),
      windMaxKmh: Number.isNaN(num("wind_max")) ? 0 : num("wind_max"),
    });
  }
  return rows;
}

/** Every published row with weather, oldest day first. */
export function readPublished(): PublishedRow[] {
  return FILES.flatMap((f) => parse(readFileSync(new URL(f, PUBLISHED_DIR), "utf8")));
}
