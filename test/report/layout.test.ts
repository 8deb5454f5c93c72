/**
 * The report's table on a 1280 px screen and a 390 px phone, in headless Chromium: the world set's report with the
 * ensemble sample's outlooks, under the Content-Security-Policy `vansky serve` sends with it (in a meta element). The
 * keyboard's path (the skip link first, the map one Tab stop, the first sort button a few presses on), the views'
 * columns, the header row and the codes and names in view while the table scrolls (their boxes measured after
 * scrolling), an opened "More" inside the table's box, the find box; and without JavaScript, what works still.
 */
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { renderReport } from "../../src/report/index.js";
import { contentSecurityPolicy } from "../../src/serve/csp.js";
import { sampleOutlooks } from "../serve/helpers.js";
import { present, useChromium } from "./chromium.js";
import { NOW, worldSet } from "./helpers.js";

const open = useChromium("test/report/layout.test.ts");

// the page's globals, as the callbacks of evaluate use them there (the project's types have no DOM library)
type Rect = { left: number; right: number; top: number; bottom: number };
interface Node {
  getBoundingClientRect(): Rect;
  getClientRects(): ArrayLike<Rect>;
  querySelector(s: string): Node;
  querySelectorAll(s: string): ArrayLike<Node>;
  closest(s: string): Node;
  textContent: string;
  tagName: string;
  id: string;
  className: string;
  cells: ArrayLike<Node>;
  scrollLeft: number;
  scrollTop: number;
  scrollWidth: number;
  clientWidth: number;
  hidden: boolean;
  open: boolean;
  getAttribute(name: string): string | null;
  focus(): void;
}
declare const document: Node & {
  activeElement: Node | null;
  documentElement: Node;
  elementFromPoint(x: number, y: number): Node | null;
};

/** The screens the table is tried on, CSS px. */
const SCREENS = [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
] as const;

/** Each view's header cells, as worked out from the table's columns (./controls.test.ts numbers them). */
const CODE_TO_RATING = ["Code", "Name", "Details", "Rating"];
const SCORES = ["Scores 0–100", "Van", "Sleep", "Drive", "Solar", "Sea"];
const TODAY = ["Today: dangers and warnings", "Fetched", "Age", "Warnings"];
const [WEEK, ODDS] = [
  "7 days: van, sleep, drive",
  "14 days: runs good to stay and to drive; outlined, the best day to move",
];
const HEADERS = {
  week: [...CODE_TO_RATING, SCORES[0], WEEK, ...SCORES.slice(1)],
  odds: [...CODE_TO_RATING, SCORES[0], ODDS, ...SCORES.slice(1)],
  today: [...CODE_TO_RATING, ...TODAY],
  all: [...CODE_TO_RATING, SCORES[0], ...TODAY, WEEK, ODDS, ...SCORES.slice(1)],
};

/** The texts of the table's header cells drawn (not hidden by the view), in document order. */
const shownHeaders = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("#vs-table thead th"))
      .filter((th) => th.getClientRects().length > 0)
      .map((th) => th.textContent),
  );

/** The number of cells drawn in each body row, each once. */
const shownCells = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll("#vs-table tbody tr")).map(
        (row) => Array.from(row.cells).filter((c) => c.getClientRects().length > 0).length,
      ),
    ),
  ]);

/** What has the focus: a dot's code, an element's id, a sort button's text or the table's box. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return null;
    if (el.getAttribute("data-code")) return "dot";
    if (el.tagName === "BUTTON") return `sort ${el.textContent}`;
    return el.id || el.className;
  });

const { records, warnings } = worldSet();
const html = renderReport(records, { now: NOW, warnings, outlooks: sampleOutlooks() });
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");
const POLICY = contentSecurityPolicy(html, sha256);
/** The page with the policy `vansky serve` sends with it, first in its head, where the browser applies it to all. */
const guarded = html.replace("<head>", `<head><meta http-equiv="Content-Security-Policy" content="${POLICY}">`);

