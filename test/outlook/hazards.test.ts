/**
 * Held-out checks on the world fixtures (issue 41, part 1): an outlook never lets members drive on a gusty day that
 * their own gusts forbid, whether the model gives gusts, gives none (estimated from the wind by the place's factor),
 * or gives no visibility either (the drive withheld).
 */
import { describe, expect, it } from "vitest";
import { explainCountry } from "../../src/assemble/country.js";
import { COUNTRIES } from "../../src/countries/index.js";
import { probabilityOf, publishedProbability } from "../../src/outlook/odds.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { defaultProfile } from "../../src/profile/index.js";
import { ENSEMBLE_MODELS } from "../../src/request/ensemble.js";
import { world } from "../adapters/helpers.js";
import { generated, type Json, keyOf, without, worldMarine } from "./helpers.js";

const MEMBERS = 7;
const GUSTY_KMH = 75;

/** Whether a day's own gusts, as the drive score reads them, leave it a drive score of at least 60. */
const gustsAllow = (day: { drive: { adjustments: readonly { name: string; points: number }[] } } | undefined) => {
  const gusts = day?.drive.adjustments.find((a) => a.name === "gusts");
  return gusts === undefined || Math.round(100 + gusts.points) >= 60;
};

/** The first `count` countries of `set` with a deterministic day of gusts at least 75 km/h, and those days. */
function gustyCountries(set: string, count: number): { code: string; days: number[] }[] {
  const out: { code: string; days: number[] }[] = [];
  for (const c of COUNTRIES) {
    const gusts = (world(set, `${c.code}.forecast.json`).hourly as Json).wind_gusts_10m as number[];
    const days = [0, 1, 2, 3, 4, 5, 6].filter((d) => Math.max(...gusts.slice(24 * d, 24 * d + 24)) >= GUSTY_KMH);
    if (days.length > 0) out.push({ code: c.code, days });
    if (out.length === count) break;
  }
  return out;
}

describe.each(["2026-07-15", "2026-01-15"])("the %s world fixtures' gusty days", (set) => {
  const cases = gustyCountries(set, 8);

  it.each(cases)(
    "$code: p_drive never above the estimate of members whose own gusts allow driving",
    ({ code, days }) => {
      const answer = generated(code, MEMBERS, 7, undefined, undefined, set);
      const deterministic = world(set, `${code}.forecast.json`);
      const base = { code, marine: worldMarine(set, code), now: `${set}T12:00:00Z`, deterministic };
      const own = Array.from({ length: MEMBERS }, (_, member) =>
        explainCountry({ ...base, forecast: answer }, { member }),
      );
      const record = explainCountry({ ...base, forecast: deterministic });
      const gustKeys = Array.from({ length: MEMBERS }, (_, m) => keyOf("wind_gusts_10m", m));
      const variants = {
        gusts: outlookCountry({ ...base, forecast: answer }),
        estimated: outlookCountry({ ...base, forecast: without(answer, gustKeys) }),
      };
      for (const k of days) {
        const date = variants.gusts.days[k]?.date as string;
        const allow = own.filter((e) => gustsAllow(e.days.find((d) => d.date === date))).length;
        const weight = defaultProfile.outlook.recordWeightByLead[k] ?? 0;
        const recordAllows = gustsAllow(record.days.find((d) => d.date === date));
        const bound = publishedProbability(
          probabilityOf([{ k: allow, n: MEMBERS, weight: 1 }], { yes: recordAllows, weight }),
        );
        for (const [name, outlook] of Object.entries(variants)) {
          const day = outlook.days[k];
          expect(day?.members_drive, `${name} ${date}`).toBeLessThanOrEqual(allow);
          expect(day?.p_drive, `${name} ${date}`).toBeLessThanOrEqual(bound);
        }
      }
    },
    60_000,
  );

  it("without gusts and visibility (GEPS), the drive is withheld, not computed as if calm and clear", () => {
    const { code } = cases[0] as { code: string };
    const answer = generated(code, 3, 7, ENSEMBLE_MODELS.gem_global.variables, undefined, set);
    const outlook = outlookCountry({ code, forecast: answer, marine: worldMarine(set, code), now: `${set}T12:00:00Z` });
    expect(outlook.withheld.map((w) => w.fields)).toEqual([["drive", "members_drive", "p_drive", "best_move_day"]]);
    for (const day of outlook.days) expect(day.p_drive).toBeNull();
  });
});
