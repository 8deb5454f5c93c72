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

/** The `problem` of the VanskyInputError `run` throws (the message without path and code). */
function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as { problem: string }).problem;
  }
  throw new Error("expected a VanskyInputError");
}

describe("the header's messages and edges", () => {
  it("says what each header field should be and what it got", () => {
    const problem = (change: Json) => problemOf(() => normalizeForecast(withHeader(change)));
    expect(problem({ latitude: "52" })).toBe('expected a latitude in degrees (−90 to 90), got "52"');
    expect(problem({ longitude: 181 })).toBe("expected a longitude in degrees (−180 to 180), got 181");
    expect(problem({ utc_offset_seconds: "3600" })).toBe('expected whole seconds within ±18 h, got "3600"');
    expect(problem({ elevation: "50" })).toBe('expected metres, got "50"');
    expect(problem({ timezone: 1 })).toBe("expected a time-zone name, got 1");
    expect(problem({ location_id: -1 })).toBe("expected a whole number ≥ 0, got -1");
  });

  it("says that a body without latitude or longitude is not a response, never what JavaScript read there", () => {
    const { latitude: _, ...noLatitude } = withHeader({});
    const { longitude: __, ...noLongitude } = withHeader({});
    for (const [body, path] of [
      [noLatitude, "latitude"],
      [noLongitude, "longitude"],
    ] as const) {
      expectInputError(() => normalizeForecast(body), "NOT_AN_OPEN_METEO_RESPONSE", path);
      expect(problemOf(() => normalizeForecast(body))).toBe("missing, so this is not an Open-Meteo response");
    }
    expect(problemOf(() => normalizeForecast(undefined))).toBe("expected an Open-Meteo response object, got nothing");
  });

  it("says what a value that is not a response object is", () => {
    expect(problemOf(() => normalizeForecast(5))).toBe("expected an Open-Meteo response object, got 5");
    expect(problemOf(() => normalizeForecast("{}"))).toBe('expected an Open-Meteo response object, got "{}"');
  });

  it("rejects an elevation that is not finite", () => {
    for (const elevation of [Number.NaN, Number.POSITIVE_INFINITY])
      expectInputError(() => normalizeForecast(withHeader({ elevation })), "NOT_AN_OPEN_METEO_RESPONSE", "elevation");
  });

  it("accepts location_id 0, the first location", () => {
    expect(normalizeForecast(withHeader({ location_id: 0 })).locationId).toBe(0);
  });

  it("passes on Open-Meteo's error reason, or says there was none", () => {
    const reason = "Latitude must be in range of -90 to 90°. Given: 91.0.";
    expect(problemOf(() => normalizeForecast({ error: true, reason }))).toBe(`Open-Meteo returned an error: ${reason}`);
    for (const body of [{ error: true }, { error: true, reason: 42 }])
      expect(problemOf(() => normalizeForecast(body))).toBe("Open-Meteo returned an error: no reason given");
  });

  it("says an empty array holds no response", () => {
    expect(problemOf(() => normalizeForecast([]))).toBe("an empty array holds no response");
  });
});

describe("utc_offset_seconds derived from the zone, by each kind of first time", () => {
  /** A Berlin response without utc_offset_seconds: CEST (+7200 s) in July, CET (+3600 s) in winter and in 1970. */
  const berlin = (sections: Json): Json => ({
    latitude: 52.52,
    longitude: 13.42,
    timezone: "Europe/Berlin",
    ...sections,
  });
  const offsetOf = (sections: Json) => normalizeForecast(berlin(sections)).utcOffsetSeconds;

  it("takes a current block's time: 2026-07-15T12:00 is CEST, 7200 s", () => {
    expect(offsetOf({ current: { time: "2026-07-15T12:00", interval: 900 } })).toBe(7200);
  });

  it("takes a legacy current_weather block's time", () => {
    expect(offsetOf({ current_weather: { time: "2026-07-15T12:00", interval: 900 } })).toBe(7200);
  });

  it("takes the first hourly time of an hourly-only response", () => {
    expect(offsetOf({ hourly: { time: ["2026-07-15T00:00"] } })).toBe(7200);
  });

  it("takes the first daily date of a daily-only response", () => {
    expect(offsetOf({ daily: { time: ["2026-07-15"] } })).toBe(7200);
  });

  it("passes over an empty hourly time to the daily one", () => {
    expect(offsetOf({ hourly: { time: [] }, daily: { time: ["2026-07-15"] } })).toBe(7200);
  });

  it("reads a unixtime current time as epoch seconds: 1 784 116 800 s is 2026-07-15T12:00Z, CEST", () => {
    const time = Date.UTC(2026, 6, 15, 12) / 1000;
    expect(offsetOf({ current_units: { time: "unixtime" }, current: { time } })).toBe(7200);
  });

  it("places a wall time just after the spring change by the offset before it: 2026-03-29T01:30 is still CET", () => {
    // the clocks jump from 02:00 CET to 03:00 CEST (01:00Z); 01:30 read as UTC would be after the change
    expect(offsetOf({ current: { time: "2026-03-29T01:30", interval: 900 } })).toBe(3600);
  });

  it("falls back to the zone's offset at the epoch (CET) when the response has no time at all", () => {
    expect(offsetOf({ hourly: { time: [] } })).toBe(3600);
  });

  it("reports a current time that is not finite as a bad time, not as an unknown offset", () => {
    expectInputError(
      () =>
        normalizeForecast(berlin({ current_units: { time: "unixtime" }, current: { time: Number.POSITIVE_INFINITY } })),
      "BAD_TIME",
      "current.time",
    );
  });

  it("says why it cannot derive the offset for an unknown zone", () => {
    const run = () => normalizeForecast({ ...berlin({ hourly: { time: [] } }), timezone: "Not/AZone" });
    expect(problemOf(run)).toBe(
      'missing, and the time zone "Not/AZone" is not one this runtime knows to derive it from',
    );
  });
});
