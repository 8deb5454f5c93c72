/**
 * The map's projection: Natural Earth I (Šavrič, Jenny, Patterson, Petrovič and Hurni 2011, "A polynomial equation
 * for the Natural Earth projection", Cartography and Geographic Information Science 38(4)), the polynomial d3-geo's
 * `geoNaturalEarth1` uses, scaled so the whole world fills `MAP_WIDTH` × `MAP_HEIGHT` SVG pixels with north up.
 * Shared by the build script that projects the country shapes (scripts/report/shapes.ts) and by the renderer, which
 * projects the dots of countries without a shape, so both land in the same place.
 */

/** The map's width, SVG px (the viewBox's). */
export const MAP_WIDTH = 960;

/** Natural Earth I's raw coordinates (unit sphere) of longitude `lambda` and latitude `phi`, both in radians. */
function naturalEarthRaw(lambda: number, phi: number): [number, number] {
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  return [
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ];
}

const [X_MAX] = naturalEarthRaw(Math.PI, 0);
const [, Y_MAX] = naturalEarthRaw(0, Math.PI / 2);
const SCALE = MAP_WIDTH / (2 * X_MAX);

/** The map's height, SVG px: pole to pole at the scale that fits ±180° into `MAP_WIDTH` (about 499). */
export const MAP_HEIGHT = Math.ceil(2 * Y_MAX * SCALE);

/** The SVG position `[x, y]` (px from the top left) of longitude `lon` and latitude `lat`, degrees east and north. */
export function project(lon: number, lat: number): [number, number] {
  const [x, y] = naturalEarthRaw((lon * Math.PI) / 180, (lat * Math.PI) / 180);
  return [MAP_WIDTH / 2 + x * SCALE, MAP_HEIGHT / 2 - y * SCALE];
}
