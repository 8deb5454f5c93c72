/**
 * Tolerances of the reference-value tests, in one place (as suncalc's accuracy test keeps them), each with the
 * reason it is that size.
 */
export const TOLERANCE = {
  /** Magnus (Alduchov-Eskridge) vs the WMO/Goff-Gratch saturation table: within 0.1 % below 35 °C, 0.3 % to 50 °C. */
  saturationVapourPressureRel: 0.003,
  /** Dew point vs tabulated psychrometric values given to 0.1 °C: rounding plus the 0.35 °C Magnus fit error. */
  dewPointC: 0.35,
  /** Heat index vs the NWS chart: the Rothfusz regression's ±1.3 °F plus the chart's whole degrees, in °C. */
  heatIndexC: 1,
  /** Wind chill vs Environment Canada's chart of whole degrees. */
  windChillC: 0.6,
  /** Sunrise and sunset vs published almanac minutes: suncalc's ~15 s plus the table's rounding to the minute. */
  sunEventMs: 90_000,
} as const;
