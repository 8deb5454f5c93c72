/**
 * Open-Meteo's answers to a plan, taken apart per location and paired back into `CountryInput`s. Pure.
 */
import { separateLocations } from "../adapters/flatbuffers/answer.js";
import { responseHeader } from "../adapters/response.js";
import type { CountryInput } from "../assemble/country.js";
import { getCountry } from "../countries/index.js";
import { VanskyInputError } from "../errors.js";
import type { PlannedRequest, RequestPlan } from "./plan.js";

/**
 * Farthest a response's grid cell may lie from the point asked, km: one cell of the coarsest global model Open-Meteo
 * may answer from (0.25°, 27.8 km at the equator), with a margin for the Marine API's choice of the nearest sea cell.
 */
export const MAX_CELL_OFFSET_KM = 30;

const RAD = Math.PI / 180;
/** Great-circle distance, km, on the 6371 km mean Earth radius (haversine). */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The per-location bodies of one request's answer (a parsed JSON object for one location, an array for several; or a
 * FlatBuffers answer, its bytes split into one per location), in the request's order, checked against what was
 * asked: the count, each `location_id`, and each grid cell within `MAX_CELL_OFFSET_KM` of its point. An Open-Meteo error body is OPEN_METEO_ERROR; a mismatch LOCATION_MISMATCH.
 */
export function splitResponse(request: Pick<PlannedRequest, "locations">, body: unknown, path = ""): unknown[] {
  const n = request.locations.length;
  const many = Array.isArray(body) ? body : separateLocations(body, path);
  if (!many) responseHeader(body, path); // an error body, or not a response at all, says so first
  const bodies = many ?? [body];
  if (bodies.length !== n)
    throw new VanskyInputError("LOCATION_MISMATCH", path, `${bodies.length} locations in the answer, ${n} asked`);
  bodies.forEach((one, i) => {
    const at = many ? `${path}[${i}]` : path;
    const header = responseHeader(one, at);
    const asked = request.locations[i] as (typeof request.locations)[number];
    if (header.locationId !== i)
      throw new VanskyInputError(
        "LOCATION_MISMATCH",
        `${at}.location_id`,
        `location ${header.locationId} at position ${i}`,
      );
    const km = distanceKm(asked.latitude, asked.longitude, header.latitude, header.longitude);
    if (km > MAX_CELL_OFFSET_KM) {
      throw new VanskyInputError(
        "LOCATION_MISMATCH",
        `${at}.latitude`,
        `grid cell ${header.latitude}, ${header.longitude} lies ${km.toFixed(0)} km from ${asked.id}'s point ${asked.latitude}, ${asked.longitude}`,
      );
    }
  });
  return bodies;
}

/**
 * Pairs the parsed bodies of a plan's requests (`responses[i]` answers `plan.requests[i]`) back into one
 * `CountryInput` per point, in the plan's order, each forecast with its marine response (null without a sea point).
 * A point that is not a country of the table is coastal exactly when it has a sea point.
 *
 * @throws VanskyInputError: OPEN_METEO_ERROR for an error body, LOCATION_MISMATCH for a body whose locations are not
 * the ones asked, BAD_OPTION when the number of responses is not the number of requests.
 */
export function inputsFromResponses(plan: RequestPlan, responses: readonly unknown[]): CountryInput[] {
  if (responses.length !== plan.requests.length)
    throw new VanskyInputError(
      "BAD_OPTION",
      "responses",
      `${responses.length} responses for ${plan.requests.length} requests`,
    );
  const forecasts = new Map<string, unknown>();
  const marines = new Map<string, unknown>();
  plan.requests.forEach((request, r) => {
    const bodies = splitResponse(request, responses[r], `responses[${r}]`);
    const into = request.api === "forecast" ? forecasts : marines;
    request.locations.forEach((location, i) => {
      into.set(location.id, bodies[i]);
    });
  });
  return plan.points.map((point) => {
    const known = getCountry(point.id) !== undefined;
    return {
      code: point.id,
      forecast: forecasts.get(point.id),
      marine: marines.get(point.id) ?? null,
      ...(known ? {} : { is_coastal: marines.has(point.id) }),
      ...(point.region === undefined ? {} : { region: point.region }),
    };
  });
}
