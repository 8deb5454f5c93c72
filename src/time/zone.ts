import { tzOffset } from "@date-fns/tz";
import { MS_PER_DAY } from "./civil.js";

/**
 * UTC offset in seconds east of Greenwich of the IANA zone `timeZone` at the instant `epochMs`
 * (the runtime's ICU time-zone data through @date-fns/tz); `NaN` for a zone the runtime does not know.
 * Costs about 1.5 µs: ask once per day or per transition, not per value.
 */
export function zoneOffsetSeconds(timeZone: string, epochMs: number): number {
  const minutes = tzOffset(timeZone, new Date(epochMs));
  return Number.isFinite(minutes) ? minutes * 60 : Number.NaN;
}

/** Longest interval whose two equal end offsets are taken to hold throughout: zones change at most twice a year. */
const MAX_VERIFIED_MS = 8 * MS_PER_DAY;

/**
 * Per known zone, the last interval verified to have one offset. Bounded by the tz database's few hundred zones
 * (unknown zones are never stored); it only spares questions, never changes an answer.
 */
const verified = new Map<string, { fromMs: number; toMs: number; offsetS: number }>();

/**
 * The UTC offset, s, of `timeZone` at instants within `[fromMs, toMs]` (at most 8 days apart for the shortcut): asks
 * the zone database at both ends and, when they agree (zones change offset at most twice a year, months apart),
 * answers every question without asking again; a zone and week already verified costs nothing. Across a transition
 * it asks per instant. Unknown zones answer `fallbackS`.
 */
export function offsetsWithin(
  timeZone: string,
  fromMs: number,
  toMs: number,
  fallbackS: number,
): (epochMs: number) => number {
  const known = verified.get(timeZone);
  if (known && known.fromMs <= fromMs && toMs <= known.toMs) {
    const { offsetS } = known;
    return () => offsetS;
  }
  const first = zoneOffsetSeconds(timeZone, fromMs);
  if (Number.isNaN(first)) return () => fallbackS;
  if (toMs - fromMs <= MAX_VERIFIED_MS && first === zoneOffsetSeconds(timeZone, toMs)) {
    verified.set(timeZone, { fromMs, toMs, offsetS: first });
    return () => first;
  }
  return (ms) => {
    const s = zoneOffsetSeconds(timeZone, ms);
    return Number.isNaN(s) ? fallbackS : s;
  };
}
