/**
 * The controls above the report's table: the views' radio buttons, and the CSS that hides the columns a view leaves
 * out, its selectors worked out by hand from the table's column order (the browser test checks what they hide).
 */
import { describe, expect, it } from "vitest";
import { groupSelectors, tableControls, viewStyle } from "../../src/report/controls.js";
import { renderReport } from "../../src/report/index.js";
import { columnsOf } from "../../src/report/table.js";
import { handOutlook, NOW, worldRecord } from "./helpers.js";

const body = (n: number) => `#vs-table tbody tr>:nth-child(${n})`;
const head = (n: number) => `#vs-table thead tr:first-child>:nth-child(${n})`;
const SECOND_HEADER_ROW = "#vs-table thead tr+tr";

describe("the columns of each view", () => {
  // the body's columns: Code 1, Name 2, Details 3, Rating 4, Van to Sea 5-9, Today 10, Fetched 11, Age 12,
  // Warnings 13, 7 days 14, 14 days 15; the first header row: Code to Rating 1-4, "Scores 0–100" 5, Today 6,
  // Fetched 7, Age 8, Warnings 9, 7 days 10, 14 days 11; the second header row: the five scores
  it("finds each group's cells in the body and in both header rows", () => {
    const withOdds = groupSelectors(columnsOf(true));
    expect(new Set(withOdds.get("scores"))).toEqual(
      new Set([...[5, 6, 7, 8, 9].map(body), head(5), SECOND_HEADER_ROW]),
    );
    expect(withOdds.get("week")).toEqual([body(14), head(10)]);
    expect(withOdds.get("odds")).toEqual([body(15), head(11)]);
    expect(new Set(withOdds.get("today"))).toEqual(new Set([...[10, 11, 12, 13].map(body), ...[6, 7, 8, 9].map(head)]));
    expect([...withOdds.keys()].sort()).toEqual(["odds", "scores", "today", "week"]);
    const without = groupSelectors(columnsOf(false));
    expect([...without.keys()].sort()).toEqual(["scores", "today", "week"]);
    expect(without.get("week")).toEqual([body(14), head(10)]);
  });

  it("hides, with a view's button checked, the groups it leaves out, and nothing in the view of every column", () => {
    const css = viewStyle(columnsOf(true)).split("\n");
    expect(css).toHaveLength(3); // the 7 days, the 14 days, today; every column hides nothing
    const [week, odds, today] = css;
    expect(week).toMatch(/^#vs-places:has\(#vs-view-week:checked\) :is\(.*\)\{display:none\}$/);
    expect([week?.includes(body(15)), week?.includes(body(14)), week?.includes(body(10))]).toEqual([true, false, true]);
    expect(odds).toMatch(/^#vs-places:has\(#vs-view-odds:checked\) /);
    expect([odds?.includes(body(14)), odds?.includes(body(15)), odds?.includes(body(5))]).toEqual([true, false, false]);
    expect(today).toMatch(/^#vs-places:has\(#vs-view-today:checked\) /);
    expect([today?.includes(body(5)), today?.includes(body(15)), today?.includes(body(10))]).toEqual([
      true,
      true,
      false,
    ]);
    // the code, the name, the details and the rating stand in every view
    for (const n of [1, 2, 3, 4]) expect(css.join("")).not.toContain(body(n));
    // without outlooks: no view of the 14 days, and no odds column to hide
    const plain = viewStyle(columnsOf(false));
    expect(plain.split("\n").map((rule) => rule.match(/vs-view-(\w+)/)?.[1])).toEqual(["week", "today"]);
    expect(plain).not.toContain(body(15));
  });
});

describe("the controls", () => {
  it("are one group of radio buttons, the 14 days chosen given outlooks, else the 7 days; a find box the script shows", () => {
    const chosen = (html: string) =>
      [...html.matchAll(/<input type="radio" name="vs-view" id="vs-view-(\w+)"[^>]*>/g)].map((m) => [
        m[1],
        m[0].includes(" checked"),
      ]);
    expect(chosen(tableControls(true))).toEqual([
      ["week", false],
      ["odds", true],
      ["today", false],
      ["all", false],
    ]);
    expect(chosen(tableControls(false))).toEqual([
      ["week", true],
      ["today", false],
      ["all", false],
    ]);
    const html = tableControls(false);
    expect(html).toContain('<p class="vs-find" hidden><label for="vs-find">');
    expect(html).toContain('<input type="search" id="vs-find"');
  });

  it("stand in the report before the table, in the section the skip link leads to, their style in the page", () => {
    const html = renderReport([worldRecord("PT")], { now: NOW, outlooks: [handOutlook("PT", [0.5])] });
    expect(html).toContain('<body><a class="skip" href="#vs-places">');
    expect(html.indexOf('<section id="vs-places" tabindex="-1"><div class="vs-tools">')).toBeLessThan(
      html.indexOf('<table id="vs-table">'),
    );
    expect(html).toContain(viewStyle(columnsOf(true)));
    expect(renderReport([worldRecord("PT")], { now: NOW })).toContain(viewStyle(columnsOf(false)));
  });
});
