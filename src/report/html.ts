/**
 * The whole report as one self-contained HTML page: a title saying what and when, the map with its legend beside it,
 * the table (with outlooks, each place's odds strip) in a box of its own that scrolls sideways on a narrow screen (390 px phones included), and a few lines of
 * script that sort the table by a header's button; an inline favicon and no other resource, so it opens from a file
 * without a network and asks a server for nothing.
 */
import { escapeText } from "./escape.js";
import { PALETTE } from "./fields.js";
import type { Prepared } from "./input.js";
import { htmlLegend } from "./legend.js";
import { mapSvg, mapTitle } from "./map.js";
import { ODDS_NOTE, ODDS_STYLE } from "./odds.js";
import { table } from "./table.js";
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
.scroll{position:relative;overflow:auto;max-width:100%;max-height:80vh;border:1px solid #ddd}.scroll:focus{outline:2px solid #3b528b}
table{border-collapse:collapse;font-size:12px}th,td{padding:2px 6px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
thead th{position:sticky;top:0;background:#fafafa}thead tr+tr th{top:1.6em}tbody th{font-weight:normal}
th button{font:inherit;font-weight:bold;border:0;background:none;padding:0;cursor:pointer;color:inherit;text-align:left}
th button:focus-visible{outline:2px solid #3b528b}th[aria-sort=ascending] button::after{content:" ▲"}
th[aria-sort=descending] button::after{content:" ▼"}
${PALETTE.map((fill, band) => `.b${band}{background:${fill};color:${INK[band]}}`).join("")}
tr.stale td:first-child{border-left:4px dashed #000}tr.warned td:first-child{box-shadow:inset 4px 0 #d55e00}
.badge{background:#000;color:#fff;padding:0 3px;border-radius:3px}td ul{margin:0;padding-left:1em;min-width:16em;max-width:28em}
.rec-danger{font-weight:bold}dl{margin:.3rem 0;min-width:18em;max-width:30em}dt{font-weight:bold}dd{margin:0 0 .3rem}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.strip{display:grid;grid-template-columns:auto repeat(var(--n),3.4em);gap:1px;font-size:10px;text-align:center}
.strip i,.strip b{font-style:normal;font-weight:normal;white-space:nowrap}.strip i.na{background:#f0f0f0}
.strip u{text-decoration:none;text-align:right;padding-right:3px}`;

/**
 * Sorts the table by a header's button (Enter and Space press it as a click does): numbers by `data-v` (empty last),
 * text by content; again reverses. Shows the title of the map's place in focus under the map, for keyboard users.
 */
const SCRIPT = `for(const th of document.querySelectorAll("#vs-table th[data-sort]"))th.querySelector("button").addEventListener("click",()=>{
const body=document.querySelector("#vs-table").tBodies[0],i=Number(th.dataset.col),num=th.dataset.sort==="n";
const dir=th.getAttribute("aria-sort")==="ascending"?-1:1;
const key=(row)=>{const c=row.cells[i],v=c.dataset.v??c.textContent;return num?(v===""?NaN:Number(v)):v};
const rows=[...body.rows].sort((a,b)=>{const x=key(a),y=key(b);
if(!num)return x.localeCompare(y)*dir;if(Number.isNaN(x))return Number.isNaN(y)?0:1;return Number.isNaN(y)?-1:(x-y)*dir});
for(const h of document.querySelectorAll("#vs-table th[aria-sort]"))h.removeAttribute("aria-sort");
th.setAttribute("aria-sort",dir>0?"ascending":"descending");body.append(...rows)});
const focus=document.querySelector("#vs-focus");
for(const dot of document.querySelectorAll("#vs-map [tabindex]"))dot.addEventListener("focus",()=>{focus.textContent=dot.getAttribute("aria-label")});`;

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
<title>${escapeText(title)}</title><link rel="icon" href="${FAVICON}"><style>${STYLE}${odds ? ODDS_STYLE : ""}</style></head>
<body><h1>${escapeText(title)}</h1><p id="vs-summary">${summary(prepared)}</p>
<figure id="vs-map">${mapSvg(prepared, false)}${htmlLegend(prepared)}</figure>
<p id="vs-focus" aria-live="polite"></p>
<div class="scroll" role="region" aria-label="Every place, sortable by its column headers" tabindex="0">
${table(prepared.rows, prepared.locale, prepared.outlookDates)}</div>
<p>7 days: each place's own local days. A place where it is already tomorrow at the data's hour (east of about
UTC+12, such as Antarctica's McMurdo or Kiribati) starts its week one column later.</p>${odds ? ODDS_NOTE : ""}
<script>${SCRIPT}</script></body></html>
`;
}
