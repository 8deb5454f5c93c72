import { daysFromCivil, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from "./civil.js";

/** An ISO 8601 date-time read without `Date`: its wall clock and, when it has one, its UTC offset. */
export interface IsoDateTime {
  /** The wall time as milliseconds since 1970-01-01T00:00 of its own clock. */
  readonly wallMs: number;
  /** The offset east of UTC, s (`Z` is 0); `null` for a date-time without one (a local time). */
  readonly offsetS: number | null;
}

/**
 * `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM|±HHMM]`: the extended ISO 8601 calendar date-time (RFC 3339 when it has
 * seconds and an offset), upper- or lower-case `T` and `Z`.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/**
 * Reads an ISO 8601 date-time (see `ISO_DATE_TIME`) from its digits, never through `Date.parse` (which accepts
 * "banana 2026" in some runtimes and reads offset-less times in the machine's zone). `null` when it is not one, or
 * names a date or time that does not exist (2026-02-30, 24:00, an offset beyond ±18:00).
 *
 * @param strict also require seconds and an offset, as RFC 3339 (and JSON Schema's `date-time` format) does
 */
export function parseIsoDateTime(text: string, strict = false): IsoDateTime | null {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, fraction, z, sign, oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const hasOffset = z !== undefined || sign !== undefined;
  if (strict && (s === undefined || !hasOffset)) return null;
  let offsetS: number | null = null;
  if (z !== undefined) offsetS = 0;
  else if (sign !== undefined) {
    const hours = Number(oh);
    const minutes = Number(om);
    if (hours > 18 || minutes > 59 || hours * 60 + minutes > 18 * 60) return null;
    offsetS = (sign === "-" ? -1 : 1) * (hours * 3600 + minutes * 60);
  }
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  const wallMs =
    daysFromCivil(year, month, day) * MS_PER_DAY + hour * MS_PER_HOUR + minute * MS_PER_MINUTE + second * 1000 + ms;
  return { wallMs, offsetS };
}
