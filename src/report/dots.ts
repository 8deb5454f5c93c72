/**
 * Where the map draws the dots of places without a 1:110m shape (small islands, microstates): at their point, moved
 * apart just enough that no dot hides another (the Lesser Antilles, the Channel Islands, Hong Kong and Macau), with a
 * leader line back to the point when a dot moved. Deterministic: the same places give the same layout.
 */

/** A dot to place: its key and its point on the map, SVG px. */
export interface DotPoint {
  readonly code: string;
  readonly x: number;
  readonly y: number;
}

/** A placed dot: where it is drawn (`x`, `y`) and the point it stands for (`x0`, `y0`). */
export interface PlacedDot extends DotPoint {
  readonly x0: number;
  readonly y0: number;
}

/** The most rounds of pushing apart; a world set's clusters settle in a few dozen. */
const MAX_ROUNDS = 500;

/**
 * The dots moved apart until every two centres are at least `gap` px apart: each round, every pair closer than that
 * is pushed apart along the line joining them, each by half the overlap (a pair on the same point along a direction
 * of its own, from its place in the code order), until no pair overlaps. Returned in code order.
 */
export function spreadDots(points: readonly DotPoint[], gap: number): PlacedDot[] {
  const dots: { code: string; x: number; y: number; x0: number; y0: number }[] = [...points]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((p) => ({ code: p.code, x: p.x, y: p.y, x0: p.x, y0: p.y }));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < dots.length; i++) {
      for (let j = i + 1; j < dots.length; j++) {
        const a = dots[i] as (typeof dots)[number];
        const b = dots[j] as (typeof dots)[number];
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        if (distance < 1e-9) {
          const angle = (j * 2.399963) % (2 * Math.PI); // the golden angle: coincident points fan out
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        // a hair more than the overlap, so that rounding cannot leave a pair just short of the gap
        const push = (gap - distance) / 2 + 1e-6;
        a.x -= (dx / distance) * push;
        a.y -= (dy / distance) * push;
        b.x += (dx / distance) * push;
        b.y += (dy / distance) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return dots;
}
