/**
 * The report in a real browser: the world set's report opened from a file in headless Chromium (Debian's package,
 * driven by playwright-core; nothing downloads a browser), its console clean and no request made (the favicon is
 * inline), one shape or dot per record on the map, the fills of a sample of countries those of their label bands,
 * territories painted with their own values, no dot hiding another and every dot reached by a pointer and by the
 * keyboard (one Tab stop, the arrow keys between them), the table sorted from the keyboard, and the page at a phone's
 * 390 px: no page-wide scrolling, the table scrolling in its own box, the legend readable. With outlooks: the map
 * coloured by p_good on the chosen date, and every day of a place's 14-day strip readable beside its name at 390 px.
 * One browser for the file (./chromium.ts); skips, saying so, where /usr/bin/chromium is absent.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { LABELS, NO_VALUE_FILL, PALETTE } from "../../src/report/fields.js";
import { project, renderReport } from "../../src/report/index.js";
import { DOT_RADIUS } from "../../src/report/map.js";
import { shareBand } from "../../src/report/odds.js";
import { sampleOutlooks } from "../serve/helpers.js";
import { present, useChromium } from "./chromium.js";
import { handOutlook, NOW, STALE, worldSet } from "./helpers.js";

const open = useChromium("test/report/browser.test.ts");

// the page's globals, as the callbacks of $$eval use them there (the project's types have no DOM library)
declare const getComputedStyle: (element: unknown) => { fill: string; fontSize: string };
declare const document: {
  elementFromPoint(x: number, y: number): { getAttribute(name: string): string | null } | null;
  querySelector(selector: string): unknown;
  activeElement: { getAttribute(name: string): string | null } | null;
  documentElement: { scrollWidth: number; clientWidth: number };
};
type Graphics = { getBBox(): { x: number; y: number; width: number; height: number } };
type Svg = { getScreenCTM(): { a: number; d: number; e: number; f: number } };

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

/** Points well inside a territory's land and its parent's, longitude and latitude (Natural Earth 1:110m). */
const INSIDE: readonly [code: string, lon: number, lat: number][] = [
  ["GF", -53, 4], // French Guiana's interior
  ["FR", 2.5, 47], // the Loire valley
  ["SJ", 16, 78.6], // Spitsbergen
  ["NO", 10, 61], // the mountains north of Oslo
];

/** The record of `code` and the element of the page at a map point (SVG px), with the fill it is painted in. */
async function paintedAt(page: Page, x: number, y: number) {
  return page.$eval(
    "#vs-map svg",
    (svg, [px, py]) => {
      const m = (svg as unknown as Svg).getScreenCTM();
      const el = document.elementFromPoint(m.e + px * m.a, m.f + py * m.d);
      return { code: el?.getAttribute("data-code") ?? null, fill: el ? getComputedStyle(el).fill : null };
    },
    [x, y] as const,
  );
}

