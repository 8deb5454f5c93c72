/**
 * A rating curve: breakpoints `[x, y]` sorted by x, read by piecewise-linear interpolation and clamped at both ends
 * (the form every rating table of the model takes, as in the Holiday Climate Index tables).
 */
export type Curve = readonly (readonly [x: number, y: number])[];

/** Flat copies `[x0, y0, x1, y1, …]` of frozen curves (a profile's), made once each. */
const FLAT_CURVES = new WeakMap<Curve, Float64Array>();

/**
 * The curve's breakpoints as one flat array `[x0, y0, x1, y1, …]` (`interpolateFlat` reads it): remembered for a
 * deeply frozen curve, made anew for one that may still change. Reading nested frozen arrays costs about six times
 * as much as reading a flat typed array.
 */
export function flatCurve(curve: Curve): Float64Array {
  let flat = FLAT_CURVES.get(curve);
  if (flat === undefined) {
    flat = new Float64Array(2 * curve.length);
    for (let i = 0; i < curve.length; i++) {
      const point = curve[i] as readonly [number, number];
      flat[2 * i] = point[0];
      flat[2 * i + 1] = point[1];
    }
    if (Object.isFrozen(curve) && curve.every(Object.isFrozen)) FLAT_CURVES.set(curve, flat);
  }
  return flat;
}

/**
 * `y` of the curve at `x`, linear between breakpoints, the end values outside them; `NaN` for `NaN`. At a step (two
 * breakpoints at one x, which `isSortedCurve` refuses in a profile) the value is the step's first y.
 */
export function interpolate(curve: Curve, x: number): number {
  return interpolateFlat(flatCurve(curve), x);
}

/** `interpolate` on a curve's flat breakpoints (`flatCurve`). */
export function interpolateFlat(c: Float64Array, x: number): number {
  if (Number.isNaN(x) || c.length === 0) return Number.NaN;
  if (x <= (c[0] as number)) return c[1] as number;
  for (let i = 2; i < c.length; i += 2) {
    const x1 = c[i] as number;
    if (x <= x1) {
      const x0 = c[i - 2] as number;
      const y0 = c[i - 1] as number;
      const y1 = c[i + 1] as number;
      // x0 < x <= x1 here (x > x0 passed the step before), so x1 > x0
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return c[c.length - 1] as number;
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
