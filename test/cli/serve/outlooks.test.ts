/**
 * `vansky serve FOLDER` judges outlooks as it judges records, a real server process: an outlook whose ensemble answer
 * is older than --outlook-max-age is left out of the API and the report and named on stderr; every outlook served
 * starts on its place's today, never on a day before (made as of the server's clock); and nothing in the folder's
 * ensemble part (answers of two models, as an older vansky could leave) stops the server from starting or its
 * records from refreshing.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ENSEMBLE_MODELS } from "../../../src/request/ensemble.js";
import { generated } from "../../outlook/helpers.js";
import { movedToToday } from "../fetch-server.js";
import { raw, start } from "./server.js";

const WORLD = new URL("../../../fixtures/world/2026-07-15/", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "vansky-serve-outlooks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY_MS = 86_400_000;
const GEPS = ENSEMBLE_MODELS.gem_global.variables;

/** Writes `index.json` of `folder` as vansky fetch does: a temporary file renamed into place. */
function writeIndex(folder: string, countries: object[]): void {
  writeFileSync(join(folder, "index.json.tmp"), JSON.stringify({ countries }));
  renameSync(join(folder, "index.json.tmp"), join(folder, "index.json"));
}

/** `code`'s ensemble answer, its first day `daysBefore` days before today, written into `folder`; its entry. */
function answerOf(folder: string, code: string, daysBefore: number, model = "gem_global") {
  const answer = movedToToday(generated(code, 21, 14, GEPS), daysBefore);
  writeFileSync(join(folder, `${code}.ensemble.json`), JSON.stringify(answer));
  const fetchedAt = new Date(Date.now() - daysBefore * DAY_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  // today in the answer's zone as of now (its utc_offset_seconds is the July fixture's: an hour off in winter)
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: answer.timezone as string }).format(Date.now());
  const entry = {
    code,
    forecast: null,
    marine: null,
    ensemble: `${code}.ensemble.json`,
    ensemble_fetched_at: fetchedAt,
  };
  return { entry: { ...entry, ensemble_model: model }, today };
}

const json = async (url: string) => {
  const r = await raw(url);
  return { status: r.status, body: JSON.parse(r.body.toString()) };
};

describe("vansky serve FOLDER: outlooks have an age", () => {
  it("leaves out an outlook older than --outlook-max-age, named; serves the others from today, no day before", async () => {
    const folder = mkdtempSync(join(dir, "aged-"));
    // PT's answer fetched 3 days ago, its hours from 3 days ago; CH's a day ago, from yesterday
    const pt = answerOf(folder, "PT", 3);
    const ch = answerOf(folder, "CH", 1);
    writeIndex(folder, [pt.entry, ch.entry]);
    const server = await start([folder]);
    expect(server.stderr()).toContain(
      `vansky: ${folder}: 1 outlook stale (its ensemble answer fetched more than 48 h ago), not served: PT\n`,
    );
    expect(server.stderr()).toMatch(/serving 0 records and 1 outlook /);
    const list = await json(`${server.url}/api/weatherscore/outlook`);
    expect(list.body.data.map((o: { code: string }) => o.code)).toEqual(["CH"]);
    const days = list.body.data[0].days.map((d: { date: string }) => d.date);
    // the answer's hours start yesterday: its outlook, today
    expect(days[0]).toBe(ch.today);
    expect(days.every((date: string) => date >= ch.today)).toBe(true);
    expect((await json(`${server.url}/api/weatherscore/outlook/PT`)).body).toEqual({
      success: false,
      error: "not_found",
      message: "No outlook for PT",
    });
  });
});

describe("vansky serve FOLDER whose ensemble answers cannot be made into outlooks", () => {
  it("starts, serves and refreshes its records, no outlooks, saying why; serves them once they can be made", async () => {
    const folder = mkdtempSync(join(dir, "models-"));
    // the fixtures' forecasts of July; no marine answer (July's covers none of the outlooks' days)
    const forecast = (code: string, fetchedAt: string) => ({
      code,
      forecast: join(WORLD, `${code}.forecast.json`),
      marine: null,
      fetched_at: fetchedAt,
    });
    const pt = answerOf(folder, "PT", 0);
    const es = answerOf(folder, "ES", 0, "gfs_seamless");
    // two models in one folder, as a vansky before one model per folder could leave it
    writeIndex(folder, [
      { ...pt.entry, ...forecast("PT", "2026-07-15T06:00:00Z") },
      { ...es.entry, ...forecast("ES", "2026-07-15T06:00:00Z") },
    ]);
    const server = await start([folder]);
    expect(server.stderr()).toContain(
      `vansky: ${folder}: no outlooks served: ensemble answers of several models (gem_global, gfs_seamless): give one folder per model; the records are served\n`,
    );
    expect(server.stderr()).toMatch(/serving 2 records and 0 outlooks \(updated_at 2026-07-15T06:00:00Z; /);
    expect((await json(`${server.url}/api/weatherscore/outlook`)).body.data).toEqual([]);

    // a forecast refresh: the records are reloaded, whatever the ensemble part
    writeIndex(folder, [
      { ...pt.entry, ...forecast("PT", "2026-07-15T12:00:00Z") },
      { ...es.entry, ...forecast("ES", "2026-07-15T12:00:00Z") },
    ]);
    await server.waitFor(/reloaded, 2 records and 0 outlooks \(updated_at 2026-07-15T12:00:00Z\)/);
    const weather = await json(`${server.url}/api/weatherscore/weather/PT`);
    expect(weather.body.data.fetched_at).toBe("2026-07-15T12:00:00Z");

    // one model again: the outlooks are served
    writeIndex(folder, [
      { ...pt.entry, ...forecast("PT", "2026-07-15T12:00:00Z") },
      forecast("ES", "2026-07-15T12:00:00Z"),
    ]);
    await server.waitFor(/reloaded, 2 records and 1 outlook /);
    const list = await json(`${server.url}/api/weatherscore/outlook`);
    expect(list.body.data.map((o: { code: string; days: { date: string }[] }) => [o.code, o.days[0]?.date])).toEqual([
      ["PT", pt.today],
    ]);
  });
});
