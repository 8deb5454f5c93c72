/** First index `i` with `timeMs[i] >= t` on a sorted axis (`timeMs.length` when there is none). */
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

/**
 * The rows `[from, to)` of a sorted hourly axis whose instants lie in `[fromMs, toMs)`: the one windowing every
 * reduction of a day (the local day, its daylight, its night) and the drive window use.
 */
export function hoursWithin(timeMs: Float64Array, fromMs: number, toMs: number): { from: number; to: number } {
  const from = lowerBound(timeMs, fromMs);
  return { from, to: Math.max(from, lowerBound(timeMs, toMs)) };
}

/** `a` unless it is NaN, then `b`. */
export const firstKnown = (a: number, b: number): number => (Number.isNaN(a) ? b : a);
