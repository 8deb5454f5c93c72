/**
 * Moist-air relations over liquid water from the Magnus form with the coefficients of
 * Alduchov & Eskridge (1996), "Improved Magnus form approximation of saturation vapor pressure",
 * J. Appl. Meteor. 35:601-609, eq. 21 (AERK): es = 6.1094·exp(17.625·T/(T + 243.04)), and over ice with their
 * eq. 23 (AERKi): ei = 6.1121·exp(22.587·T/(T + 273.86)), −80 to 0 °C.
 * The water coefficients are Open-Meteo's (Meteorology.swift). Valid for -40 to +50 °C,
 * where the dew point is within about 0.35 °C of the Goff-Gratch reference (Lawrence 2005, BAMS 86:225).
 * NaN in, NaN out; nothing here throws.
 */

const MAGNUS_A_HPA = 6.1094;
const MAGNUS_B = 17.625;
const MAGNUS_C_DEGC = 243.04;
const ICE_A_HPA = 6.1121;
const ICE_B = 22.587;
const ICE_C_DEGC = 273.86;

/** Saturation vapour pressure over water, hPa, at air temperature `tempC` (°C). */
export function saturationVapourPressureHpa(tempC: number): number {
  return MAGNUS_A_HPA * Math.exp((MAGNUS_B * tempC) / (MAGNUS_C_DEGC + tempC));
}

/** Actual vapour pressure, hPa, from air temperature `tempC` (°C) and relative humidity `rhPct` (%). */
export function vapourPressureHpa(tempC: number, rhPct: number): number {
  return (rhPct / 100) * saturationVapourPressureHpa(tempC);
}

/**
 * Dew point, °C: the inverse Magnus relation Td = c·γ/(b − γ), γ = ln(e/a), for a vapour pressure `vapourHpa` (hPa).
 * `NaN` for a non-positive vapour pressure (the logarithm's: ln 0 = −∞ gives −∞/∞, ln of a negative NaN).
 */
export function dewPointFromVapourPressureC(vapourHpa: number): number {
  const gamma = Math.log(vapourHpa / MAGNUS_A_HPA);
  return (MAGNUS_C_DEGC * gamma) / (MAGNUS_B - gamma);
}

/**
 * Frost point, °C: the temperature at which vapour of pressure `vapourHpa` (hPa) saturates over ice, the inverse of
 * Alduchov & Eskridge's eq. 23, Tf = c·γ/(b − γ), γ = ln(e/a). Below 0 °C it lies above the dew point (0.6 K at a
 * −5 °C dew point): glass colder than 0 °C gathers frost from there. `NaN` for a non-positive vapour pressure (as
 * `dewPointFromVapourPressureC`).
 */
export function frostPointFromVapourPressureC(vapourHpa: number): number {
  const gamma = Math.log(vapourHpa / ICE_A_HPA);
  return (ICE_C_DEGC * gamma) / (ICE_B - gamma);
}

/**
 * Dew point, °C, from air temperature `tempC` (°C) and relative humidity `rhPct` (%, clamped to 0-100).
 * Never exceeds `tempC`; `NaN` at 0 % humidity, where the dew point is undefined.
 */
export function dewPointC(tempC: number, rhPct: number): number {
  const rh = Math.min(Math.max(rhPct, 0), 100);
  return Math.min(dewPointFromVapourPressureC(vapourPressureHpa(tempC, rh)), tempC);
}

/** Relative humidity, % (0-100), from air temperature `tempC` and dew point `dewPointC` (°C; capped at `tempC`). */
export function relativeHumidityPct(tempC: number, dewPointTempC: number): number {
  const ratio = saturationVapourPressureHpa(Math.min(dewPointTempC, tempC)) / saturationVapourPressureHpa(tempC);
  return 100 * ratio;
}

/** Absolute humidity (water-vapour density), g/m³, of vapour pressure `vapourHpa` (hPa) at `tempC` (°C): ρv = 216.7·e/(T + 273.15). */
export function absoluteHumidityGm3(vapourHpa: number, tempC: number): number {
  return (216.7 * vapourHpa) / (tempC + 273.15);
}