describe.skipIf(!present)("the world report's table at 1280 and 390 px, under its Content-Security-Policy", () => {
  let page: Page;
  let messages: string[];
  beforeAll(async () => {
    ({ page, messages } = await open(guarded, { viewport: SCREENS[0] }));
  });

  it("runs its script by the policy's hash, and nothing is refused or asked for", async () => {
    expect(POLICY).toMatch(/script-src 'sha256-[^']+'/);
    expect(await page.isVisible("#vs-find")).toBe(true); // the script shows it
    expect(messages).toEqual([]);
  });

  it.each(SCREENS)(
    "leads the keyboard to the table at $width px: the skip link first, the sort buttons soon after",
    async (screen) => {
      await page.setViewportSize(screen);
      const top = page.url().replace(/#.*/, ""); // the page opened anew, as from a link: focus at its start
      // without the skip link: past it, one stop for the whole map, then the table's controls and its sort buttons
      await page.goto(top, { waitUntil: "load" });
      const stops = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        stops.push(await focused(page));
      }
      expect(stops).toEqual(["skip", "dot", "vs-view-odds", "vs-find", "scroll", "sort Code"]);
      // with it: shown when focused, Enter goes past the map to the table's section
      await page.goto(top, { waitUntil: "load" });
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("skip");
      const skip = await page.locator(".skip").boundingBox();
      expect(skip && skip.y >= 0 && skip.y + skip.height <= screen.height).toBe(true);
      await page.keyboard.press("Enter");
      const path = [await focused(page)];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Tab");
        path.push(await focused(page));
      }
      expect(path).toEqual(["vs-places", "vs-view-odds", "vs-find", "scroll", "sort Code"]);
      expect(messages).toEqual([]);
    },
  );

  it("shows each strip's view whole on a 1280 px screen, beside the scores, with no scrolling sideways", async () => {
    await page.setViewportSize(SCREENS[0]);
    expect(await shownHeaders(page)).toEqual(HEADERS.odds); // the report has outlooks: their view first
    for (const view of ["odds", "week"]) {
      await page.check(`#vs-view-${view}`);
      const fit = await page.evaluate(() => {
        const box = document.querySelector(".scroll");
        const shown = Array.from(document.querySelectorAll("#vs-table thead tr:first-child th")).filter(
          (th) => th.getClientRects().length > 0,
        );
        const strip = shown[shown.length - 1] as Node; // the view's strip, its last column
        return {
          wide: box.scrollWidth,
          shown: box.clientWidth,
          right: strip.getBoundingClientRect().right,
          edge: box.getBoundingClientRect().right,
        };
      });
      expect(fit.wide, view).toBeLessThanOrEqual(fit.shown);
      expect(fit.right, view).toBeLessThanOrEqual(fit.edge);
    }
  });

  it("shows the chosen view's columns, chosen from the keyboard: one Tab stop, the arrow keys between views", async () => {
    await page.focus("#vs-view-odds");
    for (const view of ["today", "all", "week", "odds"] as const) {
      await page.keyboard.press("ArrowRight");
      expect(await page.isChecked(`#vs-view-${view}`)).toBe(true);
      expect(await shownHeaders(page), view).toEqual(HEADERS[view]);
      // as many cells in each row as columns: Code to Rating, then the view's own
      const columns = HEADERS[view].filter((text) => text !== SCORES[0]).length;
      expect(await shownCells(page), view).toEqual([columns]);
    }
  });

  it.each(SCREENS)(
    "keeps the header row, the codes and the names in view while the table scrolls at $width px",
    async (screen) => {
      await page.setViewportSize(screen);
      await page.check("#vs-view-all"); // the widest view: it scrolls sideways at 1280 px too
      await page.locator(".scroll").scrollIntoViewIfNeeded();
      const layout = await page.evaluate(() => {
        const box = document.querySelector(".scroll");
        box.scrollTop = 20_000;
        box.scrollLeft = box.scrollWidth;
        const frame = box.getBoundingClientRect();
        const header = document.querySelector("#vs-table thead th").getBoundingClientRect();
        const headerBottom = document.querySelector("#vs-table thead").getBoundingClientRect().bottom;
        const row = Array.from(document.querySelectorAll("#vs-table tbody tr")).find(
          (r) => r.getBoundingClientRect().bottom > headerBottom + 20,
        ) as Node;
        const [code, name] = [row.cells[0] as Node, row.cells[1] as Node];
        const [codeBox, nameBox] = [code.getBoundingClientRect(), name.getBoundingClientRect()];
        const y = Math.max(codeBox.top, headerBottom) + 5;
        return {
          scrolled: [box.scrollTop > 10_000, box.scrollLeft > 100],
          frame: [frame.left, frame.top],
          header: [header.left, header.top],
          code: [codeBox.left, codeBox.right],
          name: [nameBox.left, nameBox.right],
          text: [code.textContent, name.textContent],
          // drawn over the cells scrolled beneath them: a pointer finds them there, and the header over the rows
          found: [
            document.elementFromPoint(codeBox.left + 3, y) === code,
            document.elementFromPoint(nameBox.left + 3, y) === name,
            document.elementFromPoint(header.left + 3, header.top + 3)?.closest("thead") !== null,
            document.elementFromPoint(nameBox.right + 3, header.top + 3)?.closest("thead") !== null,
          ],
        };
      });
      expect(layout.scrolled).toEqual([true, true]);
      const [left, top] = layout.frame as [number, number];
      // the Code header at the box's top left corner (inside its 1 px border), the row's code and name beside it
      expect(layout.header[0]).toBeCloseTo(left + 1, 0);
      expect(layout.header[1]).toBeCloseTo(top + 1, 0);
      expect(layout.code[0]).toBeCloseTo(left + 1, 0);
      expect(layout.name[0]).toBeCloseTo(layout.code[1] as number, 0);
      expect(layout.text[0]).toMatch(/^[A-Z]{2}$/);
      expect(layout.text[1]?.length).toBeGreaterThan(2);
      expect(layout.found).toEqual([true, true, true, true]);
    },
  );

  it.each(SCREENS)(
    "opens a row's More inside the table's box at $width px: nothing past its edges, no column widened",
    async (screen) => {
      await page.setViewportSize(screen);
      await page.check("#vs-view-all");
      // the row with the most tips: the longest panel
      const code = await page.evaluate(() => {
        const rows = Array.from(document.querySelectorAll("#vs-table tbody tr"));
        const tips = (r: Node) => r.querySelectorAll("details li").length;
        return rows.reduce((a, b) => (tips(b) > tips(a) ? b : a)).getAttribute("data-code");
      });
      const wide = await page.evaluate(() => {
        const box = document.querySelector(".scroll");
        box.scrollLeft = box.scrollWidth; // far from the row's More: the keyboard brings it back
        return box.scrollWidth;
      });
      await page.focus(`#vs-table tr[data-code='${code}'] summary`);
      await page.keyboard.press("Enter");
      const opened = await page.evaluate((c) => {
        const box = document.querySelector(".scroll");
        const frame = box.getBoundingClientRect();
        const panel = document.querySelector(`#vs-table tr[data-code='${c}'] details[open] dl`);
        const rect = panel.getBoundingClientRect();
        const name = document.querySelector(`#vs-table tr[data-code='${c}'] th`).getBoundingClientRect();
        return {
          inside: [rect.left >= frame.left, rect.right <= frame.right],
          wide: box.scrollWidth,
          clipped: panel.scrollWidth > panel.clientWidth,
          nameAbove: name.top < rect.top && name.left >= frame.left,
          page: document.documentElement.scrollWidth,
        };
      }, code);
      expect(opened.inside).toEqual([true, true]);
      expect(opened.wide).toBe(wide);
      expect(opened.clipped).toBe(false);
      expect(opened.nameAbove).toBe(true);
      expect(opened.page).toBeLessThanOrEqual(screen.width);
      // Escape closes it, the focus staying on its summary
      await page.keyboard.press("Escape");
      expect(await page.locator(`#vs-table tr[data-code='${code}'] details`).getAttribute("open")).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
      expect(messages).toEqual([]);
    },
  );

  it("finds places by name or code, accents and case aside, and says how many it shows", async () => {
    // the rows drawn (of some height), and the table's width: the columns keep theirs while rows are left out
    const shown = () =>
      page.$$eval("#vs-table tbody tr", (rows) =>
        rows.filter((r) => r.getBoundingClientRect().height > 0).map((r) => r.getAttribute("data-code")),
      );
    const width = () => page.evaluate(() => document.querySelector("#vs-table").getBoundingClientRect().right);
    const before = await width();
    for (const [typed, codes] of [
      ["reunion", ["RE"]],
      ["SÃO TOMÉ", ["ST"]],
      ["aland isl", ["AX"]],
      ["nz", ["NZ", "TZ"]], // New Zealand by its code, Tanzania by its name
    ] as const) {
      await page.fill("#vs-find", typed);
      expect(await shown(), typed).toEqual(codes);
      expect(await page.textContent("#vs-shown")).toBe(`${codes.length} of ${records.length} places`);
      expect(await width(), typed).toBe(before);
    }
    await page.fill("#vs-find", "");
    expect(await shown()).toHaveLength(records.length);
    expect(await page.textContent("#vs-shown")).toBe("");
  });
});

