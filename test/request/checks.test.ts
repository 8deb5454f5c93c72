/**
 * Whether an answer is the one asked (src/request/checks.ts): the world fixtures' answers and the ensemble generator's,
 * held against the day they were fetched, the days asked, the model and its runs, by cases worked out by hand.
 */
import { describe, expect, it } from "vitest";
import { answerProblem, daysWithValues } from "../../src/request/checks.js";
import { ENSEMBLE_MODELS } from "../../src/request/ensemble.js";
import { generated, type Json, keyOf } from "../outlook/helpers.js";
import { worldResponse } from "./helpers.js";

const DATE = "2026-07-15";
/** 08:00 UTC on the fixtures' day: 10:00 in Vienna (UTC+2 in July), whose answers start at 00:00 local. */
const AT_8 = Date.parse(`${DATE}T08:00:00Z`);
const DAY = 86_400_000;
const forecast = (code: string) => worldResponse(DATE, code, "forecast") as Json;
const GEPS = { api: "ensemble", forecastDays: 14, model: "gem_global", members: 21 } as const;
const SEVEN = { api: "forecast", forecastDays: 7 } as const;

/** `answer` with every hourly temperature of its runs from `from` on null (a tail of nulls). */
function nullTail(answer: Json, from: number, runs: number): Json {
  const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
  for (let r = 0; r < runs; r++) {
    const key = keyOf("temperature_2m", r);
    hourly[key] = (hourly[key] as unknown[]).map((v, i) => (i >= from ? null : v));
  }
  return { ...answer, hourly };
}

describe("answerProblem: the first hour", () => {
  it("takes a forecast fetched on its first day, the day after or the day before, at the location", () => {
    expect(answerProblem(forecast("AT"), SEVEN, AT_8, "AT")).toBeUndefined();
    expect(answerProblem(forecast("AT"), SEVEN, AT_8 + DAY, "AT")).toBeUndefined();
    // 21:59 UTC of the 14th is 23:59 in Vienna: the day before the answer's first
    expect(answerProblem(forecast("AT"), SEVEN, Date.parse("2026-07-14T21:59:00Z"), "AT")).toBeUndefined();
  });

  it("refuses one fetched days after its first hour (a replayed or cached answer) or days before it", () => {
    expect(answerProblem(forecast("AT"), SEVEN, AT_8 + 3 * DAY, "AT")).toBe(
      "its first hour is 2026-07-15T00:00, 3 days before the day it was fetched (2026-07-18 at the location): not today's answer",
    );
    // 22:00 UTC of the 13th is 00:00 of the 14th in Vienna, two days before the 15th... one day: taken
    expect(answerProblem(forecast("AT"), SEVEN, Date.parse("2026-07-13T22:00:00Z"), "AT")).toBeUndefined();
    expect(answerProblem(forecast("AT"), SEVEN, Date.parse("2026-07-13T21:59:00Z"), "AT")).toBe(
      "its first hour is 2026-07-15T00:00, 2 days after the day it was fetched (2026-07-13 at the location): not today's answer",
    );
  });

  it("reads the place's own offset: Tarawa's day (UTC+12) starts 12 hours before UTC's", () => {
    const ki = forecast("KI");
    expect(ki.utc_offset_seconds).toBe(43_200);
    // its answer starts on Tarawa's 16th; 12:00 UTC on the 17th is 00:00 of the 18th there, two days after
    expect((ki.hourly as { time: string[] }).time[0]).toBe("2026-07-16T00:00");
    expect(answerProblem(ki, SEVEN, Date.parse("2026-07-17T11:59:00Z"), "KI")).toBeUndefined();
    expect(answerProblem(ki, SEVEN, Date.parse("2026-07-17T12:00:00Z"), "KI")).toBe(
      "its first hour is 2026-07-16T00:00, 2 days before the day it was fetched (2026-07-18 at the location): not today's answer",
    );
  });

  it("reads the first hour of an answer's daily values where it has no hourly ones, marine or forecast", () => {
    const dailyOnly = (answer: Json) => {
      const { hourly: _h, hourly_units: _u, current: _c, current_units: _cu, ...rest } = answer;
      return rest;
    };
    const marine = dailyOnly(worldResponse(DATE, "PT", "marine") as Json);
    expect(answerProblem(marine, { api: "marine", forecastDays: 7 }, AT_8, "PT")).toBeUndefined();
    expect(answerProblem(marine, { api: "marine", forecastDays: 7 }, AT_8 + 2 * DAY, "PT")).toMatch(
      /^its first hour is 2026-07-15T00:00, 2 days before /,
    );
    const daily = dailyOnly(forecast("AT"));
    expect(answerProblem(daily, SEVEN, AT_8 + 3 * DAY, "AT")).toMatch(/^its first hour is 2026-07-15T00:00, 3 days /);
    // no hourly temperature: no day with values, whatever the daily section holds
    expect(answerProblem(daily, SEVEN, AT_8, "AT")).toBe("its values cover 0 of the 7 days asked");
  });

  it("takes a marine answer without sea data (a land cell: every value null) as it is, and a forecast of `current` alone has no day", () => {
    const marine = worldResponse(DATE, "PT", "marine") as Json;
    const hourly = Object.fromEntries(
      Object.entries(marine.hourly as Json).map(([k, v]) => [k, k === "time" ? v : (v as unknown[]).map(() => null)]),
    );
    const { daily: _d, daily_units: _du, current: _c, current_units: _cu, ...rest } = marine;
    expect(
      answerProblem({ ...rest, hourly }, { api: "marine", forecastDays: 7 }, AT_8 + 5 * DAY, "PT"),
    ).toBeUndefined();
    const { hourly: _h, hourly_units: _u, daily: _f, daily_units: _fu, ...current } = forecast("AT");
    expect(answerProblem(current, SEVEN, AT_8, "AT")).toBe("its values cover 0 of the 7 days asked");
  });

  it("holds marine answers to their first hour alone", () => {
    const marine = worldResponse(DATE, "PT", "marine") as Json;
    expect(answerProblem(marine, { api: "marine", forecastDays: 7 }, AT_8, "PT")).toBeUndefined();
    expect(answerProblem(marine, { api: "marine", forecastDays: 30 }, AT_8, "PT")).toBeUndefined();
    expect(answerProblem(marine, { api: "marine", forecastDays: 7 }, AT_8 + 2 * DAY, "PT")).toMatch(
      /^its first hour is 2026-07-15T00:00, 2 days before the day it was fetched \(2026-07-17 at the location\)/,
    );
  });
});

