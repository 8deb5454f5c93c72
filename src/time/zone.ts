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

/** Zones the runtime knows, asked once each (bounded by the tz database's few hundred names). */
const knownZones = new Set<string>();

/** Whether the runtime's time-zone data knows the IANA zone `timeZone`. */
export function isKnownZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  if (timeZone === "" || Number.isNaN(zoneOffsetSeconds(timeZone, 0))) return false;
  knownZones.add(timeZone);
  return true;
}

/**
 * A location's wall clock over an interval: the zone's real offset at each instant (daylight saving time included),
 * its civil days and the instants of its wall times. Pure arithmetic once built.
 */
export interface ZoneClock {
  /** The IANA zone, or `""` for a fixed offset. */
  readonly zone: string;
  /** UTC offset, s east of Greenwich, at `epochMs`. */
  offsetAt(epochMs: number): number;
  /** The local civil date of `epochMs`, as days since 1970-01-01. */
  dayOf(epochMs: number): number;
  /** The first instant of the local civil date `day` (local midnight, or the clock change that skipped it), ms. */
  startOfDay(day: number): number;
  /**
   * The instant at which the wall clock reads `wallMs` (a wall time as ms since 1970-01-01T00:00 of that clock):
   * the earlier of two in a repeated hour, and the time with the offset before the change in a skipped one.
   */
  instantOf(wallMs: number): number;
}

/**
 * Longest interval whose two equal end offsets are taken to hold throughout. No zone of the tz database has changed
 * its offset twice within 7 days since 1990 (checked over every zone the runtime knows, 1990-2035: the closest are
 * Brazil's in October 2000; since 2011 they are at least 28 days apart, Fiji 2021), so one question per 6 days and
 * a search where the answers differ find every change.
 */
export const MAX_UNCHECKED_MS = 6 * MS_PER_DAY;

/** A zone's offsets over `[fromMs, toMs]`: `offsetsS[k]` holds from `changesMs[k - 1]` (inclusive) on. */
interface Timeline {
  readonly fromMs: number;
  readonly toMs: number;
  readonly changesMs: readonly number[];
  readonly offsetsS: readonly number[];
}

/**
 * Per known zone, the clock of the last timeline built: a batch of locations in one zone and week asks the database
 * once. Bounded by the tz database's few hundred zones (unknown zones are never stored); it only spares questions.
 */
const clocks = new Map<string, { readonly fromMs: number; readonly toMs: number; readonly clock: ZoneClock }>();

/** The instant, to the second, in `(loMs, hiMs]` at which `lookup` changes from its value at `loMs`. */
function changeWithin(lookup: (ms: number) => number, loMs: number, hiMs: number): number {
  const before = lookup(loMs);
  let lo = Math.floor(loMs / 1000);
  let hi = Math.ceil(hiMs / 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (lookup(mid * 1000) === before) lo = mid;
    else hi = mid;
  }
  return Math.max(hi * 1000, loMs + 1);
}

function buildTimeline(lookup: (ms: number) => number, fromMs: number, toMs: number): Timeline | null {
  let offset = lookup(fromMs);
  if (Number.isNaN(offset)) return null;
  const changesMs: number[] = [];
  const offsetsS = [offset];
  for (let a = fromMs; a < toMs; ) {
    const b = Math.min(a + MAX_UNCHECKED_MS, toMs);
    const next = lookup(b);
    if (next !== offset) {
      const at = changeWithin(lookup, a, b);
      changesMs.push(at);
      offset = lookup(at);
      offsetsS.push(offset);
      a = at;
    } else a = b;
  }
  return { fromMs, toMs, changesMs, offsetsS };
}

/**
 * A zone's clock over its timeline: one class (its methods shared, so a batch's many clocks keep the engine's call
 * sites monomorphic), pure arithmetic inside the timeline, the database per instant outside it.
 */
class TimelineClock implements ZoneClock {
  readonly zone: string;
  private readonly fromMs: number;
  private readonly toMs: number;
  private readonly changesMs: readonly number[];
  private readonly offsetsS: readonly number[];
  private readonly outside: (ms: number) => number;

