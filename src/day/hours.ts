import type { TimeKind } from "../adapters/variables.js";

/**
 * First index `i` with `timeMs[i] >= t` on a sorted axis (`timeMs.length` when there is none): the one windowing
 * every reduction of a day (the local day, its daylight, its night) and the drive window use, the hours of
 * `[fromMs, toMs)` being `[lowerBound(fromMs), lowerBound(toMs))`. On a regular axis (hourly data mostly is) the
 * index follows from the first step by arithmetic; it is checked, and a binary search finds it on any other axis
 * (the guess spared about ten searches a day: docs/performance.md).
 */
export function lowerBound(timeMs: Float64Array, t: number): number {
  const n = timeMs.length;
  if (n > 1) {
    const first = timeMs[0] as number;
    const guess = Math.ceil((t - first) / ((timeMs[1] as number) - first));
    if (guess <= 0) return 0;
    if (guess <= n && (guess === n || (timeMs[guess] as number) >= t) && (timeMs[guess - 1] as number) < t)
      return guess;
  }
  return binarySearch(timeMs, t);
}

/** `lowerBound` by bisection. */
function binarySearch(timeMs: Float64Array, t: number): number {
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
 * The first index of a window edge at `ms` for values of `kind` (open-meteo.md §5): an instant stamped at or after
 * `ms`, or a preceding-interval value (a sum, maximum or mean over the interval ending at its stamp) stamped after
 * `ms`, so the values of a window `[fromMs, toMs)` are `[edgeIndex(fromMs), edgeIndex(toMs))`: instants stamped
 * 07:00..18:00 and preceding-interval values stamped 08:00..19:00 for the window 07:00-19:00.
 */
export const edgeIndex = (timeMs: Float64Array, ms: number, kind: TimeKind): number =>
  lowerBound(timeMs, kind === "instant" ? ms : ms + 1);

/** `a` unless it is NaN, then `b`. */
export const firstKnown = (a: number, b: number): number => (Number.isNaN(a) ? b : a);
