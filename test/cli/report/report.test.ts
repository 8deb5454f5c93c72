/**
 * `vansky report` and the report pages of `vansky serve`, run as the built command: a score output drawn as HTML and
 * SVG (by --out's name or --format), usage and data errors in one line, and `/` and `/map.svg` served.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { weatherListResponse } from "../../../src/assemble/envelopes.js";
import { outlookListResponse } from "../../../src/outlook/envelopes.js";
import { renderReport } from "../../../src/report/index.js";
import { worldRecord } from "../../report/helpers.js";
import { records, sampleOutlooks } from "../../serve/helpers.js";
import { cliBin, removeTempDirs, runCli, runMain, tempDir, usageLines, WORLD } from "../helpers.js";

const NOW = "2026-07-15T12:00:00Z";
const dir = tempDir();
const weather = join(dir, "weather.json");
const SET = records(12, "2026-07-15", "2026-07-15T11:00:00Z");
writeFileSync(weather, JSON.stringify(weatherListResponse(SET, { updatedAt: NOW, source: "Open-Meteo" })));
afterAll(removeTempDirs);

/** An output that exists before a run: a failed run must leave it as it was. */
function existing(name: string): string {
  const path = join(dir, name);
  writeFileSync(path, "the previous report");
  return path;
}

describe("vansky report", () => {
  it("writes the HTML report, and the SVG map for an --out named .svg, saying so in one line", async () => {
    const html = join(dir, "report.html");
    const run = await runCli(["report", weather, "--out", html, "--now", NOW]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`vansky: report of 12 records written to ${html}; 0 stale (older than 12 h)\n`);
    const page = readFileSync(html, "utf8");
    expect(page.startsWith("<!doctype html>")).toBe(true);
    expect(page.match(/<tr data-code=/g)?.length).toBe(SET.length);
    const svg = join(dir, "map.svg");
    const map = await runCli([
      "report",
      weather,
      "--out",
      svg,
      "--field",
      "sea_score",
      "--now",
      NOW,
      "--max-age",
      "30m",
    ]);
    expect(map.code).toBe(0);
    // fetched at 11:00, an hour before --now: all twelve older than 30 minutes
    expect(map.stderr).toBe(`vansky: map of 12 records written to ${svg}; 12 stale (older than 30 min)\n`);
    expect(readFileSync(svg, "utf8")).toMatch(/^<svg [^>]*aria-label="World map: sea score"/);
  });

  it("shows the recommendations in --locale; one without messages in English, tagged en, with a warning", async () => {
    const run = await runCli(["report", weather, "--now", NOW, "--locale", "de"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('<ul class="recs" lang="de">');
    expect(run.stdout).not.toContain('lang="en"><li');
    const zh = await runCli(["report", weather, "--now", NOW, "--locale", "zh"]);
    expect(zh.code).toBe(0);
    expect(zh.stderr.split("\n")[0]).toBe(
      "vansky: warning: --locale zh: vansky has no messages in this language; the recommendations are shown in English (en)",
    );
    expect(zh.stdout).toContain('<ul class="recs" lang="en">');
    expect(zh.stdout).not.toContain('lang="zh"');
  });

  it("refuses a --format the name contradicts, another extension, a bad field or locale and a folder (exit 2)", async () => {
    const png = join(dir, "x.png");
    for (const args of [
      [weather, "--out", join(dir, "x.svg"), "--format", "html"],
      [weather, "--out", png],
      [weather, "--out", png, "--format", "html"],
      [weather, "--field", "temp_day"],
      [weather, "--locale", "de DE"],
      [dir],
    ]) {
      const run = await runMain(["report", ...args]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(usageLines("report"));
    }
    expect(existsSync(png)).toBe(false);
    const run = await runMain(["report", weather, "--locale", "de DE"]);
    expect(run.stderr).toMatch(/^vansky: --locale expects a language tag such as de or pt-BR, got "de DE"\n/);
    expect((await runMain(["report", weather, "--out", png])).stderr).toMatch(
      /x\.png: the report is written as \.html/,
    );
  });

  it.each([
    ["an empty file", ""],
    ["blank lines", "\n  \n\n"],
    ["an empty data list", '{"data":[],"count":0,"updated_at":null,"source":"Open-Meteo"}'],
  ])("refuses %s with exit 3, the output left as it was", async (_, text) => {
    const input = join(dir, "empty.json");
    writeFileSync(input, text);
    const out = existing("kept.html");
    const run = await runCli(["report", input, "--out", out, "--now", NOW]);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`vansky: ${input} has no record: nothing to draw (${out} left as it was)\n`);
    expect(readFileSync(out, "utf8")).toBe("the previous report");
  });

  it("says what a score output is when given other JSON (exit 1), the output left as it was", async () => {
    const forecast = join(WORLD, "PT.forecast.json");
    const out = existing("kept2.html");
    const openMeteo = await runCli(["report", forecast, "--out", out]);
    expect(openMeteo.code).toBe(1);
    expect(openMeteo.stderr).toBe(
      `vansky: ${forecast}: an Open-Meteo response, not a vansky score output: score it first ` +
        "(vansky score FILE --code XX --out weather.json)\n",
    );
    const other = join(dir, "other.json");
    writeFileSync(other, '{\n  "records": []\n}\n');
    const object = await runCli(["report", other, "--out", out]);
    expect(object.code).toBe(1);
    expect(object.stderr).toMatch(
      /other\.json: a JSON object without data, not a vansky score output: expected the envelope \{"data": \[records\], \.\.\.\}/,
    );
    expect(readFileSync(out, "utf8")).toBe("the previous report");
  });

  it("refuses records that fail the contract (exit 1), naming the file", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"data":[{"code":"FR"}]}');
    const run = await runCli(["report", bad]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/bad\.json: data\[0\]: .*\[BAD_RECORD\]/);
  });

  it("draws the sample with every record's fetch time and age", async () => {
    const run = await runCli(["report", "--sample"]);
    expect(run.code).toBe(0);
    expect(run.stdout.match(/<tr data-code=/g)?.length).toBe(7);
    // fetched at the sample's instant, ages measured to it: 0 min each, none without a time
    expect(run.stdout.match(/<time datetime="2026-07-15T12:00:00Z">Wed 15 Jul 2026, 12:00 UTC<\/time>/g)?.length).toBe(
      7,
    );
    expect(run.stdout.match(/<td data-v="0\.000">0 min<\/td>/g)?.length).toBe(7);
    expect(run.stderr).toBe("vansky: report of 7 records written to stdout; 0 stale (older than 12 h)\n");
  });

  it("has a help text no wider than the others (118 columns)", async () => {
    const run = await runMain(["report", "--help"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => line.length > 118)).toEqual([]);
    expect(run.stdout).toContain("--locale TAG");
  });
});

