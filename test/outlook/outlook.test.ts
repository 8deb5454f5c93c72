/**
 * The outlook's laws (issue 32) over the world fixtures and generated ensembles: identical members give the
 * deterministic scores, the numbering and order of members change nothing, quantiles and shares are those of the
 * members' own scores as `scoreCountry` gives them one member at a time; and bad answers get the engine's errors.
 */
import { describe, expect, it } from "vitest";
import { explainCountry, scoreCountry } from "../../src/assemble/country.js";
import type { ForecastDay } from "../../src/assemble/types.js";
import { COUNTRIES } from "../../src/countries/index.js";
import { isVanskyInputError, VanskyInputError, type VanskyWarning } from "../../src/errors.js";
import { roundShare, scoreQuantiles } from "../../src/outlook/odds.js";
import { outlookCountries, outlookCountry } from "../../src/outlook/outlook.js";
import type { VanSkyOutlook } from "../../src/outlook/types.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { ENSEMBLE_MODELS } from "../../src/request/ensemble.js";
import { scoreLabel } from "../../src/scores/label.js";
import { expectInputError } from "../adapters/helpers.js";
import { expectSchema } from "../assemble/contract.js";
import { fc, test } from "../prop.js";
import {
  bern,
  FINE,
  generated,
  type Json,
  julyHours,
  keyOf,
  leanWorld,
  pooled,
  renumbered,
  withMembers,
  without,
  worldMarine,
} from "./helpers.js";

const SETS = ["2026-07-15", "2026-01-15"] as const;
const NOW = { "2026-07-15": "2026-07-15T12:00:00Z", "2026-01-15": "2026-01-15T12:00:00Z" } as const;
const codes = COUNTRIES.map((c) => c.code);
/** Coastal and landlocked countries, north and south, both sides of the date line, polar day and night. */
const SOME = ["PT", "CH", "AU", "BR", "NO", "FJ", "US", "IN", "AQ", "KE"];

/** The outlook's numbers as the contract's JSON would carry them: finite, scores whole 0-100, shares 0-1. */
function expectWellFormed(outlook: VanSkyOutlook): void {
  expectSchema(outlook, "vansky-outlook.schema.json", outlook.code);
  for (const day of outlook.days) {
    for (const q of [day.van, day.sleep, ...(day.drive ? [day.drive] : []), ...(day.solar ? [day.solar] : [])]) {
      const values = [q.min, q.p10, q.p25, q.p50, q.p75, q.p90, q.max];
      for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] as number);
    }
    const sum = Object.values(day.label_members).reduce((a, b) => a + b, 0);
    expect(sum).toBe(outlook.members); // the five counts are the members
    expect(day.agreement).toBe(day.label_members[day.label]);
    expect(day.label).toBe(scoreLabel(day.van.p50, defaultProfile.labels));
    for (const p of [day.p_good, ...(day.p_drive === null ? [] : [day.p_drive])]) {
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
    }
  }
}

/** Laplace's (k + 1)/(n + 2) of k of n, as published. */
const laplace = (k: number, n: number) => roundShare((k + 1) / (n + 2));

/** The VanskyInputError `run` throws (the test fails when it throws anything else or nothing). */
function thrownBy(run: () => unknown): VanskyInputError {
  try {
    run();
  } catch (error) {
    if (isVanskyInputError(error)) return error;
    throw error;
  }
  throw new Error("expected a VanskyInputError, nothing was thrown");
}

