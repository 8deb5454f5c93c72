import { describe, expect, it } from "vitest";
import { bestMoveDayOf, type MemberGroup, outlookDay } from "../../src/outlook/days.js";
import type { MemberScores } from "../../src/outlook/members.js";
import { bestMoveDay } from "../../src/plan/best-move-day.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { fc, test } from "../prop.js";

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

const one = (members: readonly MemberScores[]): MemberGroup[] => [{ members, weight: 1 }];
const SEEN = { driveSeen: true, record: null };

describe("outlookDay", () => {
  const members = [member(0, [[85, 100]]), member(1, [[62, 59]]), member(2, [[60, 60, -1]]), member(3, [[41, 95, 20]])];

  it("gives each score's quantiles, the median member's label, counts and Laplace's probabilities", () => {
    const day = outlookDay(one(members), 0, defaultProfile, SEEN);
    expect(day.date).toBe("2026-07-15");
    // van 41, 60, 62, 85; n = 4: ranks round(0.5), round(1.25), round(2.5), round(3.75), round(4.5): 1, 1, 3, 4, 4
    expect(day.van).toEqual({ min: 41, p10: 41, p25: 41, p50: 62, p75: 85, p90: 85, max: 85 });
    expect(day.drive).toEqual({ min: 59, p10: 59, p25: 59, p50: 95, p75: 100, p90: 100, max: 100 });
    expect(day.sleep.p50).toBe(70);
    // solar over the three members that have one: 20, 50, 50; ranks 1, 1, 2, 3, 3
    expect(day.solar).toEqual({ min: 20, p10: 20, p25: 20, p50: 50, p75: 50, p90: 50, max: 50 });
    expect(day.label_members).toEqual({ ideal: 1, comfortable: 2, acceptable: 1, harsh: 0, extreme: 0 });
    expect(day.label).toBe("comfortable"); // the median van 62
    expect(day.agreement).toBe(2);
    expect(day.members_good).toBe(3); // 85, 62, 60
    expect(day.p_good).toBe(0.667); // 4/6
    expect(day.members_drive).toBe(3); // 100, 60, 95
    expect(day.p_drive).toBe(0.667);
    expect(day.record).toBeNull();
  });

  it("takes the median member's label, not the most frequent one (review N7: PT 07-26)", () => {
    // 10 harsh (30), 11 better (2 acceptable 49, 9 ideal 90): the mode is harsh, the median member (rank 11) acceptable
    const scores = [...Array(10).fill(30), 49, 49, ...Array(9).fill(90)];
    const day = outlookDay(one(scores.map((v, i) => member(i, [[v, 90]]))), 0, defaultProfile, SEEN);
    expect(day.label_members).toEqual({ ideal: 9, comfortable: 0, acceptable: 2, harsh: 10, extreme: 0 });
    expect(day.label).toBe("acceptable");
    expect(day.agreement).toBe(2);
  });

  it("weighs the record's verdict in: every member good beside a record that is not, at 0.5, gives about half", () => {
    const all = [0, 1, 2].map((m) => member(m, [[90, 90]]));
    const record = { van: 39, drive: 26, label: "harsh" as const, weight: 0.5 };
    const day = outlookDay(one(all), 0, defaultProfile, { driveSeen: true, record });
    expect(day.members_good).toBe(3);
    // 0.5 × 4/5 + 0.5 × 0
    expect(day.p_good).toBe(0.4);
    expect(day.p_drive).toBe(0.4);
    expect(day.record).toEqual(record);
  });

  it("withholds the drive when it is not seen: quantiles, count and probability null", () => {
    const day = outlookDay(one(members), 0, defaultProfile, { driveSeen: false, record: null });
    expect([day.drive, day.members_drive, day.p_drive]).toEqual([null, null, null]);
    expect(day.p_good).toBe(0.667);
  });

  it("weighs each model the same: 1 of 1 good and 0 of 3 give (2/3 + 1/5)/2", () => {
    const groups = [
      { members: [member(0, [[90, 90]])], weight: 0.5 },
      { members: [1, 2, 3].map((m) => member(m, [[10, 10]])), weight: 0.5 },
    ];
    const day = outlookDay(groups, 0, defaultProfile, SEEN);
    expect(day.members_good).toBe(1);
    expect(day.p_good).toBe(0.433);
    // in member units (n = 4) the lone member counts 2, the others 2/3: the median (target 2 + 1e-9) is the first
    // above, 10 + ... : cumulative 2/3, 4/3, 2, 4 (ascending 10, 10, 10, 90): the fourth, 90
    expect(day.van.p50).toBe(90);
  });

  it("gives no solar quantiles when no member has a solar score; 0 (no yield) is a score, -1 none", () => {
    expect(outlookDay(one([member(0, [[70, 70, -1]])]), 0, defaultProfile, SEEN).solar).toBeNull();
    const solar = outlookDay(
      one([member(0, [[70, 70, 0]]), member(1, [[70, 70, -1]]), member(2, [[70, 70, 10]])]),
      0,
      defaultProfile,
      SEEN,
    ).solar;
    // 0, 10; n = 2: ranks 1, 1, 2 (1.5 up), 2, 2
    expect(solar).toEqual({ min: 0, p10: 0, p25: 0, p50: 10, p75: 10, p90: 10, max: 10 });
  });

  it("reads 'good' from the profile's comfortable label", () => {
    const profile = defineProfile({ labels: { ideal: 90, comfortable: 61, acceptable: 40, harsh: 20 } });
    const day = outlookDay(one(members), 0, profile, SEEN);
    expect(day.members_good).toBe(2); // 85, 62
    expect(day.members_drive).toBe(2); // 100, 95
    expect(day.label_members.comfortable).toBe(2); // 85 and 62 under comfortable 61..89
  });

  it("applies the profile's calibration of the lead's day, the last curve beyond them", () => {
    const profile = defineProfile({
      outlook: {
        calibration: {
          name: "test",
          pGood: [
            [
              [0, 0.1],
              [1, 0.5],
            ],
          ],
          pDrive: [],
        },
      },
    });
    const day = outlookDay(one(members), 0, profile, SEEN);
    // 4/6 through 0.1 + 0.4 p
    expect(day.p_good).toBe(roundTo(0.1 + 0.4 * (4 / 6)));
    expect(day.p_drive).toBe(0.667);
  });
});

