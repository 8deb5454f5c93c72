/**
 * Precipitation from its parts, for responses that ask Open-Meteo for `rain`, `showers` and `snowfall` (or their
 * daily sums) but not `precipitation`: Open-Meteo's precipitation is their total, snowfall as water (open-meteo.md
 * §5; its docs: "7 cm of snow = 10 mm of precipitation water equivalent").
 */
import { coverageOf, type MutableSeries } from "./section.js";

/** Water equivalent of fresh snow, mm per cm of snowfall (Open-Meteo's snowfall-to-precipitation ratio, 10:7). */
export const SNOW_WATER_MM_PER_CM = 10 / 7;

/** Fields of one section: the total and its parts (rain, showers, snowfall in cm). */
export interface PrecipitationFields<F extends string> {
  readonly total: F;
  readonly rain: F;
  readonly showers: F;
  readonly snowfallCm: F;
}

/** The total of the parts present, mm; `NaN` when none is. */
function totalOf(rain: number, showers: number, snowfallCm: number): number {
  let total = Number.NaN;
  for (const part of [rain, showers, snowfallCm * SNOW_WATER_MM_PER_CM])
    if (!Number.isNaN(part)) total = Number.isNaN(total) ? part : total + part;
  return total;
}

/**
 * Fills a series' missing total precipitation from rain, showers and snowfall where the response has no total at
 * all but has rain or showers (snowfall alone is not taken for a total: a response asked for snow only); in place.
 * Returns whether it did, so the caller can say so.
 */
export function composePrecipitation<F extends string>(
  series: MutableSeries<F> | null,
  f: PrecipitationFields<F>,
): boolean {
  if (!series || series.coverage[f.total] > 0 || (series.coverage[f.rain] === 0 && series.coverage[f.showers] === 0))
    return false;
  const c = series.columns;
  const out = c[f.total];
  for (let i = 0; i < out.length; i++)
    out[i] = totalOf(c[f.rain][i] as number, c[f.showers][i] as number, c[f.snowfallCm][i] as number);
  series.coverage[f.total] = coverageOf(out);
  return true;
}
