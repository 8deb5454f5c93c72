/**
 * Humidex, °C, Environment Canada's index of how hot humid air feels (Masterton & Richardson 1979, _Humidex: a method
 * of quantifying human discomfort due to excessive heat and humidity_, Environment Canada CLI 1-79; the formula as
 * Environment and Climate Change Canada publishes it):
 *
 *     H = T + 0.5555·(e − 10),  e = 6.11·exp(5417.7530·(1/273.16 − 1/(273.15 + Td)))
 *
 * with e the vapour pressure in hPa at the dew point Td. Its bands: below 29 little or no discomfort, 30-39 some
 * discomfort, 40-45 great discomfort, above 45 dangerous.
 *
 * @param tempC air temperature, °C
 * @param dewPointC dew point, °C
 * @returns humidex, °C (NaN for NaN input)
 */
export function humidexC(tempC: number, dewPointC: number): number {
  const vapourHpa = 6.11 * Math.exp(5417.753 * (1 / 273.16 - 1 / (273.15 + dewPointC)));
  return tempC + 0.5555 * (vapourHpa - 10);
}
