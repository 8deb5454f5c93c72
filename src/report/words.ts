/**
 * The report's words for readers (messages review RP2-RP8): fields by the names readers use, dates with their
 * weekday, instants in one readable form, ages and missing values worded one way everywhere (map, legend, table).
 * English, like the rest of the page; only the recommendations follow the chosen locale. No `Intl`: the same text
 * on every runtime and ICU version.
 */
import type { ForecastDay } from "../assemble/types.js";
import { MONTH_ABBREVIATIONS } from "../time/civil.js";
import type { ReportField } from "./fields.js";

/** Each map field as a reader names it (a title, or inside a sentence in lower case). */
export const FIELD_LABELS: Readonly<Record<ReportField, string>> = {
  van_score: "Van score",
  sleep_score: "Sleep score",
  drive_score: "Drive score",
  solar_score: "Solar score",
  sea_score: "Sea score",
  score_label: "Rating",
  condensation_risk: "Condensation risk",
  awning_status: "Awning",
  age: "Age of the data",
  p_good: "Chance of a good day",
};

/**
 * The map's field as its title says it (in a sentence, `lower`: in lower case): its label, and for `p_good` the date
 * shown (`… on Sat 18 Jul`).
 */
export function fieldWords(field: ReportField, date: string | null, lower = false): string {
  const label = lower ? FIELD_LABELS[field].toLowerCase() : FIELD_LABELS[field];
  return field === "p_good" && date !== null ? `${label} on ${dateWords(date)}` : label;
}

/** The word for a value a record does not have (a null score, no `fetched_at`): the same on the map and in the table. */
export const NO_DATA = "no data";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const DATE = /^(\d{4})-(\d\d)-(\d\d)/;
const TIME = /T(\d\d):(\d\d)/;
const OFFSET = /(Z|[+-]\d\d:\d\d)$/i;
const MS_PER_DAY = 86_400_000;

/** The weekday (0 Sunday) of a civil date, by the proleptic Gregorian calendar (no time zone involved). */
const weekday = (y: number, m: number, d: number): number => (((Date.UTC(y, m - 1, d) / MS_PER_DAY + 4) % 7) + 7) % 7;

/** A `YYYY-MM-DD` date as `Wed 15 Jul` (with `year`: `Wed 15 Jul 2026`); other text as it is. */
export function dateWords(date: string, year = false): string {
  const m = DATE.exec(date);
  if (!m) return date;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return `${WEEKDAYS[weekday(y, mo, d)]} ${d} ${MONTH_ABBREVIATIONS[mo - 1]}${year ? ` ${y}` : ""}`;
}

/**
 * A best day to move on as the details say it, its scores in the recommendations' words:
 * `Wed 15 Jul (driving conditions 100/100, van score 98)`.
 */
export const bestDayWords = (day: Pick<ForecastDay, "date" | "drive_score" | "van_score">): string =>
  `${dateWords(day.date)} (driving conditions ${day.drive_score}/100, van score ${day.van_score})`;

/** A weekday and day of the month, `Wed 15`, for the 7-day strip's narrow columns. */
export function dayWords(date: string): string {
  const m = DATE.exec(date);
  return m ? `${WEEKDAYS[weekday(Number(m[1]), Number(m[2]), Number(m[3]))]} ${Number(m[3])}` : date;
}

/** An instant with its offset as the same instant in UTC: `Wed 15 Jul 2026, 12:00 UTC`; unreadable text as it is. */
export function instantWords(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !OFFSET.test(iso)) return iso;
  const utc = new Date(ms).toISOString();
  return `${dateWords(utc, true)}, ${utc.slice(11, 16)} UTC`;
}

/** A date-time with the location's offset as its wall time: `13:00`. */
export const clockWords = (iso: string): string => TIME.exec(iso)?.slice(1, 3).join(":") ?? iso;

/** The offset of a date-time as `UTC+01:00` (`UTC` for Z or +00:00). */
export function offsetWords(iso: string): string {
  const offset = OFFSET.exec(iso)?.[1] ?? "";
  return offset === "" ? "" : /^(z|[+-]00:00)$/i.test(offset) ? "UTC" : `UTC${offset}`;
}

/** An age in hours as the report words it everywhere: `40 min`, `5 h`, `2 d 3 h`; `no data` for null. */
export function ageWords(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return NO_DATA;
  if (hours < 0) return `in ${ageWords(-hours)}`;
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${minutes} min`;
  const whole = Math.round(hours);
  if (whole < 48) return `${whole} h`;
  return `${Math.floor(whole / 24)} d${whole % 24 === 0 ? "" : ` ${whole % 24} h`}`;
}

/** A number of hours as a limit (`12 h`, `1.5 h`, `2 d`), for the legend's bands and the stale limit. */
export function hoursWords(hours: number): string {
  const rounded = Number(hours.toFixed(1));
  return rounded >= 48 && rounded % 24 === 0 ? `${rounded / 24} d` : `${rounded} h`;
}

/** `n` things: `1 place`, `250 places`. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
