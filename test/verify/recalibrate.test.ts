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
