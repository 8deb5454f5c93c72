import { describe, expect, it } from "vitest";
import { bestMoveDayOf, outlookDay } from "../../src/outlook/days.js";
import type { MemberScores } from "../../src/outlook/members.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";

const DATES = ["2026-07-15", "2026-07-16", "2026-07-17", "2026-07-18"];

/** A member's scores from its days' [van, drive] (sleep 70, solar 50 unless given). */
function member(member: number, days: readonly [van: number, drive: number, solar?: number][]): MemberScores {
  return {
    member,
    dates: DATES.slice(0, days.length),
    van: Int16Array.from(days, (d) => d[0]),
    sleep: Int16Array.from(days, () => 70),
    drive: Int16Array.from(days, (d) => d[1]),
    solar: Int16Array.from(days, (d) => d[2] ?? 50),
    warnings: [],
  };
}

describe("outlookDay", () => {
  const members = [member(0, [[85, 100]]), member(1, [[62, 59]]), member(2, [[60, 60, -1]]), member(3, [[41, 95, 20]])];

  it("gives each score's quantiles, the label shares and the most likely label, p_good and p_drive", () => {
    const day = outlookDay(members, 0, defaultProfile);
    expect(day.date).toBe("2026-07-15");
    // van 41, 60, 62, 85: ranks 1, 1, 1, 2, 3, 4, 4
    expect(day.van).toEqual({ min: 41, p10: 41, p25: 41, p50: 60, p75: 62, p90: 85, max: 85 });
    expect(day.drive).toEqual({ min: 59, p10: 59, p25: 59, p50: 60, p75: 95, p90: 100, max: 100 });
    expect(day.sleep.p50).toBe(70);
    // solar over the three members that have one: 20, 50, 50
    expect(day.solar).toEqual({ min: 20, p10: 20, p25: 20, p50: 50, p75: 50, p90: 50, max: 50 });
    expect(day.label_probability).toEqual({ ideal: 0.25, comfortable: 0.5, acceptable: 0.25, harsh: 0, extreme: 0 });
    expect(day.label).toBe("comfortable");
    expect(day.confidence).toBe("low"); // 0.5 < 0.66
    expect(day.p_good).toBe(0.75); // 85, 62, 60
    expect(day.p_drive).toBe(0.75); // 100, 60, 95
  });

  it("gives no solar quantiles when no member has a solar score", () => {
    expect(outlookDay([member(0, [[70, 70, -1]])], 0, defaultProfile).solar).toBeNull();
  });

  it("counts a solar score of 0 (no yield) as a score, -1 as none", () => {
    const solar = outlookDay(
      [member(0, [[70, 70, 0]]), member(1, [[70, 70, -1]]), member(2, [[70, 70, 10]])],
      0,
      defaultProfile,
    ).solar;
    expect(solar).toEqual({ min: 0, p10: 0, p25: 0, p50: 0, p75: 10, p90: 10, max: 10 }); // 0, 10: ranks 1, 1, 1, 1, 2, 2
    expect(outlookDay([member(0, [[70, 70, 0]])], 0, defaultProfile).solar).toEqual({
      min: 0,
      p10: 0,
      p25: 0,
      p50: 0,
      p75: 0,
      p90: 0,
      max: 0,
    });
  });

  it("reads 'good' from the profile's comfortable label, and confidence from its outlook thresholds", () => {
    const profile = defineProfile({
      labels: { ideal: 90, comfortable: 61, acceptable: 40, harsh: 20 },
      outlook: { mediumConfidence: 0.5 },
    });
    const day = outlookDay(members, 0, profile);
    expect(day.p_good).toBe(0.5); // 85, 62
    expect(day.p_drive).toBe(0.5); // 100, 95
    expect(day.label_probability.comfortable).toBe(0.5); // 85 and 62 under comfortable 61..89
    expect(day.confidence).toBe("medium");
  });
});

describe("bestMoveDayOf", () => {
  it("is the day from tomorrow with the most members good to drive and to stay, with that share", () => {
    const members = [
      member(0, [
        [90, 90],
        [70, 70],
        [70, 50],
      ]),
      member(1, [
        [90, 90],
        [70, 70],
        [70, 70],
      ]),
      member(2, [
        [90, 90],
        [50, 70],
        [70, 70],
      ]),
      member(3, [
        [90, 90],
        [70, 70],
        [70, 70],
      ]),
    ];
    // today is best (4 of 4) but not a candidate; tomorrow and the day after 3 of 4: the earlier
    expect(bestMoveDayOf(members, 3, defaultProfile)).toEqual({ date: "2026-07-16", probability: 0.75 });
  });

  it("counts members good at both at once, not the shares' product", () => {
    // tomorrow: 2 of 4 good to stay, 2 of 4 good to drive, none both; the day after: 2 both
    const members = [
      member(0, [
        [0, 0],
        [80, 10],
        [80, 80],
      ]),
      member(1, [
        [0, 0],
        [80, 10],
        [80, 80],
      ]),
      member(2, [
        [0, 0],
        [10, 80],
        [10, 10],
      ]),
      member(3, [
        [0, 0],
        [10, 80],
        [10, 10],
      ]),
    ];
    expect(bestMoveDayOf(members, 3, defaultProfile)).toEqual({ date: "2026-07-17", probability: 0.5 });
  });

  it("is null below the floor (half the members), and for an outlook of today alone", () => {
    const members = [0, 1, 2].map((m) =>
      member(m, [
        [90, 90],
        [m === 0 ? 90 : 10, 90],
      ]),
    );
    expect(bestMoveDayOf(members, 2, defaultProfile)).toBeNull(); // 1 of 3 < 0.5
    expect(bestMoveDayOf(members, 2, defineProfile({ outlook: { bestMoveDayFloor: 0.3 } }))).toEqual({
      date: "2026-07-16",
      probability: 0.333,
    });
    expect(bestMoveDayOf(members, 1, defaultProfile)).toBeNull();
  });

  it("looks at the outlook's days only, though members reach further", () => {
    // three days each, an outlook of two: the third day, good in every member, is not the outlook's
    const members = [0, 1].map((m) =>
      member(m, [
        [90, 90],
        [m === 0 ? 90 : 10, 90],
        [90, 90],
      ]),
    );
    expect(bestMoveDayOf(members, 2, defaultProfile)).toEqual({ date: "2026-07-16", probability: 0.5 });
    expect(bestMoveDayOf(members, 3, defaultProfile)).toEqual({ date: "2026-07-17", probability: 1 });
  });

  it("takes a day whose share is exactly the floor", () => {
    const members = [0, 1].map((m) =>
      member(m, [
        [90, 90],
        [m === 0 ? 60 : 59, 60],
      ]),
    );
    expect(bestMoveDayOf(members, 2, defaultProfile)).toEqual({ date: "2026-07-16", probability: 0.5 });
  });
});
