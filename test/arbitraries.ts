/** Shared fast-check arbitraries: physically meaningful ranges with units in their names. */
import fc from "fast-check";

/** Air temperature, °C, over the range of the Magnus fit (−40..+50). */
export const tempC = fc.double({ min: -40, max: 50, noNaN: true });
/** Relative humidity, %, strictly positive (the dew point is undefined at 0 %). */
export const rhPct = fc.double({ min: 1, max: 100, noNaN: true });
/** 10 m wind speed, km/h. */
export const windKmh = fc.double({ min: 0, max: 150, noNaN: true });
/** Global horizontal irradiance, W/m². */
export const shortwaveWm2 = fc.double({ min: 0, max: 1200, noNaN: true });
/** Any double, including NaN and ±Infinity. */
export const anyNumber = fc.double();
/** Instants between 1900 and 2200 as UTC epoch milliseconds. */
export const epochMs = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
/** UTC offsets that exist in the tz database, s: −12:00..+14:00 in quarter hours. */
export const offsetSeconds = fc.integer({ min: -48, max: 56 }).map((q) => q * 900);
/** Latitudes away from the poles, degrees, and longitudes, degrees. */
export const latitudeDeg = fc.double({ min: -89, max: 89, noNaN: true });
export const longitudeDeg = fc.double({ min: -180, max: 180, noNaN: true });
