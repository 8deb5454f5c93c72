/**
 * One story with the record (issue 41, part 2; review N1): the record's own day weighs into p_good and p_drive on
 * days 0-3 and stands beside the members' day, so that "every run good" is never published beside the record's
 * "harsh" without a word.
 */
import { describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { bern, FINE, julyHours, leanWorld, withMembers, worldMarine } from "./helpers.js";

const time = julyHours(15, 0, 24 * 5);
const NOW = "2026-07-15T12:00:00Z";
/** Three members of a fine week, and the record's forecast of the same week with a gale (gusts 90 km/h). */
const members = withMembers(bern(time), 3);
const gale = bern(time, { ...FINE, wind_speed_10m: 45, wind_gusts_10m: 90 });

describe("the record beside the members", () => {
  const outlook = outlookCountry({ code: "CH", forecast: members, deterministic: gale, now: NOW });
  const record = scoreCountry({ code: "CH", forecast: gale, now: NOW });

  it("stands beside each of its days, with its weight: 0.5 today, 0.375, 0.25, 0.125, then 0", () => {
    expect(outlook.days.map((d) => d.record?.weight)).toEqual([0.5, 0.375, 0.25, 0.125, 0]);
    outlook.days.forEach((day, k) => {
      const own = record.forecast[k];
      expect(day.record).toMatchObject({ van: own?.van_score, drive: own?.drive_score, label: own?.score_label });
    });
    expect(outlook.days[0]?.record?.label).toBe("harsh");
  });

  it("pulls p_good down where the record says harsh though every member is good: 0.5 × 4/5 today", () => {
    expect(outlook.days.map((d) => d.members_good)).toEqual([3, 3, 3, 3, 3]);
    // (1 - s) × 4/5 + s × 0 for s = 0.5, 0.375, 0.25, 0.125, 0
    expect(outlook.days.map((d) => d.p_good)).toEqual([0.4, 0.5, 0.6, 0.7, 0.8]);
    // never a certainty of a good day beside the record's harsh one
    for (const day of outlook.days.slice(0, 4)) expect(day.p_good).toBeLessThanOrEqual(1 - (day.record?.weight ?? 0));
  });

  it("leaves the members' quantiles, label and counts the members' own", () => {
    const alone = outlookCountry({ code: "CH", forecast: members, now: NOW });
    expect(outlook.days.map(({ van, label, members_good }) => ({ van, label, members_good }))).toEqual(
      alone.days.map(({ van, label, members_good }) => ({ van, label, members_good })),
    );
    expect(alone.days.map((d) => d.record)).toEqual([null, null, null, null, null]);
    expect(alone.days.map((d) => d.p_good)).toEqual([0.8, 0.8, 0.8, 0.8, 0.8]);
  });

  it("reads the weights from the profile", () => {
    const profile = defineProfile({ outlook: { recordWeightByLead: [1] } });
    const own = outlookCountry({ code: "CH", forecast: members, deterministic: gale, now: NOW }, { profile });
    // the record alone today, members alone from tomorrow
    expect(own.days.map((d) => d.p_good)).toEqual([0.001, 0.8, 0.8, 0.8, 0.8]);
  });

  it("is the record a world fixture's members collapse to: identical members and their record agree", () => {
    const control = leanWorld("2026-07-15", "AU");
    const marine = worldMarine("2026-07-15", "AU");
    const both = outlookCountry({
      code: "AU",
      forecast: withMembers(control, 3),
      deterministic: control,
      marine,
      now: NOW,
    });
    // the record publishes seven days; the 8-day answer's members reach an eighth, without a record beside it
    const recorded = both.days.filter((day) => day.record !== null);
    expect([recorded.length, both.days.length]).toEqual([7, 8]);
    for (const day of recorded) {
      expect(day.record?.van).toBe(day.van.p50);
      expect(day.record?.label).toBe(day.label);
    }
    expect(defaultProfile.outlook.recordWeightByLead).toEqual([0.5, 0.375, 0.25, 0.125]);
  });
});

describe("the record under the outlook's options", () => {
  it("is scored with the outlook's profile: a gale day harsh by default, acceptable where harsh ends at 10", () => {
    const profile = defineProfile({ labels: { ideal: 80, comfortable: 60, acceptable: 10, harsh: 5 } });
    const own = outlookCountry({ code: "CH", forecast: members, deterministic: gale, now: NOW }, { profile });
    const record = scoreCountry({ code: "CH", forecast: gale, now: NOW }, { profile });
    expect(own.days[0]?.record?.label).toBe(record.forecast[0]?.score_label);
    expect(own.days[0]?.record?.label).not.toBe("harsh");
  });

  it("is left out for a deterministic answer given as null, as if none were given, without a word", () => {
    const none = outlookCountry({ code: "CH", forecast: members, deterministic: null, now: NOW });
    expect(none).toEqual(outlookCountry({ code: "CH", forecast: members, now: NOW }));
    expect(none.warnings).toEqual([]);
  });
});

describe("a deterministic answer that cannot be scored", () => {
  it("is said (RECORD_REJECTED) and the outlook is made without it", () => {
    const outlook = outlookCountry({ code: "CH", forecast: members, deterministic: { hourly: 1 }, now: NOW });
    expect(outlook.warnings).toEqual([
      {
        code: "RECORD_REJECTED",
        path: "deterministic",
        message: expect.stringMatching(/: the outlook is made without the record$/),
      },
    ]);
    // the record's own error, its path and problem, before the words
    let error: unknown;
    try {
      scoreCountry({ code: "CH", forecast: { hourly: 1 }, now: NOW });
    } catch (e) {
      error = e;
    }
    const { path, problem } = error as { path: string; problem: string };
    expect(path).not.toBe("");
    expect(outlook.warnings[0]?.message).toBe(`${path}: ${problem}: the outlook is made without the record`);
    expect(outlook.days.every((d) => d.record === null)).toBe(true);
  });
});
