/**
 * `vansky report` and the report pages of `vansky serve`, run as the built command: a score output drawn as HTML and
 * SVG (by --out's name or --format), usage and data errors in one line, and `/` and `/map.svg` served.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { weatherListResponse } from "../../../src/assemble/envelopes.js";
import { records } from "../../serve/helpers.js";
import { cliBin, removeTempDirs, runCli, tempDir, usageLines } from "../helpers.js";

const NOW = "2026-07-15T12:00:00Z";
const dir = tempDir();
const weather = join(dir, "weather.json");
const SET = records(12, "2026-07-15", "2026-07-15T11:00:00Z");
writeFileSync(weather, JSON.stringify(weatherListResponse(SET, { updatedAt: NOW, source: "Open-Meteo" })));
afterAll(removeTempDirs);

describe("vansky report", () => {
  it("writes the HTML report, and the SVG map for an --out named .svg", async () => {
    const html = join(dir, "report.html");
    expect((await runCli(["report", weather, "--out", html, "--now", NOW])).code).toBe(0);
    const page = readFileSync(html, "utf8");
    expect(page.startsWith("<!doctype html>")).toBe(true);
    expect(page.match(/<tr data-code=/g)?.length).toBe(SET.length);
    const svg = join(dir, "map.svg");
    const run = await runCli(["report", weather, "--out", svg, "--field", "sea_score", "--now", NOW]);
    expect(run.code).toBe(0);
    expect(readFileSync(svg, "utf8")).toMatch(/^<svg [^>]*aria-label="World map of sea_score"/);
  });

  it("refuses a --format the name contradicts, an unknown field and a folder in one line (exit 2)", async () => {
    for (const args of [
      [weather, "--out", join(dir, "x.svg"), "--format", "html"],
      [weather, "--field", "temp_day"],
      [dir],
    ]) {
      const run = await runCli(["report", ...args]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(usageLines("report"));
    }
  });

  it("refuses records that fail the contract (exit 1), naming the file", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"data":[{"code":"FR"}]}');
    const run = await runCli(["report", bad]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/bad\.json: data\[0\]: .*\[BAD_RECORD\]/);
  });
});

describe("vansky serve's report pages", () => {
  it("serves the report at / and the map at /map.svg from the records it serves", async () => {
    const child = spawn(process.execPath, [await cliBin(), "serve", weather, "--port", "0", "--base-path", "/v1"]);
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
      expect((await page.text()).match(/<tr data-code=/g)?.length).toBe(SET.length);
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
