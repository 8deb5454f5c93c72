/**
 * The test writer (scripts/flatbuffers/writer.ts) proved by Open-Meteo's own client: its bytes read back with
 * @openmeteo/sdk's generated readers as `fetchWeatherApi` reads an answer (every value, member, unit and time the JSON
 * answer has), and `fetchWeatherApi` itself fetching them from a local stand-in server.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Aggregation } from "@openmeteo/sdk/aggregation.js";
import { Unit } from "@openmeteo/sdk/unit.js";
import { Variable } from "@openmeteo/sdk/variable.js";
import type { VariablesWithTime } from "@openmeteo/sdk/variables-with-time.js";
import type { WeatherApiResponse } from "@openmeteo/sdk/weather-api-response.js";
import { fetchWeatherApi } from "openmeteo";
import { describe, expect, it } from "vitest";
import { writeFlatBuffers } from "../../scripts/flatbuffers/writer.js";
import { scoreCountry } from "../../src/assemble/country.js";
import { fb, sdkResponses } from "../adapters/flatbuffers/helpers.js";
import { hasRealFixtures, real, realFixtureNames, world } from "../adapters/helpers.js";
import { SHARED } from "../shared.js";

type Json = Record<string, unknown>;

/** Epoch seconds of a JSON time (ISO wall time at `offsetS`, or epoch seconds). */
const seconds = (t: unknown, offsetS: number) =>
  typeof t === "number" ? t : Date.parse(`${t}${(t as string).length === 10 ? "T00:00" : ""}:00Z`) / 1000 - offsetS;

const MEMBER = /_member(\d+)$/;

/** The series of `section` whose SDK description is `variable`, `altitude`, `aggregation` and `member`. */
function seriesOf(
  section: VariablesWithTime,
  variable: Variable,
  altitude: number,
  aggregation: Aggregation,
  member: number,
) {
  const found = [];
  for (let i = 0; i < section.variablesLength(); i++) {
    const s = section.variables(i);
    if (!s) continue;
    if (
      s.variable() === variable &&
      s.altitude() === altitude &&
      s.aggregation() === aggregation &&
      s.ensembleMember() === member
    )
      found.push(s);
  }
  return found;
}

/** Checks one section read by the SDK against the JSON section it was written from, key by key. */
function checkSection(section: VariablesWithTime | null, block: Json | undefined, offsetS: number): void {
  expect(section === null).toBe(block === undefined);
  if (block === undefined) return;
  const s = section as VariablesWithTime;
  const times = Array.isArray(block.time) ? block.time : [block.time];
  const first = seconds(times[0], offsetS);
  expect(Number(s.time())).toBe(first);
  if (times.length > 1) expect(s.interval()).toBe(seconds(times[1], offsetS) - first);
  expect(Number(s.timeEnd())).toBe(first + s.interval() * times.length);
  let written = 0;
  for (const [key, values] of Object.entries(block)) {
    if (key === "time" || key === "interval") continue;
    written++;
    const member = Number(MEMBER.exec(key)?.[1] ?? 0);
    const name = key.replace(MEMBER, "");
    const meta = KNOWN[name];
    if (!meta) continue; // a variable the engine does not read: its meta is the writer's own (schema.test.ts)
    const [match] = seriesOf(s, meta[0], meta[1], meta[2], member);
    expect(match, `${key}`).toBeDefined();
    if (name === "sunrise" || name === "sunset") {
      const list = values as unknown[];
      for (const [d, t] of list.entries())
        expect(match?.valuesInt64(d)).toBe(t === null ? 9_223_372_036_854_775_807n : BigInt(seconds(t, offsetS)));
    } else if (Array.isArray(values))
      expect(match?.valuesArray()).toEqual(Float32Array.from(values, (v) => (v === null ? Number.NaN : v)));
    else expect(match?.value()).toBe(values === null ? Number.NaN : Math.fround(values as number));
  }
  expect(s.variablesLength()).toBe(written);
}

