// The Sun's coordinates adapted from suncalc 2.0.2 (BSD-2-Clause, Copyright (c) 2026, Volodymyr Agafonkin); see
// LICENSE. Interpolated through a solar day as Meeus does for rising, transit and setting (ch. 15).

/** Radians per degree. */
export const RAD = Math.PI / 180;
/** A full turn, radians. */
export const TWO_PI = 2 * Math.PI;
/** Days from the Julian date of solar transit to the transit's first guess (suncalc's `J0`). */
export const J0 = 0.0009;

/** ΔT = TT − UT, s, at `d` UT days since J2000 (Espenak & Meeus polynomial fits, good 1900-2150). */
function deltaTSeconds(d: number): number {
  const y = 2000 + d / 365.2425;
  let t: number;
  if (y < 1920) {
    t = y - 1900;
    return -2.79 + t * (1.494119 + t * (-0.0598939 + t * (0.0061966 - t * 0.000197)));
  }
  if (y < 1941) {
    t = y - 1920;
    return 21.2 + t * (0.84493 + t * (-0.0761 + t * 0.0020936));
  }
  if (y < 1961) {
    t = y - 1950;
    return 29.07 + t * (0.407 + t * (-1 / 233 + t / 2547));
  }
  if (y < 1986) {
    t = y - 1975;
    return 45.45 + t * (1.067 + t * (-1 / 260 - t / 718));
  }
  if (y < 2005) {
    t = y - 2000;
    return 63.86 + t * (0.3345 + t * (-0.060374 + t * (0.0017275 + t * (0.000651814 + t * 0.00002373599))));
  }
  if (y < 2050) {
    t = y - 2000;
    return 62.92 + t * (0.32217 + t * 0.005589);
  }
  t = (y - 1820) / 100;
  return -20 + 32 * t * t - 0.5628 * (2150 - y);
}

/** The Sun's apparent right ascension and declination, radians, at `d` UT days since J2000 (Meeus ch. 25, on TT). */
function sunCoords(d: number): { readonly ra: number; readonly dec: number } {
  const t = (d + deltaTSeconds(d) / 86_400) / 36_525;
  const l0 = RAD * (280.46646 + t * (36_000.76983 + t * 0.0003032));
  const m = RAD * (357.52911 + t * (35_999.05029 - t * 0.0001537));
  const sinM = Math.sin(m);
  const cosM = Math.cos(m);
  const c =
    RAD *
    ((1.914602 - t * (0.004817 + t * 0.000014)) * sinM +
      (0.019993 - 0.000101 * t) * 2 * sinM * cosM +
      0.000289 * sinM * (3 - 4 * sinM * sinM));
  const omega = RAD * (125.04 - 1934.136 * t);
  const lambda = l0 + c - RAD * (0.00569 + 0.00478 * Math.sin(omega));
  const epsilon =
    RAD * (23.439291 - t * (0.0130042 + t * (0.00000016 - t * 0.000000504))) + RAD * 0.00256 * Math.cos(omega);
  const sinLambda = Math.sin(lambda);
  return {
    ra: Math.atan2(Math.cos(epsilon) * sinLambda, Math.cos(lambda)),
    dec: Math.asin(Math.sin(epsilon) * sinLambda),
  };
}

/** Greenwich mean sidereal time minus west longitude `lw`, radians (Meeus 12.4, linear term). */
export const siderealRad = (d: number, lw: number) => RAD * (280.46061837 + 360.98564736629 * d) - lw;
/** An angle, radians, brought into [−π, π]. */
export const wrapPi = (a: number) => a - TWO_PI * Math.round(a / TWO_PI);

/**
 * The Sun's right ascension and declination through one solar day, radians, as quadratics in d − `mid` (UT days
 * since J2000): Lagrange's through `sunCoords` at the day's first transit guess `mid` and half a day either side
 * (Meeus 3.3; his ch. 15 interpolates the Sun's coordinates between days the same way). Three evaluations of the
 * coordinates a day instead of suncalc's eight (four for the transit, two for each event), and the outer two shared
 * with the neighbouring days (`nodeCoords`); within 2·10⁻⁸ rad of them (0.28 ms of the Sun's daily turn), so an
 * event moves by at most a millisecond where the Sun crosses its altitude at an angle (docs/model.md, Sun times).
 */
