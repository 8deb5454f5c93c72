/**
 * Sea points for the country table: for each coastal country, a point in open water off its own coast, nearest to
 * its representative point (the capital), far enough from every coast that the Marine API's sea cell selection
 * finds wave and sea-temperature data there. The rule and its exceptions are documented in docs/countries.md.
 *
 * Data: Natural Earth 1:10m Admin 0 countries (public domain) as TopoJSON through world-atlas. In its topology an
 * arc used by exactly one country is coastline (an arc two countries share is a land border), so the coast of each
 * country, and which country a stretch of coast belongs to, come straight from the arcs.
 */
import { createRequire } from "node:module";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const require = createRequire(import.meta.url);
const topology: Topology = require("world-atlas/countries-10m.json");

/** Least distance from the sea point to any coast, km: more than one cell of the 0.08° (≈ 9 km) wave and SST grids. */
export const MIN_OFFSHORE_KM = 12;
/** Distances from a coast vertex at which candidate points are tried, km; farther out for the fallback. */
const RING_KM = [13, 16, 20, 26, 34, 45];
const FALLBACK_RING_KM = [...RING_KM, 60, 80, 105, 140, 190, 250];
/** Bearings tried on each ring, degrees. */
const BEARING_STEP_DEG = 15;
/** Coast vertices closer than this to one already tried are skipped, km (the rings around it cover them). */
const VERTEX_SPACING_KM = 3;
/** Territories without a Natural Earth feature of their own take the parent's polygons within this radius, km. */
const TERRITORY_RADIUS_KM = 250;
/**
 * The Caspian Sea, which Natural Earth leaves uncovered like the ocean: a lake the Marine API's ocean models do not
 * cover (and the table counts Caspian-only countries as landlocked), so no sea point lies in it.
 */
const CASPIAN = { west: 46.5, east: 54.9, south: 36.5, north: 47.3 };
const KM_PER_DEG = 111.195;
/** world-atlas cuts Antarctica at 85.2° S: the cut is no coast, and nothing south of it is sea. */
const SOUTH_CUT_DEG = -85;
const CELL_DEG = 1;

interface Segment {
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
  /** The polygon whose coast this is: `<geometry index>:<polygon index>`. */
  readonly polygon: string;
}

/**
 * Hand-made exceptions, documented in docs/countries.md: the sea point is the one nearest to this anchor instead of
 * the capital, where the rule's answer is clearly not the coast a traveller uses.
 */
export const SEA_ANCHORS: Readonly<
  Record<string, { readonly anchor: [number, number]; readonly alsoOwn?: readonly string[]; readonly why: string }>
> = {
  AQ: {
    anchor: [-64.77, -64.05],
    why: "Natural Earth's Antarctica ends at the grounding line, so the nearest 'water' to the South Pole lies under the Ross Ice Shelf; the Antarctic Peninsula (Palmer Station) is where visitors go and the sea is open in summer",
  },
  US: {
    anchor: [36.85, -75.98],
    why: "Washington's nearest water is the sheltered Chesapeake Bay; the Atlantic off Virginia Beach is the open coast",
  },
  EH: {
    anchor: [27.15, -13.2],
    alsoOwn: ["504"],
    why: "the table's point for Western Sahara is the territory's centroid in the desert; El Aaiún is its capital on the coast. Natural Earth's Morocco polygon covers the territory's coast, so that coast counts as its own",
  },
  AR: {
    anchor: [-38.0, -57.55],
    why: "Buenos Aires lies on the Río de la Plata estuary, a river mouth nobody bathes in; Mar del Plata is Argentina's Atlantic resort coast",
  },
};

export interface SeaPoint {
  readonly latitude: number;
  readonly longitude: number;
  /** Whether the nearest coast to the point is the country's own (its waters by the equidistance rule). */
  readonly ownWaters: boolean;
}

const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
const transform = topology.transform as { scale: [number, number]; translate: [number, number] };
const arcs: Position[][] = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx as number;
    y += dy as number;
    return [x * transform.scale[0] + transform.translate[0], y * transform.scale[1] + transform.translate[1]];
  });
});

