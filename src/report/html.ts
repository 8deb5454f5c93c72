/**
 * The whole report as one self-contained HTML page: a skip link to the table, a title saying what and when, the map
 * with its legend beside it, the table's views and find box (./controls.ts), the table (with outlooks, each place's
 * odds strip) in a box of its own whose header row stays on top and whose codes and names stay at the left while it
 * scrolls (a row's "More" opening a panel inside the box), and the page's script (./script.ts); an inline favicon and
 * no other resource, so it opens from a file without a network and asks a server for nothing.
 */
import { tableControls, viewStyle } from "./controls.js";
import { escapeText } from "./escape.js";
import { PALETTE } from "./fields.js";
import type { Prepared } from "./input.js";
import { htmlLegend } from "./legend.js";
import { mapSvg, mapTitle } from "./map.js";
import { SCRIPT } from "./script.js";
import { columnsOf, table } from "./table.js";
import { count, fieldWords, hoursWords, instantWords } from "./words.js";

/** Text colour on each band's fill: white on the three dark ones, black on the light ones (WCAG contrast ≥ 4.5). */
const INK = ["#fff", "#fff", "#fff", "#000", "#000"] as const;

/** The page's icon, inline (a sun over a road in the scale's colours): the browser asks no server for one. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E" +
  "%3Crect width='16' height='16' rx='3' fill='%233b528b'/%3E%3Ccircle cx='8' cy='7' r='4' fill='%23fde725'/%3E" +
  "%3Crect y='12' width='16' height='4' fill='%2321918c'/%3E%3C/svg%3E";

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1rem;color:#222}h1{font-size:1.4rem;margin:0 0 .3rem}
figure{margin:0 0 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:flex-start}
figure svg{flex:1 1 600px;min-width:0;max-width:100%;height:auto}circle[tabindex]:focus{outline:none;stroke:#000;stroke-width:2}
.vs-legend{font-size:13px}.vs-legend ul{list-style:none;margin:.3rem 0 0;padding:0}.vs-legend li{margin:2px 0}
.sw{display:inline-block;box-sizing:border-box;width:1.4em;height:.9em;margin-right:.4em;vertical-align:-.05em}
.hatch{background:repeating-linear-gradient(45deg,#9a9a9a 0 1.4px,#fff 1.4px 4px)}
#vs-focus{min-height:1.4em;margin:0 0 .5rem}
.skip{position:absolute;left:1rem;top:-4em;z-index:9;padding:.3em .6em;background:#fff;border:2px solid #3b528b}
.skip:focus{top:.5rem}#vs-places:focus{outline:none}
.vs-tools{display:flex;flex-wrap:wrap;gap:.3rem 1.5rem;align-items:baseline;margin:0 0 .5rem}.vs-find{margin:0}
.vs-views{display:flex;flex-wrap:wrap;gap:.2rem .9rem;border:0;margin:0;padding:0}.vs-views legend{float:left;padding:0;font-weight:bold}
.scroll{--code:4.6em;--name:10em;--pad:6px;position:relative;container-type:inline-size;overflow:auto;max-width:100%;
max-height:80vh;border:1px solid #ddd;font-size:12px;scroll-padding:5em 0 0 calc(var(--code) + var(--name) + .5em)}
.scroll:focus{outline:2px solid #3b528b}
@media (max-width:40em){body{margin:1rem .5rem}.scroll{--code:3.6em;--name:7.5em;--pad:4px}}
table{border-collapse:separate;border-spacing:0}th,td{padding:2px var(--pad);border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
thead{position:sticky;top:0;z-index:3}thead th{background:#fafafa}tbody th{font-weight:normal}
:is(thead tr:first-child,tbody tr)>:nth-child(-n+2){position:sticky;z-index:1;box-sizing:border-box;background:#fff}
thead tr>:nth-child(-n+2){background:#fafafa}
:is(thead tr:first-child,tbody tr)>:first-child{left:0;width:var(--code);min-width:var(--code);max-width:var(--code)}
:is(thead tr:first-child,tbody tr)>:nth-child(2){left:var(--code);width:var(--name);min-width:var(--name);max-width:var(--name);
border-right:1px solid #bbb;overflow-wrap:break-word}
summary{cursor:pointer;white-space:nowrap}#vs-table tr[hidden]{display:table-row;visibility:collapse}
th button{font:inherit;font-weight:bold;border:0;background:none;padding:0;cursor:pointer;color:inherit;text-align:left}
th button:focus-visible{outline:2px solid #3b528b}th[aria-sort=ascending] button::after{content:" ▲"}
th[aria-sort=descending] button::after{content:" ▼"}
${PALETTE.map((fill, band) => `.b${band}{background:${fill};color:${INK[band]}}`).join("")}
tr.stale td:first-child{border-left:4px dashed #000}tr.warned td:first-child{box-shadow:inset 4px 0 #d55e00}
.badge{background:#000;color:#fff;padding:0 3px;border-radius:3px}td ul{margin:0;padding-left:1em;min-width:16em;max-width:28em}
.rec-danger{font-weight:bold}dt{font-weight:bold}dd{margin:0 0 .3rem}
details[open]>dl{--w:min(40em,calc(100cqi - 1em));--s:calc(var(--code) + var(--name) + var(--pad) - .5em);position:relative;
z-index:2;box-sizing:border-box;width:var(--w);margin:.3rem calc(var(--s) - var(--w)) .3rem calc(-1 * var(--s));
padding:.4em .6em;background:#fff;border:1px solid #888;box-shadow:0 2px 6px #0003}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.strip{display:grid;grid-template-columns:auto repeat(var(--n),3.4em);gap:1px;font-size:10px;text-align:center}
.strip i,.strip b{font-style:normal;font-weight:normal;white-space:nowrap}.strip i.na{background:#f0f0f0}
.strip u{text-decoration:none;text-align:right;padding-right:3px}`;

/** The odds strips' style, on a page with outlooks: 14 columns of 2.1em at 11 px fit a 390 px phone's width. */
const ODDS_STYLE = `
.odds{display:grid;grid-template-columns:repeat(var(--n),2.1em);gap:1px;font-size:11px;text-align:center}
.odds b{font-weight:normal}.odds i{font-style:normal}.odds i.na{background:#f0f0f0}`;