/** The server's description of the variables the engine reads (FlatBuffers+WeatherApi.swift), written out by hand. */
const KNOWN: Record<string, [Variable, number, Aggregation]> = {
  temperature_2m: [Variable.temperature, 2, Aggregation.none],
  apparent_temperature: [Variable.apparent_temperature, 2, Aggregation.none],
  temperature_2m_max: [Variable.temperature, 2, Aggregation.maximum],
  temperature_2m_min: [Variable.temperature, 2, Aggregation.minimum],
  apparent_temperature_max: [Variable.apparent_temperature, 2, Aggregation.maximum],
  wind_direction_10m_dominant: [Variable.wind_direction, 10, Aggregation.dominant],
  wind_gusts_10m: [Variable.wind_gusts, 10, Aggregation.none],
  precipitation_sum: [Variable.precipitation, 0, Aggregation.sum],
  precipitation_hours: [Variable.precipitation_hours, 0, Aggregation.none],
  uv_index_max: [Variable.uv_index, 0, Aggregation.maximum],
  weather_code: [Variable.weather_code, 0, Aggregation.none],
  is_day: [Variable.is_day, 0, Aggregation.none],
  sunshine_duration: [Variable.sunshine_duration, 0, Aggregation.none],
  sunrise: [Variable.sunrise, 0, Aggregation.none],
  sunset: [Variable.sunset, 0, Aggregation.none],
  wave_height: [Variable.wave_height, 0, Aggregation.none],
  wave_height_max: [Variable.wave_height, 0, Aggregation.maximum],
  sea_surface_temperature: [Variable.sea_surface_temperature, 0, Aggregation.none],
};

/** Checks a whole answer read back by the SDK against its JSON. */
function checkAnswer(json: unknown): void {
  const locations = (Array.isArray(json) ? json : [json]) as Json[];
  const { bytes } = writeFlatBuffers(json);
  const responses: WeatherApiResponse[] = sdkResponses(bytes);
  expect(responses).toHaveLength(locations.length);
  for (const [i, r] of responses.entries()) {
    const j = locations[i] as Json;
    const offsetS = j.utc_offset_seconds as number;
    expect(r.latitude()).toBe(Math.fround(j.latitude as number));
    expect(r.longitude()).toBe(Math.fround(j.longitude as number));
    expect(r.utcOffsetSeconds()).toBe(offsetS);
    expect(r.timezone()).toBe(j.timezone === "GMT" ? null : j.timezone);
    expect(Number(r.locationId())).toBe((j.location_id as number | undefined) ?? 0);
    checkSection(r.hourly(), j.hourly as Json | undefined, offsetS);
    checkSection(r.daily(), j.daily as Json | undefined, offsetS);
    if (j.current) checkSection(r.current(), j.current as Json, offsetS);
  }
}

describe("the writer's bytes, read by @openmeteo/sdk's readers", () => {
  it.each(["PT.forecast.json", "PT.marine.json", "SJ.forecast.json", "AQ.forecast.json"])("world %s", (file) => {
    checkAnswer(world("2026-07-15", file));
  });

  it("an ensemble answer: a series per member, the member in ensemble_member", () => {
    const json = world("../ensemble/2026-07-15", "PT.ensemble.json");
    checkAnswer(json);
    const hourly = sdkResponses(fb(json))[0]?.hourly() as VariablesWithTime;
    const members = seriesOf(hourly, Variable.temperature, 2, Aggregation.none, 20);
    expect(members).toHaveLength(1);
    expect(members[0]?.unit()).toBe(Unit.celsius);
    expect(seriesOf(hourly, Variable.weather_code, 0, Aggregation.none, 20)[0]?.unit()).toBe(Unit.wmo_code);
  });

  it("units as the server's enum: is_day's empty unit is dimensionless_integer, uv_index's dimensionless", () => {
    const hourly = sdkResponses(fb(world("2026-07-15", "PT.forecast.json")))[0]?.hourly() as VariablesWithTime;
    expect(seriesOf(hourly, Variable.is_day, 0, Aggregation.none, 0)[0]?.unit()).toBe(Unit.dimensionless_integer);
    expect(seriesOf(hourly, Variable.uv_index, 0, Aggregation.none, 0)[0]?.unit()).toBe(Unit.dimensionless);
  });

  it.skipIf(!hasRealFixtures).each(realFixtureNames)("real recording %s", SHARED, (file) => {
    checkAnswer(real(file));
  });
});

describe("fetchWeatherApi, Open-Meteo's client, from a local stand-in serving the writer's bytes", () => {
  it("hands out one WeatherApiResponse per location, each scoring as its JSON answer", async () => {
    const answers = [
      world("2026-07-15", "PT.forecast.json"),
      { ...world("2026-07-15", "ES.forecast.json"), location_id: 1 },
    ];
    const bytes = fb(answers);
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(200, { "Content-Type": "application/octet-stream" });
      response.end(bytes);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const responses = await fetchWeatherApi(`http://127.0.0.1:${port}/v1/forecast`, {
        latitude: [38.7167, 40.4168],
        longitude: [-9.1333, -3.7038],
        hourly: "temperature_2m",
      });
      expect(new URL(asked[0] as string, "http://x").searchParams.get("format")).toBe("flatbuffers");
      expect(responses).toHaveLength(2);
      const now = "2026-07-15T12:00:00Z";
      for (const [i, code] of ["PT", "ES"].entries())
        expect(scoreCountry({ code, forecast: responses[i], now })).toEqual(
          scoreCountry({ code, forecast: answers[i], now }),
        );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
