/**
 * The renderer of vansky/report on small sets: colours at the label bands' boundaries, hatching and dots, stale and
 * warned records, the table's rows, escaping of every text from records, option checks, and determinism.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { getCountry } from "../../src/countries/index.js";
import { VanskyInputError } from "../../src/errors.js";
import { NO_VALUE_FILL } from "../../src/report/fields.js";
import { PALETTE, project, renderMap, renderReport, scoreBand } from "../../src/report/index.js";
import { NOW, worldRecord } from "./helpers.js";

/** A real record of France, fetched an hour before NOW. */
const FR = worldRecord("FR");
const record = (overrides: Partial<VanSkyCountry>): VanSkyCountry => ({ ...FR, ...overrides });

/** The opening tag of the map element of `code` (a path or a circle). */
function mapElement(svg: string, code: string): string {
  const match = new RegExp(`<(path|circle) data-code="${code}"[^>]*>`).exec(svg);
  if (!match) throw new Error(`no map element for ${code}`);
  return match[0];
}
const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];

afterEach(() => {
  vi.useRealTimers();
});

describe("colours", () => {
  it.each([
    [100, 4],
    [80, 4],
    [79, 3],
    [60, 3],
    [59, 2],
    [40, 2],
    [39, 1],
    [20, 1],
    [19, 0],
    [0, 0],
  ])("fills a van_score of %i with band %i of the scale", (score, band) => {
    expect(scoreBand(score)).toBe(band);
    const tag = mapElement(renderMap([record({ van_score: score })], { now: NOW }), "FR");
    expect(attribute(tag, "fill")).toBe(PALETTE[band]);
    expect(attribute(tag, "data-band")).toBe(String(band));
  });

  it("colours by the chosen field, a null value grey, words by their level", () => {
    const now = { now: NOW };
    expect(
      attribute(mapElement(renderMap([record({ sea_score: null })], { ...now, field: "sea_score" }), "FR"), "fill"),
    ).toBe(NO_VALUE_FILL);
    const high = renderMap([record({ condensation_risk: "high" })], { ...now, field: "condensation_risk" });
    expect(attribute(mapElement(high, "FR"), "fill")).toBe(PALETTE[0]);
    const safe = renderMap([record({ awning_status: "safe" })], { ...now, field: "awning_status" });
    expect(attribute(mapElement(safe, "FR"), "fill")).toBe(PALETTE[4]);
    const age = renderMap([record({})], { ...now, field: "age" }); // 1 h old, limit 12 h: the freshest band
    expect(attribute(mapElement(age, "FR"), "fill")).toBe(PALETTE[4]);
  });
});

describe("the map", () => {
  it("hatches a country without a record and draws one with a record in colour", () => {
    const svg = renderMap([record({})], { now: NOW });
    const de = mapElement(svg, "DE");
    expect(attribute(de, "fill")).toBe("url(#vs-hatch)");
    expect(attribute(de, "data-band")).toBe("missing");
    expect(svg).toContain('<pattern id="vs-hatch"');
    expect(attribute(mapElement(svg, "FR"), "fill")).not.toBe("url(#vs-hatch)");
  });

  it("draws an island without a shape as a dot at the country table's point", () => {
    const mt = getCountry("MT");
    if (!mt) throw new Error("no MT");
    const tag = mapElement(renderMap([record({ code: "MT" })], { now: NOW }), "MT");
    const [x, y] = project(mt.longitude, mt.latitude);
    expect(tag.startsWith("<circle")).toBe(true);
    expect(attribute(tag, "cx")).toBe(x.toFixed(1));
    expect(attribute(tag, "cy")).toBe(y.toFixed(1));
  });

  it("outlines stale records (dashed) and records with warnings, and only those", () => {
    const warning = { code: "SHIFTED_DAYS", path: "daily", message: "days re-reckoned" } as const;
    const records = [
      record({ code: "FR", fetched_at: "2026-07-14T22:59:00Z" }), // 13 h 1 min old
      record({ code: "ES", fetched_at: "2026-07-15T01:00:00Z" }), // 11 h old
      record({ code: "IT" }),
    ];
    const svg = renderMap(records, { now: NOW, maxAgeHours: 12, warnings: { IT: [warning] } });
    expect(attribute(mapElement(svg, "FR"), "stroke-dasharray")).toBe("3 2");
    expect(attribute(mapElement(svg, "ES"), "stroke")).toBeUndefined();
    expect(attribute(mapElement(svg, "IT"), "stroke")).toBe("#d55e00");
  });
});

