/**
 * Sea points for the country table: for each coastal country, a point in open water off its own coast, nearest to
 * its representative point (the capital) or to a hand-chosen anchor (./sea-exceptions.ts), far enough from every
 * coast that the Marine API's sea cell selection finds wave and sea-temperature data there. The coasts come from
 * ./coast.ts; the rule and its exceptions are documented in docs/countries.md.
 */
import { coastVertices, nearestCoast, onLand, ownPolygons, SOUTH_CUT_DEG } from "./coast.js";
import { destination, km } from "./geo.js";

/** Least distance from the sea point to any coast, km: more than one cell of the 0.08° (≈ 9 km) wave and SST grids. */
export const MIN_OFFSHORE_KM = 12;
/** Distances from a coast vertex at which candidate points are tried, km; farther out for the fallback. */
const RING_KM = [13, 16, 20, 26, 34, 45];
const FALLBACK_RING_KM = [...RING_KM, 60, 80, 105, 140, 190, 250];
/** Bearings tried on each ring, degrees. */
const BEARING_STEP_DEG = 15;
/** How far the search looks for the coast nearest to a candidate, to tell whose waters it is in, km. */
const OWNER_SEARCH_KM = 400;
/**
 * The Caspian Sea, which Natural Earth leaves uncovered like the ocean: a lake the Marine API's ocean models do not
 * cover (and the table counts Caspian-only countries as landlocked), so no sea point lies in it.
 */
const CASPIAN = { west: 46.5, east: 54.9, south: 36.5, north: 47.3 };

export interface SeaPoint {
  readonly latitude: number;
  readonly longitude: number;
  /** Whether the nearest coast to the point is the country's own (its waters by the equidistance rule). */
  readonly ownWaters: boolean;
}

function inCaspian(lat: number, lon: number): boolean {
  return lon > CASPIAN.west && lon < CASPIAN.east && lat > CASPIAN.south && lat < CASPIAN.north;
}

/** Whether a candidate is open sea: off the Caspian and Antarctica's cut, MIN_OFFSHORE_KM from any coast, not land. */
function openSea(lat: number, lon: number): boolean {
  return (
    lat > SOUTH_CUT_DEG &&
    !inCaspian(lat, lon) &&
    nearestCoast(lat, lon, MIN_OFFSHORE_KM).km >= MIN_OFFSHORE_KM &&
    !onLand(lat, lon)
  );
}

/**
 * The sea point of a country: among points at least MIN_OFFSHORE_KM from every coast (off the Caspian) and nearer
 * to the country's own coast than to any other (its waters by equidistance), the one nearest to (`lat`, `lon`).
 * Where its waters have no such point (a short coast in an enclosed gulf), the open sea nearest to its coast.
 * `alsoOwn` adds Natural Earth features whose polygons cover the country's coast.
 */
export function seaPoint(isoNumeric: string, lat: number, lon: number, alsoOwn: readonly string[] = []): SeaPoint {
  const own = ownPolygons(isoNumeric, lat, lon);
  for (const id of alsoOwn) for (const key of ownPolygons(id, lat, lon)) own.add(key);
  const vertices = coastVertices(own, lat, lon);
  if (vertices.length === 0) throw new Error(`no coast for ISO ${isoNumeric}`);
  const outerRing = RING_KM[RING_KM.length - 1] as number;
  let best: { lat: number; lon: number; d: number } | null = null;
  for (const [vLat, vLon, vDistance] of vertices) {
    if (best && vDistance - outerRing > best.d) break;
    for (const ring of RING_KM)
      for (let bearing = 0; bearing < 360; bearing += BEARING_STEP_DEG) {
        const [cLat, cLon] = destination(vLat, vLon, bearing, ring);
        const d = km(lat, lon, cLat, cLon);
        if (best && d >= best.d) continue;
        if (!openSea(cLat, cLon) || !own.has(nearestCoast(cLat, cLon, OWNER_SEARCH_KM).polygon ?? "")) continue;
        best = { lat: cLat, lon: cLon, d };
      }
  }
  if (best) return { latitude: best.lat, longitude: best.lon, ownWaters: true };
  // Fallback: the open sea nearest to the own coast (the smallest ring that has some), nearest the point among those.
  let fallback: { lat: number; lon: number; ring: number; d: number } | null = null;
  for (const [vLat, vLon] of vertices)
    for (const ring of FALLBACK_RING_KM) {
      if (fallback && ring > fallback.ring) break;
      for (let bearing = 0; bearing < 360; bearing += BEARING_STEP_DEG) {
        const [cLat, cLon] = destination(vLat, vLon, bearing, ring);
        const d = km(lat, lon, cLat, cLon);
        if (fallback && ring === fallback.ring && d >= fallback.d) continue;
        if (openSea(cLat, cLon)) fallback = { lat: cLat, lon: cLon, ring, d };
      }
    }
  if (fallback) return { latitude: fallback.lat, longitude: fallback.lon, ownWaters: false };
  throw new Error(`no sea point for ISO ${isoNumeric}`);
}
