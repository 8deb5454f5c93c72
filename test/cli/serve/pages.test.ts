/**
 * `vansky serve`'s report pages, `/` and `/map.svg`, from a real server process: served as the API is (CORS,
 * ETag and Last-Modified with 304s, compression, the per-client rate limit), each with a Content-Security-Policy
 * that a real browser (headless Chromium) enforces while the page's own script and styles still work, the outlooks'
 * odds strips included; the start-up line naming both addresses; `--rate-limit off`; and `--sample`.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { records } from "../../serve/helpers.js";
import { runMain, usageLines } from "../helpers.js";
import { raw, start, writeWeather } from "./server.js";

const T1 = "2026-07-15T11:00:00Z";
const SET = records(12, "2026-07-15", T1);
const dir = mkdtempSync(join(tmpdir(), "vansky-pages-"));
const weather = join(dir, "weather.json");
writeWeather(weather, SET, T1);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");
/** The texts of `tag` elements (or `style` attributes) in `page`, as a browser hashes them. */
const inline = (page: string, pattern: RegExp) => [
  ...new Set(Array.from(page.matchAll(pattern), (m) => m[1] as string)),
];
const TAIL = "img-src data:; base-uri 'none'; form-action 'none'";
/** The ensemble sample: PT, CH and AU with their forecasts (the world set's) and ensemble answers. */
const ENSEMBLE = new URL("../../../fixtures/ensemble/2026-07-15/", import.meta.url).pathname;

