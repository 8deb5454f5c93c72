import { VanskyInputError } from "../errors.js";
import { describe, isObject, type JsonObject } from "./json.js";
import type { KeyChoice } from "./keys.js";

/** Options shared by the normalizers. */
export interface NormalizeOptions {
  /**
   * Weather model to read when a response has keys for several (`temperature_2m_gfs_seamless`, ...): one of
   * Open-Meteo's model identifiers, or a newer one, which is then also read as a key suffix.
   */
  readonly model?: string;
  /**
   * Ensemble member to read from an Ensemble API response (`temperature_2m_member03`): 0, the default, is the control
   * run (the unsuffixed keys). Variables without member keys are read as they are.
   */
  readonly member?: number;
  /** Largest accepted number of days in a `daily` section, a whole number ≥ 1 (default 366). */
  readonly maxDays?: number;
  /** Largest accepted number of hours in an `hourly` section, a whole number ≥ 1 (default 366 × 24). */
  readonly maxHours?: number;
}

/** Default size limits per location: a year of daily and hourly data (Open-Meteo's forecast API serves at most 108 days). */
export const DEFAULT_LIMITS = {
  /** Days in a `daily` section. */
  maxDays: 366,
  /** Hours in an `hourly` section. */
  maxHours: 366 * 24,
} as const;

/** NormalizeOptions checked, with their defaults. */
export interface ResolvedOptions extends KeyChoice {
  readonly maxDays: number;
  readonly maxHours: number;
}

const DEFAULT_OPTIONS: ResolvedOptions = { model: undefined, member: 0, ...DEFAULT_LIMITS };

const badOption = (key: string, expected: string, value: unknown) =>
  new VanskyInputError("BAD_OPTION", `options.${key}`, `expected ${expected}, got ${describe(value)}`);

/** A whole-number option at least `min`, or its default when absent. */
function wholeOption(options: JsonObject, key: string, min: number, fallback: number): number {
  const value = options[key];
  if (value === undefined) return fallback;
  if (typeof value === "number" && Number.isInteger(value) && value >= min) return value;
  throw badOption(key, `a whole number ≥ ${min}`, value);
}

/** Checks the normalizers' options (BAD_OPTION naming `options.<key>`) and fills in the defaults. */
export function readOptions(options: unknown): ResolvedOptions {
  if (options === undefined) return DEFAULT_OPTIONS;
  if (!isObject(options))
    throw new VanskyInputError("BAD_OPTION", "options", `expected an object, got ${describe(options)}`);
  const { model, member, maxDays, maxHours } = options;
  if (model === undefined && member === undefined && maxDays === undefined && maxHours === undefined)
    return DEFAULT_OPTIONS;
  if (model !== undefined && !(typeof model === "string" && model.length > 0))
    throw badOption("model", "an Open-Meteo model name such as gfs_seamless", model);
  return {
    model,
    member: wholeOption(options, "member", 0, 0),
    maxDays: wholeOption(options, "maxDays", 1, DEFAULT_LIMITS.maxDays),
    maxHours: wholeOption(options, "maxHours", 1, DEFAULT_LIMITS.maxHours),
  };
}
