import { lowerBound } from "../math/ranges.js";
import { MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";
import { type Aggregate, aggregate, type DayRanges } from "./aggregate.js";
import { allocateSeries, coverageOf, type MutableSeries, type Series, type SeriesMemory } from "./section.js";

export { type Aggregate, type DayRanges, MIN_HOURS_FOR_DERIVED_DAY, WET_HOUR_MM } from "./aggregate.js";

/** One derivation: daily `target` from hourly `source` (`weight`: the speed or height that weights a direction). */
export interface DailyRule<D extends string, H extends string> {
  readonly target: D;
  readonly source: H;
  readonly aggregate: Aggregate;
  readonly weight?: H;
}

/**
 * The spacing of a sub-daily time axis, h: its smallest step (1 hourly, 3 for `hourly_3`, 0.25 for `minutely_15`),
 * read from the axis, never assumed; 1 for an axis of fewer than two stamps.
 */
export function stepHours(timeMs: Float64Array): number {
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < timeMs.length; i++) {
    const d = (timeMs[i] as number) - (timeMs[i - 1] as number);
    if (d < step) step = d;
  }
  return step === Number.POSITIVE_INFINITY ? 1 : step / MS_PER_HOUR;
}

/** UTC epoch ms of local midnight of the local day containing each hourly instant, under the fixed offset. */
export function localMidnightMs(timeMs: number, offsetS: number): number {
  const offsetMs = offsetS * 1000;
  return Math.floor((timeMs + offsetMs) / MS_PER_DAY) * MS_PER_DAY - offsetMs;
}

/** The local days (their midnights as instants) the sorted hourly axis touches, in order: each from its first stamp. */
function localDays(hourlyTimeMs: Float64Array, offsetS: number): number[] {
  const days: number[] = [];
  for (let i = 0; i < hourlyTimeMs.length; ) {
    const midnight = localMidnightMs(hourlyTimeMs[i] as number, offsetS);
    days.push(midnight);
    i = lowerBound(hourlyTimeMs, midnight + MS_PER_DAY);
  }
  return days;
}

/**
 * The hourly index range `[from, to)` of each day `[startMs[d], endMs[d])` (the hours and the days in order, each
 * day ending after it starts); `endMs` null for days of 24 hours.
 */
export function hourRanges(
  hours: Float64Array,
  startMs: ArrayLike<number>,
  endMs: ArrayLike<number> | null,
): DayRanges {
  const days = startMs.length;
  const starts = new Int32Array(days);
  const ends = new Int32Array(days);
  const dayHours = new Float64Array(days);
  for (let d = 0; d < days; d++) {
    const start = startMs[d] as number;
    const end = endMs ? (endMs[d] as number) : start + MS_PER_DAY;
    dayHours[d] = (end - start) / MS_PER_HOUR;
    starts[d] = lowerBound(hours, start);
    ends[d] = lowerBound(hours, end);
  }
  return { starts, ends, dayHours, partial: null };
}

/** Fills the `NaN` values of `daily`'s rule targets from the hourly rows `[starts[d], ends[d])` of each day. */
export function fillFromHourly<D extends string, H extends string>(
  daily: MutableSeries<D>,
  hourly: Series<H>,
  rules: readonly DailyRule<D, H>[],
  ranges: DayRanges,
): void {
  const stepH = stepHours(hourly.timeMs);
  for (const rule of rules) {
    if (daily.coverage[rule.target] === 1) continue;
    const coverage = hourly.coverage[rule.source];
    if (coverage === 0) continue;
    const target = daily.columns[rule.target];
    const weights = rule.weight ? hourly.columns[rule.weight] : undefined;
    aggregate(rule.aggregate, hourly.columns[rule.source], weights, target, ranges, stepH, coverage === 1);
    daily.coverage[rule.target] = coverageOf(target);
  }
}

/**
 * Fills the missing values of daily columns from the hourly values of the same local day (Open-Meteo's own
 * aggregations: max, min, mean, sums, wet hours, the weighted dominant direction, and W/m² hours to MJ/m²), in
 * place, and updates the coverage. Days are `[midnight, midnight + 24 h)` under the response's fixed offset.
 */
export function fillDailyFromHourly<D extends string, H extends string>(
  daily: MutableSeries<D>,
  hourly: Series<H>,
  rules: readonly DailyRule<D, H>[],
): void {
  fillFromHourly(daily, hourly, rules, hourRanges(hourly.timeMs, daily.timeMs, null));
}

/** An empty daily series (all `NaN`) on the local days the hourly axis touches, for responses without `daily`. */
export function dailyAxisFromHourly<Field extends string>(
  fields: readonly Field[],
  hourlyTimeMs: Float64Array,
  offsetS: number,
  memory: SeriesMemory,
): MutableSeries<Field> {
  const days = localDays(hourlyTimeMs, offsetS);
  const series = allocateSeries(fields, days.length, memory);
  for (let d = 0; d < days.length; d++) series.timeMs[d] = days[d] as number;
  return series;
}
