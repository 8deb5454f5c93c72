/**
 * The outlook's odds in the report (src/report/odds.ts and its place in the page): the bands of a share at their
 * boundaries, the 14-day strip's cells and titles worked out by hand, the strips aligned on the outlooks' dates, the
 * map coloured by `p_good` on the chosen date (the first by default) with its legend, and the option checks.
 */
import { describe, expect, it } from "vitest";
import { isVanskyInputError } from "../../src/errors.js";
import { outlookListResponse } from "../../src/outlook/envelopes.js";
import { NO_VALUE_FILL } from "../../src/report/fields.js";
import { PALETTE, type ReportOptions, renderMap, renderReport } from "../../src/report/index.js";
import { oddsStrip, outlookDates, percentWords, shareBand } from "../../src/report/odds.js";
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
  it("has a day number and a coloured share per date, the likely label and its share in each title", () => {
    const dates = outlookDates(OUTLOOKS);
    expect(dates).toEqual(["2026-07-15", "2026-07-16", "2026-07-17"]);
    const html = oddsStrip(PT, dates);
    expect(html).toBe(
      '<div class="odds" style="--n:3">' +
        '<b title="Wed 15 Jul 2026">15</b><b title="Thu 16 Jul 2026">16</b><b title="Fri 17 Jul 2026">17</b>' +
        '<i class="b3" title="Wed 15 Jul: good for 70 % of 20 runs (van score ≥ 60); most likely comfortable (70 %), confidence medium">70</i>' +
        '<i class="b1" title="Thu 16 Jul: good for 20 % of 20 runs (van score ≥ 60); most likely acceptable (80 %), confidence medium">20</i>' +
        '<i class="na" title="Fri 17 Jul: not in its outlook"></i></div>',
    );
    expect(oddsStrip(undefined, dates)).toBe("no outlook");
  });

  it("stands in the report as a column of its own, with its note, only when outlooks are given", () => {
    const without = renderReport(RECORDS, { now: NOW });
    const html = renderReport(RECORDS, { now: NOW, outlooks: OUTLOOKS });
    expect(without).not.toContain("14 days");
    expect(html).toContain(
      '<th scope="col" rowspan="2">14 days: chance of a good day, % of runs (van score ≥ 60)</th>',
    );
    expect(html.match(/<div class="odds"/g)).toHaveLength(2);
    expect(html).toMatch(/<tr data-code="ES"[\s\S]*?<td>no outlook<\/td><\/tr>/);
    expect(html).toContain("Shares of runs, not calibrated probabilities");
    // the list envelope vansky outlook writes is read as the array is
    const envelope = outlookListResponse(OUTLOOKS, { updatedAt: NOW, source: "Open-Meteo" });
    expect(renderReport(RECORDS, { now: NOW, outlooks: envelope })).toBe(html);
  });
});

describe("the map of p_good", () => {
  const map = (options: Partial<ReportOptions>) =>
    renderMap(RECORDS, { now: NOW, outlooks: OUTLOOKS, field: "p_good", ...options });

  it("colours each place by its share of good runs on the first date by default, grey without an outlook", () => {
    const svg = map({});
    expect(attribute(tagOf(svg, "FR"), "fill")).toBe(PALETTE[4]); // 90 %
    expect(attribute(tagOf(svg, "PT"), "fill")).toBe(PALETTE[3]); // 70 %
    expect(attribute(tagOf(svg, "ES"), "fill")).toBe(NO_VALUE_FILL);
    // the review's N17: the date once, then the count of runs and its share; the title's parts apart
    expect(svg).toContain("<title>France (FR), Wed 15 Jul: good in 18 of 20 runs (90 %)</title>");
    expect(svg).toContain("<title>Spain (ES), Wed 15 Jul: no data</title>");
    expect(svg).toContain("<title>VanSky map: Chance of a good day on Wed 15 Jul, 3 places, as of");
    expect(svg).toContain('aria-label="World map: chance of a good day on Wed 15 Jul"');
    const html = renderReport(RECORDS, { now: NOW, outlooks: OUTLOOKS, field: "p_good" });
    expect(html).toContain("<title>VanSky report: Chance of a good day on Wed 15 Jul, 3 places, as of Wed 15 Jul 2026");
    expect(svg).toMatch(/<text y="10" font-weight="bold">Chance of a good day on Wed 15 Jul<\/text>/);
    expect(svg).toContain(">80 % or more of runs</text>");
    expect(svg).toContain(">under 20 % of runs</text>");
  });

  it("colours by the chosen date: a place whose outlook ends before it grey", () => {
    const svg = map({ date: "2026-07-17" });
    expect(attribute(tagOf(svg, "FR"), "fill")).toBe(PALETTE[0]); // 10 %
    expect(attribute(tagOf(svg, "PT"), "fill")).toBe(NO_VALUE_FILL);
    expect(attribute(tagOf(map({ date: "2026-07-16" }), "FR"), "data-band")).toBe("2"); // 50 %
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
