import { describe, expect, it } from "vitest";
import { COUNTRIES, inputsFromResponses, openMeteoRequests, scoreCountries, splitResponse } from "../../src/index.js";
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