describe("members identical to the control", () => {
  test.prop([fc.constantFrom(...SETS), fc.constantFrom(...codes), fc.integer({ min: 1, max: 6 })], { numRuns: 40 })(
    "give every quantile the deterministic score of its day, its label on every member, all members or none good",
    (set, code, n) => {
      const control = leanWorld(set, code);
      const input = { code, marine: worldMarine(set, code), now: NOW[set] };
      // the record as of an ensemble model's codes (96 a strong thunderstorm, never hail: Open-Meteo's derived code),
      // as its members are read, not as best_match's ICON-D2 codes in Central Europe
      const { record, days } = explainCountry({ ...input, forecast: control }, { model: "gfs_seamless" });
      const outlook = outlookCountry({ ...input, forecast: withMembers(control, n) });
      expect(outlook.members).toBe(n);
      // the outlook scores every day of the answer (the world fixtures' eight), the record its first seven
      expect(outlook.days.map((d) => d.date).slice(0, record.forecast.length)).toEqual(
        record.forecast.map((d) => d.date),
      );
      expect(outlook.days.length).toBeGreaterThanOrEqual(record.forecast.length);
      record.forecast.forEach((deterministic, k) => {
        const day = outlook.days[k] as (typeof outlook.days)[number];
        const solar = days[k]?.solar.score ?? null;
        const all = (score: number) => ({
          min: score,
          p10: score,
          p25: score,
          p50: score,
          p75: score,
          p90: score,
          max: score,
        });
        expect(day.van).toEqual(all(deterministic.van_score));
        expect(day.sleep).toEqual(all(deterministic.sleep_score));
        expect(day.drive).toEqual(all(deterministic.drive_score));
        expect(day.solar).toEqual(solar === null ? null : all(solar));
        expect(day.label).toBe(deterministic.score_label);
        expect(day.label_members[deterministic.score_label]).toBe(n);
        expect(day.agreement).toBe(n);
        const good = deterministic.van_score >= 60 ? n : 0;
        const drive = deterministic.drive_score >= 60 ? n : 0;
        expect([day.members_good, day.members_drive]).toEqual([good, drive]);
        expect([day.p_good, day.p_drive]).toEqual([laplace(good, n), laplace(drive, n)]);
      });
      // the record's own best move day is the best day in every member, unless the eighth day (which the record does
      // not publish) is better by the record's rule (drive, then van; the earlier on a tie)
      const eighth = outlook.days[record.forecast.length];
      const best = record.forecast.find((d) => d.date === record.best_move_day.date);
      const better =
        eighth?.drive && best
          ? eighth.drive.p50 > best.drive_score ||
            (eighth.drive.p50 === best.drive_score && eighth.van.p50 > best.van_score)
          : false;
      const date = better && eighth ? eighth.date : record.best_move_day.date;
      expect(outlook.best_move_day).toEqual({ date, members_best: n, share: 1 });
      expectWellFormed(outlook);
    },
    120_000,
  );

  it.each(["AU", "BR", "FJ", "NO"])(
    "give one member's outlook in a GMT answer too (%s: days re-reckoned, sun times shared from the first member)",
    (code) => {
      const control = renumbered(generated(code, 1, 14, undefined, "GMT"), [0]);
      const input = { code, now: "2026-07-16T12:00:00Z" };
      const one = outlookCountry({ ...input, forecast: control });
      const four = outlookCountry({ ...input, forecast: withMembers(control, 4) });
      expect(one.days.length).toBeGreaterThanOrEqual(12);
      expect(four.days.map(({ van, sleep, drive, solar, label }) => ({ van, sleep, drive, solar, label }))).toEqual(
        one.days.map(({ van, sleep, drive, solar, label }) => ({ van, sleep, drive, solar, label })),
      );
      expect(four.days.map((d) => d.members_good)).toEqual(one.days.map((d) => 4 * d.members_good));
    },
  );

  it("give one member's outlook: a forecast without members is an ensemble of one, said so (FEW_MEMBERS)", () => {
    const control = leanWorld("2026-07-15", "PT");
    const input = { code: "PT", marine: worldMarine("2026-07-15", "PT"), now: NOW["2026-07-15"] };
    const one = outlookCountry({ ...input, forecast: control });
    const five = outlookCountry({ ...input, forecast: withMembers(control, 5) });
    expect(one.members).toBe(1);
    expect(one.warnings).toEqual([
      {
        code: "FEW_MEMBERS",
        path: "hourly",
        message:
          "a single run, not an ensemble: every count is this run's verdict, with no spread (ask the Ensemble API)",
      },
    ]);
    expect(five.warnings).toEqual([]);
    expect(five.days.map((d) => d.van)).toEqual(one.days.map((d) => d.van));
    // one run good gives 2/3, never 1
    expect(one.days.every((d) => d.p_good === 0.667 || d.p_good === 0.333)).toBe(true);
  });
});

