/** The places a request plan fetches: points given as coordinates, or countries of the table by code. */
import { getCountry } from "../countries/index.js";
import { VanskyInputError } from "../errors.js";

/** One place to fetch: an id (a country code for table rows), its forecast point and, on coasts, its sea point. */
export interface RequestPoint {
  /** The point's id: a country code for rows of the country table, else any string unique in the plan. */
  readonly id: string;
  /** Forecast point's latitude, degrees north. */
  readonly latitude: number;
  /** Forecast point's longitude, degrees east. */
  readonly longitude: number;
  /** Sea point's latitude for the Marine API, degrees north; without a sea point no marine request is made. */
  readonly marineLatitude?: number;
  /** Sea point's longitude, degrees east. */
  readonly marineLongitude?: number;
  /** Region for a point that is not a country of the table (passed on to `CountryInput.region`). */
  readonly region?: string;
}

/**
 * The point a location of `openMeteoRequests` names: a country of the table by its code, else a point checked for
 * an id and coordinates in range.
 *
 * @throws VanskyInputError (BAD_OPTION) naming `locations[index]`.
 */
export function toPoint(location: string | RequestPoint, index: number): RequestPoint {
  if (typeof location === "string") {
    const country = getCountry(location);
    if (!country) throw new VanskyInputError("BAD_OPTION", `locations[${index}]`, `unknown country code ${location}`);
    return {
      id: country.code,
      latitude: country.latitude,
      longitude: country.longitude,
      ...(country.marine_latitude === undefined
        ? {}
        : { marineLatitude: country.marine_latitude, marineLongitude: country.marine_longitude }),
    };
  }
  const ok = (lat: unknown, lon: unknown) =>
    typeof lat === "number" && typeof lon === "number" && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  if (typeof location !== "object" || location === null || typeof location.id !== "string" || location.id === "")
    throw new VanskyInputError(
      "BAD_OPTION",
      `locations[${index}]`,
      "expected a country code or {id, latitude, longitude}",
    );
  if (!ok(location.latitude, location.longitude))
    throw new VanskyInputError(
      "BAD_OPTION",
      `locations[${index}].latitude`,
      "expected latitude and longitude in degrees",
    );
  const hasMarine = location.marineLatitude !== undefined || location.marineLongitude !== undefined;
  if (hasMarine && !ok(location.marineLatitude, location.marineLongitude))
    throw new VanskyInputError("BAD_OPTION", `locations[${index}].marineLatitude`, "expected a sea point in degrees");
  return location;
}
