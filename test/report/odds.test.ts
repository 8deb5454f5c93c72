/**
 * The outlook's odds in the report (src/report/odds.ts and its place in the page): the bands of a share at their
 * boundaries, the 14-day strip's cells and titles worked out by hand, the strips aligned on the outlooks' dates, the
 * map coloured by `p_good` on the chosen date (the first by default) with its legend, and the option checks.
 */
import { describe, expect, it } from "vitest";
import { isVanskyInputError } from "../../src/errors.js";
import { outlookListResponse } from "../../src/outlook/envelopes.js";
import type { OutlookDay, VanSkyOutlook } from "../../src/outlook/types.js";
import { NO_VALUE_FILL } from "../../src/report/fields.js";
import { PALETTE, type ReportOptions, renderMap, renderReport } from "../../src/report/index.js";
import { ODDS_STYLE, oddsStrip, outlookDates, percentWords, runsWords, shareBand } from "../../src/report/odds.js";
import { handOutlook, NOW, worldRecord } from "./helpers.js";

const RECORDS = ["FR", "PT", "ES"].map(worldRecord);
/** France: 3 days, good for 90 %, 50 % then 10 % of its 20 runs; Portugal: 2 days, 70 % and 20 %. ES has none. */
const FR = handOutlook("FR", [0.9, 0.5, 0.1]);
const PT = handOutlook("PT", [0.7, 0.2]);
const OUTLOOKS = [FR, PT];

const tagOf = (svg: string, code: string) =>
  new RegExp(`<(path|circle) data-code="${code}"[^>]*>`).exec(svg)?.[0] ?? "";
const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];

describe("a share's band", () => {
  it.each([
    [1, 4],
    [0.8, 4],
    [0.799, 3],
    [0.6, 3],
    [0.599, 2],
    [0.4, 2],
    [0.399, 1],
    [0.2, 1],
    [0.199, 0],
    [0, 0],
  ])("puts %d of the runs in band %i (the score bands on its percentage)", (share, band) => {
    expect(shareBand(share)).toBe(band);
  });

  it("words a share as a whole percentage", () => {
    expect([percentWords(0.619), percentWords(1), percentWords(0.048), percentWords(0)]).toEqual([
      "62 %",
      "100 %",
      "5 %",
      "0 %",
    ]);
  });
});

describe("the odds strip", () => {
  it("has a day number, then the runs good to stay and to drive per date as bars, the counts in each title", () => {
    const dates = outlookDates(OUTLOOKS);
    expect(dates).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]);
    const html = oddsStrip(PT, dates);
    // PT: 14 then 4 of 20 runs good to stay, (k + 1)/22: 68 % (band 3) and 23 % (band 1); all 20 good to drive, 21/22 = 0.955: 96 %
    expect(html).toBe(
      '<div class="odds" style="--n:3"><u title="counts of runs, of 20">/20</u>' +
        '<b title="Wed 15 Jul 2026">15</b><b title="Thu 16 Jul 2026">16</b><b title="Fri 17 Jul 2026">17</b>' +
        '<u>stay</u><i class="o3" title="Wed 15 Jul: good to stay in 14 of 20 runs (van score ≥ 60), probability 68 %; median run comfortable (14 of 20 runs agree)">14</i>' +
        '<i class="o1" title="Thu 16 Jul: good to stay in 4 of 20 runs (van score ≥ 60), probability 23 %; median run acceptable (16 of 20 runs agree)">4</i>' +
        '<i class="na" title="Fri 17 Jul: not in its outlook"></i>' +
        '<u>drive</u><i class="o4" title="Wed 15 Jul: good to drive in 20 of 20 runs (drive score ≥ 60), probability 96 %; median run comfortable (14 of 20 runs agree)">20</i>' +
        '<i class="o4" title="Thu 16 Jul: good to drive in 20 of 20 runs (drive score ≥ 60), probability 96 %; median run acceptable (16 of 20 runs agree)">20</i>' +
        '<i class="na" title="Fri 17 Jul: not in its outlook"></i></div>',
    );
    expect(oddsStrip(undefined, dates)).toBe("no outlook");
  });

  it("outlines the best day to move, says the record's own day, and dashes a withheld drive with the reason", () => {
    const [first, second] = PT.days as [OutlookDay, OutlookDay];
    const pt: VanSkyOutlook = {
      ...PT,
      withheld: [{ fields: ["drive", "members_drive", "p_drive", "best_move_day"], reason: "no visibility" }],
      days: [
        {
          ...first,
          drive: null,
          members_drive: null,
          p_drive: null,
          record: { van: 39, drive: 26, label: "harsh", weight: 0.5 },
        },
        { ...second, drive: null, members_drive: null, p_drive: null },
      ],
      best_move_day: { date: "2026-07-16", members_best: 9, share: 0.45 },
    };
    const html = oddsStrip(pt, ["2026-07-15", "2026-07-16"]);
    expect(html).toContain(
      'title="Wed 15 Jul: good to stay in 14 of 20 runs (van score ≥ 60), probability 68 %; median run comfortable (14 of 20 runs agree); the record: harsh, van 39, drive 26 (weighs 50 %)">14</i>',
    );
    expect(html).toContain(
      '<i class="o1 best" title="Thu 16 Jul: good to stay in 4 of 20 runs (van score ≥ 60), probability 23 %; median run acceptable (16 of 20 runs agree); ★ best day to move in 9 of 20 runs (45 %)">4</i>',
    );
    expect(html).toContain('<u>drive</u><i class="na" title="Wed 15 Jul: no visibility">–</i>');
  });

  it("draws odds unlike scores: bars on white, outlined, never a full coloured cell", () => {
    expect(ODDS_STYLE).toContain(`.odds i.o4{background:linear-gradient(to top,${PALETTE[4]} 90%,#fff 90%)}`);
    expect(ODDS_STYLE).toContain(`.odds i.o0{background:linear-gradient(to top,${PALETTE[0]} 10%,#fff 10%)}`);
    expect(oddsStrip(PT, ["2026-07-15"])).not.toMatch(/class="b\d/);
    expect(runsWords(19, 21)).toBe("19 of 21 runs");
    expect(runsWords(1, 1)).toBe("1 of 1 run");
  });

  it("stands in the report as a column of its own, with its note, only when outlooks are given", () => {
    const without = renderReport(RECORDS, { now: NOW });
    const html = renderReport(RECORDS, { now: NOW, outlooks: OUTLOOKS });
    expect(without).not.toContain("14 days");
    expect(html).toContain(
      '<th scope="col" rowspan="2">14 days: runs good to stay and to drive; outlined, the best day to move</th>',
    );
    expect(html.match(/<div class="odds"/g)).toHaveLength(2);
    expect(html).toMatch(/<tr data-code="ES"[\s\S]*?<td>no outlook<\/td><\/tr>/);
    expect(html).toContain("Not calibrated unless the outlook names its");
    // the list envelope vansky outlook writes is read as the array is
    const envelope = outlookListResponse(OUTLOOKS, { updatedAt: NOW, source: "Open-Meteo" });
    expect(renderReport(RECORDS, { now: NOW, outlooks: envelope })).toBe(html);
  });
});