describe("the report page", () => {
  it("has one table row per record, with its 7-day strip", () => {
    const records = ["FR", "ES", "IT", "MT", "lisbon"].map((code) => record({ code }));
    const html = renderReport(records, { now: NOW });
    expect(html.match(/<tr data-code=/g)?.length).toBe(records.length);
    expect(html.match(/<div class="strip"/g)?.length).toBe(records.length);
    expect(html.match(/<i class="b\d">/g)?.length).toBe(records.length * 3 * FR.forecast.length);
  });

  it("marks stale rows and rows with warnings, and shows the envelope's metadata", () => {
    const envelope = {
      data: [record({ fetched_at: "2026-07-14T12:00:00Z" })],
      count: 1,
      updated_at: "2026-07-15T11:00:00Z",
      source: "Open-Meteo",
    };
    const html = renderReport(envelope, { now: NOW });
    expect(html).toContain('<tr data-code="FR" class="stale">');
    expect(html).toContain('<td data-v="24.000">24 h <mark class="badge">stale</mark></td>');
    // 15 July 2026 is a Wednesday; 11:00Z is 11:00 UTC
    expect(html).toContain(
      "1 place · data updated Wed 15 Jul 2026, 11:00 UTC · source: Open-Meteo · map: van score · " +
        "ages as of Wed 15 Jul 2026, 12:00 UTC · 1 stale (older than 12 h) · 0 with warnings",
    );
    expect(html).toContain(
      "<title>VanSky report: Van score of 1 place, data updated Wed 15 Jul 2026, 11:00 UTC</title>",
    );
    expect(html).toContain('<time datetime="2026-07-14T12:00:00Z">Tue 14 Jul 2026, 12:00 UTC</time>');
  });

  it("says only what it knows above the table: records without an envelope have no update time or source", () => {
    const warning = { code: "SHIFTED_DAYS", path: "daily", message: "days re-reckoned" } as const;
    const html = renderReport([record({}), record({ code: "ES" })], { now: NOW, warnings: { ES: [warning] } });
    // FR's record was fetched an hour before NOW: fresh under the 12 h limit, as ES's
    expect(html).toContain(
      "2 places · map: van score · ages as of Wed 15 Jul 2026, 12:00 UTC · 0 stale (older than 12 h) · 1 with warnings<",
    );
  });

  it("words what a record lacks one way: no data, in the table as on the map", () => {
    const html = renderReport([record({ sea_score: null, fetched_at: null })], { now: NOW });
    expect(html).toContain('<td data-v="">no data</td>'); // the sea score, the fetch time and the age
    expect(html.match(/<td data-v="">no data<\/td>/g)?.length).toBe(3);
    const svg = renderMap([record({ sea_score: null })], { now: NOW, field: "sea_score" });
    expect(svg).toContain("<title>France (FR): sea score no data</title>");
    expect(svg).toContain(">no data for this field</text>");
  });

  it("aligns every 7-day strip on the dates, a place already in tomorrow starting a column later", () => {
    const later = FR.forecast.map((d, i) => ({ ...d, date: FR.forecast[i + 1]?.date ?? "2026-07-22" }));
    const html = renderReport([record({}), record({ code: "NZ", forecast: later })], { now: NOW });
    // the columns: 15 to 22 July, eight of them, in both rows
    expect(html.match(/<div class="strip" style="--n:8">/g)?.length).toBe(2);
    expect(html).toContain('<b title="Wed 15 Jul 2026">Wed 15</b>');
    expect(html).toContain('<i class="na" title="its local today is Thu 16 Jul"></i>');
    expect(html).toContain('<i class="na" title="beyond its forecast"></i>');
  });

  it("escapes every text from records and warnings: no markup gets in", () => {
    const evil = '<img src=x onerror="alert(1)">';
    // a point id (table only), its warning, and the envelope's source (the summary, the map's title)
    const records = { data: [record({ code: evil, fetched_at: null })], count: 1, updated_at: NOW, source: evil };
    const warnings = { [evil]: [{ code: "SHIFTED_DAYS" as const, path: "</script>", message: evil }] };
    const html = renderReport(records, { now: NOW, warnings, locale: "de" });
    const svg = renderMap(records, { now: NOW, warnings, field: "score_label" });
    for (const text of [html, svg]) expect(text).not.toContain("<img");
    expect(html.match(/&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html.match(/<script>/g)?.length).toBe(1);
    expect(html.match(/<\/script>/g)?.length).toBe(1);
  });

  it.each([
    ["de", "de", "Gewitter heute"],
    ["fr_CA", "fr", "Orages aujourd’hui"],
    ["pt", "pt-PT", "Trovoadas hoje"],
    ["pt_br", "pt-BR", "Tempestades com raios hoje"],
    ["zh", "en", "Thunderstorms today"],
    ["zh-Hant-TW", "en", "Thunderstorms today"],
  ])("tags the recommendations of --locale %s with the language shown, %s (review N20)", (locale, lang, text) => {
    const thunder = { type: "danger", key: "vansky.rec.thunderstorm", params: { code: 95 } } as const;
    const html = renderReport([record({ recommendations: [thunder] })], { now: NOW, locale });
    const lists = [...html.matchAll(/<ul class="recs" lang="([^"]*)"><li class="rec-danger">([^<]*)</g)];
    expect(lists.map((m) => m[1])).toEqual([lang]);
    expect(lists[0]?.[2]).toContain(text);
  });

  it.each([
    [[{ code: "FR" }], "data[0]"],
    [[{ ...FR, van_score: "84" }], "data[0].van_score"],
    [[{ ...FR, forecast: [{ ...FR.forecast[0], date: 20260715 }] }], "data[0].forecast[0].date"],
    [[{ ...FR, score_label: "great" }], "data[0].score_label"],
    [{ data: "FR", count: 1, updated_at: NOW, source: "x" }, "data"],
    [null, "data"],
  ])("refuses a malformed record with the library's typed error naming it (%#)", (input, path) => {
    for (const render of [renderReport, renderMap]) {
      const error = (() => {
        try {
          render(input as never, { now: NOW });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(VanskyInputError);
      expect((error as VanskyInputError).code).toBe("BAD_RECORD");
      expect((error as VanskyInputError).path).toBe(path);
    }
  });

  it("is the same for the same input, whatever the clock", () => {
    const records = [record({}), record({ code: "MT" })];
    vi.useFakeTimers({ now: Date.parse("2020-01-01T00:00:00Z") });
    const first = [renderReport(records, { now: NOW }), renderMap(records, { now: NOW })];
    vi.setSystemTime(Date.parse("2030-06-01T00:00:00Z"));
    expect([renderReport(records, { now: NOW }), renderMap(records, { now: NOW })]).toEqual(first);
  });

  it.each([
    [{ now: "yesterday" }, "now"],
    [{ now: NOW, field: "temp_day" as never }, "field"],
    [{ now: NOW, maxAgeHours: 0 }, "maxAgeHours"],
    [{ now: NOW, locale: "de DE" }, "locale"],
    [{ now: NOW, locale: 7 as never }, "locale"],
  ])("refuses bad options (%o)", (options, path) => {
    const error = (() => {
      try {
        renderReport([record({})], options);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(VanskyInputError);
    expect((error as VanskyInputError).path).toBe(path);
  });
});
