/**
 * The outlook's measurements quoted in docs/model.md ("Outlook"), reproducible:
 *
 *   npx tsx scripts/outlook/measure.ts
 *
 * 1. The nominal and simulated coverage of the quantile intervals, by the Weibull ranks against the nearest ranks
 *    published before (an exchangeable truth, and one whose members have 0.7 of the right spread).
 * 2. The world fixtures' days the record rates bad to drive: how many an outlook of 9 generated members (GEFS-like:
 *    every variable) still calls good to drive (p_drive ≥ 0.6), and of GEPS-like members (no gusts, no visibility:
 *    the drive withheld).
 * 3. The best move day of the committed sample: the day best in the most members, against the rule published before
 *    (the earliest day from tomorrow most often good both to drive and to stay).
 * 4. The default plan's calls for 250 countries, and those of the other models and of a pool.
 * Slow on purpose (it scores 500 ensembles): a few minutes on one core.
 */
import { readFileSync } from "node:fs";
import { scoreCountry } from "../../src/assemble/country.js";
import { COUNTRIES } from "../../src/countries/index.js";
import { ENSEMBLE_MODELS } from "../../src/outlook/models.js";
import { weibullRank } from "../../src/outlook/odds.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { bestMoveDay } from "../../src/plan/best-move-day.js";
import { openMeteoEnsembleRequests } from "../../src/request/ensemble.js";
import { generateEnsemble } from "../fixtures/ensemble.js";

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));

/** 1. Coverage of [p10, p90] and [p25, p75] of n members, nominal and simulated (a seeded normal generator). */
function coverage(): void {
  let state = 2026;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const nearest = (p: number, n: number) => Math.max(1, Math.ceil((p * n) / 100));
  for (const n of [21, 31, 51]) {
    for (const spread of [1, 0.7]) {
      const inside = { weibull80: 0, weibull50: 0, nearest80: 0, nearest50: 0 };
      const draws = 20_000;
      for (let d = 0; d < draws; d++) {
        const members = Array.from({ length: n }, () => spread * normal()).sort((a, b) => a - b);
        const y = normal();
        const within = (lo: number, hi: number) => y >= (members[lo - 1] as number) && y <= (members[hi - 1] as number);
        if (within(weibullRank(10, n), weibullRank(90, n))) inside.weibull80++;
        if (within(weibullRank(25, n), weibullRank(75, n))) inside.weibull50++;
        if (within(nearest(10, n), nearest(90, n))) inside.nearest80++;
        if (within(nearest(25, n), nearest(75, n))) inside.nearest50++;
      }
      const pct = (k: number) => `${((100 * k) / draws).toFixed(1)} %`;
      console.log(
        `coverage n=${n} spread ×${spread}: Weibull p10-p90 ${pct(inside.weibull80)} (nominal ` +
          `${((100 * (weibullRank(90, n) - weibullRank(10, n))) / (n + 1)).toFixed(1)} %), IQR ${pct(inside.weibull50)}; ` +
          `nearest rank p10-p90 ${pct(inside.nearest80)}, IQR ${pct(inside.nearest50)}`,
      );
    }
  }
}

/** 2. Days the record rates bad to drive that an outlook calls good to drive. */
function badDriveDays(): void {
  for (const set of ["2026-07-15", "2026-01-15"]) {
    const count = { bad: 0, calledGood: 0, gepsWithheld: 0, good: 0, calledBad: 0 };
    for (const c of COUNTRIES) {
      const deterministic = read(`fixtures/world/${set}/${c.code}.forecast.json`);
      const marine = c.is_coastal ? read(`fixtures/world/${set}/${c.code}.marine.json`) : null;
      const now = `${set}T12:00:00Z`;
      const point = { ...c, isCoastal: c.is_coastal };
      const shape = (variables: readonly string[]) => ({ members: 9, days: 7, variables }) as never;
      const gefs = generateEnsemble(point, Date.parse(now), shape(ENSEMBLE_MODELS.gfs_seamless.variables));
      const geps = generateEnsemble(point, Date.parse(now), shape(ENSEMBLE_MODELS.gem_global.variables));
      const record = scoreCountry({ code: c.code, forecast: deterministic, marine, now });
      const outlook = outlookCountry({ code: c.code, forecast: gefs, marine, deterministic, now });
      const blind = outlookCountry({ code: c.code, forecast: geps, marine, deterministic, now });
      record.forecast.forEach((day, k) => {
        const p = outlook.days[k]?.p_drive ?? null;
        if (day.drive_score < 60) {
          count.bad++;
          if (p !== null && p >= 0.6) count.calledGood++;
          if (blind.days[k]?.p_drive === null) count.gepsWithheld++;
        } else {
          count.good++;
          if (p !== null && p < 0.4) count.calledBad++;
        }
      });
    }
    console.log(
      `${set}: ${count.bad} record days bad to drive, ${count.calledGood} with p_drive ≥ 0.6 (GEFS-like members); ` +
        `GEPS-like: withheld on ${count.gepsWithheld}; ${count.good} good days, ${count.calledBad} with p_drive < 0.4`,
    );
  }
}

/** 3. The sample's best move day, now and by the rule published before. */
function bestMoveDays(): void {
  const index = read("fixtures/ensemble/2026-07-15/index.json");
  for (const e of index.countries) {
    const forecast = read(`fixtures/ensemble/2026-07-15/${e.ensemble}`);
    const deterministic = read(`fixtures/ensemble/2026-07-15/${e.forecast}`);
    const marine = e.marine ? read(`fixtures/ensemble/2026-07-15/${e.marine}`) : null;
    const input = { code: e.code, forecast, marine, now: index.reference };
    const outlook = outlookCountry({ ...input, deterministic });
    const members = Array.from({ length: outlook.members }, (_, member) => scoreCountry(input, { member }).forecast);
    // before: from tomorrow, the largest share of members with van and drive at least 60, the earliest of equals
    let old = { k: -1, share: -1 };
    for (let k = 1; k < (members[0]?.length ?? 0); k++) {
      const share = members.filter((f) => (f[k]?.van_score ?? 0) >= 60 && (f[k]?.drive_score ?? 0) >= 60).length;
      if (share > old.share) old = { k, share };
    }
    const oldDate = members[0]?.[old.k]?.date;
    // in how many members a date is the best to move, by the record's rule over the member's days
    const bestIn = (date: string | undefined) => members.filter((f) => bestMoveDay(f)?.date === date).length;
    console.log(
      `${e.code}: best_move_day ${JSON.stringify(outlook.best_move_day)}; before: ${oldDate} (${old.share} of ` +
        `${outlook.members} good, "probability" ${(old.share / outlook.members).toFixed(3)}), best in ${bestIn(oldDate)} members; ` +
        `record's best move day ${scoreCountry({ ...input, forecast: deterministic }).best_move_day.date}`,
    );
  }
}

/** 4. Call costs of one outlook refresh of the 250 countries. */
function costs(): void {
  const all = COUNTRIES.map((c) => c.code);
  for (const model of [undefined, "gem_global", "ecmwf_ifs025", ["gfs_seamless", "ecmwf_ifs025"]] as const) {
    const plan = openMeteoEnsembleRequests(all, model === undefined ? {} : { model: model as never });
    console.log(`plan ${plan.models.join(",")}: ${plan.requests.length} requests, ${plan.weight} calls`);
  }
}

coverage();
costs();
bestMoveDays();
if (!process.argv.includes("--quick")) badDriveDays();