describe.skipIf(!present)("the world set's report in headless Chromium", () => {
  const { records, warnings } = worldSet();
  // French Guiana and Svalbard in the best band, France and Norway in the worst: each must keep its own colour
  const bands: Record<string, [number, VanSkyCountry["score_label"]]> = {
    GF: [95, "ideal"],
    SJ: [95, "ideal"],
    FR: [5, "extreme"],
    NO: [5, "extreme"],
  };
  const painted = records.map((r) =>
    Object.hasOwn(bands, r.code)
      ? {
          ...r,
          van_score: bands[r.code]?.[0] as number,
          score_label: bands[r.code]?.[1] as VanSkyCountry["score_label"],
        }
      : r,
  );
  const html = renderReport(painted, { now: NOW, warnings, locale: "de" });
  let page: Page;
  let messages: string[];
  beforeAll(async () => {
    ({ page, messages } = await open(html));
  });

  it("is one file under 1 MB that opens with a clean console and asks for nothing, not even a favicon", () => {
    expect(Buffer.byteLength(html)).toBeLessThan(1_000_000);
    expect(messages).toEqual([]);
  });

  it("draws one shape or dot per record, each visible, and no other coloured country", async () => {
    const drawn = await page.$$eval("svg [data-code]:not([data-band=missing])", (els) =>
      els.map((el) => {
        const box = (el as unknown as Graphics).getBBox();
        return { code: el.getAttribute("data-code"), tag: el.tagName, area: box.width * box.height };
      }),
    );
    expect(drawn.map((d) => d.code).sort()).toEqual(records.map((r) => r.code).sort());
    for (const d of drawn) expect(d.area, d.code ?? "").toBeGreaterThan(0);
    expect(drawn.filter((d) => d.tag === "circle").length).toBeGreaterThan(50); // the islands without a 1:110m shape
  });

  it("fills a sample of countries with their label band's colour", async () => {
    const sample = painted.filter((_, i) => i % 10 === 0);
    const fills = await page.$$eval("svg [data-code]", (els) =>
      Object.fromEntries(els.map((el) => [el.getAttribute("data-code"), getComputedStyle(el).fill])),
    );
    for (const r of sample) expect(fills[r.code], r.code).toBe(rgb(PALETTE[LABELS.indexOf(r.score_label)] as string));
    expect(new Set(sample.map((r) => r.score_label)).size).toBeGreaterThan(2);
  });

  it("paints French Guiana and Svalbard with their own values, not France's and Norway's", async () => {
    for (const [code, lon, lat] of INSIDE) {
      const [x, y] = project(lon, lat);
      const band = (bands[code]?.[0] as number) >= 80 ? 4 : 0;
      expect(await paintedAt(page, x, y), code).toEqual({ code, fill: rgb(PALETTE[band] as string) });
    }
  });

  it("draws no dot over another: every dot is the element a pointer finds at its centre", async () => {
    const dots = await page.$$eval("#vs-map circle[data-code]", (els) =>
      els.map((el) => {
        const box = (el as unknown as Graphics).getBBox();
        return { code: el.getAttribute("data-code") as string, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    expect(dots.length).toBeGreaterThan(50);
    for (let i = 0; i < dots.length; i++)
      for (let j = i + 1; j < dots.length; j++) {
        const [a, b] = [dots[i], dots[j]] as [(typeof dots)[number], (typeof dots)[number]];
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.code} and ${b.code}`).toBeGreaterThanOrEqual(2 * DOT_RADIUS);
      }
    for (const dot of dots) expect((await paintedAt(page, dot.x, dot.y)).code, dot.code).toBe(dot.code);
  });

  it("reaches the map's dots as one Tab stop, then each in turn with the arrow keys, and says which place it is", async () => {
    const expected = await page.$$eval("#vs-map circle[data-code]", (els) =>
      els.map((el) => [
        el.getAttribute("data-code"),
        el.getAttribute("aria-label"),
        el.querySelector("title")?.textContent,
      ]),
    );
    const codes = expected.map(([code]) => code);
    const active = () => page.evaluate(() => document.activeElement?.getAttribute("data-code") ?? null);
    await page.reload({ waitUntil: "load" });
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab"); // the map: its first dot
    const reached = [await active()];
    for (let i = 1; i < expected.length; i++) {
      await page.keyboard.press("ArrowRight");
      reached.push(await active());
    }
    expect(reached).toEqual(codes);
    await page.keyboard.press("ArrowDown"); // past the last: it stays
    expect(await active()).toBe(codes.at(-1));
    const [, label, title] = expected.at(-1) ?? [];
    expect(label).toBe(title);
    expect(label).toMatch(/^.+ \([A-Z]{2}\): van score \d+/);
    expect(await page.textContent("#vs-focus")).toBe(label);
    await page.keyboard.press("Home");
    expect(await active()).toBe(codes[0]);
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    expect(await active()).toBe(codes.at(-2));
    // one Tab stop: Tab leaves the map for the table's controls, Shift+Tab comes back to the dot focused last
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("id"))).toBe("vs-view-week");
    await page.keyboard.press("Shift+Tab");
    expect(await active()).toBe(codes.at(-2));
    expect(await page.locator("#vs-map [tabindex='0']").count()).toBe(1);
  });

  it("marks the stale records and those with warnings", async () => {
    const stale = await page.$$eval("#vs-table tr.stale", (rows) => rows.map((r) => r.getAttribute("data-code")));
    expect(stale.sort()).toEqual([...STALE]);
    const warned = await page.$$eval("#vs-table tr.warned", (rows) => rows.map((r) => r.getAttribute("data-code")));
    expect(warned.sort()).toEqual(Object.keys(warnings).sort());
  });

  it("sorts the table from the keyboard: Enter on a header's button, then Space the other way round", async () => {
    const vans = () => page.$$eval("#vs-table tbody tr", (rows) => rows.map((r) => Number(r.children[4]?.textContent)));
    const header = page.locator("#vs-table th[data-col='4']");
    await header.locator("button").focus();
    await page.keyboard.press("Enter");
    const up = await vans();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up.length).toBe(records.length);
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    await page.keyboard.press("Space");
    expect(await vans()).toEqual([...up].sort((a, b) => b - a));
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    expect(await page.locator("#vs-table th[aria-sort]").count()).toBe(1);
    expect(messages).toEqual([]);
  });

  it("opens the rest of a record from its row, recommendations in the report's locale", async () => {
    const row = page.locator("#vs-table tr[data-code='PT']");
    await row.locator("summary").focus();
    await page.keyboard.press("Enter");
    const details = await row.locator("details").textContent();
    for (const word of [
      "Condensation risk tonight",
      "Awning today",
      "Safest time to drive today",
      "Best day to move on",
    ])
      expect(details).toContain(word);
    expect(await row.locator("details ul.recs").getAttribute("lang")).toBe("de");
    expect(await row.locator("details").getAttribute("open")).toBe("");
  });

  it("works on a 390 px phone: no page-wide scrolling, the table scrolls in its box, the legend is readable", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const layout = await page.evaluate(() => {
      const box = document.querySelector(".scroll") as { scrollWidth: number; clientWidth: number };
      const legend = document.querySelector("#vs-legend li") as unknown;
      const rect = (
        document.querySelector("#vs-legend") as { getBoundingClientRect(): { right: number } }
      ).getBoundingClientRect();
      return {
        page: document.documentElement.scrollWidth,
        box: [box.scrollWidth, box.clientWidth],
        legendFontPx: Number.parseFloat(getComputedStyle(legend).fontSize),
        legendRight: rect.right,
      };
    });
    expect(layout.page).toBeLessThanOrEqual(390);
    expect(layout.box[0]).toBeGreaterThan(layout.box[1] as number);
    expect(layout.legendFontPx).toBeGreaterThanOrEqual(12);
    expect(layout.legendRight).toBeLessThanOrEqual(390);
  });
});

describe.skipIf(!present)("the report's odds in headless Chromium", () => {
  const { records } = worldSet();
  // the ensemble sample's outlooks (PT, CH, AU: 14 days from 15 July), and France's by hand: 10 % good on the 18th
  const outlooks = [...sampleOutlooks(), handOutlook("FR", [0.9, 0.5, 0.3, 0.1])];
  const html = renderReport(records, { now: NOW, outlooks, field: "p_good", date: "2026-07-18" });
  let page: Page;
  let messages: string[];
  beforeAll(async () => {
    ({ page, messages } = await open(html));
  });

  it("colours the map by p_good on the chosen date: Portugal 95 %, France 14 %, Spain without an outlook grey", async () => {
    // Portugal's sample outlook: 30 of 31 runs good on 18 July, the record good too (0.947, the README's example);
    // France's by hand: 2 of 20, 3/22
    const [px, py] = project(-8, 39.7); // Portugal's interior
    expect(await paintedAt(page, px, py)).toEqual({ code: "PT", fill: rgb(PALETTE[4]) });
    const [fx, fy] = project(2.5, 47);
    expect(await paintedAt(page, fx, fy)).toEqual({ code: "FR", fill: rgb(PALETTE[0]) });
    const [ex, ey] = project(-3.7, 40.4);
    expect(await paintedAt(page, ex, ey)).toEqual({ code: "ES", fill: rgb(NO_VALUE_FILL) });
    expect(await page.textContent("#vs-legend b")).toBe("Probability of a good day on Sat 18 Jul");
    expect(messages).toEqual([]);
  });

  it("shows every day of a place's 14-day strips beside its name on a 390 px phone, each day's runs in its title", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const strip = page.locator("#vs-table tr[data-code='PT'] .odds");
    await strip.scrollIntoViewIfNeeded();
    const layout = await strip.evaluate((el) => {
      type Box = { left: number; right: number; top: number; bottom: number };
      type Element = { getBoundingClientRect(): Box; closest(s: string): Element; querySelector(s: string): Element };
      const node = el as unknown as Element & { querySelectorAll(s: string): Iterable<unknown> };
      const name = node.closest("tr").querySelector("th");
      const table = node.closest(".scroll").getBoundingClientRect();
      const cells = [...node.querySelectorAll("i")].map((c) => {
        const cell = c as { textContent: string; title: string; scrollWidth: number; clientWidth: number };
        const style = getComputedStyle(c) as unknown as { backgroundImage: string; fontSize: string };
        // the cell scrolled into view as a keyboard or a finger brings it: beside the name, not under it
        (c as { scrollIntoView(o: object): void }).scrollIntoView({ block: "nearest", inline: "nearest" });
        const box = (c as Element).getBoundingClientRect();
        const named = name.getBoundingClientRect();
        return {
          text: cell.textContent,
          title: cell.title,
          clipped: cell.scrollWidth > cell.clientWidth,
          image: style.backgroundImage,
          fontPx: Number.parseFloat(style.fontSize),
          besideName: box.left >= named.right && box.right <= table.right && named.left >= table.left,
        };
      });
      return { cells, page: document.documentElement.scrollWidth };
    });
    expect(layout.page).toBeLessThanOrEqual(390);
    // a row of runs good to stay, then one of runs good to drive
    expect(layout.cells).toHaveLength(28);
    const pt = outlooks[2];
    const best = pt?.best_move_day?.date;
    pt?.days.forEach((day, i) => {
      for (const [cell, count, p, what] of [
        [layout.cells[i], day.members_good, day.p_good, "stay"],
        [layout.cells[14 + i], day.members_drive ?? 0, day.p_drive ?? 0, "drive"],
      ] as const) {
        expect(cell?.text).toBe(String(count));
        if (day.date === best) expect(cell?.title).toMatch(/★ best day to move in \d+ of 31 runs/);
        expect(cell?.title).toMatch(new RegExp(`good to ${what} in ${count} of 31 runs .*; median run ${day.label} `));
        expect(cell?.clipped, cell?.title).toBe(false);
        expect(cell?.besideName, cell?.title).toBe(true);
        expect(cell?.fontPx).toBeGreaterThanOrEqual(11);
        // a bar of its band's colour on white, not a cell filled with it
        const [r, g, b] = (PALETTE[shareBand(p)].match(/[0-9a-f]{2}/g) ?? []).map((h) => Number.parseInt(h, 16));
        expect(cell?.image).toContain(`rgb(${r}, ${g}, ${b})`);
        expect(cell?.image).toContain("rgb(255, 255, 255)");
      }
    });
    expect(messages).toEqual([]);
  });
});
