/**
 * Spherical helpers of the sea-point search: longitudes wrapped to [-180, 180), great-circle distances, and points
 * at a distance and bearing from another.
 */

/** Kilometres per degree of latitude (and of longitude at the equator) on the mean Earth radius. */
export const KM_PER_DEG = 111.195;
const RAD = Math.PI / 180;
/** The IUGG mean Earth radius, km, as turf's distance uses it. */
const EARTH_RADIUS_KM = 6371.0088;

/** A longitude wrapped to [-180, 180), degrees. */
export const wrap = (lon: number): number => ((((lon + 180) % 360) + 360) % 360) - 180;

/** Great-circle distance between two points given in degrees, km (haversine). */
export function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The point `distanceKm` from (`lat`, `lon`) on `bearingDeg` (clockwise from north), in the local equirectangular
 * approximation, which the search's rings (at most 250 km) keep close to the great circle; degrees.
 */
export function destination(lat: number, lon: number, bearingDeg: number, distanceKm: number): [number, number] {
  const b = (bearingDeg * Math.PI) / 180;
  const la = lat + (distanceKm * Math.cos(b)) / KM_PER_DEG;
  const lo = lon + (distanceKm * Math.sin(b)) / (KM_PER_DEG * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return [Math.max(-89.9, Math.min(89.9, la)), wrap(lo)];
}
