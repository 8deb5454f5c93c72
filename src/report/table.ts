/**
 * The report's table: one row per record (code, name, the rest of the record behind "More", rating, the five scores
 * under one "Scores 0–100" header, today's dangers and warnings, when fetched and how old, the warnings, a 7-day
 * strip, with outlooks a 14-day strip of the chance of a good day), each sortable cell with its sort key in `data-v`;
 * stale rows and rows with warnings get the classes `stale` and `warned`. Sortable headers hold a button (keyboard
 * and pointer alike) and carry `data-col`, the column they sort, since the grouped header spans two rows. "More"
 * stands next to the name, so a row opens where its name is read, whichever columns are scrolled into view.
 */
import type { ForecastDay } from "../assemble/types.js";
import { detailsCell, todayCell } from "./details.js";
import { escapeText } from "./escape.js";
import { LABELS, scoreBand } from "./fields.js";
import type { Row } from "./input.js";
import { oddsStrip } from "./odds.js";
import { ageWords, dateWords, dayWords, instantWords, NO_DATA } from "./words.js";

/** The columns a view of the table shows or hides together (./controls.ts): scores, 7-day or 14-day strips, today. */
export type ColumnGroup = "scores" | "week" | "odds" | "today";

/**
 * A column: header text, how it sorts (`n` numerically, `t` as text, "" not at all), its group (none: shown in every
 * view), and whether it stands under the "Scores 0–100" header.
 */
export interface Column {
  readonly text: string;
  readonly sort: "n" | "t" | "";
  readonly group?: ColumnGroup;
  readonly scores?: true;
}

const score = (text: string): Column => ({ text, sort: "n", group: "scores", scores: true });

const COLUMNS: readonly Column[] = [
  { text: "Code", sort: "t" },
  { text: "Name", sort: "t" },
  { text: "Details", sort: "" },
  { text: "Rating", sort: "n" },
  ...["Van", "Sleep", "Drive", "Solar", "Sea"].map(score),
  { text: "Today: dangers and warnings", sort: "", group: "today" },
  { text: "Fetched", sort: "n", group: "today" },
  { text: "Age", sort: "n", group: "today" },
  { text: "Warnings", sort: "n", group: "today" },
  { text: "7 days: van, sleep, drive", sort: "", group: "week" },
];

/** The odds strips' column, last when the report has outlooks. */
const ODDS_COLUMN: Column = {
  text: "14 days: chance of a good day, % of runs (van score ≥ 60)",
  sort: "",
  group: "odds",
};

/** The table's columns in order, with the odds strips' when `odds`. */
export const columnsOf = (odds: boolean): readonly Column[] => (odds ? [...COLUMNS, ODDS_COLUMN] : COLUMNS);

/** A score's cell, coloured by its band (`b0`-`b4`), or `no data` for null (sorted last). */
function scoreCell(score: number | null): string {
  return score === null
    ? `<td data-v="">${NO_DATA}</td>`
    : `<td class="b${scoreBand(score)}">${escapeText(String(score))}</td>`;
}

/** The strip's rows: van, sleep and drive scores of each forecast day. */
const STRIP_ROWS = [
  ["van", "van_score"],
  ["sleep", "sleep_score"],
  ["drive", "drive_score"],
] as const;

/**
 * A record's 7-day strip on the report's `dates` (every record's days, in order), so that one date is one column in
 * every row: a place already in tomorrow at the set's hour (east of about UTC+12) starts a column later, its first
 * cell empty and titled why.
 */
export function strip(days: readonly ForecastDay[], dates: readonly string[]): string {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const first = days[0]?.date ?? "";
  const head = dates.map((date) => `<b title="${escapeText(dateWords(date, true))}">${escapeText(dayWords(date))}</b>`);
  const rows = STRIP_ROWS.map(([name, key]) => {
    const cells = dates.map((date) => {
      const day = byDate.get(date);
      if (day) return `<i class="b${scoreBand(day[key])}">${escapeText(String(day[key]))}</i>`;
      const why = date < first ? `its local today is ${dateWords(first)}` : "beyond its forecast";
      return `<i class="na" title="${escapeText(why)}"></i>`;
    });
    return `<u>${name}</u>${cells.join("")}`;
  });
  return `<div class="strip" style="--n:${dates.length}"><u></u>${head.join("")}${rows.join("")}</div>`;
}

