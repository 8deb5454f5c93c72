/**
 * An hourly column reduced day by day, as Open-Meteo derives its daily values: maximum, minimum, mean, sums, wet
 * hours, the weighted dominant direction, W/m² hours to MJ/m², each over a local day's index range and only where
 * the day has hours enough.
 */

/** How a daily value is computed from the hourly values of its local day. */
export type Aggregate = "max" | "min" | "mean" | "sum" | "wetHours" | "dominant" | "radiantExposure";

/**
 * Hours a local day needs for a derived daily value: max, min, mean and direction need 18 of 24 hours present (three
 * quarters, so a short model horizon does not pass off half a day as a whole one); sums need every hour of the day
 * (23, 24 or 25 h long), because a sum over missing hours would be biased low. Hours are counted as stamps times the
 * axis' step (`stepHours`: 3 for `temporal_resolution=hourly_3`). A day the response covers only in part (a GMT
 * response starts at UTC midnight, inside the local day) is aggregated over the stamps it has (`partial`).
 */
export const MIN_HOURS_FOR_DERIVED_DAY = 18;
/** Hourly precipitation that counts as a wet hour, mm (the 0.1 mm reporting resolution of rain gauges). */
export const WET_HOUR_MM = 0.1;

/** The sub-daily index range `[starts[d], ends[d])` of each day, and which days the axis covers only in part. */
export interface DayRanges {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** Per day, its length, h (24; 23 or 25 on a day of a clock change). */
  readonly dayHours: Float64Array;
  /** Per day, whether it is aggregated over the stamps it has (`aggregate`'s `partial`); null: no such day. */
  readonly partial: Uint8Array | null;
}

/** Resultant over total weight below which directions cancel: the rounding of cos and sin, about 1e-16, to spare. */
const CANCELLED = 1e-9;

/**
 * cos and sin of each whole degree 0..360, the same numbers `Math.cos((v * Math.PI) / 180)` gives: Open-Meteo writes
 * directions in whole degrees, and two trigonometric calls a value were about half of rebuilding a lean answer's
 * daily values (docs/performance.md, "Lean answers").
 */
const COS_DEG = Float64Array.from({ length: 361 }, (_, v) => Math.cos((v * Math.PI) / 180));
const SIN_DEG = Float64Array.from({ length: 361 }, (_, v) => Math.sin((v * Math.PI) / 180));

/**
 * Whether the resultant `(x, y)` is at most `limit` long: `Math.hypot` only where it can be (hypot is never below the
 * larger of |x| and |y|, so a larger one answers no; a hypot call a day cost about as much as the rest of a day's
 * dominant direction: docs/performance.md).
 */
function cancels(x: number, y: number, limit: number): boolean {
  if (Math.abs(x) > limit || Math.abs(y) > limit) return false;
  return Math.hypot(x, y) <= limit;
}

/**
 * Fills each `NaN` day of `target` with the day's values `values[starts[d]..ends[d])`, stamps `stepH` hours apart,
 * reduced by `rule`; `NaN` when too few hours are present (see above; any stamp will do on a `partial` day, but sums
 * still need all of them). A sum needs its `dayH`-hour day covered to within one step: every stamp present, and as
 * many as the day holds (23 of a 23.5-hour day at Lord Howe's half-hour change, not 23 of 24 where the response ends
 * an hour early). One pass counts while it reduces, and one call does every day of a column; a column without a
 * missing value (`whole`: the reader counted every value present) is reduced without testing for one and its stamps
 * are its count, the same numbers in the same order (docs/performance.md).
 */
export function aggregate(
  rule: Aggregate,
  values: Float64Array,
  weights: Float64Array | undefined,
  target: Float64Array,
  { starts, ends, dayHours, partial }: DayRanges,
  stepH: number,
  whole: boolean,
): void {
  const complete = rule === "sum" || rule === "radiantExposure" || rule === "wetHours";
  for (let d = 0; d < target.length; d++) {
    if (!Number.isNaN(target[d] as number)) continue;
    const from = starts[d] as number;
    const to = ends[d] as number;
    const stamps = to - from;
    let count = 0;
    let result: number;
    switch (rule) {
      case "max":
      case "min": {
        const sign = rule === "max" ? 1 : -1;
        let best = Number.NEGATIVE_INFINITY;
        if (whole) {
          count = stamps;
          for (let i = from; i < to; i++) {
            const v = (values[i] as number) * sign;
            if (v > best) best = v;
          }
        } else {
          for (let i = from; i < to; i++) {
            const v = (values[i] as number) * sign;
            if (!Number.isNaN(v)) {
              count++;
              if (v > best) best = v;
            }
          }
        }
        result = best * sign;
        break;
      }
      case "dominant": {
        let x = 0;
        let y = 0;
        let total = 0;
        for (let i = from; i < to; i++) {
          const v = values[i] as number;
          if (Number.isNaN(v)) continue;
          count++;
          const w = weights ? (weights[i] as number) : 1;
          const weight = Number.isNaN(w) ? 1 : w;
          total += weight;
          const deg = v | 0;
          const whole = deg === v && deg >= 0 && deg <= 360;
          x += weight * (whole ? (COS_DEG[deg] as number) : Math.cos((v * Math.PI) / 180));
          y += weight * (whole ? (SIN_DEG[deg] as number) : Math.sin((v * Math.PI) / 180));
        }
        // no direction when the winds cancel (a calm day, or equal winds from opposite sides), to the rounding of
        // their cosines and sines: atan2 of that residue would be a direction of its own (90° for north and south)
        const calm = cancels(x, y, CANCELLED * total);
        result = calm ? Number.NaN : ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
        break;
      }
      default: {
        let sum = 0;
        if (whole && rule !== "wetHours") {
          count = stamps;
          for (let i = from; i < to; i++) sum += values[i] as number;
        } else {
          for (let i = from; i < to; i++) {
            const v = values[i] as number;
            if (!Number.isNaN(v)) {
              count++;
              sum += rule === "wetHours" ? (v >= WET_HOUR_MM ? 1 : 0) : v;
            }
          }
        }
        // W/m² means over each stamp's interval to MJ/m²; wet stamps to wet hours
        result =
          rule === "mean"
            ? sum / count
            : rule === "radiantExposure"
              ? (sum * stepH * 3600) / 1e6
              : sum * (rule === "wetHours" ? stepH : 1);
      }
    }
    const part = partial?.[d] === 1;
    const enough = complete
      ? count === stamps && (part ? count > 0 : stamps * stepH > (dayHours[d] as number) - stepH)
      : part
        ? count > 0
        : count * stepH >= MIN_HOURS_FOR_DERIVED_DAY;
    target[d] = enough ? result : Number.NaN;
  }
}
