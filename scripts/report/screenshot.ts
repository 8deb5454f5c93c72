/**
 * Takes the README's picture of the report again (`npm run docs:report`): renders ./picture.ts's page with the
 * current renderer, photographs it in headless Chromium (/usr/bin/chromium, driven by playwright-core; nothing
 * downloads a browser) and writes docs/img/report.png with the page's SHA-256 beside it, which
 * test/report/picture.test.ts compares with the page the renderer draws now.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { hashOf, PICTURE, PICTURE_HASH, pictureHtml, VIEWPORT } from "./picture.js";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const html = pictureHtml();
const dir = mkdtempSync(join(tmpdir(), "vansky-picture-"));
const file = join(dir, "report.html");
writeFileSync(file, html);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
  await page.screenshot({ path: PICTURE });
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
writeFileSync(PICTURE_HASH, `${hashOf(html)}\n`);
console.log(`docs/img/report.png: taken of a ${(html.length / 1024).toFixed(0)} kB page, its hash beside it`);
