/**
 * The report pages of `vansky serve`: `{base-path}/` the HTML report and `{base-path}/map.svg` the map, drawn by the
 * renderer of vansky/report from the records being served (and the odds of the outlooks served beside them); drawn again when a new set is swapped in, and at most
 * once a minute otherwise (the records' ages move with the clock). The router serves them as it serves the API
 * (rate limit, CORS, ETag and Last-Modified with 304s; `vansky serve` compresses them); each carries a
 * Content-Security-Policy that allows its own inline script and style by hash and nothing else.
 */
import { createHash } from "node:crypto";
import { type ReportField, renderMap, renderReport } from "../../report/index.js";
import { contentSecurityPolicy } from "../../serve/csp.js";
import type { Pages } from "../../serve/router.js";
import { type Body, bodyOf, type Snapshot } from "../../serve/snapshot.js";

/** How long a drawn page is reused for one set of records, ms. */
const REDRAW_MS = 60_000;
/** The pages change with the clock (the records' ages): a cache must ask again each time (304 when unchanged). */
const CACHE_CONTROL = "no-cache";

const sha256 = (text: string): string => createHash("sha256").update(text).digest("base64");

/** A drawn page as the router serves it: its type, its policy. */
const page = (text: string, type: string): Body =>
  bodyOf(text, {
    type,
    cacheControl: CACHE_CONTROL,
    headers: ["Content-Security-Policy", contentSecurityPolicy(text, sha256)],
  });

/** The report pages of one server. */
export class ReportPages implements Pages {
  readonly paths = ["/", "/map.svg"];
  #drawn: { snapshot: Snapshot; atMs: number; bodies: ReadonlyMap<string, Body> } | undefined;

  /**
   * Pages coloured by `field`, records older than `maxAgeHours` stale, their ages measured at `at` (an ISO instant:
   * the sample's reference) or else at the clock, the recommendations in `locale` (a language tag).
   */
  constructor(
    private readonly maxAgeHours: number,
    private readonly at?: string,
    private readonly field: ReportField = "van_score",
    private readonly locale = "en",
  ) {}

  /** The pages of `snapshot` at `nowMs` (epoch ms), drawn again after a minute or for another snapshot. */
  bodies(snapshot: Snapshot, nowMs: number): ReadonlyMap<string, Body> {
    const drawn = this.#drawn;
    if (drawn?.snapshot === snapshot && nowMs - drawn.atMs < REDRAW_MS) return drawn.bodies;
    const input = {
      data: [...snapshot.records],
      count: snapshot.records.length,
      updated_at: snapshot.updatedAt,
      source: snapshot.source,
    };
    const options = {
      now: this.at ?? new Date(nowMs).toISOString(),
      maxAgeHours: this.maxAgeHours,
      field: this.field,
      locale: this.locale,
      ...(snapshot.outlook ? { outlooks: snapshot.outlook.outlooks } : {}),
    };
    const bodies = new Map([
      ["/", page(renderReport(input, options), "text/html; charset=utf-8")],
      ["/map.svg", page(renderMap(input, options), "image/svg+xml; charset=utf-8")],
    ]);
    this.#drawn = { snapshot, atMs: nowMs, bodies };
    return bodies;
  }
}
