/**
 * When an answer was made, from a clock vansky can trust. An answer's `Date` header is the server's clock (RFC 9110
 * §6.6.1); a server whose clock runs hours ahead would date old data as new. So the header is taken only when it
 * lies between the request's start and the answer's receipt on this machine's clock, give or take `CLOCK_SKEW_MS`;
 * otherwise the answer is dated by its receipt, and how far the server's clock is off is told.
 */

/**
 * How far an answer's `Date` may lie outside [request start, receipt] and still date it, ms: the header's whole
 * seconds (it is truncated, so up to 1 s before the start) and a few seconds between two clocks kept by NTP.
 */
export const CLOCK_SKEW_MS = 5000;

/** An HTTP-date in any of the three forms RFC 9110 §5.6.7 asks recipients to read: IMF-fixdate, RFC 850, asctime. */
const HTTP_DATE = [
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

/** The instant an HTTP-date names, epoch ms; NaN when `text` is null or not an HTTP-date. */
export function httpDateMs(text: string | null): number {
  if (text === null || !HTTP_DATE.some((form) => form.test(text.trim()))) return Number.NaN;
  const trimmed = text.trim();
  // asctime has no zone: it is GMT
  return Date.parse(/GMT$/.test(trimmed) ? trimmed : `${trimmed} GMT`);
}

/** `ms` as `fetched_at` writes it: RFC 3339 in UTC, to the second. */
export const isoSecond = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** When an answer was made, and how far the server's clock was off when its `Date` was not taken. */
export interface AnswerTime {
  /** RFC 3339 in UTC, to the second. */
  readonly at: string;
  /**
   * How far the `Date` lay outside [start, receipt], ms: positive when the server's clock is ahead of this machine's,
   * negative when behind; absent when the `Date` was taken, or there was none to read.
   */
  readonly offMs?: number;
}

/**
 * When an answer was made: its `Date` header when readable and within [`startMs` − skew, `receivedMs` + skew]
 * (`CLOCK_SKEW_MS`), else `receivedMs`, this machine's clock when the answer's headers arrived (epoch ms).
 */
export function answerTime(header: string | null, startMs: number, receivedMs: number): AnswerTime {
  const dated = httpDateMs(header);
  if (Number.isNaN(dated)) return { at: isoSecond(receivedMs) };
  const offMs = dated > receivedMs ? dated - receivedMs : dated < startMs ? dated - startMs : 0;
  if (Math.abs(offMs) <= CLOCK_SKEW_MS) return { at: isoSecond(dated) };
  return { at: isoSecond(receivedMs), offMs };
}