describe("members of a generated ensemble", () => {
  const inputOf = (code: string, forecast: Json) => ({
    code,
    forecast,
    marine: worldMarine("2026-07-15", code),
    now: NOW["2026-07-15"],
  });

  test.prop([fc.constantFrom(...SOME), fc.integer({ min: 2, max: 9 })], { numRuns: 12 })(
    "give the quantiles, label counts and counts good of the members' own scores (scoreCountry with { member })",
    (code, n) => {
      const answer = generated(code, n);
      const input = inputOf(code, answer);
      const outlook = outlookCountry(input);
      const records = Array.from({ length: n }, (_, member) => scoreCountry(input, { member }));
      expect(outlook.members).toBe(n);
      outlook.days.forEach((day, k) => {
        const of = (field: "van_score" | "sleep_score" | "drive_score") =>
          records.map((r) => (r.forecast[k] as ForecastDay)[field]);
        const van = of("van_score");
        expect(day.van).toEqual(scoreQuantiles(van));
        expect(day.sleep).toEqual(scoreQuantiles(of("sleep_score")));
        expect(day.drive).toEqual(scoreQuantiles(of("drive_score")));
        const good = van.filter((v) => v >= 60).length;
        const drive = of("drive_score").filter((v) => v >= 60).length;
        expect([day.members_good, day.members_drive]).toEqual([good, drive]);
        expect([day.p_good, day.p_drive]).toEqual([laplace(good, n), laplace(drive, n)]);
        for (const label of ["ideal", "comfortable", "acceptable", "harsh", "extreme"] as const)
          expect(day.label_members[label]).toBe(
            van.filter((v) => scoreLabel(v, defaultProfile.labels) === label).length,
          );
      });
      expectWellFormed(outlook);
    },
    120_000,
  );

  test.prop(
    [
      fc.constantFrom(...SOME),
      fc
        .integer({ min: 2, max: 8 })
        .chain((n) => fc.tuple(fc.constant(n), fc.shuffledSubarray([...Array(n).keys()], { minLength: n }))),
    ],
    { numRuns: 12 },
  )(
    "renumbered (the control among them) or given in another key order, give the same outlook",
    (code, [n, order]) => {
      const answer = generated(code, n);
      const outlook = outlookCountry(inputOf(code, answer));
      expect(outlookCountry(inputOf(code, renumbered(answer, order)))).toEqual(outlook);
      const hourly = answer.hourly as Json;
      const reversed = Object.fromEntries(Object.entries(hourly).reverse());
      expect(outlookCountry(inputOf(code, { ...answer, hourly: reversed }))).toEqual(outlook);
    },
    120_000,
  );

  it("runs from today to the answer's last whole local day: 14 for a 14-day answer in the country's zone", () => {
    const outlook = outlookCountry(inputOf("PT", generated("PT", 3, 14)));
    expect(outlook.days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, k) => `2026-07-${String(15 + k).padStart(2, "0")}`),
    );
  });

  it("leaves out the last local day a GMT answer covers in part, east and west of Greenwich", () => {
    // Canberra (UTC+10): the answer's UTC days are the local dates of their middles, the 15th to the 28th
    const east = outlookCountry({
      code: "AU",
      forecast: generated("AU", 2, 14, undefined, "GMT"),
      now: "2026-07-15T06:00:00Z",
    });
    expect(east.days.map((d) => d.date)).toEqual([
      ...Array.from({ length: 14 }, (_, k) => `2026-07-${String(15 + k).padStart(2, "0")}`),
    ]);
    // Brasília (UTC-3): from 21:00 on the 14th to 20:00 on the 28th local: the 28th in part is left out
    const west = outlookCountry({
      code: "BR",
      forecast: generated("BR", 2, 14, undefined, "GMT"),
      now: "2026-07-15T15:00:00Z",
    });
    expect(west.days[0]?.date).toBe("2026-07-15");
    expect(west.days.at(-1)?.date).toBe("2026-07-27");
  });

  it("names the model given, else the one the keys name, else none", () => {
    const answer = generated("CH", 2);
    expect(outlookCountry(inputOf("CH", answer)).model).toBeNull();
    expect(outlookCountry(inputOf("CH", answer), { model: "gem_global" }).model).toBe("gem_global");
    const named = outlookCountry(inputOf("CH", pooled({ gfs_seamless: answer })));
    expect(named.model).toBe("gfs_seamless");
    // and so does its one entry of models
    expect(named.models).toEqual([{ model: "gfs_seamless", members: 2 }]);
    expect(outlookCountry(inputOf("CH", answer), { model: "gem_global" }).models).toEqual([
      { model: "gem_global", members: 2 },
    ]);
    expect(outlookCountry(inputOf("CH", answer)).models).toEqual([{ model: null, members: 2 }]);
  });
});

