/**
 * A recalibration fitted from a verification set: per lead day, a logistic regression of what happened on the
 * logit of the forecast probability, p' = 1/(1 + exp(-(a + b·logit p))) (Platt 1999, "Probabilistic outputs for
 * support vector machines"; for ensemble probabilities, Wilks 2006, Meteorol. Appl. 13:243, logistic regression on
 * the ensemble's statistics), fitted by maximum likelihood. Two numbers per lead, so a few hundred days fit it
 * stably: b < 1 is an over-confident forecast flattened, a shifts a biased one. Stored as a curve through `GRID`
 * (linear between its points, `calibrate` in src/outlook/calibration.ts), every value within 0.001-0.999.
 */
import type { Curve } from "../math/curve.js";
import type { ProbabilityCase } from "./scores.js";

/** The forecast probabilities the stored curve passes through (denser near 0 and 1, where the logit bends). */
export const GRID = [
  0.001, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.975, 0.99, 0.999,
] as const;

const logit = (p: number) => {
  const q = Math.min(0.999, Math.max(0.001, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The log-likelihood of `cases` under the recalibration (a, b), less the ridge's penalty toward the identity. */
function penalizedLikelihood(cases: readonly ProbabilityCase[], a: number, b: number): number {
  let sum = -RIDGE * (a * a + (b - 1) * (b - 1));
  for (const c of cases) {
    const p = Math.min(1 - 1e-15, Math.max(1e-15, sigmoid(a + b * logit(c.p))));
    sum += c.happened ? Math.log(p) : Math.log(1 - p);
  }
  return sum;
}

/** The ridge toward the identity (a 0, b 1), so that a set without both outcomes has an answer. */
const RIDGE = 1e-3;

/**
 * The maximum-likelihood a and b of the logistic recalibration of `cases`, by Newton's method from the identity (a =
 * 0, b = 1), each step halved until the penalized likelihood rises (a full Newton step can overshoot far from the
 * answer), with a ridge of 10⁻³ toward the identity; the identity for no cases.
 */
export function logisticFit(cases: readonly ProbabilityCase[]): { a: number; b: number } {
  let a = 0;
  let b = 1;
  let likelihood = penalizedLikelihood(cases, a, b);
  for (let iteration = 0; iteration < 100 && cases.length > 0; iteration++) {
    // gradient and Hessian of the penalized log-likelihood
    let ga = -2 * RIDGE * a;
    let gb = -2 * RIDGE * (b - 1);
    let haa = 2 * RIDGE;
    let hab = 0;
    let hbb = 2 * RIDGE;
    for (const c of cases) {
      const x = logit(c.p);
      const p = sigmoid(a + b * x);
      const r = (c.happened ? 1 : 0) - p;
      const w = p * (1 - p);
      ga += r;
      gb += r * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    const det = haa * hbb - hab * hab;
    let da = (hbb * ga - hab * gb) / det;
    let db = (haa * gb - hab * ga) / det;
    let next = penalizedLikelihood(cases, a + da, b + db);
    for (let halving = 0; halving < 40 && !(next >= likelihood); halving++) {
      da /= 2;
      db /= 2;
      next = penalizedLikelihood(cases, a + da, b + db);
    }
    if (!(next >= likelihood)) break;
    a += da;
    b += db;
    const done = next - likelihood < 1e-12;
    likelihood = next;
    if (done) break;
  }
  return { a, b };
}

/** The recalibration curve of one lead's `cases`: its logistic fit at `GRID`, four decimals, within 0.001-0.999. */
export function recalibrationCurve(cases: readonly ProbabilityCase[]): [number, number][] {
  const { a, b } = logisticFit(cases);
  return GRID.map((x) => [x, Math.min(0.999, Math.max(0.001, Math.round(sigmoid(a + b * logit(x)) * 1e4) / 1e4))]);
}

/** The recalibration curves of `byLead` (each lead's cases, lead 0 first); a lead without cases takes the one before. */
export function curvesByLead(byLead: readonly (readonly ProbabilityCase[])[]): Curve[] {
  const curves: Curve[] = [];
  for (const cases of byLead)
    curves.push(cases.length > 0 ? recalibrationCurve(cases) : (curves[curves.length - 1] ?? recalibrationCurve([])));
  return curves;
}
