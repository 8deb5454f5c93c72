/**
 * Headless Chromium for the report's browser tests: Debian's /usr/bin/chromium driven by playwright-core (nothing
 * downloads a browser), launched once per test file, each page in a context of its own opened from a file, its
 * console's messages, page errors and any request but its own file collected.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

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

/** Whether Chromium is here; the browser tests skip, saying so, where it is not. */
export const present = existsSync(CHROMIUM);

/** An opened page and what it said: console messages, page errors and requests for anything but its file. */
export interface Opened {
  page: Page;
  readonly messages: string[];
}

/**
 * One browser for the test file (launched before its tests, closed after them), and `open`, which writes `html` to a
 * file and opens it in a context of its own (`options`: the viewport, `javaScriptEnabled`; default 1000 × 860 px).
 */
export function useChromium(file: string): (html: string, options?: BrowserContextOptions) => Promise<Opened> {
  if (!present) console.warn(`${file} skips: no ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`);
  const dir = mkdtempSync(join(tmpdir(), "vansky-report-"));
  let browser: Browser | undefined;
  let pages = 0;
  beforeAll(async () => {
    if (present) browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return async (html, options = {}) => {
    if (!browser) throw new Error("Chromium was not launched");
    const path = join(dir, `page-${pages++}.html`);
    writeFileSync(path, html);
    const context = await browser.newContext({ viewport: { width: 1000, height: 860 }, ...options });
    context.setDefaultTimeout(120_000); // a hang guard, not a speed bound: the machine may be busy
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (m) => messages.push(`console.${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => messages.push(`page error: ${e.message}`));
    page.on("request", (r) => {
      if (r.url() !== pathToFileURL(path).href) messages.push(`request: ${r.url()}`);
    });
    await page.goto(pathToFileURL(path).href, { waitUntil: "load", timeout: 0 });
    return { page, messages };
  };
}
