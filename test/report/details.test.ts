/**
 * What the table says of a record in words: today's dangers and warnings in the report's locale (by the library's
 * formatRecommendation), and the rest of the record behind its row's "More".
 */
import { describe, expect, it } from "vitest";
import type { Recommendation, VanSkyCountry } from "../../src/assemble/types.js";
import { formatRecommendation } from "../../src/recommend/format.js";
import { detailsCell, todayCell } from "../../src/report/details.js";
import { dateWords } from "../../src/report/words.js";
import { worldRecord } from "./helpers.js";

const PT = worldRecord("PT");
const rec = (type: Recommendation["type"], key: string, params: Record<string, number>): Recommendation => ({
  type,
  key: `vansky.rec.${key}`,
  params,
});
const RECS = [
  rec("danger", "thunderstorm", {}),
  rec("warning", "awning_caution", { gust_kmh: 45 }),
  rec("tip", "solar_good", { solar_kwh: 4.1 }),
  rec("info", "tropical_night", { temp_min: 21 }),
];
const withRecs = (recommendations: Recommendation[]): VanSkyCountry => ({ ...PT, recommendations });
const items = (html: string) => [...html.matchAll(/<li class="rec-(\w+)">([^<]*)<\/li>/g)].map((m) => [m[1], m[2]]);
/** The text of a message as HTML writes it. */
const asHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll('"', "&quot;");

describe("today's dangers and warnings", () => {
  it("lists the danger and warning messages in the locale, in the record's order, and no tip or info", () => {
    const html = todayCell(withRecs(RECS), "fr");
    expect(html.startsWith('<ul class="recs" lang="fr">')).toBe(true);
    expect(items(html)).toEqual([
      ["danger", asHtml(formatRecommendation(RECS[0] as Recommendation, "fr"))],
      ["warning", asHtml(formatRecommendation(RECS[1] as Recommendation, "fr"))],
    ]);
  });

  it("says none when there is none", () => {
    expect(todayCell(withRecs([RECS[2] as Recommendation]), "en")).toBe("none");
  });
});

describe("the rest of a record", () => {
  it("opens condensation, awning, the drive window in local time, the best move day and the tips", () => {
    const window = { start: "2026-07-15T13:00:00+01:00", end: "2026-07-15T21:31:00+01:00" };
    const html = detailsCell({ ...withRecs(RECS), drive_window: window }, "Portugal", "de");
    expect(html).toContain('<summary>More<span class="vh"> about Portugal</span></summary>');
    expect(html).toContain(`<dt>Condensation risk tonight</dt><dd>${PT.condensation_risk}</dd>`);
    expect(html).toContain(`<dt>Awning today</dt><dd>${PT.awning_status}</dd>`);
    expect(html).toContain("<dt>Safest time to drive today</dt><dd>13:00–21:31 (UTC+01:00)</dd>");
    const best = PT.best_move_day;
    expect(html).toContain(
      `<dt>Best day to move on</dt><dd>${dateWords(best.date)} (driving conditions ${best.drive_score}/100, van score ${best.van_score})</dd>`,
    );
    expect(items(html)).toEqual([
      ["tip", asHtml(formatRecommendation(RECS[2] as Recommendation, "de"))],
      ["info", asHtml(formatRecommendation(RECS[3] as Recommendation, "de"))],
    ]);
  });

  it("says an end after midnight is the next day's, and that a day without a window has none", () => {
    const late = detailsCell(
      { ...PT, drive_window: { start: "2026-07-15T15:00:00+03:00", end: "2026-07-16T00:06:00+03:00" } },
      "Åland",
      "en",
    );
    expect(late).toContain("<dd>15:00–00:06 the next day (UTC+03:00)</dd>");
    expect(detailsCell({ ...PT, drive_window: null }, "Portugal", "en")).toContain("<dd>none today</dd>");
  });
});
