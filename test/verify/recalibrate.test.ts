/** The logistic recalibration (src/verify/recalibrate.ts) and its use by the outlook (profile `outlook.calibration`). */
import { describe, expect, it } from "vitest";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { defineProfile } from "../../src/profile/index.js";
import { curvesByLead, GRID, logisticFit, recalibrationCurve } from "../../src/verify/recalibrate.js";
import { bern, julyHours, withMembers } from "../outlook/helpers.js";

/** Cases at forecast p whose outcomes happen with frequency q, exactly: `n` × q of n. */
const at = (p: number, q: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ p, happened: i < Math.round(q * n) }));

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

describe("logisticFit", () => {
  it("is the identity (a 0, b 1) for forecasts that verify as said", () => {
    const fit = logisticFit([...at(0.2, 0.2, 500), ...at(0.5, 0.5, 500), ...at(0.8, 0.8, 500)]);
    expect(fit.a).toBeCloseTo(0, 2);
    expect(fit.b).toBeCloseTo(1, 2);
  });

  it("recovers an over-confident forecast's flattening: outcomes at σ(0.5·logit p) give b ≈ 0.5", () => {
    const cases = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((p) => at(p, sigmoid(0.5 * logit(p)), 2000));
    const fit = logisticFit(cases);
    expect(fit.a).toBeCloseTo(0, 2);
    expect(fit.b).toBeCloseTo(0.5, 2);
  });

  // the fit's definition, written out here: the log-likelihood of the outcomes under p' = σ(a + b·logit p), less
  // the documented ridge 10⁻³·(a² + (b − 1)²); the fit is its maximum, where both partial derivatives vanish
  const RIDGE = 1e-3;
  const objective = (cases: readonly { p: number; happened: boolean }[], a: number, b: number) =>
    cases.reduce(
      (sum, c) => {
        const q = sigmoid(a + b * logit(c.p));
        return sum + Math.log(c.happened ? q : 1 - q);
      },
      -RIDGE * (a * a + (b - 1) * (b - 1)),
    );
  const slopes = (cases: readonly { p: number; happened: boolean }[], a: number, b: number) => {
    const h = 1e-6;
    return [
      (objective(cases, a + h, b) - objective(cases, a - h, b)) / (2 * h),
      (objective(cases, a, b + h) - objective(cases, a, b - h)) / (2 * h),
    ];
  };

  it.each([
    [
      "a biased, over-confident set",
      [...at(0.1, 0.25, 40), ...at(0.4, 0.45, 30), ...at(0.7, 0.55, 30), ...at(0.95, 0.8, 20)],
    ],
    ["an under-confident set", [...at(0.3, 0.1, 60), ...at(0.5, 0.5, 20), ...at(0.7, 0.9, 60)]],
    ["a set with one outcome only (the ridge alone keeps it finite)", at(0.9, 1, 50)],
    ["a single case", at(0.2, 1, 1)],
    // far from the identity the full Newton step overshoots and is halved until the likelihood rises
    ["forecasts that say the opposite of what happens", [...at(0.02, 0.97, 30), ...at(0.98, 0.03, 30)]],
    ["certain forecasts, all wrong", [...at(0.001, 1, 100), ...at(0.999, 0, 100)]],
    // every forecast sure of rain, and too sure: a and b nearly collinear (logits 2.9-5.3), a ridge only Newton's
    // steps climb within the iterations allowed
    ["forecasts all near 0.95-0.995", [...at(0.95, 0.6, 200), ...at(0.98, 0.7, 200), ...at(0.995, 0.8, 200)]],
  ])("is the maximum of the penalized likelihood: no slope there, every neighbour lower, for %s", (_, cases) => {
    const { a, b } = logisticFit(cases);
    for (const slope of slopes(cases, a, b)) expect(Math.abs(slope)).toBeLessThan(1e-5);
    const best = objective(cases, a, b);
    for (const [da, db] of [
      [1e-3, 0],
      [-1e-3, 0],
      [0, 1e-3],
      [0, -1e-3],
      [1e-3, 1e-3],
      [-1e-3, 1e-3],
    ])
      expect(objective(cases, a + (da as number), b + (db as number))).toBeLessThan(best);
  });

  it("stays finite for a set with one outcome only, and is the identity without cases", () => {
    const fit = logisticFit(at(0.9, 1, 50));
    expect(Number.isFinite(fit.a) && Number.isFinite(fit.b)).toBe(true);
    expect(logisticFit([])).toEqual({ a: 0, b: 1 });
  });
});

describe("recalibrationCurve", () => {
  it("passes through the grid, rising, never 0 or 1", () => {
    const curve = recalibrationCurve([...at(0.05, 0.3, 200), ...at(0.95, 0.7, 200)]);
    expect(curve.map(([x]) => x)).toEqual([...GRID]);
    for (let i = 1; i < curve.length; i++) expect(curve[i]?.[1]).toBeGreaterThanOrEqual(curve[i - 1]?.[1] as number);
    for (const [, y] of curve) expect(y > 0 && y < 1).toBe(true);
    // pulled in: a forecast of 0.95 verified 7 times in 10
    expect(curve.find(([x]) => x === 0.95)?.[1]).toBeCloseTo(0.7, 1);
  });

  it("gives a lead without cases the curve of the lead before", () => {
    const curves = curvesByLead([at(0.9, 0.6, 100), []]);
    expect(curves[1]).toEqual(curves[0]);
  });
});

describe("an outlook with a calibration in its profile", () => {
  it("publishes the calibrated probabilities and names the calibration", () => {
    const members = withMembers(bern(julyHours(15, 0, 48)), 3);
    const calibration = {
      name: "fit 2026-07",
      pGood: [
        [
          [0, 0.2],
          [1, 0.6],
        ],
      ],
      pDrive: [],
    } as never;
    const profile = defineProfile({ outlook: { calibration } });
    const input = { code: "CH", forecast: members, now: "2026-07-15T12:00:00Z" };
    const plain = outlookCountry(input);
    const calibrated = outlookCountry(input, { profile });
    expect(plain.calibration).toBeNull();
    expect(calibrated.calibration).toBe("fit 2026-07");
    // 3 of 3 good: 4/5 = 0.8 through 0.2 + 0.4 p; the same curve on day 1 (the last curve serves later leads)
    expect(calibrated.days.map((d) => d.p_good)).toEqual([0.52, 0.52]);
    expect(calibrated.days.map((d) => d.p_drive)).toEqual(plain.days.map((d) => d.p_drive));
  });
});
