/**
 * The outlook's odds in the report: each place's 14-day strip of counts of runs, drawn unlike the score strips (bars
 * whose height is the probability's band, counts of runs written on them, "19 of 31 runs" in each title): a row of
 * runs good to stay, one of runs good to drive (a dash where the drive is withheld, titled why), and the day best to
 * move in the most runs outlined in black (★ in its title); each cell's title gives the probability, the median run's label and the record's own
 * day beside it. And the map's `p_good` field for one date. Aligned on the report's outlook dates as the 7-day strip
 * is on its forecast dates, so one date is one column in every row.
 */
import type { OutlookDay, VanSkyOutlook } from "../outlook/types.js";
import { escapeText } from "./escape.js";
import { type Band, PALETTE, scoreBand } from "./fields.js";
import { dateWords } from "./words.js";

/** Every date of `outlooks`' days, in order, each once. */
export const outlookDates = (outlooks: Iterable<VanSkyOutlook>): string[] =>
  [...new Set([...outlooks].flatMap((o) => o.days.map((d) => d.date)))].sort();

/** The day of `outlook` on `date`, or undefined. */
export const dayOn = (outlook: VanSkyOutlook | undefined, date: string | null): OutlookDay | undefined =>
  date === null ? undefined : outlook?.days.find((d) => d.date === date);

/** The band of a probability (0-1), by the score bands on its percentage: 4 from 0.8, 3 from 0.6, … 0 below 0.2. */
export const shareBand = (share: number): Band => scoreBand(share * 100);

/** A probability as the report words it: a whole percentage, `62 %`. */
export const percentWords = (share: number): string => `${Math.round(share * 100)} %`;

/** Runs counted as the report words them: `19 of 31 runs`. */
export const runsWords = (count: number, members: number): string =>
  `${count} of ${members} run${members === 1 ? "" : "s"}`;

/**
 * The odds strips' style, on a page with outlooks: 14 columns of 2.1em at 11 px fit a 390 px phone's width; each
 * cell a bar on white, its height and colour the band of its probability (`.o0` a tenth to `.o4` nine tenths), the
 * count written on it: never a full coloured cell as a score is.
 */
export const ODDS_STYLE = `
.odds{display:grid;grid-template-columns:auto repeat(var(--n),2.1em);gap:1px;font-size:11px;text-align:center}
.odds b,.odds u{font-weight:normal;text-decoration:none}.odds u{text-align:right;padding-right:3px;font-size:10px}
.odds i{font-style:normal;border:1px dotted #888;border-radius:3px}.odds i.na{background:#f0f0f0;border-color:#f0f0f0}
.odds i.best{border:2px solid #000;font-weight:bold}
${PALETTE.map((fill, band) => `.odds i.o${band}{background:linear-gradient(to top,${fill} ${10 + 20 * band}%,#fff ${10 + 20 * band}%)}`).join("")}`;

/** What the odds strips are, under the table of a report with outlooks. */
export const ODDS_NOTE = `
<p>14 days: in how many of an ensemble forecast's runs (the same model started from slightly different states) the
day is good to stay (van score 60 or more) and good to drive (drive score 60 or more), each bar as high as the
probability that gives, (runs good + 1)/(runs + 2) with the record's own forecast weighed into the first four days;
outlined in black, the day best to move in the most runs, by the record's own rule. Not calibrated unless the outlook names its
calibration: a single model's runs are often too sure.</p>`;

/** The title of a day's cell: its date, the runs and the probability, the median run's label, the record's day. */
function dayTitle(day: OutlookDay, members: number, what: "stay" | "drive"): string {
  const count = what === "stay" ? day.members_good : (day.members_drive as number);
  const p = what === "stay" ? day.p_good : (day.p_drive as number);
  const score = what === "stay" ? "van" : "drive";
  const record = day.record
    ? `; the record: ${day.record.label}, van ${day.record.van}, drive ${day.record.drive}` +
      (day.record.weight > 0 ? ` (weighs ${percentWords(day.record.weight)})` : "")
    : "";
  return (
    `${dateWords(day.date)}: good to ${what} in ${runsWords(count, members)} (${score} score ≥ 60), probability ` +
    `${percentWords(p)}; median run ${day.label} (${runsWords(day.agreement, members)} agree)${record}`
  );
}

/** One row of a place's strip: its name, then a cell per date. */
function row(name: string, cells: readonly string[]): string {
  return `<u>${name}</u>${cells.join("")}`;
}

/**
 * A place's odds strip on `dates` (the report's outlook dates): a row of day numbers, the runs good to stay and good
 * to drive each date (bars in their probability's band, the best move day's cells outlined), an empty
 * cell, titled why, on a date its outlook does not have; a note when the place has no outlook.
 */
export function oddsStrip(outlook: VanSkyOutlook | undefined, dates: readonly string[]): string {
  if (!outlook) return "no outlook";
  const byDate = new Map(outlook.days.map((d) => [d.date, d]));
  const best = outlook.best_move_day;
  const head = dates.map((date) => `<b title="${escapeText(dateWords(date, true))}">${Number(date.slice(8, 10))}</b>`);
  const withheld = outlook.withheld.find((w) => w.fields.includes("p_drive"))?.reason;
  const cells = (what: "stay" | "drive") =>
    dates.map((date) => {
      const day = byDate.get(date);
      if (!day) return `<i class="na" title="${escapeText(`${dateWords(date)}: not in its outlook`)}"></i>`;
      if (what === "drive" && day.p_drive === null)
        return `<i class="na" title="${escapeText(`${dateWords(date)}: ${withheld ?? "the drive cannot be seen"}`)}">–</i>`;
      const p = what === "stay" ? day.p_good : (day.p_drive as number);
      const isBest = best?.date === date;
      const star = isBest
        ? `; ★ best day to move in ${runsWords(best.members_best, outlook.members)} (${percentWords(best.share)})`
        : "";
      const title = escapeText(dayTitle(day, outlook.members, what) + star);
      const count = what === "stay" ? day.members_good : day.members_drive;
      return `<i class="o${shareBand(p)}${isBest ? " best" : ""}" title="${title}">${count}</i>`;
    });
  const runs = `<u title="${escapeText(`counts of runs, of ${outlook.members}`)}">/${outlook.members}</u>`;
  return (
    `<div class="odds" style="--n:${dates.length}">${runs}${head.join("")}` +
    `${row("stay", cells("stay"))}${row("drive", cells("drive"))}</div>`
  );
}
