import { describe, expect, it } from "vitest";
import { scoreCountries } from "../../src/assemble/batch.js";
import { weatherCountryResponse, weatherListResponse } from "../../src/assemble/envelopes.js";
import { openapiFragment, schemaDocument, schemas } from "../../src/schema/index.js";
import { world } from "../adapters/helpers.js";
import { expectSchema } from "../assemble/contract.js";

const index = world("2026-01-15", "index.json") as {
  countries: { code: string; forecast: string; marine: string | null }[];
};
const records = scoreCountries(
  index.countries.slice(0, 30).map((e) => ({
    code: e.code,
    forecast: world("2026-01-15", e.forecast),
    marine: e.marine ? world("2026-01-15", e.marine) : null,
    now: "2026-01-15T12:00:00Z",
  })),
);
const meta = { updatedAt: "2026-01-15T12:05:00Z", source: "Open-Meteo" };
const first = records[0] as (typeof records)[number];

describe("the published JSON Schemas", () => {
  it("accept the envelopes, the error record and a record's parts", () => {
    expectSchema(weatherListResponse(records, meta), "weather-list-response.schema.json");
    expectSchema(
      weatherCountryResponse(first, { updatedAt: null, source: "x" }),
      "weather-country-response.schema.json",
    );
    expectSchema({ success: false, error: "not_found", message: "No weather data for ZZ" }, "error-record.schema.json");
    expectSchema(first.weather, "weather.schema.json");
    expectSchema(first.forecast[0], "forecast-day.schema.json");
  });

  it.each([
    ["a score above 100", (r: Record<string, unknown>) => (r.van_score = 101)],
    ["a fractional score", (r: Record<string, unknown>) => (r.sleep_score = 50.5)],
    ["the live service's 'hard' label", (r: Record<string, unknown>) => (r.score_label = "hard")],
    ["an unknown field", (r: Record<string, unknown>) => (r.week_score = 80)],
    ["a missing field", (r: Record<string, unknown>) => delete r.fetched_at],
    [
      "a date-time without offset",
      (r: Record<string, unknown>) => (r.drive_window = { start: "2026-01-15T08:00", end: "2026-01-15T10:00:00Z" }),
    ],
    [
      "a string parameter",
      (r: Record<string, unknown>) =>
        (r.recommendations = [{ type: "tip", key: "vansky.rec.uv", params: { uv: "8" } }]),
    ],
    ["eight forecast days", (r: Record<string, unknown>) => (r.forecast = Array(8).fill(first.forecast[0]))],
  ])("reject a record with %s", (_, mutate) => {
    const copy = structuredClone(first) as unknown as Record<string, unknown>;
    mutate(copy);
    expect(() => expectSchema(copy, "vansky-country.schema.json")).toThrow();
  });

  it("are draft 2020-12 documents named by their file", () => {
    for (const file of Object.keys(schemas) as (keyof typeof schemas)[]) {
      const doc = schemaDocument(file);
      expect(doc.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
      expect(doc.$id).toBe(file);
    }
  });
});

describe("the OpenAPI 3.0 fragment", () => {
  const fragment = openapiFragment() as { components: { schemas: Record<string, unknown> }; paths: object };
  const text = JSON.stringify(fragment);

  it("describes the contract's two /api/weatherscore paths and the outlook's two, and every $ref names a component", () => {
    expect(Object.keys(fragment.paths)).toEqual([
      "/api/weatherscore/weather",
      "/api/weatherscore/weather/{code}",
      "/api/weatherscore/outlook",
      "/api/weatherscore/outlook/{code}",
    ]);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g))
      expect(fragment.components.schemas, name).toHaveProperty(name as string);
  });

  it("speaks OpenAPI 3.0's dialect: nullable, not type arrays or null types", () => {
    expect(text).not.toMatch(/"type":\[/);
    expect(text).not.toContain('"null"');
    expect(text).not.toContain('"const"');
    const country = fragment.components.schemas.VanSkyCountry as { properties: Record<string, unknown> };
    expect(country.properties.solar_score).toEqual({ type: "integer", minimum: 0, maximum: 100, nullable: true });
    // a nullable reference: the $ref, or null alone (nullable needs a type beside it, OpenAPI 3.0.3)
    expect(country.properties.marine).toEqual({
      description: "Null for landlocked countries",
      anyOf: [{ $ref: "#/components/schemas/Marine" }, { type: "object", nullable: true, enum: [null] }],
    });
    expect(country.properties.drive_window).toMatchObject({
      type: "object",
      nullable: true,
      required: ["start", "end"],
    });
    expect(country.properties.score_label).toEqual({
      type: "string",
      enum: ["ideal", "comfortable", "acceptable", "harsh", "extreme"],
    });
  });
});
