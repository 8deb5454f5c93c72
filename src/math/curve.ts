/**
 * A rating curve: breakpoints `[x, y]` sorted by x, read by piecewise-linear interpolation and clamped at both ends
 * (the form every rating table of the model takes, as in the Holiday Climate Index tables).
 */
export type Curve = readonly (readonly [x: number, y: number])[];

/** `y` of the curve at `x`, linear between breakpoints, the end values outside them; `NaN` for `NaN`. */
export function interpolate(curve: Curve, x: number): number {
  if (Number.isNaN(x) || curve.length === 0) return Number.NaN;
  const first = curve[0] as readonly [number, number];
  if (x <= first[0]) return first[1];
  for (let i = 1; i < curve.length; i++) {
    const point = curve[i] as readonly [number, number];
    const x1 = point[0];
    if (x <= x1) {
      const previous = curve[i - 1] as readonly [number, number];
      const x0 = previous[0];
      const y0 = previous[1];
      return x1 === x0 ? point[1] : y0 + ((point[1] - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return (curve[curve.length - 1] as readonly [number, number])[1];
}

/** Whether the breakpoints' x values are finite and strictly increasing. */
export function isSortedCurve(curve: Curve): boolean {
  for (let i = 0; i < curve.length; i++) {
    const point = curve[i] as readonly [number, number];
    if (!Number.isFinite(point[0]) || !Number.isFinite(point[1])) return false;
    if (i > 0 && !(point[0] > (curve[i - 1] as readonly [number, number])[0])) return false;
  }
  return curve.length > 0;
}

/** `x` clamped to `[lo, hi]`. */
export const clamp = (x: number, lo: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);
