/**
 * The report in a real browser: the world set's report opened from a file in headless Chromium (Debian's package,
 * driven by playwright-core; nothing downloads a browser), its console clean, one shape or dot per record on the map,
 * the fills of a sample of countries those of their label bands, the table sortable, the page under 1 MB; and a
 * screenshot, written over the README's (docs/img/report.png) only with UPDATE_SCREENSHOT=1, so that a test run
 * leaves the checkout as it was. Skips, saying so, where /usr/bin/chromium is absent.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LABELS, PALETTE } from "../../src/report/fields.js";
import { renderReport } from "../../src/report/index.js";
import { NOW, STALE, worldSet } from "./helpers.js";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const SCREENSHOT = process.env.UPDATE_SCREENSHOT
  ? fileURLToPath(new URL("../../docs/img/report.png", import.meta.url))
  : join(tmpdir(), `vansky-report-${process.pid}.png`);
const present = existsSync(CHROMIUM);
if (!present)
  console.warn(`test/report/browser.test.ts skips: no ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`);

// the page's globals, as the callbacks of $$eval use them there (the project's types have no DOM library)
declare const getComputedStyle: (element: unknown) => { fill: string };
type Graphics = { getBBox(): { width: number; height: number } };

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

describe.skipIf(!present)("the world set's report in headless Chromium", () => {
  const { records, warnings } = worldSet();
  const html = renderReport(records, { now: NOW, warnings });
  const dir = mkdtempSync(join(tmpdir(), "vansky-report-"));
  const file = join(dir, "report.html");
  const messages: string[] = [];
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    writeFileSync(file, html);
    context = await chromium.launchPersistentContext(join(dir, "profile"), {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1000, height: 860 },
    });
    context.setDefaultTimeout(120_000); // a hang guard, not a speed bound: the machine may be busy
    page = await context.newPage();
    page.on("console", (m) => messages.push(`console.${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => messages.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => messages.push(`request failed: ${r.url()}`));
    await page.goto(pathToFileURL(file).href, { waitUntil: "load", timeout: 0 });
  });

  afterAll(async () => {
    await context?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is one file under 1 MB that opens with a clean console", () => {
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
    const sample = records.filter((_, i) => i % 10 === 0);
    const fills = await page.$$eval("svg [data-code]", (els) =>
      Object.fromEntries(els.map((el) => [el.getAttribute("data-code"), getComputedStyle(el).fill])),
    );
    for (const r of sample) expect(fills[r.code], r.code).toBe(rgb(PALETTE[LABELS.indexOf(r.score_label)] as string));
    expect(new Set(sample.map((r) => r.score_label)).size).toBeGreaterThan(2);
  });

  it("marks the stale records and those with warnings", async () => {
    const stale = await page.$$eval("#vs-table tr.stale", (rows) => rows.map((r) => r.getAttribute("data-code")));
    expect(stale.sort()).toEqual([...STALE]);
    const warned = await page.$$eval("#vs-table tr.warned", (rows) => rows.map((r) => r.getAttribute("data-code")));
    expect(warned.sort()).toEqual(Object.keys(warnings).sort());
  });

  it("sorts the table by a clicked header, and the other way round on a second click", async () => {
    const vans = () => page.$$eval("#vs-table tbody tr", (rows) => rows.map((r) => Number(r.children[3]?.textContent)));
    await page.click("#vs-table th:nth-child(4)");
    const up = await vans();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up.length).toBe(records.length);
    await page.click("#vs-table th:nth-child(4)");
    expect(await vans()).toEqual([...up].sort((a, b) => b - a));
    expect(messages).toEqual([]);
  });

  it("takes the screenshot for the README (UPDATE_SCREENSHOT=1 writes it there)", async () => {
    await page.reload({ waitUntil: "load" });
    await page.screenshot({ path: SCREENSHOT });
    const png = readFileSync(SCREENSHOT);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(20_000);
    if (!process.env.UPDATE_SCREENSHOT) rmSync(SCREENSHOT);
  });
});
