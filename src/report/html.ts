/**
 * The whole report as one self-contained HTML page: the map, the table and a few lines of script that sort the table
 * by a clicked header; no external resource, so it opens from a file without a network.
 */
import { escapeText } from "./escape.js";
import { PALETTE } from "./fields.js";
import type { Prepared } from "./input.js";
import { mapSvg } from "./map.js";
import { table } from "./table.js";

/** Text colour on each band's fill: white on the three dark ones, black on the light ones (WCAG contrast ≥ 4.5). */
const INK = ["#fff", "#fff", "#fff", "#000", "#000"] as const;

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1rem;color:#222}
figure{margin:0 0 1rem}svg{max-width:100%;height:auto}
table{border-collapse:collapse;font-size:12px}th,td{padding:2px 6px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
th[data-sort]{cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
${PALETTE.map((fill, band) => `.b${band}{background:${fill};color:${INK[band]}}`).join("")}
tr.stale td:first-child{border-left:4px dashed #000}tr.warned td:first-child{box-shadow:inset 4px 0 #d55e00}
.badge{background:#000;color:#fff;padding:0 3px;border-radius:3px}
td:nth-child(9){white-space:nowrap}ul{margin:0;padding-left:1em;max-width:28em}
.strip{display:grid;grid-template-columns:auto repeat(var(--n),2.3em);gap:1px;font-size:10px;text-align:center}
.strip i,.strip b{font-style:normal;font-weight:normal}.strip u{text-decoration:none;text-align:right;padding-right:3px}`;

/** Sorts the table by a clicked header: numbers by `data-v` (empty last), text by content; again reverses. */
const SCRIPT = `for(const th of document.querySelectorAll("#vs-table th[data-sort]"))th.addEventListener("click",()=>{
const body=th.closest("table").tBodies[0],i=th.cellIndex,num=th.dataset.sort==="n";
const dir=th.getAttribute("aria-sort")==="ascending"?-1:1;
const key=(row)=>{const c=row.cells[i],v=c.dataset.v??c.textContent;return num?(v===""?NaN:Number(v)):v};
const rows=[...body.rows].sort((a,b)=>{const x=key(a),y=key(b);
if(!num)return x.localeCompare(y)*dir;if(Number.isNaN(x))return Number.isNaN(y)?0:1;return Number.isNaN(y)?-1:(x-y)*dir});
for(const h of th.parentNode.cells)h.removeAttribute("aria-sort");
th.setAttribute("aria-sort",dir>0?"ascending":"descending");body.append(...rows)});`;

/** The line under the title: how many records, the set's updated_at and source, the field, the instant of the ages. */
function summary(prepared: Prepared): string {
  const stale = prepared.rows.filter((r) => r.stale).length;
  const warned = prepared.rows.filter((r) => r.warnings.length > 0).length;
  const parts = [
    `${prepared.rows.length} records`,
    prepared.updatedAt === null ? "" : `updated_at ${prepared.updatedAt}`,
    prepared.source === null ? "" : `source ${prepared.source}`,
    `map coloured by ${prepared.field}`,
    `ages at ${prepared.now}`,
    `${stale} stale (over ${prepared.maxAgeHours} h)`,
    `${warned} with warnings`,
  ];
  return escapeText(parts.filter(Boolean).join(" · "));
}

/** The report page of prepared records. */
export function reportHtml(prepared: Prepared): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>VanSky report</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><h1>VanSky report</h1><p id="vs-summary">${summary(prepared)}</p>
<figure>${mapSvg(prepared)}</figure>
${table(prepared.rows)}
<script>${SCRIPT}</script></body></html>
`;
}
