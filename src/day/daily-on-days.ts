import { type DailyRule, fillFromHourly, hourRanges } from "../adapters/daily.js";
import { coverageOf, type Series, type SeriesMemory } from "../adapters/section.js";
import { MS_PER_DAY } from "../time/civil.js";

/** One local day, `[startMs, endMs)` as UTC epoch ms. */
export interface DaySpan {
  readonly startMs: number;
  readonly endMs: number;
}

/** Whether a daily row starting at `rowMs` (24 hours long) spans exactly the day `[startMs, endMs)`. */
export const isExactRow = (rowMs: number, startMs: number, endMs: number): boolean =>
  rowMs === startMs && endMs - startMs === MS_PER_DAY;

/**
 * A response's daily values moved onto the location's real local days: a row that spans its day exactly is taken
 * as it is; on any other day (a GMT response far from Greenwich, a day after a clock change, a response in another
 * zone) each value with hourly data enough for the day is aggregated again from the hourly values of the real day,
 * by the same rules and hour counts as above (a day without a row that the hourly axis starts inside, such as today
 * in a GMT response asked in the local afternoon east of Greenwich or evening west of it, over the hours it has);
 * what remains is taken from the row whose middle falls in the day, and its field is listed in `borrowed` (a value
 * Open-Meteo aggregated over other hours), except the `asIs` fields, instants and durations that the caller checks
 * against the day itself (sunrise, sunset, daylight: `sunTimes`).
 */
export function dailyOnDays<D extends string, H extends string>(
  source: Series<D>,
  hourly: Series<H> | null,
  rules: readonly DailyRule<D, H>[],
  days: readonly DaySpan[],
  rows: Int32Array,
  asIs: readonly D[],
  memory: SeriesMemory,
): { readonly series: Series<D>; readonly borrowed: readonly D[] } {
  const fields = fieldsOf(source.columns);
  const series = memory.series(fields, days.length);
  const exact = days.map(
    ({ startMs, endMs }, d) =>
      (rows[d] as number) >= 0 && isExactRow(source.timeMs[rows[d] as number] as number, startMs, endMs),
  );
  for (let d = 0; d < days.length; d++) series.timeMs[d] = (days[d] as DaySpan).startMs;
  for (const field of fields) {
    const from = source.columns[field];
    const to = series.columns[field];
    for (let d = 0; d < days.length; d++) to[d] = exact[d] ? (from[rows[d] as number] as number) : Number.NaN;
    series.coverage[field] = coverageOf(to);
  }
  if (hourly) {
    const bounds = hourRanges(
      hourly.timeMs,
      days.map((d) => d.startMs),
      days.map((d) => d.endMs),
    );
    const firstMs = hourly.timeMs[0] as number;
    // a loop, not Uint8Array.from(days, mapFn): V8 takes that through the iterator protocol, 0.5 µs for eight days
    const partial = new Uint8Array(days.length);
    for (let d = 0; d < days.length; d++)
      partial[d] = (rows[d] as number) < 0 && firstMs > (days[d] as DaySpan).startMs ? 1 : 0;
    fillFromHourly(series, hourly, rules, { ...bounds, partial });
  }
  const borrowed: D[] = [];
  for (const field of fields) {
    const from = source.columns[field];
    const to = series.columns[field];
    let took = false;
    for (let d = 0; d < days.length; d++) {
      const row = rows[d] as number;
      if (row < 0 || !Number.isNaN(to[d] as number)) continue;
      to[d] = from[row] as number;
      if (!Number.isNaN(to[d] as number)) took = true;
    }
    series.coverage[field] = coverageOf(to);
    if (took && !asIs.includes(field)) borrowed.push(field);
  }
  return { series, borrowed };
}

/**
 * The field list of a series' columns, the same array for the same fields (a `ScratchMemory` keeps one series per
 * field list): bounded by the few section layouts there are.
 */
const fieldLists = new Map<string, readonly string[]>();
function fieldsOf<D extends string>(columns: Readonly<Record<D, Float64Array>>): readonly D[] {
  const keys = Object.keys(columns);
  const name = keys.join();
  let list = fieldLists.get(name);
  if (!list) {
    list = keys;
    fieldLists.set(name, list);
  }
  return list as readonly D[];
}