export interface Ephemeris {
  /** The first transit guess, UT days since J2000. */
  readonly mid: number;
  /** Right ascension's c0 + c1·x + c2·x² in x = d − mid, radians (continuous across ±π within the day). */
  readonly ra: Quadratic;
  /** Declination's, likewise. */
  readonly dec: Quadratic;
}

type Quadratic = readonly [c0: number, c1: number, c2: number];

/** The first transit guess on the grid of half days `halfDays` (suncalc's J0 and the longitude's share of a day). */
const gridDay = (halfDays: number, lw: number) => halfDays / 2 + J0 + lw / TWO_PI;

/** The solar day's `Ephemeris` whose first transit guess is `anchor` + J0 + lw/2π (`anchor` whole days). */
export function ephemeris(anchor: number, lw: number): Ephemeris {
  // each node read before the next is asked for: a node remembered may be overwritten by the next one's evaluation
  let node = nodeCoords(2 * anchor - 1, lw);
  const raBefore = node.ra;
  const decBefore = node.dec;
  node = nodeCoords(2 * anchor, lw);
  const ra0 = node.ra;
  const dec0 = node.dec;
  node = nodeCoords(2 * anchor + 1, lw);
  // right ascension wraps at ±π: the outer nodes are taken on the middle one's side
  return {
    mid: gridDay(2 * anchor, lw),
    ra: quadratic(ra0 + wrapPi(raBefore - ra0), ra0, ra0 + wrapPi(node.ra - ra0)),
    dec: quadratic(decBefore, dec0, node.dec),
  };
}

/** Coefficients of c0 + c1·x + c2·x² through (−½, `yBefore`), (0, `y0`), (½, `yAfter`). */
const quadratic = (yBefore: number, y0: number, yAfter: number): Quadratic => [
  y0,
  yAfter - yBefore,
  2 * (yAfter - 2 * y0 + yBefore),
];

/** The Sun's right ascension, radians, at `d` UT days since J2000 within `sun`'s day. */
export const rightAscension = (sun: Ephemeris, d: number) => valueAt(sun.ra, d - sun.mid);
/** The Sun's declination, radians, at `d` UT days since J2000 within `sun`'s day. */
export const declination = (sun: Ephemeris, d: number) => valueAt(sun.dec, d - sun.mid);
// indexed, not destructured: V8 took the array pattern through the iterator protocol, some 40 % of a lean
// country's sun times in the profile (docs/performance.md, "Sun times by interpolation")
const valueAt = (q: Quadratic, x: number) => q[0] + x * (q[1] + x * q[2]);

/** Solar transit of `sun`'s day (UT days since J2000), refined from its first guess three times (Meeus 15.2). */
export function solarTransit(sun: Ephemeris, lw: number): number {
  let d = sun.mid;
  for (let i = 0; i < 3; i++) d -= wrapPi(siderealRad(d, lw) - rightAscension(sun, d)) / TWO_PI;
  return d;
}

/** A grid point's coordinates (`nodeCoords`). */
interface GridNode {
  halfDays: number;
  lw: number;
  ra: number;
  dec: number;
}

/** The last three grid points' coordinates, oldest overwritten first: one day's nodes. */
const NODES: GridNode[] = Array.from({ length: 3 }, () => ({ halfDays: Number.NaN, lw: Number.NaN, ra: 0, dec: 0 }));
let oldest = 0;

/**
 * `sunCoords` at grid point `halfDays` for west longitude `lw` (`gridDay`), remembered for the next calls:
 * consecutive days of a place share a node (a forecast's seven sun days take 15 evaluations, not 21) and give the
 * same numbers as a fresh evaluation (the last answers of a pure function: no call sees another's place or day).
 */
function nodeCoords(halfDays: number, lw: number): GridNode {
  for (const node of NODES) if (node.halfDays === halfDays && node.lw === lw) return node;
  const { ra, dec } = sunCoords(gridDay(halfDays, lw));
  const node = NODES[oldest] as GridNode;
  oldest = (oldest + 1) % NODES.length;
  node.halfDays = halfDays;
  node.lw = lw;
  node.ra = ra;
  node.dec = dec;
  return node;
}