describe("answerProblem: the days asked", () => {
  it("counts whole days with values, nulls at the end missing", () => {
    // the world answers are 8-day answers (forecast_days=8, 192 hours)
    expect(answerProblem(forecast("AT"), { api: "forecast", forecastDays: 8 }, AT_8, "AT")).toBeUndefined();
    expect(answerProblem(forecast("AT"), { api: "forecast", forecastDays: 9 }, AT_8, "AT")).toBe(
      "its values cover 8 of the 9 days asked",
    );
    // the 7th day's last hour null: 6 whole days
    expect(answerProblem(nullTail(forecast("AT"), 167, 1), SEVEN, AT_8, "AT")).toBe(
      "its values cover 6 of the 7 days asked",
    );
    expect(answerProblem(nullTail(forecast("AT"), 0, 1), SEVEN, AT_8, "AT")).toBe(
      "its values cover 0 of the 7 days asked",
    );
  });

  it("daysWithValues: from the first stamp's local day to the day of the last value, that day whole or not counted", () => {
    const hours = Float64Array.from({ length: 72 }, (_, i) => Date.parse("2026-07-14T22:00:00Z") + i * 3_600_000);
    const values = (last: number) => Float64Array.from(hours, (_, i) => (i <= last ? 1 : Number.NaN));
    // at UTC+2 the stamps run from 00:00 of the 15th to 23:00 of the 17th
    expect(daysWithValues(hours, values(71), 7200)).toBe(3);
    expect(daysWithValues(hours, values(70), 7200)).toBe(2);
    expect(daysWithValues(hours, values(23), 7200)).toBe(1);
    expect(daysWithValues(hours, values(22), 7200)).toBe(0);
    expect(daysWithValues(hours, values(-1), 7200)).toBe(0);
  });

  it("daysWithValues: a day whose last stamp ends it counts, by the axis' own step (one stamp: an hour)", () => {
    // one stamp at 23:00 local (21:00 UTC, UTC+2): its hour ends the day
    const late = Float64Array.of(Date.parse("2026-07-15T21:00:00Z"));
    expect(daysWithValues(late, Float64Array.of(1), 7200)).toBe(1);
    expect(daysWithValues(late, Float64Array.of(Number.NaN), 7200)).toBe(0);
    // 3-hourly stamps 00:00..21:00 local: the last one's 3 hours end the day, whole; without its value, not
    const threeHourly = Float64Array.from({ length: 8 }, (_, i) => Date.parse("2026-07-14T22:00:00Z") + i * 10_800_000);
    expect(daysWithValues(threeHourly, new Float64Array(8).fill(1), 7200)).toBe(1);
    expect(
      daysWithValues(
        threeHourly,
        Float64Array.from({ length: 8 }, (_, i) => (i < 7 ? 1 : Number.NaN)),
        7200,
      ),
    ).toBe(0);
  });
});

