/**
 * Reductions over a range `values[from..to)` of a column in which `NaN` marks a missing value: missing values are
 * skipped, and a reduction over no present value is `NaN` (a count is 0).
 */

/** How many of `values[from..to)` are present (not `NaN`). */
export function countOf(values: Float64Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (!Number.isNaN(values[i] as number)) count++;
  return count;
}

/** The largest of `values[from..to)`. */
export function maxOf(values: Float64Array, from: number, to: number): number {
  let acc = Number.NaN;
  for (let i = from; i < to; i++) {
    const v = values[i] as number;
    if (v > acc || (Number.isNaN(acc) && !Number.isNaN(v))) acc = v;
  }
  return acc;
}

/** The smallest of `values[from..to)`. */
export function minOf(values: Float64Array, from: number, to: number): number {
  let acc = Number.NaN;
  for (let i = from; i < to; i++) {
    const v = values[i] as number;
    if (v < acc || (Number.isNaN(acc) && !Number.isNaN(v))) acc = v;
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
