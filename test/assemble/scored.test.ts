/** Step 4 of a record (src/assemble/scored.ts): which days are scored, and where the forecast ends. */
import { describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { MAX_FORECAST_DAYS } from "../../src/assemble/scored.js";
import type { VanskyWarning } from "../../src/errors.js";
import { world } from "../adapters/helpers.js";

const NOW = "2026-07-15T12:00:00Z";
type Json = Record<string, unknown>;

/** PT's forecast for 2026-07-15..21 with the daily entries at `indices` removed, as if the response skipped them. */
function skipping(...indices: number[]): Json {
  const forecast = world("2026-07-15", "PT.forecast.json");
  const daily = forecast.daily as Record<string, unknown[]>;
  for (const key of Object.keys(daily)) daily[key] = daily[key]?.filter((_, i) => !indices.includes(i)) ?? [];
  return forecast;
}

describe("a response that skips a date", () => {
  it("ends the forecast before the skipped date, with a FORECAST_SHORTENED warning at daily.time", () => {
    const warnings: VanskyWarning[] = [];
    // daily.time 07-15, 16, 17, (18 removed), 19, 20, 21: the days scored are 15, 16 and 17
    const record = scoreCountry(
      { code: "PT", forecast: skipping(3), marine: null, now: NOW },
      { onWarning: (w) => warnings.push(w) },
    );
    expect(record.forecast.map((d) => d.date)).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]);
    expect(warnings).toEqual([
      {
        code: "FORECAST_SHORTENED",
        path: "daily.time",
        message: "the forecast ends at 2026-07-17: the response skips to 2026-07-19",
      },
    ]);
  });

  it("keeps only today when the response skips tomorrow", () => {
    const warnings: VanskyWarning[] = [];
    const record = scoreCountry(
      { code: "PT", forecast: skipping(1), marine: null, now: NOW },
      { onWarning: (w) => warnings.push(w) },
    );
    expect(record.forecast.map((d) => d.date)).toEqual(["2026-07-15"]);
    expect(warnings.map((w) => w.message)).toEqual([
      "the forecast ends at 2026-07-15: the response skips to 2026-07-17",
    ]);
  });

  it("warns of nothing when the response has its seven days without a gap (the contract's most, §2.7)", () => {
    const warnings: VanskyWarning[] = [];
    const record = scoreCountry(
      { code: "PT", forecast: skipping(), marine: null, now: NOW },
      { onWarning: (w) => warnings.push(w) },
    );
    expect(record.forecast).toHaveLength(MAX_FORECAST_DAYS);
    expect(warnings).toEqual([]);
  });
});
