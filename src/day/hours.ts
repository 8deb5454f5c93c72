import type { TimeKind } from "../adapters/variables.js";
import { lowerBound } from "../math/ranges.js";

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
