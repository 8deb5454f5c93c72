import { VanskyInputError } from "../errors.js";
import { daysFromCivil, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from "../time/civil.js";
import { describe } from "./json.js";

export type TimeFormat = "iso8601" | "unixtime";

const digit = (text: string, i: number) => {
  const d = text.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : Number.NaN;
};
const two = (text: string, i: number) => digit(text, i) * 10 + digit(text, i + 1);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Milliseconds of an offset-less Open-Meteo time read as if it were UTC (`YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or
 * `YYYY-MM-DDTHH:MM:SS`), parsed from its character codes: no `Date`, no machine time zone. `NaN` when malformed.
 * Subtract the response's `utc_offset_seconds` to get the instant.
 */
export function parseWallTimeMs(text: string): number {
  const n = text.length;
  if (n !== 10 && n !== 16 && n !== 19) return Number.NaN;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return Number.NaN;
  const year = digit(text, 0) * 1000 + digit(text, 1) * 100 + two(text, 2);
  const month = two(text, 5);
  const day = two(text, 8);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return Number.NaN;
  let ms = daysFromCivil(year, month, day) * MS_PER_DAY;
  if (n === 10) return ms;
  if (text.charCodeAt(10) !== 84 || text.charCodeAt(13) !== 58) return Number.NaN;
  const hour = two(text, 11);
  const minute = two(text, 14);
  if (!(hour <= 23 && minute <= 59)) return Number.NaN;
  ms += hour * MS_PER_HOUR + minute * MS_PER_MINUTE;
  if (n === 16) return ms;
  if (text.charCodeAt(16) !== 58) return Number.NaN;
  const second = two(text, 17);
  return second <= 59 ? ms + second * 1000 : Number.NaN;
}

/** The format of a section's times: its unit when given, else the JSON type of its first time. */
export function timeFormatOf(unit: unknown, first: unknown, path: string): TimeFormat {
  if (unit === "iso8601" || unit === "unixtime") return unit;
  if (unit !== undefined)
    throw new VanskyInputError(
      "UNKNOWN_UNIT",
      path,
      `time unit ${JSON.stringify(unit)} is neither "iso8601" nor "unixtime"`,
    );
  return typeof first === "number" ? "unixtime" : "iso8601";
}

/**
 * One time as a UTC epoch-ms instant: an ISO 8601 wall time (UTC + `offsetS`) or epoch seconds. `null` gives
 * `NaN` when `nullable`; anything else malformed throws BAD_TIME naming `path[index]` (`path` when `index` < 0).
 */
export function readInstant(
  value: unknown,
  format: TimeFormat,
  offsetS: number,
  path: string,
  index: number,
  nullable: boolean,
  dateOnly: boolean,
): number {
  if (value === null && nullable) return Number.NaN;
  // the path is written only for an error (a string a time cost about a fifth of reading the sun times)
  const at = () => (index < 0 ? path : `${path}[${index}]`);
  if (format === "unixtime") {
    if (typeof value === "number" && Number.isInteger(value) && Math.abs(value) < 1e11) return value * 1000;
    throw new VanskyInputError("BAD_TIME", at(), `expected integer epoch seconds, got ${describe(value)}`);
  }
  if (typeof value === "string" && (value.length === 10) === dateOnly) {
    const wall = parseWallTimeMs(value);
    if (!Number.isNaN(wall)) return wall - offsetS * 1000;
  }
  const expected = dateOnly ? "YYYY-MM-DD" : "YYYY-MM-DDTHH:MM";
  throw new VanskyInputError("BAD_TIME", at(), `expected a local time ${expected}, got ${describe(value)}`);
}

/** An ISO time axis read before: a copy of its strings and their wall-clock milliseconds (as if UTC). */
interface RecentAxis {
  readonly texts: readonly unknown[];
  readonly wallMs: Float64Array;
  readonly daily: boolean;
}

/**
 * The last few ISO axes read, newest first. A batch's responses share a few time axes (one per local start date;
 * a location's marine axis is its forecast axis), and comparing strings is cheaper than parsing them
 * (docs/performance.md), so an axis equal to a recent one takes its wall times from there. Bounded:
 * RECENT_AXES_KEPT axes of at most the section size limit each. Which axes are remembered never changes a result.
 */
const RECENT_AXES: RecentAxis[] = [];
const RECENT_AXES_KEPT = 4;

/** Fills `axis` from a recent axis whose strings equal `values`; `false` when none does. */
function recallAxis(values: readonly unknown[], axis: Float64Array, offsetMs: number, daily: boolean): boolean {
  const n = values.length;
  search: for (const recent of RECENT_AXES) {
    const texts = recent.texts;
    if (recent.daily !== daily || texts.length !== n) continue;
    for (let i = 0; i < n; i++) if (texts[i] !== values[i]) continue search;
    const wallMs = recent.wallMs;
    for (let i = 0; i < n; i++) axis[i] = (wallMs[i] as number) - offsetMs;
    return true;
  }
  return false;
}

function rememberAxis(values: readonly unknown[], axis: Float64Array, offsetMs: number, daily: boolean): void {
  const wallMs = new Float64Array(axis.length);
  for (let i = 0; i < axis.length; i++) wallMs[i] = (axis[i] as number) + offsetMs;
  if (RECENT_AXES.length === RECENT_AXES_KEPT) RECENT_AXES.pop();
  RECENT_AXES.unshift({ texts: values.slice(), wallMs, daily });
}

/**
 * Reads the `time` array of a section into `axis` as strictly increasing UTC epoch milliseconds. Daily ISO times are
 * local dates (their instant is local midnight); daily unix times already are local midnight as an instant. An ISO
 * axis whose strings equal those of a recently read one takes its wall times from it.
 */
export function readTimeAxis(
  values: readonly unknown[],
  axis: Float64Array,
  format: TimeFormat,
  offsetS: number,
  path: string,
  daily: boolean,
): Float64Array {
  const iso = format === "iso8601";
  const offsetMs = offsetS * 1000;
  if (iso && recallAxis(values, axis, offsetMs, daily)) return axis;
  readEachTime(values, axis, format, offsetS, path, daily);
  if (iso && values.length > 1) rememberAxis(values, axis, offsetMs, daily); // one time: nothing to gain
  return axis;
}

/** Every time read in full, and checked to follow the one before. */
function readEachTime(
  values: readonly unknown[],
  axis: Float64Array,
  format: TimeFormat,
  offsetS: number,
  path: string,
  daily: boolean,
): void {
  let previous = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    const t = readInstant(values[i], format, offsetS, path, i, false, daily);
    if (!(t > previous)) throw new VanskyInputError("BAD_TIME", `${path}[${i}]`, "times must be strictly increasing");
    axis[i] = previous = t;
  }
}
