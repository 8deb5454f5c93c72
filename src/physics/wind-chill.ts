/**
 * Wind chill temperature, °C, by the JAG/TI 2001 formula adopted by Environment Canada, the US NWS and the
 * UK Met Office (Osczevski & Bluestein 2005, BAMS 86:1453):
 *
 *     WCT = 13.12 + 0.6215·T − 11.37·V^0.16 + 0.3965·T·V^0.16
 *
 * Defined for T ≤ 10 °C and V > 4.8 km/h (10 m wind); outside that domain the air temperature itself is returned,
 * as the NWS does, so the value is always usable as a "feels like".
 *
 * @param tempC air temperature, °C
 * @param windSpeed10mKmh wind speed at 10 m, km/h
 * @returns wind chill temperature, °C (NaN for NaN input)
 */
export function windChillC(tempC: number, windSpeed10mKmh: number): number {
  if (Number.isNaN(tempC) || Number.isNaN(windSpeed10mKmh)) return Number.NaN;
  if (tempC > 10 || windSpeed10mKmh <= 4.8) return tempC;
  const v = windSpeed10mKmh ** 0.16;
  return 13.12 + 0.6215 * tempC - 11.37 * v + 0.3965 * tempC * v;
}
