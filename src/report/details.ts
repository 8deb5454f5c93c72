/**
 * The parts of a record the table shows in words: today's danger and warning recommendations (a column), and the
 * rest of the record a row opens (condensation, awning, drive window, best move day, the tips and information),
 * recommendations in the report's locale by `formatRecommendation`.
 */
import type { Recommendation, VanSkyCountry } from "../assemble/types.js";
import { formatRecommendation } from "../recommend/format.js";
import { escapeText } from "./escape.js";
import { bestDayWords, clockWords, offsetWords } from "./words.js";

/** The recommendations of `types` as a list in `locale` (its `lang` set, so screen readers speak it right), or `none`. */
function messages(recs: readonly Recommendation[], types: readonly string[], locale: string): string {
  const chosen = recs.filter((r) => types.includes(r.type));
  if (chosen.length === 0) return "none";
  const items = chosen.map(
    (r) => `<li class="rec-${escapeText(r.type)}">${escapeText(formatRecommendation(r, locale))}</li>`,
  );
  return `<ul class="recs" lang="${escapeText(locale)}">${items.join("")}</ul>`;
}

/** Today's danger and warning recommendations of a record, dangers first as the rule table orders them. */
export const todayCell = (record: VanSkyCountry, locale: string): string =>
  messages(record.recommendations, ["danger", "warning"], locale);

/** The drive window in the location's wall time: `13:00–21:31 (UTC+01:00)`, an end after midnight said so. */
function driveWindowWords(window: VanSkyCountry["drive_window"]): string {
  if (window === null) return "none today";
  const nextDay = window.end.slice(0, 10) > window.start.slice(0, 10) ? " the next day" : "";
  return `${clockWords(window.start)}–${clockWords(window.end)}${nextDay} (${offsetWords(window.start)})`;
}

/** The rest of a record, opened from its row: a `<details>` element (keyboard and screen readers handle it natively). */
export function detailsCell(record: VanSkyCountry, name: string, locale: string): string {
  const rows: [string, string][] = [
    ["Condensation risk tonight", escapeText(record.condensation_risk)],
    ["Awning today", escapeText(record.awning_status)],
    ["Safest time to drive today", escapeText(driveWindowWords(record.drive_window))],
    ["Best day to move on", escapeText(bestDayWords(record.best_move_day))],
    ["Tips and information", messages(record.recommendations, ["tip", "info"], locale)],
  ];
  const list = rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("");
  return `<details><summary>More<span class="vh"> about ${escapeText(name)}</span></summary><dl>${list}</dl></details>`;
}
