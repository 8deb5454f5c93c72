import { describe, expect, it } from "vitest";
import { outlookCountryResponse, outlookListResponse } from "../../src/outlook/envelopes.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { expectInputError } from "../adapters/helpers.js";
import { bern, julyHours, withMembers } from "./helpers.js";

/** Two outlooks: Bern's from a hand-built answer of two members, and the same as Austria's (built in each test). */
function outlooks() {
  const forecast = withMembers(bern(julyHours(15, 0, 48)), 2);
  const ch = outlookCountry({ code: "CH", forecast, now: "2026-07-15T12:00:00Z" });
  return [ch, { ...ch, code: "AT" }] as const;
}
const META = { updatedAt: "2026-07-15T12:30:00Z", source: "Open-Meteo" };

describe("outlook envelopes", () => {
  it("list: {data, count, updated_at, source}, keys in that order, outlooks in input order", () => {
    const [ch, at] = outlooks();
    const body = outlookListResponse([ch, at], META);
    expect(Object.keys(body)).toEqual(["data", "count", "updated_at", "source"]);
    expect(body).toEqual({ data: [ch, at], count: 2, updated_at: "2026-07-15T12:30:00Z", source: "Open-Meteo" });
    expect(outlookListResponse([], { updatedAt: null, source: "Open-Meteo" })).toEqual({
      data: [],
      count: 0,
      updated_at: null,
      source: "Open-Meteo",
    });
  });

  it("list: refuses two outlooks of one code and an updatedAt that is not RFC 3339", () => {
    const [ch, at] = outlooks();
    expectInputError(() => outlookListResponse([ch, at, ch], META), "BAD_RECORD", "data[2].code");
    expectInputError(() => outlookListResponse([ch], { ...META, updatedAt: "2026-07-15" }), "BAD_RECORD", "updated_at");
  });

  it("one country: {data, updated_at, source}", () => {
    const [ch] = outlooks();
    const body = outlookCountryResponse(ch, META);
    expect(Object.keys(body)).toEqual(["data", "updated_at", "source"]);
    expect(body).toEqual({ data: ch, updated_at: "2026-07-15T12:30:00Z", source: "Open-Meteo" });
    expectInputError(() => outlookCountryResponse(ch, { ...META, updatedAt: "noon" }), "BAD_RECORD", "updated_at");
  });
});