interface CountryGeometry {
  id?: string;
  type: string;
  arcs: number[][] | number[][][];
}
const countries = (topology.objects.countries as GeometryCollection).geometries as unknown as CountryGeometry[];
const polygonsOf = (g: CountryGeometry): number[][][] =>
  g.type === "Polygon" ? [g.arcs as number[][]] : g.type === "MultiPolygon" ? (g.arcs as number[][][]) : [];

/** Every arc's users, as polygon keys; coast arcs have exactly one. */
const arcUsers = new Map<number, string[]>();
countries.forEach((g, gi) => {
  polygonsOf(g).forEach((rings, pi) => {
    for (const ring of rings)
      for (const a of ring) {
        const index = a < 0 ? ~a : a;
        arcUsers.set(index, [...(arcUsers.get(index) ?? []), `${gi}:${pi}`]);
      }
  });
});

/** Coast segments in a grid of 1° cells; the cut along the antimeridian and Antarctica's cut at 85° S are not coast. */
const grid = new Map<number, Segment[]>();
const cellKey = (cx: number, cy: number) => (((cx % 360) + 360) % 360) * 1000 + cy;
for (const [index, users] of arcUsers) {
  if (users.length !== 1) continue;
  const points = arcs[index] as Position[];
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1] as [number, number];
    const [bx, by] = points[i] as [number, number];
    if ((Math.abs(ax) > 179.99 && Math.abs(bx) > 179.99) || (ay < SOUTH_CUT_DEG && by < SOUTH_CUT_DEG)) continue;
    const segment = { ax, ay, bx, by, polygon: users[0] as string };
    for (let cx = Math.floor(Math.min(ax, bx)); cx <= Math.floor(Math.max(ax, bx)); cx++)
      for (let cy = Math.floor(Math.min(ay, by)); cy <= Math.floor(Math.max(ay, by)); cy++) {
        const key = cellKey(cx, cy);
        const cell = grid.get(key);
        if (cell) cell.push(segment);
        else grid.set(key, [segment]);
      }
  }
}

/** Land polygons with their bounding boxes, for point-in-polygon tests. */
const landShape = feature(topology, topology.objects.land as GeometryCollection).features[0]?.geometry as MultiPolygon;
const landPolygons = landShape.coordinates.map((rings) => {
  const xs = (rings[0] as Position[]).map((p) => p[0] as number);
  const ys = (rings[0] as Position[]).map((p) => p[1] as number);
  const polygon: Polygon = { type: "Polygon", coordinates: rings };
  return { polygon, west: Math.min(...xs), east: Math.max(...xs), south: Math.min(...ys), north: Math.max(...ys) };
});

/** Whether a point lies on Natural Earth's land. */
export function onLand(lat: number, lon: number): boolean {
  return landPolygons.some(
    (p) =>
      lon >= p.west &&
      lon <= p.east &&
      lat >= p.south &&
      lat <= p.north &&
      booleanPointInPolygon([lon, lat], p.polygon),
  );
}

/** Nearest coast within `radiusKm` of a point (local equirectangular distances): its distance in km and polygon. */
function coastWithin(lat: number, lon: number, radiusKm: number): { km: number; polygon: string | null } {
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLat = radiusKm / KM_PER_DEG;
  const dLon = Math.min(180, radiusKm / (KM_PER_DEG * Math.max(cos, 0.01)));
  let best = Number.POSITIVE_INFINITY;
  let polygon: string | null = null;
  for (let cy = Math.floor(lat - dLat); cy <= Math.floor(lat + dLat); cy++)
    for (let cx = Math.floor(lon - dLon); cx <= Math.floor(lon + dLon); cx += CELL_DEG) {
      for (const s of grid.get(cellKey(cx, cy)) ?? []) {
        const ax = wrap(s.ax - lon) * cos * KM_PER_DEG;
        const ay = (s.ay - lat) * KM_PER_DEG;
        const bx = wrap(s.bx - lon) * cos * KM_PER_DEG;
        const by = (s.by - lat) * KM_PER_DEG;
        const vx = bx - ax;
        const vy = by - ay;
        const length2 = vx * vx + vy * vy;
        const t = length2 > 0 ? Math.max(0, Math.min(1, -(ax * vx + ay * vy) / length2)) : 0;
        const d = Math.hypot(ax + t * vx, ay + t * vy);
        if (d < best) {
          best = d;
          polygon = s.polygon;
        }
      }
    }
  return { km: best, polygon };
}