/** What the odds strips are, under the table of a report with outlooks. */
const ODDS_NOTE = `
<p>14 days: the share of an ensemble forecast's runs (the same model started from slightly different states) in
which the day is good to stay, van score 60 or more; each day's most likely rating and how sure it is in the cell's
title. Shares of runs, not calibrated probabilities: an ensemble is often too sure.</p>`;

/** The line under the title: places, when updated, the source, the map's field, when ages are measured, stale, warned. */
function summary(prepared: Prepared): string {
  const stale = prepared.rows.filter((r) => r.stale).length;
  const warned = prepared.rows.filter((r) => r.warnings.length > 0).length;
  const parts = [
    count(prepared.rows.length, "place"),
    prepared.updatedAt === null ? "" : `data updated ${instantWords(prepared.updatedAt)}`,
    prepared.source === null ? "" : `source: ${prepared.source}`,
    `map: ${fieldWords(prepared.field, prepared.date, true)}`,
    `ages as of ${instantWords(prepared.now)}`,
    `${stale} stale (older than ${hoursWords(prepared.maxAgeHours)})`,
    `${warned} with warnings`,
  ];
  return escapeText(parts.filter(Boolean).join(" · "));
}

/** The report page of prepared records. */
export function reportHtml(prepared: Prepared): string {
  const title = `VanSky report: ${mapTitle(prepared)}`;
  const odds = prepared.outlookDates.length > 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(title)}</title><link rel="icon" href="${FAVICON}"><style>${STYLE}${odds ? ODDS_STYLE : ""}
${viewStyle(columnsOf(odds))}</style></head>
<body><a class="skip" href="#vs-places">Skip to the table</a><h1>${escapeText(title)}</h1><p id="vs-summary">${summary(prepared)}</p>
<figure id="vs-map">${mapSvg(prepared, false)}${htmlLegend(prepared)}</figure>
<p id="vs-focus" aria-live="polite"></p>
<section id="vs-places" tabindex="-1">${tableControls(odds)}
<div class="scroll" role="region" aria-label="Every place, sortable by its column headers" tabindex="0">
${table(prepared.rows, prepared.locale, prepared.outlookDates)}</div></section>
<p>7 days: each place's own local days. A place where it is already tomorrow at the data's hour (east of about
UTC+12, such as Antarctica's McMurdo or Kiribati) starts its week one column later.</p>${odds ? ODDS_NOTE : ""}
<script>${SCRIPT}</script></body></html>
`;
}
