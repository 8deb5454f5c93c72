import { describe, expect, it } from "vitest";
import { getCountry } from "../../src/index.js";
import { toPoint } from "../../src/request/points.js";

const table = (code: string) => {
  const country = getCountry(code);
  if (!country) throw new Error(`table: ${code}`);
  return country;
};

describe("toPoint", () => {
  it("names an unknown country code in its error", () => {
    expect(() => toPoint("ZZ", 3)).toThrow("locations[3]: unknown country code ZZ [BAD_OPTION]");
  });

  it("gives a country without a sea point no marine keys at all, and a coastal one both", () => {
    const at = table("AT");
    expect(toPoint("AT", 0)).toStrictEqual({ id: "AT", latitude: at.latitude, longitude: at.longitude });
    const pt = table("PT");
    expect(toPoint("PT", 0)).toStrictEqual({
      id: "PT",
      latitude: pt.latitude,
      longitude: pt.longitude,
      marineLatitude: pt.marine_latitude,
      marineLongitude: pt.marine_longitude,
    });
  });

  it("takes the poles and the antimeridian (|latitude| = 90, |longitude| = 180), for the sea point too", () => {
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
    ] as const) {
      const point = { id: "edge", latitude, longitude, marineLatitude: latitude, marineLongitude: longitude };
      expect(toPoint(point, 0)).toBe(point);
    }
  });

  it("rejects coordinates just beyond ±90° and ±180°", () => {
    const at = "locations[0].latitude: expected latitude and longitude in degrees [BAD_OPTION]";
    expect(() => toPoint({ id: "x", latitude: 90.0001, longitude: 0 }, 0)).toThrow(at);
    expect(() => toPoint({ id: "x", latitude: -90.0001, longitude: 0 }, 0)).toThrow(at);
    expect(() => toPoint({ id: "x", latitude: 0, longitude: 180.0001 }, 0)).toThrow(at);
    expect(() => toPoint({ id: "x", latitude: 0, longitude: -180.0001 }, 0)).toThrow(at);
  });

  it("wants both coordinates as numbers, not numeric strings", () => {
    const at = "locations[2].latitude: expected latitude and longitude in degrees [BAD_OPTION]";
    expect(() => toPoint({ id: "x", latitude: "38", longitude: -9 } as never, 2)).toThrow(at);
    expect(() => toPoint({ id: "x", latitude: 38, longitude: "-9" } as never, 2)).toThrow(at);
  });

  it("wants a plain object: a function carrying the fields is not a point", () => {
    const fn = Object.assign(() => 0, { id: "x", latitude: 0, longitude: 0 });
    expect(() => toPoint(fn as never, 1)).toThrow(
      "locations[1]: expected a country code or {id, latitude, longitude} [BAD_OPTION]",
    );
  });

  it("says what a bad sea point is", () => {
    expect(() => toPoint({ id: "x", latitude: 38, longitude: -9, marineLatitude: 91, marineLongitude: 0 }, 4)).toThrow(
      "locations[4].marineLatitude: expected a sea point in degrees [BAD_OPTION]",
    );
  });
});
