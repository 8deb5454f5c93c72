/**
 * Tolerances of the reference-value tests, in one place (as suncalc's accuracy test keeps them), each with the
 * reason it is that size.
 */
export const TOLERANCE = {
  /**
   * Magnus (Alduchov-Eskridge) vs the saturation table of test/physics/humidity.test.ts (Hardy 1998 values,
   * 6.1121 hPa at 0 °C, Goff-Gratch's own being 6.1078; a Goff-Gratch-like 2.8627 at −10 °C): −0.25 % at 20-30 °C, +0.18 % at −10 °C, within Alduchov &
   * Eskridge's stated 0.4 %; the bound is 0.3 %.
   */
  saturationVapourPressureRel: 0.003,
  /** Dew point vs tabulated psychrometric values given to 0.1 °C: rounding plus the 0.35 °C Magnus fit error. */
  dewPointC: 0.35,
  /** Heat index vs the NWS chart: the Rothfusz regression's ±1.3 °F plus the chart's whole degrees, in °C. */
  heatIndexC: 1,
  /** Wind chill vs Environment Canada's chart of whole degrees. */
  windChillC: 0.6,
  /** Sunrise and sunset vs published almanac minutes: suncalc's ~15 s plus the table's rounding to the minute. */
  sunEventMs: 90_000,
  /**
   * vansky's sun events vs suncalc 2.0.2's own, below 60° of latitude: the same algorithm on the Sun's coordinates
   * interpolated through the day (src/physics/sun-position.ts), within 2·10⁻⁸ rad of suncalc's, which moves an
   * event by a fraction of a millisecond and the truncation to whole milliseconds by one at most (1 ms in 1.2 million
   * random events, 1926-2126; docs/model.md, Sun times).
   */
  sunSuncalcMs: 1,
} as const;
