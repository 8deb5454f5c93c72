/**
 * Scoring the members (src/outlook/members.ts) on hand-built answers for Bern: which days are scored (today, then the
 * days the hourly axis covers whole), which members are left out and why, and a member's day without a solar score.
 */
import { describe, expect, it } from "vitest";
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
