import { daysFromCivil, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from "./civil.js";

/** An ISO 8601 date-time read without `Date`: its wall clock and, when it has one, its UTC offset. */
export interface IsoDateTime {
  /** The wall time as milliseconds since 1970-01-01T00:00 of its own clock. */
  readonly wallMs: number;
  /** The offset east of UTC, s (`Z` is 0); `null` for a date-time without one (a local time). */
  readonly offsetS: number | null;
}

const digitAt = (text: string, i: number) => {
  const d = text.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : Number.NaN;
};
const twoAt = (text: string, i: number) => digitAt(text, i) * 10 + digitAt(text, i + 1);

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/** The offset, s, of `text` from index `i` on: `Z`, `±HH:MM` or `±HHMM` to the end; NaN when it is not one. */
function offsetAt(text: string, i: number): number {
  const c = text[i];
  if ((c === "Z" || c === "z") && i + 1 === text.length) return 0;
  if (c !== "+" && c !== "-") return Number.NaN;
  const colon = text[i + 3] === ":" ? 1 : 0;
  if (i + 5 + colon !== text.length) return Number.NaN;
  const hours = twoAt(text, i + 1);
  const minutes = twoAt(text, i + 3 + colon);
  if (!(minutes <= 59 && hours * 60 + minutes <= 18 * 60)) return Number.NaN;
  return (c === "-" ? -1 : 1) * (hours * 3600 + minutes * 60);
}

/**
 * Reads an ISO 8601 extended calendar date-time, `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM|±HHMM]` (RFC 3339 when
 * it has seconds and an offset; `T` and `Z` in either case), from its character codes, never through `Date.parse`
 * (which accepts "banana 2026" in some runtimes and reads offset-less times in the machine's zone). `null` when it
 * is not one, or names a date or time that does not exist (2026-02-30, 24:00, an offset beyond ±18:00).
 *
 * @param strict also require seconds and an offset, as RFC 3339 (and JSON Schema's `date-time` format) does
 */
export function parseIsoDateTime(text: string, strict = false): IsoDateTime | null {
  const n = text.length;
  if (n < 16 || text[4] !== "-" || text[7] !== "-" || (text[10] !== "T" && text[10] !== "t") || text[13] !== ":")
    return null;
  const year = twoAt(text, 0) * 100 + twoAt(text, 2);
  const month = twoAt(text, 5);
  const day = twoAt(text, 8);
  const hour = twoAt(text, 11);
  const minute = twoAt(text, 14);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour <= 23 && minute <= 59)) return null;
  let ms = daysFromCivil(year, month, day) * MS_PER_DAY + hour * MS_PER_HOUR + minute * MS_PER_MINUTE;
  let i = 16;
  const hasSeconds = text[i] === ":";
  if (hasSeconds) {
    const second = twoAt(text, i + 1);
    if (!(second <= 59)) return null;
    ms += second * 1000;
    i += 3;
    if (text[i] === ".") {
      let scale = 100;
      const start = ++i;
      for (; i < n && !Number.isNaN(digitAt(text, i)); i++, scale /= 10) ms += digitAt(text, i) * scale;
      if (i === start || i - start > 9) return null;
      ms = Math.floor(ms);
    }
  }
  if (i === n) return strict ? null : { wallMs: ms, offsetS: null };
  const offsetS = offsetAt(text, i);
  if (Number.isNaN(offsetS) || (strict && !hasSeconds)) return null;
  return { wallMs: ms, offsetS };
}
