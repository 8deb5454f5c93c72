/**
 * `vansky/report`: VanSkyCountry records drawn as a world map (SVG) and as a self-contained HTML report (the map, a
 * sortable table, each country's 7-day strip and the rest of its record), and the outlooks given beside them as each
 * country's 14-day strip of odds and the map's `p_good` of a date. Pure functions of their arguments: no
 * `node:` module, no clock (`now` is an option), the same output for the same input; a server can render the report
 * of the data it serves.
 * Country shapes: Natural Earth 1:110m Admin 0 countries (public domain) via world-atlas, prepared at build time.
 */
import { reportHtml } from "./html.js";
import { prepare, type ReportInput, type ReportOptions } from "./input.js";
import { mapSvg } from "./map.js";

export { type Band, PALETTE, REPORT_FIELDS, type ReportField, scoreBand } from "./fields.js";
export { DEFAULT_MAX_AGE_HOURS, type ReportInput, type ReportOptions } from "./input.js";
export { MAP_HEIGHT, MAP_WIDTH, project } from "./projection.js";
export { rankHistogramSvg, reliabilitySvg } from "./verification.js";

/**
 * The world map of `input` coloured by `options.field` (`p_good`: the outlooks' share of good runs on
 * `options.date`), as an SVG document (UTF-8 text, `image/svg+xml`).
 * @throws VanskyInputError BAD_OPTION for a bad `now`, `field`, `maxAgeHours` or `date` (or `p_good` without
 * outlooks); BAD_RECORD for records or outlooks that are not the published schema's
 */
export function renderMap(input: ReportInput, options: ReportOptions): string {
  return mapSvg(prepare(input, options));
}

/**
 * The report of `input` as one self-contained HTML page (UTF-8 text, `text/html`): the map, then a table of every
 * record sortable by any column, with each record's 7-day strip and, given `options.outlooks`, its 14-day strip of
 * `p_good` (each day's likely label and its share in the cell's title); stale records and records with warnings
 * marked.
 * @throws VanskyInputError BAD_OPTION and BAD_RECORD, as `renderMap`
 *
 * @example
 * ```ts
 * import { renderReport } from "vansky/report";
 *
 * // records: vansky score's envelope; outlooks: vansky outlook's; the map shows the chance of a good day on the 18th
 * const html = renderReport(records, { now: "2026-07-15T12:00:00Z", outlooks, field: "p_good", date: "2026-07-18" });
 * ```
 */
export function renderReport(input: ReportInput, options: ReportOptions): string {
  return reportHtml(prepare(input, options));
}