describe("the map of p_good", () => {
  const map = (options: Partial<ReportOptions>) =>
    renderMap(RECORDS, { now: NOW, outlooks: OUTLOOKS, field: "p_good", ...options });

  it("colours each place by its probability of a good day on the first date by default, grey without an outlook", () => {
    const svg = map({});
    expect(attribute(tagOf(svg, "FR"), "fill")).toBe(PALETTE[4]); // 18 of 20: 19/22, 86 %
    expect(attribute(tagOf(svg, "PT"), "fill")).toBe(PALETTE[3]); // 14 of 20: 15/22, 68 %
    expect(attribute(tagOf(svg, "ES"), "fill")).toBe(NO_VALUE_FILL);
    // the review's N17: the date once, then the count of runs and the probability; the title's parts apart
    expect(svg).toContain("<title>France (FR), Wed 15 Jul: good in 18 of 20 runs (probability 86 %)</title>");
    expect(svg).toContain("<title>Spain (ES), Wed 15 Jul: no data</title>");
    expect(svg).toContain("<title>VanSky map: Probability of a good day on Wed 15 Jul, 3 places, as of");
    expect(svg).toContain('aria-label="World map: probability of a good day on Wed 15 Jul"');
    expect(svg).toMatch(/<text y="10" font-weight="bold">Probability of a good day on Wed 15 Jul<\/text>/);
    expect(svg).toContain(">probability 80 % or more</text>");
    expect(svg).toContain(">probability under 20 %</text>");
  });

  it("colours by the chosen date: a place whose outlook ends before it grey", () => {
    const svg = map({ date: "2026-07-17" });
    expect(attribute(tagOf(svg, "FR"), "fill")).toBe(PALETTE[0]); // 2 of 20: 3/22, 14 %
    expect(attribute(tagOf(svg, "PT"), "fill")).toBe(NO_VALUE_FILL);
    expect(attribute(tagOf(map({ date: "2026-07-16" }), "FR"), "data-band")).toBe("2"); // 10 of 20: 11/22, 50 %
  });

  it("refuses p_good without outlooks, a date they do not have, a date of another field, a bad outlook", () => {
    const cases: [ReportOptions, string, string, string][] = [
      [
        { now: NOW, field: "p_good" },
        "BAD_OPTION",
        "field",
        "expected outlooks beside the records for the field p_good",
      ],
      [
        { now: NOW, field: "p_good", outlooks: OUTLOOKS, date: "2026-07-18" },
        "BAD_OPTION",
        "date",
        "no outlook has 2026-07-18: they run from 2026-07-15 to 2026-07-17",
      ],
      [
        { now: NOW, outlooks: OUTLOOKS, date: "2026-07-16" },
        "BAD_OPTION",
        "date",
        "expected with field p_good only (the map shows van_score)",
      ],
      [{ now: NOW, field: "p_good", date: "16 July" }, "BAD_OPTION", "date", "expected a date YYYY-MM-DD, got 16 July"],
      [
        { now: NOW, outlooks: [FR, { ...PT, members: 0 }] },
        "BAD_RECORD",
        "outlooks.data[1].members",
        "0 is below 1 (outlook PT)",
      ],
    ];
    for (const [options, code, path, problem] of cases) {
      let caught: unknown;
      try {
        renderReport(RECORDS, options);
      } catch (error) {
        caught = error;
      }
      expect(isVanskyInputError(caught) && [caught.code, caught.path, caught.problem]).toEqual([code, path, problem]);
    }
  });
});
