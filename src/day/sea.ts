import { MARINE_DAILY_RULES, type MarineDailyField, type MarineSeries } from "../adapters/marine.js";
import { freshMemory, type Series, type SeriesMemory } from "../adapters/section.js";
import { rowsOnDays } from "./calendar.js";
import { type DaySpan, dailyOnDays } from "./daily-on-days.js";
import { firstKnown } from "./hours.js";

/** Marine conditions of one local day; `NaN` where unknown. */
export interface SeaDay {
  /** Sea surface temperature, °C: the daily mean, else the current value. */
  readonly seaTempC: number;
  /** Highest significant wave height, m (swell's when there are no combined waves). */
  readonly waveHeightMaxM: number;
  /** Longest wave period, s (likewise). */
  readonly wavePeriodMaxS: number;
  /** Dominant wave direction, degrees from north (likewise). */
  readonly waveDirectionDeg: number;
}

/** A marine response on the forecast's local days. */
export interface LocalSea {
  /** One per day: its conditions, or null where the marine response has nothing for it. */
  readonly days: readonly (SeaDay | null)[];
  /** Daily fields taken from rows spanning other hours than the local day, and the largest shift, ms. */
  readonly borrowed: readonly MarineDailyField[];
  readonly shiftMs: number;
}

/** Row `i` of `column`, `NaN` without the row (`i` < 0) or the column. */
const valueAt = (column: Float64Array | undefined, i: number): number =>
  column !== undefined && i >= 0 ? (column[i] as number) : Number.NaN;

/**
 * The marine conditions of row `i` of the daily columns `c` (`currentSst`: the current sea temperature where it was
 * measured that day, else `NaN`): swell stands in for missing waves; null when neither the sea temperature nor the
 * waves are known.
 */
function seaDay(
  c: Readonly<Record<MarineDailyField, Float64Array>> | undefined,
  i: number,
  currentSst: number,
): SeaDay | null {
  const seaTempC = firstKnown(valueAt(c?.seaSurfaceTemperatureMeanC, i), currentSst);
  const waveHeightMaxM = firstKnown(valueAt(c?.waveHeightMaxM, i), valueAt(c?.swellWaveHeightMaxM, i));
  if (Number.isNaN(seaTempC) && Number.isNaN(waveHeightMaxM)) return null;
  return {
    seaTempC,
    waveHeightMaxM,
    wavePeriodMaxS: firstKnown(valueAt(c?.wavePeriodMaxS, i), valueAt(c?.swellWavePeriodMaxS, i)),
    waveDirectionDeg: firstKnown(valueAt(c?.waveDirectionDominantDeg, i), valueAt(c?.swellWaveDirectionDominantDeg, i)),
  };
}

/**
 * The marine conditions of each local day `[startMs, endMs)`, matched by local date whatever the marine response's
 * own offset or zone (a GMT response beside a forecast asked with `timezone=auto`, a sea point across a zone
 * border): daily wave maxima (swell where the response has no combined waves) and the daily mean sea temperature,
 * aggregated again from hourly values where a row's hours are not the day's (`dailyOnDays`); the current sea
 * temperature stands in on the day it was measured.
 */
export function localSea(marine: MarineSeries, days: readonly DaySpan[], memory: SeriesMemory): LocalSea {
  const daily = marine.daily;
  const matched = daily ? rowsOnDays(days, daily.timeMs) : null;
  let columns: Series<MarineDailyField> | null = daily;
  let rowOf = (k: number) => (matched ? (matched.rows[k] as number) : -1);
  let borrowed: readonly MarineDailyField[] = [];
  if (daily && matched && !matched.exact) {
    const moved = dailyOnDays(daily, marine.hourly, MARINE_DAILY_RULES, days, matched.rows, [], memory);
    columns = moved.series;
    borrowed = moved.borrowed;
    rowOf = (k) => k;
  }
  const currentMs = marine.current?.timeMs ?? Number.NaN;
  const currentSst = marine.current?.values.seaSurfaceTemperatureC ?? Number.NaN;
  const c = columns?.columns;
  const out: (SeaDay | null)[] = [];
  for (let k = 0; k < days.length; k++) {
    const { startMs, endMs } = days[k] as DaySpan;
    out.push(seaDay(c, rowOf(k), currentMs >= startMs && currentMs < endMs ? currentSst : Number.NaN));
  }
  return { days: out, borrowed, shiftMs: matched?.shiftMs ?? 0 };
}

/**
 * The marine conditions of each of `days` (from `forecastDays`), matched by local date (see `localSea`); null for a
 * day the marine response does not cover, and for every day without a marine response.
 */
export function seaDays(
  marine: MarineSeries | null,
  days: readonly { readonly dateMs: number; readonly endMs: number }[],
): (SeaDay | null)[] {
  if (!marine) return days.map(() => null);
  return [
    ...localSea(
      marine,
      days.map((d) => ({ startMs: d.dateMs, endMs: d.endMs })),
      freshMemory,
    ).days,
  ];
}
