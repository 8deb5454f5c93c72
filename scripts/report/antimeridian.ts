/**
 * Rings that cross the antimeridian (Fiji, Chukotka and Wrangel Island in world-atlas's 1:110m countries), cut into
 * one ring on each side so a flat map draws them at both edges instead of as a line across the whole world.
 */

type Point = readonly [number, number];

/**
 * The ring with longitudes made continuous (a step of more than 180° read as a crossing), and whether its crossings
 * do not cancel out (it circles a pole).
 */
function unwrap(ring: readonly Point[]): { points: Point[]; polar: boolean } {
  const points: Point[] = [];
  let shift = 0;
  for (const [lon, lat] of ring) {
    const previous = points.at(-1);
    if (previous) {
      const step = lon + shift - previous[0];
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    points.push([lon + shift, lat]);
  }
  return { points, polar: shift !== 0 };
}

/** The part of a ring on one side of the meridian `at` (Sutherland-Hodgman against one line). */
function clip(ring: readonly Point[], at: number, keepEast: boolean): Point[] {
  const inside = (p: Point) => (keepEast ? p[0] >= at : p[0] <= at);
  const out: Point[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % ring.length] as Point;
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) out.push([at, a[1] + ((b[1] - a[1]) * (at - a[0])) / (b[0] - a[0])]);
  }
  return out;
}

/**
 * A ring as rings within ±180°: as it is when it does not cross the antimeridian or when it circles a pole
 * (Antarctica: its crossings do not cancel out), else its parts west and east of the crossing, moved back into range.
 */
export function splitAtAntimeridian(ring: readonly Point[]): Point[][] {
  const { points, polar } = unwrap(ring);
  if (polar) return [ring.map((p) => [p[0], p[1]] as Point)];
  const lons = points.map((p) => p[0]);
  const edge = Math.max(...lons) > 180 ? 180 : Math.min(...lons) < -180 ? -180 : undefined;
  if (edge === undefined) return [points];
  const wrap = edge > 0 ? -360 : 360;
  const near = clip(points, edge, edge < 0);
  const far = clip(points, edge, edge > 0).map(([lon, lat]): Point => [lon + wrap, lat]);
  return [near, far].filter((part) => part.length >= 3);
}
