/**
 * The same record either way: every world fixture (both sets, forecast and marine) and every ensemble fixture, and
 * the real recordings in ../shared, scored from their JSON answers and from the FlatBuffers answers Open-Meteo would
 * send for them (scripts/flatbuffers/writer.ts), as bytes and as @openmeteo/sdk's WeatherApiResponse: the same
 * records, outlooks and warnings, or the same errors at the same paths.
 *
 * No field differs, so no float32 case is listed: the reader rounds each float32 as Open-Meteo's JSON writer does
 * (the unit's decimals, src/adapters/flatbuffers/section.ts `jsonValue`), which gives back the JSON value exactly.
 * Read as raw float32 instead, 62 of the 500 world records differed (docs/adapter.md, "FlatBuffers answers").
 * One pass over each set, each answer scored once per format.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { writeFlatBuffers } from "../../scripts/flatbuffers/writer.js";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { scoreCountries } from "../../src/assemble/batch.js";
import { scoreCountry } from "../../src/assemble/country.js";
import { isVanskyInputError, type VanskyWarning } from "../../src/errors.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { fb, sdkResponses } from "../adapters/flatbuffers/helpers.js";
import { expectInputError, hasRealFixtures, real, realFixtureNames, realPlace, world } from "../adapters/helpers.js";
import { SHARED } from "../shared.js";

type Json = Record<string, unknown>;
type Input = Parameters<typeof scoreCountry>[0];

/** A record with the warnings it was made with, or the error's code and path. */
function outcome(input: Input, options: Parameters<typeof outlookCountry>[1] = {}, outlook = false): unknown {
  const warnings: VanskyWarning[] = [];
  const onWarning = (w: VanskyWarning) => warnings.push(w);
  try {
    const result = outlook ? outlookCountry(input, { ...options, onWarning }) : scoreCountry(input, { onWarning });
    return { result, warnings };
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    return { code: error.code, path: error.path, warnings };
  }
}

/** Each differing leaf of two values, as `path: json vs flatbuffers`. */
function differences(a: unknown, b: unknown, path = ""): string[] {
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences((a as Json)[k], (b as Json)[k], path ? `${path}.${k}` : k));
  }
  return Object.is(a, b) ? [] : [`${path}: ${String(a)} vs ${String(b)}`];
}

/**
 * Float32 cases: a record field that may differ between the formats, with its bound. None: see the head comment. A
 * case found would be listed here with its field, set, country and bound, and a label, class or advice key only
 * where a value sits within float32 rounding of its threshold.
 */
const FLOAT32_CASES: readonly string[] = [];

describe.each(["2026-07-15", "2026-01-15"])("the world set %s", (set) => {
  const index = world(set, "index.json") as unknown as {
    reference: string;
    countries: { code: string; forecast: string; marine: string | null }[];
  };
  // the July set as bytes (forecast a Uint8Array, marine an ArrayBuffer), the January one as the SDK's objects
  const asSdk = set === "2026-01-15";

  it("scores every country to the same record and warnings from FlatBuffers as from JSON", () => {
    const found: string[] = [];
    for (const e of index.countries) {
      const forecast = world(set, e.forecast);
      const marine = e.marine ? world(set, e.marine) : null;
      const forecastFb = fb(forecast);
      const marineFb = marine && fb(marine);
      const now = index.reference;
      const json = outcome({ code: e.code, forecast, marine, now });
      const flat = outcome({
        code: e.code,
        now,
        forecast: asSdk ? sdkResponses(forecastFb)[0] : forecastFb,
        marine: marineFb && (asSdk ? sdkResponses(marineFb)[0] : marineFb.slice().buffer),
      });
      for (const d of differences(json, flat)) found.push(`${e.code} ${d}`);
    }
    expect(found).toEqual(FLOAT32_CASES);
  });
});

