/**
 * Apparent temperature, °C, exactly as Open-Meteo computes its `apparent_temperature`
 * (open-meteo/open-meteo, Sources/App/Helper/Meteorology.swift, `apparentTemperature`): Steadman's (1994)
 * Australian apparent temperature with a radiation term,
 *
 *     AT = T + 0.348·e − 0.70·ws2 + 0.70·Q/(ws2 + 10) − 4.25
 *
 * with ws2 = 0.75·ws10 (10 m wind reduced to about 2 m, m/s), e the vapour pressure (hPa, Magnus with
 * Open-Meteo's coefficients 6.105, 17.27, 237.7) and Q = max(0, 0.1·(SW − 550)) the absorbed radiation
 * heuristic from shortwave radiation SW (W/m²); Q = 0 when `shortwaveWm2` is NaN.
 * Steadman R.G. (1994), "Norms of apparent temperature in Australia", Aust. Met. Mag. 43:1-16.
 *
 * @param tempC air temperature at 2 m, °C
 * @param rhPct relative humidity at 2 m, %
 * @param windSpeed10mKmh wind speed at 10 m, km/h
 * @param shortwaveWm2 global horizontal irradiance, W/m² (NaN: no radiation term)
 * @returns apparent temperature, °C (NaN if temperature, humidity or wind is NaN)
 */
export function apparentTemperatureC(
  tempC: number,
  rhPct: number,
  windSpeed10mKmh: number,
  shortwaveWm2: number,
): number {
  const ws2 = (0.75 * windSpeed10mKmh) / 3.6;
  const e = (rhPct / 100) * 6.105 * Math.exp((17.27 * tempC) / (237.7 + tempC));
  const q = shortwaveWm2 > 550 ? 0.1 * (shortwaveWm2 - 550) : 0;
  return tempC + 0.348 * e - 0.7 * ws2 + (0.7 * q) / (ws2 + 10) - 4.25;
}
