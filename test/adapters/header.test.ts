import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import { SHARED } from "../shared.js";
import { expectInputError, hasRealFixtures, real, realFixtureNames, world } from "./helpers.js";

type Json = Record<string, unknown>;
const forecast = () => world("2026-07-15", "PT.forecast.json");
const withHeader = (change: Json) => ({ ...forecast(), ...change });

describe("the header's ranges, at their boundaries", () => {
  it("accepts latitudes to ±90 and longitudes to ±180, and nothing beyond", () => {
    for (const latitude of [90, -90]) expect(normalizeForecast(withHeader({ latitude })).latitude).toBe(latitude);
    for (const longitude of [180, -180]) expect(normalizeForecast(withHeader({ longitude })).longitude).toBe(longitude);
    for (const latitude of [90.000001, -90.000001, Number.NaN, "52"])
      expectInputError(() => normalizeForecast(withHeader({ latitude })), "NOT_AN_OPEN_METEO_RESPONSE", "latitude");
    for (const longitude of [180.000001, -180.000001, Number.POSITIVE_INFINITY])
      expectInputError(() => normalizeForecast(withHeader({ longitude })), "NOT_AN_OPEN_METEO_RESPONSE", "longitude");
  });

  it("accepts utc_offset_seconds in whole seconds within ±18 h (the ISO 8601 and tz database bound), nothing else", () => {
    for (const offset of [18 * 3600, -18 * 3600, 45 * 60 + 12 * 3600])
      expect(normalizeForecast(withHeader({ utc_offset_seconds: offset })).utcOffsetSeconds).toBe(offset);
    for (const offset of [18 * 3600 + 1, -18 * 3600 - 1, 3600.5, Number.NaN, "3600", null])
      expectInputError(
        () => normalizeForecast(withHeader({ utc_offset_seconds: offset })),
        "NOT_AN_OPEN_METEO_RESPONSE",
        "utc_offset_seconds",
      );
  });

  it("reads the elevation, location_id and timezone, and names each when malformed", () => {
    const f = normalizeForecast(withHeader({ elevation: null, location_id: 3, timezone: "Europe/Lisbon" }));
    expect([f.elevationM, f.locationId, f.timezone]).toEqual([Number.NaN, 3, "Europe/Lisbon"]);
    expectInputError(
      () => normalizeForecast(withHeader({ elevation: "50" })),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "elevation",
    );
    expectInputError(
      () => normalizeForecast(withHeader({ location_id: -1 })),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "location_id",
    );
    expectInputError(
      () => normalizeForecast(withHeader({ location_id: 1.5 })),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "location_id",
    );
    expectInputError(() => normalizeForecast(withHeader({ timezone: 1 })), "NOT_AN_OPEN_METEO_RESPONSE", "timezone");
  });
});

describe("a response without utc_offset_seconds", () => {
  const withoutOffset = (raw: Json) => {
    const copy = structuredClone(raw);
    delete copy.utc_offset_seconds;
    return copy;
  };

  it("takes its zone's offset at the response's current time (Lisbon in July: +1 h, not 0)", () => {
    const f = normalizeForecast(withoutOffset(forecast()));
    expect(f.utcOffsetSeconds).toBe(3600);
    expect(f).toEqual(normalizeForecast(forecast()));
  });

  it("takes the zone's offset at the first time when there is no current block (Lisbon in January: 0)", () => {
    const raw = withoutOffset(world("2026-01-15", "PT.forecast.json"));
    delete raw.current;
    delete raw.current_units;
    expect(normalizeForecast(raw).utcOffsetSeconds).toBe(0);
  });

  it("is read as GMT, Open-Meteo's default zone, when it names no zone either", () => {
    const raw = withoutOffset(forecast());
    delete raw.timezone;
    expect(normalizeForecast(raw).utcOffsetSeconds).toBe(0);
  });

  it("is an error naming utc_offset_seconds when its zone is unknown", () => {
    expectInputError(
      () => normalizeForecast({ ...withoutOffset(forecast()), timezone: "Not/AZone" }),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "utc_offset_seconds",
    );
  });

  it.skipIf(!hasRealFixtures)("gives every real response the offset Open-Meteo wrote (needs ../shared)", SHARED, () => {
    for (const name of realFixtureNames.filter((n) => !n.includes("nosections"))) {
      const raw = real(name);
      const stripped = Array.isArray(raw) ? raw.map((r) => withoutOffset(r as Json)) : withoutOffset(raw as Json);
      const normalize = name.startsWith("marine") ? normalizeMarine : normalizeForecast;
      expect(normalize(stripped), name).toEqual(normalize(raw));
    }
  });
});

describe("a multi-location array (normalizeEach)", () => {
  const located = (id: number | undefined, latitude: number): Json => {
    const raw = withHeader({ latitude });
    if (id !== undefined) raw.location_id = id;
    return raw;
  };

  it("gives one series per location in location_id order, the first location (no location_id) first", () => {
    const out = normalizeForecast([located(2, 40), located(undefined, 38), located(1, 39)]);
    expect(out.map((f) => f.latitude)).toEqual([38, 39, 40]);
    expect(out.map((f) => f.locationId)).toEqual([0, 1, 2]);
  });

  it("prefixes an element's error path with its index in the array", () => {
    const bad = located(1, 39);
    (bad.daily as Json).time = "soon";
    expectInputError(() => normalizeForecast([located(undefined, 38), bad]), "BAD_TIME", "[1].daily.time");
  });

  it("rejects an empty array: it holds no response", () => {
    expectInputError(() => normalizeForecast([]), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expectInputError(() => normalizeMarine([]), "NOT_AN_OPEN_METEO_RESPONSE", "");
  });
});