describe("members that cannot all be used", () => {
  const input = (forecast: Json) => ({ code: "CH", forecast, now: "2026-07-15T12:00:00Z" });

  it("leaves out a member that lacks a variable the others have, and says how many are used", () => {
    const answer = generated("CH", 5);
    const hourly = { ...(answer.hourly as Json) };
    delete hourly[keyOf("wind_gusts_10m", 3)];
    const seen: VanskyWarning[] = [];
    const outlook = outlookCountry(input({ ...answer, hourly }), { onWarning: (w) => seen.push(w) });
    expect(outlook.members).toBe(4);
    expect(outlook.warnings).toEqual([
      {
        code: "MEMBER_LEFT_OUT",
        path: "hourly",
        message: "member 3 left out, lacking wind_gusts_10m, which the other members have: 4 of 5 members used",
      },
    ]);
    expect(seen).toEqual(outlook.warnings);
    const without3 = renumbered({ ...answer, hourly }, [0, 1, 2, 4, 3]);
    const hourly4 = { ...(without3.hourly as Json) };
    for (const v of Object.keys(hourly4)) if (v.endsWith("_member04")) delete hourly4[v];
    expect(outlook.days).toEqual(outlookCountry(input({ ...without3, hourly: hourly4 })).days);
  });

  it("leaves out a member whose values are all null, and one whose values stop before most members' (N10)", () => {
    const answer = generated("CH", 5);
    const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
    const nulls = (from: number) => (hourly.temperature_2m as unknown[]).map((v, i) => (i >= from ? null : v));
    hourly[keyOf("temperature_2m", 1)] = nulls(0);
    hourly[keyOf("temperature_2m", 2)] = nulls(24 * 4);
    const outlook = outlookCountry(input({ ...answer, hourly }));
    expect(outlook.members).toBe(3);
    expect(outlook.days).toHaveLength(7);
    expect(outlook.warnings.map((w) => w.message)).toEqual([
      "member 1 left out, lacking temperature_2m, which the other members have: 3 of 5 members used",
      "member 2 left out, its temperature_2m ending at 2026-07-18T23:00, before most members' (2026-07-21T23:00): 3 of 5 members used",
    ]);
  });

  it("leaves out a member whose today is another day (no now given: its first day with a temperature)", () => {
    const answer = generated("CH", 3);
    const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
    hourly[keyOf("temperature_2m", 2)] = (hourly.temperature_2m as unknown[]).map((v, i) => (i < 24 ? null : v));
    const outlook = outlookCountry({ code: "CH", forecast: { ...answer, hourly } });
    expect(outlook.days[0]?.date).toBe("2026-07-15");
    expect(outlook.members).toBe(2);
    expect(outlook.warnings.map((w) => w.message)).toEqual([
      "member 2 left out, today being 2026-07-16, not 2026-07-15: 2 of 3 members used",
    ]);
  });

  it("runs as far as more than half the members reach", () => {
    const answer = generated("CH", 5);
    const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
    const ending = (day: number) => (hourly.temperature_2m as unknown[]).map((v, i) => (i >= 24 * day ? null : v));
    // members 1 and 2 end after 5 days, 3 after 6: 3 of 5 reach 6 days (0, 3, 4), so 6 days of 3 members
    for (const m of [1, 2]) hourly[keyOf("temperature_2m", m)] = ending(5);
    hourly[keyOf("temperature_2m", 3)] = ending(6);
    const three = outlookCountry(input({ ...answer, hourly }));
    expect(three.days).toHaveLength(6);
    expect(three.members).toBe(3);
    // member 4 ending after 6 too: 2 of 5 reach 7 days, all 5 reach 5, 3 reach 6: 6 days of 0, 3, 4
    hourly[keyOf("temperature_2m", 4)] = ending(6);
    expect(outlookCountry(input({ ...answer, hourly })).days).toHaveLength(6);
    // half of four is not more than half: 2 of 4 reaching 7 days give 5 days of all 4
    const four = generated("CH", 4);
    const hourly4 = { ...(four.hourly as Record<string, unknown[]>) };
    for (const m of [0, 1])
      hourly4[keyOf("temperature_2m", m)] = (hourly4.temperature_2m as unknown[]).map((v, i) =>
        i >= 24 * 5 ? null : v,
      );
    const even = outlookCountry(input({ ...four, hourly: hourly4 }));
    expect(even.days).toHaveLength(5);
    expect(even.members).toBe(4);
  });

  it("throws today's error when no member can be scored", () => {
    const answer = generated("CH", 2);
    const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
    for (const m of [0, 1]) hourly[keyOf("temperature_2m", m)] = (hourly.temperature_2m as unknown[]).map(() => null);
    expectInputError(() => outlookCountry(input({ ...answer, hourly })), "NO_TEMPERATURE", "daily.temperature_2m_max");
  });

  it("throws MISSING_SECTION when every member lacks a variable another has", () => {
    // visibility only in members 1 and 2, gusts not in 1, precipitation not in 2: each run lacks one
    const answer = withMembers(bern(julyHours(15, 0, 48)), 3);
    const keys = [keyOf("visibility", 0), keyOf("wind_gusts_10m", 1), keyOf("precipitation", 2)];
    const error = thrownBy(() => outlookCountry(input(without(answer, keys))));
    expect([error.code, error.path, error.problem]).toEqual([
      "MISSING_SECTION",
      "hourly",
      "no member of the answer can be scored",
    ]);
  });

  it("gives each warning of the members used once: as it is when all gave it, else naming the members that did", () => {
    // no visibility in any member; members 1 and 2 without temperatures on the 17th: their forecasts end on the 16th,
    // which two of three members reach, so the outlook's two days are every member's
    const { visibility, ...rest } = FINE;
    const answer = withMembers(bern(julyHours(15, 0, 72), rest), 3, (member, variable, values) =>
      variable === "temperature_2m" && member > 0 ? values.map((v, i) => (i >= 48 ? null : v)) : [...values],
    );
    const outlook = outlookCountry(input(answer));
    expect([outlook.members, outlook.days.length]).toEqual([3, 2]);
    expect(outlook.warnings).toEqual([
      {
        code: "MISSING_VARIABLE",
        path: "forecast",
        message:
          "the response has no visibility (read by the drive score and the drive window): it is treated as unknown",
      },
      {
        code: "FORECAST_SHORTENED",
        path: "hourly",
        message: "temperature_2m has no values after 2026-07-16T23:00 in most members: the outlook ends at 2026-07-16",
      },
    ]);
  });

  it("names the members that gave a warning, and leaves out the members whose days stop at a gap", () => {
    // five days; no visibility in any member; members 1 and 2 without temperatures on the 17th, members 3 and 4 on
    // the 18th, all with values after: every run reaches the answer's end (checks.ts leaves none out), but members 1
    // and 2 score 2 days and 3 and 4 three, each with its FORECAST_SHORTENED; most members (0, 3 and 4) score 3 days,
    // so 1 and 2 are left out and the outlook's three days are members 0, 3 and 4's
    const { visibility, ...rest } = FINE;
    const answer = withMembers(bern(julyHours(15, 0, 120), rest), 5, (member, variable, values) => {
      const from = member <= 2 ? 48 : 72;
      return variable === "temperature_2m"
        ? values.map((v, i) => (i >= from && i < from + 24 ? null : v))
        : [...values];
    });
    const outlook = outlookCountry(input(answer));
    expect([outlook.members, outlook.days.length]).toEqual([3, 3]);
    // every day's counts are of the three members used, none of those left out
    const counted = outlook.days.map((d) => Object.values(d.label_members).reduce((n, c) => n + c, 0));
    expect(counted).toEqual([3, 3, 3]);
    expect(outlook.models.map((m) => m.members)).toEqual([3]);
    expect(outlook.warnings.map((w) => [w.code, w.message])).toEqual([
      [
        "MISSING_VARIABLE",
        "the response has no visibility (read by the drive score and the drive window): it is treated as unknown",
      ],
      ["FORECAST_SHORTENED", "members 3, 4: the forecast ends at 2026-07-17: 2026-07-18 has no temperature"],
      [
        "MEMBER_LEFT_OUT",
        "members 1, 2 left out, the forecast ending at 2026-07-16, before most members' (2026-07-17): 3 of 5 members used",
      ],
    ]);
  });

  it("estimates GEPS's gusts from each member's wind, withholds the drive without visibility, and says so", () => {
    const answer = generated("CH", 3, 7, ENSEMBLE_MODELS.gem_global.variables);
    const outlook = outlookCountry(input(answer));
    expect(outlook.members).toBe(3);
    // no deterministic forecast given: the profile's factor, measured on real Open-Meteo answers
    expect(outlook.estimated).toEqual([
      {
        variable: "wind_gusts_10m",
        factor: 2.2,
        method:
          "each member's wind_speed_10m × 2.2: the ratio of the day's highest gust to its highest wind in real Open-Meteo answers (no deterministic forecast of this place with gusts was given)",
      },
    ]);
    expect(outlook.withheld).toEqual([
      {
        fields: ["drive", "members_drive", "p_drive", "best_move_day"],
        reason:
          "the answer's members have no visibility (fog costs a drive score up to 60 points): the drive cannot be seen (ask a model that has them: gfs_seamless)",
      },
    ]);
    expect(outlook.warnings).toEqual([
      {
        code: "MISSING_VARIABLE",
        path: "forecast",
        message:
          "the response has no visibility (read by the drive score and the drive window): it is treated as unknown",
      },
    ]);
    for (const day of outlook.days) expect([day.drive, day.members_drive, day.p_drive]).toEqual([null, null, null]);
    expect(outlook.best_move_day).toBeNull();
    expectWellFormed(outlook);
    // the members' van scores are those of the answer with gusts of 2.2 × each member's wind, written in
    const hourly = { ...(answer.hourly as Record<string, number[]>) };
    for (let m = 0; m < 3; m++)
      hourly[keyOf("wind_gusts_10m", m)] = (hourly[keyOf("wind_speed_10m", m)] as number[]).map(
        (w) => Math.round(w * 2.2 * 10) / 10,
      );
    const units = { ...(answer.hourly_units as Json) };
    for (let m = 0; m < 3; m++) units[keyOf("wind_gusts_10m", m)] = "km/h";
    const written = outlookCountry(input({ ...answer, hourly, hourly_units: units }));
    expect(written.estimated).toEqual([]);
    expect(outlook.days.map((d) => [d.van, d.sleep])).toEqual(written.days.map((d) => [d.van, d.sleep]));
  });
});