  constructor(zone: string, timeline: Timeline, outside: (ms: number) => number) {
    this.zone = zone;
    this.fromMs = timeline.fromMs;
    this.toMs = timeline.toMs;
    this.changesMs = timeline.changesMs;
    this.offsetsS = timeline.offsetsS;
    this.outside = outside;
  }

  offsetAt(ms: number): number {
    if (ms < this.fromMs || ms > this.toMs) return this.outside(ms);
    const changes = this.changesMs;
    let k = 0;
    while (k < changes.length && ms >= (changes[k] as number)) k++;
    return this.offsetsS[k] as number;
  }

  dayOf(ms: number): number {
    return Math.floor((ms + this.offsetAt(ms) * 1000) / MS_PER_DAY);
  }

  instantOf(wallMs: number): number {
    // an instant lies within a day of its wall time (offsets span -12 to +14 h): a wall time a day or more inside the
    // timeline is read by the timeline's offsets alone, one nearer its ends also by the zone's offsets a day either side
    const inside = wallMs - MS_PER_DAY >= this.fromMs && wallMs + MS_PER_DAY <= this.toMs;
    if (inside && this.changesMs.length === 0) return wallMs - (this.offsetsS[0] as number) * 1000;
    const near = inside
      ? this.offsetsS
      : [...this.offsetsS, this.outside(wallMs - MS_PER_DAY), this.outside(wallMs + MS_PER_DAY)];
    let best = Number.NaN;
    let largest = Number.NEGATIVE_INFINITY;
    for (const o of near) {
      const t = wallMs - o * 1000;
      if (this.offsetAt(t) === o && !(t >= best)) best = t;
      if (o > largest) largest = o;
    }
    // a wall time the clock skipped: read with the offset before the change
    return Number.isNaN(best) ? wallMs - this.offsetAt(wallMs - largest * 1000) * 1000 : best;
  }

  startOfDay(day: number): number {
    const midnight = this.instantOf(day * MS_PER_DAY);
    let start = this.dayOf(midnight) === day ? midnight : Number.POSITIVE_INFINITY;
    for (const c of this.changesMs) if (c < start && this.dayOf(c) === day && this.dayOf(c - 1) < day) start = c;
    return Number.isFinite(start) ? start : midnight;
  }
}

/** A clock that runs at one fixed offset, s, for a response without a zone vansky can look up. */
export function fixedClock(offsetS: number): ZoneClock {
  return new TimelineClock(
    "",
    { fromMs: Number.NEGATIVE_INFINITY, toMs: Number.POSITIVE_INFINITY, changesMs: [], offsetsS: [offsetS] },
    () => offsetS,
  );
}

/**
 * The wall clock of the IANA zone `timeZone` over `[fromMs, toMs]`: asks the zone database at most every 6 days
 * (`MAX_UNCHECKED_MS`) and searches the instant of a change where two answers differ, so a week without a clock
 * change costs two or three questions and a zone and week already seen none. Outside the interval it asks per
 * instant. A zone the runtime does not know gives a fixed clock at `fallbackS`.
 *
 * @param lookup the zone database (`zoneOffsetSeconds`); another function of the instant for tests
 */
export function zoneClock(
  timeZone: string,
  fromMs: number,
  toMs: number,
  fallbackS: number,
  lookup: (timeZone: string, epochMs: number) => number = zoneOffsetSeconds,
): ZoneClock {
  const shared = lookup === zoneOffsetSeconds;
  const known = shared ? clocks.get(timeZone) : undefined;
  if (known && known.fromMs <= fromMs && toMs <= known.toMs) return known.clock;
  const ask = (ms: number) => lookup(timeZone, ms);
  const timeline = buildTimeline(ask, fromMs, toMs);
  if (!timeline) return fixedClock(fallbackS);
  // a zone the runtime knows answers every instant: the fallback is never needed outside the timeline
  const clock = new TimelineClock(timeZone, timeline, (ms) => {
    const s = ask(ms);
    return Number.isNaN(s) ? fallbackS : s;
  });
  if (shared) clocks.set(timeZone, { fromMs, toMs, clock });
  return clock;
}
