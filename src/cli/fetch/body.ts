/**
 * Answers read with a bound on their size, so that one bad answer cannot take the machine's memory: a body is read
 * as a stream and given up once it passes the limit. The default limit is a margin over the largest answer the
 * run's plan can legitimately bring, an ensemble answer's every member counted.
 */
import type { AnyRequest, FetchPlan } from "./types.js";

/** Bytes a value of an answer may take at most: a time stamp `"2026-07-15T06:00",` is 19, a number rarely 8. */
const BYTES_PER_VALUE = 24;
/** Bytes of a location's answer besides its values: the header (1 kB) and, per variable, its name twice and its unit. */
const HEADER_BYTES = 1024;
const BYTES_PER_NAME = 128;
/** The default limit over the largest legitimate answer. */
export const BODY_MARGIN = 2;

/** The variables a request asks per section, and its `forecast_days`, from its query or form body. */
function asked(request: AnyRequest): { sections: Record<string, number>; days: number } {
  const params = new URLSearchParams(request.body ?? request.url.slice(request.url.indexOf("?") + 1));
  const names = (key: string) => params.get(key)?.split(",").length ?? 0;
  return {
    sections: { current: names("current"), hourly: names("hourly"), daily: names("daily") },
    days: Number(params.get("forecast_days") ?? 7),
  };
}

/**
 * The most bytes `request`'s answer can legitimately take: per location, `BYTES_PER_VALUE` for every value of every
 * section asked (hourly: its time and each variable of each of the `members` runs at each hour of the days, one more
 * for a 25-hour day; daily: likewise each day; current: each variable, its time and interval), plus `HEADER_BYTES`
 * and `BYTES_PER_NAME` per variable and run. An Ensemble API answer (`members` 21 for GEPS) is that many times a
 * forecast's: 1.2 MB a location over 14 days.
 */
export function largestAnswer(request: AnyRequest, members = 1): number {
  const { sections, days } = asked(request);
  const { current = 0, daily = 0 } = sections;
  const hourly = (sections.hourly ?? 0) * members;
  const values =
    (hourly > 0 ? (hourly + 1) * (24 * days + 1) : 0) +
    (daily > 0 ? (daily + 1) * days : 0) +
    (current > 0 ? current + 2 : 0);
  const perLocation = BYTES_PER_VALUE * values + HEADER_BYTES + BYTES_PER_NAME * (current + hourly + daily);
  return perLocation * request.locations.length;
}

/** The default `--max-body` of a run: `BODY_MARGIN` times the largest legitimate answer of its plan, bytes. */
export const defaultMaxBody = (plan: Pick<FetchPlan, "requests"> & { readonly members?: number }): number =>
  BODY_MARGIN * Math.max(0, ...plan.requests.map((r) => largestAnswer(r, plan.members)));

/**
 * The bytes of `response`'s body, read as a stream; undefined once more than `limit` bytes have come (or its
 * `Content-Length`, without a content coding, says they will), the rest left unread and the connection closed.
 */
export async function readBody(response: Response, limit: number): Promise<Uint8Array | undefined> {
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  const coded = (response.headers.get("content-encoding") ?? "identity") !== "identity";
  if (!coded && length > limit) {
    await response.body?.cancel();
    return undefined;
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