describe("the ensemble fixtures", () => {
  const dir = new URL("../../fixtures/ensemble/2026-07-15/", import.meta.url);
  const index = JSON.parse(readFileSync(new URL("index.json", dir), "utf8")) as {
    reference: string;
    countries: { code: string; marine: string | null; ensemble: string; ensemble_model: string }[];
  };

  it.each(index.countries)("$code: the same outlook and warnings, and the same record of the control run", (e) => {
    const ensemble = JSON.parse(readFileSync(new URL(e.ensemble, dir), "utf8"));
    const marine = e.marine ? JSON.parse(readFileSync(new URL(e.marine, dir), "utf8")) : null;
    const now = index.reference;
    const options = { model: e.ensemble_model };
    const bytes = fb(ensemble);
    const flat = { code: e.code, forecast: sdkResponses(bytes)[0], marine: marine && fb(marine), now };
    expect(outcome(flat, options, true)).toEqual(
      outcome({ code: e.code, forecast: ensemble, marine, now }, options, true),
    );
    expect(outcome({ ...flat, forecast: bytes })).toEqual(outcome({ code: e.code, forecast: ensemble, marine, now }));
  });

  it("CH without gusts and with a 3-hour rain mean: the same estimates, outlook and warnings from FlatBuffers", () => {
    const e = index.countries.find((c) => c.code === "CH") as (typeof index.countries)[number];
    const given = JSON.parse(readFileSync(new URL(e.ensemble, dir), "utf8")) as Json;
    // as GEPS answers: no gusts; and every run's hours 15:00-17:00 local (13-15 UTC, an even 3-hour step) 5 mm each
    const hourly = Object.fromEntries(
      Object.entries(given.hourly as Json)
        .filter(([key]) => !key.startsWith("wind_gusts_10m"))
        .map(([key, values]) =>
          key.startsWith("precipitation")
            ? [key, (values as number[]).map((v, i) => (i >= 15 && i < 18 ? 5 : v))]
            : [key, values],
        ),
    );
    const ensemble = { ...given, hourly };
    const now = index.reference;
    const options = { model: e.ensemble_model };
    const json = outcome({ code: e.code, forecast: ensemble, marine: null, now }, options, true) as {
      result: { estimated: { variable: string }[] };
    };
    expect(json.result.estimated.map((x) => x.variable)).toEqual(["wind_gusts_10m", "precipitation"]);
    expect(outcome({ code: e.code, forecast: fb(ensemble), marine: null, now }, options, true)).toEqual(json);
  });

  it("PT with series the engine does not read in some runs only: the same outlook, no run left out", () => {
    const e = index.countries.find((c) => c.code === "PT") as (typeof index.countries)[number];
    const given = JSON.parse(readFileSync(new URL(e.ensemble, dir), "utf8")) as Json;
    const [hourly, units] = [given.hourly as Json, given.hourly_units as Json];
    // a pressure level in the control run, another height in the control run and member 1: series the other runs
    // lack, which JSON's reader never reads (it knows no such key)
    const extra = {
      temperature_850hPa: hourly.temperature_2m,
      temperature_80m: hourly.temperature_2m,
      temperature_80m_member01: hourly.temperature_2m_member01,
    };
    const ensemble = {
      ...given,
      hourly: { ...hourly, ...extra },
      hourly_units: { ...units, ...Object.fromEntries(Object.keys(extra).map((key) => [key, "°C"])) },
    };
    const now = index.reference;
    const options = { model: e.ensemble_model };
    const json = outcome({ code: e.code, forecast: ensemble, marine: null, now }, options, true) as {
      result: { members: number; warnings: { code: string }[] };
    };
    expect(json.result.members).toBe(31);
    expect(json.result.warnings.map((w) => w.code)).not.toContain("MEMBER_LEFT_OUT");
    expect(outcome({ code: e.code, forecast: fb(ensemble), marine: null, now }, options, true)).toEqual(json);
  });

  it("PT with a run's temperatures written without values: LENGTH_MISMATCH naming the run, no crash", () => {
    const e = index.countries.find((c) => c.code === "PT") as (typeof index.countries)[number];
    const given = JSON.parse(readFileSync(new URL(e.ensemble, dir), "utf8")) as Json;
    const bare = fb(given, { withoutValues: { section: "hourly", key: "temperature_2m_member07" } });
    const input = { code: e.code, forecast: bare, marine: null, now: index.reference };
    const options = { model: e.ensemble_model };
    // as the JSON answer whose array for that run holds no value
    const empty = { ...given, hourly: { ...(given.hourly as Json), temperature_2m_member07: [] } };
    const json = outcome({ ...input, forecast: empty }, options, true);
    expect(json).toEqual({ code: "LENGTH_MISMATCH", path: "hourly.temperature_2m_member07", warnings: [] });
    expect(outcome(input, options, true)).toEqual(json);
  });

  it("PT with two series of one run's temperatures: the first read, as its JSON answer with that one", () => {
    const e = index.countries.find((c) => c.code === "PT") as (typeof index.countries)[number];
    const given = JSON.parse(readFileSync(new URL(e.ensemble, dir), "utf8")) as Json;
    const hourly = given.hourly as Json;
    // the first ends after two days, the second is the run's whole series: the run is left out for the first
    const short = (hourly.temperature_2m_member07 as (number | null)[]).map((t, i) => (i < 48 ? t : null));
    const extra = [{ section: "hourly", key: "temperature_2m_member07", values: short }] as const;
    const now = index.reference;
    const options = { model: e.ensemble_model };
    const first = { ...given, hourly: { ...hourly, temperature_2m_member07: short } };
    const json = outcome({ code: e.code, forecast: first, marine: null, now }, options, true) as {
      result: { members: number };
    };
    expect(json.result.members).toBe(30);
    expect(outcome({ code: e.code, forecast: fb(given, { extra }), marine: null, now }, options, true)).toEqual(json);
  });
});

