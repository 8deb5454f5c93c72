/**
 * The outlook's odds in the report: each place's 14-day strip of `p_good` (the share of an ensemble's runs whose van
 * score is good, at least 60), every cell coloured in the map's viridis bands and titled with the day's most likely
 * label and its share, and the map's `p_good` field for one date. Aligned on the report's outlook dates as the 7-day
 * strip is on its forecast dates, so one date is one column in every row.
 */
import type { OutlookDay, VanSkyOutlook } from "../outlook/types.js";
import { escapeText } from "./escape.js";
import { type Band, scoreBand } from "./fields.js";
import { dateWords } from "./words.js";

/** Every date of `outlooks`' days, in order, each once. */
export const outlookDates = (outlooks: Iterable<VanSkyOutlook>): string[] =>
  [...new Set([...outlooks].flatMap((o) => o.days.map((d) => d.date)))].sort();

/** The day of `outlook` on `date`, or undefined. */
export const dayOn = (outlook: VanSkyOutlook | undefined, date: string | null): OutlookDay | undefined =>
  date === null ? undefined : outlook?.days.find((d) => d.date === date);

/** The band of a share of runs (0-1), by the score bands on its percentage: 4 from 80 %, 3 from 60 %, … 0 below 20 %. */
export const shareBand = (share: number): Band => scoreBand(share * 100);

/** A share as the report words it: a whole percentage, `62 %`. */
export const percentWords = (share: number): string => `${Math.round(share * 100)} %`;

/** What a day's cell says when pointed at: its date, p_good of how many runs, the likely label, its share, how sure. */
function dayTitle(day: OutlookDay, members: number): string {
  return (
    `${dateWords(day.date)}: good in ${day.members_good} of ${members} runs (van score ≥ 60); ` +
    `median run ${day.label} (${day.agreement} of ${members} runs agree)`
  );
}

/**
 * A place's odds strip on `dates` (the report's outlook dates): a row of day numbers, then each day's `p_good` as a
 * percentage in its band's colour; an empty cell, titled why, on a date its outlook does not have; a note when the
 * place has no outlook.
 */
export function oddsStrip(outlook: VanSkyOutlook | undefined, dates: readonly string[]): string {
  if (!outlook) return "no outlook";
  const byDate = new Map(outlook.days.map((d) => [d.date, d]));
  const head = dates.map((date) => `<b title="${escapeText(dateWords(date, true))}">${Number(date.slice(8, 10))}</b>`);
  const cells = dates.map((date) => {
    const day = byDate.get(date);
    if (!day) return `<i class="na" title="${escapeText(`${dateWords(date)}: not in its outlook`)}"></i>`;
    const title = escapeText(dayTitle(day, outlook.members));
    return `<i class="b${shareBand(day.p_good)}" title="${title}">${Math.round(day.p_good * 100)}</i>`;
  });
  return `<div class="odds" style="--n:${dates.length}">${head.join("")}${cells.join("")}</div>`;
}
