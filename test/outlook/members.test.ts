/**
 * Scoring the members (src/outlook/members.ts) on hand-built answers for Bern: which days are scored (today, then the
 * days the hourly axis covers whole), which members are left out and why, and a member's day without a solar score.
 */
import { describe, expect, it } from "vitest";
import type { ForecastSeries } from "../../src/adapters/forecast.js";
import { lendSunTimes, type SunTimes } from "../../src/outlook/members.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { bern, FINE, type Json, julyHours, keyOf, withMembers, without } from "./helpers.js";

const NOW = "2026-07-15T12:00:00Z"; // 14:00 in Bern: today is the 15th
const outlookOf = (forecast: Json) => outlookCountry({ code: "CH", forecast, now: NOW });
const datesOf = (forecast: Json) => outlookOf(forecast).days.map((d) => d.date);

describe("the days scored: today, then each day the hourly axis covers whole", () => {
  // the 15th to the 17th from a daily section (today scored from it), the hours from wherever each case starts
  const daily = {
    daily_units: { time: "iso8601", temperature_2m_max: "°C", temperature_2m_min: "°C" },
    daily: {
      time: ["2026-07-15", "2026-07-16", "2026-07-17"],
      temperature_2m_max: [25, 25, 25],
      temperature_2m_min: [15, 15, 15],
    },
  };
  const from = (day: number, hour: number, count: number) => bern(julyHours(day, hour, count), FINE, daily);

  it("takes a day whose first stamp is the first of the axis, not one whose midnight lies before it", () => {
    expect(datesOf(from(16, 0, 48))).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]); // 16th 00:00 to 17th 23:00
    expect(datesOf(from(16, 1, 47))).toEqual(["2026-07-15"]); // from 01:00 the 16th is not whole, nor any day after
  });

  it("takes a day whose last hour is the axis's last, not one that ends after it", () => {
    expect(datesOf(from(16, 0, 47))).toEqual(["2026-07-15", "2026-07-16"]); // to 22:00 on the 17th
  });

  it("scores today alone from an hourly section without stamps", () => {
    const outlook = outlookOf(bern([], {}, daily));
    expect(outlook.days.map((d) => d.date)).toEqual(["2026-07-15"]);
    expect(outlook.best_move_day).toBeNull();
  });
});

describe("members left out", () => {
  it("names every variable a member lacks that the others have", () => {
    const answer = withMembers(bern(julyHours(15, 0, 48)), 3);
    const outlook = outlookOf(without(answer, [keyOf("wind_gusts_10m", 2), keyOf("visibility", 2)]));
    expect(outlook.members).toBe(2);
    expect(outlook.warnings).toEqual([
      {
        code: "MEMBER_LEFT_OUT",
        path: "hourly",
        message:
          "member 2 left out, lacking wind_gusts_10m, visibility, which the other members have: 2 of 3 members used",
      },
    ]);
  });
});

describe("a member whose today cannot be scored", () => {
  /** `answer` with the hourly temperature of `members` null on the 15th (today in Bern: hours 0-23). */
  function coldless(answer: Json, members: readonly number[]): Json {
    const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
    for (const m of members)
      hourly[keyOf("temperature_2m", m)] = (hourly[keyOf("temperature_2m", m)] as unknown[]).map((v, i) =>
        i < 24 ? null : v,
      );
    return { ...answer, hourly };
  }
  const answer = withMembers(bern(julyHours(15, 0, 48)), 3);

  it("is left out, the others scored, and the outlook says why", () => {
    const outlook = outlookOf(coldless(answer, [1]));
    expect(outlook.members).toBe(2);
    const left = outlook.warnings.filter((w) => w.code === "MEMBER_LEFT_OUT");
    expect(left).toHaveLength(1);
    expect(left[0]?.message).toMatch(/^member 1 left out, today not scorable: /);
  });

  it("throws the first member's error when no member can be scored", () => {
    expect(() => outlookOf(coldless(answer, [0, 1, 2]))).toThrow(expect.objectContaining({ code: "NO_TEMPERATURE" }));
  });
});

