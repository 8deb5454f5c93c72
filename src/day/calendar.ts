import { formatDate, MS_PER_DAY } from "../time/civil.js";
import { fixedClock, isKnownZone, type ZoneClock, zoneClock, zoneOffsetSeconds } from "../time/zone.js";
import { type DaySpan, isExactRow } from "./daily-on-days.js";

/** One civil day of the location, in its own zone: `[startMs, endMs)` lasts 23, 24 or 25 hours. */
export interface LocalDay {
  /** The local date as days since 1970-01-01. */
  readonly day: number;
  /** The local date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The day's first instant (local midnight), UTC epoch ms. */
  readonly startMs: number;
  /** The next day's first instant, UTC epoch ms. */
  readonly endMs: number;
}

/** The local days a forecast response stands for, and the location's clock. */
export interface Calendar {
  readonly clock: ZoneClock;
  /** In date order; consecutive unless the response's own days skip a date. */
  readonly days: readonly LocalDay[];
  /** How many of `days` come before the first daily row: days the sub-daily data starts in (`calendarOf`). */
  readonly leading: number;
}

/** Zone names that are not a place's zone: what Open-Meteo answers when asked for GMT or UTC rather than `auto`. */
const UNIVERSAL_ZONES = new Set(["GMT", "UTC", "Etc/GMT", "Etc/UTC", "Etc/UCT", "Etc/Greenwich", "Etc/Universal"]);

/**
 * The IANA zone a location's days and date-times are reckoned in: the first of `zones` (most specific first: a
 * zone given with the input, the response's own, the country's) that the runtime knows and that is not a universal
 * one (GMT, UTC); `""` when there is none, and the response's fixed offset has to do.
 */
export function localZone(...zones: readonly (string | null | undefined)[]): string {
  for (const zone of zones) if (zone && !UNIVERSAL_ZONES.has(zone) && isKnownZone(zone)) return zone;
  return "";
}

/**
 * Farthest a place's zone lies from its mean solar time (longitude / 15 h), h: real zones stay within about 3 h
 * (western China at UTC+8, 2.9 h; Galicia in summer, 2.6 h); a zone farther off is not the place's own.
 */
export const MAX_ZONE_FROM_SOLAR_H = 3.5;

/**
 * How far the zone `zone`'s offset at `atMs` lies from mean solar time at `longitudeDeg`, h, around the clock (the
 * Line Islands at UTC+14 are 0.5 h from their solar time of UTC−10.5); `NaN` for a zone the runtime does not know.
 */
export function hoursFromSolarTime(zone: string, atMs: number, longitudeDeg: number): number {
  const d = Math.abs(zoneOffsetSeconds(zone, atMs) / 3600 - longitudeDeg / 15) % 24;
  return Math.min(d, 24 - d);
}

/** Whether `zone` is GMT or UTC under any of its names (a response asked without `timezone=auto`). */
export const isUniversalZone = (zone: string | null): boolean => zone !== null && UNIVERSAL_ZONES.has(zone);

/**
 * The clock of `zone` over a response whose daily rows start at `rowsMs` (with two days' margin either side, for
 * days in zones up to 26 hours from the response's offset and for nights that end the morning after the last day);
 * a fixed clock at `fallbackS` for `""` or a zone the runtime does not know.
 */
export function clockFor(zone: string, rowsMs: Float64Array, fallbackS: number): ZoneClock {
  if (zone === "" || rowsMs.length === 0) return fixedClock(fallbackS);
  const first = rowsMs[0] as number;
  const last = rowsMs[rowsMs.length - 1] as number;
  return zoneClock(zone, first - 2 * MS_PER_DAY, last + 3 * MS_PER_DAY, fallbackS);
}

/** `YYYY-MM-DD` of the local date `day` (days since 1970-01-01; `formatDate` remembers recent ones). */
const dateOf = (day: number): string => formatDate(day * MS_PER_DAY);

/** The local date a daily row stands for: the date of its middle (rows are 24 h from local midnight of the response). */
const dayOfRow = (clock: ZoneClock, rowMs: number) => clock.dayOf(rowMs + MS_PER_DAY / 2);

/**
 * The local days of a response whose daily rows start at `rowsMs`: each row stands for the local date of its middle,
 * so a GMT row of Melbourne (00:00-24:00 UTC, 10:00-10:00 local) is that date's day and a row after a clock change
 * (an hour off local midnight) is still its own date; before them, the days the sub-daily data starts in
 * (`firstDataMs`, its first stamp): a GMT response begins at UTC midnight, in the local afternoon of the day before
 * its first row east of Greenwich (Fiji) and in the local evening west of it (New York).
 */
export function calendarOf(rowsMs: Float64Array, clock: ZoneClock, firstDataMs = Number.NaN): Calendar {
  const days: LocalDay[] = [];
  let next = clock.startOfDay(rowsMs.length > 0 ? dayOfRow(clock, rowsMs[0] as number) : 0);
  if (rowsMs.length > 0 && !Number.isNaN(firstDataMs)) {
    const firstRowDay = dayOfRow(clock, rowsMs[0] as number);
    for (let day = clock.dayOf(firstDataMs); day < firstRowDay; day++) {
      const startMs = days.length > 0 ? next : clock.startOfDay(day);
      next = clock.startOfDay(day + 1);
      days.push({ day, date: dateOf(day), startMs, endMs: next });
    }
  }
  const leading = days.length;
  for (let i = 0; i < rowsMs.length; i++) {
    const day = dayOfRow(clock, rowsMs[i] as number);
    const previous = days[days.length - 1];
    if (previous && previous.day >= day) continue;
    const startMs = previous && previous.day === day - 1 ? next : clock.startOfDay(day);
    next = clock.startOfDay(day + 1);
    days.push({ day, date: dateOf(day), startMs, endMs: next });
  }
  return { clock, days, leading };
}

/** Which of a response's daily rows stands for each day of a calendar, and how far off its hours are. */
export interface RowsOnDays {
  /** Per calendar day, the index of its row, or -1. */
  readonly rows: Int32Array;
  /** Whether every day has a row, exactly (its own 24 hours), so the rows can be read as they are. */
  readonly exact: boolean;
  /** The largest distance between a row's start or end and its day's, ms (0 when exact). */
  readonly shiftMs: number;
}

/**
 * Matches daily rows starting at `rowsMs` (a forecast's own, or a marine response's in any zone) to local days by
 * date: the row whose middle falls in the day.
 */
export function rowsOnDays(days: readonly DaySpan[], rowsMs: Float64Array): RowsOnDays {
  const rows = new Int32Array(days.length);
  let exact = true;
  let shiftMs = 0;
  let i = 0;
  for (let k = 0; k < days.length; k++) {
    const { startMs, endMs } = days[k] as DaySpan;
    while (i < rowsMs.length && (rowsMs[i] as number) + MS_PER_DAY / 2 < startMs) i++;
    const row = i < rowsMs.length && (rowsMs[i] as number) + MS_PER_DAY / 2 < endMs ? i : -1;
    rows[k] = row;
    if (row < 0) exact = false;
    if (row >= 0 && !isExactRow(rowsMs[row] as number, startMs, endMs)) {
      exact = false;
      const rowMs = rowsMs[row] as number;
      shiftMs = Math.max(shiftMs, Math.abs(rowMs - startMs), Math.abs(rowMs + MS_PER_DAY - endMs));
    }
  }
  return { rows, exact, shiftMs };
}