describe("bad answers", () => {
  const answer = generated("CH", 4);
  const input = (forecast: unknown) => ({ code: "CH", forecast, now: "2026-07-15T12:00:00Z" });

  it("refuse what is not one ensemble answer", () => {
    expectInputError(() => outlookCountry(input([answer, answer])), "NOT_AN_OPEN_METEO_RESPONSE", "forecast");
    expectInputError(
      () => outlookCountry(input({ latitude: 1, longitude: 1, daily: { time: [] } })),
      "MISSING_SECTION",
      "hourly",
    );
    expectInputError(() => outlookCountry(input("{}")), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expectInputError(() => outlookCountry(input({ error: true, reason: "Invalid model" })), "OPEN_METEO_ERROR", "");
  });

  it("refuse members of different lengths and units Open-Meteo does not write", () => {
    const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
    hourly[keyOf("precipitation", 3)] = (hourly.precipitation as unknown[]).slice(1);
    expectInputError(
      () => outlookCountry(input({ ...answer, hourly })),
      "LENGTH_MISMATCH",
      "hourly.precipitation_member03",
    );
    const units = { ...(answer.hourly_units as Json), [keyOf("temperature_2m", 2)]: "K" };
    expectInputError(
      () => outlookCountry(input({ ...answer, hourly_units: units })),
      "UNKNOWN_UNIT",
      "hourly_units.temperature_2m_member02",
    );
  });

  it("refuse the option member, and a now outside the answer", () => {
    const error = thrownBy(() => outlookCountry(input(answer), { member: 1 } as never));
    expect([error.code, error.path, error.problem]).toEqual([
      "BAD_OPTION",
      "options.member",
      "an outlook reads every member: leave member out",
    ]);
    expectInputError(() => outlookCountry({ ...input(answer), now: "2026-08-15T12:00:00Z" }), "BAD_TIME", "now");
  });

  it("in a batch, prefix the path with the input's index", () => {
    const hourly = { ...(answer.hourly as Record<string, unknown[]>), [keyOf("cloud_cover", 1)]: [1] };
    let error: unknown;
    try {
      outlookCountries([input(answer), input({ ...answer, hourly })]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(VanskyInputError);
    expect((error as VanskyInputError).path).toBe("[1].hourly.cloud_cover_member01");
    expect(outlookCountries([input(answer)])).toEqual([outlookCountry(input(answer))]);
  });
});

describe("the option model and the profile's calibration", () => {
  const answer = withMembers(bern(julyHours(15, 0, 48)), 3);
  const input = { code: "CH", forecast: answer, now: "2026-07-15T12:00:00Z" };

  it("refuses a list of models with an empty or a repeated id, and trims the ids of a list", () => {
    for (const model of ["gfs_seamless,,gem_global", "gfs_seamless, gfs_seamless", ","])
      expectInputError(() => outlookCountry(input, { model }), "BAD_OPTION", "options.model");
    expect(() => outlookCountry(input, { model: "a,a" })).toThrow('expected model ids, each once, got "a,a"');
    // an empty id among others is refused for itself, before any id is looked up
    expect(() => outlookCountry(input, { model: "gfs_seamless,,gem_global" })).toThrow(
      'expected model ids, each once, got "gfs_seamless,,gem_global"',
    );
    // a one-model list with spaces reads the answer's one model, as the id alone does
    expect(outlookCountry(input, { model: " gfs_seamless " }).days).toEqual(
      outlookCountry(input, { model: "gfs_seamless" }).days,
    );
  });

  /** The outlook of `answers` pooled, every model named in the option. */
  const pooledOutlook = (answers: Readonly<Record<string, Json>>) =>
    outlookCountry({ ...input, forecast: pooled(answers) }, { model: Object.keys(answers).join(",") });
  const odds = (o: VanSkyOutlook) => o.days.map((d) => [d.p_good, d.p_drive, d.van, d.sleep, d.label]);

  it("pools a model with its copy to the odds of the model alone, each model weighing half", () => {
    const one = withMembers(bern(julyHours(15, 0, 72)), 3, (member, variable, values) =>
      variable === "temperature_2m" ? values.map((v) => (v === null ? null : (v as number) + 4 * member)) : [...values],
    );
    const both = pooledOutlook({ gfs_seamless: one, gem_global: one });
    expect(both.models.map((m) => [m.model, m.members])).toEqual([
      ["gfs_seamless", 3],
      ["gem_global", 3],
    ]);
    const alone = outlookCountry({ ...input, forecast: one });
    expect(odds(both)).toEqual(odds(alone));
    // the counts are of members: twice as many
    expect(both.days.map((d) => d.members_good)).toEqual(alone.days.map((d) => 2 * d.members_good));
  });

  it("weighs nothing of a pooled model whose every member is left out: the odds of the other alone", () => {
    // gem_global's two runs (its control run and member 1) end after two days, where gfs_seamless's four runs have
    // three: most runs reach the third day, so gem_global's are left out and the odds are gfs_seamless's
    const gfs = withMembers(bern(julyHours(15, 0, 72)), 4);
    const gem = withMembers(bern(julyHours(15, 0, 72)), 2, (_, variable, values) =>
      variable === "temperature_2m" ? values.map((v, i) => (i >= 48 ? null : v)) : [...values],
    );
    const gemTemperatures = (gem.hourly as Json).temperature_2m as unknown[];
    (gem.hourly as Json).temperature_2m = gemTemperatures.map((v, i) => (i >= 48 ? null : v));
    const both = pooledOutlook({ gfs_seamless: gfs, gem_global: gem });
    expect(both.models.map((m) => [m.model, m.members])).toEqual([
      ["gfs_seamless", 4],
      ["gem_global", 0],
    ]);
    expect(odds(both)).toEqual(odds(outlookCountry({ ...input, forecast: gfs })));
  });

  it("names the calibration applied to p_good or to p_drive alone, and none without curves", () => {
    const curve = [
      [
        [0, 0.1],
        [1, 0.5],
      ],
    ] as const;
    const calibrated = (pGood: typeof curve | [], pDrive: typeof curve | []) =>
      outlookCountry(input, { profile: defineProfile({ outlook: { calibration: { name: "fit", pGood, pDrive } } }) });
    expect(calibrated(curve, []).calibration).toBe("fit");
    expect(calibrated([], curve).calibration).toBe("fit");
    expect(calibrated([], []).calibration).toBeNull();
  });
});
