/**
 * The world's coasts, from Natural Earth 1:10m Admin 0 countries (public domain) as TopoJSON through world-atlas. In
 * its topology an arc used by exactly one country is coastline (an arc two countries share is a land border), so
 * the coast of each country, and which country a stretch of coast belongs to, come straight from the arcs. Coast
 * segments are kept in a grid of 1° cells for nearest-coast queries; land polygons for point-in-land tests.
 */
import { createRequire } from "node:module";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { KM_PER_DEG, km, wrap } from "./geo.js";

const require = createRequire(import.meta.url);
const topology: Topology = require("world-atlas/countries-10m.json");

/** world-atlas cuts Antarctica at 85.2° S: the cut is no coast, and nothing south of it is sea. */
export const SOUTH_CUT_DEG = -85;
/** Coast vertices closer than this to one already kept are skipped, km (the search's rings around it cover them). */
const VERTEX_SPACING_KM = 3;
/** Territories without a Natural Earth feature of their own take the parent's polygons within this radius, km. */
const TERRITORY_RADIUS_KM = 250;
const CELL_DEG = 1;

interface Segment {
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
  /** The polygon whose coast this is: `<geometry index>:<polygon index>`. */
  readonly polygon: string;
}

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

/**
 * Nearest coast to a point, searched in widening circles up to `limitKm`: its distance in km (Infinity when none is
 * within the limit) and its polygon's key.
 */
export function nearestCoast(lat: number, lon: number, limitKm: number): { km: number; polygon: string | null } {
  for (let radius = Math.min(limitKm, 25); ; radius = Math.min(limitKm, radius * 2)) {
    const found = coastWithin(lat, lon, radius);
    if (found.km <= radius || radius === limitKm) return found;
  }
}

/**
 * The polygon keys of a Natural Earth feature (ISO 3166-1 numeric id); for a territory without a feature of its own,
 * the polygons of the feature nearest to its point (`lat`, `lon`) within TERRITORY_RADIUS_KM.
 */
export function ownPolygons(isoNumeric: string, lat: number, lon: number): Set<string> {
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

/** Coast vertices of the given polygons at least VERTEX_SPACING_KM apart, nearest to (`lat`, `lon`) first: [lat, lon, km]. */
export function coastVertices(own: Set<string>, lat: number, lon: number): [number, number, number][] {
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
