/**
 * Civil-calendar arithmetic on UTC epoch milliseconds, without `Date` objects: the proleptic Gregorian
 * algorithms of Howard Hinnant, "chrono-compatible low-level date algorithms" (2013), public domain.
 * Every function here is pure integer arithmetic and ignores the machine's time zone.
 */

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of the civil date `year-month-day` (month 1-12). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The civil date `[year, month (1-12), day]` of a count of days since 1970-01-01. */
export function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

function pad4(n: number): string {
  const s = `${Math.abs(n)}`.padStart(4, "0");
  return n < 0 ? `-${s}` : s;
}

/** `00` to `59`: the hours, minutes and seconds of a clock. */
const SEXAGESIMAL = Array.from({ length: 60 }, (_, n) => pad2(n));

/** Most dates and offsets whose strings are kept: a batch's records share a week's dates and a few offsets. */
const MAX_REMEMBERED = 64;
const dates = new Map<number, string>();
const offsets = new Map<number, string>();

/**
 * `make(key)`, remembered in `memo` (emptied when full): the date and offset strings a batch writes again and again
 * (a date-time cost about 0.3 µs to write in full: docs/performance.md).
 */
function remembered(memo: Map<number, string>, key: number, make: (key: number) => string): string {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= MAX_REMEMBERED) memo.clear();
    value = make(key);
    memo.set(key, value);
  }
  return value;
}

/** `YYYY-MM-DD` of a count of days since 1970-01-01. */
function dateOfDays(days: number): string {
  const [y, m, d] = civilFromDays(days);
  return `${pad4(y)}-${pad2(m)}-${pad2(d)}`;
}

/** `YYYY-MM-DD` of the UTC calendar day containing `epochMs` (add an offset first for a local date). */
export function formatDate(epochMs: number): string {
  return remembered(dates, Math.floor(epochMs / MS_PER_DAY), dateOfDays);
}

/** `HH:MM:SS` of the UTC wall clock at `epochMs` (seconds truncated). */
function formatClock(epochMs: number): string {
  const msOfDay = epochMs - Math.floor(epochMs / MS_PER_DAY) * MS_PER_DAY;
  const seconds = Math.floor(msOfDay / 1000);
  const h = SEXAGESIMAL[Math.floor(seconds / 3600)];
  return `${h}:${SEXAGESIMAL[Math.floor(seconds / 60) % 60]}:${SEXAGESIMAL[seconds % 60]}`;
}

/** `hh:mm` of a non-negative number of seconds, rounded to the minute (a whole day stays `24:00`). */
export function formatHoursMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** `formatOffset`, written. */
const offsetOf = (offsetSeconds: number): string =>
  `${offsetSeconds < 0 ? "-" : "+"}${formatHoursMinutes(Math.abs(offsetSeconds))}`;

/** UTC offset as `+hh:mm` / `-hh:mm` (`+00:00` for zero) from seconds east of Greenwich. */
export function formatOffset(offsetSeconds: number): string {
  return remembered(offsets, offsetSeconds, offsetOf);
}

/**
 * ISO 8601 date-time of the instant `epochMs` on the wall clock `offsetSeconds` east of UTC,
 * e.g. `2026-07-15T06:12:00+01:00`.
 */
export function formatDateTime(epochMs: number, offsetSeconds: number): string {
  const wall = epochMs + offsetSeconds * 1000;
  return `${formatDate(wall)}T${formatClock(wall)}${formatOffset(offsetSeconds)}`;
}

/** The months' English abbreviations, January first, as messages and the report write a date: `15 Jul 2026`. */
export const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** The wall time of `epochMs` at `offsetSeconds` east of UTC as a reader says it: `13:00 on 15 Jul 2026`. */
export function formatReadable(epochMs: number, offsetSeconds: number): string {
  const wall = epochMs + offsetSeconds * 1000;
  const [year, month, day] = civilFromDays(Math.floor(wall / MS_PER_DAY));
  return `${formatClock(wall).slice(0, 5)} on ${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
}

/** Open-Meteo's offset-less local time `YYYY-MM-DDTHH:MM` of the wall-clock milliseconds `wallMs`. */
export function formatWallMinute(wallMs: number): string {
  return `${formatDate(wallMs)}T${formatClock(wallMs).slice(0, 5)}`;
}
