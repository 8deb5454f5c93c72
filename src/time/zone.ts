import { tzOffset } from "@date-fns/tz";

/**
 * UTC offset in seconds east of Greenwich of the IANA zone `timeZone` at the instant `epochMs`
 * (the runtime's ICU time-zone data through @date-fns/tz); `NaN` for a zone the runtime does not know.
 * Costs about 1.5 µs: ask once per day or per transition, not per value.
 */
export function zoneOffsetSeconds(timeZone: string, epochMs: number): number {
  const minutes = tzOffset(timeZone, new Date(epochMs));
  return Number.isFinite(minutes) ? minutes * 60 : Number.NaN;
}

/**
 * The UTC offset, s, of `timeZone` at instants within `[fromMs, toMs]`: asks the zone database at both ends and, when
 * they agree (no transition in a forecast week; zones change offset at most twice a year, months apart), answers every
 * later question without asking again. Unknown zones answer `fallbackS`.
 */
export function offsetsWithin(
  timeZone: string,
  fromMs: number,
  toMs: number,
  fallbackS: number,
): (epochMs: number) => number {
  const atOrFallback = (ms: number) => {
    const s = zoneOffsetSeconds(timeZone, ms);
    return Number.isNaN(s) ? fallbackS : s;
  };
  const first = atOrFallback(fromMs);
  return first === atOrFallback(toMs) ? () => first : atOrFallback;
}