describe("solar", () => {
  it("has no quantiles on a day no member has a solar score for (no shortwave radiation)", () => {
    const { shortwave_radiation, ...rest } = FINE;
    const outlook = outlookOf(withMembers(bern(julyHours(15, 0, 48), rest), 2));
    expect(outlook.members).toBe(2);
    expect(outlook.days.map((d) => [d.date, d.solar])).toEqual([
      ["2026-07-15", null],
      ["2026-07-16", null],
    ]);
    expect(outlook.warnings).toEqual([
      {
        code: "MISSING_VARIABLE",
        path: "forecast",
        message:
          "the response has no shortwave_radiation (read by the solar score and solar_kwh): it is treated as unknown",
      },
    ]);
  });
});

describe("lendSunTimes: the first member's sun times written into a later member's daily rows", () => {
  // three daily rows (midnights 1 day apart); the first member's days were read from rows 0 and 2 (row 1: no day)
  const DAY_MS = 86_400_000;
  const rowsMs = Float64Array.of(0, DAY_MS, 2 * DAY_MS);
  const sun: SunTimes = {
    rowsMs,
    rows: Int32Array.of(0, -1, 2),
    days: [
      { sunriseMs: 21_600_000, sunsetMs: 72_000_000, daylightS: 50_400 },
      { sunriseMs: 1, sunsetMs: 2, daylightS: 3 }, // a day on no row: never written
      { sunriseMs: 2 * DAY_MS + 22_000_000, sunsetMs: 2 * DAY_MS + 71_000_000, daylightS: 49_000 },
    ],
  };
  /** A daily section on `timeMs` whose sun columns are missing (NaN, coverage 0) unless `own` gives them. */
  const dailyOn = (timeMs: Float64Array, own: { sunriseMs?: number; daylightS?: number } = {}) => {
    const column = () => new Float64Array(timeMs.length).fill(Number.NaN);
    return {
      timeMs,
      columns: { sunriseMs: column(), sunsetMs: column(), daylightS: column() },
      coverage: { sunriseMs: own.sunriseMs ?? 0, sunsetMs: 0, daylightS: own.daylightS ?? 0 },
    } as unknown as NonNullable<ForecastSeries["daily"]>;
  };
  const sunColumns = (daily: NonNullable<ForecastSeries["daily"]>) => {
    const { sunriseMs, sunsetMs, daylightS } = daily.columns;
    return [...sunriseMs, ...sunsetMs, ...daylightS];
  };

  it("writes each day's sunrise, sunset and daylight into its own row, and nothing into a row of no day", () => {
    const daily = dailyOn(Float64Array.from(rowsMs));
    lendSunTimes(sun, daily);
    const { sunriseMs, sunsetMs, daylightS } = daily.columns;
    expect([...sunriseMs]).toEqual([21_600_000, Number.NaN, 2 * DAY_MS + 22_000_000]);
    expect([...sunsetMs]).toEqual([72_000_000, Number.NaN, 2 * DAY_MS + 71_000_000]);
    expect([...daylightS]).toEqual([50_400, Number.NaN, 49_000]);
  });

  it("leaves a member's own sun times, and a member on other rows, as they are", () => {
    const missing = Array.from({ length: 9 }, () => Number.NaN);
    for (const daily of [
      dailyOn(Float64Array.from(rowsMs), { sunriseMs: 0.5 }), // its own sunrise, even in part
      dailyOn(Float64Array.from(rowsMs), { daylightS: 0.5 }), // its own daylight
      dailyOn(Float64Array.of(0, DAY_MS, 3 * DAY_MS)), // another row at the end
      dailyOn(Float64Array.of(DAY_MS, DAY_MS, 2 * DAY_MS)), // another row at the start
    ]) {
      lendSunTimes(sun, daily);
      expect(sunColumns(daily)).toEqual(missing);
    }
    const shorter = dailyOn(Float64Array.of(0, DAY_MS));
    lendSunTimes(sun, shorter);
    expect(sunColumns(shorter)).toEqual(Array.from({ length: 6 }, () => Number.NaN));
  });

  it("does nothing without sun times or a daily section", () => {
    const daily = dailyOn(Float64Array.from(rowsMs));
    lendSunTimes(null, daily);
    expect(sunColumns(daily)).toEqual(Array.from({ length: 9 }, () => Number.NaN));
    expect(() => lendSunTimes(sun, null)).not.toThrow();
  });
});