describe("warnings", () => {
  it("a lean answer lacking variables: the same MISSING_VARIABLE and COMPOSED_VARIABLE warnings and record", () => {
    const lean = world("2026-07-15", "PT.forecast.json");
    const hourly = lean.hourly as Json;
    const units = lean.hourly_units as Json;
    for (const key of ["uv_index", "visibility"]) delete hourly[key];
    hourly.rain = hourly.precipitation;
    hourly.showers = (hourly.precipitation as unknown[]).map((p) => (p === null ? null : 0));
    units.rain = units.showers = "mm";
    delete hourly.precipitation;
    delete lean.current;
    delete lean.daily;
    const now = "2026-07-15T12:00:00Z";
    const json = outcome({ code: "PT", forecast: lean, now }) as { warnings: VanskyWarning[] };
    expect(json.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["MISSING_VARIABLE", "COMPOSED_VARIABLE"]));
    expect(outcome({ code: "PT", forecast: fb(lean), now })).toEqual(json);
  });
});

describe("several locations in one answer", () => {
  const PT = world("2026-07-15", "PT.forecast.json");
  const ES = { ...world("2026-07-15", "ES.forecast.json"), location_id: 1 };

  it("scoreCountry takes one location: bytes of two are NOT_AN_OPEN_METEO_RESPONSE at forecast, as a JSON array is", () => {
    expectInputError(
      () => scoreCountry({ code: "PT", forecast: fb([PT, ES]) }),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "forecast",
    );
    expectInputError(() => scoreCountry({ code: "PT", forecast: [PT, ES] }), "NOT_AN_OPEN_METEO_RESPONSE", "forecast");
  });

  it("a marine answer of two locations is a warning, MARINE_REJECTED, as a JSON array is", () => {
    const warnings: VanskyWarning[] = [];
    const marine = fb([
      world("2026-07-15", "PT.marine.json"),
      { ...world("2026-07-15", "ES.marine.json"), location_id: 1 },
    ]);
    scoreCountry({ code: "PT", forecast: fb(PT), marine }, { onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => [w.code, w.path])).toEqual([["MARINE_REJECTED", "marine"]]);
  });

  it("the normalizers take fetchWeatherApi's responses as an array, in location_id order, as JSON's array", () => {
    const responses = sdkResponses(fb([ES, PT].map((r, i) => ({ ...r, location_id: 1 - i }))));
    expect(normalizeForecast(responses)).toEqual(normalizeForecast([PT, ES]));
    const marines = [
      world("2026-07-15", "PT.marine.json"),
      { ...world("2026-07-15", "ES.marine.json"), location_id: 1 },
    ];
    expect(normalizeMarine(sdkResponses(fb([...marines].reverse())))).toEqual(normalizeMarine(marines));
  });

  it("the normalizers take the bytes of one location: bytes of two are NOT_AN_OPEN_METEO_RESPONSE (splitResponse splits them)", () => {
    expectInputError(() => normalizeForecast(fb([PT, ES])), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expect(() => normalizeForecast(fb([PT, ES]))).toThrow(/one location expected, got 2/);
  });

  it("a batch scores each input's answer; an error names the input's index", () => {
    const now = "2026-07-15T12:00:00Z";
    expect(scoreCountries([{ code: "PT", forecast: fb(PT), now }])).toEqual(
      scoreCountries([{ code: "PT", forecast: PT, now }]),
    );
    expectInputError(
      () =>
        scoreCountries([
          { code: "PT", forecast: fb(PT), now },
          { code: "ES", forecast: fb([PT, ES]), now },
        ]),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "[1].forecast",
    );
  });
});

describe.skipIf(!hasRealFixtures)("the real recorded answers", SHARED, () => {
  it.each(realFixtureNames)("%s: the same series, and the same record or error, either way", (file) => {
    const json = real(file);
    const { bytes, skipped } = writeFlatBuffers(json);
    expect(skipped).toEqual([]);
    const normalize = file.startsWith("marine-") ? normalizeMarine : normalizeForecast;
    const series = (input: unknown) => {
      try {
        return normalize(input as never);
      } catch (error) {
        if (!isVanskyInputError(error)) throw error;
        return { code: error.code, path: error.path };
      }
    };
    // several locations: fetchWeatherApi's array of responses, as the JSON array (bytes of one location otherwise)
    expect(series(Array.isArray(json) ? sdkResponses(bytes) : bytes)).toEqual(series(json));
    if (file.startsWith("marine-")) return;
    const code = realPlace(file) as string;
    const locations = (Array.isArray(json) ? json : [json]) as Json[];
    for (const [i, forecast] of locations.entries())
      expect(outcome({ code, forecast: sdkResponses(bytes)[i] })).toEqual(outcome({ code, forecast }));
  });
});