const roundTo = (x: number) => Math.round(x * 1000) / 1000;

describe("bestMoveDayOf", () => {
  it("is the day best to move by the record's rule in the most members, today included, with how many", () => {
    const members = [
      member(0, [
        [90, 100],
        [70, 70],
      ]),
      member(1, [
        [60, 90],
        [95, 100],
      ]),
      member(2, [
        [90, 90],
        [70, 95],
      ]),
    ];
    // member 0: today (drive 100); member 1: tomorrow (100); member 2: tomorrow (95 > 90)
    expect(bestMoveDayOf(one(members), 2)).toEqual({ date: "2026-07-16", members_best: 2, share: 0.667 });
  });

  it("breaks a drive tie by the van score, then the earliest, in each member (the record's rule)", () => {
    const members = [
      member(0, [
        [70, 100],
        [80, 100],
        [80, 100],
      ]),
    ];
    expect(bestMoveDayOf(one(members), 3)).toEqual({ date: "2026-07-16", members_best: 1, share: 1 });
  });

  it("is not the day most often good: AU-like, every member good tomorrow but best a week on (review N6)", () => {
    const members = [0, 1, 2, 3].map((m) =>
      member(m, [
        [39, 45],
        [64, 100],
        [m < 3 ? 90 : 50, 100],
      ]),
    );
    expect(bestMoveDayOf(one(members), 3)).toEqual({ date: "2026-07-17", members_best: 3, share: 0.75 });
  });

  it("looks at the outlook's days only, though members reach further", () => {
    const members = [0, 1].map((m) =>
      member(m, [
        [90, 90],
        [m === 0 ? 90 : 10, 90],
        [90, 100],
      ]),
    );
    // over two days both members' best is today (drive and van ties go to the earlier day); over three, the third
    expect(bestMoveDayOf(one(members), 2)).toEqual({ date: "2026-07-15", members_best: 2, share: 1 });
    expect(bestMoveDayOf(one(members), 3)).toEqual({ date: "2026-07-17", members_best: 2, share: 1 });
  });

  it("weighs each model the same: one member of one model outweighs two of another's three", () => {
    const groups = [
      {
        members: [
          member(0, [
            [90, 100],
            [90, 90],
          ]),
        ],
        weight: 0.5,
      },
      {
        members: [1, 2, 3].map((m) =>
          member(m, [
            [90, m === 1 ? 100 : 90],
            [90, m === 1 ? 90 : 100],
          ]),
        ),
        weight: 0.5,
      },
    ];
    // today: 1/2 + 1/6; tomorrow: 2/6
    expect(bestMoveDayOf(groups, 2)).toEqual({ date: "2026-07-15", members_best: 2, share: 0.667 });
  });

  test.prop([
    fc.array(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })), {
        minLength: 4,
        maxLength: 4,
      }),
      { minLength: 1, maxLength: 9 },
    ),
  ])("counts, in each member, the very day the record's best_move_day picks from that member's days", (runs) => {
    const members = runs.map((days, m) => member(m, days as [number, number][]));
    const picked = members.map(
      (m) =>
        bestMoveDay(
          DATES.map((date, k) => ({ date, drive_score: m.drive[k] as number, van_score: m.van[k] as number })),
        )?.date,
    );
    const best = bestMoveDayOf(one(members), 4);
    expect(best.members_best).toBe(picked.filter((d) => d === best.date).length);
    for (const date of DATES) expect(picked.filter((d) => d === date).length).toBeLessThanOrEqual(best.members_best);
  });
});
