/**
 * Ranges of columns: reductions over a range `values[from..to)` of a column in which `NaN` marks a missing value
 * (missing values are skipped, and a reduction over no present value is `NaN`, a count 0), and the range of a time
 * window on a sorted axis (`lowerBound`).
 */

/** How many of `values[from..to)` are present (not `NaN`). */
export function countOf(values: Float64Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (!Number.isNaN(values[i] as number)) count++;
  return count;
}

/** The index of the first present value of `values[from..to)`, `to` when there is none. */
function firstPresent(values: Float64Array, from: number, to: number): number {
  let i = from;
  while (i < to && Number.isNaN(values[i] as number)) i++;
  return i;
}

/** The largest of `values[from..to)`: the first present one, then each larger one (`NaN` is never larger). */
export function maxOf(values: Float64Array, from: number, to: number): number {
  let i = firstPresent(values, from, to);
  if (i >= to) return Number.NaN;
  let acc = values[i] as number;
  for (i++; i < to; i++) {
    const v = values[i] as number;
    if (v > acc) acc = v;
  }
  return acc;
}

/** The smallest of `values[from..to)`, likewise. */
export function minOf(values: Float64Array, from: number, to: number): number {
  let i = firstPresent(values, from, to);
  if (i >= to) return Number.NaN;
  let acc = values[i] as number;
  for (i++; i < to; i++) {
    const v = values[i] as number;
    if (v < acc) acc = v;
  }
  return acc;
}

/** The sum (or, with `mean`, the mean) of `values[from..to)`. */
export function sumOf(values: Float64Array, from: number, to: number, mean = false): number {
  let acc = 0;
  let count = 0;
  for (let i = from; i < to; i++) {
    const v = values[i] as number;
    if (!Number.isNaN(v)) {
      acc += v;
      count++;
    }
  }
  return count === 0 ? Number.NaN : mean ? acc / count : acc;
}

/** The mean of `values[from..to)`. */
export const meanOf = (values: Float64Array, from: number, to: number): number => sumOf(values, from, to, true);

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
