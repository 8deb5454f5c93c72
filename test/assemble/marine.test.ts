/**
 * Marine responses beside a forecast: matched to the forecast's local days by date whatever their own offset or
 * zone (real marine responses re-timed to GMT, to +05:45 and across the date line), a response that covers none of
 * the days is MARINE_MISMATCH, and one that covers only some, is broken or is empty keeps the country with
 * `marine: null` and a warning whose path starts with `marine`.
 */
import { describe, expect, it } from "vitest";
import { generateLocation } from "../../scripts/fixtures/generate.js";
import { type CountryInput, explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { expectInputError, hasRealFixtures, real, world } from "../adapters/helpers.js";
import { retime } from "../retime.js";
import { SHARED } from "../shared.js";
import { expectContract } from "./contract.js";

type Json = Record<string, unknown>;

/** A generated forecast at the marine response's own grid point and zone, requested at `requested`. */
function forecastAt(marine: Json, zone: string, requested: string): Json {
  const point = {
    code: "XX",
    latitude: marine.latitude as number,
    longitude: marine.longitude as number,
    timezone: zone,
    isCoastal: false,
  };
  return generateLocation(point, Date.parse(requested)).forecast;
}

const input = (forecast: Json, marine: unknown, now: string, timezone: string): CountryInput => ({
  code: "XX",
  region: "europe",
  is_coastal: true,
  timezone,
  forecast,
  marine,
  now,
});

/** Offsets (s) and names to re-time marine responses to: GMT, Kathmandu's +05:45, Kiritimati's +14:00, Niue's -11:00. */
const OFFSETS: [number, string][] = [
  [0, "GMT"],
  [20_700, "Asia/Kathmandu"],
  [50_400, "Pacific/Kiritimati"],
  [-39_600, "Pacific/Niue"],
];

describe.skipIf(!hasRealFixtures)("a real marine response in another zone than the forecast's", SHARED, () => {
  it.each([
    ["marine-tampa-hourly-seasignal-1.json", "America/New_York", "2026-07-28T16:00:00Z"],
    ["marine-philippines-daily-shipcentral-1.json", "Asia/Manila", "2023-09-04T04:00:00Z"],
    ["marine-northsea-all-sections-frenck-1.json", "Europe/Amsterdam", "2026-10-03T12:00:00Z"],
  ])("%s is matched by local date at any offset", (file, zone, now) => {
    const marine = real(file) as Json;
    const forecast = forecastAt(marine, zone, now);
    const own = scoreCountry(input(forecast, marine, now, zone));
    expect(own.marine).not.toBeNull();
    expect(own.sea_score).not.toBeNull();
    for (const [offsetS, name] of OFFSETS) {
      const moved = explainCountry(input(forecast, retime(marine, offsetS, name, zone), now, zone));
      expectContract(moved.record);
      expect(moved.record.marine, `${file} at ${name}`).toEqual(own.marine);
      expect(moved.record.sea_score, `${file} at ${name}`).toBe(own.sea_score);
      for (const w of moved.warnings) expect(w.path).toMatch(/^marine/);
    }
  });

  it("throws MARINE_MISMATCH for a marine response of another week", () => {
    const marine = real("marine-tampa-hourly-seasignal-1.json") as Json;
    const forecast = forecastAt(marine, "America/New_York", "2026-07-15T16:00:00Z");
    expectInputError(
      () => scoreCountry(input(forecast, marine, "2026-07-15T16:00:00Z", "America/New_York")),
      "MARINE_MISMATCH",
      "marine",
    );
  });

  it("keeps the real Tampa pair, whose marine days start four days after the forecast's, with a warning", () => {
    const pair = {
      code: "US",
      forecast: real("forecast-tampa-oldnames-knots-seasignal-1.json"),
      marine: real("marine-tampa-hourly-seasignal-1.json"),
    };
    const early = explainCountry(pair);
    expect(early.record.forecast[0]?.date).toBe("2026-07-23");
    expect(early.record.marine).toBeNull();
    expect(early.record.sea_score).toBeNull();
    expect(early.warnings).toContainEqual(expect.objectContaining({ code: "MARINE_NOT_TODAY", path: "marine" }));
    const later = explainCountry({ ...pair, now: "2026-07-27T12:00:00-04:00" });
    expect(later.record.marine?.wave_height).toBeGreaterThan(0);
    expect(later.warnings.map((w) => w.code)).not.toContain("MARINE_NOT_TODAY");
  });

  it("warns about an inland marine response with no data (Amsterdam)", () => {
    const { record, warnings } = explainCountry({
      code: "NL",
      forecast: world("2026-07-15", "NL.forecast.json"),
      marine: real("marine-amsterdam-inland-null-openmeteophp-1.json"),
      now: "2026-07-15T12:00:00Z",
    });
    expect(record.marine).toBeNull();
    expect(warnings).toContainEqual(expect.objectContaining({ code: "MARINE_NO_DATA", path: "marine" }));
  });
});

describe("a marine response that cannot be used", () => {
  const pt = () => ({
    code: "PT",
    forecast: world("2026-07-15", "PT.forecast.json"),
    marine: world("2026-07-15", "PT.marine.json"),
    now: "2026-07-15T12:00:00Z",
  });

  it("keeps the country with marine null and says why, with the marine path, when the response is broken", () => {
    const broken = pt();
    ((broken.marine.hourly as Json).wave_height as unknown[]).pop();
    const seen: string[] = [];
    const record = scoreCountry(broken, { onWarning: (w) => seen.push(`${w.code} ${w.path}`) });
    expectContract(record);
    expect(record.marine).toBeNull();
    expect(record.sea_score).toBeNull();
    expect(record.van_score).toBe(scoreCountry({ ...pt(), marine: null }).van_score);
    expect(seen).toEqual(["MARINE_REJECTED marine.hourly.wave_height"]);
    for (const junk of [[pt().marine], "waves", { latitude: 1 }]) {
      const { warnings } = explainCountry({ ...pt(), marine: junk });
      expect(warnings[0]?.code).toBe("MARINE_REJECTED");
      expect(warnings[0]?.path).toMatch(/^marine/);
    }
  });

  it("ignores, with a warning, a marine response given for a landlocked country", () => {
    const { record, warnings } = explainCountry({
      ...pt(),
      code: "CH",
      forecast: world("2026-07-15", "CH.forecast.json"),
    });
    expect(record.marine).toBeNull();
    expect(warnings).toEqual([expect.objectContaining({ code: "MARINE_IGNORED", path: "marine" })]);
  });
});

describe("a world marine response that covers none or only later days of the forecast", () => {
  const pt = (marine: Json) => ({
    code: "PT",
    forecast: world("2026-07-15", "PT.forecast.json"),
    marine,
    now: "2026-07-15T12:00:00Z",
  });

  it("throws MARINE_MISMATCH at marine for January's response beside July's forecast, naming the forecast's days", () => {
    const run = () => scoreCountry(pt(world("2026-01-15", "PT.marine.json")));
    expectInputError(run, "MARINE_MISMATCH", "marine");
    expect(run).toThrow("covers none of the forecast's days (2026-07-15 to 2026-07-22)"); // the 8-day answer
  });

  it("keeps a response that starts two days after today, with MARINE_NOT_TODAY and no sea today", () => {
    // the response's first 48 hours and first two days dropped: it covers 2026-07-17 to 07-21
    const marine = world("2026-07-15", "PT.marine.json");
    for (const [section, n] of [
      ["hourly", 48],
      ["daily", 2],
    ] as const) {
      const block = marine[section] as Record<string, unknown[]>;
      for (const key of Object.keys(block)) block[key] = block[key]?.slice(n) ?? [];
    }
    const warnings: { code: string; path: string; message: string }[] = [];
    const record = scoreCountry(pt(marine), { onWarning: (w) => warnings.push(w) });
    expect(warnings).toContainEqual({
      code: "MARINE_NOT_TODAY",
      path: "marine",
      message: "the marine response does not cover today (2026-07-15)",
    });
    // today's sea is unknown: no marine block and no sea score, where the whole response gives both
    expect(record.marine).toBeNull();
    expect(record.sea_score).toBeNull();
    const whole = scoreCountry(pt(world("2026-07-15", "PT.marine.json")));
    expect(whole.marine).not.toBeNull();
    expect(whole.sea_score).not.toBeNull();
  });
});

describe("the van score's sea bonus on unknown sea data", () => {
  const forecast = world("2026-07-15", "MY.forecast.json");
  const marine = world("2026-07-15", "MY.marine.json") as Json & { hourly: Json; hourly_units: Json };
  /** MY's sea at 26 °C (rated 100) with its waves left out: the score counts them as a slight sea. */
  const warmNoWaves = {
    ...marine,
    daily: undefined,
    daily_units: undefined,
    hourly: { time: marine.hourly.time, sea_surface_temperature: (marine.hourly.time as unknown[]).map(() => 26) },
    hourly_units: { time: "iso8601", sea_surface_temperature: "°C" },
  };
  const now = "2026-07-15T12:00:00Z";

  it("gives no sea bonus where the waves are unknown, though the sea score reaches 90", () => {
    // 0.6·100 + 0.4·min(75, 100) = 90, the bonus's threshold: a known sea of 90 would earn +3
    const x = explainCountry({ code: "MY", forecast, marine: warmNoWaves, now });
    expect(x.record.sea_score).toBe(90);
    expect(x.today.van.adjustments.filter((a) => a.name === "bonus")).toEqual([]);
  });

  it("gives it where both are known (MY's own warm sea: 92)", () => {
    // today's mean SST 28.34 °C rates 100 − 8·0.34/2 = 98.6, waves up to 1.03 m 100 − 25·0.53/0.75 = 82.3 (no swell
    // penalty: period 7.08 s below 10): 0.6·98.6 + 0.4·82.3 = 92.1, at least 90: the sea bonus
    const x = explainCountry({ code: "MY", forecast, marine, now });
    expect(x.record.sea_score).toBe(92);
    expect(x.today.van.adjustments).toContainEqual({ name: "bonus", input: 3, points: 3 });
  });
});
