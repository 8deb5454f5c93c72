/**
 * Heat index, °C, by the US National Weather Service algorithm (Rothfusz 1990 regression with the NWS adjustments;
 * https://www.wpc.ncep.noaa.gov/html/heatindex_equation.shtml), computed in °F and read as the NWS reference
 * implementations read it (MetPy's `heat_index`, the R package weathermetrics' `heat.index.algorithm`):
 *
 *     HI = T                                                        if T ≤ 40 °F, else
 *     HI = 0.5·(T + 61 + 1.2·(T − 68) + 0.094·RH)                   if that is below 79 °F, else
 *     HI = −42.379 + 2.04901523·T + 10.14333127·RH − 0.22475541·T·RH − 0.00683783·T² − 0.05481717·RH²
 *          + 0.00122874·T²·RH + 0.00085282·T·RH² − 0.00000199·T²·RH²
 *     − ((13 − RH)/4)·√((17 − |T − 95|)/17)   if RH < 13 % and 80 ≤ T ≤ 112 °F
 *     + ((RH − 85)/10)·((87 − T)/5)           if RH > 85 % and 80 ≤ T ≤ 87 °F
 *
 * Fits Steadman's (1979) table within about ±1.3 °F where HI ≥ 80 °F (26.7 °C); below that the simple form applies.
 *
 * @param tempC air temperature, °C
 * @param rhPct relative humidity, %
 * @returns heat index, °C (NaN for NaN input)
 */
export function heatIndexC(tempC: number, rhPct: number): number {
  const t = (tempC * 9) / 5 + 32;
  const rh = rhPct;
  if (Number.isNaN(rh)) return Number.NaN;
  if (t <= 40) return tempC;
  const simple = 0.5 * (t + 61 + (t - 68) * 1.2 + rh * 0.094);
  let hi = simple;
  if (simple >= 79) {
    hi =
      -42.379 +
      2.04901523 * t +
      10.14333127 * rh -
      0.22475541 * t * rh -
      0.00683783 * t * t -
      0.05481717 * rh * rh +
      0.00122874 * t * t * rh +
      0.00085282 * t * rh * rh -
      0.00000199 * t * t * rh * rh;
    if (rh < 13 && t >= 80 && t <= 112) hi -= ((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
    else if (rh > 85 && t >= 80 && t <= 87) hi += ((rh - 85) / 10) * ((87 - t) / 5);
  }
  return ((hi - 32) * 5) / 9;
}
