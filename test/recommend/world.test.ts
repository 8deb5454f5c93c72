/**
 * Both world sets (500 records, July and January): no recommendation whose own numbers contradict its words, or the
 * record it stands in (issue 37), and every message of every record clean in every locale.
 */
import { describe, expect, it } from "vitest";
import { scoreCountries } from "../../src/assemble/batch.js";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { defaultProfile } from "../../src/profile/index.js";
import { formatRecommendation, LOCALES } from "../../src/recommend/format.js";
import { KEY_PREFIX } from "../../src/recommend/keys.js";
import { world } from "../adapters/helpers.js";
import { problemsOf } from "./checks.js";

const SETS = ["2026-07-15", "2026-01-15"] as const;
const records: [string, VanSkyCountry][] = SETS.flatMap((set) => {
  const index = world(set, "index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  const scored = scoreCountries(
    index.countries.map((e) => ({
      code: e.code,
      forecast: world(set, e.forecast),
      marine: e.marine ? world(set, e.marine) : null,
      now: `${set}T12:00:00Z`,
    })),
  );
  return scored.map((r): [string, VanSkyCountry] => [`${set} ${r.code}`, r]);
});
const names = (r: VanSkyCountry) => r.recommendations.map((x) => x.key.slice(KEY_PREFIX.length));
const params = (r: VanSkyCountry, name: string) =>
  r.recommendations.find((x) => x.key === `${KEY_PREFIX}${name}`)?.params;
const awning = defaultProfile.awning;
/** The awning's mean-wind limits (EN 13561 class, and the class below for caution), km/h. */
const windLimit = awning.classWindLimitKmh[awning.windClass] as number;
const cautionWindLimit = awning.classWindLimitKmh[Math.max(0, awning.windClass - 1)] as number;
/** The same limits for gusts, through the gust factor (class 1: 61.6 and 41.8 km/h), as the message rounds them. */
const classLimit = Math.round(windLimit * awning.gustFactor);
const cautionLimit = Math.round(cautionWindLimit * awning.gustFactor);

describe("the world sets' recommendations", () => {
  it("are 500 records with over 2 000 recommendations", () => {
    expect(records).toHaveLength(500);
    expect(records.reduce((n, [, r]) => n + r.recommendations.length, 0)).toBeGreaterThan(2000);
  });

  it("quote gusts or the wind on the awning only above its limit, as its reason (review A1: 72 of 347 did not)", () => {
    const wrong: string[] = [];
    let quoted = 0;
    for (const [id, r] of records) {
      const caution = params(r, "awning_caution");
      const retract = params(r, "awning_retract");
      if (caution) quoted++;
      if (retract) quoted++;
      if (caution && !((caution.gust_kmh as number) >= cautionLimit)) wrong.push(`${id} caution ${caution.gust_kmh}`);
      if (retract && !((retract.gust_kmh as number) >= classLimit)) wrong.push(`${id} retract ${retract.gust_kmh}`);
      const windCaution = params(r, "awning_caution_wind");
      const windRetract = params(r, "awning_retract_wind");
      if (windCaution && !((windCaution.wind_kmh as number) >= Math.round(cautionWindLimit)))
        wrong.push(`${id} caution wind ${windCaution.wind_kmh}`);
      if (windRetract && !((windRetract.wind_kmh as number) >= Math.round(windLimit)))
        wrong.push(`${id} retract wind ${windRetract.wind_kmh}`);
      // an awning message for every awning status but safe, and the gust figure at most once in the record
      expect(
        names(r).some((n) => n.startsWith(`awning_${r.awning_status}`)),
        id,
      ).toBe(r.awning_status !== "safe");
      expect(r.recommendations.filter((x) => "gust_kmh" in x.params).length, id).toBeLessThanOrEqual(1);
    }
    expect(wrong).toEqual([]);
    expect(quoted).toBeGreaterThan(10);
  });

  it("give no swim tip on a thunderstorm, downpour or high-wind day (review A3: 11 records did)", () => {
    const wrong = records
      .filter(([, r]) => names(r).includes("sea_warm"))
      .filter(([, r]) => names(r).some((n) => ["thunderstorm", "downpour", "high_wind_driving"].includes(n)))
      .map(([id]) => id);
    expect(wrong).toEqual([]);
    expect(records.filter(([, r]) => names(r).includes("sea_warm")).length).toBeGreaterThan(10);
  });

  it("say 'likely' only at high condensation risk and 'possible' only at medium (review A2: 251 of 412 did not)", () => {
    for (const [id, r] of records) {
      // water or frost (glass at or below 0 °C: test/assemble/coherence.test.ts)
      const likely = names(r).some((n) => n === "condensation" || n === "condensation_frost");
      const possible = names(r).some((n) => n === "condensation_possible" || n === "condensation_frost_possible");
      expect(likely, id).toBe(r.condensation_risk === "high");
      expect(possible, id).toBe(r.condensation_risk === "medium");
    }
  });

  it("invite no swim in very cold water, and call black ice only a frozen night (review A4, A5)", () => {
    for (const [id, r] of records) {
      const cold = params(r, "cold_water");
      if (cold) expect(cold.sea_temp, id).toBeGreaterThanOrEqual(defaultProfile.recommend.veryColdWaterC);
      const veryCold = params(r, "very_cold_water");
      if (veryCold) expect(veryCold.sea_temp, id).toBeLessThan(defaultProfile.recommend.veryColdWaterC);
      const ice = params(r, "black_ice");
      if (ice) expect(ice.temp_min, id).toBeLessThanOrEqual(defaultProfile.drive.ice.frozenMinC);
      const warm = params(r, "sea_warm");
      if (warm) expect(warm.sea_temp, id).toBeGreaterThanOrEqual(defaultProfile.recommend.warmSeaC);
    }
    expect(records.some(([, r]) => names(r).includes("very_cold_water"))).toBe(true);
  });

  it("read cleanly in every locale: placeholders filled, no −0, no-break spaces, no English left", () => {
    const problems: string[] = [];
    for (const [id, r] of records)
      for (const rec of r.recommendations)
        for (const locale of LOCALES)
          for (const p of problemsOf(formatRecommendation(rec, locale), locale))
            problems.push(`${id} ${rec.key} ${locale}: ${p}`);
    expect(problems).toEqual([]);
  });
});
