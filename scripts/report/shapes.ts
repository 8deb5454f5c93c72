/**
 * Generates src/report/shapes.ts (run by `npm run build`): every country of Natural Earth's 1:110m Admin 0 countries
 * (world-atlas 2.0.2's countries-110m.json, TopoJSON; Natural Earth is public domain) as one SVG path, projected by
 * src/report/projection.ts and keyed by ISO 3166-1 alpha-2 code.
 *
 * - Codes: world-atlas keys countries by ISO 3166-1 numeric code; world-countries (the source of src/countries)
 *   gives each its alpha-2 code. Three shapes have no numeric code: Kosovo is `XK` (as in the country table),
 *   Northern Cyprus and Somaliland are drawn as part of `CY` and `SO` (ISO 3166-1 counts them there).
 * - Territories that Natural Earth draws inside their parent's shape get their own (`TERRITORIES`; docs/report.md):
 *   French Guiana (GF) out of France, Svalbard (SJ) out of Norway. Each of the parent's polygons nearer the
 *   territory's point than the parent's (the country table's capitals) becomes the territory's. The script fails when
 *   a polygon holds the point of a country without a shape of its own and not its parent's, so a new case is listed
 *   here rather than painted with its parent's value.
 * - Rings across the antimeridian are cut in two (./antimeridian.ts).
 * - Compact: coordinates rounded to 0.1 px, the first point of each ring absolute (`M`), the others relative (`l`);
 *   points that round onto the previous one dropped, and rings left with fewer than three points (islands under a
 *   pixel) dropped. A country left with no ring has no shape: the map draws it as a dot.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Countries } from "world-countries";
import { COUNTRIES } from "../../src/countries/index.js";
import { project } from "../../src/report/projection.js";
import { splitAtAntimeridian } from "./antimeridian.js";

const require = createRequire(import.meta.url);
const topology: Topology = require("world-atlas/countries-110m.json");
const worldCountries: Countries = require("world-countries");

/** The shapes without an ISO numeric code in world-atlas, by their Natural Earth name. */
const BY_NAME: Readonly<Record<string, string>> = { Kosovo: "XK", "N. Cyprus": "CY", Somaliland: "SO" };

/** Territories inside a parent's shape at 1:110m, by code: the parent's code. */
const TERRITORIES: Readonly<Record<string, string>> = { GF: "FR", SJ: "NO" };

const alpha2 = new Map(worldCountries.map((c) => [c.ccn3, c.cca2]));
const known = new Set(COUNTRIES.map((c) => c.code));
const pointOf = (code: string): [number, number] => {
  const country = COUNTRIES.find((c) => c.code === code);
  if (!country) throw new Error(`${code} is not in the country table`);
  return [country.longitude, country.latitude];
};

/** A coordinate in tenths of a pixel as text: `12` is `1.2`, `-3` is `-.3`, `10` is `1`. */
function tenths(n: number): string {
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  const whole = Math.floor(abs / 10);
  const frac = abs % 10;
  return `${sign}${whole === 0 && frac !== 0 ? "" : whole}${frac === 0 ? "" : `.${frac}`}`;
}

/** A pair of numbers with the separators SVG needs: none before a minus sign. */
const pair = (x: number, y: number): string => `${tenths(x)}${y < 0 ? "" : " "}${tenths(y)}`;

/** One ring (longitude, latitude pairs) as `M…l…z`, or "" when it rounds to fewer than three points. */
function ringPath(ring: readonly (readonly number[])[]): string {
  const points: [number, number][] = [];
  for (const [lon, lat] of ring) {
    const [x, y] = project(lon as number, lat as number).map((v) => Math.round(v * 10)) as [number, number];
    const last = points.at(-1);
    if (!last || last[0] !== x || last[1] !== y) points.push([x, y]);
  }
  const first = points[0];
  const last = points.at(-1);
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  if (points.length < 3) return "";
  let path = `M${pair(...(points[0] as [number, number]))}l`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i] as [number, number];
    const [px, py] = points[i - 1] as [number, number];
    path += `${i > 1 && x - px >= 0 ? " " : ""}${pair(x - px, y - py)}`;
  }
  return `${path}z`;
}

type Ring = [number, number][];

/** Whether `point` lies inside `ring` (even-odd rule on longitude and latitude). */
function contains(ring: Ring, [x, y]: [number, number]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Squared distance in degrees from the mean of a ring's points to `point`: enough to tell which one is nearer. */
function squaredDistance(ring: Ring, [x, y]: [number, number]): number {
  const mx = ring.reduce((sum, p) => sum + p[0], 0) / ring.length - x;
  const my = ring.reduce((sum, p) => sum + p[1], 0) / ring.length - y;
  return mx * mx + my * my;
}

/** The code a polygon of `code`'s shape is drawn as: one of its territories when nearer that territory's point. */
function ownerOf(code: string, outer: Ring): string {
  const own = squaredDistance(outer, pointOf(code));
  const territory = Object.keys(TERRITORIES).find(
    (t) => TERRITORIES[t] === code && squaredDistance(outer, pointOf(t)) < own,
  );
  return territory ?? code;
}

const collection = feature(topology, topology.objects.countries as GeometryCollection);
const shaped = new Set<string>(Object.keys(TERRITORIES));
const features = collection.features.map((f) => {
  const name = (f.properties as { name: string }).name;
  const code = f.id === undefined ? BY_NAME[name] : alpha2.get(String(f.id));
  if (code === undefined || !known.has(code)) throw new Error(`no ISO alpha-2 code for ${name} (${f.id})`);
  shaped.add(code);
  const geometry = f.geometry;
  const polygons =
    geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
  return { code, polygons: polygons as Ring[][] };
});
const paths = new Map<string, string>();
for (const { code, polygons } of features) {
  for (const polygon of polygons) {
    const owner = ownerOf(code, polygon[0] as Ring);
    // a country without a shape inside another country's polygon: an enclave or a coastal microstate (a dot on
    // top) when the polygon also holds the owner's point, else a territory missing from TERRITORIES
    for (const other of COUNTRIES) {
      const point: [number, number] = [other.longitude, other.latitude];
      if (
        shaped.has(other.code) ||
        !contains(polygon[0] as Ring, point) ||
        contains(polygon[0] as Ring, pointOf(owner))
      )
        continue;
      throw new Error(`${other.code} lies in a polygon of ${owner}'s shape: add it to TERRITORIES or explain it`);
    }
    const rings = polygon.flatMap((ring) => splitAtAntimeridian(ring));
    const path = rings.map(ringPath).join("");
    if (path !== "") paths.set(owner, (paths.get(owner) ?? "") + path);
  }
}

const lines = [...paths.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, p]) => `  ${c}: "${p}",`);
const text = `// Generated by scripts/report/shapes.ts (npm run build). Do not edit by hand.
// Natural Earth 1:110m Admin 0 countries (public domain) through world-atlas 2.0.2, projected by ./projection.ts.

/** Each country's SVG path (Natural Earth I, MAP_WIDTH × MAP_HEIGHT px, 0.1 px steps) by ISO 3166-1 alpha-2 code. */
export const SHAPES: Readonly<Record<string, string>> = {
${lines.join("\n")}
};
`;
const out = fileURLToPath(new URL("../../src/report/shapes.ts", import.meta.url));
writeFileSync(out, text);
console.log(`src/report/shapes.ts: ${paths.size} countries, ${text.length} bytes`);
