/**
 * The report's table: one row per record (code, name, label, the five scores, fetched_at and age, warnings, and a
 * 7-day strip of `forecast[]`), each sortable cell with its sort key in `data-v`; stale rows and rows with warnings
 * get the classes `stale` and `warned`.
 */
import type { ForecastDay } from "../assemble/types.js";
import { escapeText } from "./escape.js";
import { LABELS, scoreBand } from "./fields.js";
import type { Row } from "./input.js";

/** The table's columns: header text and how it sorts (`n` numerically, `t` as text, none: not sortable). */
const COLUMNS: readonly (readonly [string, "n" | "t" | ""])[] = [
  ["Code", "t"],
  ["Name", "t"],
  ["Label", "n"],
  ["Van", "n"],
  ["Sleep", "n"],
  ["Drive", "n"],
  ["Solar", "n"],
  ["Sea", "n"],
  ["Fetched at", "t"],
  ["Age (h)", "n"],
  ["Warnings", "n"],
  ["7 days: van, sleep, drive", ""],
];

/** A score's cell, coloured by its band (`b0`-`b4`), or an empty one for null (sorted last). */
function scoreCell(score: number | null): string {
  return score === null ? '<td data-v=""></td>' : `<td class="b${scoreBand(score)}">${escapeText(String(score))}</td>`;
}

/** The strip's rows: van, sleep and drive scores of each forecast day, under the days of the month. */
const STRIP_ROWS = [
  ["van", "van_score"],
  ["sleep", "sleep_score"],
  ["drive", "drive_score"],
] as const;

/** A record's 7-day strip: a grid of the days' dates and their van, sleep and drive scores, coloured by band. */
export function strip(days: readonly ForecastDay[]): string {
  const dates = days.map((d) => `<b title="${escapeText(d.date)}">${escapeText(d.date.slice(8, 10))}</b>`);
  const rows = STRIP_ROWS.map(
    ([name, key]) =>
      `<u>${name}</u>${days.map((d) => `<i class="b${scoreBand(d[key])}">${escapeText(String(d[key]))}</i>`).join("")}`,
  );
  return `<div class="strip" style="--n:${days.length}"><u></u>${dates.join("")}${rows.join("")}</div>`;
}

/** An age in hours as the table shows it, one decimal; `stale` appended past the limit. */
function ageCell(row: Row): string {
  if (row.ageHours === null) return '<td data-v="">unknown</td>';
  const hours = row.ageHours.toFixed(1);
  return `<td data-v="${hours}">${hours}${row.stale ? ' <mark class="badge">stale</mark>' : ""}</td>`;
}

/** The warnings of a row, one line each (`CODE path: message`), sorted by their count. */
function warningsCell(row: Row): string {
  const lines = row.warnings.map((w) => `<li>${escapeText(`${w.code} ${w.path}: ${w.message}`)}</li>`);
  return `<td data-v="${row.warnings.length}">${lines.length > 0 ? `<ul>${lines.join("")}</ul>` : ""}</td>`;
}

/** One record's row. */
function tableRow(row: Row): string {
  const r = row.record;
  const label = LABELS.indexOf(r.score_label);
  const classes = [row.stale ? "stale" : "", row.warnings.length > 0 ? "warned" : ""].filter(Boolean).join(" ");
  return (
    `<tr data-code="${escapeText(r.code)}"${classes ? ` class="${classes}"` : ""}>` +
    `<td>${escapeText(r.code)}</td><td>${escapeText(row.name)}</td>` +
    `<td data-v="${label}" class="b${label < 0 ? "x" : label}">${escapeText(String(r.score_label))}</td>` +
    [r.van_score, r.sleep_score, r.drive_score, r.solar_score, r.sea_score].map(scoreCell).join("") +
    `<td>${escapeText(r.fetched_at ?? "")}</td>${ageCell(row)}${warningsCell(row)}<td>${strip(r.forecast)}</td></tr>`
  );
}

/** The table of `rows`, in their order (the header sorts it in the page). */
export function table(rows: readonly Row[]): string {
  const head = COLUMNS.map(([text, sort]) => `<th${sort ? ` data-sort="${sort}"` : ""}>${text}</th>`).join("");
  return `<table id="vs-table"><thead><tr>${head}</tr></thead><tbody>${rows.map(tableRow).join("")}</tbody></table>`;
}
