/**
 * The report page's script, inline (allowed by its hash under `vansky serve`'s policy): it sorts the table, finds
 * places, makes the map's dots one Tab stop and closes an opened "More" with Escape. The page works without it as a
 * document (every row, every column view, the details, every dot a Tab stop of its own); the script only adds.
 */

/**
 * Sorts the table by a header's button (Enter and Space press it as a click does): numbers by `data-v` (empty last),
 * text by content; again reverses.
 */
const SORT = `const table=document.querySelector("#vs-table"),body=table.tBodies[0];
for(const th of table.querySelectorAll("th[data-sort]"))th.querySelector("button").addEventListener("click",()=>{
const i=Number(th.dataset.col),num=th.dataset.sort==="n";
const dir=th.getAttribute("aria-sort")==="ascending"?-1:1;
const key=(row)=>{const c=row.cells[i],v=c.dataset.v??c.textContent;return num?(v===""?NaN:Number(v)):v};
const rows=[...body.rows].sort((a,b)=>{const x=key(a),y=key(b);
if(!num)return x.localeCompare(y)*dir;if(Number.isNaN(x))return Number.isNaN(y)?0:1;return Number.isNaN(y)?-1:(x-y)*dir});
for(const h of table.querySelectorAll("th[aria-sort]"))h.removeAttribute("aria-sort");
th.setAttribute("aria-sort",dir>0?"ascending":"descending");body.append(...rows)});`;

/**
 * Shows the find box and keeps the rows whose code or name holds what is typed (case and accents aside), saying how
 * many are shown; an opened "More" scrolls the table back to its start, where "More" stands beside the name, and
 * Escape closes it, focus back on its summary.
 */
const FIND = `const find=document.querySelector("#vs-find"),shown=document.querySelector("#vs-shown");
const fold=(s)=>s.normalize("NFD").replace(/\\p{M}/gu,"").toLowerCase();
find.parentElement.hidden=false;
find.addEventListener("input",()=>{const q=fold(find.value.trim());let n=0;
for(const row of body.rows){const hit=fold(row.dataset.code+" "+row.cells[1].textContent).includes(q);row.hidden=!hit;if(hit)n++}
shown.textContent=q?n+" of "+body.rows.length+" places":""});
table.addEventListener("toggle",(e)=>{if(e.target.open)table.parentElement.scrollLeft=0},true);
table.addEventListener("keydown",(e)=>{const open=e.key==="Escape"&&e.target.closest("details[open]");
if(open){open.open=false;open.querySelector("summary").focus()}});`;

/**
 * The map's dots as one Tab stop (a roving tabindex): the last one focused holds it, the arrow keys move to the
 * next or previous dot (Home and End to the first and last); the focused dot's title is shown under the map.
 */
const DOTS = `const focus=document.querySelector("#vs-focus"),dots=[...document.querySelectorAll("#vs-map [tabindex]")];
const step={ArrowRight:1,ArrowDown:1,ArrowLeft:-1,ArrowUp:-1};
dots.forEach((dot,i)=>{if(i>0)dot.setAttribute("tabindex","-1");
dot.addEventListener("focus",()=>{focus.textContent=dot.getAttribute("aria-label");
for(const other of dots)other.setAttribute("tabindex",other===dot?"0":"-1")});
dot.addEventListener("keydown",(e)=>{const j=e.key==="Home"?0:e.key==="End"?dots.length-1:i+(step[e.key]??NaN);
if(Number.isNaN(j))return;e.preventDefault();dots[Math.max(0,Math.min(dots.length-1,j))].focus()})});`;

/** The page's script. */
export const SCRIPT = `${SORT}\n${FIND}\n${DOTS}`;
