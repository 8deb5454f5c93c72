/**
 * Verification on synthetic truth with a known answer (issue 41, part 5): each day's van score is drawn from a
 * normal distribution around a day's own mean; an ensemble whose members are drawn from the same distribution is
 * reliable within sampling error, one drawn with 0.6 of its spread is found too sure, and a recalibration fitted on
 * half the days improves the Brier score on the other half. A seeded generator, so every run draws the same days.
 */
import { describe, expect, it } from "vitest";
import { calibrate } from "../../src/outlook/calibration.js";
import { outlookDay } from "../../src/outlook/days.js";
import type { MemberScores } from "../../src/outlook/members.js";
import { coverageOf } from "../../src/outlook/odds.js";
import type { VanSkyOutlook } from "../../src/outlook/types.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { scoreLabel } from "../../src/scores/label.js";
import { type Observation, observationsOf } from "../../src/verify/cases.js";
import { curvesByLead } from "../../src/verify/recalibrate.js";
import type { ProbabilityCase } from "../../src/verify/scores.js";
import { fitCalibration, verifyOutlooks } from "../../src/verify/verify.js";

/** Mulberry32, a seeded uniform generator in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MEMBERS = 21;
const SPREAD = 15;
const LEADS = 2;

/** One model of a synthetic ensemble: its member count, its spread (× the truth's) and its bias, score points. */
interface SyntheticModel {
  readonly members: number;
  readonly spread: number;
  readonly bias: number;
}

/**
 * Synthetic outlooks (one a day, two lead days) of the models `models` pooled (each weighing the same), and what
 * happened: each day's truth and members drawn around the day's own mean.
 */
