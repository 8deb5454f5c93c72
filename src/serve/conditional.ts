/**
 * Conditional requests (RFC 9110 §13): whether `If-None-Match` or `If-Modified-Since` lets a server answer 304, with
 * HTTP-dates read exactly as §5.6.7 writes them (IMF-fixdate, and the obsolete RFC 850 and asctime forms a
 * recipient must accept), so that a value that is not an HTTP-date is ignored (§13.1.3), never read as some date.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH = `(${MONTHS.join("|")})`;
const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const TIME = "(\\d\\d):(\\d\\d):(\\d\\d)";
/** `Sun, 06 Nov 1994 08:49:37 GMT` */
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d\\d) ${MONTH} (\\d{4}) ${TIME} GMT$`);
/** `Sunday, 06-Nov-94 08:49:37 GMT` */
const RFC850 = new RegExp(
  `^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\\d\\d)-${MONTH}-(\\d\\d) ${TIME} GMT$`,
);
/** `Sun Nov  6 08:49:37 1994` */
const ASCTIME = new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

/**
 * Epoch ms of the UTC calendar fields, or NaN when they name no instant (a 31 February, an hour 24); seconds run to
 * 60, a leap second (§5.6.7).
 */
function utcMs(year: number, month: string, day: number, hour: number, minute: number, second: number): number {
  const monthIndex = MONTHS.indexOf(month);
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  if (date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 60) return Number.NaN;
  return date.getTime() + ((hour * 60 + minute) * 60 + second) * 1000;
}

/**
 * The instant of an HTTP-date (RFC 9110 §5.6.7: `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT`
 * or `Sun Nov  6 08:49:37 1994`; names case-sensitive), epoch ms; NaN for anything else. A two-digit year is the
 * year with those digits from 49 years before `nowMs`'s year to 50 after (§5.6.7: a year more than 50 years ahead
 * is the most recent past one). The day's name is not checked against the date.
 */
export function httpDateMs(text: string, nowMs: number): number {
  let m = IMF_FIXDATE.exec(text);
  if (m) return utcMs(Number(m[3]), m[2] as string, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
  m = ASCTIME.exec(text);
  if (m) return utcMs(Number(m[6]), m[1] as string, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]));
  m = RFC850.exec(text);
  if (!m) return Number.NaN;
  const nowYear = new Date(nowMs).getUTCFullYear();
  // the year of these last two digits from 49 years before now's to 50 after
  let year = nowYear - (nowYear % 100) + Number(m[3]);
  if (year > nowYear + 50) year -= 100;
  else if (year < nowYear - 49) year += 100;
  return utcMs(year, m[2] as string, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
}

/** The suffixes a server gives the entity tag of an encoded body (`"<tag>-br"`, `"<tag>-gzip"`). */
export const ENCODED_SUFFIXES: readonly string[] = ["-br", "-gzip"];

/** An entity tag of a list (RFC 9110 §8.8.3): `W/` or not, then a quoted opaque tag without `"` inside. */
const ENTITY_TAG = /[\s,]*(?:W\/)?("[^"]*")\s*(?:,|$)/y;

/**
 * Whether an `If-None-Match` value matches the entity tag `etag` by weak comparison (RFC 9110 §13.1.2): `*`, or one
 * of its comma-separated tags equal to `etag` with or without `W/`, or to one of its encoded variants (`etag` with
 * one of `ENCODED_SUFFIXES` inside the quotes), and nothing else (not `"<tag>-anything"`). A value that is not a
 * list of entity tags matches nothing.
 */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  const opaque = etag.slice(0, -1);
  const accepted = new Set([etag, ...ENCODED_SUFFIXES.map((suffix) => `${opaque}${suffix}"`)]);
  ENTITY_TAG.lastIndex = 0;
  while (ENTITY_TAG.lastIndex < header.length) {
    const at = ENTITY_TAG.lastIndex;
    const match = ENTITY_TAG.exec(header);
    if (!match || ENTITY_TAG.lastIndex === at) return false;
    if (accepted.has(match[1] as string)) return true;
  }
  return false;
}

/**
 * Whether a GET or HEAD may be answered 304 (RFC 9110 §13.1.2-3, §13.2.2): by `If-None-Match` when it is present,
 * else by `If-Modified-Since` (when it is an HTTP-date) against `lastModifiedS` (whole seconds since the epoch,
 * NaN when the body has no Last-Modified).
 */
export function notModified(
  ifNoneMatch: string | null | undefined,
  ifModifiedSince: string | null | undefined,
  etag: string,
  lastModifiedS: number,
  nowMs: number,
): boolean {
  if (ifNoneMatch != null) return etagMatches(ifNoneMatch, etag);
  if (ifModifiedSince == null || Number.isNaN(lastModifiedS)) return false;
  const sinceMs = httpDateMs(ifModifiedSince, nowMs);
  return !Number.isNaN(sinceMs) && lastModifiedS <= Math.floor(sinceMs / 1000);
}
