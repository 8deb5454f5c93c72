/**
 * First index `i` with `timeMs[i] >= t` on a sorted axis (`timeMs.length` when there is none): the one windowing
 * every reduction of a day (the local day, its daylight, its night) and the drive window use, the hours of
 * `[fromMs, toMs)` being `[lowerBound(fromMs), lowerBound(toMs))`.
 */
export function lowerBound(timeMs: Float64Array, t: number): number {
  let lo = 0;
  let hi = timeMs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((timeMs[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `a` unless it is NaN, then `b`. */
export const firstKnown = (a: number, b: number): number => (Number.isNaN(a) ? b : a);