function pooled(
  days: number,
  models: readonly SyntheticModel[],
  seed: number,
  byMember = false,
): { outlooks: VanSkyOutlook[]; truth: Observation[] } {
  const random = seeded(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const score = (x: number) => Math.min(100, Math.max(0, Math.round(x)));
  const outlooks: VanSkyOutlook[] = [];
  const truth: Observation[] = [];
  for (let d = 0; d < days; d++) {
    const dates = Array.from({ length: LEADS }, (_, k) =>
      new Date(Date.UTC(2026, 0, 1 + d + k)).toISOString().slice(0, 10),
    );
    const means = dates.map(() => 40 + 40 * random());
    const groups = models.map((model) => ({
      members: Array.from({ length: model.members }, (_, m): MemberScores => {
        const van = Int16Array.from(means, (mu) => score(mu + model.bias + model.spread * SPREAD * normal()));
        return { member: m, dates, van, sleep: van, drive: van, solar: van, warnings: [] };
      }),
      weight: 1 / models.length,
    }));
    // every member weighing the same instead: one group of all
    const weighed = byMember ? [{ members: groups.flatMap((g) => g.members), weight: 1 }] : groups;
    const n = models.reduce((sum, m) => sum + m.members, 0);
    outlooks.push({
      code: `P${d}`,
      fetched_at: null,
      model: null,
      members: n,
      models: models.map((m) => ({ model: null, members: m.members })),
      coverage: coverageOf(n),
      estimated: [],
      withheld: [],
      calibration: null,
      days: dates.map((_, k) => outlookDay(weighed, k, defaultProfile, { driveSeen: true, record: null })),
      best_move_day: null,
      warnings: [],
    });
    dates.forEach((date, k) => {
      const van = score((means[k] as number) + SPREAD * normal());
      truth.push({ code: `P${d}`, date, van, drive: van, label: scoreLabel(van, defaultProfile.labels), lead: 0 });
    });
  }
  return { outlooks, truth };
}

/** Synthetic outlooks of one model of 21 members with `spread` × the truth's spread, and what happened. */
const synthetic = (days: number, spread: number, seed: number) =>
  pooled(days, [{ members: MEMBERS, spread, bias: 0 }], seed);

describe("an ensemble drawn from the truth's own distribution", () => {
  const { outlooks, truth } = synthetic(1500, 1, 41);
  const verification = verifyOutlooks(outlooks, truth);

  it("pairs every day with its observation, lead by lead", () => {
    expect(verification.cases).toBe(1500 * LEADS);
    expect(verification.leads.map((l) => l.count)).toEqual([1500, 1500]);
  });

  it("is reliable within sampling error: each full bin's frequency within 3 standard errors of its forecast", () => {
    for (const lead of verification.leads)
      for (const bin of lead.pGood.reliability) {
        if (bin.count < 30) continue;
        const p = bin.forecast as number;
        const se = Math.sqrt((p * (1 - p)) / bin.count);
        expect(Math.abs((bin.observed as number) - p), `lead ${lead.lead} ${bin.from}`).toBeLessThanOrEqual(3 * se);
      }
  });

  it("has a rank histogram consistent with its ranks: p10-p90 holds what 21 members allow (18 of 22)", () => {
    for (const lead of verification.leads) {
      expect(lead.rank.verdict).toBe("consistent");
      expect(lead.rank.outside.expected).toBeCloseTo(4 / 22, 12);
      expect(Math.abs(lead.rank.z)).toBeLessThan(3);
    }
  });
});

describe("an ensemble with 0.6 of the right spread", () => {
  const { outlooks, truth } = synthetic(1500, 0.6, 42);
  const verification = verifyOutlooks(outlooks, truth);

  it("is found too sure: far more outcomes outside p10-p90 than its ranks allow", () => {
    for (const lead of verification.leads) {
      expect(lead.rank.verdict).toBe("over-confident");
      expect(lead.rank.outside.observed).toBeGreaterThan(1.5 * lead.rank.outside.expected);
    }
  });

  it("has a reliability diagram too steep: sure forecasts of rain and shine verify less often than said", () => {
    for (const lead of verification.leads) {
      const bins = lead.pGood.reliability;
      for (const bin of [bins[0], bins[9]]) {
        const p = bin?.forecast as number;
        const se = Math.sqrt((p * (1 - p)) / (bin?.count as number));
        // the low bin's days turn out good more often than said, the high bin's less
        const gap = bin === bins[0] ? (bin?.observed as number) - p : p - (bin?.observed as number);
        expect(gap, `lead ${lead.lead} bin ${bin?.from}`).toBeGreaterThan(3 * se);
      }
    }
  });

  it("is improved by a recalibration fitted on half the days, on the other half", () => {
    const fitted = fitCalibration(outlooks, truth, "synthetic");
    expect(fitted.fittedOn).toHaveLength(750);
    expect(fitted.heldOut).toHaveLength(750);
    expect((fitted.heldOut[0] as string) > (fitted.fittedOn.at(-1) as string)).toBe(true);
    expect(fitted.calibration.pGood).toHaveLength(LEADS);
    for (const lead of fitted.leads) {
      expect(lead.count).toBeGreaterThan(700);
      expect(lead.pGood.recalibrated).toBeLessThan(lead.pGood.raw as number);
    }
    expect(fitted.skipped).toBe(0);
  });
});

describe("two models pooled, each weighing the same (part 7), verified against each alone", () => {
  // a 21-member model biased 8 points high and a 51-member one 8 points low, each of the right spread
  const high = { members: 21, spread: 1, bias: 8 };
  const low = { members: 51, spread: 1, bias: -8 };
  const brierOfRun = (models: SyntheticModel[], byMember = false) =>
    verifyOutlooks(
      ...(Object.values(pooled(1500, models, 43, byMember)) as [VanSkyOutlook[], Observation[]]),
    ).leads.map((l) => l.pGood.brier as number);
  const alone = [brierOfRun([high]), brierOfRun([low])];
  const both = brierOfRun([high, low]);

  it("scores a better Brier score than either model alone on the same days", () => {
    for (const k of [0, 1]) {
      expect(both[k]).toBeLessThan(alone[0]?.[k] as number);
      expect(both[k]).toBeLessThan(alone[1]?.[k] as number);
    }
  });

  it("beats the same members weighing one each, which lean to the larger model's bias", () => {
    const byMember = brierOfRun([high, low], true);
    for (const k of [0, 1]) expect(both[k]).toBeLessThan(byMember[k] as number);
  });
});

describe("observationsOf", () => {
  it("takes each place and date from the record of the shortest lead", () => {
    const day = (date: string, van: number) => ({ date, van_score: van, drive_score: van, score_label: "ideal" });
    const records = [
      { code: "PT", forecast: [day("2026-07-15", 90), day("2026-07-16", 80)] },
      { code: "PT", forecast: [day("2026-07-16", 61)] },
    ] as never;
    expect(observationsOf(records)).toEqual([
      { code: "PT", date: "2026-07-15", van: 90, drive: 90, label: "ideal", lead: 0 },
      { code: "PT", date: "2026-07-16", van: 61, drive: 61, label: "ideal", lead: 0 },
    ]);
  });

  it("keeps the shortest lead given first over a longer one given later, and the first of equal leads", () => {
    const day = (date: string, van: number) => ({ date, van_score: van, drive_score: van, score_label: "ideal" });
    const records = [
      { code: "PT", forecast: [day("2026-07-16", 61)] },
      { code: "PT", forecast: [day("2026-07-15", 90), day("2026-07-16", 80)] },
      { code: "PT", forecast: [day("2026-07-16", 70)] },
    ] as never;
    expect(observationsOf(records).map((o) => [o.date, o.van, o.lead])).toEqual([
      ["2026-07-16", 61, 0],
      ["2026-07-15", 90, 0],
    ]);
  });
});

/**
 * An outlook of `code` issued on `first` whose two members score `van[k]` (van and drive alike) on day k, k days
 * after `first`; `calibration` names a calibration it says was applied (its days are the same).
 */
function handOutlook(
  code: string,
  van: readonly (readonly [number, number])[],
  driveSeen: boolean,
  first = "2026-01-01",
  calibration: string | null = null,
): VanSkyOutlook {
  const start = Date.parse(`${first}T00:00:00Z`);
  const dates = van.map((_, k) => new Date(start + k * 86_400_000).toISOString().slice(0, 10));
  const members = [0, 1].map((m): MemberScores => {
    const v = Int16Array.from(van, (day) => day[m] as number);
    return { member: m, dates, van: v, sleep: v, drive: v, solar: v, warnings: [] };
  });
  const groups = [{ members, weight: 1 }];
  return {
    code,
    fetched_at: null,
    model: null,
    members: 2,
    models: [{ model: null, members: 2 }],
    coverage: coverageOf(2),
    estimated: [],
    withheld: [],
    calibration,
    days: van.map((_, k) => outlookDay(groups, k, defaultProfile, { driveSeen, record: null })),
    best_move_day: null,
    warnings: [],
  };
}

/** What happened at `code` on `date`: van and drive scores, the van score's label. */
const seen = (code: string, date: string, van: number, drive: number): Observation => ({
  code,
  date,
  van,
  drive,
  label: scoreLabel(van, defaultProfile.labels),
  lead: 0,
});

describe("verifyOutlooks by hand: two places, two lead days", () => {
  const outlook = (code: string, van: readonly (readonly [number, number])[], driveSeen: boolean) =>
    handOutlook(code, van, driveSeen);
  // X: members 70 and 50 on the 1st (p = (1+1)/(2+2) = 0.5), both 80 on the 2nd (p = 3/4); Y: both 90, its drive unseen
  const outlooks = [
    outlook(
      "X",
      [
        [70, 50],
        [80, 80],
      ],
      true,
    ),
    outlook("Y", [[90, 90]], false),
  ];
  // X's 1st 65 (comfortable), drive 65; its 2nd 55 (acceptable), drive 90; Y's 1st 95 (ideal); an unpaired Z
  const observed = [
    seen("X", "2026-01-01", 65, 65),
    seen("X", "2026-01-02", 55, 90),
    seen("Y", "2026-01-01", 95, 95),
    seen("Z", "2026-01-01", 10, 10),
  ];
  const result = verifyOutlooks(outlooks, observed);

  it("pairs each forecast day with its place's observation, lead by lead", () => {
    expect(result.cases).toBe(3);
    expect(result.leads.map((l) => [l.lead, l.count])).toEqual([
      [0, 2],
      [1, 1],
    ]);
  });

  it("scores p_good on every day and p_drive where the outlook gives one", () => {
    const [lead0, lead1] = result.leads;
    // lead 0: X (0.5 - 1)² = 0.25, Y (0.75 - 1)² = 0.0625; p_drive X alone
    expect(lead0?.pGood.count).toBe(2);
    expect(lead0?.pGood.brier).toBeCloseTo((0.25 + 0.0625) / 2, 12);
    expect(lead0?.pDrive.count).toBe(1);
    expect(lead0?.pDrive.brier).toBeCloseTo(0.25, 12);
    // lead 1: 55 is not good, (0.75 - 0)²; the drive of 90 is, (0.75 - 1)²
    expect(lead1?.pGood.brier).toBeCloseTo(0.5625, 12);
    expect(lead1?.pDrive.brier).toBeCloseTo(0.0625, 12);
  });

  it("scores the label's members by the ranked probability score, worst to best", () => {
    // X's 1st: acceptable 1/2, comfortable 1/2, observed comfortable: (0.5 - 0)² over 4 gaps = 0.0625; Y's: 0
    expect(result.leads[0]?.rps).toBeCloseTo(0.0625 / 2, 12);
    // X's 2nd: ideal 2/2, observed acceptable: cumulative 0 against 1 at acceptable and comfortable: 2/4
    expect(result.leads[1]?.rps).toBeCloseTo(0.5, 12);
    expect(verifyOutlooks([], observed)).toEqual({ leads: [], cases: 0 });
  });

  it("scores the van quantiles by the CRPS: both members 80, observed 55, is 25 points off", () => {
    // lead 1 is X's 2nd day alone: seven quantiles of 80 against 55, the distance
    expect(result.leads[1]?.crps).toBeCloseTo(25, 12);
  });
});

describe("verifyOutlooks with gaps", () => {
  it("keeps a lead day no observation reaches, with no scores, between the leads that have them", () => {
    // X's three days: observed on the 1st and the 3rd, not the 2nd
    const x = handOutlook(
      "X",
      [
        [70, 70],
        [80, 80],
        [40, 40],
      ],
      true,
    );
    const result = verifyOutlooks([x], [seen("X", "2026-01-01", 65, 65), seen("X", "2026-01-03", 45, 45)]);
    expect(result.cases).toBe(2);
    expect(result.leads.map((l) => l.count)).toEqual([1, 0, 1]);
    const empty = result.leads[1];
    expect([empty?.rps, empty?.crps, empty?.pGood.brier, empty?.pDrive.brier]).toEqual([null, null, null, null]);
    // both members 40 against 45: 5 points off
    expect(result.leads[2]?.crps).toBeCloseTo(5, 12);
  });

  it("pairs no day of an outlook without days", () => {
    const none = { ...handOutlook("X", [[70, 70]], true), days: [] };
    expect(verifyOutlooks([none], [seen("X", "2026-01-01", 65, 65)])).toEqual({ leads: [], cases: 0 });
  });
});

describe("fitCalibration by hand: four issue dates, two fitted, two held out", () => {
  // X issued on four dates, one day each; given out of date order. p_good = (k + 1)/(n + 2) of members at 60 or more.
  // 1st and 2nd (fitted): both members 80 (p 3/4), observed 90 then 30; 3rd and 4th (held out): one member 80 (p 1/2)
  // observed 90, then both 80 (p 3/4) observed 30. Y's outlook of the 3rd says it is calibrated: left out, counted.
  const outlooks = [
    handOutlook("X", [[70, 50]], true, "2026-01-03"),
    handOutlook("X", [[80, 80]], true, "2026-01-01"),
    handOutlook("X", [[80, 80]], true, "2026-01-04"),
    handOutlook("Y", [[80, 80]], true, "2026-01-03", "earlier"),
    handOutlook("X", [[80, 80]], false, "2026-01-02"),
  ];
  const observed = [
    seen("X", "2026-01-01", 90, 90),
    seen("X", "2026-01-02", 30, 30),
    seen("X", "2026-01-03", 90, 30),
    seen("X", "2026-01-04", 30, 90),
    seen("Y", "2026-01-03", 90, 90),
  ];
  const fitted = fitCalibration(outlooks, observed, "by hand");

  it("fits on the earlier half of the issue dates and holds out the later, the calibrated outlook skipped", () => {
    expect(fitted.fittedOn).toEqual(["2026-01-01", "2026-01-02"]);
    expect(fitted.heldOut).toEqual(["2026-01-03", "2026-01-04"]);
    expect(fitted.skipped).toBe(1);
    expect(fitted.calibration.name).toBe("by hand");
  });

  it("fits p_good on the fitted days' cases and p_drive on those that have one", () => {
    // p_good: p 3/4 twice, once right; p_drive: the 2nd's drive unseen, so the 1st's alone (3/4, happened)
    const curves = (xs: ProbabilityCase[]) => curvesByLead([xs]);
    expect(fitted.calibration.pGood).toEqual(
      curves([
        { p: 0.75, happened: true },
        { p: 0.75, happened: false },
      ]),
    );
    expect(fitted.calibration.pDrive).toEqual(curves([{ p: 0.75, happened: true }]));
  });

  it("scores the held-out days as published and through the fitted curve of each probability", () => {
    const [lead] = fitted.leads;
    expect(fitted.leads).toHaveLength(1);
    expect(lead?.count).toBe(2);
    // as published: p_good 1/2 and 3/4 against happened, not: (0.25 + 0.5625)/2; p_drive against not, happened
    expect(lead?.pGood.raw).toBeCloseTo((0.25 + 0.5625) / 2, 12);
    expect(lead?.pDrive.raw).toBeCloseTo((0.25 + 0.0625) / 2, 12);
    const profile = defineProfile({ outlook: { calibration: fitted.calibration } });
    const through = (field: "p_good" | "p_drive", p: number) => calibrate(profile, field, 0, p);
    expect(lead?.pGood.recalibrated).toBeCloseTo(
      ((through("p_good", 0.5) - 1) ** 2 + through("p_good", 0.75) ** 2) / 2,
      12,
    );
    expect(lead?.pDrive.recalibrated).toBeCloseTo(
      (through("p_drive", 0.5) ** 2 + (through("p_drive", 0.75) - 1) ** 2) / 2,
      12,
    );
    // the two curves differ, so a probability read through the wrong one would show
    expect(through("p_good", 0.75)).not.toBeCloseTo(through("p_drive", 0.75), 3);
  });
});