describe.skipIf(!present)("the world report's table without JavaScript, on a 390 px phone", () => {
  let page: Page;
  let messages: string[];
  beforeAll(async () => {
    ({ page, messages } = await open(html, { viewport: SCREENS[1], javaScriptEnabled: false }));
  });

  it("keeps its views, its sticky names and its More inside the box; the find box stays hidden, each dot a Tab stop", async () => {
    expect(await page.isVisible("#vs-find")).toBe(false);
    const dots = await page.locator("#vs-map circle[data-code]").count();
    expect(await page.locator("#vs-map circle[tabindex='0']").count()).toBe(dots);
    expect(await shownHeaders(page)).toEqual(HEADERS.odds);
    await page.click("label:has(#vs-view-today)");
    expect(await shownHeaders(page)).toEqual(HEADERS.today);
    await page.focus("#vs-table tr[data-code='PT'] summary");
    await page.keyboard.press("Enter");
    const layout = await page.evaluate(() => {
      const box = document.querySelector(".scroll");
      const frame = box.getBoundingClientRect();
      const panel = document.querySelector("#vs-table tr[data-code='PT'] details[open] dl").getBoundingClientRect();
      box.scrollLeft = box.scrollWidth;
      const name = document.querySelector("#vs-table tr[data-code='PT'] th").getBoundingClientRect();
      return { panel: [panel.left >= frame.left, panel.right <= frame.right], name: name.left, frame: frame.left };
    });
    expect(layout.panel).toEqual([true, true]);
    expect(layout.name).toBeGreaterThan(layout.frame);
    expect(layout.name).toBeLessThan(layout.frame + 100); // stuck beside the code, not scrolled away
    expect(messages).toEqual([]);
  });
});