const RAD = Math.PI / 180;
/** Great-circle distance, km (haversine on the 6371.0088 km mean radius, as turf's distance). */
/** Nearest coast to a point, searched in widening circles up to `limitKm`. */
function nearestCoast(lat: number, lon: number, limitKm: number): { km: number; polygon: string | null } {
  for (let radius = Math.min(limitKm, 25); ; radius = Math.min(limitKm, radius * 2)) {
    const found = coastWithin(lat, lon, radius);
    if (found.km <= radius || radius === limitKm) return found;
  }
}

const km = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
};

function destination(lat: number, lon: number, bearingDeg: number, distanceKm: number): [number, number] {
  const b = (bearingDeg * Math.PI) / 180;
  const la = lat + (distanceKm * Math.cos(b)) / KM_PER_DEG;
  const lo = lon + (distanceKm * Math.sin(b)) / (KM_PER_DEG * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return [Math.max(-89.9, Math.min(89.9, la)), wrap(lo)];
}

/** The polygon keys of a table row: its Natural Earth feature's, else the parent's polygons near its point. */
function ownPolygons(isoNumeric: string, lat: number, lon: number): Set<string> {
  const own = new Set<string>();
  countries.forEach((g, gi) => {
    if (g.id !== isoNumeric) return;
    for (let pi = 0; pi < polygonsOf(g).length; pi++) own.add(`${gi}:${pi}`);
  });
  if (own.size > 0) return own;
  let parent = "";
  let nearest = Number.POSITIVE_INFINITY;
  const near: [number, string[]][] = [];
  for (const [index, users] of arcUsers) {
    const d = Math.min(...(arcs[index] as Position[]).map(([x, y]) => km(lat, lon, y as number, x as number)));
    if (d < TERRITORY_RADIUS_KM) near.push([d, users]);
    if (d < nearest) {
      nearest = d;
      parent = (users[0] as string).split(":")[0] as string;
    }
  }
  for (const [, users] of near) for (const user of users) if (user.startsWith(`${parent}:`)) own.add(user);
  return own;
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

/** Coast vertices of the given polygons at least VERTEX_SPACING_KM apart, nearest to (`lat`, `lon`) first. */
function coastVertices(own: Set<string>, lat: number, lon: number): [number, number, number][] {
  const all: [number, number, number][] = [];
  for (const [index, users] of arcUsers) {
    if (users.length !== 1 || !own.has(users[0] as string)) continue;
    for (const [x, y] of arcs[index] as Position[])
      if ((y as number) > SOUTH_CUT_DEG && Math.abs(x as number) < 179.99)
        all.push([y as number, x as number, km(lat, lon, y as number, x as number)]);
  }
  all.sort((a, b) => a[2] - b[2]);
  const kept: [number, number, number][] = [];
  const cells = new Map<string, [number, number][]>();
  const cell = (a: number, b: number) => `${Math.round(a * 10)}:${Math.round(b * 10)}`;
  for (const v of all) {
    const [vLat, vLon] = v;
    const near = [-1, 0, 1].flatMap((i) =>
      [-1, 0, 1].flatMap((j) => cells.get(cell(vLat + i / 10, vLon + j / 10)) ?? []),
    );
    if (near.some(([tLat, tLon]) => km(tLat, tLon, vLat, vLon) < VERTEX_SPACING_KM)) continue;
    cells.set(cell(vLat, vLon), [...(cells.get(cell(vLat, vLon)) ?? []), [vLat, vLon]]);
    kept.push(v);
  }
  return kept;
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
        if (!openSea(cLat, cLon) || !own.has(nearestCoast(cLat, cLon, 400).polygon ?? "")) continue;
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
