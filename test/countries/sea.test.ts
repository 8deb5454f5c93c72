/**
 * Facts about the table's sea points, checked against Natural Earth's 1:10m land (world-atlas) with turf, not
 * against the generator's own geometry: every coastal row has one, it lies at sea, clear of every coast by a wave
 * model's grid cell, and near its own country's coast; docs/countries.md lists the ten farthest from their capital.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import turfDistance from "@turf/distance";
import { lineString, point } from "@turf/helpers";
import pointToLineDistance from "@turf/point-to-line-distance";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { COUNTRIES, type Country } from "../../src/index.js";

const require = createRequire(import.meta.url);
const topology: Topology = require("world-atlas/countries-10m.json");
const worldCountries: { cca2: string; ccn3: string }[] = require("world-countries");
const numericOf = new Map(worldCountries.map((c) => [c.cca2, c.ccn3]));

/** Least distance to any coast the docs state, km (rounded points may sit 0.1 km nearer than the generator's 12). */
const MIN_OFFSHORE_KM = 11.8;
/** Most a sea point may lie from its own country's coast, km; the rows without open water of their own, farther. */
const MAX_FROM_OWN_COAST_KM = 50;
const FALLBACK_ROWS: Record<string, number> = { BA: 60, SI: 60, JO: 250 };

type Rings = Position[][];
interface Box {
  west: number;
  east: number;
  south: number;
  north: number;
}
const boxes = new WeakMap<Position[], Box>();
/** A ring's bounding box, computed once. */
function boxOf(ring: Position[]): Box {
  let box = boxes.get(ring);
  if (!box) {
    const xs = ring.map((p) => p[0] as number);
    const ys = ring.map((p) => p[1] as number);
    box = { west: Math.min(...xs), east: Math.max(...xs), south: Math.min(...ys), north: Math.max(...ys) };
    boxes.set(ring, box);
  }
  return box;
}
const within = (box: Box, lat: number, lon: number, marginDeg: number) =>
  lat > box.south - marginDeg &&
  lat < box.north + marginDeg &&
  ((lon > box.west - marginDeg && lon < box.east + marginDeg) || box.east - box.west > 300);
const polygonsOf = (g: Polygon | MultiPolygon): Rings[] => (g.type === "Polygon" ? [g.coordinates] : g.coordinates);
const land = polygonsOf(
  feature(topology, topology.objects.land as GeometryCollection).features[0]?.geometry as MultiPolygon,
);
const countryShapes = new Map<string, Rings[]>();
for (const f of feature(topology, topology.objects.countries as GeometryCollection).features)
  if (f.id !== undefined && f.geometry)
    countryShapes.set(String(f.id), [
      ...(countryShapes.get(String(f.id)) ?? []),
      ...polygonsOf(f.geometry as Polygon | MultiPolygon),
    ]);

const onLand = (lat: number, lon: number) =>
  land.some(
    (rings) =>
      within(boxOf(rings[0] as Position[]), lat, lon, 0) &&
      booleanPointInPolygon([lon, lat], { type: "Polygon", coordinates: rings }),
  );

/**
 * Distance, km, from a point to the nearest edge of `shapes` within about 1.5° of it (edges along the antimeridian
 * and Antarctica's cut at 85.2° S, which are no coast, left out); Infinity when there is none that near.
 */
function coastDistanceKm(lat: number, lon: number, shapes: Rings[]): number {
  const near = ([x, y]: Position) =>
    Math.abs((y as number) - lat) < 1.5 &&
    Math.abs(((((x as number) - lon + 540) % 360) - 180) * Math.cos((lat * Math.PI) / 180)) < 1.5;
  let best = Number.POSITIVE_INFINITY;
  for (const rings of shapes)
    for (const ring of rings) {
      if (!within(boxOf(ring), lat, lon, 1.5 / Math.max(0.05, Math.cos((lat * Math.PI) / 180)))) continue;
      let run: Position[] = [];
      const flush = () => {
        if (run.length >= 2)
          best = Math.min(best, pointToLineDistance(point([lon, lat]), lineString(run), { units: "kilometers" }));
        run = [];
      };
      for (let i = 1; i < ring.length; i++) {
        const a = ring[i - 1] as Position;
        const b = ring[i] as Position;
        const cut =
          (Math.abs(a[0] as number) > 179.99 && Math.abs(b[0] as number) > 179.99) ||
          ((a[1] as number) < -85 && (b[1] as number) < -85);
        if (cut || !(near(a) || near(b))) {
          flush();
          continue;
        }
        if (run.length === 0) run.push(a);
        run.push(b);
      }
      flush();
    }
  return best;
}

const coastal = COUNTRIES.filter((c) => c.is_coastal);
const sea = (c: Country) => [c.marine_latitude as number, c.marine_longitude as number] as const;

describe("sea points", () => {
  it("belong to every coastal row and to no landlocked one", () => {
    expect(coastal.length).toBeGreaterThan(190);
    for (const c of COUNTRIES) {
      expect(c.marine_latitude !== undefined, c.code).toBe(c.is_coastal);
      expect(c.marine_longitude !== undefined, c.code).toBe(c.is_coastal);
    }
  });

  it("lie at sea, not on Natural Earth's land, and not in the Caspian", () => {
    for (const c of coastal) {
      const [lat, lon] = sea(c);
      expect(onLand(lat, lon), c.code).toBe(false);
      expect(lon > 46.5 && lon < 54.9 && lat > 36.5 && lat < 47.3, `${c.code} in the Caspian`).toBe(false);
    }
  });

  it(`lie at least ${MIN_OFFSHORE_KM} km from every coast (a grid cell of the wave models)`, () => {
    for (const c of coastal) {
      const [lat, lon] = sea(c);
      expect(coastDistanceKm(lat, lon, land), c.code).toBeGreaterThanOrEqual(MIN_OFFSHORE_KM);
    }
  });

  it(`lie within ${MAX_FROM_OWN_COAST_KM} km of their own country's coast`, () => {
    let checked = 0;
    for (const c of coastal) {
      const shapes = countryShapes.get(numericOf.get(c.code) ?? "");
      const [lat, lon] = sea(c);
      const limit = FALLBACK_ROWS[c.code] ?? MAX_FROM_OWN_COAST_KM;
      if (!shapes) {
        // A territory inside another country's Natural Earth feature: near some coast, near its own point.
        expect(coastDistanceKm(lat, lon, land), c.code).toBeLessThanOrEqual(limit);
        expect(turfDistance([lon, lat], [c.longitude, c.latitude]), c.code).toBeLessThan(300);
        continue;
      }
      if (c.code === "EH") continue; // Natural Earth's Morocco polygon covers its coast (docs/countries.md)
      expect(coastDistanceKm(lat, lon, shapes), c.code).toBeLessThanOrEqual(limit);
      checked++;
    }
    expect(checked).toBeGreaterThan(180);
  });

  it("docs/countries.md lists the ten farthest from their capital with their distances", () => {
    const docs = readFileSync(new URL("../../docs/countries.md", import.meta.url), "utf8");
    const farthest = coastal
      .map((c) => {
        const [lat, lon] = sea(c);
        return { code: c.code, km: Math.round(turfDistance([lon, lat], [c.longitude, c.latitude])) };
      })
      .sort((a, b) => b.km - a.km)
      .slice(0, 10);
    const listed = [...docs.matchAll(/^\| (\d+) +\| ([A-Z]{2}) .*\| ([\d ]+) km +\|/gm)].map((m) => ({
      code: m[2],
      km: Number(m[3]?.replace(/ /g, "")),
    }));
    expect(listed).toEqual(farthest);
  });
});