describe("answerProblem: an ensemble answer", () => {
  const geps = generated("PT", 21, 14, ENSEMBLE_MODELS.gem_global.variables);

  it("takes an answer of the model asked with its 21 runs over the 14 days", () => {
    expect(answerProblem(geps, GEPS, AT_8, "PT")).toBeUndefined();
  });

  it("refuses one keyed for another model than the one asked", () => {
    const hourly = geps.hourly as Record<string, unknown>;
    const units = geps.hourly_units as Record<string, unknown>;
    const suffixed = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k === "time" ? k : `${k}_gfs_seamless`, v]));
    const other = { ...geps, hourly: suffixed(hourly), hourly_units: suffixed(units) };
    expect(answerProblem(other, GEPS, AT_8, "PT")).toBe("its keys are of model gfs_seamless, not of gem_global asked");
  });

  it("takes an answer keyed for the model asked (`temperature_2m_member01_gem_global`)", () => {
    const suffixed = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k === "time" ? k : `${k}_gem_global`, v]));
    const keyed = {
      ...geps,
      hourly: suffixed(geps.hourly as Record<string, unknown>),
      hourly_units: suffixed(geps.hourly_units as Record<string, unknown>),
    };
    expect(answerProblem(keyed, GEPS, AT_8, "PT")).toBeUndefined();
  });

  it("refuses the control run alone, and more runs than the model has", () => {
    const control = generated("PT", 1, 14, ENSEMBLE_MODELS.gem_global.variables);
    expect(answerProblem(control, GEPS, AT_8, "PT")).toBe("1 run in the answer, where gem_global has 21");
    const many = generated("PT", 201, 1, ["temperature_2m"]);
    expect(answerProblem(many, GEPS, AT_8, "PT")).toBe("201 runs in the answer, where gem_global has 21");
  });

  it("refuses 2 of the 14 days asked, and a tail of nulls in most runs; takes one in fewer than half", () => {
    const short = generated("PT", 21, 2, ENSEMBLE_MODELS.gem_global.variables);
    expect(answerProblem(short, GEPS, AT_8, "PT")).toBe("its values cover 2 of the 14 days asked");
    // hours from 48 on null: 2 whole days, in 11 of the 21 runs (most), then in 10
    expect(answerProblem(nullTail(geps, 48, 11), GEPS, AT_8, "PT")).toBe("its values cover 2 of the 14 days asked");
    expect(answerProblem(nullTail(geps, 48, 10), GEPS, AT_8, "PT")).toBeUndefined();
  });

  it("reads the days of the middle run by rank, not by its place in the answer", () => {
    // runs 6-15 short (10 of 21): the 11th run in the answer's order is short, the 11th longest is not
    const hourly = { ...(geps.hourly as Record<string, unknown[]>) };
    for (let r = 6; r <= 15; r++) {
      const key = keyOf("temperature_2m", r);
      hourly[key] = (hourly[key] as unknown[]).map((v, i) => (i >= 48 ? null : v));
    }
    expect(answerProblem({ ...geps, hourly }, GEPS, AT_8, "PT")).toBeUndefined();
    // runs 6-16 short (11 of 21): most runs are
    const key = keyOf("temperature_2m", 16);
    hourly[key] = (hourly[key] as unknown[]).map((v, i) => (i >= 48 ? null : v));
    expect(answerProblem({ ...geps, hourly }, GEPS, AT_8, "PT")).toBe("its values cover 2 of the 14 days asked");
  });

  it("refuses an answer whose hours start 3 days before the day it was fetched", () => {
    expect(answerProblem(geps, GEPS, AT_8 + 3 * DAY, "PT")).toMatch(
      /^its first hour is 2026-07-15T00:00, 3 days before /,
    );
  });

  it("throws the reader's error for an answer the outlook cannot read", () => {
    const hourly = geps.hourly as Record<string, unknown[]>;
    const cut = {
      ...geps,
      hourly: { ...hourly, temperature_2m_member07: hourly.temperature_2m_member07?.slice(0, 100) },
    };
    expect(() => answerProblem(cut, GEPS, AT_8, "PT")).toThrow(/temperature_2m_member07/);
  });
});