/** When a record was fetched, readable, with the instant as its sort key (`no data` without). */
function fetchedCell(fetchedAt: string | null): string {
  const ms = fetchedAt === null ? Number.NaN : Date.parse(fetchedAt);
  if (fetchedAt === null || Number.isNaN(ms)) return `<td data-v="">${NO_DATA}</td>`;
  return `<td data-v="${ms}"><time datetime="${escapeText(fetchedAt)}">${escapeText(instantWords(fetchedAt))}</time></td>`;
}

/** An age as the report words it; `stale` marked past the limit. */
function ageCell(row: Row): string {
  if (row.ageHours === null) return `<td data-v="">${NO_DATA}</td>`;
  const badge = row.stale ? ' <mark class="badge">stale</mark>' : "";
  return `<td data-v="${row.ageHours.toFixed(3)}">${escapeText(ageWords(row.ageHours))}${badge}</td>`;
}

/** The warnings of a row: their count, then one line each (`CODE path: message`). */
function warningsCell(row: Row): string {
  const lines = row.warnings.map((w) => `<li>${escapeText(`${w.code} ${w.path}: ${w.message}`)}</li>`);
  return `<td data-v="${row.warnings.length}">${row.warnings.length}${lines.length > 0 ? `<ul>${lines.join("")}</ul>` : ""}</td>`;
}

/** One record's row; its odds strip on `oddsDates` unless there are none. */
function tableRow(row: Row, dates: readonly string[], oddsDates: readonly string[], locale: string): string {
  const r = row.record;
  const label = LABELS.indexOf(r.score_label);
  const classes = [row.stale ? "stale" : "", row.warnings.length > 0 ? "warned" : ""].filter(Boolean).join(" ");
  return (
    `<tr data-code="${escapeText(r.code)}"${classes ? ` class="${classes}"` : ""}>` +
    `<td>${escapeText(r.code)}</td><th scope="row">${escapeText(row.name)}</th>` +
    `<td>${detailsCell(r, row.name, locale)}</td><td data-v="${label}" class="b${label < 0 ? "x" : label}">${escapeText(String(r.score_label))}</td>` +
    [r.van_score, r.sleep_score, r.drive_score, r.solar_score, r.sea_score].map(scoreCell).join("") +
    `<td class="today">${todayCell(r, locale)}</td>${fetchedCell(r.fetched_at)}${ageCell(row)}${warningsCell(row)}` +
    `<td>${strip(r.forecast, dates)}</td>${oddsDates.length > 0 ? `<td>${oddsStrip(row.outlook, oddsDates)}</td>` : ""}` +
    "</tr>"
  );
}

/** A header cell: sortable ones hold a button; all but the scores span both header rows. */
function headerCell({ text, sort, scores }: Column, col: number): string {
  const span = scores ? "" : ' rowspan="2"';
  const body = sort ? `<button type="button">${text}</button>` : text;
  return `<th scope="col"${span}${sort ? ` data-sort="${sort}" data-col="${col}"` : ""}>${body}</th>`;
}

/**
 * The table of `rows`, in their order (the headers sort it in the page); recommendations in `locale`; with
 * `oddsDates` (the outlooks' dates), each row's odds strip on them.
 */
export function table(rows: readonly Row[], locale: string, oddsDates: readonly string[] = []): string {
  const dates = [...new Set(rows.flatMap((row) => row.record.forecast.map((d) => d.date)))].sort();
  const cells = columnsOf(oddsDates.length > 0).map((column, col) => ({ column, html: headerCell(column, col) }));
  const firstScore = cells.findIndex((c) => c.column.scores);
  const top = [
    ...cells.slice(0, firstScore).map((c) => c.html),
    `<th scope="colgroup" colspan="5">Scores 0–100</th>`,
    ...cells
      .filter((c) => !c.column.scores)
      .slice(firstScore)
      .map((c) => c.html),
  ];
  const second = cells.filter((c) => c.column.scores).map((c) => c.html);
  return (
    `<table id="vs-table"><thead><tr>${top.join("")}</tr><tr>${second.join("")}</tr></thead>` +
    `<tbody>${rows.map((row) => tableRow(row, dates, oddsDates, locale)).join("")}</tbody></table>`
  );
}
