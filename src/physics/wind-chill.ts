/** The NWS wind chill's calm limit, 3 mph in km/h (1.609344 km per mile). */
const NWS_CALM_KMH = 3 * 1.609344;

/**
 * Wind chill temperature, °C, by the JAG/TI 2001 formula adopted by Environment Canada, the US NWS and the
 * UK Met Office (Osczevski & Bluestein 2005, BAMS 86:1453):
 *
 *     WCT = 13.12 + 0.6215·T − 11.37·V^0.16 + 0.3965·T·V^0.16
 *
 * Defined for T ≤ 10 °C and V > 3 mph (4.828 km/h, 10 m wind), the NWS's domain as MetPy's `windchill` reads it;
 * outside that domain the air temperature itself is returned, as the NWS does, so the value is always usable as a
 * "feels like". The NWS rule jumps at the domain's wind edge (4.1 K at −20 °C); Environment Canada's low-wind
 * formula, which avoids that, is not used.
 *
 * @param tempC air temperature, °C
 * @param windSpeed10mKmh wind speed at 10 m, km/h
 * @returns wind chill temperature, °C (NaN for NaN input)
 */
export function windChillC(tempC: number, windSpeed10mKmh: number): number {
  if (Number.isNaN(tempC) || Number.isNaN(windSpeed10mKmh)) return Number.NaN;
  if (tempC > 10 || windSpeed10mKmh <= NWS_CALM_KMH) return tempC;
  const v = windSpeed10mKmh ** 0.16;
  return 13.12 + 0.6215 * tempC - 11.37 * v + 0.3965 * tempC * v;
}
