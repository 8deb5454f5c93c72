import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  getCountry,
  inputsFromResponses,
  MAX_CELL_OFFSET_KM,
  openMeteoRequests,
  scoreCountries,
  splitResponse,
} from "../../src/index.js";
import { fb, sdkResponses } from "../adapters/flatbuffers/helpers.js";
import { expectInputError } from "../adapters/helpers.js";
import { answer, worldResponse } from "./helpers.js";

const DATE = "2026-07-15";
const NOW = "2026-07-15T12:00:00Z";

describe("inputsFromResponses", () => {
  it("round trip: plan -> answers built from the world fixtures -> inputs -> the records of the fixtures", () => {
    const plan = openMeteoRequests(COUNTRIES.map((c) => c.code));
    const responses = plan.requests.map((r) => answer(DATE, r.api, r.locations));
    const inputs = inputsFromResponses(plan, responses).map((input) => ({ ...input, now: NOW }));
    const direct = COUNTRIES.map((c) => ({
      code: c.code,
      forecast: worldResponse(DATE, c.code, "forecast"),
      marine: worldResponse(DATE, c.code, "marine"),
      now: NOW,
    }));
    expect(inputs.map((i) => i.code)).toEqual(COUNTRIES.map((c) => c.code));
    expect(scoreCountries(inputs)).toEqual(scoreCountries(direct));
    expect(inputs.filter((i) => i.marine !== null)).toHaveLength(COUNTRIES.filter((c) => c.is_coastal).length);
  });

  it("pairs points that are not countries, coastal exactly when they have a sea point", () => {
    const pt = COUNTRIES.find((c) => c.code === "PT");
    const at = COUNTRIES.find((c) => c.code === "AT");
    if (!pt || !at) throw new Error("table");
    const plan = openMeteoRequests([
      {
        id: "lisbon",
        latitude: pt.latitude,
        longitude: pt.longitude,
        marineLatitude: pt.marine_latitude as number,
        marineLongitude: pt.marine_longitude as number,
        region: "europe",
      },
      { id: "vienna", latitude: at.latitude, longitude: at.longitude, region: "europe" },
    ]);
    const inputs = inputsFromResponses(
      plan,
      plan.requests.map((r) => answer(DATE, r.api, r.locations)),
    );
    expect(inputs.map((i) => [i.code, i.is_coastal, i.region, i.marine === null])).toEqual([
      ["lisbon", true, "europe", false],
      ["vienna", false, "europe", true],
    ]);
  });

  it("rejects an answer whose locations are not the ones asked", () => {
    const plan = openMeteoRequests(["PT", "ES", "FR"]);
    const request = plan.requests[0];
    if (!request) throw new Error("plan");
    const good = answer(DATE, "forecast", request.locations) as Record<string, unknown>[];
    expect(splitResponse(request, good)).toHaveLength(3);
    expectInputError(() => splitResponse(request, good.slice(0, 2)), "LOCATION_MISMATCH", "");
    const swapped = [good[0], { ...good[2], location_id: 1 }, { ...good[1], location_id: 2 }];
    expectInputError(() => splitResponse(request, swapped), "LOCATION_MISMATCH", "[1].latitude");
    const reordered = [good[0], good[2], good[1]];
    expectInputError(() => splitResponse(request, reordered), "LOCATION_MISMATCH", "[1].location_id");
    // 0.2° of latitude is 22 km, inside a 0.25° grid cell; 0.4° is 44 km, beyond one.
    const near = [good[0], { ...good[1], latitude: (good[1]?.latitude as number) + 0.2 }, good[2]];
    expect(splitResponse(request, near)).toHaveLength(3);
    const far = [good[0], { ...good[1], latitude: (good[1]?.latitude as number) + 0.4 }, good[2]];
    expectInputError(() => splitResponse(request, far), "LOCATION_MISMATCH", "[1].latitude");
    expectInputError(
      () => splitResponse(request, { error: true, reason: "Cannot initialize WeatherVariable" }),
      "OPEN_METEO_ERROR",
      "",
    );
    expectInputError(() => inputsFromResponses(plan, [good]), "BAD_OPTION", "responses");
    const responses: unknown[] = plan.requests.map((r) => answer(DATE, r.api, r.locations));
    responses[1] = (responses[1] as unknown[]).slice(1);
    expectInputError(() => inputsFromResponses(plan, responses), "LOCATION_MISMATCH", "responses[1]");
  });
});

