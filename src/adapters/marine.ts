import { VanskyInputError } from "../errors.js";
import { type DailyRule, dailyAxisFromHourly, fillDailyFromHourly } from "./daily.js";
import { type NormalizeOptions, normalizeEach, type ResponseHeader, readHeader, readOptions } from "./header.js";
import {
  type Current,
  coverageOf,
  defineSection,
  freshMemory,
  type MutableSeries,
  readCurrent,
  readSection,
  type SectionContext,
  type SectionSpec,
  type Series,
  type SeriesMemory,
} from "./section.js";
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
  readonly current: Current<MarineHourlyField> | null;
  readonly hourly: Series<MarineHourlyField> | null;
  readonly daily: Series<MarineDailyField> | null;
}

const MARINE_DAILY_RULES: readonly DailyRule<MarineDailyField, MarineHourlyField>[] = [
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

const MARINE_HOURLY_SECTION = defineSection(MARINE_HOURLY_VARIABLES);
const MARINE_DAILY_SECTION = defineSection(MARINE_DAILY_VARIABLES);

/** Each wave-height field with the direction and period that describe the same waves. */
const WAVE_GROUPS: readonly (readonly string[])[] = [
  ["waveHeightM", "waveDirectionDeg", "wavePeriodS"],
  ["swellWaveHeightM", "swellWaveDirectionDeg", "swellWavePeriodS"],
  ["waveHeightMaxM", "waveDirectionDominantDeg", "wavePeriodMaxS"],
  ["swellWaveHeightMaxM", "swellWaveDirectionDominantDeg", "swellWavePeriodMaxS"],
];

/**
 * Open-Meteo answers points on land, in harbours or outside model coverage with all-null or all-zero waves
 * (open-meteo #1332, #1364, #1524): wave heights none of which is above 0 are "no wave data", not a flat calm sea,
 * so they and their direction and period become missing. `heightsOf` reads a group's heights, `clear` drops it.
 */
function anyPositive(values: ArrayLike<number>): boolean {
  for (let i = 0; i < values.length; i++) if ((values[i] as number) > 0) return true;
  return false;
}

function dropEmptyWaves(
  heightsOf: (field: string) => ArrayLike<number> | undefined,
  clear: (field: string) => void,
): void {
  for (const [height, ...companions] of WAVE_GROUPS) {
    const heights = heightsOf(height as string);
    if (!heights || anyPositive(heights)) continue;
    for (const field of [height as string, ...companions]) clear(field);
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

const hasData = (series: Series<string> | null) => series !== null && Object.values(series.coverage).some((c) => c > 0);

/** One marine response normalized, its columns in `memory` (see `forecastOne`). */
export function marineOne(
  json: unknown,
  rawOptions: NormalizeOptions | undefined,
  path: string,
  memory: SeriesMemory,
): MarineSeries | null {
  const options = readOptions(rawOptions);
  const { header, body } = readHeader(json, path);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (body.current === undefined && body.hourly === undefined && body.daily === undefined) {
    throw new VanskyInputError("MISSING_SECTION", path, "the marine response has no current, hourly or daily section");
  }
  const context = (maxLength: number): SectionContext => ({
    offsetS: header.utcOffsetSeconds,
    model: options.model,
    member: options.member,
    maxLength,
    memory,
  });
  const read = <F extends string>(key: "hourly" | "daily", section: SectionSpec<F>, max: number) =>
    body[key] === undefined
      ? null
      : readSection(body[key], body[`${key}_units`], at(key), key === "daily", section, context(max)).series;

  const current =
    body.current === undefined
      ? null
      : readCurrent(body.current, body.current_units, at("current"), MARINE_HOURLY_SECTION, context(1));
  const hourly = read("hourly", MARINE_HOURLY_SECTION, options.maxHours);
  let daily = read("daily", MARINE_DAILY_SECTION, options.maxDays);
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
  if (!daily && hourly) {
    daily = dailyAxisFromHourly(MARINE_DAILY_SECTION.fields, hourly.timeMs, header.utcOffsetSeconds, memory);
  }
  if (daily && hourly) fillDailyFromHourly(daily, hourly, MARINE_DAILY_RULES);
  if (daily) for (const { field } of MARINE_DAILY_VARIABLES) daily.coverage[field] = coverageOf(daily.columns[field]);
  const currentHasData = current !== null && Object.values(current.values).some((v) => !Number.isNaN(v));
  if (!currentHasData && !hasData(hourly) && !hasData(daily)) return null;
  const { latitude, longitude, elevationM, timezone, utcOffsetSeconds, locationId } = header;
  return { latitude, longitude, elevationM, timezone, utcOffsetSeconds, locationId, current, hourly, daily };
}

/**
 * Normalizes an Open-Meteo marine response (one, or an array for several locations in `location_id` order).
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
      return { locationId: readHeader(one, path).header.locationId, result };
    });
  }
  return marineOne(json, options, "", freshMemory);
}