describe("vansky report --outlook", () => {
  const places = join(dir, "places.json");
  const PLACES = ["AU", "CH", "ES", "PT"].map(worldRecord);
  writeFileSync(places, JSON.stringify(weatherListResponse(PLACES, { updatedAt: NOW, source: "Open-Meteo" })));
  const OUTLOOKS = sampleOutlooks();
  const outlook = join(dir, "outlook.json");
  writeFileSync(outlook, JSON.stringify(outlookListResponse(OUTLOOKS, { updatedAt: NOW, source: "Open-Meteo" })));
  const ndjson = join(dir, "outlook.ndjson");
  writeFileSync(ndjson, `${OUTLOOKS.map((o) => JSON.stringify(o)).join("\n")}\n`);

  it("draws the outlooks' odds beside the records, and the map of p_good on --date, as the renderer does", async () => {
    const out = join(dir, "odds.html");
    const args = ["--now", NOW, "--field", "p_good", "--date", "2026-07-18"];
    const run = await runCli(["report", places, "--outlook", outlook, "--out", out, ...args]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(
      `vansky: report of 4 records with 3 outlooks written to ${out}; 0 stale (older than 12 h)\n`,
    );
    const options = { now: NOW, outlooks: OUTLOOKS, field: "p_good", date: "2026-07-18" } as const;
    const expected = renderReport({ data: PLACES, count: 4, updated_at: NOW, source: "Open-Meteo" }, options);
    expect(readFileSync(out, "utf8")).toBe(expected);
    expect(expected.match(/<div class="odds"/g)).toHaveLength(3);
    const lines = await runCli(["report", places, "--outlook", ndjson, ...args]);
    expect(lines.stdout).toBe(expected);
  });

  it("refuses p_good without --outlook, --date without p_good, a date the outlooks lack (exit 2)", async () => {
    const cases: [string[], string][] = [
      [["--field", "p_good"], "--field p_good needs --outlook FILE"],
      [["--outlook", outlook, "--date", "2026-07-18"], "--date needs --field p_good"],
      [["--outlook", outlook, "--field", "p_good", "--date", "18.7."], "--date expects a date YYYY-MM-DD, got 18.7."],
      [
        ["--outlook", outlook, "--field", "p_good", "--date", "2026-07-30"],
        `--date 2026-07-30: no outlook has 2026-07-30: they run from 2026-07-15 to 2026-07-28 (--outlook ${outlook})`,
      ],
    ];
    for (const [more, message] of cases) {
      const run = await runMain(["report", places, "--now", NOW, ...more]);
      expect(run.code, more.join(" ")).toBe(2);
      expect(run.stderr.split("\n")[0]).toBe(`vansky: ${message}`);
    }
  });

  it("says what an outlook output is when given another file (exit 1), a score output named as one", async () => {
    const out = existing("kept-odds.html");
    const run = await runCli(["report", places, "--outlook", places, "--out", out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`vansky: --outlook ${places}: this is a vansky score output, not an outlook\n`);
    expect(readFileSync(out, "utf8")).toBe("the previous report");
    const swapped = await runCli(["report", ndjson, "--outlook", places]);
    expect(swapped.code).toBe(1);
    expect(swapped.stderr).toBe(`vansky: ${ndjson}: this is a vansky outlook output, not a score output\n`);
    const forecast = join(WORLD, "PT.forecast.json");
    const answer = await runCli(["report", places, "--outlook", forecast]);
    expect(answer.stderr).toBe(
      `vansky: --outlook ${forecast}: an Open-Meteo response, not a vansky outlook output: make its outlooks first ` +
        "(vansky outlook FOLDER --out outlook.json)\n",
    );
  });
});

describe("vansky report --outlook without an outlook", () => {
  it.each([
    ["an empty file", ""],
    ["an empty data list", '{"data":[],"count":0,"updated_at":null,"source":"Open-Meteo"}'],
  ])("refuses %s with exit 3, the report left as it was", async (_, text) => {
    const empty = join(dir, "no-outlook.json");
    writeFileSync(empty, text);
    const out = existing("kept-report.html");
    const run = await runCli(["report", weather, "--outlook", empty, "--out", out, "--now", NOW]);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`vansky: --outlook ${empty} has no outlook: no odds to draw (${out} left as it was)\n`);
    expect(readFileSync(out, "utf8")).toBe("the previous report");
  });
});

describe("vansky serve's report pages", () => {
  it("serves the report at / and the map at /map.svg from the records it serves, in --locale", async () => {
    const args = ["serve", weather, "--port", "0", "--base-path", "/v1", "--locale", "pt_BR"];
    const child = spawn(process.execPath, [await cliBin(), ...args]);
    try {
      let err = "";
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr.on("data", (chunk: Buffer) => {
          err += chunk;
          const m = /at (http:\/\/[^/\s]+)/.exec(err);
          if (m) resolve(m[1] as string);
        });
        child.on("exit", () => reject(new Error(err)));
      });
      const page = await fetch(`${url}/v1/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await page.text();
      expect(html.match(/<tr data-code=/g)?.length).toBe(SET.length);
      // the recommendations in Brazilian Portuguese, tagged as such (C1, N20)
      expect(html).toContain('<ul class="recs" lang="pt-BR">');
      expect(html).not.toMatch(/<ul class="recs" lang="(?!pt-BR)/);
      const map = await fetch(`${url}/v1/map.svg`);
      expect(map.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect((await map.text()).match(/<(path|circle) data-code="[A-Z]{2}" data-band="[0-4n]/g)?.length).toBe(
        SET.length,
      );
      expect((await fetch(`${url}/v1/`, { method: "POST" })).status).toBe(405);
      expect((await fetch(`${url}/v1/api/weatherscore/weather`)).status).toBe(200);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