describe("FlatBuffers answers (format=flatbuffers)", () => {
  const plan = openMeteoRequests(["PT", "ES", "FR"]);
  const json = plan.requests.map((r) => answer(DATE, r.api, r.locations));
  const records = () => scoreCountries(inputsFromResponses(plan, json).map((input) => ({ ...input, now: NOW })));

  it("bytes of several locations split into one answer each, paired as JSON's arrays are", () => {
    const inputs = inputsFromResponses(
      plan,
      json.map((body) => fb(body)),
    );
    expect(inputs.every((i) => i.forecast instanceof Uint8Array)).toBe(true);
    expect(scoreCountries(inputs.map((input) => ({ ...input, now: NOW })))).toEqual(records());
  });

  it("fetchWeatherApi's responses (an array of WeatherApiResponse) are paired as JSON's arrays are", () => {
    const inputs = inputsFromResponses(
      plan,
      json.map((body) => sdkResponses(fb(body))),
    );
    expect(scoreCountries(inputs.map((input) => ({ ...input, now: NOW })))).toEqual(records());
  });

  it("checks the locations of bytes as of JSON: the count, and each one's id and cell", () => {
    const request = plan.requests[0];
    if (!request) throw new Error("plan");
    const good = json[0] as Record<string, unknown>[];
    expectInputError(() => splitResponse(request, fb(good.slice(0, 2))), "LOCATION_MISMATCH", "");
    const swapped = [good[0], { ...good[2], location_id: 1 }, { ...good[1], location_id: 2 }];
    expectInputError(() => splitResponse(request, fb(swapped)), "LOCATION_MISMATCH", "[1].latitude");
  });
});

/** The one forecast request of a plan for `point` alone (no sea point). */
function requestFor(point: { id: string; latitude: number; longitude: number }) {
  const request = openMeteoRequests([point]).requests[0];
  if (!request) throw new Error("plan");
  return request;
}

describe("splitResponse's grid-cell check", () => {
  it("measures great-circle km: 1° of longitude at 60° N is 55.6 km, 0.5° is 27.8 km", () => {
    // haversine, R = 6371 km: 2R·asin(cos 60° · sin 0.5°) = 2 · 6371 · asin(0.5 · 0.0087265) = 55.597 km;
    // half that offset, 0.25°, gives 27.799 km, inside MAX_CELL_OFFSET_KM = 30
    const request = requestFor({ id: "north", latitude: 60, longitude: 0 });
    expect(splitResponse(request, { latitude: 60, longitude: 0.5 })).toHaveLength(1);
    expect(() => splitResponse(request, { latitude: 60, longitude: 1 })).toThrow(
      ".latitude: grid cell 60, 1 lies 56 km from north's point 60, 0 [LOCATION_MISMATCH]",
    );
  });

  it("takes a cell exactly MAX_CELL_OFFSET_KM away, not one a little farther", () => {
    // along a meridian the distance is R·Δφ: 30 km / 6371 km = 0.0047088 rad = 0.2697965°
    expect(MAX_CELL_OFFSET_KM).toBe(30);
    const request = requestFor({ id: "equator", latitude: 0, longitude: 0 });
    const at = (30 / 6371) * (180 / Math.PI);
    expect(splitResponse(request, { latitude: at, longitude: 0 })).toHaveLength(1);
    // 0.2699° is 6371 · 0.2699 · π/180 = 30.01 km
    expect(() => splitResponse(request, { latitude: 0.2699, longitude: 0 })).toThrow(/lies 30 km from equator's/);
  });

  it("says how many locations came back and which sat where", () => {
    const request = openMeteoRequests(["PT", "ES", "FR"]).requests[0];
    if (!request) throw new Error("plan");
    const cells = request.locations.map((l, i) => ({ latitude: l.latitude, longitude: l.longitude, location_id: i }));
    expect(() => splitResponse(request, cells.slice(0, 2))).toThrow(
      "2 locations in the answer, 3 asked [LOCATION_MISMATCH]",
    );
    expect(() => splitResponse(request, [cells[0], cells[2], cells[1]])).toThrow(
      "[1].location_id: location 2 at position 1 [LOCATION_MISMATCH]",
    );
  });
});

describe("inputsFromResponses' inputs", () => {
  it("says how many responses it got for how many requests", () => {
    const plan = openMeteoRequests(["PT"]);
    expect(() => inputsFromResponses(plan, [{}])).toThrow("responses: 1 responses for 2 requests [BAD_OPTION]");
  });

  it("adds is_coastal only for points that are not countries of the table, and region only when given", () => {
    const at = getCountry("AT");
    if (!at) throw new Error("table");
    const plan = openMeteoRequests(["AT", { id: "x", latitude: 10, longitude: 10 }]);
    const vienna = { latitude: at.latitude, longitude: at.longitude };
    const x = { latitude: 10, longitude: 10, location_id: 1 };
    expect(inputsFromResponses(plan, [[vienna, x]])).toStrictEqual([
      { code: "AT", forecast: vienna, marine: null },
      { code: "x", forecast: x, marine: null, is_coastal: false },
    ]);
  });
});
