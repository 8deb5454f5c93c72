/**
 * Takes the README's pictures of the report again (`npm run docs:report`): renders each page of ./picture.ts with
 * the current renderer, photographs it in headless Chromium (/usr/bin/chromium, driven by playwright-core; nothing
 * downloads a browser) and writes the picture with the page's SHA-256 beside it, which test/report/picture.test.ts
 * compares with the page the renderer draws now.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { hashOf, PICTURES } from "./picture.js";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const dir = mkdtempSync(join(tmpdir(), "vansky-picture-"));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const picture of PICTURES) {
    const html = picture.html();
    const file = join(dir, "report.html");
    writeFileSync(file, html);
    const page = await browser.newPage({ viewport: picture.viewport });
    await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
    await page.screenshot({ path: picture.file });
    await page.close();
    writeFileSync(picture.hashFile, `${hashOf(html)}\n`);
    console.log(
      `docs/img/${basename(picture.file)}: taken of a ${(html.length / 1024).toFixed(0)} kB page, its hash beside it`,
    );
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
