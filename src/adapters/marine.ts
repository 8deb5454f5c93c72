import type { DailyRule } from "./daily.js";
import { normalizeEach, type ResponseHeader } from "./header.js";
import { defineSection } from "./keys.js";
import type { NormalizeOptions } from "./options.js";
import { normalizeResponse, type ResponseKind, responseHeader, type SectionsRead } from "./response.js";
import { type Current, freshMemory, type MutableSeries, type Series, type SeriesMemory } from "./section.js";
import {
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  type MarineDailyField,
  type MarineHourlyField,
} from "./variables.js";

export type { MarineDailyField, MarineHourlyField } from "./variables.js";

/**
 * An Open-Meteo marine response normalized like a forecast (UTC epoch-ms axes, °C, m, degrees, s, `NaN` for
 * missing). Daily values the response lacks, sea surface temperature among them (the Marine API documents no daily
 * SST), are aggregated from the hourly ones.
 */
export interface MarineSeries extends ResponseHeader {
  /** The `current` block: one instant's values, null when the response has none. */
  readonly current: Current<MarineHourlyField> | null;
  /** The `hourly` section, null when the response has none. */
  readonly hourly: Series<MarineHourlyField> | null;
  /** The `daily` section, the response's or aggregated from `hourly`; null when it has neither. */
  readonly daily: Series<MarineDailyField> | null;
}

/** Daily marine values derived from hourly ones when the response lacks them. */
export const MARINE_DAILY_RULES: readonly DailyRule<MarineDailyField, MarineHourlyField>[] = [
  { target: "waveHeightMaxM", source: "waveHeightM", aggregate: "max" },
  { target: "waveDirectionDominantDeg", source: "waveDirectionDeg", aggregate: "dominant", weight: "waveHeightM" },
  { target: "wavePeriodMaxS", source: "wavePeriodS", aggregate: "max" },
  { target: "swellWaveHeightMaxM", source: "swellWaveHeightM", aggregate: "max" },
  {
    target: "swellWaveDirectionDominantDeg",
    source: "swellWaveDirectionDeg",
    aggregate: "dominant",
    weight: "swellWaveHeightM",
  },
  { target: "swellWavePeriodMaxS", source: "swellWavePeriodS", aggregate: "max" },
  { target: "seaSurfaceTemperatureMeanC", source: "seaSurfaceTemperatureC", aggregate: "mean" },
];

/** Each wave-height field with the direction and period that describe the same waves. */
const WAVE_GROUPS: readonly (readonly string[])[] = [
  ["waveHeightM", "waveDirectionDeg", "wavePeriodS"],
  ["swellWaveHeightM", "swellWaveDirectionDeg", "swellWavePeriodS"],
  ["waveHeightMaxM", "waveDirectionDominantDeg", "wavePeriodMaxS"],
  ["swellWaveHeightMaxM", "swellWaveDirectionDominantDeg", "swellWavePeriodMaxS"],
];

function anyPositive(values: ArrayLike<number>): boolean {
  for (let i = 0; i < values.length; i++) if ((values[i] as number) > 0) return true;
  return false;
}

/**
 * Open-Meteo answers points on land, in harbours or outside model coverage with all-null or all-zero waves
 * (open-meteo #1332, #1364, #1524): wave heights none of which is above 0 are "no wave data", not a flat calm sea,
 * so they and their direction and period become missing. `heightsOf` reads a group's heights, `clear` drops it.
 */
function dropEmptyWaves(
  heightsOf: (field: string) => ArrayLike<number> | undefined,
  clear: (field: string) => void,
): void {
  for (const group of WAVE_GROUPS) {
    const heights = heightsOf(group[0] as string);
    if (!heights || anyPositive(heights)) continue;
    for (const field of group) clear(field);
  }
}

function dropEmptySeriesWaves(series: MutableSeries<string> | null): void {
  if (!series) return;
  dropEmptyWaves(
    (field) => series.columns[field],
    (field) => {
      series.columns[field]?.fill(Number.NaN);
      series.coverage[field] = 0;
    },
  );
}

/** Every section's empty waves dropped (see `dropEmptyWaves`). */
function dropAllEmptyWaves({ current, hourly, daily }: SectionsRead<MarineHourlyField, MarineDailyField>): void {
  if (current) {
    const values = current.values as Record<string, number>;
    dropEmptyWaves(
      (field) => (field in values ? [values[field] as number] : undefined),
      (field) => {
        values[field] = Number.NaN;
      },
    );
  }
  dropEmptySeriesWaves(hourly);
  dropEmptySeriesWaves(daily);
}

const MARINE: ResponseKind<MarineHourlyField, MarineDailyField> = {
  hourly: defineSection(MARINE_HOURLY_VARIABLES),
  daily: defineSection(MARINE_DAILY_VARIABLES),
  rules: MARINE_DAILY_RULES,
  noSections: "the marine response has no current, hourly or daily section",
  adjust: dropAllEmptyWaves,
};

const hasData = (series: Series<string> | null) => series !== null && Object.values(series.coverage).some((c) => c > 0);

/** One marine response normalized, its columns in `memory` (see `forecastOne`); `null` when it holds no data. */
export function marineOne(
  json: unknown,
  options: NormalizeOptions | undefined,
  path: string,
  memory: SeriesMemory,
): MarineSeries | null {
  const marine = normalizeResponse(json, options, path, memory, MARINE);
  const { current, hourly, daily } = marine;
  const currentHasData = current !== null && Object.values(current.values).some((v) => !Number.isNaN(v));
  return currentHasData || hasData(hourly) || hasData(daily) ? marine : null;
}

/**
 * Normalizes an Open-Meteo marine response (one, or an array for several locations in `location_id` order), JSON
 * or FlatBuffers (as `normalizeForecast`).
 * Returns `null` when the response holds no marine data at all: every value null, or waves all zero with no sea
 * temperature, as Open-Meteo answers for land, harbour and out-of-coverage points.
 *
 * @throws VanskyInputError (`code`, `path`) for anything that is not a well-formed Open-Meteo marine response.
 */
export function normalizeMarine(json: readonly unknown[], options?: NormalizeOptions): (MarineSeries | null)[];
export function normalizeMarine(json: unknown, options?: NormalizeOptions): MarineSeries | null;
export function normalizeMarine(
  json: unknown,
  options?: NormalizeOptions,
): MarineSeries | null | (MarineSeries | null)[] {
  if (Array.isArray(json)) {
    return normalizeEach(json, (one, path) => {
      const result = marineOne(one, options, path, freshMemory);
      return { locationId: responseHeader(one, path).locationId, result };
    });
  }
  return marineOne(json, options, "", freshMemory);
}
