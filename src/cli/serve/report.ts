/**
 * The report pages of `vansky serve`: `{base-path}/` the HTML report and `{base-path}/map.svg` the map, drawn by the
 * renderer of vansky/report from the records being served; drawn again when a new set is swapped in, and at most
 * once a minute otherwise (the records' ages move with the clock).
 */
import { type ReportField, renderMap, renderReport } from "../../report/index.js";
import { echo } from "../../serve/errors.js";
import { type Answer, normalizePath, type Router } from "../../serve/router.js";
import type { Snapshot } from "../../serve/snapshot.js";

const TYPES = { html: "text/html; charset=utf-8", svg: "image/svg+xml; charset=utf-8" } as const;
type Format = keyof typeof TYPES;

/** How long a drawn page is reused for one set of records, ms. */
const REDRAW_MS = 60_000;
/** Seconds a client is asked to wait while no records are served yet (as the API's 503). */
const NO_DATA_RETRY_S = 60;
const UTF8 = new TextEncoder();

/** The report pages of one server. */
export class ReportPages {
  readonly #formats: ReadonlyMap<string, Format>;
  #drawn: { snapshot: Snapshot; atMs: number; pages: Record<Format, Uint8Array> } | undefined;

  /** Pages below `basePath` ("" or `/path`), coloured by `field`, records older than `maxAgeHours` stale. */
  constructor(
    private readonly router: Router,
    basePath: string,
    private readonly maxAgeHours: number,
    private readonly field: ReportField = "van_score",
  ) {
    this.#formats = new Map<string, Format>([
      [`${basePath}/`, "html"],
      [basePath || "/", "html"],
      [`${basePath}/map.svg`, "svg"],
    ]);
  }

  /** The pages of `snapshot` at `nowMs` (epoch ms), drawn again after a minute or for another snapshot. */
  #pages(snapshot: Snapshot, nowMs: number): Record<Format, Uint8Array> {
    const drawn = this.#drawn;
    if (drawn?.snapshot === snapshot && nowMs - drawn.atMs < REDRAW_MS) return drawn.pages;
    const records = { data: [...snapshot.records], count: snapshot.records.length };
    const input = { ...records, updated_at: snapshot.updatedAt, source: snapshot.source };
    const options = { now: new Date(nowMs).toISOString(), maxAgeHours: this.maxAgeHours, field: this.field };
    const pages = { html: UTF8.encode(renderReport(input, options)), svg: UTF8.encode(renderMap(input, options)) };
    this.#drawn = { snapshot, atMs: nowMs, pages };
    return pages;
  }

  /**
   * The answer to `method` on `target` (a request path as sent) when it is a report page: 200 with the page (GET,
   * HEAD), 405 for other methods, 503 while no records are served; undefined for every other path (the router's).
   */
  answer(snapshot: Snapshot | undefined, method: string, target: string, nowMs: number): Answer | undefined {
    const format = this.#formats.get(normalizePath(target));
    if (format === undefined) return undefined;
    const head = method === "HEAD";
    if (!head && method !== "GET")
      return this.router.error("method_not_allowed", `${echo(method)} is not allowed here; use GET, HEAD`, false, [
        "Allow",
        "GET, HEAD",
      ]);
    if (!snapshot || snapshot.records.length === 0)
      return this.router.error("no_data", "No weather data yet; retry later", head, [
        "Retry-After",
        String(NO_DATA_RETRY_S),
      ]);
    const bytes = this.#pages(snapshot, nowMs)[format];
    const headers = [
      "Content-Type",
      TYPES[format],
      "Content-Length",
      String(bytes.length),
      "Cache-Control",
      "no-cache",
    ];
    headers.push("X-Content-Type-Options", "nosniff");
    return { status: 200, headers, body: head ? undefined : bytes, entity: undefined };
  }
}
