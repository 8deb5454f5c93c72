import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { composePrecipitation, SNOW_WATER_MM_PER_CM } from "../../src/adapters/precipitation.js";
import { explainCountry } from "../../src/assemble/country.js";
import { SHARED } from "../shared.js";
import { hasRealFixtures, real } from "./helpers.js";

type Json = Record<string, unknown>;
const PARTS = { total: "p", rain: "r", showers: "s", snowfallCm: "n" } as const;
const series = (columns: Record<"p" | "r" | "s" | "n", number[]>) => {
  const out = Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, Float64Array.from(v)]));
  const coverage = Object.fromEntries(
    Object.entries(columns).map(([k, v]) => [k, v.filter((x) => !Number.isNaN(x)).length / v.length]),
  );
  return { timeMs: Float64Array.of(0, 1), columns: out, coverage } as never as Parameters<
    typeof composePrecipitation
  >[0];
};

describe("composePrecipitation", () => {
  it("totals rain, showers and snow as water (7 cm of snow is 10 mm), the parts present", () => {
    expect(SNOW_WATER_MM_PER_CM * 7).toBeCloseTo(10, 12);
    const s = series({ p: [Number.NaN, Number.NaN], r: [2, Number.NaN], s: [1, 0.5], n: [0.7, Number.NaN] });
    expect(composePrecipitation(s, PARTS)).toBe(true);
    const p = s?.columns.p as Float64Array;
    expect(p[0]).toBeCloseTo(2 + 1 + 1, 12);
    expect(p[1]).toBe(0.5);
    expect(s?.coverage.p).toBe(1);
  });

  it("leaves a response's own total, and snowfall alone, as they are", () => {
    const own = series({ p: [3, Number.NaN], r: [2, 2], s: [0, 0], n: [0, 0] });
    expect(composePrecipitation(own, PARTS)).toBe(false);
    expect(own?.columns.p?.[1]).toBeNaN();
    const snowOnly = series({
      p: [Number.NaN, Number.NaN],
      r: [Number.NaN, Number.NaN],
      s: [Number.NaN, Number.NaN],
      n: [7, 0],
    });
    expect(composePrecipitation(snowOnly, PARTS)).toBe(false);
    expect(composePrecipitation(null, PARTS)).toBe(false);
  });

  it("composes from rain alone and from showers alone", () => {
    const missing = [Number.NaN, Number.NaN];
    const rainOnly = series({ p: missing, r: [1.5, 0], s: missing, n: missing });
    expect(composePrecipitation(rainOnly, PARTS)).toBe(true);
    expect(Array.from(rainOnly?.columns.p as Float64Array)).toEqual([1.5, 0]);
    const showersOnly = series({ p: missing, r: missing, s: [0, 0.25], n: [0.7, 0] });
    expect(composePrecipitation(showersOnly, PARTS)).toBe(true);
    // 0 mm + 0.7 cm × 10/7 mm/cm = 1 mm; 0.25 mm + 0 mm
    expect(showersOnly?.columns.p?.[0]).toBeCloseTo(1, 12);
    expect(showersOnly?.columns.p?.[1]).toBe(0.25);
  });

  it("makes hourly precipitation of rain and showers in a response, and daily sums from it", () => {
    const f = normalizeForecast({
      latitude: 0,
      longitude: 0,
      utc_offset_seconds: 0,
      hourly_units: { time: "iso8601", rain: "mm", showers: "mm" },
      hourly: {
        time: Array.from({ length: 24 }, (_, h) => `2026-07-15T${String(h).padStart(2, "0")}:00`),
        rain: Array.from({ length: 24 }, (_, h) => (h === 5 ? 1.5 : 0)),
        showers: Array.from({ length: 24 }, (_, h) => (h === 9 ? 0.25 : 0)),
      },
    });
    expect(f.hourly?.columns.precipitationMm[5]).toBe(1.5);
    expect(f.daily?.columns.precipitationSumMm[0]).toBe(1.75);
    expect(f.composed).toEqual(["precipitation = rain + showers + snowfall"]);
  });
});

describe.skipIf(!hasRealFixtures)(
  "Copenhagen's 25 mm day given as rain_sum (forecast-copenhagen-ms-1.json)",
  SHARED,
  () => {
    it("is scored with its rain, and the record says where the total came from", () => {
      const json = real("forecast-copenhagen-ms-1.json") as Json;
      const daily = json.daily as Json;
      const units = json.daily_units as Json;
      daily.rain_sum = daily.precipitation_sum;
      units.rain_sum = units.precipitation_sum;
      delete daily.precipitation_sum;
      delete units.precipitation_sum;
      const now = "2026-07-27T12:00:00+02:00";
      const input = { code: "DK", forecast: json, now };
      const { record, warnings } = explainCountry(input);
      expect(record.weather.precip_sum).toBe(25);
      const withTotal = real("forecast-copenhagen-ms-1.json") as Json;
      expect(explainCountry({ ...input, forecast: withTotal }).record.van_score).toBe(record.van_score);
      expect(record.score_label).not.toBe("ideal");
      expect(warnings.find((w) => w.code === "COMPOSED_VARIABLE")?.message).toContain(
        "precipitation_sum = rain_sum + showers_sum",
      );
    });
  },
);
