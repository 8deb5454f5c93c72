/**
 * A normalized section (`hourly`, `daily`) and the memory its columns live in.
 */
import { countOf } from "../math/ranges.js";

/**
 * One section of a normalized response: a UTC epoch-ms time axis and one column per field in vansky's fixed units,
 * `NaN` where a value is missing; `coverage` is each field's fraction of non-missing values (0 when absent).
 * Columns are views on one buffer per section: treat them as read-only.
 */
export interface Series<Field extends string> {
  /** The time axis, UTC epoch ms, ascending. */
  readonly timeMs: Float64Array;
  /** One column per field, in the adapter's fixed units, `NaN` where missing; as long as `timeMs`. */
  readonly columns: Readonly<Record<Field, Float64Array>>;
  /** Per field, the fraction of values present (0 when the response lacks the variable). */
  readonly coverage: Readonly<Record<Field, number>>;
}

/** A series while the adapter still fills it in. */
export interface MutableSeries<Field extends string> {
  readonly timeMs: Float64Array;
  readonly columns: Record<Field, Float64Array>;
  readonly coverage: Record<Field, number>;
}

/** The `current` section: one instant (UTC epoch ms) and one value per field, `NaN` where missing. */
export interface Current<Field extends string> {
  /** The instant, UTC epoch ms. */
  readonly timeMs: number;
  /** One value per field, in the adapter's fixed units. */
  readonly values: Readonly<Record<Field, number>>;
}

/** Fraction of non-NaN values. */
export const coverageOf = (column: Float64Array): number =>
  column.length === 0 ? 0 : countOf(column, 0, column.length) / column.length;

/**
 * A time axis of `n` steps and one column per field, all views on one ArrayBuffer (one allocation per section
 * rather than one per column). Columns start at 0 and coverage at 0.
 */
function allocate<Field extends string>(fields: readonly Field[], n: number): MutableSeries<Field> {
  const buffer = new ArrayBuffer(8 * n * (fields.length + 1));
  const columns = {} as Record<Field, Float64Array>;
  const coverage = {} as Record<Field, number>;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as Field;
    columns[field] = new Float64Array(buffer, 8 * n * (i + 1), n);
    coverage[field] = 0;
  }
  // copied into objects of fast properties: built key by key, an object of more than a dozen keys is a dictionary,
  // and every read of a daily column (27 of them) was a hash lookup (docs/performance.md)
  return { timeMs: new Float64Array(buffer, 0, n), columns: { ...columns }, coverage: { ...coverage } };
}

/**
 * Where the adapter puts a section's columns. `freshMemory` allocates them for every response (what the public
 * normalizers return must outlive the next call); a `ScratchMemory` hands out the same series again for the same
 * section layout and length, for a caller that is done with one response before it normalizes the next.
 */
export interface SeriesMemory {
  /** A series of `n` steps for `fields`; its values are unspecified and its coverage 0. */
  series<Field extends string>(fields: readonly Field[], n: number): MutableSeries<Field>;
}

/** Memory that allocates new series for every section. */
export const freshMemory: SeriesMemory = { series: allocate };

/**
 * Reusable series, one per section layout (the `fields` array of a section spec) and its last length: scoring a
 * batch of same-shaped responses allocates nothing after the first. Bounded by the number of section layouts.
 */
export class ScratchMemory implements SeriesMemory {
  private readonly cache = new Map<readonly string[], MutableSeries<string>>();

  series<Field extends string>(fields: readonly Field[], n: number): MutableSeries<Field> {
    const cached = this.cache.get(fields) as MutableSeries<Field> | undefined;
    if (cached === undefined || cached.timeMs.length !== n) {
      const series = allocate(fields, n);
      this.cache.set(fields, series);
      return series;
    }
    for (let i = 0; i < fields.length; i++) cached.coverage[fields[i] as Field] = 0;
    return cached;
  }
}

/** A series of `n` steps whose columns are all missing (`NaN`), to be filled in. */
export function allocateSeries<Field extends string>(
  fields: readonly Field[],
  n: number,
  memory: SeriesMemory,
): MutableSeries<Field> {
  const series = memory.series(fields, n);
  for (const field of fields) series.columns[field].fill(Number.NaN);
  return series;
}