describe("vansky serve's report pages", () => {
  it("carry the API's CORS, validators, 304s, compression and rate-limit headers, and their own CSP", async () => {
    const server = await start([weather, "--base-path", "/v1"]);
    expect(server.stderr()).toContain(
      `at ${server.url}/v1/api/weatherscore/weather and the report at ${server.url}/v1/\n`,
    );
    const page = await raw(`${server.url}/v1/`);
    const html = page.body.toString();
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "access-control-allow-origin": "*",
      "x-content-type-options": "nosniff",
      "x-ratelimit-limit": "120",
      "x-ratelimit-remaining": "119",
      vary: "Accept-Encoding",
    });
    expect(Date.parse(page.headers["last-modified"] as string)).toBeGreaterThan(0);
    const scripts = inline(html, /<script>([\s\S]*?)<\/script>/g);
    const styles = inline(html, /<style>([\s\S]*?)<\/style>/g);
    const attributes = inline(html, / style="([^"]*)"/g);
    // one script and one style element; the style attributes (strips, leader lines, legend) each once, in order
    expect([scripts.length, styles.length]).toEqual([1, 1]);
    expect(attributes.length).toBeGreaterThan(0);
    const hashes = (texts: string[]) => texts.map((text) => `'sha256-${sha256(text)}'`).join(" ");
    expect(page.headers["content-security-policy"]).toBe(
      `default-src 'none'; script-src ${hashes(scripts)}; ` +
        `style-src ${hashes(styles)} 'unsafe-hashes' ${hashes(attributes)}; ${TAIL}`,
    );
    const etag = page.headers.etag as string;
    const again = await raw(`${server.url}/v1/`, { "If-None-Match": etag });
    expect([again.status, again.body.length, again.headers["content-security-policy"]]).toEqual([
      304,
      0,
      page.headers["content-security-policy"],
    ]);
    const since = await raw(`${server.url}/v1`, { "If-Modified-Since": page.headers["last-modified"] as string });
    expect(since.status).toBe(304);
    for (const [encoding, decode] of [
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
    ] as const) {
      const compressed = await raw(`${server.url}/v1/`, { "Accept-Encoding": encoding });
      expect([compressed.headers["content-encoding"], compressed.headers.etag]).toEqual([
        encoding,
        `${etag.slice(0, -1)}-${encoding}"`,
      ]);
      expect(Number(compressed.headers["content-length"])).toBe(compressed.body.length);
      expect(compressed.body.length).toBeLessThan(html.length / 3);
      expect(decode(compressed.body).toString()).toBe(html);
    }
    const map = await raw(`${server.url}/v1/map.svg`, { "Accept-Encoding": "br" });
    expect(map.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(map.headers["content-security-policy"]).toBe(`default-src 'none'; ${TAIL}`);
    expect(brotliDecompressSync(map.body).toString()).toMatch(/^<svg /);
  });

  it("count against the per-client rate limit with the API", async () => {
    const server = await start([weather, "--rate-limit", "3/min"]);
    const statuses = [];
    for (const path of ["/", "/map.svg", "/api/weatherscore/weather", "/", "/map.svg"])
      statuses.push((await raw(`${server.url}${path}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await raw(`${server.url}/`);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ success: false, error: "rate_limited" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("with --rate-limit off, nothing is counted and the document lists no 429", async () => {
    const server = await start([weather, "--rate-limit", "off"]);
    expect(server.stderr()).toMatch(/; no rate limit\) at /);
    for (const path of ["/", "/api/weatherscore/weather", "/docs.openapi"]) {
      const answer = await raw(`${server.url}${path}`);
      expect([path, answer.status, answer.headers["x-ratelimit-limit"]]).toEqual([path, 200, undefined]);
    }
    const document = JSON.parse((await raw(`${server.url}/docs.openapi`)).body.toString());
    expect(Object.keys(document.paths["/api/weatherscore/weather"].get.responses)).not.toContain("429");
  });
});

describe("vansky serve --sample", () => {
  it("serves the sample the package ships, its outlooks, and its report with ages at the sample's own instant", async () => {
    const server = await start(["--sample"]);
    expect(server.stderr()).toMatch(
      /^vansky: serving 7 records and 3 outlooks \(updated_at 2026-07-15T12:00:00Z; 120\/min per client\)/,
    );
    const outlooks = JSON.parse((await raw(`${server.url}/api/weatherscore/outlook`)).body.toString());
    expect(outlooks.data.map((o: { code: string }) => o.code)).toEqual(["AU", "CH", "PT"]);
    expect((await raw(`${server.url}/api/weatherscore/outlook/pt`)).status).toBe(200);
    expect(server.stderr()).not.toMatch(/stale/);
    const list = JSON.parse((await raw(`${server.url}/api/weatherscore/weather`)).body.toString());
    expect(list.data.map((r: { code: string }) => r.code)).toEqual(["AQ", "AU", "BR", "CH", "JP", "KE", "PT"]);
    expect((await raw(`${server.url}/api/weatherscore/weather/ch`)).status).toBe(200);
    const report = (await raw(`${server.url}/`)).body.toString();
    expect(report.match(/<tr data-code=/g)?.length).toBe(7);
    expect(report).toContain("ages as of Wed 15 Jul 2026, 12:00 UTC");
  });

  it("takes --sample in place of the input, not beside it (exit 2, one line)", async () => {
    const r = await runMain(["serve", "--sample", weather]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(usageLines("serve"));
    expect(r.stderr).toContain("vansky: --sample is the input: give it or a weather.json or folder, not both\n");
  });
});

const CHROMIUM = "/usr/bin/chromium";
const present = existsSync(CHROMIUM);
if (!present) console.warn(`test/cli/serve/pages.test.ts skips the browser: no ${CHROMIUM}`);

// the page's globals, as page.evaluate's callbacks use them there (the project's types have no DOM library)
declare const document: { querySelector(s: string): unknown };
declare const getComputedStyle: (element: unknown) => { gridTemplateColumns: string };
declare const window: { injected?: boolean };

/**
 * `check(page, messages)` on `url` opened in headless Chromium (a profile of its own, removed after), the console's
 * messages and page errors pushed to `messages`.
 */
async function inChromium(url: string, check: (page: Page, messages: string[]) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), "vansky-pages-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    context.setDefaultTimeout(120_000); // a hang guard, not a speed bound
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (m) => messages.push(`console.${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => messages.push(`page error: ${e.message}`));
    await page.goto(url, { waitUntil: "load", timeout: 0 });
    await check(page, messages);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

describe.skipIf(!present)("the served report in headless Chromium, under its Content-Security-Policy", () => {
  it("runs its own script and styles, reports no violation, and refuses a script that is not its own", async () => {
    const server = await start([weather]);
    await inChromium(`${server.url}/`, async (page, messages) => {
      // the script sorts the table (allowed by its hash)
      await page.click("#vs-table th[data-col='4'] button"); // the van score's header
      const sorted = await page.$$eval("#vs-table tbody tr", (rows) =>
        rows.map((r) => Number(r.children[4]?.textContent)),
      );
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
      expect(sorted.length).toBe(SET.length);
      // the style element and the strips' style attributes apply (allowed by their hashes): a label column and one
      // per forecast date of the set (the strips are aligned on dates)
      const dates = new Set(SET.flatMap((r) => r.forecast.map((d) => d.date)));
      const columns = await page.evaluate(
        () => getComputedStyle(document.querySelector(".strip")).gridTemplateColumns.split(" ").length,
      );
      expect(columns).toBe(1 + dates.size);
      expect(messages).toEqual([]);
      // a script the page did not bring is refused, and the browser says why
      await page.addScriptTag({ content: "window.injected = true" }).catch(() => undefined);
      expect(await page.evaluate(() => window.injected ?? false)).toBe(false);
      expect(messages.join("\n")).toMatch(/Content Security Policy/);
    });
  });

  it("shows a folder's outlooks as odds strips under the same policy: their style attributes allowed, no violation", async () => {
    const server = await start([ENSEMBLE]);
    expect(server.stderr()).toMatch(/serving 3 records and 3 outlooks \(updated_at 2026-07-15T12:00:00Z; /);
    const page = await raw(`${server.url}/`);
    const html = page.body.toString();
    expect(html.match(/<div class="odds" style="--n:14">/g)).toHaveLength(3);
    expect(page.headers["content-security-policy"]).toContain(`'sha256-${sha256("--n:14")}'`);
    await inChromium(`${server.url}/`, async (tab, messages) => {
      const columns = await tab.evaluate(
        () => getComputedStyle(document.querySelector(".odds")).gridTemplateColumns.split(" ").length,
      );
      // the row names' column, then the 14 days
      expect(columns).toBe(15);
      expect(messages).toEqual([]);
    });
  });
});
